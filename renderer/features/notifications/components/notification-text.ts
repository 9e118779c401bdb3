import type { TFunction } from 'i18next';
import type { NotificationView } from '../../../../common/contract/notifications';

// The words of a notification in the reader's language, from its type and facts; a system notification and any
// type this build does not know show the server's title and message as text.

const KNOWN = new Set(['follow', 'friend_request', 'friend_accepted', 'like', 'comment', 'forum_reply', 'message', 'donation', 'update', 'giveaway_won', 'giveaway_drawn', 'achievement', 'warning']);

export function notificationText(t: TFunction<'notifications'>, entry: NotificationView): { title: string; message: string } {
  if (!KNOWN.has(entry.type)) return { title: entry.title, message: entry.message };
  const name = entry.data.actors[0]?.name ?? t('someone');
  const others = Math.max(0, entry.data.count - 1);
  const subject = entry.data.subject ?? {};
  const values = { name, game: String(subject.game ?? ''), title: String(subject.title ?? ''), reward: String(subject.reward ?? '') };
  const title = t(`titles.${entry.type}`);
  if (entry.type === 'warning') return { title, message: t(subject.action === 'suspend' ? 'messages.warningSuspend' : 'messages.warning') };
  if (others > 0) return { title, message: t(`messages.${entry.type}Many`, { ...values, count: others }) };
  return { title, message: t(`messages.${entry.type}`, values) };
}
