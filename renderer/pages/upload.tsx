import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert, Film, Upload as UploadIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { POST_TEXT_MAX, POST_TITLE_MAX, type Post } from '../../common/contract/posts';
import { UploadError } from '../api/client';
import { postKeys, usePost, useUploadPost } from '../features/posts/queries';
import { useGamePicker } from '../features/games/queries';
import { onRealtimeEvent } from '../features/realtime/listeners';
import { checkDuration, checkFile, type FileProblem, formatBytes, formatDuration, readDuration } from '../features/posts/upload-checks';
import { currentLanguage } from '../i18n';
import { toBcp47 } from '../i18n/languages';
import { Button, Page, PageHeader, Select, TextArea, TextField } from '../ui';
import styles from './upload.module.css';

/** While the server transcodes, ask again this often (the realtime event usually comes first). */
const POLL_MS = 2_000;

function Processing({ post: initial, onAnother }: { post: Post; onAnother(): void }) {
  const { t } = useTranslation('upload');
  const client = useQueryClient();
  const [status, setStatus] = useState(initial.status);
  const query = usePost(initial.id, { refetchInterval: status === 'processing' ? POLL_MS : false });
  const post = query.data ?? initial;
  useEffect(() => setStatus(post.status), [post.status]);

  // The creator's tabs hear about progress over the realtime channel.
  useEffect(
    () =>
      onRealtimeEvent('post.processing', (event) => {
        if (event.post_id !== initial.id) return;
        client.setQueryData<Post>(postKeys.detail(initial.id), (cached) =>
          cached ? { ...cached, status: event.status, progress: event.progress, error: event.error } : cached,
        );
        if (event.status !== 'processing') void client.invalidateQueries({ queryKey: postKeys.detail(initial.id) });
      }),
    [client, initial.id],
  );

  return (
    <section className={styles.status} aria-live="polite" data-testid="upload-status" data-status={post.status}>
      {post.status === 'processing' && (
        <>
          <p className={styles.statusLine}>{t('processing', { percent: Math.round(post.progress) })}</p>
          <progress className={styles.progress} max={100} value={post.progress} aria-label={t('processingLabel')} />
          <p className={styles.hint}>{t('processingHint')}</p>
        </>
      )}
      {post.status === 'ready' && (
        <>
          <p className={`${styles.statusLine} ${styles.ok}`}>
            <CheckCircle2 aria-hidden="true" /> {t('ready')}
          </p>
          <div className={styles.row}>
            <Link to={`/post/${post.id}`} className={styles.primaryLink} data-testid="view-post">
              {t('view')}
            </Link>
            <Button variant="secondary" onClick={onAnother}>
              {t('another')}
            </Button>
          </div>
        </>
      )}
      {post.status === 'failed' && (
        <>
          <p className={`${styles.statusLine} ${styles.bad}`} role="alert">
            <CircleAlert aria-hidden="true" /> {t('failed', { reason: post.error ?? t('errors.generic') })}
          </p>
          <Button variant="secondary" onClick={onAnother}>
            {t('again')}
          </Button>
        </>
      )}
    </section>
  );
}

/** /upload [auth+email]: title, text, optional game and the video; upload progress, then processing live. */
export default function UploadPage() {
  const { t } = useTranslation('upload');
  const locale = toBcp47(currentLanguage());
  const games = useGamePicker();
  const [file, setFile] = useState<File | null>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [fileProblem, setFileProblem] = useState<FileProblem | 'videoRequired' | null>(null);
  const [checking, setChecking] = useState(false);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [gameId, setGameId] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<Post | null>(null);
  const abort = useRef<AbortController | null>(null);
  const upload = useUploadPost();
  const input = useRef<HTMLInputElement>(null);
  const fileId = useId();

  useEffect(() => () => abort.current?.abort(), []);

  const choose = async (chosen: File | null) => {
    setServerError(null);
    setFile(chosen);
    setDuration(null);
    if (!chosen) return setFileProblem(null);
    const problem = checkFile(chosen);
    if (problem) return setFileProblem(problem);
    setChecking(true);
    const seconds = await readDuration(chosen);
    setChecking(false);
    setDuration(seconds);
    setFileProblem(checkDuration(seconds));
  };

  const reset = () => {
    setCreated(null);
    setFile(null);
    setDuration(null);
    setTitle('');
    setText('');
    setGameId('');
    setSent(null);
    if (input.current) input.current.value = '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const missingTitle = title.trim() === '';
    setTitleError(missingTitle ? t('errors.titleRequired') : null);
    if (!file) setFileProblem('videoRequired');
    if (missingTitle || !file || fileProblem || checking || sent !== null) return;
    abort.current = new AbortController();
    setSent(0);
    try {
      const post = await upload.mutateAsync({
        input: { video: file, title: title.trim(), text: text.trim(), gameId: gameId ? Number(gameId) : null },
        onProgress: (share) => setSent(share),
        signal: abort.current.signal,
      });
      setCreated(post);
    } catch (error) {
      if (error instanceof UploadError && error.status === 'aborted') setServerError(t('errors.aborted'));
      else if (error instanceof UploadError && error.status === 'network') setServerError(t('errors.network'));
      else if (error instanceof UploadError && error.status === 413) setServerError(error.message || t('errors.tooBig'));
      else if (error instanceof UploadError && error.message) setServerError(error.message);
      else setServerError(t('errors.generic'));
      setSent(null);
    }
  };

  if (created) {
    return (
      <Page narrow testId="upload-page">
        <PageHeader title={t('title')} />
        <Processing post={created} onAnother={reset} />
      </Page>
    );
  }

  const uploading = sent !== null;
  const percent = Math.round((sent ?? 0) * 100);

  return (
    <Page narrow testId="upload-page">
      <PageHeader title={t('title')} lead={t('lead')} />
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.drop}>
          <Film aria-hidden="true" className={styles.dropIcon} />
          <label htmlFor={fileId} className={styles.fileLabel}>
            {file ? t('change') : t('choose')}
          </label>
          <input
            ref={input}
            id={fileId}
            className={styles.fileInput}
            type="file"
            accept="video/*"
            disabled={uploading}
            aria-describedby={`${fileId}-info`}
            aria-invalid={fileProblem !== null}
            data-testid="video-input"
            onChange={(event) => void choose(event.target.files?.[0] ?? null)}
          />
          <p id={`${fileId}-info`} className={fileProblem ? styles.error : styles.hint} role={fileProblem ? 'alert' : undefined}>
            {fileProblem
              ? t(`errors.${fileProblem}`)
              : file
                ? [file.name, formatBytes(file.size, locale), duration !== null ? formatDuration(duration) : null]
                    .filter(Boolean)
                    .join(' · ')
                : t('limits')}
          </p>
        </div>

        <TextField
          label={t('titleLabel')}
          value={title}
          maxLength={POST_TITLE_MAX}
          showCounter
          required
          disabled={uploading}
          error={titleError ?? undefined}
          onChange={(event) => setTitle(event.target.value)}
          data-testid="upload-title"
        />
        <TextArea
          label={t('textLabel')}
          value={text}
          maxLength={POST_TEXT_MAX}
          rows={4}
          disabled={uploading}
          optionalLabel={t('optional')}
          onChange={(event) => setText(event.target.value)}
        />
        <Select
          label={t('gameLabel')}
          value={gameId}
          disabled={uploading || games.isPending}
          onChange={(event) => setGameId(event.target.value)}
          options={[{ value: '', label: t('noGame') }, ...(games.data ?? []).map((game) => ({ value: String(game.id), label: game.name }))]}
        />

        {uploading && (
          <div className={styles.status} aria-live="polite" data-testid="upload-progress">
            <p className={styles.statusLine}>{t('uploading', { percent })}</p>
            <progress className={styles.progress} max={100} value={percent} aria-label={t('uploadingLabel')} />
          </div>
        )}
        {serverError && (
          <p className={styles.error} role="alert" data-testid="upload-error">
            {serverError}
          </p>
        )}
        <div className={styles.row}>
          <Button type="submit" icon={<UploadIcon />} loading={uploading} disabled={checking} data-testid="upload-submit">
            {t('submit')}
          </Button>
          {uploading && (
            <Button variant="ghost" onClick={() => abort.current?.abort()}>
              {t('cancel')}
            </Button>
          )}
        </div>
      </form>
    </Page>
  );
}
