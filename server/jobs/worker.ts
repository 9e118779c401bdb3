import type { Kysely } from 'kysely';
import { JOB_RETRY_BASE_MS, JOB_RETRY_CAP_MS } from '../../common/rules/backoff';
import type { Database, JobRow } from '../db/schema';
import {
  claimNextJob,
  completeJob,
  failJob,
  hasDueJob,
  newWorkerId,
  onJobEnqueued,
  releaseJob,
  renewLease,
  reportProgress,
} from './queue';

export interface JobContext {
  jobId: number;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** Aborted when this worker lost the job (lease taken over) or is stopping and gave it back. */
  signal: AbortSignal;
  /** Records 0–100 on the job row. */
  progress(percent: number): Promise<void>;
}

/** Does the work of one job; what it returns is stored as the job's result (JSON). Throwing means: try again later. */
export type JobHandler<Payload = unknown> = (payload: Payload, context: JobContext) => Promise<unknown>;

// Each handler names its own payload type; the worker hands it the stored JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of handlers with different payload types
export type JobHandlers = Record<string, JobHandler<any>>;

export interface JobWorkerOptions {
  workerId?: string;
  /** How long a claimed job stays ours without a heartbeat; after that any worker may take it over. */
  leaseMs?: number;
  /** How often the running job's lease is renewed (default: a third of the lease). */
  heartbeatMs?: number;
  /** How often an idle worker looks for due jobs (enqueue in this process wakes it at once). */
  pollIntervalMs?: number;
  retryBaseMs?: number;
  retryCapMs?: number;
  /** How long stop() waits for the running job before giving its lease back. */
  stopGraceMs?: number;
  log?: Pick<Console, 'error' | 'info'>;
}

export interface JobWorker {
  readonly workerId: string;
  start(): void;
  /** Lets the running job finish (up to stopGraceMs), else gives it back to the queue. */
  stop(): Promise<void>;
  /** Resolves once no job is due and this worker runs none (jobs waiting for a retry later do not count). */
  waitForIdle(timeoutMs?: number): Promise<void>;
}

const DEFAULTS = {
  leaseMs: 60_000,
  pollIntervalMs: 500,
  stopGraceMs: 10_000,
};

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** One worker per server process: claims one job at a time and runs the handler registered for its type. */
export function createJobWorker(db: Kysely<Database>, handlers: JobHandlers, options: JobWorkerOptions = {}): JobWorker {
  const workerId = options.workerId ?? newWorkerId();
  const leaseMs = options.leaseMs ?? DEFAULTS.leaseMs;
  const heartbeatMs = options.heartbeatMs ?? Math.max(10, Math.floor(leaseMs / 3));
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULTS.pollIntervalMs;
  const stopGraceMs = options.stopGraceMs ?? DEFAULTS.stopGraceMs;
  const retry = { retryBaseMs: options.retryBaseMs ?? JOB_RETRY_BASE_MS, retryCapMs: options.retryCapMs ?? JOB_RETRY_CAP_MS };
  const log = options.log ?? console;

  let started = false;
  let stopping = false;
  let loopDone: Promise<void> = Promise.resolve();
  let current: { job: JobRow; finished: Promise<void>; abort: AbortController } | null = null;
  /** The claim-and-run cycle in progress, so waitForIdle never sees the gap between a claim and its run. */
  let cycle: Promise<boolean> | null = null;
  /** The claim query in flight, if any: stop() waits for it before deciding what to give back. */
  let claiming: Promise<JobRow | undefined> | null = null;
  let wakeSleeper: (() => void) | null = null;
  let wokenWhileBusy = false;
  let unsubscribe: (() => void) | null = null;

  const wake = () => {
    if (wakeSleeper) wakeSleeper();
    else wokenWhileBusy = true;
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (wokenWhileBusy || stopping) {
        wokenWhileBusy = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeSleeper = null;
        resolve();
      }
      wakeSleeper = done;
    });

  async function run(job: JobRow): Promise<void> {
    const abort = new AbortController();
    const heartbeat = setInterval(() => {
      renewLease(db, job.id, workerId, leaseMs)
        .then((stillOurs) => {
          if (!stillOurs) abort.abort(new Error('lease lost'));
        })
        .catch((error: unknown) => log.error(`[jobs] Lease von Job ${job.id} nicht verlängert`, error));
    }, heartbeatMs);
    const context: JobContext = {
      jobId: job.id,
      attempt: job.attempts,
      signal: abort.signal,
      progress: async (percent) => {
        if (!(await reportProgress(db, job.id, workerId, percent))) abort.abort(new Error('lease lost'));
      },
    };
    const finished = (async () => {
      const handler = handlers[job.type];
      try {
        if (!handler) {
          await failJob(db, job, workerId, `no handler for job type "${job.type}"`, { permanent: true });
          log.error(`[jobs] Kein Handler für Jobtyp „${job.type}“ (Job ${job.id})`);
          return;
        }
        let payload: unknown;
        try {
          payload = JSON.parse(job.payload);
        } catch (error) {
          await failJob(db, job, workerId, `payload is not JSON: ${describeError(error)}`, { permanent: true });
          return;
        }
        let result: unknown;
        try {
          result = await handler(payload, context);
        } catch (error) {
          if (abort.signal.aborted) return;
          const outcome = await failJob(db, job, workerId, describeError(error), retry);
          log.error(
            `[jobs] Job ${job.id} (${job.type}) fehlgeschlagen, Versuch ${job.attempts}/${job.max_attempts}` +
              (outcome === 'retry' ? ', neuer Versuch folgt' : outcome === 'failed' ? ', aufgegeben' : ''),
            error,
          );
          return;
        }
        if (!abort.signal.aborted) await completeJob(db, job.id, workerId, result);
      } finally {
        clearInterval(heartbeat);
      }
    })();
    current = { job, finished, abort };
    try {
      await finished;
    } finally {
      current = null;
    }
  }

  /** Claims and runs at most one job; false when none was due. */
  async function claimAndRun(): Promise<boolean> {
    let job: JobRow | undefined;
    const claim = claimNextJob(db, workerId, leaseMs);
    claiming = claim;
    try {
      job = await claim;
    } catch (error) {
      if (!stopping) log.error('[jobs] Abfrage der Warteschlange fehlgeschlagen', error);
      return false;
    } finally {
      claiming = null;
    }
    if (!job) return false;
    if (job.attempts > job.max_attempts) {
      // Its worker died on every attempt: a job that kills the process must not loop forever.
      await failJob(db, job, workerId, 'lease expired on the last attempt', { permanent: true });
      return true;
    }
    try {
      await run(job);
    } catch (error) {
      log.error(`[jobs] Job ${job.id} konnte nicht abgeschlossen werden`, error);
    }
    return true;
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      cycle = claimAndRun();
      const didWork = await cycle.catch(() => false);
      cycle = null;
      if (!didWork && !stopping) await sleep(pollIntervalMs);
    }
  }

  return {
    workerId,
    start() {
      if (started) return;
      started = true;
      stopping = false;
      unsubscribe = onJobEnqueued(wake);
      loopDone = loop();
    },
    async stop() {
      if (!started) return;
      stopping = true;
      unsubscribe?.();
      wake();
      let timer: NodeJS.Timeout | undefined;
      const endedInTime = await Promise.race([
        loopDone.then(() => true),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), stopGraceMs);
        }),
      ]);
      clearTimeout(timer);
      if (!endedInTime) {
        // A claim can still be on its way back from the database (the row already says 'running', this process
        // does not know the job yet): wait for it, so that the job it took is given back too instead of running
        // on unseen (stop() used to wait forever for such a job).
        if (!current && claiming) await claiming.catch(() => undefined);
        const running = current;
        if (running) {
          running.abort.abort(new Error('worker stopping'));
          await releaseJob(db, running.job.id, workerId).catch((error: unknown) =>
            log.error(`[jobs] Job ${running.job.id} nicht zurückgegeben`, error),
          );
        } else {
          await loopDone;
        }
      }
      started = false;
    },
    async waitForIdle(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const inProgress = cycle;
        if (inProgress) {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([
            inProgress.catch(() => false),
            new Promise((resolve) => {
              timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
            }),
          ]);
          clearTimeout(timer);
        } else if (!(await hasDueJob(db))) {
          if (!cycle) return;
        } else {
          wake();
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        if (Date.now() > deadline) throw new Error(`job queue not idle after ${timeoutMs} ms`);
      }
    },
  };
}
