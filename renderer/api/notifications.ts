import { type BroadcastRequest, type BroadcastSegment, type NotificationSetting, notificationRoutes } from '../../common/contract/notifications';
import { api } from './client';

// Notifications (issue 12; spec §7 /api/notifications, mark-read, mark-all-read; settings; the admin's broadcast).

export const listNotifications = (before: number | null = null) => api(notificationRoutes.list, { query: before ? { before: String(before) } : {} });
export const markNotificationRead = (notificationId: number) => api(notificationRoutes.markRead, { body: { notification_id: notificationId } });
export const markAllNotificationsRead = () => api(notificationRoutes.markAllRead);
export const getNotificationSettings = () => api(notificationRoutes.settings);
export const saveNotificationSettings = (settings: NotificationSetting[]) => api(notificationRoutes.saveSettings, { body: { settings } });
export const previewBroadcast = (segment: BroadcastSegment) => api(notificationRoutes.broadcastPreview, { body: { segment } });
export const sendBroadcast = (body: BroadcastRequest) => api(notificationRoutes.broadcast, { body });
export const unsubscribeFromEmails = (user: string, signature: string) => api(notificationRoutes.unsubscribe, { query: { user, signature } });
