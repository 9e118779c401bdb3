// Starts the real app for one test file: a fresh temp DATA_DIR with its own SQLite file, migrations,
// demo seed, the real adapters from createDeps, served over real HTTP on 127.0.0.1 with a random port.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createApp } from '../../../server/app';
import { type AppConfig, loadConfig, loadHttpLimits } from '../../../server/config';
import type { OpenedDatabase } from '../../../server/db';
import { migrateToLatest } from '../../../server/db/migrate';
import { DEMO_PASSWORD, seedDemoData } from '../../../server/seed';
import type { AppDeps } from '../../../server/deps';
import { hardenHttpServer } from '../../../server/http/limits';
import { startJobWorker } from '../../../server/job-registry';
import type { JobWorker, JobWorkerOptions } from '../../../server/jobs/worker';
import { createRealtimeSocketServer, type RealtimeSocketServerOptions } from '../../../server/modules/realtime/sockets';
import { createDeps, openConfiguredDatabase } from '../../../server/platform';
import { createTestDatabase, testRedisUrl } from './database';
import { TestClient } from './http-client';

export { DEMO_PASSWORD };
export const DEMO = {
  admin: 'admin@spielraum.example',
  creator: 'creator@spielraum.example',
  mia: 'mia@spielraum.example',
  paul: 'paul@spielraum.example',
} as const;

export interface TestServer {
  baseUrl: string;
  config: AppConfig;
  deps: AppDeps;
  db: AppDeps['db'];
  sqlite: OpenedDatabase['sqlite'];
  dataDir: string;
  /** A fresh browser-like client with an empty cookie jar. */
  client(): TestClient;
  /** A client that fetched a CSRF cookie and logged in. */
  loginAs(email: string, password?: string, remember?: boolean): Promise<TestClient>;
  /** The server's job worker (mail and other background work). */
  jobs: JobWorker;
  /** Resolves once every due job ran (mail sent or failed over to a later retry). */
  waitForJobs(timeoutMs?: number): Promise<void>;
  /** Every mail written to DATA_DIR/outbox so far (after the due jobs ran), oldest first, parsed. */
  outbox(): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Extra environment for loadConfig (LOGIN_RATE_LIMIT, SMTP_URL, GOOGLE_*, …). */
  env?: Record<string, string>;
  seed?: boolean;
  /** Options of the server's job worker (short leases in tests). */
  jobs?: JobWorkerOptions;
  /** Options of the WebSocket server (a short heartbeat in tests). */
  realtime?: RealtimeSocketServerOptions;
}

export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-it-'));
  // The app is built after the port is known, so PUBLIC_URL (used in mail links and the OAuth
  // redirect URI) is the real origin; until then requests get a 503.
  let handler: ((request: Request, env: unknown) => Response | Promise<Response>) | null = null;
  let port = 0;
  const realtimeSockets = createRealtimeSocketServer(options.realtime);
  const httpServer = serve(
    {
      fetch: (request, env) => (handler ? handler(request, env) : new Response('starting', { status: 503 })),
      port: 0,
      hostname: '127.0.0.1',
      websocket: { server: realtimeSockets.server },
    },
    (info: AddressInfo) => {
      port = info.port;
    },
  ) as Server;
  // The same timeouts and connection cap as server/main.ts (REQUEST_TIMEOUT_S, … in options.env), set
  // before 'listening' fires.
  hardenHttpServer(httpServer, loadHttpLimits(options.env ?? {}));
  await new Promise<void>((resolve, reject) => {
    if (httpServer.listening) resolve();
    httpServer.once('listening', () => resolve());
    httpServer.once('error', reject);
  });
  port ||= (httpServer.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  // An empty renderer build: the tests exercise the API, not the single-page app.
  const staticDir = path.join(dataDir, 'renderer');
  mkdirSync(staticDir);
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    PUBLIC_URL: baseUrl,
    LOG_REQUESTS: 'false',
    // No demo clips unless a test asks for them (ffmpeg would keep the job worker busy for minutes).
    SEED_DEMO_VIDEOS: 'false',
    STATIC_DIR: staticDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    // The PostgreSQL run also puts rate limits and the realtime fan-out in Redis, under a prefix per server.
    ...(testRedisUrl() ? { REDIS_URL: testRedisUrl()!, REDIS_PREFIX: `t${randomBytes(5).toString('hex')}:` } : {}),
    ...options.env,
  });
  const opened = openConfiguredDatabase(config);
  await migrateToLatest(opened.db);
  const deps = createDeps(config, opened);
  if (options.seed ?? true) await seedDemoData(opened.db, deps.storage, { demoVideos: config.seedDemoVideos, gamesDir: config.gamesDir });
  const app = createApp(deps);
  handler = (request, env) => app.fetch(request, env as never);
  const jobs = startJobWorker(deps, { stopGraceMs: 2_000, ...options.jobs });

  const outboxDir = path.join(dataDir, 'outbox');
  return {
    baseUrl,
    config,
    deps,
    db: opened.db,
    sqlite: opened.sqlite,
    dataDir,
    jobs,
    // Generous: a transcode on a loaded two-core CI machine takes far longer than the worker's 10 s default.
    waitForJobs: (timeoutMs = 90_000) => jobs.waitForIdle(timeoutMs),
    client: () => new TestClient(baseUrl),
    async loginAs(email, password = DEMO_PASSWORD, remember = false) {
      const client = new TestClient(baseUrl);
      await client.login(email, password, remember);
      return client;
    },
    async outbox() {
      await jobs.waitForIdle(30_000);
      let files: string[] = [];
      try {
        files = readdirSync(outboxDir)
          .filter((file) => file.endsWith('.eml'))
          .sort();
      } catch {
        return [];
      }
      return Promise.all(files.map((file) => simpleParser(readFileSync(path.join(outboxDir, file)))));
    },
    async close() {
      await realtimeSockets.close();
      await deps.realtime.close();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await jobs.stop();
      deps.mailer.close();
      await opened.db.destroy();
      await deps.closeAdapters();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The single link in a mail's text part that points at our origin and contains `verify`. */
export function verificationLinkIn(mail: ParsedMail, origin: string): URL {
  const links = (mail.text ?? '').match(/https?:\/\/\S+/g) ?? [];
  const matching = links.map((link) => new URL(link)).filter((url) => url.origin === origin && url.pathname.includes('verify'));
  if (matching.length !== 1) throw new Error(`expected one verification link, found ${matching.length} in:\n${mail.text}`);
  return matching[0]!;
}

/** The address list of a parsed mail header as plain addresses. */
export function addressesOf(field: ParsedMail['to']): string[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? ''));
}

/** A valid 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Body fields a production error answer must never carry (spec §8 strips them on the client). */
export const DEBUG_FIELDS = ['stack', 'trace', 'file', 'line', 'debug', 'exception'] as const;

/** What in an error answer looks like debugging output: forbidden fields, stack frames, source paths. */
export function debugLeaksIn(text: string): string[] {
  const leaks: string[] = [];
  try {
    const body: unknown = JSON.parse(text);
    if (body !== null && typeof body === 'object') {
      leaks.push(...DEBUG_FIELDS.filter((field) => field in (body as Record<string, unknown>)));
    }
  } catch {
    leaks.push('not JSON');
  }
  if (/\bat .+[\\/].+:\d+/.test(text)) leaks.push('stack frame');
  if (/node_modules|\/server\/|\.ts\b/.test(text)) leaks.push('source path');
  return leaks;
}
