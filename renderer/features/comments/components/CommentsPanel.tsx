import { ChevronDown, ChevronUp, Flag, Heart, Trash2, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Comment, COMMENT_MAX } from '../../../../common/contract/comments';
import type { Post } from '../../../../common/contract/posts';
import { currentLanguage } from '../../../i18n';
import { toBcp47 } from '../../../i18n/languages';
import { Avatar, Button, IconButton, Spinner } from '../../../ui';
import { openSignIn } from '../../auth/open-sign-in';
import { confirm } from '../../confirm/store';
import { useFeedStore } from '../../posts/feed-store';
import { useReportDialog } from '../../reports/useReportDialog';
import { useSessionStore } from '../../session/store';
import { useComments, useCreateComment, useRemoveComment, useToggleCommentLike } from '../queries';
import styles from './comments.module.css';
import { trapTab } from '../../../ui/focus';

/** The width from which the panel sits beside the player (CommentsPanel.module.css). */
const WIDE_LAYOUT = '(min-width: 64rem)';

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(toBcp47(currentLanguage()), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

interface ComposerProps {
  postId: number;
  parentId: number | null;
  placeholder: string;
  focusOnOpen?: boolean;
  onSent?(): void;
  onCancel?(): void;
  /** A visitor: send the sign-in overlay instead. */
  requireSignIn(): boolean;
}

/** The comment (or reply) box: Post stays disabled while empty and while a send is under way. */
function Composer({ postId, parentId, placeholder, focusOnOpen, onSent, onCancel, requireSignIn }: ComposerProps) {
  const { t } = useTranslation('comments');
  const [text, setText] = useState('');
  const create = useCreateComment(postId);
  const sending = useRef(false);
  const id = useId();
  const empty = text.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (requireSignIn()) return;
    if (empty || sending.current) return;
    sending.current = true;
    create.mutate(
      { text: text.trim(), parentId },
      {
        onSuccess: () => {
          setText('');
          onSent?.();
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <form className={styles.composer} onSubmit={submit} data-testid={parentId === null ? 'comment-form' : 'reply-form'}>
      <label htmlFor={id} className="visually-hidden">
        {placeholder}
      </label>
      <textarea
        id={id}
        className={styles.input}
        value={text}
        maxLength={COMMENT_MAX}
        placeholder={placeholder}
        rows={parentId === null ? 2 : 1}
        ref={(element) => {
          // The reply box opens on request and takes the typing at once.
          if (element && focusOnOpen && document.activeElement !== element && !element.dataset.focused) {
            element.dataset.focused = '1';
            element.focus();
          }
        }}
        onFocus={() => requireSignIn()}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
          if (event.key === 'Escape' && onCancel) {
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <div className={styles.composerActions}>
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={empty || create.isPending} loading={create.isPending}>
          {t('post')}
        </Button>
      </div>
    </form>
  );
}

interface CommentRowProps {
  comment: Comment;
  postId: number;
  viewer: number | null;
  replyOpen: boolean;
  onReply(id: number | null): void;
  requireSignIn(): boolean;
  isReply?: boolean;
}

function CommentRow({ comment, postId, viewer, replyOpen, onReply, requireSignIn, isReply }: CommentRowProps) {
  const { t } = useTranslation('comments');
  const toggleLike = useToggleCommentLike(postId, viewer);
  const remove = useRemoveComment(postId);
  const { report, dialog: reportDialog } = useReportDialog();
  const [expanded, setExpanded] = useState(false);
  const liked = viewer !== null && comment.likes.some((like) => like.user_id === viewer);
  const own = viewer !== null && comment.user.id === viewer;
  const replies = comment.replies;

  const askDelete = async () => {
    const ok = await confirm({
      title: t('confirmTitle'),
      message: t('confirmMessage'),
      confirmLabel: t('confirmButton'),
      cancelLabel: t('cancel'),
      tone: 'danger',
    });
    if (ok) remove.mutate(comment);
  };

  return (
    <li className={isReply ? styles.reply : styles.comment} data-testid={isReply ? 'reply' : 'comment'}>
      <Link to={`/profile/${comment.user.id}`} className={styles.avatarLink} aria-label={comment.user.name}>
        <Avatar src={comment.user.image} name={comment.user.name} size="sm" />
      </Link>
      <div className={styles.body}>
        <p className={styles.head}>
          <Link to={`/profile/${comment.user.id}`} className={styles.name}>
            {comment.user.name}
          </Link>
          <time dateTime={comment.created_at} className={styles.time}>
            {formatDate(comment.created_at)}
          </time>
        </p>
        <p className={styles.text} dir="auto">
          {comment.text}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${styles.small} ${liked ? styles.liked : ''}`}
            aria-pressed={liked}
            aria-label={t('likeLabel', { count: comment.likes.length })}
            onClick={() => {
              if (requireSignIn()) return;
              if (!toggleLike.isPending) toggleLike.mutate(comment);
            }}
            data-testid="comment-like"
          >
            <Heart size={16} aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
            <span aria-hidden="true">{comment.likes.length}</span>
          </button>
          {!isReply && (
            <button
              type="button"
              className={styles.small}
              aria-expanded={replyOpen}
              onClick={() => {
                if (requireSignIn()) return;
                onReply(replyOpen ? null : comment.id);
              }}
              data-testid="reply-button"
            >
              {t('reply')}
            </button>
          )}
          {own && (
            <IconButton
              className={styles.delete}
              label={t('delete')}
              icon={<Trash2 size={16} />}
              onClick={() => void askDelete()}
              disabled={remove.isPending}
              data-testid="comment-delete"
            />
          )}
          {!own && (
            <IconButton
              className={styles.delete}
              label={t('report', { name: comment.user.name })}
              icon={<Flag size={16} />}
              onClick={() => {
                if (requireSignIn()) return;
                report({ type: 'comment', id: comment.id });
              }}
              data-testid="comment-report"
            />
          )}
        </div>
        {reportDialog}
        {replyOpen && (
          <Composer
            postId={postId}
            parentId={comment.id}
            placeholder={t('replyTo', { name: comment.user.name })}
            focusOnOpen
            requireSignIn={requireSignIn}
            onSent={() => {
              onReply(null);
              setExpanded(true);
            }}
            onCancel={() => onReply(null)}
          />
        )}
        {replies.length > 0 && (
          <>
            <button
              type="button"
              className={styles.toggleReplies}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
              data-testid="toggle-replies"
            >
              {expanded ? <ChevronUp size={16} aria-hidden="true" /> : <ChevronDown size={16} aria-hidden="true" />}
              {expanded ? t('hideReplies') : t('showReplies', { count: replies.length })}
            </button>
            {expanded && (
              <ul className={styles.replies}>
                {replies.map((reply) => (
                  <CommentRow
                    key={reply.id}
                    comment={reply as Comment}
                    postId={postId}
                    viewer={viewer}
                    replyOpen={false}
                    onReply={onReply}
                    requireSignIn={requireSignIn}
                    isReply
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </li>
  );
}

export interface CommentsPanelProps {
  post: Post;
  onClose(): void;
  /** On /post/{id} the panel is part of the page and has no close button. */
  embedded?: boolean;
}

/**
 * The comments panel (spec §4, §5): beside the player on wide screens, a bottom sheet on phones. Threads in the
 * server's ranking, one reply box at a time, likes per comment, delete own after confirmation; a visitor who
 * tries to take part gets the sign-in overlay and the panel closes.
 */
export default function CommentsPanel({ post, onClose, embedded = false }: CommentsPanelProps) {
  const { t } = useTranslation('comments');
  const viewer = useSessionStore((state) => state.user?.id ?? null);
  const pauseForSignIn = useFeedStore((state) => state.pauseForSignIn);
  const comments = useComments(post.id);
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const panel = useRef<HTMLElement>(null);
  const headingId = useId();

  const requireSignIn = () => {
    if (viewer !== null) return false;
    pauseForSignIn();
    openSignIn();
    if (!embedded) onClose();
    return true;
  };

  // Below the wide layout the panel is a bottom sheet over the feed: a modal, so Tab stays inside it.
  const [isSheet, setIsSheet] = useState(() => !embedded && !window.matchMedia(WIDE_LAYOUT).matches);
  useEffect(() => {
    if (embedded) return;
    const query = window.matchMedia(WIDE_LAYOUT);
    const update = () => setIsSheet(!query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [embedded]);

  // Focus moves into the panel when it opens and back to the opener when it closes; Escape closes it.
  // onClose is read through a ref: a new function from each render of the feed must not re-run this effect,
  // which would pull the focus out of the comment being typed. A layout effect: when the panel closes because
  // the sign-in overlay opens, the focus must be back on the opener before the overlay's dialog notes where the
  // focus was (it gives it back there on closing); a plain effect's cleanup would come after that.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useLayoutEffect(() => {
    if (embedded) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      // A dialog over the panel handled this key already (focus.ts prevents its default); it may be gone by now.
      if (event.defaultPrevented) return;
      if (event.key === 'Escape' && !document.querySelector('[aria-modal="true"]:not([data-comments-sheet])')) onCloseRef.current();
      else if (isSheet && panel.current && !document.querySelector('[aria-modal="true"]:not([data-comments-sheet])')) {
        trapTab(event, panel.current);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [embedded, post.id, isSheet]);

  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];

  return (
    <section
      ref={panel}
      className={`${styles.panel} ${embedded ? styles.embedded : styles.sheet}`}
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid="comments-panel"
      {...(isSheet ? { role: 'dialog', 'aria-modal': true, 'data-comments-sheet': '' } : {})}
    >
      <header className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {t('title')} <span className={styles.count}>{post.comments}</span>
        </h2>
        {!embedded && <IconButton label={t('close')} icon={<X />} onClick={onClose} />}
      </header>
      <div className={styles.scroll}>
        {comments.isPending ? (
          <Spinner center label={t('loading')} />
        ) : comments.isError ? (
          <div className={styles.empty}>
            <p>{t('error')}</p>
            <Button variant="secondary" size="sm" onClick={() => void comments.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <ul className={styles.list}>
            {list.map((comment) => (
              <CommentRow
                key={comment.id}
                comment={comment}
                postId={post.id}
                viewer={viewer}
                replyOpen={replyTo === comment.id}
                onReply={setReplyTo}
                requireSignIn={requireSignIn}
              />
            ))}
          </ul>
        )}
        {comments.hasNextPage && (
          <Button
            variant="ghost"
            size="sm"
            block
            loading={comments.isFetchingNextPage}
            onClick={() => void comments.fetchNextPage()}
          >
            {t('loadMore')}
          </Button>
        )}
      </div>
      <footer className={styles.footer}>
        <Composer postId={post.id} parentId={null} placeholder={t('placeholder')} requireSignIn={requireSignIn} />
      </footer>
    </section>
  );
}
