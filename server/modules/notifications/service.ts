import { timingSafeEqual } from 'node:crypto';
import {
  type BroadcastRequest,
  type BroadcastSegment,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PAGE,
  type NotificationActor,
  type NotificationSetting,
  type NotificationType,
  type NotificationView,
} from '../../../common/contract/notifications';
import { type Db, nowIso } from '../../db';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { pickServerLanguage, type ServerLanguage, translate } from '../../http/messages';
import { queueMail } from '../../jobs/mail';
import { enqueue } from '../../jobs/queue';
import { userAudience } from '../../platform/realtime';
import { digestTexts, mailLanguage, notificationText } from './texts';
import { unsubscribeLinks, unsubscribeSignature } from './unsubscribe-link';
import { blockedAmong } from '../social/relations';

// Notifications. notify() is the one call through which every domain tells a person something:
// after its own transaction committed, it stores the notification (once per cause), tells the person's open tabs
// over the realtime channel, and schedules the e-mail digest if the person wants one for this type. A domain
// that lands later (chat) adds its type to NOTIFICATION_TYPES and calls notify(); it never writes the table.

/** Without a realtime hub (the demo seed) notifications are only stored. */
type NotifyDeps = Pick<AppDeps, 'db'> & Partial<Pick<AppDeps, 'realtime'>>;

export interface NotifyInput {
  /** Whom it is for. */
  userId: number;
  type: NotificationType;
  /** Who caused it; a person is never notified of their own action. */
  actorId?: number | null;
  /** Facts the texts use: a title, a game, an amount. Never the content of a private message. */
  subject?: Record<string, string | number>;
  /** A path on this site the notification leads to. */
  link?: string | null;
  /** Alike notifications ('like:post:12') are shown as one entry: "Mia und 3 weitere …". */
  groupKey?: string | null;
  /** The cause ('like:57'): the same cause notifies a person once. */
  source?: string | null;
  /** Only for system notifications: the admin's words, shown as text. */
  title?: string;
  message?: string;
}

export const DIGEST_JOB = 'notifications.digest';
/** A digest collects what happens in this time after the first notification nobody e-mailed yet. */
export const DIGEST_DELAY_MS = 30 * 60_000;
/** Entries of one digest mail; the rest are counted. */
const DIGEST_LINES = 20;
/** How many rows one page of the list groups from. */
const GROUP_WINDOW = 300;
/** Actors named per entry. */
const ACTORS_SHOWN = 3;

interface Preference {
  in_app: boolean;
  email: boolean;
}
const DEFAULT_PREFERENCE: Preference = { in_app: true, email: false };

async function preferencesOf(db: Db, userIds: number[], type: string): Promise<Map<number, Preference>> {
  const map = new Map<number, Preference>();
  for (let start = 0; start < userIds.length; start += 500) {
    const rows = await db
      .selectFrom('notification_preferences')
      .select(['user_id', 'in_app', 'email'])
      .where('type', '=', type)
      .where('user_id', 'in', userIds.slice(start, start + 500))
      .execute();
    for (const row of rows) map.set(row.user_id, { in_app: row.in_app === 1, email: row.email === 1 });
  }
  return map;
}

/**
 * Unread entries as the list shows them: alike notifications gathered into one entry ("Mia und 3 weitere haben
 * deinen Clip geliked") count once, so the bell's number matches the rows the panel shows.
 */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const unread = () => db.selectFrom('notifications').where('user_id', '=', userId).where('in_app', '=', 1).where('read_at', 'is', null);
  const [single, grouped] = await Promise.all([
    unread()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('group_key', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(unread().select(['type', 'group_key']).where('group_key', 'is not', null).distinct().as('groups'))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return Math.max(0, Number(single.count) + Number(grouped.count));
}

/** Nobody hears from someone on the other side of a block (either direction), whatever the domain forgot to check. */
async function withoutBlockedActors(db: Db, inputs: NotifyInput[]): Promise<NotifyInput[]> {
  const recipientsByActor = new Map<number, number[]>();
  for (const item of inputs) {
    if (item.actorId === undefined || item.actorId === null) continue;
    recipientsByActor.set(item.actorId, [...(recipientsByActor.get(item.actorId) ?? []), item.userId]);
  }
  if (recipientsByActor.size === 0) return inputs;
  const blockedByActor = new Map<number, Set<number>>();
  for (const [actorId, recipients] of recipientsByActor) blockedByActor.set(actorId, await blockedAmong(db, actorId, recipients));
  return inputs.filter((item) => item.actorId === undefined || item.actorId === null || !blockedByActor.get(item.actorId)?.has(item.userId));
}

/**
 * Tells people something. Call it after the domain's transaction committed; it never throws for a delivery
 * that failed (the row is stored; the tab refetches on reconnect).
 */
export async function notify(deps: NotifyDeps, input: NotifyInput | NotifyInput[]): Promise<number[]> {
  const wanted = (Array.isArray(input) ? input : [input]).filter((item) => item.userId !== item.actorId);
  const inputs = await withoutBlockedActors(deps.db, wanted);
  const created: number[] = [];
  const byType = new Map<string, NotifyInput[]>();
  for (const item of inputs) byType.set(item.type, [...(byType.get(item.type) ?? []), item]);
  for (const [type, items] of byType) {
    const preferences = await preferencesOf(deps.db, [...new Set(items.map((item) => item.userId))], type);
    for (const item of items) {
      const preference = preferences.get(item.userId) ?? DEFAULT_PREFERENCE;
      if (!preference.in_app && !preference.email) continue;
      const now = nowIso();
      const row = await deps.db
        .insertInto('notifications')
        .values({
          user_id: item.userId,
          actor_id: item.actorId ?? null,
          type,
          title: item.title ?? '',
          message: item.message ?? '',
          data: item.subject ? JSON.stringify(item.subject) : null,
          link: item.link ?? null,
          group_key: item.groupKey ?? null,
          source: item.source ?? null,
          in_app: preference.in_app ? 1 : 0,
          read_at: null,
          emailed_at: null,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'source']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) continue;
      created.push(row.id);
      if (preference.email) await scheduleDigest(deps.db, item.userId);
      if (preference.in_app && deps.realtime) {
        await deps.realtime.publish({
          audience: userAudience(item.userId),
          type: 'notification.new',
          data: { id: row.id, type, unreadCount: await unreadCount(deps.db, item.userId) },
        });
      }
    }
  }
  return created;
}

// ------------------------------------------------------------------------------------------------ reading

function parseSubject(data: string | null): Record<string, string | number> {
  if (!data) return {};
  try {
    const parsed = JSON.parse(data) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string | number>) : {};
  } catch {
    return {};
  }
}

interface GroupedRow {
  type: string;
  actor_id: number | null;
  group_key: string | null;
}

/** Alike rows (same type and group key) as one entry, newest first: an entry stands where its newest member stands. */
function groupRows<Row extends GroupedRow>(rows: Row[]): Row[][] {
  const groups: Row[][] = [];
  const byKey = new Map<string, Row[]>();
  for (const row of rows) {
    const key = row.group_key ? `${row.type}|${row.group_key}` : null;
    const existing = key ? byKey.get(key) : undefined;
    if (existing) {
      existing.push(row);
      continue;
    }
    const group = [row];
    groups.push(group);
    if (key) byKey.set(key, group);
  }
  return groups;
}

/** The people an entry names (newest first, at most ACTORS_SHOWN) and how many different people caused it. */
function actorsOf(group: GroupedRow[], actors: Map<number, NotificationActor>): { named: NotificationActor[]; count: number } {
  const seen = new Set<number>();
  const named: NotificationActor[] = [];
  for (const row of group) {
    if (row.actor_id === null || seen.has(row.actor_id)) continue;
    seen.add(row.actor_id);
    const actor = actors.get(row.actor_id);
    if (actor && named.length < ACTORS_SHOWN) named.push(actor);
  }
  return { named, count: Math.max(seen.size, 1) };
}

async function actorsById(db: Db, rows: GroupedRow[]): Promise<Map<number, NotificationActor>> {
  const ids = [...new Set(rows.map((row) => row.actor_id).filter((id): id is number => id !== null))];
  const actors = new Map<number, NotificationActor>();
  if (!ids.length) return actors;
  const people = await db.selectFrom('users').select(['id', 'name', 'image']).where('id', 'in', ids).execute();
  for (const person of people) actors.set(person.id, { id: person.id, name: person.name, image: person.image });
  return actors;
}

export async function listNotifications(db: Db, user: Pick<UserRow, 'id' | 'language'>, before: number | null, language: ServerLanguage) {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'type', 'actor_id', 'title', 'message', 'data', 'link', 'group_key', 'read_at', 'created_at'])
    .where('user_id', '=', user.id)
    .where('in_app', '=', 1)
    .$if(before !== null, (query) => query.where('id', '<', before!))
    .orderBy('id', 'desc')
    .limit(GROUP_WINDOW)
    .execute();
  // Grouped on the server, newest first.
  const groups = groupRows(rows);
  const page = groups.slice(0, NOTIFICATIONS_PAGE);
  const actors = await actorsById(db, page.flat());
  const notifications: NotificationView[] = page.map((group) => {
    const head = group[0]!;
    const { named, count } = actorsOf(group, actors);
    const subject = parseSubject(head.data);
    const text = notificationText({ type: head.type, actors: named, count, subject, title: head.title, message: head.message }, language);
    return {
      id: head.id,
      type: head.type,
      title: text.title,
      message: text.message,
      data: { count, actors: named, ids: group.map((row) => row.id), subject },
      read: group.every((row) => row.read_at !== null),
      created_at: head.created_at,
      link: head.link,
    };
  });
  return { notifications, unreadCount: await unreadCount(db, user.id), has_more: groups.length > page.length || rows.length === GROUP_WINDOW };
}

/** Marks one of the person's own notifications read, with the ones grouped with it; another's is not found. */
export async function markRead(db: Db, user: Pick<UserRow, 'id'>, id: number) {
  const row = await db.selectFrom('notifications').select(['id', 'type', 'group_key']).where('id', '=', id).where('user_id', '=', user.id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'notificationNotFound');
  const now = nowIso();
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', user.id)
    .where('read_at', 'is', null)
    .where((eb) =>
      row.group_key === null ? eb('id', '=', row.id) : eb.and([eb('type', '=', row.type), eb('group_key', '=', row.group_key), eb('id', '<=', row.id)]),
    )
    .execute();
  return { success: true, unreadCount: await unreadCount(db, user.id) };
}

/** Done elsewhere (a friend request accepted or declined on /friends): that person's notifications of the type are read. */
export async function markReadFrom(db: Db, userId: number, type: string, actorId: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: nowIso() })
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('actor_id', '=', actorId)
    .where('read_at', 'is', null)
    .execute();
}

export async function markAllRead(db: Db, user: Pick<UserRow, 'id'>) {
  await db.updateTable('notifications').set({ read_at: nowIso() }).where('user_id', '=', user.id).where('read_at', 'is', null).execute();
  return { success: true, unreadCount: await unreadCount(db, user.id) };
}

// ----------------------------------------------------------------------------------------------- settings

export async function settingsOf(db: Db, userId: number): Promise<NotificationSetting[]> {
  const rows = await db.selectFrom('notification_preferences').select(['type', 'in_app', 'email']).where('user_id', '=', userId).execute();
  const stored = new Map(rows.map((row) => [row.type, row]));
  return NOTIFICATION_TYPES.map((type) => {
    const row = stored.get(type);
    return { type, in_app: row ? row.in_app === 1 : DEFAULT_PREFERENCE.in_app, email: row ? row.email === 1 : DEFAULT_PREFERENCE.email };
  });
}

export async function saveSettings(db: Db, userId: number, settings: NotificationSetting[]): Promise<NotificationSetting[]> {
  await db.transaction().execute(async (trx) => {
    for (const setting of settings) {
      const values = { in_app: setting.in_app ? 1 : 0, email: setting.email ? 1 : 0 };
      await trx
        .insertInto('notification_preferences')
        .values({ user_id: userId, type: setting.type, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'type']).doUpdateSet(values))
        .execute();
    }
  });
  return settingsOf(db, userId);
}

// ------------------------------------------------------------------------------------------------- digest

export async function unsubscribe(deps: Pick<AppDeps, 'db' | 'config'>, userId: number, signature: string) {
  const user = await deps.db.selectFrom('users').select(['id', 'email', 'language']).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  const expected = user ? Buffer.from(unsubscribeSignature(deps.config.appKey, user.id, user.email)) : Buffer.alloc(0);
  const given = Buffer.from(signature);
  if (!user || expected.length !== given.length || !timingSafeEqual(expected, given)) throw new HttpError(403, 'invalidToken');
  const current = await settingsOf(deps.db, user.id);
  await saveSettings(
    deps.db,
    user.id,
    current.map((setting) => ({ ...setting, email: false })),
  );
  return { unsubscribed: true, message: translate('notificationsUnsubscribed', pickServerLanguage(user.language, undefined)) };
}

/** Schedules the person's digest unless one is already waiting to run. */
async function scheduleDigest(db: Db, userId: number): Promise<void> {
  const payload = JSON.stringify({ user_id: userId });
  const pending = await db.selectFrom('jobs').select('id').where('type', '=', DIGEST_JOB).where('status', '=', 'queued').where('payload', '=', payload).limit(1).executeTakeFirst();
  if (pending) return;
  await enqueue(db, DIGEST_JOB, { user_id: userId }, { runAt: new Date(Date.now() + DIGEST_DELAY_MS) });
}

/** Sends the person one mail with what arrived for the types they want by e-mail and nobody mailed yet. */
export async function sendDigest(deps: Pick<AppDeps, 'db' | 'config'>, userId: number): Promise<number> {
  const user = await deps.db.selectFrom('users').select(['id', 'name', 'email', 'language']).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!user) return 0;
  const settings = await settingsOf(deps.db, user.id);
  const types = settings.filter((setting) => setting.email).map((setting) => setting.type);
  if (!types.length) return 0;
  const rows = await deps.db
    .selectFrom('notifications')
    .select(['id', 'type', 'actor_id', 'title', 'message', 'data', 'link', 'group_key'])
    .where('user_id', '=', user.id)
    .where('emailed_at', 'is', null)
    .where('read_at', 'is', null)
    .where('type', 'in', types)
    .orderBy('id', 'desc')
    .execute();
  if (!rows.length) return 0;
  // In the person's own interface language (every language the product speaks), grouped as in the app:
  // "Mia und 3 weitere haben deinen Clip geliked."
  const language = mailLanguage(user.language);
  const texts = digestTexts(language, rows.length);
  const groups = groupRows(rows);
  const listed = groups.slice(0, DIGEST_LINES);
  const actors = await actorsById(deps.db, listed.flat());
  const unsubscribe = unsubscribeLinks(deps.config.publicUrl, deps.config.appKey, user);
  const lines = listed.map((group) => {
    const head = group[0]!;
    const { named, count } = actorsOf(group, actors);
    const text = notificationText({ type: head.type, actors: named, count, subject: parseSubject(head.data), title: head.title, message: head.message }, language);
    return `- ${texts.entry(text.title, text.message)}${head.link ? `\n  ${deps.config.publicUrl}${head.link}` : ''}`;
  });
  const unlisted = rows.length - listed.reduce((sum, group) => sum + group.length, 0);
  if (unlisted > 0) lines.push(texts.more(unlisted));
  const text = [
    texts.greeting(user.name),
    '',
    texts.intro,
    '',
    ...lines,
    '',
    `${texts.open} ${deps.config.publicUrl}/`,
    '',
    texts.signature,
    '',
    `${texts.settings} ${deps.config.publicUrl}/settings/notifications`,
    `${texts.unsubscribe} ${unsubscribe.page}`,
  ].join('\n');
  await deps.db.transaction().execute(async (trx) => {
    await queueMail({ db: trx }, { to: user.email, subject: texts.subject, text, listUnsubscribe: unsubscribe.oneClick });
    await trx.updateTable('notifications').set({ emailed_at: nowIso() }).where('id', 'in', rows.map((row) => row.id)).execute();
  });
  return rows.length;
}

export function digestJob(deps: AppDeps) {
  return async (payload: { user_id: number }) => ({ sent: await sendDigest(deps, payload.user_id) });
}

// ---------------------------------------------------------------------------------------------- broadcast

function segmentQuery(db: Db, segment: BroadcastSegment) {
  return db
    .selectFrom('users')
    .where('deleted_at', 'is', null)
    .where('suspended_at', 'is', null)
    .$if(segment === 'verified', (query) => query.where('email_verified_at', 'is not', null))
    .$if(segment === 'creators', (query) => query.where('role', '=', 'creator'))
    .$if(segment === 'admins', (query) => query.where('role', '=', 'admin'))
    .$if(segment === 'users', (query) => query.where('role', '=', 'user'));
}

export async function previewBroadcast(db: Db, segment: BroadcastSegment) {
  const row = await segmentQuery(db, segment)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { segment, recipients: Number(row.count) };
}

/** A system notification written by an admin: stored as plain text, each recipient once. */
export async function broadcast(deps: NotifyDeps, admin: Pick<UserRow, 'id'>, request: BroadcastRequest) {
  const recipients = await segmentQuery(deps.db, request.segment).select('id').orderBy('id').execute();
  const source = `system:${Date.now()}:${admin.id}`;
  const created = await notify(
    deps,
    recipients.map((recipient) => ({
      userId: recipient.id,
      type: 'system' as const,
      title: request.title.trim(),
      message: request.message.trim(),
      link: request.link ?? null,
      source,
    })),
  );
  return { segment: request.segment, recipients: created.length };
}
