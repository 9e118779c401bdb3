// A copy of the shared lean reference (shared/perf/lean-read.mjs beside the project), for checkouts without it:
// bench/api.ts starts the shared one when it is there, else this one. Keep the two the same.
// The lean reference for a signed-in read, to run beside the project's benchmarks (from the project root:
// `node ../shared/perf/lean-read.mjs PORT`). Hono on @hono/node-server, better-sqlite3 (synchronous, prepared),
// 100k users and sessions; cookie spielraum_session=token<N> -> sha256 -> one indexed join -> user JSON, with
// security headers. It is what a careful, ordinary implementation of the same work reaches on this machine.
import { createRequire } from 'node:module';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
const require = createRequire((process.env.PROJECT_DIR ?? process.cwd()) + '/package.json');
const { Hono } = require('hono');
const { serve } = require('@hono/node-server');
const { getCookie } = require('hono/cookie');
const Database = require('better-sqlite3');
const port = Number(process.argv[2]);
const file = `${process.env.TMPDIR ?? '/tmp'}/lean-read-${port}.db`;
fs.rmSync(file, { force: true });
const db = new Database(file);
db.pragma('journal_mode = WAL'); db.pragma('synchronous = NORMAL'); db.pragma('mmap_size = 268435456');
db.exec(`create table users (id integer primary key, name text, email text, avatar text, bio text, language text, role text,
  email_verified_at text, birthdate text, created_at text, updated_at text, deleted_at text, suspended_at text, theme text, followers integer, following integer);
  create table sessions (id text primary key, user_id integer, csrf_token text, expires_at text, last_seen_at text, data text);`);
const insU = db.prepare('insert into users values (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)');
const insS = db.prepare('insert into sessions values (?,?,?,?,?,?)');
const now = new Date().toISOString();
db.transaction(() => {
  for (let i = 1; i <= 100000; i++) insU.run(i, 'User ' + i, `u${i}@example.org`, null, 'Hallo', 'de', 'user', now, '2000-01-01', now, now, null, null, 'dark', i % 100, i % 50);
  for (let i = 1; i <= 100000; i++) insS.run(createHash('sha256').update('token' + i).digest('hex'), i, randomBytes(16).toString('hex'), '2099-01-01T00:00:00Z', now, '{}');
})();
const find = db.prepare(`select u.*, s.csrf_token, s.expires_at from sessions s left join users u on u.id = s.user_id and u.deleted_at is null and u.suspended_at is null where s.id = ?`);
const app = new Hono();
app.use(async (c, next) => {
  // Before the handler: Hono then builds the Response with them in one go.
  c.header('X-Content-Type-Options', 'nosniff'); c.header('X-Frame-Options', 'DENY'); c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('Content-Security-Policy', "default-src 'self'; script-src 'self'; frame-ancestors 'none'"); c.header('Cache-Control', 'no-store');
  await next();
});
app.use(async (c, next) => {
  const token = getCookie(c, 'spielraum_session');
  const row = token ? find.get(createHash('sha256').update(token).digest('hex')) : undefined;
  c.set('user', row && row.id != null && Date.parse(row.expires_at) > Date.now() ? row : null);
  await next();
});
app.get('/api/logged-in-user', (c) => {
  const u = c.get('user');
  if (!u) return c.json({ message: 'Nicht angemeldet' }, 401);
  return c.json({ id: u.id, name: u.name, email: u.email, avatar: u.avatar, bio: u.bio, language: u.language, role: u.role,
    email_verified_at: u.email_verified_at, birthdate: u.birthdate, created_at: u.created_at, theme: u.theme, followers: u.followers, following: u.following });
});
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
