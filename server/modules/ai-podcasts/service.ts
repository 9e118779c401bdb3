import { LANGUAGES } from '../../../common/constants';
import type { Podcast, PodcastTrack, TranscriptLine } from '../../../common/contract/ai-podcasts';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import { uniqueViolation } from '../../db/errors';
import type { AiPodcastRow, UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, notFound } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { generatePodcast, PODCAST_JOB, type PodcastPayload } from './generate';
import { byline, scriptLanguageOf, titleOf } from './script';

// Text to podcast: starting a generation (one open per person, rate-limited by the route), the
// lists and one podcast in the §3 shape. The work itself is the job in generate.ts.

/** Community list length and own list length. */
const LIST_LIMIT = 24;
const MINE_LIMIT = 12;

type Viewer = Pick<UserRow, 'id' | 'role'> | null;

/** How far ahead of background jobs a podcast someone waits for is queued. */
const INTERACTIVE_HEAD_START_MS = 2 * 60_000;

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function toPodcast(row: AiPodcastRow, userName: string | null): Podcast {
  return {
    id: row.id,
    name: row.title,
    artist: byline(scriptLanguageOf(row.language)),
    albumCover: row.cover_path,
    releaseYear: Number(row.created_at.slice(0, 4)),
    tracks: row.status === 'ready' ? parseJson<PodcastTrack[]>(row.tracks, []) : [],
    description: row.description,
    language: row.language,
    status: row.status,
    progress: row.progress,
    error: row.status === 'failed' ? row.error : null,
    script_source: row.script_source,
    transcript: row.status === 'ready' ? parseJson<TranscriptLine[]>(row.transcript, []) : [],
    user: row.user_id !== null && userName !== null ? { id: row.user_id, name: userName } : null,
    created_at: row.created_at,
  };
}

function selectPodcasts(db: Db) {
  return db
    .selectFrom('ai_podcasts')
    .leftJoin('users', 'users.id', 'ai_podcasts.user_id')
    .selectAll('ai_podcasts')
    .select(['users.name as user_name', 'users.deleted_at as user_deleted_at']);
}

/** Queues a generation; 409 while the person has one queued or running (fair queueing). */
export async function startPodcast(deps: AppDeps, user: UserRow, description: string, requestLanguage: string): Promise<Podcast> {
  const language = (LANGUAGES as readonly string[]).includes(user.language ?? '') ? user.language! : requestLanguage;
  const now = nowIso();
  let row: AiPodcastRow;
  try {
    row = await deps.db
      .insertInto('ai_podcasts')
      .values({
        user_id: user.id,
        description,
        language,
        title: titleOf(description, scriptLanguageOf(language)),
        status: 'queued',
        error: null,
        script_source: null,
        cover_path: null,
        job_id: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (uniqueViolation(error)) throw new HttpError(409, 'podcastAlreadyRunning');
    throw error;
  }
  // Someone waits at the page: the job goes before background work queued in the last minutes (demo clips,
  // their transcodes), not before a job that already runs. Among podcasts the order stays first come, first
  // served, and nobody has more than one in the queue.
  const jobId = await enqueue(deps.db, PODCAST_JOB, { podcast_id: row.id } satisfies PodcastPayload, {
    maxAttempts: 1,
    runAt: new Date(Date.now() - INTERACTIVE_HEAD_START_MS),
  });
  await deps.db.updateTable('ai_podcasts').set({ job_id: jobId }).where('id', '=', row.id).execute();
  return toPodcast({ ...row, job_id: jobId }, user.name);
}

export async function listPodcasts(deps: AppDeps, viewer: Viewer): Promise<{ podcasts: Podcast[]; mine: Podcast[] }> {
  // A deleted account's podcasts leave the community list with it (restoring the account brings them back).
  const ready = await selectPodcasts(deps.db).where('ai_podcasts.status', '=', 'ready').where('users.deleted_at', 'is', null).orderBy('ai_podcasts.id', 'desc').limit(LIST_LIMIT).execute();
  const mine = viewer
    ? await selectPodcasts(deps.db).where('ai_podcasts.user_id', '=', viewer.id).orderBy('ai_podcasts.id', 'desc').limit(MINE_LIMIT).execute()
    : [];
  return {
    podcasts: ready.map((row) => toPodcast(row, row.user_name ?? null)),
    mine: mine.map((row) => toPodcast(row, row.user_name ?? null)),
  };
}

/** A ready podcast for anyone; one still in the making or failed only for its creator (and admins). */
export async function getPodcast(deps: AppDeps, viewer: Viewer, id: number): Promise<Podcast> {
  const row = await selectPodcasts(deps.db).where('ai_podcasts.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('podcastNotFound');
  const own = viewer !== null && (viewer.id === row.user_id || viewer.role === 'admin');
  if ((row.status !== 'ready' || row.user_deleted_at !== null) && !own) throw notFound('podcastNotFound');
  return toPodcast(row, row.user_name ?? null);
}

/** The media folder of a podcast (`/media/podcasts/<random>`), from its cover's path; null before it is ready. */
export function podcastFolderOf(coverPath: string | null): string | null {
  const match = coverPath ? /^(\/media\/podcasts\/[a-f0-9]+)\/cover\.webp$/.exec(coverPath) : null;
  return match ? match[1]! : null;
}

/** Removes the audio and covers of a person's podcasts (before the account is purged; the rows cascade). */
export async function removePodcastMediaOf(deps: Pick<AppDeps, 'db' | 'storage'>, userId: number): Promise<void> {
  const rows = await deps.db.selectFrom('ai_podcasts').select('cover_path').where('user_id', '=', userId).execute();
  for (const row of rows) {
    const folder = podcastFolderOf(row.cover_path);
    if (folder) await deps.storage.removeFolder(folder);
  }
}

export function podcastJob(deps: AppDeps): JobHandler<PodcastPayload> {
  return (payload, context) => generatePodcast(deps, Number(payload.podcast_id), context);
}

/** Descriptions of the demo podcasts the first start generates (SEED_DEMO_VIDEOS=0 leaves them out). */
export const DEMO_PODCASTS = [
  { email: 'mia@spielraum.example', description: 'Gemütliche Koop-Spiele für lange Winterabende mit Freunden, dazu ein paar Tipps für Einsteiger.' },
  { email: 'paul@spielraum.example', description: 'Retro-Klassiker und Pixel-Spiele: warum Highscores auf dem Automaten immer noch Spaß machen.' },
] as const;

/** Queues the demo podcasts (the job worker makes them after startup, like the demo clips). */
export async function seedDemoPodcasts(db: Db, count: number): Promise<number> {
  let queued = 0;
  for (const demo of DEMO_PODCASTS.slice(0, Math.max(0, count))) {
    const user = await db.selectFrom('users').select(['id']).where('email', '=', demo.email).executeTakeFirst();
    if (!user) continue;
    const now = nowIso();
    const row = await db
      .insertInto('ai_podcasts')
      .values({
        user_id: user.id,
        description: demo.description,
        language: 'de',
        title: titleOf(demo.description, 'de'),
        status: 'queued',
        error: null,
        script_source: null,
        cover_path: null,
        job_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const jobId = await enqueue(db, PODCAST_JOB, { podcast_id: row.id } satisfies PodcastPayload, { maxAttempts: 1 });
    await db.updateTable('ai_podcasts').set({ job_id: jobId }).where('id', '=', row.id).execute();
    queued += 1;
  }
  return queued;
}
