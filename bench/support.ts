// Shared pieces of the API benchmarks (bench/api.ts, bench/feed.ts): the raw node:http baseline, the real
// server in its own process, a signed-in session, one autocannon case printed as a ratio to the baseline,
// and the PostgreSQL (and Redis) a run adds when asked. Prints figures; asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/** `--name value` from the command line, else the fallback. */
export function argValue(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index > 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) ? value : fallback;
}

/** A port in a range the tests and the dev server do not use. */
export function randomPort(): number {
  return 4300 + Math.floor(Math.random() * 500);
}

export async function waitForHealth(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health-check`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

/** The cookies a response sets, as name → value. */
function cookiesOf(response: Response, into: Map<string, string>): Map<string, string> {
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(';')[0]!;
    const at = pair.indexOf('=');
    into.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return into;
}

export interface Session {
  /** The Cookie header of the signed-in session (with the XSRF-TOKEN cookie). */
  cookie: string;
  /** The X-XSRF-TOKEN header unsafe methods need. */
  xsrf: string;
}

/** Signs in a demo account as the app does: CSRF cookie, then POST /login. */
export async function login(origin: string, email = 'mia@spielraum.example', password = 'spielraum-demo'): Promise<Session> {
  const jar = cookiesOf(await fetch(`${origin}/sanctum/csrf-cookie`), new Map());
  const token = () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token(), Cookie: header() },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  cookiesOf(response, jar);
  return { cookie: header(), xsrf: token() };
}

/** Signs in accounts (email, password), `parallel` at a time; the sessions in the same order. */
export async function signInAll(origin: string, emails: readonly string[], password: string, parallel = 16): Promise<Session[]> {
  const sessions: Session[] = new Array(emails.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < emails.length) {
        const index = next;
        next += 1;
        sessions[index] = await login(origin, emails[index]!, password);
      }
    }),
  );
  return sessions;
}

/** The raw baseline: node:http answering a small JSON body, in its own process like the app server. */
export async function startRawServer(port: number): Promise<ChildProcess> {
  const source = `require('node:http').createServer((req, res) => { req.resume(); req.on('end', () => { res.writeHead(200, { 'Content-Type': 'application/json' }); res.end('{"hello":"world"}'); }); }).listen(${port}, '127.0.0.1', () => process.send && process.send('ready'));`;
  const raw = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve) => raw.once('message', resolve));
  return raw;
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

export interface AppServer {
  origin: string;
  dataDir: string;
  /** The server process (for its memory). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The real server (server/main.ts) on a data directory, in production mode with the demo data, without request logs. A new
 * temporary directory when none is given; it is removed on stop only then.
 */
export async function startAppServer(env: Record<string, string>, dataDir?: string): Promise<AppServer> {
  const port = randomPort();
  const origin = `http://127.0.0.1:${port}`;
  const ownDir = dataDir === undefined;
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'spielraum-bench-'));
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    // No demo clips are rendered: ffmpeg in the background would take the CPU the measured server needs. The demo
    // accounts are what the benches sign in as: production seeds them only when asked.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dir,
      LOG_REQUESTS: 'false',
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'true',
      SEED_DEMO_VIDEOS: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    await stopProcess(server);
    if (ownDir) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dataDir: dir, pid: server.pid ?? 0, stop };
}

export interface CaseGoal {
  /** Requests per second at least this share of the baseline's. */
  ratio?: number;
  /** 99th percentile latency at most this many milliseconds. */
  p99Ms?: number;
}

export interface CaseResult {
  perSecond: number;
  ratio: number;
  p99: number;
  errors: number;
  met: boolean | null;
}

/** One autocannon case, printed as one line: req/s, ratio to the baseline, latencies, failures, goals. */
export async function runCase(
  title: string,
  options: autocannon.Options,
  baseline: number,
  goal: CaseGoal = {},
): Promise<CaseResult> {
  const result = await autocannon({ connections: 20, duration: 8, ...options });
  const errors = result.errors + result.non2xx + result.timeouts;
  const perSecond = result.requests.average;
  const ratio = baseline > 0 ? perSecond / baseline : 1;
  const verdicts: string[] = [];
  let met: boolean | null = null;
  if (goal.ratio !== undefined) {
    const ok = ratio >= goal.ratio;
    met = ok;
    verdicts.push(`goal ≥ ${goal.ratio.toFixed(2)}× ${ok ? 'met' : 'MISSED'}`);
  }
  if (goal.p99Ms !== undefined) {
    const ok = result.latency.p99 <= goal.p99Ms;
    met = (met ?? true) && ok;
    verdicts.push(`p99 ≤ ${goal.p99Ms} ms ${ok ? 'met' : 'MISSED'}`);
  }
  console.log(
    `${title.padEnd(40)} ${String(Math.round(perSecond)).padStart(7)} req/s  ${ratio.toFixed(2).padStart(5)}× raw   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx/errors ${errors}${verdicts.length ? `   ${verdicts.join(', ')}` : ''}`,
  );
  return { perSecond, ratio, p99: result.latency.p99, errors, met };
}

export interface BenchDatabases {
  /** postgres://… when this run also measures on PostgreSQL, else null. */
  databaseUrl: string | null;
  redisUrl: string | null;
  stop(): Promise<void>;
}

/**
 * SQLite always; PostgreSQL (and Redis, when REDIS_URL is set too) when DATABASE_URL names one, or a throwaway
 * PostgreSQL and Redis from Debian's packages with --postgres (as the tests start them).
 */
export async function benchDatabases(): Promise<BenchDatabases> {
  let { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
  const started: { stop(): Promise<void> }[] = [];
  if (!databaseUrl && process.argv.includes('--postgres')) {
    const { startPostgres, startRedis } = await import('../tests/integration/support/services');
    const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    started.push(postgres, redis);
    databaseUrl = postgres.url;
    redisUrl = redis.url;
  }
  return {
    databaseUrl: databaseUrl || null,
    redisUrl: redisUrl || null,
    stop: async () => {
      await Promise.all(started.map((service) => service.stop()));
    },
  };
}
