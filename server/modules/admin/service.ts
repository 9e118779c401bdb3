import { sql } from 'kysely';
import { ADMIN_USERS_PAGE, type AdminUser, SIGNUP_DAYS_DEFAULT, type SignUps } from '../../../common/contract/admin';
import type { Role } from '../../../common/constants';
import { type Db, nowIso } from '../../db';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { userAudience } from '../../platform/realtime';
import { decodeCursor, encodeCursor } from '../posts/cursor';

// Admin user tools: sign-ups per day, the filterable user list, role changes and suspension.
// A suspended account keeps its content but cannot sign in, and its sessions end at once (the session
// middleware also ignores a suspended user's session, should one slip through).

const DAY_MS = 86_400_000;

export const adminUserNotFound = () => new HttpError(404, 'adminUserNotFound');

type AdminUserFields = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'image' | 'role' | 'email_verified_at' | 'created_at' | 'suspended_at' | 'suspension_reason' | 'deleted_at'
>;
const ADMIN_USER_COLUMNS = [
  'id',
  'name',
  'email',
  'image',
  'role',
  'email_verified_at',
  'created_at',
  'suspended_at',
  'suspension_reason',
  'deleted_at',
] as const;

export function toAdminUser(row: AdminUserFields): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    role: row.role,
    verified: row.email_verified_at !== null,
    created_at: row.created_at,
    suspended: row.suspended_at !== null,
    suspended_at: row.suspended_at,
    suspension_reason: row.suspended_at !== null ? row.suspension_reason : null,
    deleted: row.deleted_at !== null,
  };
}

/** Sign-ups per UTC day over the last `days` days (today included), oldest first, zero days too. */
export async function signUpsPerDay(deps: AppDeps, days: number = SIGNUP_DAYS_DEFAULT, now = new Date()): Promise<SignUps> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = new Date(today - (days - 1) * DAY_MS);
  const dayOf = sql<string>`substr(created_at, 1, 10)`;
  const rows = await deps.db
    .selectFrom('users')
    .select([dayOf.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', nowIso(first))
    .groupBy(dayOf)
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, Number(row.n)]));
  const entries: SignUps['days'] = [];
  for (let index = 0; index < days; index += 1) {
    const date = new Date(first.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    entries.push({ date, count: byDay.get(date) ?? 0 });
  }
  return { days: entries, total: entries.reduce((sum, entry) => sum + entry.count, 0) };
}

export interface UserFilter {
  q?: string;
  role?: Role;
  verified?: 'yes' | 'no';
  suspended?: 'yes' | 'no';
  from?: string;
  to?: string;
  cursor?: string;
  limit?: number;
}

/** `%` and `_` in what the admin typed are meant literally. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function validDay(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** Users matching every given filter, newest first, keyset-paged by (created_at, id). */
export async function filteredUsers(deps: AppDeps, filter: UserFilter) {
  for (const [field, value] of [
    ['from', filter.from],
    ['to', filter.to],
  ] as const) {
    if (value !== undefined && !validDay(value)) throw new HttpError(422, 'adminInvalidDate', { [field]: ['adminInvalidDate'] });
  }
  if (filter.from && filter.to && filter.from > filter.to) {
    throw new HttpError(422, 'adminDateOrder', { to: ['adminDateOrder'] });
  }
  const limit = filter.limit ?? ADMIN_USERS_PAGE;
  const cursor = decodeCursor(filter.cursor, { c: 'string', i: 'number' });
  let query = deps.db
    .selectFrom('users')
    .select(ADMIN_USER_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where((eb) =>
      eb.or([sql<boolean>`lower(name) like ${pattern} escape '\\'`, sql<boolean>`lower(email) like ${pattern} escape '\\'`]),
    );
  }
  if (filter.role) query = query.where('role', '=', filter.role);
  if (filter.verified) query = query.where('email_verified_at', filter.verified === 'yes' ? 'is not' : 'is', null);
  if (filter.suspended) query = query.where('suspended_at', filter.suspended === 'yes' ? 'is not' : 'is', null);
  if (filter.from) query = query.where('created_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where('created_at', '<', nowIso(new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + DAY_MS)));
  if (cursor) {
    query = query.where((eb) => eb.or([eb('created_at', '<', cursor.c), eb.and([eb('created_at', '=', cursor.c), eb('id', '<', cursor.i)])]));
  }
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    users: page.map(toAdminUser),
    hasMore: rows.length > limit,
    nextCursor: rows.length > limit && last ? encodeCursor({ c: last.created_at, i: last.id }) : null,
  };
}

async function findAccount(db: Db, id: number): Promise<AdminUserFields> {
  const row = await db.selectFrom('users').select(ADMIN_USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw adminUserNotFound();
  return row;
}

export async function changeRole(deps: AppDeps, admin: UserRow, id: number, role: Role): Promise<AdminUser> {
  if (id === admin.id) throw new HttpError(422, 'cannotChangeOwnRole', { role: ['cannotChangeOwnRole'] });
  const row = await deps.db
    .updateTable('users')
    .set({ role, updated_at: nowIso() })
    .where('id', '=', id)
    .returning(ADMIN_USER_COLUMNS)
    .executeTakeFirst();
  if (!row) throw adminUserNotFound();
  return toAdminUser(row);
}

/**
 * Suspends an account with a reason the person is shown at sign-in, and ends all its sessions in the same
 * transaction (an open tab's next request is a 401). Not oneself (422), not another admin (403).
 * Suspending an already suspended account updates the reason.
 */
export async function suspendUser(deps: AppDeps, admin: Pick<UserRow, 'id'>, id: number, reason: string): Promise<AdminUser> {
  if (id === admin.id) throw new HttpError(422, 'cannotSuspendSelf');
  const target = await findAccount(deps.db, id);
  if (target.role === 'admin') throw new HttpError(403, 'cannotSuspendAdmin');
  const suspended = await deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await trx
      .updateTable('users')
      .set((eb) => ({ suspended_at: eb.fn.coalesce('suspended_at', eb.val(now)), suspension_reason: reason, updated_at: now }))
      .where('id', '=', id)
      // The role is checked again here: a promotion between the read and this write must not be overrun.
      .where('role', '!=', 'admin')
      .returning(ADMIN_USER_COLUMNS)
      .executeTakeFirst();
    if (!row) throw new HttpError(403, 'cannotSuspendAdmin');
    await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    return toAdminUser(row);
  });
  await deps.events.publish({ type: 'account.changed', userId: id, kind: 'status' });
  // Open realtime sockets of the person check their session on a message to them, find it gone and close.
  await deps.realtime.publish({ audience: userAudience(id), type: 'session.ended', data: {} });
  return suspended;
}

export async function unsuspendUser(deps: AppDeps, id: number): Promise<AdminUser> {
  const row = await deps.db
    .updateTable('users')
    .set({ suspended_at: null, suspension_reason: null, updated_at: nowIso() })
    .where('id', '=', id)
    .returning(ADMIN_USER_COLUMNS)
    .executeTakeFirst();
  if (!row) throw adminUserNotFound();
  await deps.events.publish({ type: 'account.changed', userId: id, kind: 'status' });
  return toAdminUser(row);
}
