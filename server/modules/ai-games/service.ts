import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Language } from '../../../common/constants';
import type { GeneratedGame, GeneratedGamePreview } from '../../../common/contract/ai-games';
import { type AiFigure, type AiGameSpec, type AiGenre, applyProposal, normaliseDescription, parseDescription } from '../../../common/rules/ai-games';
import { figureName } from '../../../common/rules/ai-lexicon/read';
import { nowIso } from '../../db';
import type { AiGameRow, UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, notFound } from '../../http/errors';
import { type MessageKey, translate } from '../../http/messages';
import { enqueue } from '../../jobs/queue';
import type { JobContext } from '../../jobs/worker';
import type { MediaStorage } from '../../platform/storage';
import { userAudience } from '../../platform/realtime';
import { createGame } from '../games/creation';
import { SANDBOX_PREFIX } from '../games/sandbox';
import { AI_BUILD_MAX_BYTES, buildBundle, bundleBytes, type BundleFile } from './build';
import { proposeSpec } from './model';

// Text to game: POST /api/create-game stores the description and enqueues one job; the job reads the
// description into a specification (offline, or proposed by a configured model and checked by a schema), builds
// the bundle from a genre template, checks its budget (CPU time, size) and stores it where the game sandbox
// serves uploaded builds. Fair use: one queued or running generation per person (so nobody fills the worker,
// the queue is first come, first served), plus the route's hourly rate limit.

export const AI_GAME_JOB = 'ai-games.generate';
/** CPU time the building of one game may take (parsing, template, checks); far above the few ms it needs. */
export const AI_CPU_BUDGET_MS = 2_000;
/** How many finished games of everyone /ai lists. */
export const AI_GALLERY_SIZE = 24;
const MINE_SIZE = 12;

type GenerationDeps = Pick<AppDeps, 'config' | 'db' | 'storage' | 'realtime'>;

export const GENRE_CATEGORIES: Record<AiGenre, string[]> = {
  runner: ['Arcade', 'Action'],
  platformer: ['Plattformer', 'Arcade'],
  snake: ['Arcade', 'Casual'],
  breakout: ['Arcade', 'Casual'],
  shooter: ['Shooter', 'Arcade'],
  maze: ['Rätsel', 'Arcade'],
  memory: ['Denkspiel', 'Casual'],
  quiz: ['Denkspiel', 'Rätsel'],
  catcher: ['Arcade', 'Casual'],
  racer: ['Rennspiel', 'Arcade'],
};

export function playUrlOf(slug: string | null): string | null {
  return slug ? `${SANDBOX_PREFIX}${slug}/index.html` : null;
}

type RowWithUser = AiGameRow & { user_name: string | null };

/** A figure named in the viewer's language; one a model named (no id) keeps its German name. */
function previewFigure(figure: AiFigure, language: Language) {
  if (!figure.id) return { id: null, name: figure.name, plural: figure.plural ?? figure.name };
  return { id: figure.id, name: figureName(figure.id, language), plural: figureName(figure.id, language, true) };
}

/** What the finished game contains (a specification of version 1 has no items: its enemy is the one hazard). */
export function previewOf(spec: AiGameSpec, language: Language): GeneratedGamePreview {
  const hazards = spec.hazards ?? [{ ...spec.enemy, kind: 'enemy' as const }];
  return {
    player: previewFigure(spec.player, language),
    items: (spec.items ?? []).map((figure) => previewFigure(figure, language)),
    hazards: hazards.map((figure) => ({ ...previewFigure(figure, language), kind: figure.kind })),
    goal: spec.goal,
    lives: spec.lives ?? 1,
    time_limit: spec.timeLimit ?? null,
  };
}

function view(row: RowWithUser, viewer: UserRow | null, language: Language): GeneratedGame {
  const spec = row.spec ? (JSON.parse(row.spec) as AiGameSpec) : null;
  return {
    id: row.id,
    description: row.description,
    status: row.status,
    progress: row.progress,
    error: row.status === 'failed' ? (row.error ?? translate('aiGameBroken', 'de')) : null,
    title: row.title,
    genre: (row.genre as GeneratedGame['genre']) ?? null,
    theme: (row.theme as GeneratedGame['theme']) ?? null,
    instructions: row.status === 'done' ? (spec?.instructions ?? null) : null,
    preview: row.status === 'done' && spec ? previewOf(spec, language) : null,
    play_url: row.status === 'done' ? playUrlOf(row.build_slug) : null,
    source: row.source,
    game_id: row.game_id,
    user: row.user_id !== null && row.user_name !== null ? { id: row.user_id, name: row.user_name } : null,
    own: viewer !== null && row.user_id === viewer.id,
    created_at: row.created_at,
  };
}

function selectRows(deps: Pick<AppDeps, 'db'>) {
  return deps.db.selectFrom('ai_games').leftJoin('users', 'users.id', 'ai_games.user_id').selectAll('ai_games').select('users.name as user_name');
}

async function publishProgress(deps: GenerationDeps, row: Pick<AiGameRow, 'id' | 'user_id'>, status: AiGameRow['status'], progress: number, error: string | null) {
  if (row.user_id === null) return;
  await deps.realtime.publish({ audience: userAudience(row.user_id), type: 'ai-game.progress', data: { id: row.id, status, progress, error } });
}

export async function createGeneration(deps: GenerationDeps, user: UserRow, description: string, language: Language = 'de'): Promise<GeneratedGame> {
  const clean = normaliseDescription(description);
  const busy = () => new HttpError(429, 'aiGameBusy', undefined, { 'Retry-After': '10' });
  const active = await deps.db
    .selectFrom('ai_games')
    .select('id')
    .where('user_id', '=', user.id)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  if (active) throw busy();
  const now = nowIso();
  // The partial unique index ai_games_one_active refuses a second active row that a parallel request inserted.
  const row = await deps.db
    .insertInto('ai_games')
    .values({ user_id: user.id, description: clean, status: 'queued', progress: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      if (/unique|duplicate/i.test(String((error as { message?: unknown })?.message))) throw busy();
      throw error;
    });
  // The answer says what was accepted (queued); the worker may start at once, its progress follows as events.
  const accepted = await getGeneration(deps, user, row.id, language);
  await publishProgress(deps, { id: row.id, user_id: user.id }, 'queued', 0, null);
  const jobId = await enqueue(deps.db, AI_GAME_JOB, { id: row.id }, { maxAttempts: 2 });
  await deps.db.updateTable('ai_games').set({ job_id: jobId }).where('id', '=', row.id).execute();
  return accepted;
}

export async function listGenerations(deps: Pick<AppDeps, 'db'>, viewer: UserRow | null, language: Language = 'de') {
  const [mine, data] = await Promise.all([
    viewer
      ? selectRows(deps).where('ai_games.user_id', '=', viewer.id).orderBy('ai_games.id', 'desc').limit(MINE_SIZE).execute()
      : Promise.resolve([] as RowWithUser[]),
    selectRows(deps).where('ai_games.status', '=', 'done').orderBy('ai_games.id', 'desc').limit(AI_GALLERY_SIZE).execute(),
  ]);
  return { mine: mine.map((row) => view(row, viewer, language)), data: data.map((row) => view(row, viewer, language)) };
}

/** A finished generation is public (it can be shared); one in progress or failed only its creator sees. */
export async function getGeneration(deps: Pick<AppDeps, 'db'>, viewer: UserRow | null, id: number, language: Language = 'de'): Promise<GeneratedGame> {
  const row = await selectRows(deps).where('ai_games.id', '=', id).executeTakeFirst();
  if (!row || (row.status !== 'done' && (viewer === null || row.user_id !== viewer.id))) throw notFound('aiGameNotFound');
  return view(row, viewer, language);
}

class GenerationFailure extends Error {
  constructor(readonly reason: MessageKey) {
    super(reason);
  }
}

/** The specification and the bundle of a description, within the CPU budget; the model proposes when configured. */
export async function generateGame(
  config: Pick<AppDeps['config'], 'gamesDir' | 'llm'>,
  description: string,
  onStep: (percent: number) => Promise<void> = async () => undefined,
): Promise<{ spec: AiGameSpec; files: BundleFile[]; source: 'offline' | 'model' }> {
  let cpu = 0;
  const measured = async <T>(work: () => Promise<T> | T): Promise<T> => {
    const before = process.cpuUsage();
    const result = await work();
    const used = process.cpuUsage(before);
    cpu += (used.user + used.system) / 1000;
    if (cpu > AI_CPU_BUDGET_MS) throw new GenerationFailure('aiGameTooSlow');
    return result;
  };
  let spec = await measured(() => parseDescription(description));
  let source: 'offline' | 'model' = 'offline';
  await onStep(25);
  if (config.llm) {
    // The model's time is its own timeout (LLM_TIMEOUT_MS), not our CPU budget.
    const proposal = await proposeSpec(config.llm, description, spec);
    if (proposal) {
      spec = await measured(() => applyProposal(spec, proposal));
      source = 'model';
    }
    await onStep(50);
  }
  const files = await measured(() => buildBundle(config.gamesDir, spec));
  if (bundleBytes(files) > AI_BUILD_MAX_BYTES) throw new GenerationFailure('aiGameTooLarge');
  await onStep(70);
  return { spec, files, source };
}

/** Stores a bundle under /media/builds/<slug>/ (local files or the bucket), where the sandbox serves it. */
export async function storeBundle(storage: MediaStorage, id: number, files: BundleFile[]): Promise<string> {
  const slug = `ai${id}-${randomBytes(6).toString('hex')}`;
  const work = await mkdtemp(path.join(os.tmpdir(), 'spielraum-ai-'));
  try {
    for (const file of files) {
      const local = path.join(work, file.name);
      await writeFile(local, file.bytes);
      await storage.putFile(`builds/${slug}`, file.name, local, file.type);
    }
    return slug;
  } catch (error) {
    await storage.removeFolder(`/media/builds/${slug}`).catch(() => undefined);
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Runs one generation to its end: done with the game, or failed with the German reason. Never throws. */
export async function runGeneration(deps: GenerationDeps, id: number, context?: Pick<JobContext, 'progress'>): Promise<{ status: string }> {
  const row = await deps.db.selectFrom('ai_games').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.status === 'done' || row.status === 'failed') return { status: 'skipped' };
  const step = async (percent: number) => {
    await deps.db.updateTable('ai_games').set({ status: 'running', progress: percent, updated_at: nowIso() }).where('id', '=', id).execute();
    await context?.progress(percent);
    await publishProgress(deps, row, 'running', percent, null);
  };
  try {
    await step(5);
    const { spec, files, source } = await generateGame(deps.config, row.description, step);
    const slug = await storeBundle(deps.storage, id, files);
    await deps.db
      .updateTable('ai_games')
      .set({
        status: 'done',
        progress: 100,
        error: null,
        spec: JSON.stringify(spec),
        title: spec.title,
        genre: spec.genre,
        theme: spec.theme,
        source,
        build_slug: slug,
        build_bytes: bundleBytes(files),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    await publishProgress(deps, row, 'done', 100, null);
    return { status: 'done' };
  } catch (error) {
    const reason = translate(error instanceof GenerationFailure ? error.reason : 'aiGameBroken', 'de');
    if (!(error instanceof GenerationFailure)) console.error(`[ai-games] Generierung ${id} fehlgeschlagen`, error);
    await deps.db.updateTable('ai_games').set({ status: 'failed', error: reason, progress: 0, updated_at: nowIso() }).where('id', '=', id).execute();
    await publishProgress(deps, row, 'failed', 0, reason);
    return { status: 'failed' };
  }
}

export function aiGameJob(deps: GenerationDeps) {
  return async (payload: { id: number }, context: JobContext) => runGeneration(deps, Number(payload.id), context);
}

/**
 * A finished game of one's own goes into the catalogue through the games module's creation path: only by this
 * explicit call, which the page makes after its preview and a confirmation; a generation alone is not listed.
 */
export async function publishGeneration(deps: AppDeps, user: UserRow, id: number): Promise<{ game_id: number }> {
  const row = await deps.db.selectFrom('ai_games').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || (row.status !== 'done' && row.user_id !== user.id)) throw notFound('aiGameNotFound');
  if (row.user_id !== user.id) throw new HttpError(403, 'aiGameNotOwner');
  if (row.status !== 'done' || !row.spec || !row.build_slug) throw new HttpError(409, 'aiGameNotReady');
  if (row.game_id !== null) throw new HttpError(409, 'aiGameAlreadyPublished');
  const spec = JSON.parse(row.spec) as AiGameSpec;
  const created = await createGame(deps, user, {
    name: spec.title,
    description: `${spec.instructions}\n\nDie Idee dahinter: „${row.description}“\n\nErstellt mit dem Spielgenerator von Spielraum.`,
    categories: GENRE_CATEGORIES[spec.genre],
    release_date: nowIso().slice(0, 10),
    developer: user.name,
    publisher: 'Spielraum KI',
    age_rating: 0,
    typical_session_minutes: 10,
  });
  const gameId = created.game.id;
  await deps.db.updateTable('games').set({ browser_build: row.build_slug, updated_at: nowIso() }).where('id', '=', gameId).execute();
  await deps.db.updateTable('ai_games').set({ game_id: gameId, updated_at: nowIso() }).where('id', '=', id).execute();
  // Now playable in the browser: the catalogue's "Im Browser spielbar" lists it.
  await deps.events.publish({ type: 'game.changed', gameId });
  return { game_id: gameId };
}
