import { Flag, MessageSquareReply, Pencil, Quote, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ForumMessage } from '../../../../common/contract/forums';
import { Avatar } from '../../../ui';
import { formatDateTime } from '../../studio/format';
import { useLocale } from '../../wellbeing/format';
import type { ThreadNode } from '../thread-tree';
import { Markdown } from './Markdown';
import styles from './forums.module.css';

/** How deep replies indent; deeper answers stay at this depth (a phone has no room for more). */
const MAX_INDENT = 4;

export interface PostActions {
  canReply: boolean;
  onReply(message: ForumMessage): void;
  onQuote(message: ForumMessage): void;
  onEdit(message: ForumMessage): void;
  onDelete(message: ForumMessage): void;
  /** Reporting to the admins' queue; absent for one's own posts. */
  onReport(message: ForumMessage): void;
  viewerId: number | null;
}

export function ForumPost({ node, depth, actions }: { node: ThreadNode; depth: number; actions: PostActions }) {
  const { t } = useTranslation('forums');
  const locale = useLocale();
  const { message } = node;
  return (
    <li className={styles.postItem} data-depth={Math.min(depth, MAX_INDENT)}>
      <article className={styles.post} data-testid="forum-post" data-post-id={message.id} aria-label={message.user?.name ?? t('thread.unknownUser')}>
        {message.deleted ? (
          <p className={styles.deleted}>{t('thread.deletedPost')}</p>
        ) : (
          <>
            <header className={styles.postHeader}>
              <Avatar src={message.user?.image} name={message.user?.name} size="sm" />
              {message.user ? (
                <Link to={`/profile/${message.user.id}`} className={styles.author}>
                  {message.user.name}
                </Link>
              ) : (
                <span className={styles.author}>{t('thread.unknownUser')}</span>
              )}
              <time dateTime={message.created_at} className={styles.muted}>
                {formatDateTime(locale, message.created_at)}
              </time>
              {message.edited_at && (
                <span className={styles.edited} data-testid="forum-post-edited" title={formatDateTime(locale, message.edited_at)}>
                  {t('thread.edited')}
                </span>
              )}
            </header>
            <Markdown text={message.text} />
            <div className={styles.postActions}>
              {actions.canReply && (
                <>
                  <button type="button" className={styles.action} onClick={() => actions.onReply(message)}>
                    <MessageSquareReply aria-hidden="true" size={16} />
                    {t('thread.reply')}
                  </button>
                  <button type="button" className={styles.action} onClick={() => actions.onQuote(message)}>
                    <Quote aria-hidden="true" size={16} />
                    {t('thread.quote')}
                  </button>
                </>
              )}
              {message.can_edit && (
                <button type="button" className={styles.action} onClick={() => actions.onEdit(message)}>
                  <Pencil aria-hidden="true" size={16} />
                  {t('thread.edit')}
                </button>
              )}
              {message.user && message.user.id !== actions.viewerId && (
                <button type="button" className={styles.action} onClick={() => actions.onReport(message)}>
                  <Flag aria-hidden="true" size={16} />
                  {t('thread.report')}
                </button>
              )}
              {message.can_delete && (
                <button type="button" className={styles.action} onClick={() => actions.onDelete(message)}>
                  <Trash2 aria-hidden="true" size={16} />
                  {t('thread.delete')}
                </button>
              )}
            </div>
          </>
        )}
      </article>
      {node.replies.length > 0 && (
        <ol className={styles.replies}>
          {node.replies.map((reply) => (
            <ForumPost key={reply.message.id} node={reply} depth={depth + 1} actions={actions} />
          ))}
        </ol>
      )}
    </li>
  );
}
