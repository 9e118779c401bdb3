import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Film, Pencil, Rocket, Trash2, Upload } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Post, POST_TEXT_MAX, POST_TITLE_MAX } from '../../../common/contract/posts';
import { confirm } from '../../features/confirm/store';
import { fieldErrorsOf, formErrorOf } from '../../features/forms/errors';
import { useSessionStore } from '../../features/session/store';
import { EmptyState } from '../../features/studio/components/EmptyState';
import { PostStatus } from '../../features/studio/components/PostStatus';
import { formatCount } from '../../features/studio/format';
import { studioContentQuery, studioKeys, useDeletePost, useUpdatePost } from '../../features/studio/queries';
import { useToastStore } from '../../features/toasts/store';
import { formatDate, useLocale } from '../../features/wellbeing/format';
import { Button, buttonClassName, Page, PageHeader, Spinner, TextArea, TextField } from '../../ui';
import styles from './studio.module.css';

// /studio/inhalte [auth]: the creator's posts with poster, status (processing with progress, ready, failed
// with the reason, sponsored until when a boost runs), counts, inline editing of title and text, boosting a
// ready clip for boostz and deleting after a confirmation. While a post is processed the list
// refreshes itself (studioContentQuery polls then).

const BoostDialog = lazy(async () => ({ default: (await import('../../features/studio/components/BoostDialog')).BoostDialog }));

export default function StudioContentPage() {
  const { t } = useTranslation('studio');
  const userId = useSessionStore((state) => state.user?.id ?? null);
  return (
    <Page testId="studio-content">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('content.title')}
        lead={t('content.lead')}
        actions={
          <Link to="/upload" className={buttonClassName({ variant: 'primary' })}>
            <Upload aria-hidden="true" size={18} />
            {t('index.uploadTitle')}
          </Link>
        }
      />
      {userId !== null && <ContentList userId={userId} />}
    </Page>
  );
}

function ContentList({ userId }: { userId: number }) {
  const { t } = useTranslation('studio');
  const content = useQuery(studioContentQuery(userId));
  if (content.isPending) return <Spinner center label={t('loading')} />;
  if (content.isError)
    return (
      <div className={styles.state} role="alert">
        <p>{formErrorOf(content.error, t('loadFailed'))}</p>
        <Button variant="secondary" onClick={() => void content.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  if (content.data.length === 0)
    return (
      <EmptyState testId="content-empty" text={t('content.empty')}>
        <Link to="/upload" className={buttonClassName({ variant: 'primary' })}>
          <Upload aria-hidden="true" size={18} />
          {t('start.upload')}
        </Link>
      </EmptyState>
    );
  return (
    <ul className={styles.list} aria-label={t('content.listLabel', { count: content.data.length })}>
      {content.data.map((post) => (
        <ContentItem key={post.id} post={post} userId={userId} />
      ))}
    </ul>
  );
}

function ContentItem({ post, userId }: { post: Post; userId: number }) {
  const { t } = useTranslation('studio');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const showToast = useToastStore((state) => state.show);
  const [editing, setEditing] = useState(false);
  const [boosting, setBoosting] = useState(false);
  const titleId = useId();
  // Only a finished clip everyone can see can be boosted (the server says the same: postNotBoostable).
  const boostable = post.status === 'ready' && !post.hidden && post.user.id === userId;

  const remove = useDeletePost(post.id, {
    onSuccess: () => {
      queryClient.setQueryData<Post[]>(studioKeys.content(userId), (posts) => posts?.filter((entry) => entry.id !== post.id));
      void queryClient.invalidateQueries({ queryKey: studioKeys.user(userId) });
      showToast({ message: 'studio:content.deleted', values: { title: post.title }, type: 'success' });
    },
    onError: (error) => showToast({ message: formErrorOf(error, t('content.deleteFailed')), type: 'error' }),
  });

  const askDelete = async () => {
    const confirmed = await confirm({
      title: t('content.deleteTitle'),
      message: t('content.deleteMessage', { title: post.title }),
      confirmLabel: t('content.deleteConfirm'),
      cancelLabel: t('cancel'),
      tone: 'danger',
    });
    if (confirmed) remove.mutate();
  };

  return (
    <li className={styles.item} aria-labelledby={titleId} data-testid={`content-${post.id}`}>
      {post.media?.poster ? (
        <img className={styles.poster} src={post.media.poster} alt="" loading="lazy" decoding="async" />
      ) : (
        <div className={styles.poster} aria-hidden="true">
          <Film size={28} />
        </div>
      )}
      <div className={styles.body}>
        {editing ? (
          <EditForm post={post} userId={userId} titleId={titleId} onDone={() => setEditing(false)} />
        ) : (
          <>
            <h2 id={titleId} className={styles.itemTitle}>
              {post.status === 'ready' && !post.hidden ? <Link to={`/post/${post.id}`}>{post.title}</Link> : post.title}
            </h2>
            {post.text && <p className={styles.itemText}>{post.text}</p>}
          </>
        )}
        <PostStatus post={post} showHidden />
        <dl className={styles.meta}>
          <div>
            <dt>{t('metrics.views')}:</dt>
            <dd>{formatCount(locale, post.views)}</dd>
          </div>
          <div>
            <dt>{t('metrics.likes')}:</dt>
            <dd>{formatCount(locale, post.likes)}</dd>
          </div>
          <div>
            <dt>{t('metrics.comments')}:</dt>
            <dd>{formatCount(locale, post.comments)}</dd>
          </div>
          <div>
            <dt>{t('content.created')}:</dt>
            <dd>{formatDate(locale, post.created_at)}</dd>
          </div>
        </dl>
      </div>
      {!editing && (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={t('content.editLabel', { title: post.title })} data-testid="edit-post">
            <Pencil aria-hidden="true" size={16} />
            {t('content.edit')}
          </Button>
          {boostable && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setBoosting(true)}
              aria-label={t('boost.title', { title: post.title })}
              aria-haspopup="dialog"
              data-testid="boost-post"
            >
              <Rocket aria-hidden="true" size={16} />
              {t('boost.action')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void askDelete()}
            loading={remove.isPending}
            aria-label={t('content.deleteLabel', { title: post.title })}
            data-testid="delete-post"
          >
            <Trash2 aria-hidden="true" size={16} />
            {t('content.delete')}
          </Button>
        </div>
      )}
      {boosting && (
        <Suspense fallback={null}>
          <BoostDialog post={post} userId={userId} onClose={() => setBoosting(false)} />
        </Suspense>
      )}
    </li>
  );
}

function EditForm({ post, userId, titleId, onDone }: { post: Post; userId: number; titleId: string; onDone: () => void }) {
  const { t } = useTranslation('studio');
  const queryClient = useQueryClient();
  const showToast = useToastStore((state) => state.show);
  const [title, setTitle] = useState(post.title);
  const [text, setText] = useState(post.text);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // The form opened on a button press: the focus moves into it, to the title one usually changes.
  useLayoutEffect(() => formRef.current?.querySelector<HTMLInputElement>('input')?.focus(), []);

  const save = useUpdatePost(post.id, {
    onSuccess: (updated) => {
      queryClient.setQueryData<Post[]>(studioKeys.content(userId), (posts) =>
        posts?.map((entry) => (entry.id === updated.id ? updated : entry)),
      );
      void queryClient.invalidateQueries({ queryKey: studioKeys.user(userId) });
      showToast({ message: 'studio:content.saved', type: 'success' });
      onDone();
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: formErrorOf(error, t('content.saveFailed')) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') {
      setErrors({ title: t('content.titleRequired') });
      return;
    }
    setErrors({});
    save.mutate({ title: title.trim(), text: text.trim() });
  };

  return (
    <form ref={formRef} className={styles.editForm} onSubmit={submit} noValidate aria-labelledby={titleId} data-testid="edit-form">
      <h2 id={titleId} className="visually-hidden">
        {t('content.editLabel', { title: post.title })}
      </h2>
      <TextField
        label={t('content.titleField')}
        value={title}
        maxLength={POST_TITLE_MAX}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
        data-testid="edit-title"
      />
      <TextArea
        label={t('content.textField')}
        value={text}
        maxLength={POST_TEXT_MAX}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        error={errors.text}
        data-testid="edit-text"
      />
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}
      <div className={styles.editButtons}>
        <Button type="submit" size="sm" loading={save.isPending} data-testid="save-post">
          {t('content.save')}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
