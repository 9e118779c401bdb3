import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { nowIso } from '../../db';
import type { AppDeps } from '../../deps';
import { translate } from '../../http/messages';
import type { JobContext, JobHandler } from '../../jobs/worker';
import {
  masterPlaylist,
  probeVideo,
  progressFromLine,
  RENDITIONS,
  runBinary,
  ffmpegBinaries,
  transcodePlan,
} from '../../platform/ffmpeg';
import type { PostRow } from '../../db/schema';
import { userAudience } from '../../platform/realtime';

// posts.transcode: one uploaded (or generated) source becomes HLS in 720×1280 and 360×640 (2 s segments,
// a master playlist), an MP4 720×1280 with faststart, a WebP poster and the duration. The outputs are made
// in a temporary folder, then stored under videos/<random>/ through MediaStorage (local files or the bucket).
// The creator follows along through `post.processing` events and the post's progress column.

export const TRANSCODE_JOB = 'posts.transcode';
/** One retry for a transcode that failed for a passing reason (a full disk, a killed process). */
export const TRANSCODE_MAX_ATTEMPTS = 2;

/** Folder of accepted sources waiting for their transcode, relative to DATA_DIR. */
export const UPLOADS_DIR = path.join('tmp', 'uploads');

/** Where a post's source file lives while it waits (relative to DATA_DIR, as posts.source_path stores it). */
export function sourcePathOf(postId: number): string {
  return path.join(UPLOADS_DIR, String(postId));
}

export interface TranscodePayload {
  post_id: number;
}

type TranscodeDeps = Pick<AppDeps, 'config' | 'db' | 'storage' | 'realtime' | 'events'>;

/** Share of the progress bar the encode takes; the rest is segmenting, the poster and storing. */
const ENCODE_SHARE = 85;
/** Progress is published (and written to the post) in steps of this many percent. */
const PROGRESS_STEP = 10;

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  mp4: 'video/mp4',
  webp: 'image/webp',
};

function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[fileName.slice(fileName.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

async function publish(deps: TranscodeDeps, userId: number, data: { post_id: number; status: 'processing' | 'ready' | 'failed'; progress: number; error: string | null }) {
  await deps.realtime.publish({ audience: userAudience(userId), type: 'post.processing', data });
}

/**
 * Stores every file of the output folder under `folder`, keeping the relative layout; answers the public paths.
 * The seed's demo clips (demo-clips.ts) store their shipped transcodes through it too.
 */
export async function storeOutputs(deps: Pick<AppDeps, 'storage'>, outDir: string, folder: string): Promise<Map<string, string>> {
  const stored = new Map<string, string>();
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(outDir, absolute).split(path.sep);
    const fileName = relative.pop()!;
    const target = [folder, ...relative].join('/');
    stored.set([...relative, fileName].join('/'), await deps.storage.putFile(target, fileName, absolute, contentTypeOf(fileName)));
  }
  return stored;
}

async function folderBytes(directory: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(directory)) {
    if (name.endsWith('.ts')) total += (await stat(path.join(directory, name))).size;
  }
  return total;
}

/** Marks the post failed with the reason its creator sees, removes the source, tells the creator. */
async function markFailed(deps: TranscodeDeps, post: { id: number; user_id: number; source_path: string | null }, reason: string) {
  await deps.db
    .updateTable('posts')
    .set({ status: 'failed', error: reason, source_path: null, updated_at: nowIso() })
    .where('id', '=', post.id)
    .where('status', '=', 'processing')
    .execute();
  if (post.source_path) await rm(path.join(deps.config.dataDir, post.source_path), { force: true });
  await publish(deps, post.user_id, { post_id: post.id, status: 'failed', progress: 0, error: reason });
}

/** The transcode itself; exported for the seed's demo clips and tests. */
export async function transcodePost(deps: TranscodeDeps, postId: number, context: Pick<JobContext, 'attempt' | 'signal' | 'progress'>) {
  const post = await deps.db
    .selectFrom('posts')
    .select(['id', 'user_id', 'status', 'source_path'])
    .where('id', '=', postId)
    .executeTakeFirst();
  // Deleted while it waited (its source goes too), or already done by an earlier attempt that lost its lease late.
  if (!post) {
    await rm(path.join(deps.config.dataDir, sourcePathOf(postId)), { force: true });
    return { skipped: true };
  }
  if (post.status !== 'processing') return { skipped: true };
  const source = post.source_path ? path.join(deps.config.dataDir, post.source_path) : null;
  const unreadable = translate('videoUnreadable', 'de');
  if (!source || !existsSync(source)) {
    await markFailed(deps, post, unreadable);
    return { failed: 'source missing' };
  }
  const probe = await probeVideo(source, context.signal);
  if (!probe) {
    // Nothing a retry could change.
    await markFailed(deps, post, unreadable);
    return { failed: 'source unreadable' };
  }

  await mkdir(path.join(deps.config.dataDir, 'tmp'), { recursive: true });
  const outDir = await mkdtemp(path.join(deps.config.dataDir, 'tmp', `transcode-${post.id}-`));
  let lastStep = 0;
  const report = async (percent: number) => {
    const step = Math.floor(percent / PROGRESS_STEP) * PROGRESS_STEP;
    if (step <= lastStep || step >= 100) return;
    lastStep = step;
    await context.progress(step);
    await deps.db.updateTable('posts').set({ progress: step }).where('id', '=', post.id).where('status', '=', 'processing').execute();
    await publish(deps, post.user_id, { post_id: post.id, status: 'processing', progress: step, error: null });
  };
  try {
    for (const rendition of RENDITIONS) await mkdir(path.join(outDir, rendition.name));
    const plan = transcodePlan(source, probe, outDir);
    const { ffmpeg } = ffmpegBinaries();
    let reporting: Promise<void> = Promise.resolve();
    await runBinary(ffmpeg, plan.encode, {
      signal: context.signal,
      onStdoutLine: (line) => {
        const share = progressFromLine(line, probe.durationMs);
        if (share !== null) reporting = reporting.then(() => report(share * ENCODE_SHARE)).catch(() => undefined);
      },
    });
    await reporting;
    await runBinary(ffmpeg, plan.segment720, { signal: context.signal });
    await runBinary(ffmpeg, plan.poster, { signal: context.signal });
    await report(90);

    const output = await probeVideo(path.join(outDir, 'video.mp4'), context.signal);
    const durationMs = output?.durationMs ?? probe.durationMs;
    const seconds = Math.max(0.5, durationMs / 1000);
    const entries = [];
    for (const rendition of RENDITIONS) {
      const bytes = await folderBytes(path.join(outDir, rendition.name));
      // Average rate plus headroom for peaks: players pick a rendition by it.
      entries.push({ ...rendition, bandwidth: ((bytes * 8) / seconds) * 1.3 });
    }
    await writeFile(path.join(outDir, 'master.m3u8'), masterPlaylist(entries));

    const folder = `videos/${randomBytes(12).toString('hex')}`;
    const stored = await storeOutputs(deps, outDir, folder);
    const updated = await deps.db
      .updateTable('posts')
      .set({
        status: 'ready',
        progress: 100,
        error: null,
        hls_path: stored.get('master.m3u8')!,
        mp4_path: stored.get('video.mp4')!,
        poster_path: stored.get('poster.webp')!,
        duration_ms: durationMs,
        width: RENDITIONS[0].width,
        height: RENDITIONS[0].height,
        source_path: null,
        updated_at: nowIso(),
      })
      .where('id', '=', post.id)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) {
      // Deleted while it was transcoded: its media and source must not stay behind.
      await deps.storage.removeFolder(`/media/${folder}`);
      await rm(source, { force: true });
      return { skipped: true };
    }
    await rm(source, { force: true });
    await deps.events.publish({ type: 'post.changed', postId: post.id });
    await publish(deps, post.user_id, { post_id: post.id, status: 'ready', progress: 100, error: null });
    return { folder, duration_ms: durationMs };
  } catch (error) {
    if (context.signal.aborted) throw error;
    if (context.attempt >= TRANSCODE_MAX_ATTEMPTS) await markFailed(deps, post, translate('videoProcessingFailed', 'de'));
    // The job records the technical reason (ffmpeg's stderr); the creator sees the German one.
    throw error;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** The folder of a post's video (`/media/videos/<random>`), from its master playlist's path; null if none. */
export function videoFolderOf(hlsPath: string | null): string | null {
  const match = hlsPath ? /^(\/media\/videos\/[a-z0-9]+)\/master\.m3u8$/.exec(hlsPath) : null;
  return match ? match[1]! : null;
}

/**
 * Removes everything a post's video left: the folder with the HLS renditions, MP4 and poster, the source
 * waiting for its transcode, and any single media path outside that folder. For deleting a post.
 */
export async function removePostMedia(
  deps: Pick<AppDeps, 'config' | 'storage'>,
  row: Pick<PostRow, 'id' | 'hls_path' | 'mp4_path' | 'poster_path' | 'source_path'>,
): Promise<void> {
  const folder = videoFolderOf(row.hls_path);
  if (folder) await deps.storage.removeFolder(folder);
  for (const publicPath of [row.hls_path, row.mp4_path, row.poster_path]) {
    if (publicPath && !(folder && publicPath.startsWith(`${folder}/`))) await deps.storage.remove(publicPath);
  }
  await rm(path.join(deps.config.dataDir, row.source_path ?? sourcePathOf(row.id)), { force: true });
}

export function transcodeJob(deps: TranscodeDeps): JobHandler<TranscodePayload> {
  return (payload, context) => transcodePost(deps, Number(payload.post_id), context);
}

/**
 * Removes what a crash or a killed process left in DATA_DIR/tmp: partial uploads (`upload-*.part`), transcode and
 * podcast work folders older than `maxAgeMs`. Sources waiting for their transcode (tmp/uploads) are kept. Housekeeping calls it.
 */
export async function sweepMediaTemp(dataDir: string, maxAgeMs = 6 * 3_600_000, now = Date.now()): Promise<number> {
  const tmp = path.join(dataDir, 'tmp');
  let names: string[];
  try {
    names = await readdir(tmp);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!/^(upload-[0-9a-f]+\.part|transcode-\d+-.+|podcast-\d+-.+)$/.test(name)) continue;
    const target = path.join(tmp, name);
    try {
      if (now - (await stat(target)).mtimeMs < maxAgeMs) continue;
      await rm(target, { recursive: true, force: true });
      removed += 1;
    } catch {
      // Gone meanwhile.
    }
  }
  return removed;
}
