import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { UploadedFile } from '../../../common/contract/route';
import { nowIso } from '../../db';
import type { PostRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { endIsReadable, probeVideo } from '../../platform/ffmpeg';
import { postRoutes } from '../../../common/contract/posts';
import { currentUser } from '../../http/guards';
import { implement } from '../../http/route';
import { sourcePathOf, TRANSCODE_JOB, TRANSCODE_MAX_ATTEMPTS, type TranscodePayload, UPLOADS_DIR } from './jobs';
import { toPost } from './serialize';

// The upload of a video (POST /api/posts): the body was streamed to a temporary file by the route layer
// (bodyType 'upload'); here its content decides whether it is a video we take. A refused file leaves nothing
// behind: no row, no media, and the route layer removes the temporary file after every answer. An accepted
// one becomes a post in status `processing` and a `posts.transcode` job.

/** Seconds a source may run over the limit: containers round, and AAC adds a few ms of priming. */
const DURATION_TOLERANCE_MS = 500;

export interface UploadedPostFields {
  video: UploadedFile;
  title: string;
  text: string;
  game_id?: string | undefined;
}

/** Options for `implement(postRoutes.create, …, postUploadOptions(deps))`: the configured limit and its 413. */
export function postUploadOptions(deps: Pick<AppDeps, 'config'>): { maxFileBytes: number; tooLarge: () => HttpError } {
  return {
    maxFileBytes: deps.config.videoLimits.maxBytes,
    tooLarge: () => new HttpError(413, 'videoTooLarge', { video: ['videoTooLarge'] }, { Connection: 'close' }),
  };
}

function refused(key: 'videoEmpty' | 'videoUnreadable' | 'videoTooLong' | 'gameNotFound', field = 'video'): HttpError {
  return new HttpError(422, key, { [field]: [key] });
}

/**
 * Checks the uploaded file by its content (ffprobe: a video stream in a real container, a duration within the
 * limit, readable to its end), stores the post in status `processing` and queues its transcode. Answers the
 * new row; the caller serializes it (toPost) and answers 202. Throws HttpError 422 for a refused file.
 */
export async function createPostFromUpload(
  deps: Pick<AppDeps, 'config' | 'db'>,
  user: { id: number },
  fields: UploadedPostFields,
): Promise<PostRow> {
  const { video } = fields;
  if (video.size === 0) throw refused('videoEmpty');
  let gameId: number | null = null;
  if (fields.game_id) {
    const game = await deps.db.selectFrom('games').select('id').where('id', '=', Number(fields.game_id)).executeTakeFirst();
    if (!game) throw refused('gameNotFound', 'game_id');
    gameId = game.id;
  }
  const probe = await probeVideo(video.path);
  if (!probe) throw refused('videoUnreadable');
  if (probe.durationMs > deps.config.videoLimits.maxSeconds * 1000 + DURATION_TOLERANCE_MS) throw refused('videoTooLong');
  if (!(await endIsReadable(video.path))) throw refused('videoUnreadable');

  const now = nowIso();
  const row = await deps.db
    .insertInto('posts')
    .values({
      user_id: user.id,
      game_id: gameId,
      title: fields.title,
      text: fields.text,
      status: 'processing',
      progress: 0,
      error: null,
      hls_path: null,
      mp4_path: null,
      poster_path: null,
      duration_ms: probe.durationMs,
      width: null,
      height: null,
      source_path: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const sourcePath = sourcePathOf(row.id);
  try {
    await mkdir(path.join(deps.config.dataDir, UPLOADS_DIR), { recursive: true });
    await rename(video.path, path.join(deps.config.dataDir, sourcePath));
    const updated = await deps.db
      .updateTable('posts')
      .set({ source_path: sourcePath })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const payload: TranscodePayload = { post_id: row.id };
    await enqueue(deps.db, TRANSCODE_JOB, payload, { maxAttempts: TRANSCODE_MAX_ATTEMPTS });
    return updated;
  } catch (error) {
    // Nothing half-done stays: the row goes, and the source with it.
    await deps.db.deleteFrom('posts').where('id', '=', row.id).execute();
    await rm(path.join(deps.config.dataDir, sourcePath), { force: true });
    throw error;
  }
}

/** POST /api/posts (postRoutes.create): mounted next to the posts domain's other calls (server/app.ts). */
export function postUploadRoutes(deps: AppDeps) {
  return [
    implement(
      postRoutes.create,
      async ({ body }, c) => {
        const user = currentUser(c);
        const row = await createPostFromUpload(deps, user, body);
        return { status: 202, body: { post: await toPost(deps.db, row, user) } };
      },
      postUploadOptions(deps),
    ),
  ];
}
