// The request path, one table (npm run bench): every hot call of the API, measured one after another against the
// real server (production mode, request log on as shipped, rate limits raised for the bench only) on 100k users
// and 1M posts, beside two references started in the same run: a raw node:http server and the lean signed-in read
// (Hono + better-sqlite3, prepared, one indexed join: bench/lean-read.mjs, the shared perf reference when present).
// Each case: 10 connections, both references measured right before it (the ratios compare neighbours: the
// machine's load drifts), a warm-up, then the measured run; a case with any non-2xx answer is void. After the
// load the ledger invariant is checked. The same cases run on PostgreSQL + Redis (throwaway servers) and print
// beside SQLite's. Prints figures; asserts nothing.
//   npm run bench [-- --duration 8 --users 100000 --posts 1000000 --no-postgres --cases home,likes]
//   BENCH_CPU_PROF=<dir> npm run bench   (the server writes a V8 CPU profile there when it stops)
// The SQLite catalogue is built once and kept under the OS temp dir (spielraum-bench-api-…); each run works on a copy.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type Kysely, sql } from 'kysely';
import { BORDERS } from '../common/rules/borders';
import { type Db, openDatabase } from '../server/db';
import { migrateToLatest } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { ledgerMismatches } from '../server/modules/boostz/ledger';
import { seedDemoData } from '../server/seed';
import { createLocalStorage } from '../server/platform/storage';
import { argValue, login, randomPort, type Session, startAppServer, startRawServer, stopProcess } from './support';

const USERS = argValue('users', 100_000);
const POSTS = argValue('posts', 1_000_000);
/** Accounts with a balance and a session of their own, for purchases (9 borders each) and donations. */
const POOL = argValue('pool', 6_000);
const DONORS = 500;
const POOL_BOOSTZ = 1_000_000;
const duration = argValue('duration', 8);
const WARMUP = 2;
const CONNECTIONS = 10;
/** Mia follows this many bench accounts ("Folge ich"), and stands on one side of a block with 40. */
const FOLLOWED = 30;
const BLOCKS = 40;
/** Bumped when the catalogue below changes: a kept catalogue of another version is built again. */
const CATALOGUE_VERSION = 1;
const DAY_MS = 86_400_000;

// Words of the synthetic catalogue: German gaming words with umlauts, ß and compounds (as bench/people.ts).
const FIRST = ['Lena', 'Jonas', 'Mia', 'Paul', 'Sophie', 'Lukas', 'Emma', 'Felix', 'Hannah', 'Jörg', 'Müller', 'Özlem', 'Björn', 'Käthe', 'Tobias', 'Greta'];
const NICK = ['Zockt', 'Spielt', 'Baut', 'Rast', 'Fuchs', 'Wolf', 'Bär', 'Drache', 'Pixel', 'Retro', 'Turbo', 'Nebel', 'Blitz', 'Koop', 'Käfer', 'Straße'];
const TOPIC = [
  'Rätsel', 'Rennspiel', 'Bosskampf', 'Speedrun', 'Koop-Abend', 'Bestzeit', 'Überraschung', 'Glitch', 'Highscore', 'Straßenrennen',
  'Aufbauspiel', 'Schatzsuche', 'Höhlenforscher', 'Drachenjagd', 'Weltrekord', 'Gruselnacht', 'Taktikrunde', 'Bäckerei', 'Zeitreise', 'Kartenspiel',
];
const MOOD = ['episch', 'knapp', 'chaotisch', 'entspannt', 'übertrieben', 'gemütlich', 'spannend', 'verrückt', 'schön', 'groß'];
const PLACE = ['im Nebelwald', 'auf der Straße', 'unter Wasser', 'im Weltraum', 'in der Wüste', 'am Hafen', 'im Schloss', 'in der Küche'];
/** Terms as people type them: whole words, prefixes, spelled-out umlauts, compounds, names, misses. */
const TERMS = [
  'rätsel', 'raetsel', 'rät', 'spiel', 'rennspiel', 'strasse', 'straße', 'boss', 'bosskampf', 'speedrun', 'koop abend', 'über',
  'ueberraschung', 'glitch', 'lena', 'jonas fuchs', 'jörg', 'mueller', 'björn', 'drache', 'höhlen', 'nebelwald', 'zeitreise', 'zzqx',
];

type Dialect = 'sqlite' | 'postgres';

// ------------------------------------------------------------------------------------------- the catalogue

/** SQL: the word of `list` at (expr mod length). */
const pickSql = (list: readonly string[], expr: string) =>
  `(CASE (${expr}) % ${list.length} ${list.map((word, index) => `WHEN ${index} THEN '${word.replace(/'/g, "''")}'`).join(' ')} END)`;

/** SQL: a row number sequence 0 … count-1 as `seq(n)`, 64-bit (the times below overflow PostgreSQL's integer). */
const sequenceSql = (dialect: Dialect, count: number) =>
  dialect === 'sqlite'
    ? `WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ${count - 1})`
    : `WITH seq(n) AS (SELECT generate_series(0, ${count - 1})::bigint)`;

/** SQL: ISO-8601 UTC text (as the app stores times) of an epoch-milliseconds expression. */
const isoSql = (dialect: Dialect, millis: string) =>
  dialect === 'sqlite'
    ? `strftime('%Y-%m-%dT%H:%M:%fZ', (${millis}) / 1000.0, 'unixepoch')`
    : `to_char(to_timestamp((${millis}) / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface Catalogue {
  firstUser: number;
  firstPost: number;
  pool: { id: number; token: string; csrf: string }[];
}

const poolToken = (index: number) => `bench-pool-session-${index}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function run(db: Kysely<Database>, text: string): Promise<void> {
  await sql.raw(text).execute(db);
}

/**
 * The demo data (the accounts the bench signs in as) and on top: USERS accounts, POSTS ready posts (the search index
 * filled by the app's own triggers or expression indexes), Mia's follows and blocks, and POOL accounts whose balance
 * the ledger explains, each with a session. Bulk INSERT … SELECT over a generated sequence, one statement a table.
 */
async function buildCatalogue(db: Db, dialect: Dialect, dataDir: string): Promise<Catalogue> {
  const started = performance.now();
  const step = (what: string) => console.log(`  ${what} after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await migrateToLatest(db);
  await seedDemoData(db, createLocalStorage(dataDir));
  const now = Date.now();
  const maxId = async (table: 'users' | 'posts') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
  const firstUser = (await maxId('users')) + 1;
  await run(
    db,
    `${sequenceSql(dialect, USERS)}
     INSERT INTO users (name, email, bio, created_at, updated_at)
     SELECT ${pickSql(FIRST, 'n')} || ${pickSql(NICK, 'n / 16')} || n, 'bench' || n || '@bench.example',
            ${pickSql(TOPIC, 'n * 7')} || ' und ' || ${pickSql(TOPIC, 'n * 3 + 1')} || ', ' || ${pickSql(MOOD, 'n')} || ' ' || ${pickSql(PLACE, 'n')} || '.',
            ${isoSql(dialect, `${now - 400 * DAY_MS} + n * 1000`)}, ${isoSql(dialect, `${now - 400 * DAY_MS} + n * 1000`)}
     FROM seq`,
  );
  step(`users ${USERS.toLocaleString('de-DE')}`);

  const firstPost = (await maxId('posts')) + 1;
  const spacing = Math.max(1, Math.floor((365 * DAY_MS) / POSTS));
  const at = isoSql(dialect, `${now} - (${POSTS} - n) * ${spacing}`);
  const likes = '((n * 7919) % 500)';
  await run(
    db,
    `${sequenceSql(dialect, POSTS)}
     INSERT INTO posts (user_id, title, text, status, progress, hls_path, mp4_path, poster_path, duration_ms, width, height,
       hidden, likes_count, comments_count, views_count, watch_ms_total, created_at, updated_at)
     SELECT ${firstUser} + n % ${USERS},
            ${pickSql(TOPIC, 'n')} || ' ' || ${pickSql(MOOD, 'n * 13')} || ' ' || ${pickSql(PLACE, 'n * 5')} || ' #' || n,
            ${pickSql(MOOD, 'n')} || 'e ' || ${pickSql(TOPIC, 'n * 11')} || ' mit ' || ${pickSql(FIRST, 'n * 3')} || '. ' || ${pickSql(TOPIC, 'n * 17')} || ' ' || ${pickSql(PLACE, 'n')} || '!',
            'ready', 100, '/media/posts/bench-' || n || '/master.m3u8', '/media/posts/bench-' || n || '/video.mp4',
            '/media/posts/bench-' || n || '/poster.webp', 6000 + (n % 15) * 1000, 720, 1280,
            CASE WHEN n % 97 = 0 THEN 1 ELSE 0 END, ${likes}, 0, ${likes} * 3, 0, ${at}, ${at}
     FROM seq`,
  );
  step(`posts ${POSTS.toLocaleString('de-DE')}`);

  // Mia follows FOLLOWED accounts and has BLOCKS blocks, half hers, half against her (offsets k·997: profiles skip them).
  const mia = (await db.selectFrom('users').select('id').where('email', '=', 'mia@spielraum.example').executeTakeFirstOrThrow()).id;
  const created = new Date(now).toISOString();
  const followed = [...new Set(Array.from({ length: FOLLOWED }, (_unused, k) => firstUser + followOffset(k)))];
  await db.insertInto('follows').values(followed.map((id) => ({ user_id: mia, account_id: id, created_at: created }))).execute();
  await db.updateTable('users').set((eb) => ({ followers_count: eb('followers_count', '+', 1) })).where('id', 'in', followed).execute();
  await db.updateTable('users').set((eb) => ({ following_count: eb('following_count', '+', followed.length) })).where('id', '=', mia).execute();
  await db
    .insertInto('blocks')
    .values(
      [...BLOCKED].map((offset, index) => {
        const other = firstUser + offset;
        return index % 2 ? { user_id: mia, blocked_id: other, created_at: created } : { user_id: other, blocked_id: mia, created_at: created };
      }),
    )
    .execute();

  // The pool: a balance the ledger explains (one adjustment each) and a session each, as a sign-in would leave it.
  const verified = created;
  await run(
    db,
    `${sequenceSql(dialect, POOL)}
     INSERT INTO users (name, email, boostz, email_verified_at, created_at, updated_at)
     SELECT 'Pool' || n, 'pool' || n || '@bench.example', ${POOL_BOOSTZ}, '${verified}', '${created}', '${created}' FROM seq`,
  );
  await run(
    db,
    `INSERT INTO ledger_entries (user_id, amount, balance_after, reason, reference, created_at)
     SELECT id, ${POOL_BOOSTZ}, ${POOL_BOOSTZ}, 'adjustment', 'bench', '${created}' FROM users WHERE email LIKE 'pool%@bench.example'`,
  );
  const poolRows = await db.selectFrom('users').select('id').where('email', 'like', 'pool%@bench.example').orderBy('id').execute();
  const pool = poolRows.map((row, index) => ({ id: row.id, token: poolToken(index), csrf: `bench-pool-csrf-${index}` }));
  const expires = new Date(now + 3_650 * DAY_MS).toISOString();
  for (let from = 0; from < pool.length; from += 500) {
    await db
      .insertInto('sessions')
      .values(
        pool.slice(from, from + 500).map((account) => ({
          id: sha256(account.token),
          user_id: account.id,
          csrf_token: account.csrf,
          remember: 1,
          ip: null,
          user_agent: 'bench',
          expires_at: expires,
          created_at: created,
          last_seen_at: created,
        })),
      )
      .execute();
  }
  step(`${POOL.toLocaleString('de-DE')} pool accounts with ledger and sessions`);
  return { firstUser, firstPost, pool };
}

/** Offsets of the accounts on the other side of a block from Mia. */
const BLOCKED = new Set(Array.from({ length: BLOCKS }, (_unused, index) => (index * 997) % USERS));

/** An offset spread over the catalogue by `prime`, none of the blocked ones. */
function spreadOffset(i: number, prime: number): number {
  let offset = 1 + ((i * prime) % (USERS - 1));
  while (BLOCKED.has(offset)) offset = 1 + (offset % (USERS - 1));
  return offset;
}

/** The accounts Mia follows. */
const followOffset = (k: number) => spreadOffset(k, 331);
/** The profiles asked for. */
const profileOffset = (i: number) => spreadOffset(i, 7919);

/** The SQLite catalogue, built once per version, size and schema, kept under the OS temp dir; a fresh copy per run. */
async function sqliteCatalogue(): Promise<{ dataDir: string; catalogue: Catalogue; cleanup(): void }> {
  const migrations = readdirSync(path.resolve('server/db/migrations')).sort().join(',');
  const key = sha256(`${CATALOGUE_VERSION}:${USERS}:${POSTS}:${POOL}:${migrations}`).slice(0, 12);
  const kept = path.join(os.tmpdir(), `spielraum-bench-api-${key}`);
  const metaFile = path.join(kept, 'catalogue.json');
  if (!existsSync(metaFile) || process.argv.includes('--fresh')) {
    // Catalogues of other versions or sizes are not used again: they go.
    for (const entry of readdirSync(os.tmpdir())) {
      if (entry.startsWith('spielraum-bench-api-')) rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
    }
    mkdirSync(kept, { recursive: true });
    console.log(`  building the SQLite catalogue in ${kept}`);
    const opened = openDatabase(kept);
    try {
      opened.sqlite!.pragma('synchronous = OFF');
      const catalogue = await buildCatalogue(opened.db, 'sqlite', kept);
      opened.sqlite!.exec(`INSERT INTO search_posts (search_posts) VALUES ('optimize'); INSERT INTO search_posts_tri (search_posts_tri) VALUES ('optimize');
        INSERT INTO search_users (search_users) VALUES ('optimize'); INSERT INTO search_users_tri (search_users_tri) VALUES ('optimize'); ANALYZE`);
      opened.sqlite!.pragma('wal_checkpoint(TRUNCATE)');
      writeFileSync(metaFile, JSON.stringify(catalogue));
    } finally {
      await opened.db.destroy();
    }
  } else {
    console.log(`  reusing the SQLite catalogue in ${kept}`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-bench-api-run-'));
  cpSync(kept, dataDir, { recursive: true });
  return { dataDir, catalogue: JSON.parse(readFileSync(metaFile, 'utf8')) as Catalogue, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

// ------------------------------------------------------------------------------------------------ the cases

interface Measured {
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** The references, measured right before the case they judge (a shared two-core machine drifts within minutes). */
interface References {
  raw: number;
  lean: number;
}

interface CaseResult extends Measured {
  references: References;
}

interface Goal {
  /** At least this share of the raw server's requests per second. */
  raw?: number;
  /** At least this share of the lean reference's. */
  lean?: number;
  p99Ms?: number;
}

interface Case {
  name: string;
  title: string;
  goal: Goal;
  options: (origin: string) => autocannon.Options;
}

async function measure(options: autocannon.Options, seconds: number): Promise<Measured> {
  const result = await autocannon({ connections: CONNECTIONS, ...options, duration: seconds });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

const json = { Accept: 'application/json' };

function cases(catalogue: Catalogue, mia: Session): Case[] {
  const signedIn = { ...json, Cookie: mia.cookie };
  const post = (session: { cookie: string; xsrf: string }) => ({ ...json, 'Content-Type': 'application/json', Cookie: session.cookie, 'X-XSRF-TOKEN': session.xsrf });
  const poolSession = (index: number) => {
    const account = catalogue.pool[index]!;
    return { cookie: `spielraum_session=${account.token}; XSRF-TOKEN=${account.csrf}`, xsrf: account.csrf };
  };
  const donors = catalogue.pool.slice(0, DONORS);
  const buyers = catalogue.pool.length - DONORS;
  // Counters live across warm-up and run: every like, purchase and donation is a new one that books.
  let profile = 0;
  let term = 0;
  let like = 0;
  let purchase = 0;
  let donation = 0;
  const run = Date.now().toString(36);
  return [
    { name: 'health', title: 'GET /api/health-check', goal: { raw: 0.6 }, options: (origin) => ({ url: `${origin}/api/health-check`, headers: json }) },
    {
      name: 'session',
      title: 'GET /api/logged-in-user',
      goal: { lean: 0.8 },
      options: (origin) => ({ url: `${origin}/api/logged-in-user`, headers: signedIn }),
    },
    { name: 'home', title: 'GET /api/home (Für dich)', goal: { raw: 0.25, p99Ms: 10 }, options: (origin) => ({ url: `${origin}/api/home`, headers: signedIn }) },
    {
      name: 'following',
      title: 'GET /api/home?tab=following',
      goal: { raw: 0.25, p99Ms: 10 },
      options: (origin) => ({ url: `${origin}/api/home?tab=following`, headers: signedIn }),
    },
    {
      name: 'profile',
      title: 'GET /api/profiles/{id}',
      goal: { raw: 0.25 },
      options: (origin) => ({
        url: origin,
        headers: signedIn,
        requests: [{ setupRequest: (request) => ({ ...request, path: `/api/profiles/${catalogue.firstUser + profileOffset((profile += 1))}` }) }],
      }),
    },
    {
      name: 'search',
      title: 'GET /api/search/{term}',
      goal: { raw: 0.25 },
      options: (origin) => ({
        url: origin,
        headers: signedIn,
        requests: [{ setupRequest: (request) => ({ ...request, path: `/api/search/${encodeURIComponent(TERMS[(term += 1) % TERMS.length]!)}` }) }],
      }),
    },
    {
      name: 'likes',
      title: 'POST /api/likes',
      goal: { raw: 0.2 },
      options: (origin) => ({
        url: `${origin}/api/likes`,
        method: 'POST',
        headers: post(mia),
        // Hidden posts (every 97th) and posts by accounts on the other side of one of Mia's blocks answer 404: they
        // are skipped (post n is by account n mod USERS).
        requests: [
          {
            setupRequest: (request) => {
              like += 1;
              while (like % 97 === 0 || BLOCKED.has(like % USERS)) like += 1;
              return { ...request, body: JSON.stringify({ post_id: catalogue.firstPost + like }) };
            },
          },
        ],
      }),
    },
    {
      name: 'purchase',
      title: 'POST /api/shop/purchase',
      goal: { raw: 0.15 },
      options: (origin) => ({
        url: `${origin}/api/shop/purchase`,
        method: 'POST',
        requests: [
          {
            // Purchase i: buyer i mod n buys border ⌊i / n⌋, so every purchase books.
            setupRequest: (request) => {
              const index = (purchase += 1);
              const border = BORDERS[Math.floor(index / buyers) % BORDERS.length]!;
              return {
                ...request,
                headers: post(poolSession(DONORS + (index % buyers))),
                body: JSON.stringify({ item_id: border.id, item_type: 'border', price: border.price, idempotency_key: `p${run}-${index}` }),
              };
            },
          },
        ],
      }),
    },
    {
      name: 'donation',
      title: 'POST /api/donations',
      goal: { raw: 0.15 },
      options: (origin) => ({
        url: `${origin}/api/donations`,
        method: 'POST',
        requests: [
          {
            // Donation i: donor i mod n gives 10 boostz to the next donor.
            setupRequest: (request) => {
              const index = (donation += 1);
              const donor = index % donors.length;
              return {
                ...request,
                headers: post(poolSession(donor)),
                body: JSON.stringify({ recipient_id: donors[(donor + 1) % donors.length]!.id, slider: 10, idempotency_key: `d${run}-${index}` }),
              };
            },
          },
        ],
      }),
    },
  ];
}

// ------------------------------------------------------------------------------------------------ the run

interface SuiteResult {
  label: string;
  results: Map<string, CaseResult>;
  ledger: string;
}

async function startLeanReference(port: number): Promise<ChildProcess> {
  const shared = path.resolve('..', 'shared', 'perf', 'lean-read.mjs');
  const script = existsSync(shared) ? shared : path.resolve('bench', 'lean-read.mjs');
  const child = spawn(process.execPath, [script, String(port)], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PROJECT_DIR: process.cwd() } });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/logged-in-user`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stopProcess(child);
  throw new Error('the lean reference did not start');
}

async function runSuite(
  label: string,
  env: Record<string, string>,
  dataDir: string,
  catalogue: Catalogue,
  checkLedger: () => Promise<string>,
  only: Set<string> | null,
  references: () => Promise<References>,
): Promise<SuiteResult> {
  console.log(`\n${label}`);
  const server = await startAppServer(
    { LOG_REQUESTS: 'true', RATE_LIMIT_SCALE: '1000000', SEED_DEMO_DATA: 'false', SEED_DEMO_VIDEOS: 'false', ...env },
    dataDir,
  );
  const results = new Map<string, CaseResult>();
  try {
    const mia = await login(server.origin);
    for (const entry of cases(catalogue, mia)) {
      if (only && !only.has(entry.name)) continue;
      const options = entry.options(server.origin);
      const around = await references();
      await measure(options, WARMUP);
      const measured = await measure(options, duration);
      results.set(entry.name, { ...measured, references: around });
      console.log(
        `  ${entry.title.padEnd(30)} ${String(Math.round(measured.perSecond)).padStart(6)} req/s  p50 ${measured.p50} ms  p99 ${measured.p99} ms  non-2xx ${measured.non2xx}   (raw ${Math.round(around.raw)}, lean ${Math.round(around.lean)} req/s just before)`,
      );
    }
    if (!(await fetch(`${server.origin}/api/health-check`)).ok) throw new Error('server unhealthy after the run');
  } finally {
    await server.stop();
  }
  const ledger = await checkLedger();
  console.log(`  ledger invariant after the load: ${ledger}`);
  return { label, results, ledger };
}

async function ledgerOf(db: Db): Promise<string> {
  const mismatches = await ledgerMismatches(db);
  return mismatches.length === 0 ? 'holds (0 mismatches)' : `BROKEN (${mismatches.length} accounts)`;
}

function printTable(suites: SuiteResult[], only: Set<string> | null): void {
  const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}×` : '–');
  const verdict = (entry: Case, measured: CaseResult) => {
    const { raw, lean } = measured.references;
    if (measured.non2xx > 0) return 'void (non-2xx)';
    const parts: string[] = [];
    let met = true;
    if (entry.goal.raw !== undefined) {
      parts.push(`≥ ${entry.goal.raw}× raw`);
      met &&= measured.perSecond / raw >= entry.goal.raw;
    }
    if (entry.goal.lean !== undefined) {
      parts.push(`≥ ${entry.goal.lean}× lean`);
      met &&= measured.perSecond / lean >= entry.goal.lean;
    }
    if (entry.goal.p99Ms !== undefined) {
      parts.push(`p99 ≤ ${entry.goal.p99Ms} ms`);
      met &&= measured.p99 <= entry.goal.p99Ms;
    }
    return `${parts.join(', ')}: ${met ? 'met' : 'MISSED'}`;
  };
  // Per suite: req/s, × raw, × lean, p50/p99, non-2xx; the goal and its verdict after the first (SQLite, the goals' run).
  const header = ['case', ...suites.flatMap((suite, index) => [`${suite.label} req/s`, '× raw', '× lean', 'p50/p99 ms', 'non-2xx', ...(index === 0 ? ['goal'] : [])])];
  const align = ['---', ...suites.flatMap((_suite, index) => ['---:', '---:', '---:', '---:', '---:', ...(index === 0 ? ['---'] : [])])];
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const lines = [row(header), row(align)];
  // The references' rows: their mean over the suite's measurements (each case is judged by the pair just before it).
  const mean = (suite: SuiteResult, key: keyof References) => {
    const values = [...suite.results.values()].map((result) => result.references[key]);
    return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  };
  const reference = (title: string, key: keyof References) =>
    row([
      title,
      ...suites.flatMap((suite, index) => {
        const value = mean(suite, key);
        return [String(Math.round(value)), ratio(value, mean(suite, 'raw')), ratio(value, mean(suite, 'lean')), '', '', ...(index === 0 ? ['reference (mean)'] : [])];
      }),
    ]);
  lines.push(reference('raw node:http hello', 'raw'), reference('lean signed-in read', 'lean'));
  for (const entry of cases({ firstUser: 0, firstPost: 0, pool: [] }, { cookie: '', xsrf: '' })) {
    if (only && !only.has(entry.name)) continue;
    const cells = suites.flatMap((suite, index) => {
      const measured = suite.results.get(entry.name);
      const goal = index === 0 ? [measured ? verdict(entry, measured) : '–'] : [];
      if (!measured) return ['–', '–', '–', '–', '–', ...goal];
      const { raw, lean } = measured.references;
      return [String(Math.round(measured.perSecond)), ratio(measured.perSecond, raw), ratio(measured.perSecond, lean), `${measured.p50}/${measured.p99}`, String(measured.non2xx), ...goal];
    });
    lines.push(row([entry.title, ...cells]));
  }
  console.log(`\n${lines.join('\n')}`);
  for (const suite of suites) console.log(`${suite.label}: ledger invariant after the load ${suite.ledger}`);
}

const casesIndex = process.argv.indexOf('--cases');
const only = casesIndex > 0 ? new Set((process.argv[casesIndex + 1] ?? '').split(',')) : null;
const withPostgres = !process.argv.includes('--no-postgres');
console.log(
  `Request path benchmark: ${USERS.toLocaleString('de-DE')} users, ${POSTS.toLocaleString('de-DE')} posts; ${duration} s per case after ${WARMUP} s warm-up, ${CONNECTIONS} connections, ${os.cpus().length} cores, Node ${process.version}`,
);

const sqlite = await sqliteCatalogue();
let postgres: { stop(): Promise<void> }[] = [];
const references: ChildProcess[] = [];
try {
  // The references run for the whole bench, idle while the app is measured.
  const rawPort = randomPort() + 1000;
  const leanPort = randomPort() + 1500;
  references.push(await startRawServer(rawPort), await startLeanReference(leanPort));
  const rawOptions = { url: `http://127.0.0.1:${rawPort}/` };
  const leanOptions = { url: `http://127.0.0.1:${leanPort}/api/logged-in-user`, headers: { ...json, Cookie: 'spielraum_session=token42' } };
  await measure(rawOptions, WARMUP);
  await measure(leanOptions, WARMUP);
  const measureReferences = async (): Promise<References> => {
    const raw = await measure(rawOptions, duration);
    const lean = await measure(leanOptions, duration);
    if (raw.non2xx > 0 || lean.non2xx > 0) throw new Error('a reference answered non-2xx');
    return { raw: raw.perSecond, lean: lean.perSecond };
  };

  const suites: SuiteResult[] = [];
  suites.push(
    await runSuite('SQLite', { DATABASE_URL: '', REDIS_URL: '' }, sqlite.dataDir, sqlite.catalogue, async () => {
      const opened = openDatabase(sqlite.dataDir);
      try {
        return await ledgerOf(opened.db);
      } finally {
        await opened.db.destroy();
      }
    }, only, measureReferences),
  );

  if (withPostgres) {
    const { startPostgres, startRedis } = await import('../tests/integration/support/services');
    const [pgServer, redisServer] = await Promise.all([startPostgres(), startRedis()]);
    postgres = [pgServer, redisServer];
    console.log('\nPostgreSQL + Redis: building the catalogue');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-bench-api-pg-'));
    const opened = openDatabase(dataDir, { databaseUrl: pgServer.url });
    try {
      const catalogue = await buildCatalogue(opened.db, 'postgres', dataDir);
      await sql`analyze`.execute(opened.db);
      suites.push(
        await runSuite('PostgreSQL + Redis', { DATABASE_URL: pgServer.url, REDIS_URL: redisServer.url }, dataDir, catalogue, () => ledgerOf(opened.db), only, measureReferences),
      );
    } finally {
      await opened.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  printTable(suites, only);
} catch (error) {
  console.error(`\nrequest path benchmark stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  sqlite.cleanup();
  await Promise.all([...references.map((child) => stopProcess(child)), ...postgres.map((service) => service.stop())]);
}
