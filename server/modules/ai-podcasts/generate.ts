import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { PodcastTrack, TranscriptLine } from '../../../common/contract/ai-podcasts';
import type { RealtimeEventData } from '../../../common/contract/realtime';
import { nowIso } from '../../db';
import type { AppDeps } from '../../deps';
import { translate } from '../../http/messages';
import type { JobContext } from '../../jobs/worker';
import { startCpuBudget } from '../../platform/cpu-budget';
import { ffmpegBinaries, type ProcessLimits, runBinary } from '../../platform/ffmpeg';
import { userAudience } from '../../platform/realtime';
import { escapeXml } from '../games/cover';
import { trendingGames } from '../play/service';
import { encodePlan, layOut, parseWav, renderStings, writeTimeline } from './mix';
import { modelScript } from './model-script';
import { buildScript, grammarOf, HOSTS, type PodcastScript, scriptChars, SCRIPT_CHARS_MAX, scriptLanguageOf, seededRandom, type SiteData } from './script';
import { chooseSpeechEngine } from './speech';

// The job of one podcast: script (model or offline grammar) → speech, line by line in two voices →
// the mix (stings, pauses, levelled loudness, MP3 of the whole episode and of each chapter) → a drawn cover →
// stored under /media/podcasts/<random>/. The person who asked follows along through `ai-podcast.progress`.
// Limits: a CPU-time budget for the processes of the job (speech engine, ffmpeg; platform/cpu-budget.ts), a
// wall-clock cap of about three times that (a job that only waits must end too), a character budget for the script
// and a size cap on every audio file. A failure says why, in German.

export const PODCAST_JOB = 'ai-podcasts.generate';
/** The wall-clock cap: three times the CPU budget and a minute (waiting for a busy machine is no reason to fail). */
export function wallCapMs(cpuBudgetMs: number): number {
  return cpuBudgetMs * 3 + 60_000;
}


export interface PodcastPayload {
  podcast_id: number;
}

type Deps = AppDeps;
type Stage = RealtimeEventData['ai-podcast.progress']['stage'];

/** Why a podcast failed, as its creator reads it (German, like every job failure the spec shows). */
export const FAILURE_TEXTS = {
  cpuBudget: (seconds: number) => translate('podcastCpuBudget', 'de', { count: seconds }),
  wallClock: (minutes: number) => translate('podcastWallClock', 'de', { count: minutes }),
  tooLarge: (megabytes: number) => translate('podcastTooLarge', 'de', { megabytes }),
  scriptTooLong: translate('podcastScriptTooLong', 'de'),
  speech: translate('podcastSpeechFailed', 'de'),
  mix: translate('podcastMixFailed', 'de'),
  other: translate('podcastFailed', 'de'),
};

class PodcastFailure extends Error {
  constructor(
    readonly reason: string,
    cause?: unknown,
  ) {
    // The job row keeps the technical cause next to the German reason.
    super(cause instanceof Error ? `${reason} (${cause.message.slice(0, 600)})` : reason, { cause });
  }
}

/** What the site has to tell today: trending games (else the newest games), the newest clips, open giveaways. */
export async function siteData(deps: AppDeps): Promise<SiteData> {
  const trending = (await trendingGames(deps)).trendingGames.slice(0, 3).map((entry) => ({ name: entry.game.name, categories: entry.game.categories }));
  const games =
    trending.length > 0
      ? trending
      : (await deps.db.selectFrom('games').select(['name', 'categories']).orderBy('id', 'desc').limit(3).execute()).map((row) => ({
          name: row.name,
          categories: parseCategories(row.categories),
        }));
  const clips = await deps.db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .select(['posts.title', 'users.name'])
    .where('posts.status', '=', 'ready')
    .where('users.deleted_at', 'is', null)
    .orderBy('posts.id', 'desc')
    .limit(2)
    .execute();
  // Read only: listing giveaways through their service would also draw the due ones, which is not ours to do.
  const giveaways = await deps.db
    .selectFrom('giveaways')
    .innerJoin('games', 'games.id', 'giveaways.game_id')
    .select(['giveaways.prize', 'giveaways.ends_at', 'games.name'])
    .where('giveaways.status', '=', 'open')
    .where('giveaways.ends_at', '>', nowIso())
    .orderBy('giveaways.ends_at')
    .limit(3)
    .execute();
  return {
    trendingGames: games,
    newClips: clips.filter((clip) => clip.title).map((clip) => ({ title: clip.title!, creator: clip.name })),
    giveaways: giveaways.map((giveaway) => ({ prize: giveaway.prize, game: giveaway.name, endsAt: giveaway.ends_at })),
  };
}

function parseCategories(value: unknown): string[] {
  try {
    const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** A title in lines of at most `width` characters (a longer word is cut), at most `max` lines, the last with … if more. */
export function wrapTitle(title: string, width: number, max: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const piece = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${piece}`.length <= width) lines[lines.length - 1] = `${last} ${piece}`;
    else lines.push(piece);
  }
  if (lines.length > max) {
    const kept = lines.slice(0, max);
    kept[max - 1] = `${kept[max - 1]!.slice(0, width - 1).trimEnd()}…`;
    return kept;
  }
  return lines;
}

/** The cover: the show's colours (seeded by the title), a waveform, the title and the hosts. */
export function coverSvg(title: string, show: string, hosts: string): string {
  const random = seededRandom(title);
  const hue = Math.floor(random() * 360);
  const bars = Array.from({ length: 28 }, (_, index) => {
    const height = 24 + Math.round(random() * 110);
    return `<rect x="${64 + index * 16}" y="${285 - height / 2}" width="9" height="${height}" rx="4" fill="#ffffff" opacity="0.55"/>`;
  }).join('');
  const lines = wrapTitle(title, 19, 3);
  const top = 560 - lines.length * 48;
  const titleText = lines
    .map((line, index) => `<text x="64" y="${top + index * 48}" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 60% 18%)"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>
<circle cx="520" cy="90" r="150" fill="#ffffff" opacity="0.08"/>
<text x="64" y="110" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#ffffff" opacity="0.9">${escapeXml(show)}</text>
<text x="64" y="150" font-family="Inter, DejaVu Sans, Arial, sans-serif" font-size="22" fill="#ffffff" opacity="0.75">${escapeXml(hosts)}</text>
${bars}
${titleText}
</svg>`;
}

/** ffprobe's duration of an audio file in milliseconds (null when it is no audio file it can read). */
export async function probeAudioMs(file: string, limits: ProcessLimits = {}): Promise<number | null> {
  try {
    const json = await runBinary(ffmpegBinaries().ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], limits);
    const data = JSON.parse(json) as { streams?: { codec_type?: string }[]; format?: { duration?: string } };
    if (!data.streams?.some((stream) => stream.codec_type === 'audio')) return null;
    const seconds = Number(data.format?.duration);
    return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null;
  } catch {
    return null;
  }
}

export async function writeScript(deps: AppDeps, description: string, language: string, signal?: AbortSignal): Promise<{ script: PodcastScript; source: 'offline' | 'model' }> {
  const data = await siteData(deps);
  if (deps.config.llm) {
    const fromModel = await modelScript(deps.config.llm, description, language, data, signal);
    if (fromModel) return { script: fromModel, source: 'model' };
  }
  return { script: buildScript(description, language, data), source: 'offline' };
}

async function publish(deps: Deps, userId: number | null, data: RealtimeEventData['ai-podcast.progress']) {
  if (userId !== null) await deps.realtime.publish({ audience: userAudience(userId), type: 'ai-podcast.progress', data });
}

async function markFailed(deps: Deps, podcast: { id: number; user_id: number | null }, reason: string) {
  await deps.db
    .updateTable('ai_podcasts')
    .set({ status: 'failed', error: reason, updated_at: nowIso() })
    .where('id', '=', podcast.id)
    .where('status', 'in', ['queued', 'running'])
    .execute();
  await publish(deps, podcast.user_id, { id: podcast.id, status: 'failed', stage: 'done', progress: 0, error: reason });
}

/** The generation itself; the job handler and the tests call it. */
export async function generatePodcast(deps: Deps, podcastId: number, context: Pick<JobContext, 'signal' | 'progress'>) {
  const podcast = await deps.db.selectFrom('ai_podcasts').selectAll().where('id', '=', podcastId).executeTakeFirst();
  if (!podcast || (podcast.status !== 'queued' && podcast.status !== 'running')) return { skipped: true };

  const budgetMs = deps.config.podcast.cpuBudgetMs;
  const wallCap = AbortSignal.timeout(wallCapMs(budgetMs));
  const budget = startCpuBudget(budgetMs, AbortSignal.any([context.signal, wallCap]));
  const { signal } = budget;
  const limits: ProcessLimits & { signal: AbortSignal } = { signal, watch: budget.watch };
  const report = async (stage: Stage, progress: number) => {
    await context.progress(progress);
    await deps.db.updateTable('ai_podcasts').set({ status: 'running', progress, updated_at: nowIso() }).where('id', '=', podcast.id).execute();
    await publish(deps, podcast.user_id, { id: podcast.id, status: 'running', stage, progress, error: null });
  };

  await mkdir(path.join(deps.config.dataDir, 'tmp'), { recursive: true });
  const work = await mkdtemp(path.join(deps.config.dataDir, 'tmp', `podcast-${podcast.id}-`));
  const folder = `podcasts/${randomBytes(12).toString('hex')}`;
  let stored = false;
  const step = async <T>(reason: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof PodcastFailure) throw error;
      throw new PodcastFailure(reason, error);
    }
  };
  try {
    await report('script', 5);
    const { script, source } = await step(FAILURE_TEXTS.other, () => writeScript(deps, podcast.description, podcast.language, signal));
    if (scriptChars(script) > SCRIPT_CHARS_MAX) throw new PodcastFailure(FAILURE_TEXTS.scriptTooLong);

    await report('speech', 15);
    const engine = chooseSpeechEngine(deps.config.podcast.speechEngine);
    const requests = script.segments.flatMap((segment, segmentIndex) =>
      segment.lines.map((line, lineIndex) => ({ ...line, language: script.language, out: path.join(work, `line-${segmentIndex}-${lineIndex}.wav`) })),
    );
    await step(FAILURE_TEXTS.speech, () => engine.synthesize(requests, limits));

    await report('mix', 60);
    const chapters = await step(FAILURE_TEXTS.speech, async () =>
      Promise.all(
        script.segments.map(async (segment, segmentIndex) => ({
          lines: await Promise.all(segment.lines.map(async (_line, lineIndex) => parseWav(new Uint8Array(await readFile(path.join(work, `line-${segmentIndex}-${lineIndex}.wav`)))))),
        })),
      ),
    );
    const sampleRate = chapters[0]?.lines[0]?.sampleRate ?? 22_050;
    const limit = deps.config.podcast.maxBytes;
    const outputs = await step(FAILURE_TEXTS.mix, async () => {
      const stings = await renderStings(work, sampleRate, limits);
      const timeline = layOut(chapters, stings, sampleRate);
      const raw = path.join(work, 'raw.wav');
      await writeTimeline(raw, timeline);
      const plan = encodePlan(raw, timeline.chapters, work, limit);
      await runBinary(ffmpegBinaries().ffmpeg, plan.args, limits);
      return plan.outputs;
    });
    // -fs stops writing at the cap: a file that reached it is cut short.
    for (const output of outputs) {
      if ((await stat(output)).size >= limit) throw new PodcastFailure(FAILURE_TEXTS.tooLarge(Math.floor(limit / 1024 / 1024)));
    }

    await report('cover', 85);
    const trackNames = grammarOf(scriptLanguageOf(script.language)).fullEpisode;
    const tracks: PodcastTrack[] = [];
    for (const [index, output] of outputs.entries()) {
      const durationMs = await probeAudioMs(output, limits);
      if (durationMs === null) throw new PodcastFailure(FAILURE_TEXTS.mix);
      const publicPath = await deps.storage.putFile(folder, path.basename(output), output, 'audio/mpeg');
      stored = true;
      tracks.push({ id: index + 1, name: index === 0 ? trackNames : script.segments[index - 1]!.title, path: publicPath, duration_ms: durationMs });
    }
    const hosts = `${HOSTS.a} & ${HOSTS.b}`;
    const coverFile = path.join(work, 'cover.webp');
    await step(FAILURE_TEXTS.other, async () =>
      sharp(Buffer.from(coverSvg(script.title, script.show, hosts)))
        .webp({ quality: 85 })
        .toFile(coverFile),
    );
    const coverPath = await deps.storage.putFile(folder, 'cover.webp', coverFile, 'image/webp');
    const transcript: TranscriptLine[] = script.segments.flatMap((segment, index) =>
      segment.lines.map((line) => ({ track: index + 2, speaker: line.speaker, name: script.hosts[line.speaker], text: line.text })),
    );
    const updated = await deps.db
      .updateTable('ai_podcasts')
      .set({
        status: 'ready',
        progress: 100,
        error: null,
        title: script.title,
        language: script.language,
        script_source: source,
        cover_path: coverPath,
        tracks: JSON.stringify(tracks),
        transcript: JSON.stringify(transcript),
        duration_ms: tracks[0]!.duration_ms,
        updated_at: nowIso(),
      })
      .where('id', '=', podcast.id)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) {
      // Deleted (with its account) while it was made: nothing of it may stay behind.
      await deps.storage.removeFolder(`/media/${folder}`);
      return { skipped: true };
    }
    await publish(deps, podcast.user_id, { id: podcast.id, status: 'ready', stage: 'done', progress: 100, error: null });
    return { folder, duration_ms: tracks[0]!.duration_ms, source, engine: engine.name };
  } catch (error) {
    if (stored) await deps.storage.removeFolder(`/media/${folder}`);
    // The worker stops or lost the job: another run takes it over; nothing to tell the person yet.
    if (context.signal.aborted) throw error;
    const reason = budget.exceeded()
      ? FAILURE_TEXTS.cpuBudget(Math.round(budgetMs / 1000))
      : wallCap.aborted
        ? FAILURE_TEXTS.wallClock(Math.ceil(wallCapMs(budgetMs) / 60_000))
        : error instanceof PodcastFailure
          ? error.reason
          : FAILURE_TEXTS.other;
    await markFailed(deps, podcast, reason);
    // The job keeps the technical reason; the person sees the German one.
    throw error;
  } finally {
    budget.dispose();
    await rm(work, { recursive: true, force: true });
  }
}
