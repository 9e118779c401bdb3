// The composition root of background work, beside app.ts (the one of the HTTP routes): the job queue and worker
// (server/jobs/) know no domain; each domain's handler is registered here.
import type { AppDeps } from './deps';
import { MAIL_JOB, sendMailJob } from './jobs/mail';
import { TRANSCODE_JOB, transcodeJob } from './modules/posts/jobs';
import { DRAW_GIVEAWAY_JOB, drawGiveawayJob } from './modules/giveaways/service';
import { DIGEST_JOB, digestJob } from './modules/notifications/service';
import { AI_GAME_JOB, aiGameJob } from './modules/ai-games/service';
import { PODCAST_JOB } from './modules/ai-podcasts/generate';
import { podcastJob } from './modules/ai-podcasts/service';
import { createJobWorker, type JobHandlers, type JobWorker, type JobWorkerOptions } from './jobs/worker';

/** Every job type the server runs, by name. A domain with background work adds its handler here. */
export function jobHandlers(deps: AppDeps): JobHandlers {
  return {
    [MAIL_JOB]: sendMailJob(deps),
    [TRANSCODE_JOB]: transcodeJob(deps),
    [DRAW_GIVEAWAY_JOB]: drawGiveawayJob(deps),
    [DIGEST_JOB]: digestJob(deps),
    [AI_GAME_JOB]: aiGameJob(deps),
    [PODCAST_JOB]: podcastJob(deps),
  };
}

/** The worker of this server process, with every handler registered, already running. */
export function startJobWorker(deps: AppDeps, options: JobWorkerOptions = {}): JobWorker {
  const worker = createJobWorker(deps.db, jobHandlers(deps), options);
  worker.start();
  return worker;
}
