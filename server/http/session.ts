import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_LIFETIME_HOURS, SESSION_REMEMBER_DAYS } from '../../common/constants';
import { LANGUAGE_COOKIE } from '../../common/rules/language';
import type SQLite from 'better-sqlite3';
import { type Db, idleSqlite, nowIso } from '../db';
import { prepareQuery } from '../db/prepared';
import type { SessionRow, UserRow } from '../db/schema';
import type { AppEnv } from './context';
import { HttpError } from './errors';
import { pickServerLanguage } from './messages';

export const SESSION_COOKIE = 'spielraum_session';
/** Over https the session cookie carries the __Host- prefix: the browser then refuses it from a subdomain or without Secure. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const SESSION_LIFETIME_MS = SESSION_LIFETIME_HOURS * 3_600_000;
const REMEMBER_LIFETIME_MS = SESSION_REMEMBER_DAYS * 86_400_000;
/** Sliding expiry is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

/** The cookie carries a random token; the database keeps only its hash, so a leaked table opens no session. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface SessionOptions {
  db: Db;
  secureCookies: boolean;
  now?: () => number;
}

export class SessionManager {
  private readonly now: () => number;

  private readonly cookieName: string;
  private readonly findSessionWithUser;
  private readonly findSessionWithUserRaw;

  constructor(private readonly options: SessionOptions) {
    this.now = options.now ?? Date.now;
    this.cookieName = options.secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
    // Every request with a cookie runs this: the session and its (not deleted) user in one indexed lookup, prepared
    // once (server/db/prepared.ts). The user's columns come as they are, the session's prefixed.
    const joined = () =>
      options.db
        .selectFrom('sessions')
        .leftJoin('users', (join) =>
          join.onRef('users.id', '=', 'sessions.user_id').on('users.deleted_at', 'is', null).on('users.suspended_at', 'is', null),
        );
    this.findSessionWithUser = prepareQuery(options.db, 1, (id: string) =>
      joined()
        .selectAll('users')
        .select(SESSION_COLUMNS.map((column) => `sessions.${column} as session_${column}` as const))
        .where('sessions.id', '=', id),
    );
    // On SQLite the same lookup as a better-sqlite3 statement answering a plain array, split by position. The session
    // row comes from a materialized CTE: as a plain join SQLite read the wide users row four times slower.
    let statement: SQLite.Statement | null = null;
    let sessionColumns: string[] = [];
    let userColumns: string[] = [];
    this.findSessionWithUserRaw = (sqlite: SQLite.Database, id: string) => {
      if (!statement) {
        statement = sqlite
          .prepare(
            `WITH s AS MATERIALIZED (SELECT * FROM sessions WHERE id = ?)
             SELECT s.*, u.* FROM s LEFT JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL AND u.suspended_at IS NULL`,
          )
          .raw(true);
        const names = statement.columns().map((column) => column.name);
        const split = sqlite.prepare('SELECT * FROM sessions LIMIT 0').columns().length;
        sessionColumns = names.slice(0, split);
        userColumns = names.slice(split);
      }
      const row = statement.get(id) as unknown[] | undefined;
      if (!row) return null;
      const session: Record<string, unknown> = {};
      for (let index = 0; index < sessionColumns.length; index += 1) session[sessionColumns[index]!] = row[index];
      if (row[sessionColumns.length] === null) return { session: session as unknown as SessionRow, user: null };
      const user: Record<string, unknown> = {};
      for (let index = 0; index < userColumns.length; index += 1) user[userColumns[index]!] = row[sessionColumns.length + index];
      return { session: session as unknown as SessionRow, user: user as unknown as UserRow };
    };
  }

  /** The session with this id and its user (null: a visitor's session, or the user is deleted or suspended). */
  private async lookup(id: string): Promise<{ session: SessionRow; user: UserRow | null } | null> {
    const sqlite = idleSqlite(this.options.db);
    if (sqlite) return this.findSessionWithUserRaw(sqlite, id);
    const row = (await this.findSessionWithUser(id))[0];
    return row ? splitSessionRow(row) : null;
  }

  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const token = getCookie(c, this.cookieName);
      let session: SessionRow | null = null;
      let user: UserRow | null = null;
      if (token) {
        const found = await this.lookup(hashToken(token));
        if (found) ({ session, user } = found);
        if (session && Date.parse(session.expires_at) <= this.now()) {
          await this.options.db.deleteFrom('sessions').where('id', '=', session.id).execute();
          session = null;
          user = null;
        }
      }
      c.set('session', session);
      c.set('user', user);
      c.set('language', pickServerLanguage(user?.language, c.req.header('Accept-Language'), getCookie(c, LANGUAGE_COOKIE)));
      if (session) await this.touch(c, session, token!);
      await next();
    };
  }

  /** 419 for an unsafe request whose X-XSRF-TOKEN header does not match the session's token. */
  csrfMiddleware(signedPaths: ReadonlySet<string> = new Set()): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return next();
      // Webhooks: a server calls, with a signature its handler checks (RouteSpec.csrf false).
      if (c.req.method === 'POST' && signedPaths.has(c.req.path)) return next();
      const session = c.get('session');
      const header = c.req.header(XSRF_HEADER) ?? '';
      if (!session || !safeEqual(header, session.csrf_token)) throw new HttpError(419, 'csrfMismatch');
      return next();
    };
  }

  /** Gives the visitor a session (anonymous if needed) and mirrors its CSRF token to the readable cookie. */
  async ensure(c: Context<AppEnv>): Promise<SessionRow> {
    const existing = c.get('session');
    if (existing) {
      this.writeXsrfCookie(c, existing);
      return existing;
    }
    return this.create(c, null, false);
  }

  /** Login: a new session id and CSRF token; the old session row is removed (no fixation). */
  async startForUser(c: Context<AppEnv>, userId: number, remember: boolean): Promise<SessionRow> {
    const previous = c.get('session');
    if (previous) await this.options.db.deleteFrom('sessions').where('id', '=', previous.id).execute();
    return this.create(c, userId, remember);
  }

  async destroy(c: Context<AppEnv>): Promise<void> {
    const session = c.get('session');
    if (session) await this.options.db.deleteFrom('sessions').where('id', '=', session.id).execute();
    deleteCookie(c, this.cookieName, { path: '/', secure: this.options.secureCookies });
    deleteCookie(c, XSRF_COOKIE, { path: '/' });
    c.set('session', null);
    c.set('user', null);
  }

  async destroyOtherSessionsOf(userId: number, keepSessionId: string | null): Promise<void> {
    let query = this.options.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepSessionId) query = query.where('id', '!=', keepSessionId);
    await query.execute();
  }

  async destroyAllSessionsOf(userId: number): Promise<void> {
    await this.options.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  async readData(session: SessionRow): Promise<Record<string, unknown>> {
    try {
      return JSON.parse(session.data) as Record<string, unknown>;
    } catch {
      return {};
    }
  }

  async writeData(session: SessionRow, data: Record<string, unknown>): Promise<void> {
    await this.options.db.updateTable('sessions').set({ data: JSON.stringify(data) }).where('id', '=', session.id).execute();
  }

  async purgeExpired(): Promise<number> {
    const result = await this.options.db.deleteFrom('sessions').where('expires_at', '<=', nowIso(new Date(this.now()))).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private async create(c: Context<AppEnv>, userId: number | null, remember: boolean): Promise<SessionRow> {
    const token = newToken();
    const now = this.now();
    const row: SessionRow = {
      id: hashToken(token),
      user_id: userId,
      csrf_token: newToken(),
      remember: remember ? 1 : 0,
      data: '{}',
      ip: clientAddress(c),
      user_agent: (c.req.header('User-Agent') ?? '').slice(0, 512) || null,
      expires_at: nowIso(new Date(now + (remember ? REMEMBER_LIFETIME_MS : SESSION_LIFETIME_MS))),
      created_at: nowIso(new Date(now)),
      last_seen_at: nowIso(new Date(now)),
    };
    await this.options.db.insertInto('sessions').values(row).execute();
    c.set('session', row);
    this.writeSessionCookie(c, token, row);
    this.writeXsrfCookie(c, row);
    return row;
  }

  private async touch(c: Context<AppEnv>, session: SessionRow, token: string): Promise<void> {
    const now = this.now();
    if (now - Date.parse(session.last_seen_at) < TOUCH_INTERVAL_MS) return;
    const lifetime = session.remember ? REMEMBER_LIFETIME_MS : SESSION_LIFETIME_MS;
    session.last_seen_at = nowIso(new Date(now));
    session.expires_at = nowIso(new Date(now + lifetime));
    await this.options.db
      .updateTable('sessions')
      .set({ last_seen_at: session.last_seen_at, expires_at: session.expires_at })
      .where('id', '=', session.id)
      .execute();
    this.writeSessionCookie(c, token, session);
    // The readable token cookie must live as long as the session: a remembered session that outlives
    // its XSRF-TOKEN cookie answers every unsafe call with 419, and the client logs the user out.
    this.writeXsrfCookie(c, session);
  }

  private writeSessionCookie(c: Context<AppEnv>, token: string, session: SessionRow): void {
    setCookie(c, this.cookieName, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: this.options.secureCookies,
      ...(session.remember ? { expires: new Date(session.expires_at) } : {}),
    });
  }

  private writeXsrfCookie(c: Context<AppEnv>, session: SessionRow): void {
    setCookie(c, XSRF_COOKIE, session.csrf_token, {
      path: '/',
      httpOnly: false,
      sameSite: 'Lax',
      secure: this.options.secureCookies,
      ...(session.remember ? { expires: new Date(session.expires_at) } : {}),
    });
  }
}

const SESSION_COLUMNS = [
  'id',
  'user_id',
  'csrf_token',
  'remember',
  'data',
  'ip',
  'user_agent',
  'expires_at',
  'created_at',
  'last_seen_at',
] as const satisfies readonly (keyof SessionRow)[];

/** The joined row back into the session and its user (null for a visitor's or a deleted user's session). */
function splitSessionRow(row: Record<string, unknown>): { session: SessionRow; user: UserRow | null } {
  const session: Record<string, unknown> = {};
  const user: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('session_')) session[key.slice('session_'.length)] = value;
    else user[key] = value;
  }
  return { session: session as unknown as SessionRow, user: user.id == null ? null : (user as unknown as UserRow) };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function clientAddress(c: Context): string | null {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? null;
}
