import { Paperclip, SendHorizontal, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_FILES_MAX, CHAT_FILE_MAX_BYTES, CHAT_TEXT_MAX } from '../../../../common/contract/chat';
import { Button, IconButton } from '../../../ui';
import { formatSize } from './MessageBubble';
import styles from './chat.module.css';

/** The encrypted file is 16 bytes longer (the authentication tag). */
const FILE_MAX = CHAT_FILE_MAX_BYTES - 16;
const TYPING_EVERY_MS = 3_000;

interface ComposerProps {
  disabled: boolean;
  /** Why nothing can be sent right now (a partner's key changed): shown here and read with the text field. */
  blockedReason?: string | null;
  onSend: (text: string, files: File[]) => Promise<boolean>;
  onTyping: () => void;
}

/** Text (sent only when not blank after trimming) and up to 4 files; Enter sends, Shift+Enter breaks the line. */
export function Composer({ disabled: off, blockedReason = null, onSend, onTyping }: ComposerProps) {
  const { t } = useTranslation('chat');
  const reasonId = useId();
  const disabled = off || blockedReason !== null;
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLTextAreaElement>(null);
  const lastTyping = useRef(0);

  const canSend = !disabled && !busy && (text.trim().length > 0 || files.length > 0);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    setBusy(true);
    setProblem(null);
    try {
      if (await onSend(text.trim(), files)) {
        setText('');
        setFiles([]);
        // Ready for the next message; the send button it was clicked on is disabled now and would drop the focus.
        textInput.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  const pick = (list: FileList | null) => {
    const chosen = [...files, ...Array.from(list ?? [])];
    if (chosen.length > CHAT_FILES_MAX) return setProblem(t('composer.tooManyFiles', { count: CHAT_FILES_MAX }));
    const large = chosen.find((file) => file.size > FILE_MAX);
    if (large) return setProblem(t('composer.fileTooLarge', { name: large.name, size: formatSize(FILE_MAX) }));
    setProblem(null);
    setFiles(chosen);
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)}>
      {files.length > 0 && (
        <ul className={styles.pending} aria-label={t('composer.attachments')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.fileChip}>
              {file.name} <span className={styles.fileSize}>({formatSize(file.size)})</span>
              <IconButton label={t('composer.removeFile', { name: file.name })} icon={<X size={14} />} onClick={() => setFiles(files.filter((_, at) => at !== index))} />
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className={styles.keyError} role="alert">
          {problem}
        </p>
      )}
      {blockedReason && (
        <p id={reasonId} className={styles.composerBlocked}>
          {blockedReason}
        </p>
      )}
      <div className={styles.composerRow}>
        <input ref={fileInput} type="file" multiple hidden onChange={(event) => {
          pick(event.target.files);
          event.target.value = '';
        }} data-testid="chat-file-input" />
        <IconButton label={t('composer.attach')} icon={<Paperclip size={20} />} disabled={disabled} onClick={() => fileInput.current?.click()} />
        <textarea
          ref={textInput}
          className={styles.input}
          rows={1}
          maxLength={CHAT_TEXT_MAX}
          value={text}
          disabled={disabled}
          aria-label={t('composer.label')}
          aria-describedby={blockedReason ? reasonId : undefined}
          placeholder={t('composer.placeholder')}
          onKeyDown={keyDown}
          onChange={(event) => {
            setText(event.target.value);
            if (Date.now() - lastTyping.current > TYPING_EVERY_MS && event.target.value.trim()) {
              lastTyping.current = Date.now();
              onTyping();
            }
          }}
        />
        <Button type="submit" disabled={!canSend} loading={busy} icon={<SendHorizontal size={18} aria-hidden />}>
          <span className={styles.narrowHidden}>{t('composer.send')}</span>
        </Button>
      </div>
    </form>
  );
}
