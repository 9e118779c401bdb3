import type { AppDeps } from '../deps';
import { MAIL_JOB, sendMailJob } from './mail';
import { createJobWorker, type JobHandlers, type JobWorker, type JobWorkerOptions } from './worker';

/** Every job type the server runs, by name. A domain with background work adds its handler here. */
export function jobHandlers(deps: AppDeps): JobHandlers {
  return {
    [MAIL_JOB]: sendMailJob(deps),
  };
}

/** The worker of this server process, with every handler registered, already running. */
export function startJobWorker(deps: AppDeps, options: JobWorkerOptions = {}): JobWorker {
  const worker = createJobWorker(deps.db, jobHandlers(deps), options);
  worker.start();
  return worker;
}
