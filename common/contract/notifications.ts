import { z } from 'zod/mini';
import { dbId } from './common';
import { defineRoute } from './route';

// Notifications (spec §3 Notification, §4 Notifications, §7 /api/notifications, mark-read,
// mark-all-read; §2 /settings/notifications and /dev/notifications). Every domain produces them through one
// call, notify() in server/modules/notifications/service.ts; they arrive live over the realtime channel.

/** The spec's eight types with their own icon; any other type gets a generic bell. */
export const ICON_TYPES = ['friend_request', 'message', 'comment', 'like', 'system', 'update', 'achievement', 'warning'] as const;

/** Every type a domain produces today (a later domain adds its own here). */
export const NOTIFICATION_TYPES = [
  'follow',
  'friend_request',
  'friend_accepted',
  'message',
  'comment',
  'like',
  /** Someone answered in a forum thread one opened or wrote in. */
  'forum_reply',
  'update',
  'giveaway_won',
  'giveaway_drawn',
  'donation',
  'achievement',
  'warning',
  'system',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATIONS_PAGE = 30;
export const BROADCAST_TITLE_MAX = 120;
export const BROADCAST_MESSAGE_MAX = 1000;
export const BROADCAST_SEGMENTS = ['all', 'verified', 'creators', 'admins', 'users'] as const;
export type BroadcastSegment = (typeof BROADCAST_SEGMENTS)[number];

const actorSchema = z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()) });
export type NotificationActor = z.infer<typeof actorSchema>;

/**
 * One entry as §3 names it. Alike notifications (the same type about the same thing) arrive as one entry:
 * data.count says how many, data.actors names the newest few, data.ids lists the members (mark-read of the
 * entry's id marks them all).
 */
export const notificationSchema = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  data: z.object({
    count: z.number(),
    actors: z.array(actorSchema),
    ids: z.array(z.number()),
    /** Domain facts the texts use (a game's or post's title, an amount of boostz, a quest). */
    subject: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
  read: z.boolean(),
  created_at: z.string(),
  link: z.nullable(z.string()),
});
export type NotificationView = z.infer<typeof notificationSchema>;

export const notificationsAnswer = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number(),
  has_more: z.boolean(),
});
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;

const idValue = dbId();

export const markReadRequest = z.object({ notification_id: idValue });
export const unreadAnswer = z.object({ success: z.boolean(), unreadCount: z.number() });

export const notificationsQuery = z.object({
  before: z.optional(z.string().check(z.regex(/^[1-9]\d{0,9}$/, { error: 'invalidType' }))),
});

export const notificationSettingSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES, { error: 'invalidType' }),
  in_app: z.boolean({ error: 'invalidType' }),
  email: z.boolean({ error: 'invalidType' }),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;
export const notificationSettingsAnswer = z.object({ settings: z.array(notificationSettingSchema) });
export const notificationSettingsRequest = z.object({ settings: z.array(notificationSettingSchema).check(z.maxLength(NOTIFICATION_TYPES.length * 2)) });

export const unsubscribeQuery = z.object({
  user: z.string().check(z.regex(/^[1-9]\d{0,9}$/, { error: 'invalidToken' })),
  signature: z.string().check(z.regex(/^[0-9a-f]{64}$/, { error: 'invalidToken' })),
});
export const unsubscribeAnswer = z.object({ unsubscribed: z.boolean(), message: z.string() });

const segment = z.enum(BROADCAST_SEGMENTS, { error: 'broadcastInvalidSegment' });
export const broadcastPreviewRequest = z.object({ segment });
export const broadcastPreviewAnswer = z.object({ segment: z.string(), recipients: z.number() });
export const broadcastRequest = z.object({
  segment,
  title: z.string({ error: 'required' }).check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(BROADCAST_TITLE_MAX, { error: 'tooLong' })),
  message: z.string({ error: 'required' }).check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(BROADCAST_MESSAGE_MAX, { error: 'tooLong' })),
  /** Where the notification leads: a path on this site (/games/3), nothing else. */
  link: z.optional(z.nullable(z.string().check(z.maxLength(300, { error: 'tooLong' }), z.regex(/^\/(?![/\\])[^\s]*$/, { error: 'broadcastInvalidLink' })))),
});
export type BroadcastRequest = z.input<typeof broadcastRequest>;
export const broadcastAnswer = z.object({ segment: z.string(), recipients: z.number() });

const TAG = 'Benachrichtigungen';

export const notificationRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/notifications',
    tag: TAG,
    summary: 'Die eigenen Benachrichtigungen, gleichartige zusammengefasst, neueste zuerst, mit der Zahl der ungelesenen',
    guard: 'auth',
    rateLimit: { max: 120, windowSeconds: 60, by: 'user' },
    query: notificationsQuery,
    responses: { 200: notificationsAnswer },
    errors: [422],
  }),
  markRead: defineRoute({
    method: 'post',
    path: '/api/notifications/mark-read',
    tag: TAG,
    summary: 'Eine eigene Benachrichtigung (mit allen, die mit ihr zusammengefasst sind) als gelesen markieren',
    guard: 'auth',
    rateLimit: { max: 120, windowSeconds: 60, by: 'user' },
    body: markReadRequest,
    responses: { 200: unreadAnswer },
    errors: [404, 422],
  }),
  markAllRead: defineRoute({
    method: 'post',
    path: '/api/notifications/mark-all-read',
    tag: TAG,
    summary: 'Alle eigenen Benachrichtigungen als gelesen markieren',
    guard: 'auth',
    rateLimit: { max: 60, windowSeconds: 60, by: 'user' },
    responses: { 200: unreadAnswer },
  }),
  settings: defineRoute({
    method: 'get',
    path: '/api/notifications/settings',
    tag: TAG,
    summary: 'Je Art: in der App und/oder als E-Mail-Zusammenfassung',
    guard: 'auth',
    responses: { 200: notificationSettingsAnswer },
  }),
  saveSettings: defineRoute({
    method: 'put',
    path: '/api/notifications/settings',
    tag: TAG,
    summary: 'Die Einstellungen je Art speichern (nicht genannte Arten bleiben, wie sie sind)',
    guard: 'auth',
    rateLimit: { max: 30, windowSeconds: 60, by: 'user' },
    body: notificationSettingsRequest,
    responses: { 200: notificationSettingsAnswer },
    errors: [422],
  }),
  unsubscribe: defineRoute({
    // POST, never GET: mail scanners and link previews open every link of a mail. The digest's link leads to the
    // page /notifications/unsubscribe, whose button posts here; mail programs post here directly (the mail's
    // List-Unsubscribe and List-Unsubscribe-Post headers, RFC 8058). The signature is the authorisation.
    method: 'post',
    path: '/api/notifications/unsubscribe',
    tag: TAG,
    summary: 'Abmeldung von allen E-Mails über den signierten Link einer Zusammenfassung, ohne Anmeldung (auch als One-Click nach RFC 8058; kein CSRF-Token)',
    csrf: false,
    rateLimit: { max: 30, windowSeconds: 600, by: 'address' },
    query: unsubscribeQuery,
    responses: { 200: unsubscribeAnswer },
    errors: [403],
  }),
  broadcastPreview: defineRoute({
    method: 'post',
    path: '/api/admin/notifications/preview',
    tag: TAG,
    summary: 'Wie viele Menschen eine Systembenachrichtigung an diese Gruppe erreichen würde (nur Admins)',
    role: 'admin',
    body: broadcastPreviewRequest,
    responses: { 200: broadcastPreviewAnswer },
    errors: [422],
  }),
  broadcast: defineRoute({
    method: 'post',
    path: '/api/admin/notifications',
    tag: TAG,
    summary: 'Eine Systembenachrichtigung an alle oder eine Gruppe senden (nur Admins; Text, nie HTML)',
    role: 'admin',
    rateLimit: { max: 5, windowSeconds: 600, by: 'user' },
    body: broadcastRequest,
    responses: { 201: broadcastAnswer },
    errors: [422],
  }),
};
