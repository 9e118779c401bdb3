// Durable jobs against a real database (a SQLite file, or in the PostgreSQL run a PostgreSQL database): the claim, progress, retries with backoff, giving a job back on
// stop, several workers on one file, a worker process killed with SIGKILL mid-job, and mail through the
// real server's worker. No assertion on wall-clock time: backoff is checked in the rows' own timestamps.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDatabase, openDatabase } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import type { JobRow } from '../../server/db/schema';
import { enqueue, findJob, pruneFinishedJobs } from '../../server/jobs/queue';
import { createJobWorker, type JobHandlers, type JobWorker, type JobWorkerOptions } from '../../server/jobs/worker';
import { createTestDatabase, type TestDatabase } from './support/database';
import { type TestServer, startTestServer } from './support/server';

const QUIET = { error: () => undefined, info: () => undefined };

let dataDir: string;
let database: TestDatabase;
let opened: OpenedDatabase;

/** Another connection to the same database, as another server process would open. */
const openSame = () => openDatabase(dataDir, { databaseUrl: database.url });
const workers: JobWorker[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-jobs-'));
  database = await createTestDatabase();
  opened = openSame();
  await migrateToLatest(opened.db);
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await opened.db.deleteFrom('jobs').execute();
});

afterAll(async () => {
  await opened?.db.destroy();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function startWorker(handlers: JobHandlers, options: JobWorkerOptions = {}, db = opened.db): JobWorker {
  const worker = createJobWorker(db, handlers, { pollIntervalMs: 20, log: QUIET, ...options });
  workers.push(worker);
  worker.start();
  return worker;
}

async function job(id: number): Promise<JobRow> {
  const row = await findJob(opened.db, id);
  if (!row) throw new Error(`job ${id} is gone`);
  return row;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let tries = 0; tries < 1_000; tries++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('a job that succeeds', () => {
  it('runs once, reports progress, ends done with its result', async () => {
    const seen: Array<{ payload: unknown; attempt: number; progressInRow: number }> = [];
    const worker = startWorker({
      'test.ok': async (payload, context) => {
        await context.progress(50);
        seen.push({ payload, attempt: context.attempt, progressInRow: (await job(context.jobId)).progress });
        return { greeting: 'hallo' };
      },
    });
    const id = await enqueue(opened.db, 'test.ok', { game: 7, name: 'Ärger' });
    await worker.waitForIdle();

    expect(seen).toEqual([{ payload: { game: 7, name: 'Ärger' }, attempt: 1, progressInRow: 50 }]);
    expect(await job(id)).toMatchObject({
      status: 'done',
      progress: 100,
      attempts: 1,
      result: JSON.stringify({ greeting: 'hallo' }),
      locked_by: null,
      lease_expires_at: null,
      last_error: null,
    });
  });

  it('waits for run_at', async () => {
    let runs = 0;
    const worker = startWorker({ 'test.later': async () => void (runs += 1) });
    const id = await enqueue(opened.db, 'test.later', {}, { runAt: new Date(Date.now() + 3_600_000) });
    await worker.waitForIdle();
    expect(runs).toBe(0);
    expect((await job(id)).status).toBe('queued');

    await opened.db.updateTable('jobs').set({ run_at: new Date().toISOString() }).where('id', '=', id).execute();
    await worker.waitForIdle();
    expect(runs).toBe(1);
    expect((await job(id)).status).toBe('done');
  });

  it('several workers on the same file run each of many jobs exactly once', async () => {
    const second = openSame();
    const third = openSame();
    try {
      const runs = new Map<number, number>();
      const handlers: JobHandlers = {
        'test.count': async (payload: { n: number }) => {
          runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 1));
        },
      };
      for (let n = 0; n < 40; n++) await enqueue(opened.db, 'test.count', { n });
      const pool = [startWorker(handlers), startWorker(handlers, {}, second.db), startWorker(handlers, {}, third.db)];
      await eventually(
        () => opened.db.selectFrom('jobs').select(['status']).where('status', '!=', 'done').execute(),
        (open) => open.length === 0,
        'all jobs done',
      );
      await Promise.all(pool.map((worker) => worker.waitForIdle()));
      expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    } finally {
      await second.db.destroy();
      await third.db.destroy();
    }
  });
});

describe('a job that fails', () => {
  it('is retried after an exponential backoff and fails for good after max attempts, with the last error', async () => {
    let calls = 0;
    const worker = startWorker(
      {
        'test.broken': async () => {
          calls += 1;
          throw new Error(`kaputt #${calls}`);
        },
      },
      { retryBaseMs: 60_000 },
    );
    const id = await enqueue(opened.db, 'test.broken', {}, { maxAttempts: 3 });

    const makeDue = () => opened.db.updateTable('jobs').set({ run_at: new Date().toISOString() }).where('id', '=', id).execute();
    const delayOf = (row: JobRow) => Date.parse(row.run_at) - Date.parse(row.updated_at);

    await worker.waitForIdle();
    const first = await job(id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, last_error: 'Error: kaputt #1', locked_by: null });
    expect(delayOf(first)).toBe(60_000);

    await makeDue();
    await worker.waitForIdle();
    const second = await job(id);
    expect(second).toMatchObject({ status: 'queued', attempts: 2, last_error: 'Error: kaputt #2' });
    expect(delayOf(second)).toBe(120_000);

    await makeDue();
    await worker.waitForIdle();
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'Error: kaputt #3', locked_by: null });
    expect(calls).toBe(3);

    await makeDue();
    await worker.waitForIdle();
    expect(calls).toBe(3);
  });

  it('retries on its own once the backoff passed', async () => {
    let calls = 0;
    const worker = startWorker(
      {
        'test.flaky': async () => {
          calls += 1;
          if (calls < 3) throw new Error('noch nicht');
          return 'geschafft';
        },
      },
      { retryBaseMs: 5 },
    );
    const id = await enqueue(opened.db, 'test.flaky', {});
    const row = await eventually(() => job(id), (current) => current.status === 'done', 'the flaky job to succeed');
    await worker.waitForIdle();
    expect(row).toMatchObject({ attempts: 3, result: '"geschafft"', last_error: 'Error: noch nicht' });
    expect(calls).toBe(3);
  });

  it('a job type without a handler fails at once', async () => {
    const worker = startWorker({});
    const id = await enqueue(opened.db, 'test.unknown', {}, { maxAttempts: 5 });
    await worker.waitForIdle();
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'no handler for job type "test.unknown"' });
  });
});

describe('stopping', () => {
  it('lets the running job finish', async () => {
    let release: () => void = () => undefined;
    let handlerStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (handlerStarted = resolve));
    const worker = startWorker({
      'test.short': () =>
        new Promise<void>((resolve) => {
          release = resolve;
          handlerStarted();
        }),
    });
    const id = await enqueue(opened.db, 'test.short', {});
    // The handler itself must run: the row says 'running' as soon as the claim is written, possibly before this
    // process has read the claim back (on a loaded machine releasing then would release nothing).
    await started;
    expect((await job(id)).status).toBe('running');
    const stopped = worker.stop();
    release();
    await stopped;
    expect((await job(id)).status).toBe('done');
  });

  it('gives a job back that does not finish within the grace time, its attempt not counted', async () => {
    let aborted = false;
    const worker = startWorker(
      {
        'test.endless': (_payload, context) =>
          new Promise(() => context.signal.addEventListener('abort', () => (aborted = true))),
      },
      { stopGraceMs: 20 },
    );
    const id = await enqueue(opened.db, 'test.endless', {});
    await eventually(() => job(id), (row) => row.status === 'running', 'the claim');
    await worker.stop();
    expect(aborted).toBe(true);
    expect(await job(id)).toMatchObject({ status: 'queued', attempts: 0, locked_by: null, lease_expires_at: null });
  });
});

describe('a worker process killed mid-job', () => {
  it('leaves a running job that another worker takes over once the lease expired, and completes once', async () => {
    const executions = path.join(dataDir, 'executions.log');
    writeFileSync(executions, '');
    const id = await enqueue(opened.db, 'test.slow', { clip: 'intro.mp4' });

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'support/job-worker-process.ts'), dataDir, '1500', '100', executions],
      { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...(database.url ? { DATABASE_URL: database.url } : {}) } },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    try {
      await new Promise<void>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += String(chunk);
          if (output.includes(`claimed ${id}`)) resolve();
        });
        child.once('exit', (code) => reject(new Error(`worker process ended early (${code})`)));
      });

      // While the child lives, its heartbeat keeps the lease: a second worker leaves the job alone.
      let takeovers = 0;
      const completions: number[] = [];
      const rescuer = startWorker(
        {
          'test.slow': async (payload: { clip: string }, context) => {
            takeovers += 1;
            writeFileSync(executions, `${readFileSync(executions, 'utf8')}finished ${context.jobId} by ${process.pid}\n`);
            await context.progress(90);
            completions.push(context.attempt);
            return { transcoded: payload.clip };
          },
        },
        { leaseMs: 1_500 },
      );
      const held = await job(id);
      expect(held).toMatchObject({ status: 'running', progress: 40, attempts: 1, locked_by: `child-${child.pid}` });
      await eventually(
        () => job(id),
        (row) => row.lease_expires_at !== null && row.lease_expires_at > held.lease_expires_at!,
        'the child to renew its lease',
      );
      expect(takeovers).toBe(0);

      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      expect((await job(id)).status).toBe('running');

      const done = await eventually(() => job(id), (row) => row.status === 'done', 'the takeover to complete the job');
      await rescuer.waitForIdle();
      expect(done).toMatchObject({ attempts: 2, progress: 100, result: JSON.stringify({ transcoded: 'intro.mp4' }), locked_by: null });
      expect(takeovers).toBe(1);
      expect(completions).toEqual([2]);
      expect(readFileSync(executions, 'utf8').trim().split('\n')).toEqual([
        `started ${id} by ${child.pid}`,
        `finished ${id} by ${process.pid}`,
      ]);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});

describe('mail through the real server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });

  afterAll(async () => {
    await server?.close();
  });

  it("the contact form only queues its mail; the server's worker sends it once", async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/contact', {
      name: 'Erika',
      email: 'erika@example.org',
      subject: 'Warteschlange',
      message: 'Kommt diese Nachricht über den Job an?',
    });
    expect(response.status).toBe(201);
    const mails = await server.outbox();
    expect(mails.map((mail) => mail.subject)).toEqual(['[Kontaktformular] Warteschlange']);
    const jobs = await server.db.selectFrom('jobs').selectAll().execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ type: 'mail.send', status: 'done', attempts: 1 });
    expect(JSON.parse(jobs[0]!.payload)).toMatchObject({ to: 'kontakt@spielraum.example', replyTo: 'erika@example.org' });
    expect(existsSync(path.join(server.dataDir, 'outbox'))).toBe(true);
  });
});

describe('pruning', () => {
  it('deletes done jobs after a week and failed ones after a month, and keeps the rest', async () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const rows: { status: JobRow['status']; updated_at: string }[] = [
      { status: 'done', updated_at: daysAgo(8) },
      { status: 'done', updated_at: daysAgo(2) },
      { status: 'failed', updated_at: daysAgo(31) },
      { status: 'failed', updated_at: daysAgo(8) },
      { status: 'queued', updated_at: daysAgo(60) },
    ];
    for (const row of rows) {
      const id = await enqueue(opened.db, 'test.prune', {});
      await opened.db.updateTable('jobs').set(row).where('id', '=', id).execute();
    }
    expect(await pruneFinishedJobs(opened.db, now)).toBe(2);
    const left = await opened.db.selectFrom('jobs').select(['status', 'updated_at']).orderBy('id').execute();
    expect(left).toEqual([rows[1], rows[3], rows[4]]);
  });
});
