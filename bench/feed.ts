// The short-video figures: seeds a large synthetic catalogue straight into the database (users,
// ready posts with media paths, likes; counters consistent with the rows), starts the real server on it and,
// in the same run, a raw node:http hello server as the baseline, and measures the signed-in feed and likes
// with autocannon on loopback. Prints figures and the goals met or missed; asserts nothing.
//   npx tsx bench/feed.ts [--posts 1000000] [--likes 2000000] [--users 100000] [--duration 10]
//   DATABASE_URL=postgres://… [REDIS_URL=redis://…] npx tsx bench/feed.ts   (also on PostgreSQL)
//   npx tsx bench/feed.ts --postgres   (starts a throwaway PostgreSQL and Redis for that)
// Goals: GET /api/home signed in at 10 connections ≥ 0.15× raw with p99 ≤ 10 ms; POST /api/likes ≥ 0.18× raw.
// Figures of earlier runs, and how the benches run: docs/performance.md.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { type Db, openDatabase } from '../server/db';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoData } from '../server/seed';
import { createLocalStorage } from '../server/platform/storage';
import {
  argValue,
  benchDatabases,
  type CaseResult,
  login,
  randomPort,
  runCase,
  type Session,
  startAppServer,
  startRawServer,
  stopProcess,
} from './support';

const POSTS = argValue('posts', 1_000_000);
const LIKES = argValue('likes', 2_000_000);
const USERS = argValue('users', 100_000);
const duration = argValue('duration', 8);
const CONNECTIONS = 10;
const GOALS = { home: { ratio: 0.15, p99Ms: 10 }, likes: { ratio: 0.18 } };
/** Rows per multi-row INSERT: below SQLite's 32 766 and PostgreSQL's 65 535 bound parameters. */
const CHUNK = 1_000;
const DAY_MS = 86_400_000;

/** The post a seeded like (number i) goes to: a user's likes land on distinct posts, spread over the catalogue. */
function likeTarget(index: number): { user: number; post: number } {
  const user = index % USERS;
  const round = Math.floor(index / USERS);
  return { user, post: (user * 7 + round * 499_979) % POSTS };
}

interface Seeded {
  seconds: number;
  firstUserId: number;
  firstPostId: number;
}

/** Inserts rows in chunks of CHUNK, one transaction per 100 chunks. */
async function insertRows(
  db: Db,
  table: string,
  columns: string[],
  count: number,
  row: (index: number) => unknown[],
): Promise<void> {
  const perTransaction = CHUNK * 100;
  for (let start = 0; start < count; start += perTransaction) {
    const end = Math.min(count, start + perTransaction);
    await db.transaction().execute(async (trx) => {
      for (let chunk = start; chunk < end; chunk += CHUNK) {
        const rows: unknown[][] = [];
        for (let index = chunk; index < Math.min(end, chunk + CHUNK); index += 1) rows.push(row(index));
        await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) values ${sql.join(
          rows.map((values) => sql`(${sql.join(values)})`),
        )}`.execute(trx);
      }
    });
  }
}

/** The synthetic catalogue on top of the demo data: USERS users, POSTS ready posts, LIKES likes. */
async function seedCatalogue(db: Db): Promise<Seeded> {
  const started = performance.now();
  const now = Date.now();
  const iso = (time: number) => new Date(time).toISOString();
  const maxUser = (await db.selectFrom('users').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0;
  const firstUserId = Number(maxUser) + 1;
  const created = iso(now - 400 * DAY_MS);
  await insertRows(db, 'users', ['name', 'email', 'created_at', 'updated_at'], USERS, (index) => [
    `bench${index}`,
    `bench${index}@bench.example`,
    created,
    created,
  ]);
  process.stdout.write(`  users ${USERS.toLocaleString('de-DE')} after ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

  const likeCounts = new Int32Array(POSTS);
  for (let index = 0; index < LIKES; index += 1) likeCounts[likeTarget(index).post]! += 1;
  const maxPost = (await db.selectFrom('posts').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0;
  const firstPostId = Number(maxPost) + 1;
  // Oldest first, one post every ~30 s back from now, so ids and creation times grow together.
  const spacing = Math.max(1, Math.floor((365 * DAY_MS) / POSTS));
  await insertRows(
    db,
    'posts',
    [
      'user_id',
      'title',
      'text',
      'status',
      'progress',
      'hls_path',
      'mp4_path',
      'poster_path',
      'duration_ms',
      'width',
      'height',
      'hidden',
      'likes_count',
      'comments_count',
      'views_count',
      'watch_ms_total',
      'created_at',
      'updated_at',
    ],
    POSTS,
    (index) => {
      const at = iso(now - (POSTS - index) * spacing);
      const folder = `/media/posts/bench-${index}`;
      return [
        firstUserId + (index % USERS),
        `Bench-Clip Nr. ${index + 1}`,
        '',
        'ready',
        100,
        `${folder}/master.m3u8`,
        `${folder}/video.mp4`,
        `${folder}/poster.webp`,
        6_000 + (index % 15) * 1_000,
        720,
        1280,
        0,
        likeCounts[index]!,
        0,
        likeCounts[index]! * 3,
        0,
        at,
        at,
      ];
    },
  );
  process.stdout.write(`  posts ${POSTS.toLocaleString('de-DE')} after ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

  await insertRows(db, 'likes', ['user_id', 'post_id', 'created_at'], LIKES, (index) => {
    const { user, post } = likeTarget(index);
    return [firstUserId + user, firstPostId + post, iso(now - (LIKES - index) * 1_000)];
  });
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`  likes ${LIKES.toLocaleString('de-DE')} after ${seconds.toFixed(1)} s\n`);
  return { seconds, firstUserId, firstPostId };
}

/**
 * Migrates and seeds the database the server will use: the demo data (so the demo accounts can sign in) and
 * the catalogue. A PostgreSQL that already holds the catalogue is reused as it is.
 */
async function prepareDatabase(dataDir: string, databaseUrl: string | null): Promise<Seeded> {
  const opened = openDatabase(dataDir, { databaseUrl });
  try {
    await migrateToLatest(opened.db);
    await seedDemoData(opened.db, createLocalStorage(dataDir));
    const existing = await opened.db
      .selectFrom('posts')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('id').as('first')])
      .where('title', 'like', 'Bench-Clip%')
      .executeTakeFirstOrThrow();
    if (Number(existing.count) >= POSTS) {
      console.log(`  reusing ${Number(existing.count).toLocaleString('de-DE')} bench posts already in the database`);
      return { seconds: 0, firstUserId: 0, firstPostId: Number(existing.first) };
    }
    if (opened.sqlite) opened.sqlite.pragma('synchronous = OFF');
    const seeded = await seedCatalogue(opened.db);
    if (opened.sqlite) opened.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    else await sql`analyze`.execute(opened.db);
    if (opened.sqlite) opened.sqlite.exec('analyze');
    return seeded;
  } finally {
    await opened.db.destroy();
  }
}

/** A clear message instead of a wall of non-2xx when the posts routes are not there yet. */
async function probe(origin: string, session: Session, firstPostId: number): Promise<void> {
  const home = await fetch(`${origin}/api/home`, { headers: { Cookie: session.cookie, Accept: 'application/json' } });
  if (home.status === 404) throw new Error('GET /api/home answered 404: the posts routes are not mounted yet (server/modules/posts).');
  if (!home.ok) throw new Error(`GET /api/home answered ${home.status}: ${(await home.text()).slice(0, 300)}`);
  const page = (await home.json()) as { posts?: unknown[] };
  if (!page.posts?.length) console.log('  note: GET /api/home answered no posts for the signed-in user');
  const like = await fetch(`${origin}/api/likes`, {
    method: 'POST',
    headers: likeHeaders(session),
    body: JSON.stringify({ post_id: firstPostId }),
  });
  if (like.status === 404 && !(await like.text()).includes('post'))
    throw new Error('POST /api/likes answered 404: the likes route is not mounted yet.');
  if (!like.ok) throw new Error(`POST /api/likes answered ${like.status}: ${(await like.text()).slice(0, 300)}`);
}

function likeHeaders(session: Session): Record<string, string> {
  return {
    Cookie: session.cookie,
    'X-XSRF-TOKEN': session.xsrf,
    'X-Requested-With': 'XMLHttpRequest',
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
}

async function runSuite(label: string, env: Record<string, string>, baseline: number): Promise<void> {
  console.log(`\n${label}: seeding ${USERS.toLocaleString('de-DE')} users, ${POSTS.toLocaleString('de-DE')} posts, ${LIKES.toLocaleString('de-DE')} likes`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-bench-feed-'));
  try {
    const seeded = await prepareDatabase(dataDir, env.DATABASE_URL || null);
    if (seeded.seconds > 0) {
      console.log(
        `  seeded in ${seeded.seconds.toFixed(1)} s (${Math.round((USERS + POSTS + LIKES) / seeded.seconds).toLocaleString('de-DE')} rows/s)`,
      );
    }
    const server = await startAppServer(env, dataDir);
    const { origin } = server;
    try {
      const session = await login(origin);
      await probe(origin, session, seeded.firstPostId);
      const homeOptions = { url: `${origin}/api/home`, headers: { Cookie: session.cookie, Accept: 'application/json' } };
      // Warm the JIT and the database's cache before the measured case.
      await autocannon({ connections: CONNECTIONS, duration: 2, ...homeOptions });
      const results: Record<string, CaseResult> = {};
      results.home = await runCase(
        `GET /api/home (signed in, ${CONNECTIONS} conn.)`,
        { connections: CONNECTIONS, duration, ...homeOptions },
        baseline,
        GOALS.home,
      );
      results.following = await runCase(
        `GET /api/home?tab=following`,
        { connections: CONNECTIONS, duration, ...homeOptions, url: `${origin}/api/home?tab=following` },
        baseline,
      );
      // Every like goes to another post, so each one is new and succeeds (201): the write path, not the no-op.
      let next = seeded.firstPostId + 1;
      results.likes = await runCase(
        `POST /api/likes (${CONNECTIONS} conn.)`,
        {
          connections: CONNECTIONS,
          duration,
          url: `${origin}/api/likes`,
          method: 'POST',
          headers: likeHeaders(session),
          requests: [
            {
              setupRequest: (request) => {
                const postId = next;
                next += 1;
                return { ...request, body: JSON.stringify({ post_id: postId }) };
              },
            },
          ],
        },
        baseline,
        GOALS.likes,
      );
      const healthy = await fetch(`${origin}/api/health-check`);
      if (!healthy.ok) throw new Error('server unhealthy after the run');
      const verdict = (name: string) => (results[name]?.met ? 'met' : 'MISSED');
      console.log(`  goals: home ${verdict('home')}, likes ${verdict('likes')}`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Feed benchmark, ${duration} s per case, ${CONNECTIONS} connections, ${os.cpus().length} cores, Node ${process.version}`,
);
const rawPort = randomPort() + 1000;
const raw = await startRawServer(rawPort);
const baseline = (
  await runCase(`raw node:http hello (baseline, ${CONNECTIONS} conn.)`, { url: `http://127.0.0.1:${rawPort}/`, connections: CONNECTIONS, duration }, 0)
).perSecond;
// The POST baseline: the same raw server reading a small JSON body.
await runCase(
  'raw node:http POST (for reference)',
  { url: `http://127.0.0.1:${rawPort}/`, connections: CONNECTIONS, duration, method: 'POST', body: '{"post_id":1}' },
  baseline,
);
await stopProcess(raw);

const databases = await benchDatabases();
try {
  await runSuite('SQLite (embedded default)', { DATABASE_URL: '', REDIS_URL: '' }, baseline);
  if (databases.databaseUrl) {
    await runSuite(
      `PostgreSQL${databases.redisUrl ? ' + Redis' : ''}`,
      { DATABASE_URL: databases.databaseUrl, REDIS_URL: databases.redisUrl ?? '' },
      baseline,
    );
  }
} catch (error) {
  console.error(`\nfeed benchmark stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await databases.stop();
}
