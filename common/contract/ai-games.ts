import { z } from 'zod/mini';
import { AI_DESCRIPTION_MAX, AI_DESCRIPTION_MIN, AI_GENRES, AI_GOAL_KINDS, AI_THEMES } from '../rules/ai-game-kinds';
import { idParams } from './common';
import { defineRoute } from './route';

// Text to game (spec §2 /ai, /ai/h/{id}; §7 POST /api/create-game, GET /api/get_generated_games,
// GET /api/generated_game/{id}). A description becomes a generation job; its progress reaches the creator over
// the realtime channel ('ai-game.progress'); the finished game is a bundle played in the games' sandbox.

export const AI_GAME_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type AiGameStatusName = (typeof AI_GAME_STATUSES)[number];

export const createAiGameRequest = z.object({
  /** Trimmed (inner whitespace folded) before the length rule: 10–500 characters. */
  description: z
    .string({ error: 'aiDescriptionRequired' })
    .check(
      z.trim(),
      z.overwrite((text) => text.replace(/\s+/g, ' ')),
      z.minLength(AI_DESCRIPTION_MIN, { error: 'aiDescriptionTooShort' }),
      z.maxLength(AI_DESCRIPTION_MAX, { error: 'aiDescriptionTooLong' }),
    ),
});
export type CreateAiGameRequest = z.input<typeof createAiGameRequest>;

/** A figure of the preview, named in the viewer's language (singular and plural). */
const previewFigure = z.object({ id: z.nullable(z.string()), name: z.string(), plural: z.string() });

/** What the finished game contains, for the preview before publishing. */
export const generatedGamePreview = z.object({
  player: previewFigure,
  /** What the player collects. */
  items: z.array(previewFigure),
  /** What the player avoids (obstacle) or fights (enemy). */
  hazards: z.array(z.extend(previewFigure, { kind: z.enum(['enemy', 'obstacle']) })),
  /** score: points; collect: items; defeat: enemies; time: seconds to survive; reach: finish lines or exits. */
  goal: z.object({ kind: z.enum(AI_GOAL_KINDS), target: z.number() }),
  lives: z.number(),
  /** Seconds the goal must be reached in, or null. */
  time_limit: z.nullable(z.number()),
});
export type GeneratedGamePreview = z.infer<typeof generatedGamePreview>;

export const generatedGameSchema = z.object({
  id: z.number(),
  description: z.string(),
  status: z.enum(AI_GAME_STATUSES),
  /** 0–100 */
  progress: z.number(),
  /** Why it failed, in German; null unless failed. */
  error: z.nullable(z.string()),
  title: z.nullable(z.string()),
  genre: z.nullable(z.enum(AI_GENRES)),
  theme: z.nullable(z.enum(AI_THEMES)),
  /** German instructions of the game (null until done). */
  instructions: z.nullable(z.string()),
  /** The figures, goal and numbers of the finished game (null until done). */
  preview: z.nullable(generatedGamePreview),
  /** Where the sandboxed player loads it: /play-sandbox/<slug>/index.html (null until done). */
  play_url: z.nullable(z.string()),
  /** offline: the built-in generator; model: a configured model proposed the specification. */
  source: z.nullable(z.enum(['offline', 'model'])),
  /** The catalogue game once published. */
  game_id: z.nullable(z.number()),
  user: z.nullable(z.object({ id: z.number(), name: z.string() })),
  /** Whether the viewer made it (may publish it). */
  own: z.boolean(),
  created_at: z.string(),
});
export type GeneratedGame = z.infer<typeof generatedGameSchema>;

export const generatedGamesAnswer = z.object({
  /** The viewer's own generations (newest first, any state), empty for visitors. */
  mine: z.array(generatedGameSchema),
  /** The newest finished generations of everyone. */
  data: z.array(generatedGameSchema),
});
export type GeneratedGamesAnswer = z.infer<typeof generatedGamesAnswer>;

export const generatedGameAnswer = z.object({ data: generatedGameSchema });
export type GeneratedGameAnswer = z.infer<typeof generatedGameAnswer>;

export const publishAiGameAnswer = z.object({ game_id: z.number() });

const TAG = 'KI-Spiele';

export const aiGameRoutes = {
  create: defineRoute({
    method: 'post',
    path: '/api/create-game',
    tag: TAG,
    summary: 'Aus einer Beschreibung (10–500 Zeichen) ein Spiel erzeugen: ein Auftrag mit Fortschritt; höchstens einer je Person gleichzeitig',
    guard: 'auth',
    body: createAiGameRequest,
    rateLimit: { max: 20, windowSeconds: 3600, by: 'user' },
    responses: { 202: generatedGameAnswer },
    errors: [422, 429],
  }),
  list: defineRoute({
    method: 'get',
    path: '/api/get_generated_games',
    tag: TAG,
    summary: 'Die eigenen Generierungen (jeder Stand) und die neuesten fertigen Spiele aller',
    responses: { 200: generatedGamesAnswer },
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/generated_game/{id}',
    tag: TAG,
    summary: 'Eine Generierung: Beschreibung, Stand, Fortschritt und das spielbare Spiel (fremde nur, wenn fertig)',
    params: idParams,
    responses: { 200: generatedGameAnswer },
    errors: [404],
  }),
  publish: defineRoute({
    method: 'post',
    path: '/api/generated_game/{id}/publish',
    tag: TAG,
    summary: 'Ein fertiges eigenes Spiel in den Katalog stellen (wie ein hochgeladenes Browser-Spiel); eine Generierung erscheint dort erst mit diesem Aufruf',
    guard: 'verified',
    params: idParams,
    rateLimit: { max: 10, windowSeconds: 3600, by: 'user' },
    responses: { 201: publishAiGameAnswer },
    errors: [403, 404, 409],
  }),
};
