// The people figures: a synthetic 100k users and 1M posts (German titles, bios and names, so
// umlauts, prefixes and compounds are exercised; the search index is filled by its triggers as in
// production), the real server on it and, in the same run, a raw node:http hello server as the baseline.
// Measures GET /api/search/{term} over a mix of terms (visitor and signed in) and over terms that are all
// different (no answer cache helps), and every other case of CASES whose route exists in this build.
// Prints figures and the goals met or missed; asserts nothing.
//   npm run bench:people [-- --users 100000 --posts 1000000 --duration 8 --fresh]
// The database is built once and kept under the OS temp dir (spielraum-bench-people-<users>-<posts>/), so
// later runs start in seconds; --fresh builds it again.
// Goals: GET /api/search/{term} and GET /api/profiles/{id} ≥ 0.15× raw.
// Figures of earlier runs, and how the benches run: docs/performance.md.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoData } from '../server/seed';
import { createLocalStorage } from '../server/platform/storage';
import { argValue, type CaseResult, login, randomPort, runCase, type Session, startAppServer, startRawServer, stopProcess } from './support';

const USERS = argValue('users', 100_000);
const POSTS = argValue('posts', 1_000_000);
const duration = argValue('duration', 8);
const CONNECTIONS = 10;
const GOAL = { ratio: 0.15 };
const DAY_MS = 86_400_000;

// Words of the synthetic catalogue: German gaming words with umlauts, ß and compounds.
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
  'rätsel', 'raetsel', 'ratsel', 'rät', 'spiel', 'rennspiel', 'strasse', 'straße', 'boss', 'bosskampf', 'speedrun', 'koop abend',
  'über', 'ueberraschung', 'glitch', 'lena', 'jonas fuchs', 'jörg', 'joerg', 'müller', 'mueller', 'björn', 'drache', 'drachenjagd',
  'höhlen', 'hoehlenforscher', 'nebelwald', 'pixelbäckerei', 'zeitreise', 'kartenspiel', 'episch', 'weltrekord', 'zzqx', 'mia zockt',
];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** The database with the catalogue, built once and kept (the server reads a copy, so runs do not drift). */
async function catalogue(): Promise<string> {
  const dir = path.join(os.tmpdir(), `spielraum-bench-people-${USERS}-${POSTS}`);
  const done = path.join(dir, 'complete');
  if (existsSync(done) && !process.argv.includes('--fresh')) {
    console.log(`  reusing the catalogue in ${dir}`);
    return dir;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  const opened = openDatabase(dir);
  const sqlite = opened.sqlite!;
  try {
    await migrateToLatest(opened.db);
    await seedDemoData(opened.db, createLocalStorage(dir));
    sqlite.pragma('synchronous = OFF');
    const now = Date.now();
    const iso = (time: number) => new Date(time).toISOString();
    const firstUser = Number((sqlite.prepare('SELECT max(id) AS id FROM users').get() as { id: number }).id) + 1;
    const insertUser = sqlite.prepare('INSERT INTO users (name, email, bio, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
    const users = sqlite.transaction((from: number, to: number) => {
      for (let index = from; index < to; index += 1) {
        const at = iso(now - 400 * DAY_MS + index * 1000);
        const name = `${pick(FIRST, index)}${pick(NICK, Math.floor(index / FIRST.length))}${index}`;
        const bio = `${pick(TOPIC, index * 7)} und ${pick(TOPIC, index * 3 + 1)}, ${pick(MOOD, index)} ${pick(PLACE, index)}.`;
        insertUser.run(name, `bench${index}@bench.example`, bio, at, at);
      }
    });
    for (let from = 0; from < USERS; from += 20_000) users(from, Math.min(USERS, from + 20_000));
    console.log(`  users ${USERS.toLocaleString('de-DE')} after ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const insertPost = sqlite.prepare(
      `INSERT INTO posts (user_id, title, text, status, progress, hls_path, mp4_path, poster_path, duration_ms, width, height,
         hidden, likes_count, comments_count, views_count, watch_ms_total, created_at, updated_at)
       VALUES (?, ?, ?, 'ready', 100, ?, ?, ?, 12000, 720, 1280, ?, ?, 0, ?, 0, ?, ?)`,
    );
    const spacing = Math.max(1, Math.floor((365 * DAY_MS) / POSTS));
    const posts = sqlite.transaction((from: number, to: number) => {
      for (let index = from; index < to; index += 1) {
        const at = iso(now - (POSTS - index) * spacing);
        const folder = `/media/posts/bench-${index}`;
        const title = `${pick(TOPIC, index)} ${pick(MOOD, index * 13)} ${pick(PLACE, index * 5)} #${index}`;
        const text = `${pick(MOOD, index)}e ${pick(TOPIC, index * 11)} mit ${pick(FIRST, index * 3)}. ${pick(TOPIC, index * 17)} ${pick(PLACE, index)}!`;
        const likes = (index * 7919) % 500;
        insertPost.run(
          firstUser + (index % USERS),
          title,
          text,
          `${folder}/master.m3u8`,
          `${folder}/video.mp4`,
          `${folder}/poster.webp`,
          index % 97 === 0 ? 1 : 0,
          likes,
          likes * 3,
          at,
          at,
        );
      }
    });
    for (let from = 0; from < POSTS; from += 20_000) {
      posts(from, Math.min(POSTS, from + 20_000));
      if ((from + 20_000) % 200_000 === 0) {
        console.log(`  posts ${(from + 20_000).toLocaleString('de-DE')} after ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
    }
    // Mia has blocked a few people and been blocked by a few: the signed-in case filters them out.
    const mia = (sqlite.prepare(`SELECT id FROM users WHERE email = 'mia@spielraum.example'`).get() as { id: number }).id;
    const block = sqlite.prepare('INSERT INTO blocks (user_id, blocked_id, created_at) VALUES (?, ?, ?)');
    for (let index = 0; index < 40; index += 1) {
      const other = firstUser + ((index * 997) % USERS);
      if (index % 2) block.run(mia, other, iso(now));
      else block.run(other, mia, iso(now));
    }
    sqlite.exec(`INSERT INTO search_posts (search_posts) VALUES ('optimize'); INSERT INTO search_posts_tri (search_posts_tri) VALUES ('optimize');
      INSERT INTO search_users (search_users) VALUES ('optimize'); INSERT INTO search_users_tri (search_users_tri) VALUES ('optimize')`);
    sqlite.exec('ANALYZE');
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    await opened.db.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`  catalogue built in ${seconds.toFixed(1)} s (${Math.round((USERS + POSTS) / seconds).toLocaleString('de-DE')} rows/s, search index by triggers)`);
  writeFileSync(done, new Date().toISOString());
  return dir;
}

/** The id of the first synthetic user. */
function benchUsersStart(dir: string): number {
  const opened = openDatabase(dir);
  try {
    return Number((opened.sqlite!.prepare(`SELECT min(id) AS id FROM users WHERE email LIKE 'bench%'`).get() as { id: number }).id);
  } finally {
    opened.sqlite!.close();
  }
}

interface Case {
  title: string;
  /** The path of request number i. */
  path: (index: number) => string;
  signedIn: boolean;
  goal?: typeof GOAL;
}

/** Bench accounts spread over the catalogue, leaving out the 40 that block or are blocked by Mia (offsets k·997). */
const profileOffset = (i: number): number => {
  const offset = 1 + ((i * 7919) % (USERS - 1));
  return offset % 997 === 0 ? offset + 1 : offset;
};

/** Every case: a route that is not in this build (404 "Diese Adresse gibt es nicht.") is skipped with a note. */
function cases(firstUser: number): Case[] {
  let unique = 0;
  return [
    { title: 'GET /api/search/{term} (visitor, mix)', path: (i) => `/api/search/${encodeURIComponent(pick(TERMS, i))}`, signedIn: false, goal: GOAL },
    { title: 'GET /api/search/{term} (signed in, mix)', path: (i) => `/api/search/${encodeURIComponent(pick(TERMS, i))}`, signedIn: true, goal: GOAL },
    {
      // Every term new: what the engines cost without the few seconds of answer cache.
      title: 'GET /api/search/{term} (all different)',
      path: () => {
        unique += 1;
        return `/api/search/${encodeURIComponent(`${pick(TERMS, unique)} ${pick(FIRST, unique >> 5)}${unique}`)}`;
      },
      signedIn: false,
    },
    { title: 'GET /api/profiles/{id} (visitor)', path: (i) => `/api/profiles/${firstUser + profileOffset(i)}`, signedIn: false, goal: GOAL },
    { title: 'GET /api/profiles/{id} (signed in)', path: (i) => `/api/profiles/${firstUser + profileOffset(i)}`, signedIn: true, goal: GOAL },
    // For reference: what a signed-in request costs before any search (session lookup, JSON answer).
    { title: 'GET /api/logged-in-user (reference)', path: () => '/api/logged-in-user', signedIn: true },
  ];
}

async function routeExists(origin: string, casePath: string, session: Session): Promise<boolean> {
  const response = await fetch(`${origin}${casePath}`, { headers: { Cookie: session.cookie, Accept: 'application/json' } });
  const body = await response.text();
  if (response.status === 404 && body.includes('Diese Adresse gibt es nicht')) return false;
  if (!response.ok) throw new Error(`${casePath} answered ${response.status}: ${body.slice(0, 300)}`);
  return true;
}

console.log(`People benchmark, ${duration} s per case, ${CONNECTIONS} connections, ${os.cpus().length} cores, Node ${process.version}`);
const rawPort = randomPort() + 1000;
const raw = await startRawServer(rawPort);
const baseline = (
  await runCase(`raw node:http hello (baseline, ${CONNECTIONS} conn.)`, { url: `http://127.0.0.1:${rawPort}/`, connections: CONNECTIONS, duration }, 0)
).perSecond;
await stopProcess(raw);

console.log(`\nSQLite: ${USERS.toLocaleString('de-DE')} users, ${POSTS.toLocaleString('de-DE')} posts`);
const source = await catalogue();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-bench-people-run-'));
try {
  cpSync(source, dataDir, { recursive: true });
  // The rate limit of search is per person; the bench is one person asking thousands of times a second.
  const server = await startAppServer({ DATABASE_URL: '', REDIS_URL: '', RATE_LIMIT_SCALE: '1000000', SEED_DEMO_VIDEOS: 'false' }, dataDir);
  try {
    const { origin } = server;
    const session = await login(origin);
    const firstUser = benchUsersStart(dataDir);
    const results: Record<string, CaseResult> = {};
    for (const [index, entry] of cases(firstUser).entries()) {
      if (!(await routeExists(origin, entry.path(0), session))) {
        console.log(`${entry.title.padEnd(40)} (not in this build: skipped)`);
        continue;
      }
      let next = 0;
      const options: autocannon.Options = {
        url: origin,
        connections: CONNECTIONS,
        headers: { Accept: 'application/json', ...(entry.signedIn ? { Cookie: session.cookie } : {}) },
        requests: [
          {
            setupRequest: (request) => {
              next += 1;
              return { ...request, path: entry.path(next) };
            },
          },
        ],
      };
      // Warm the JIT and the page cache before the measured run.
      if (index === 0) await autocannon({ ...options, duration: 3 });
      results[entry.title] = await runCase(entry.title, { ...options, duration }, baseline, entry.goal);
    }
    const healthy = await fetch(`${origin}/api/health-check`);
    if (!healthy.ok) throw new Error('server unhealthy after the run');
    const goals = Object.entries(results)
      .filter(([, result]) => result.met !== null)
      .map(([title, result]) => `${title.split(' (')[0]} ${result.met ? 'met' : 'MISSED'}`);
    console.log(`  goals: ${goals.join(', ')}`);
  } finally {
    await server.stop();
  }
} catch (error) {
  console.error(`\npeople benchmark stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
