import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Check, CheckCheck, Download, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../../common/contract/chat';
import { sniffImageType } from '../../../../common/rules/media-type';
import { Avatar } from '../../../ui';
import { cryptoCall } from '../crypto/client';
import { contentOf, useOpened, useSenderKey } from '../decrypt';
import { chatKeys } from '../queries';
import { formatChatTime } from '../time';
import styles from './chat.module.css';

interface BubbleProps {
  message: ChatMessage;
  context: string;
  viewerId: number;
  /** Public keys the screen already knows (the partner, the group's members). */
  knownKeys: Map<number, string | null>;
  showSender: boolean;
  onDelete: (message: ChatMessage) => void;
}

export function MessageBubble({ message, context, viewerId, knownKeys, showSender, onDelete }: BubbleProps) {
  const { t, i18n } = useTranslation('chat');
  const client = useQueryClient();
  const own = message.sender.id === viewerId;
  const senderKey = useSenderKey(message.sender.id, knownKeys, viewerId);
  const opened = useOpened({ id: message.id, message: message.message, iv: message.iv, encrypted_key: message.encrypted_key, senderId: message.sender.id }, context, senderKey);
  const content = contentOf(opened.data);
  const retry = () => {
    void client.invalidateQueries({ queryKey: chatKeys.publicKey(message.sender.id) });
    void client.invalidateQueries({ queryKey: ['chat', 'plain', message.id] });
  };

  return (
    <article className={[styles.bubbleRow, own && styles.own].filter(Boolean).join(' ')} data-testid="chat-message" aria-label={t('message.from', { name: own ? t('list.you') : message.sender.name })}>
      {!own && showSender && <Avatar src={message.sender.image} name={message.sender.name} size="sm" className={styles.bubbleAvatar} />}
      <div className={styles.bubble}>
        {!own && showSender && <span className={styles.sender}>{message.sender.name}</span>}
        {content.kind === 'opened' ? (
          <>
            {content.text && (
              <p className={styles.text} dir="auto">
                {content.text}
              </p>
            )}
            {content.files.map((file, index) => (
              <AttachmentView key={`${message.id}-${index}`} messageId={message.id} context={context} index={index} file={file} path={message.uploaded_images[index] ?? null} />
            ))}
          </>
        ) : content.kind === 'placeholder' ? (
          <p className={styles.undecryptable}>
            <AlertTriangle size={14} aria-hidden /> {t(content.text)}
            <button type="button" className={styles.linkButton} onClick={retry}>
              <RotateCcw size={14} aria-hidden /> {t('undecryptable.retry')}
            </button>
          </p>
        ) : (
          <p className={styles.text} aria-busy="true">
            …
          </p>
        )}
        <footer className={styles.meta}>
          <time dateTime={message.created_at}>{formatChatTime(message.created_at, i18n.language)}</time>
          {own && message.receiver_id !== null && (
            <span className={styles.readState} title={message.read_at ? t('message.read') : t('message.sent')}>
              {message.read_at ? <CheckCheck size={14} aria-label={t('message.read')} /> : <Check size={14} aria-label={t('message.sent')} />}
            </span>
          )}
          {own && (
            <button type="button" className={styles.deleteButton} onClick={() => onDelete(message)} aria-label={t('message.delete')}>
              <Trash2 size={14} aria-hidden />
            </button>
          )}
        </footer>
      </div>
    </article>
  );
}

interface AttachmentProps {
  messageId: number;
  context: string;
  index: number;
  file: { name: string; type: string; size: number; iv: string };
  path: string | null;
}

/** Fetches the encrypted file, opens it in the worker and shows it: images (checked by content) inline. */
function AttachmentView({ messageId, context, index, file, path }: AttachmentProps) {
  const { t } = useTranslation('chat');
  const [state, setState] = useState<{ url: string; image: boolean } | 'loading' | 'failed'>('loading');

  useEffect(() => {
    if (!path) {
      setState('failed');
      return;
    }
    let url: string | null = null;
    let cancelled = false;
    void (async () => {
      try {
        const response = await fetch(path);
        if (!response.ok) throw new Error(String(response.status));
        const plain = await cryptoCall('decryptFile', { id: messageId, context, index, iv: file.iv, bytes: await response.arrayBuffer() });
        const sniffed = sniffImageType(new Uint8Array(plain, 0, Math.min(plain.byteLength, 16)));
        url = URL.createObjectURL(new Blob([plain], { type: sniffed?.mime ?? 'application/octet-stream' }));
        if (!cancelled) setState({ url, image: sniffed !== null });
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [context, file.iv, index, messageId, path]);

  if (state === 'loading') return <span className={styles.attachmentPending}>{t('attachment.loading', { name: file.name })}</span>;
  if (state === 'failed') return <span className={styles.undecryptable}>{t('attachment.failed', { name: file.name })}</span>;
  if (state.image) return <img className={styles.image} src={state.url} alt={file.name} loading="lazy" />;
  return (
    <a className={styles.fileChip} href={state.url} download={file.name}>
      <Download size={16} aria-hidden /> {file.name} <span className={styles.fileSize}>({formatSize(file.size)})</span>
    </a>
  );
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
