import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { jobRetryDelayMs } from '../../common/rules/backoff';
import type { Database, JobRow } from '../db/schema';

// The job table's state machine (server/db/migrations/004_jobs.ts):
//   queued --claim--> running --complete--> done
//                     running --fail------> queued (run_at = now + backoff) or failed (attempts used up)
//                     running --lease expires (worker died)--> claimed again by any worker
// Every write by a worker is conditioned on locked_by, so a worker that lost its lease can no longer
// finish, fail or report progress on a job another worker took over.

type JobDb = Kysely<Database>;

export const DEFAULT_MAX_ATTEMPTS = 5;

export interface EnqueueOptions {
  /** Not before this moment (default: now). */
  runAt?: Date;
  maxAttempts?: number;
}

const wakeListeners = new Set<() => void>();

/** Called by enqueue so a worker in this process starts at once instead of at its next poll. */
export function onJobEnqueued(listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}

export async function enqueue(db: JobDb, type: string, payload: unknown, options: EnqueueOptions = {}): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('jobs')
    .values({
      type,
      payload: JSON.stringify(payload ?? null),
      status: 'queued',
      progress: 0,
      attempts: 0,
      max_attempts: Math.max(1, Math.floor(options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)),
      run_at: (options.runAt ?? new Date()).toISOString(),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const listener of wakeListeners) listener();
  return row.id;
}

export function newWorkerId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * Atomically takes the oldest eligible job: a queued one that is due, or a running one whose lease
 * expired (its worker crashed or hung). One statement, so two workers can never claim the same job; on
 * PostgreSQL the inner select also skips rows another transaction is claiming right now.
 */
export async function claimNextJob(db: JobDb, workerId: string, leaseMs: number, now = new Date()): Promise<JobRow | undefined> {
  const nowIso = now.toISOString();
  const onPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const eligible = db
    .selectFrom('jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', nowIso)]),
        eb.and([eb('status', '=', 'running'), eb('lease_expires_at', '<=', nowIso)]),
      ]),
    )
    .orderBy('run_at')
    .orderBy('id')
    .limit(1)
    .$if(onPostgres, (query) => query.forUpdate().skipLocked());
  return db
    .updateTable('jobs')
    .set({
      status: 'running',
      locked_by: workerId,
      lease_expires_at: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: sql<number>`attempts + 1`,
      updated_at: nowIso,
    })
    .where('id', '=', eligible)
    .returningAll()
    .executeTakeFirst();
}

/** Extends the lease of a job this worker still holds; false when it lost the job. */
export async function renewLease(db: JobDb, jobId: number, workerId: string, leaseMs: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ lease_expires_at: new Date(now.getTime() + leaseMs).toISOString(), updated_at: now.toISOString() })
    .where('id', '=', jobId)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function reportProgress(db: JobDb, jobId: number, workerId: string, percent: number): Promise<boolean> {
  const progress = Math.min(100, Math.max(0, Math.round(percent)));
  const result = await db
    .updateTable('jobs')
    .set({ progress, updated_at: new Date().toISOString() })
    .where('id', '=', jobId)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function completeJob(db: JobDb, jobId: number, workerId: string, result: unknown): Promise<boolean> {
  const outcome = await db
    .updateTable('jobs')
    .set({
      status: 'done',
      progress: 100,
      result: result === undefined ? null : JSON.stringify(result),
      locked_by: null,
      lease_expires_at: null,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', jobId)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return outcome.numUpdatedRows > 0n;
}

export interface FailureOptions {
  /** Give up now regardless of attempts left (no handler, payload unusable). */
  permanent?: boolean;
  retryBaseMs?: number;
  retryCapMs?: number;
  now?: Date;
}

/** Records a failed attempt: back to the queue after a backoff, or failed once the attempts are used up. */
export async function failJob(
  db: JobDb,
  job: Pick<JobRow, 'id' | 'attempts' | 'max_attempts'>,
  workerId: string,
  error: string,
  options: FailureOptions = {},
): Promise<'retry' | 'failed' | 'lost'> {
  const now = options.now ?? new Date();
  const giveUp = options.permanent === true || job.attempts >= job.max_attempts;
  const retryAt = new Date(now.getTime() + jobRetryDelayMs(job.attempts, options.retryBaseMs, options.retryCapMs));
  const outcome = await db
    .updateTable('jobs')
    .set({
      status: giveUp ? 'failed' : 'queued',
      ...(giveUp ? {} : { run_at: retryAt.toISOString() }),
      last_error: error.slice(0, 4_000),
      locked_by: null,
      lease_expires_at: null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  if (outcome.numUpdatedRows === 0n) return 'lost';
  return giveUp ? 'failed' : 'retry';
}

/** Hands a job back untouched (a worker stopping before it finished): due at once, the attempt not counted. */
export async function releaseJob(db: JobDb, jobId: number, workerId: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('jobs')
    .set({
      status: 'queued',
      attempts: sql<number>`CASE WHEN attempts > 0 THEN attempts - 1 ELSE 0 END`,
      run_at: now,
      locked_by: null,
      lease_expires_at: null,
      updated_at: now,
    })
    .where('id', '=', jobId)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .execute();
}

/** True while a job is due that a worker could claim now. */
export async function hasDueJob(db: JobDb, now = new Date()): Promise<boolean> {
  const nowIso = now.toISOString();
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', nowIso)]),
        eb.and([eb('status', '=', 'running'), eb('lease_expires_at', '<=', nowIso)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findJob(db: JobDb, jobId: number): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
}

/** Finished jobs are kept a while for the record (a creator's failed transcode), then deleted. */
export async function pruneFinishedJobs(db: JobDb, now = new Date(), keep = { doneDays: 7, failedDays: 30 }): Promise<number> {
  const before = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const result = await db
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'done'), eb('updated_at', '<', before(keep.doneDays))]),
        eb.and([eb('status', '=', 'failed'), eb('updated_at', '<', before(keep.failedDays))]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
