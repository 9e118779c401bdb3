// Throughput of the API on one core-pair machine: starts the real server on a fresh SQLite file and, in
// the same run, a raw node:http hello server as the baseline, drives both with autocannon on loopback and
// prints every case as a ratio to the baseline. Prints figures; asserts nothing.
//   npx tsx bench/api.ts [--duration 10]
//   DATABASE_URL=postgres://… [REDIS_URL=redis://…] npx tsx bench/api.ts   (also runs the cases on PostgreSQL)
//   npx tsx bench/api.ts --postgres   (starts a throwaway PostgreSQL and Redis for that)
// Goals (issue 7): a signed-in read at least 0.25× the raw server, the health check at least 0.5×.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const durationArg = process.argv.indexOf('--duration');
const duration = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 8;
const port = 4300 + Math.floor(Math.random() * 500);
const origin = `http://127.0.0.1:${port}`;

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health-check`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

async function loginCookies(): Promise<string> {
  const csrf = await fetch(`${origin}/sanctum/csrf-cookie`);
  const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const token = decodeURIComponent(cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
  const login = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token, Cookie: cookies.join('; ') },
    body: JSON.stringify({ email: 'mia@spielraum.example', password: 'spielraum-demo' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}

let baseline = 0;

async function run(title: string, options: autocannon.Options, goal?: number): Promise<number> {
  const result = await autocannon({ connections: 20, duration, ...options });
  const errors = result.errors + result.non2xx;
  const perSecond = result.requests.average;
  const ratio = baseline > 0 ? perSecond / baseline : 1;
  const verdict = goal === undefined ? '' : `   goal ≥ ${goal.toFixed(2)}× ${ratio >= goal ? 'met' : 'MISSED'}`;
  console.log(
    `${title.padEnd(38)} ${String(Math.round(perSecond)).padStart(7)} req/s  ${ratio.toFixed(2).padStart(5)}× raw   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx/errors ${errors}${verdict}`,
  );
  return perSecond;
}

/** The raw baseline: node:http answering a small JSON body, in its own process like the app server. */
function startRawServer(rawPort: number) {
  const source = `require('node:http').createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'application/json' }); res.end('{"hello":"world"}'); }).listen(${rawPort}, '127.0.0.1', () => process.send && process.send('ready'));`;
  return spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
}

/** One suite of cases against the real server on one database; the SQLite file is new, PostgreSQL is reseeded if empty. */
async function runSuite(label: string, env: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_REQUESTS: 'false', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth();
    const cookie = await loginCookies();
    console.log(`\n${label}`);
    // Warm the app's JIT before its first measured case, as the baseline's trivial handler needs none.
    await autocannon({ connections: 20, duration: 2, url: `${origin}/api/logged-in-user`, headers: { Cookie: cookie } });
    await run('GET /api/health-check', { url: `${origin}/api/health-check` }, 0.5);
    await run('GET /api/games (visitor)', { url: `${origin}/api/games` });
    await run('GET /api/logged-in-user (session)', { url: `${origin}/api/logged-in-user`, headers: { Cookie: cookie } }, 0.25);
    await run('GET /api/gaming-goals/wellbeing-stats', {
      url: `${origin}/api/gaming-goals/wellbeing-stats`,
      headers: { Cookie: cookie },
    });
    const memory = await fetch(`${origin}/api/health-check`);
    if (!memory.ok) throw new Error('server unhealthy after the run');
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`API benchmark, ${duration} s per case, 20 connections, ${os.cpus().length} cores, Node ${process.version}`);
const rawPort = port + 1000;
const raw = startRawServer(rawPort);
await new Promise((resolve) => raw.once('message', resolve));
baseline = await run('raw node:http hello (baseline)', { url: `http://127.0.0.1:${rawPort}/` });
raw.kill();

// SQLite always; PostgreSQL (and Redis, when REDIS_URL is set too) when DATABASE_URL names one, or a
// throwaway PostgreSQL and Redis from Debian's packages with --postgres (as the tests start them).
let { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
const started: { stop(): Promise<void> }[] = [];
if (!databaseUrl && process.argv.includes('--postgres')) {
  const { startPostgres, startRedis } = await import('../tests/integration/support/services');
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  started.push(postgres, redis);
  databaseUrl = postgres.url;
  redisUrl = redis.url;
}
try {
  await runSuite('SQLite (embedded default)', { DATABASE_URL: '', REDIS_URL: '' });
  if (databaseUrl) {
    await runSuite(`PostgreSQL${redisUrl ? ' + Redis' : ''}`, { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl ?? '' });
  }
} finally {
  await Promise.all(started.map((service) => service.stop()));
}
