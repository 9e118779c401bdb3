import { ArrowLeft, Lock, Pin, Trash2, Unlock, X } from 'lucide-react';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FORUM_POST_MAX, type ForumMessage } from '../../../common/contract/forums';
import { quoteMarkdown } from '../../../common/rules/markdown';
import { openSignIn } from '../../features/auth/open-sign-in';
import { confirm } from '../../features/confirm/store';
import { EditPostPanel } from '../../features/forums/components/EditPostPanel';
import { ForumPost, type PostActions } from '../../features/forums/components/ForumPost';
import { GameSelect } from '../../features/forums/components/GameSelect';
import styles from '../../features/forums/components/forums.module.css';
import { useDeleteForum, useDeleteMessage, useForum, useModerateForum, usePostMessage } from '../../features/forums/queries';
import { threadTree } from '../../features/forums/thread-tree';
import { formErrorOf, statusOf } from '../../features/forms/errors';
import { useLeaveGuard } from '../../features/forms/useLeaveGuard';
import { useReportDialog } from '../../features/reports';
import { useSessionStore } from '../../features/session/store';
import { Button, Page, PageHeader, Spinner, TextArea } from '../../ui';

/** /foren/{id}: the thread, its posts nested under what they answer, the answer box and the admin's tools. */
export default function ForumThreadPage() {
  const { t } = useTranslation('forums');
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const forum = useForum(id);
  const post = usePostMessage(id);
  const remove = useDeleteMessage(id);
  const moderate = useModerateForum(id);
  const removeForum = useDeleteForum();
  const viewerId = useSessionStore((state) => state.user?.id ?? null);
  const { report, dialog: reportDialog } = useReportDialog();
  const [text, setText] = useState('');
  // An answer being written is not lost to Back or a link by mistake.
  useLeaveGuard(text.trim() !== '');
  const [replyTo, setReplyTo] = useState<ForumMessage | null>(null);
  const [editing, setEditing] = useState<ForumMessage | null>(null);
  const composer = useRef<HTMLTextAreaElement>(null);

  const first = forum.data?.pages[0];
  const messages = useMemo(() => forum.data?.pages.flatMap((page) => page.messages) ?? [], [forum.data]);
  const tree = useMemo(() => threadTree(messages), [messages]);

  if (forum.isPending) return <Spinner center label={t('list.loading')} />;
  if (!first) {
    return (
      <Page narrow testId="forum-thread-page">
        <PageHeader title={statusOf(forum.error) === 404 ? t('thread.notFound') : t('thread.loadFailed')} />
        <Link to="/foren">{t('thread.back')}</Link>
      </Page>
    );
  }

  const focusComposer = () => requestAnimationFrame(() => composer.current?.focus());
  const actions: PostActions = {
    canReply: first.can_post,
    onReply: (message) => {
      setReplyTo(message);
      focusComposer();
    },
    onQuote: (message) => {
      setReplyTo(message);
      setText((current) => quoteMarkdown(message.user?.name ?? t('thread.unknownUser'), message.text) + current);
      focusComposer();
    },
    onEdit: setEditing,
    onReport: (message) => report({ type: 'forum_post', id: message.id }),
    viewerId,
    onDelete: async (message) => {
      const ok = await confirm({
        title: t('delete.title'),
        message: t('delete.message'),
        confirmLabel: t('delete.confirm'),
        cancelLabel: t('edit.cancel'),
        tone: 'danger',
      });
      if (ok) remove.mutate(message.id);
    },
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    post.mutate(
      { text, replyTo: replyTo?.id ?? null },
      {
        onSuccess: () => {
          setText('');
          setReplyTo(null);
          // The send button is disabled with an empty text and would drop the focus to the page.
          composer.current?.focus();
        },
      },
    );
  };

  const deleteThread = async () => {
    const ok = await confirm({
      title: t('moderation.deleteTitle'),
      message: t('moderation.deleteMessage'),
      confirmLabel: t('delete.confirm'),
      cancelLabel: t('edit.cancel'),
      tone: 'danger',
    });
    if (ok) removeForum.mutate(id, { onSuccess: () => void navigate('/foren') });
  };

  return (
    <Page testId="forum-thread-page">
      <Link to="/foren" className={styles.back}>
        <ArrowLeft aria-hidden="true" size={16} /> {t('thread.back')}
      </Link>
      <PageHeader
        title={first.title}
        eyebrow={first.game ? <Link to={`/foren?game=${first.game.id}`}>{first.game.name}</Link> : t('list.general')}
      />
      {(first.pinned || first.locked) && (
        <p className={styles.badges}>
          {first.pinned && (
            <span className={styles.badge}>
              <Pin aria-hidden="true" size={14} /> {t('list.pinned')}
            </span>
          )}
          {first.locked && (
            <span className={styles.badge} data-testid="forum-locked">
              <Lock aria-hidden="true" size={14} /> {t('list.locked')}
            </span>
          )}
        </p>
      )}
      {first.can_moderate && (
        <section className={styles.moderation} aria-label={t('moderation.title')} data-testid="forum-moderation">
          <Button
            variant="secondary"
            size="sm"
            icon={first.locked ? <Unlock aria-hidden="true" size={16} /> : <Lock aria-hidden="true" size={16} />}
            onClick={() => moderate.mutate({ locked: !first.locked })}
          >
            {first.locked ? t('moderation.unlock') : t('moderation.lock')}
          </Button>
          <Button variant="secondary" size="sm" icon={<Pin aria-hidden="true" size={16} />} onClick={() => moderate.mutate({ pinned: !first.pinned })}>
            {first.pinned ? t('moderation.unpin') : t('moderation.pin')}
          </Button>
          <GameSelect
            label={t('moderation.move')}
            emptyLabel={t('list.general')}
            value={first.game?.id ?? null}
            onChange={(gameId) => moderate.mutate({ game_id: gameId })}
          />
          <Button variant="danger" size="sm" icon={<Trash2 aria-hidden="true" size={16} />} onClick={() => void deleteThread()}>
            {t('moderation.delete')}
          </Button>
        </section>
      )}

      <ol className={styles.thread} data-testid="forum-thread">
        {tree.map((node) => (
          <ForumPost key={node.message.id} node={node} depth={0} actions={actions} />
        ))}
      </ol>
      {forum.hasNextPage && (
        <Button variant="secondary" onClick={() => void forum.fetchNextPage()} loading={forum.isFetchingNextPage}>
          {t('thread.more')}
        </Button>
      )}

      {first.locked ? (
        <p className={styles.notice}>{t('thread.lockedNotice')}</p>
      ) : first.can_post ? (
        <form className={styles.composer} onSubmit={send} noValidate data-testid="forum-composer">
          {replyTo && (
            <p className={styles.replyingTo} data-testid="forum-replying-to">
              {t('composer.replyingTo', { name: replyTo.user?.name ?? t('thread.unknownUser') })}
              <button type="button" className={styles.action} onClick={() => {
                  setReplyTo(null);
                  composer.current?.focus();
                }}
                aria-label={t('composer.cancelReply')}
              >
                <X aria-hidden="true" size={16} />
              </button>
            </p>
          )}
          <TextArea
            ref={composer}
            label={t('composer.label')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={FORUM_POST_MAX}
            rows={5}
            hint={t('composer.hint')}
            error={post.isError ? formErrorOf(post.error, t('composer.failed')) : undefined}
            data-testid="forum-reply-text"
          />
          <Button type="submit" loading={post.isPending} disabled={text.trim() === ''} data-testid="forum-reply-send">
            {t('composer.send')}
          </Button>
        </form>
      ) : (
        <p className={styles.notice}>
          {t('composer.signIn')}{' '}
          <Button variant="secondary" size="sm" onClick={() => openSignIn()}>
            {t('composer.signInButton')}
          </Button>
        </p>
      )}
      {reportDialog}
      {editing && <EditPostPanel key={editing.id} forumId={id} message={editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}
