import { CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationView } from '../../../../common/contract/notifications';
import { Avatar, Button, Sheet, Spinner } from '../../../ui';
import { formatRelative } from '../../wellbeing/format';
import { useMarkAllRead, useMarkRead, useNotifications } from '../queries';
import { NotificationIcon } from './NotificationIcon';
import { notificationText } from './notification-text';
import styles from './notifications.module.css';

function Entry({ entry, onOpen }: { entry: NotificationView; onOpen: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const markRead = useMarkRead();
  const text = notificationText(t, entry);
  const actor = entry.data.actors[0];
  const body = (
    <>
      <span className={styles.icon} data-type={entry.type}>
        {actor ? <Avatar src={actor.image} name={actor.name} size="xs" /> : null}
        <NotificationIcon type={entry.type} />
      </span>
      <span className={styles.text}>
        <strong>{text.title}</strong>
        <span>{text.message}</span>
        <time dateTime={entry.created_at}>{formatRelative(i18n.language, entry.created_at)}</time>
      </span>
      {entry.read ? null : <span className={styles.dot} aria-label={t('unread')} />}
    </>
  );
  const open = () => {
    if (!entry.read) markRead.mutate(entry.id);
    onOpen();
  };
  return (
    <li className={styles.entry} data-read={entry.read} data-testid="notification-entry" data-type={entry.type}>
      {entry.link ? (
        <Link to={entry.link} className={styles.entryLink} onClick={open}>
          {body}
        </Link>
      ) : (
        <button type="button" className={styles.entryLink} onClick={open}>
          {body}
        </button>
      )}
    </li>
  );
}

export function NotificationPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const list = useNotifications();
  const markAll = useMarkAllRead();
  const entries = list.data?.notifications ?? [];
  return (
    <Sheet open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} side="end" testId="notification-panel">
      <div className={styles.toolbar}>
        <Button size="sm" variant="ghost" disabled={!list.data?.unreadCount || markAll.isPending} onClick={() => markAll.mutate()} data-testid="notifications-mark-all">
          <CheckCheck aria-hidden="true" /> {t('markAll')}
        </Button>
        <Link to="/settings/notifications" onClick={onClose} className={styles.settingsLink}>
          {t('settingsLink')}
        </Link>
      </div>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <p role="alert">{t('loadError')}</p> : null}
      {list.data && entries.length === 0 ? <p className={styles.empty}>{t('empty')}</p> : null}
      <ul className={styles.list}>
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} onOpen={onClose} />
        ))}
      </ul>
    </Sheet>
  );
}
