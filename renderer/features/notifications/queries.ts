import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BroadcastRequest, type BroadcastSegment, type NotificationSetting, type NotificationsAnswer, notificationRoutes } from '../../../common/contract/notifications';
import { api } from '../../api/client';
import { formErrorOf } from '../forms/errors';
import { useSessionStore } from '../session/store';
import { useToastStore } from '../toasts/store';

// TanStack Query keys and hooks of notifications (spec §7 /api/notifications, mark-read, mark-all-read; settings;
// the admin's broadcast). The realtime event 'notification.new' makes
// notificationKeys.all stale (features/realtime/invalidation.ts), so the header's count and the panel refetch.

const ROOT = 'notifications';

export const notificationKeys = {
  all: [ROOT] as const,
  list: (viewer: number) => [ROOT, 'list', viewer] as const,
  settings: (viewer: number) => [ROOT, 'settings', viewer] as const,
  preview: (segment: BroadcastSegment) => [ROOT, 'preview', segment] as const,
};

export function useNotifications() {
  const viewer = useSessionStore((state) => state.user?.id ?? 0);
  return useQuery({ queryKey: notificationKeys.list(viewer), queryFn: () => api(notificationRoutes.list, { query: {} }), enabled: viewer > 0, staleTime: 30_000 });
}

/** Sets the unread count at once (the answer of a mark call), before the list refetches. */
function useCountUpdate() {
  const client = useQueryClient();
  const viewer = useSessionStore((state) => state.user?.id ?? 0);
  return (answer: { unreadCount: number }, readIds: number[] | 'all') => {
    client.setQueryData<NotificationsAnswer>(notificationKeys.list(viewer), (current) =>
      current
        ? {
            ...current,
            unreadCount: Math.max(0, answer.unreadCount),
            notifications: current.notifications.map((entry) => (readIds === 'all' || readIds.includes(entry.id) ? { ...entry, read: true } : entry)),
          }
        : current,
    );
  };
}

export function useMarkRead() {
  const update = useCountUpdate();
  return useMutation({ mutationFn: (id: number) => api(notificationRoutes.markRead, { body: { notification_id: id } }), onSuccess: (answer, id) => update(answer, [id]) });
}

export function useMarkAllRead() {
  const update = useCountUpdate();
  return useMutation({ mutationFn: () => api(notificationRoutes.markAllRead), onSuccess: (answer) => update(answer, 'all') });
}

export function useNotificationSettings() {
  const viewer = useSessionStore((state) => state.user?.id ?? 0);
  return useQuery({ queryKey: notificationKeys.settings(viewer), queryFn: () => api(notificationRoutes.settings), enabled: viewer > 0 });
}

export function useSaveNotificationSettings(saved: string, failure: string) {
  const client = useQueryClient();
  const viewer = useSessionStore((state) => state.user?.id ?? 0);
  const show = useToastStore((state) => state.show);
  return useMutation({
    mutationFn: (settings: NotificationSetting[]) => api(notificationRoutes.saveSettings, { body: { settings } }),
    onSuccess: (answer) => {
      client.setQueryData(notificationKeys.settings(viewer), answer);
      void client.invalidateQueries({ queryKey: notificationKeys.list(viewer) });
      show({ type: 'success', message: saved });
    },
    onError: (error: unknown) => show({ type: 'error', message: formErrorOf(error, failure) }),
  });
}

export const useBroadcastPreview = (segment: BroadcastSegment) =>
  useQuery({ queryKey: notificationKeys.preview(segment), queryFn: () => api(notificationRoutes.broadcastPreview, { body: { segment } }) });

export function useSendBroadcast(failure: string) {
  const show = useToastStore((state) => state.show);
  return useMutation({
    mutationFn: (body: BroadcastRequest) => api(notificationRoutes.broadcast, { body }),
    onError: (error: unknown) => show({ type: 'error', message: formErrorOf(error, failure) }),
  });
}

/** The digest's unsubscribe link (no session needed): turns every e-mail off; signed-in settings refetch. */
export function useUnsubscribeFromEmails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ user, signature }: { user: string; signature: string }) => api(notificationRoutes.unsubscribe, { query: { user, signature } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
