import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryProvider } from '../../../api/query-client';
import { useNotifications } from '../queries';
import styles from './notifications.module.css';

// The bell itself: the unread count (refreshed by the realtime event 'notification.new') and the panel, loaded on
// first open. The header sits outside the layouts' query provider, so the bell brings its own (the one client).

const NotificationPanel = lazy(async () => ({ default: (await import('./NotificationPanel')).NotificationPanel }));

function BellWithCount() {
  const { t } = useTranslation('notifications');
  const list = useNotifications();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const unread = Math.max(0, list.data?.unreadCount ?? 0);
  const label = unread > 0 ? t('bellUnread', { count: unread }) : t('bell');
  return (
    <>
      <button
        type="button"
        className={styles.bell}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notification-bell"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Bell aria-hidden="true" />
        {unread > 0 ? (
          <span className={styles.badge} data-testid="notification-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <NotificationPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export default function BellButton() {
  return (
    <QueryProvider>
      <BellWithCount />
    </QueryProvider>
  );
}
