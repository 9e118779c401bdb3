import { Paperclip, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Conversation } from '../../../../common/contract/chat';
import { Avatar, Spinner } from '../../../ui';
import { conversationContext } from '../../../../common/chat/context';
import { contentOf, useOpened, useSenderKey } from '../decrypt';
import { useConversations } from '../queries';
import { formatChatTime } from '../time';
import styles from './chat.module.css';

/** The conversations, newest first: partner or group, a preview of the last message (decrypted here), unread. */
export function ConversationList({ viewerId, viewerKey }: { viewerId: number; viewerKey: string | null }) {
  const { t } = useTranslation('chat');
  const conversations = useConversations();
  if (conversations.isPending) return <Spinner center label={t('list.loading')} />;
  if (conversations.isError) return <p role="alert" className={styles.empty}>{t('list.loadFailed')}</p>;
  if (conversations.data.length === 0) return <p className={styles.empty}>{t('list.empty')}</p>;
  return (
    <ul className={styles.list} aria-label={t('list.label')}>
      {conversations.data.map((entry) => (
        <li key={entry.is_group ? `g${entry.group_id}` : `u${entry.partner.id}`}>
          <ConversationEntry entry={entry} viewerId={viewerId} viewerKey={viewerKey} />
        </li>
      ))}
    </ul>
  );
}

function ConversationEntry({ entry, viewerId, viewerKey }: { entry: Conversation; viewerId: number; viewerKey: string | null }) {
  const { t, i18n } = useTranslation('chat');
  const to = entry.is_group ? `/groups/${entry.group_id}` : `/messages/${entry.partner.id}`;
  const last = entry.last_message;
  const context = entry.is_group ? conversationContext({ groupId: entry.group_id ?? 0 }) : conversationContext({ userIds: [viewerId, entry.partner.id] });
  const known = new Map<number, string | null>(viewerKey ? [[viewerId, viewerKey]] : []);
  const senderKey = useSenderKey(last?.sender_id ?? viewerId, known, viewerId);
  const opened = useOpened(last ? { id: last.id, message: last.message, iv: last.iv, encrypted_key: last.encrypted_key, senderId: last.sender_id } : null, context, senderKey);
  const content = contentOf(opened.data);
  const preview = !last
    ? t('list.noMessages')
    : content.kind === 'opened'
      ? content.text || (last.has_files ? t('list.attachment') : '')
      : content.kind === 'placeholder'
        ? t(content.text)
        : '…';
  const own = last?.sender_id === viewerId;
  return (
    <NavLink to={to} className={({ isActive }) => [styles.entry, isActive && styles.entryActive].filter(Boolean).join(' ')}>
      {entry.is_group ? (
        <span className={styles.groupAvatar} aria-hidden>
          <Users size={20} />
        </span>
      ) : (
        <Avatar src={entry.partner.image} name={entry.partner.name} size="md" />
      )}
      <span className={styles.entryText}>
        <span className={styles.entryTop}>
          <span className={styles.entryName}>{entry.partner.name}</span>
          {last && <time dateTime={last.created_at}>{formatChatTime(last.created_at, i18n.language)}</time>}
        </span>
        <span className={styles.entryPreview}>
          {last?.has_files && <Paperclip size={14} aria-hidden />}
          {own && last ? `${t('list.you')}: ` : ''}
          {preview}
        </span>
      </span>
      {entry.unread_count > 0 && (
        <span className={styles.unread} aria-label={t('list.unread', { count: entry.unread_count })}>
          {entry.unread_count > 99 ? '99+' : entry.unread_count}
        </span>
      )}
    </NavLink>
  );
}
