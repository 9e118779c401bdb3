import { z } from 'zod/mini';
import { GOAL_TYPES, MOOD_MAX, MOOD_MIN, SESSION_DURATION_MAX_MINUTES } from '../constants';
import { gameSchema } from './games';
import { dbId } from './common';
import { defineRoute } from './route';

// Well-being goals (spec §3 Gaming goal, Session feedback; §7 gaming-goals rows; GET and POST /api/lastPlayed).

const flag = z._default(z.optional(z.boolean({ error: 'invalidType' })), false);

export const gamingGoalRequest = z.object({
  goal_type: z.enum(GOAL_TYPES, { error: 'invalidGoalType' }),
  settings: z._default(z.optional(z.object({ confirmBeforeStart: flag, collectFeedback: flag })), {
    confirmBeforeStart: false,
    collectFeedback: false,
  }),
  daily_minutes: z.optional(
    z.number({ error: 'invalidType' }).check(z.int({ error: 'invalidType' }), z.gte(15), z.lte(720)),
  ),
});
export type GamingGoalRequest = z.input<typeof gamingGoalRequest>;

const mood = z.nullish(
  z
    .number({ error: 'moodRange' })
    .check(z.int({ error: 'moodRange' }), z.gte(MOOD_MIN, { error: 'moodRange' }), z.lte(MOOD_MAX, { error: 'moodRange' })),
);
const gameId = dbId('gameNotFound');

export const sessionFeedbackRequest = z.object({
  game_id: gameId,
  mood_before: mood,
  mood_after: mood,
  session_duration_minutes: z
    .number({ error: 'durationRange' })
    .check(
      z.int({ error: 'durationRange' }),
      z.gte(0, { error: 'durationRange' }),
      z.lte(SESSION_DURATION_MAX_MINUTES, { error: 'durationRange' }),
    ),
  additional_notes: z.nullish(z.string({ error: 'invalidType' }).check(z.trim(), z.maxLength(2000, { error: 'tooLong' }))),
});
export type SessionFeedbackRequest = z.input<typeof sessionFeedbackRequest>;

export const lastPlayedRequest = z.object({ game_id: gameId });

export const wellbeingStatsQuery = z.object({
  /** Minutes east of UTC of the viewer's clock, so "today" means the user's day. */
  tzOffset: z._default(
    z.optional(
      z.pipe(
        z.string().check(z.regex(/^-?\d{1,3}$/)),
        z.pipe(z.transform(Number), z.number().check(z.gte(-840), z.lte(840))),
      ),
    ),
    0,
  ),
});

export const gamingGoalSchema = z.object({
  id: z.number(),
  goal_type: z.enum(GOAL_TYPES),
  settings: z.object({ confirmBeforeStart: z.boolean(), collectFeedback: z.boolean() }),
  daily_minutes: z.number(),
  active: z.boolean(),
  created_at: z.string(),
});
export type GamingGoal = z.infer<typeof gamingGoalSchema>;

export const gamingGoalsResponse = z.object({ goal: z.nullable(gamingGoalSchema), history: z.array(gamingGoalSchema) });
export type GamingGoalsResponse = z.infer<typeof gamingGoalsResponse>;

export const sessionFeedbackSchema = z.object({
  id: z.number(),
  game_id: z.number(),
  mood_before: z.nullable(z.number()),
  mood_after: z.nullable(z.number()),
  session_duration_minutes: z.number(),
  additional_notes: z.nullable(z.string()),
  created_at: z.string(),
});
export type SessionFeedback = z.infer<typeof sessionFeedbackSchema>;

/** A suggestion away from the screen; the renderer translates `id` (wellbeing:activities.<id>). */
export const offlineActivitySchema = z.object({ id: z.string(), minutes: z.number() });
export type OfflineActivity = z.infer<typeof offlineActivitySchema>;

export const alternativeGamesResponse = z.object({
  goal_type: z.enum(GOAL_TYPES),
  games: z.array(gameSchema),
  activities: z.array(offlineActivitySchema),
});
export type AlternativeGamesResponse = z.infer<typeof alternativeGamesResponse>;

const nullableNumber = z.nullable(z.number());

export const wellbeingStatsSchema = z.object({
  goal: z.nullable(gamingGoalSchema),
  days: z.array(z.object({ date: z.string(), minutes: z.number(), sessions: z.number(), within_goal: z.boolean() })),
  weeks: z.array(z.object({ week_start: z.string(), minutes: z.number(), sessions: z.number() })),
  mood: z.object({ before_avg: nullableNumber, after_avg: nullableNumber, sessions_with_mood: z.number() }),
  per_game: z.array(
    z.object({
      game_id: z.number(),
      name: z.string(),
      sessions: z.number(),
      minutes: z.number(),
      mood_before_avg: nullableNumber,
      mood_after_avg: nullableNumber,
    }),
  ),
  days_within_goal: z.number(),
  days_total: z.number(),
  total_minutes: z.number(),
  total_sessions: z.number(),
});
export type WellbeingStats = z.infer<typeof wellbeingStatsSchema>;

export const lastPlayedEntrySchema = z.object({ game: gameSchema, played_at: z.string() });
export type LastPlayedEntry = z.infer<typeof lastPlayedEntrySchema>;
const lastPlayedAnswer = z.object({ lastPlayed: z.array(lastPlayedEntrySchema) });

const TAG = 'Wohlbefinden';

export const wellbeingRoutes = {
  goals: defineRoute({
    method: 'get',
    path: '/api/gaming-goals',
    tag: TAG,
    summary: 'Das aktive Spielziel und die früheren',
    guard: 'auth',
    responses: { 200: gamingGoalsResponse },
  }),
  setGoal: defineRoute({
    method: 'post',
    path: '/api/gaming-goals',
    tag: TAG,
    summary: 'Ein neues Spielziel setzen; das bisherige wird Verlauf',
    guard: 'auth',
    body: gamingGoalRequest,
    responses: { 201: z.object({ goal: gamingGoalSchema }) },
  }),
  sessionFeedback: defineRoute({
    method: 'post',
    path: '/api/gaming-goals/session-feedback',
    tag: TAG,
    summary: 'Eine Spielsitzung melden (Dauer, Stimmung vorher und nachher, Notizen)',
    guard: 'auth',
    body: sessionFeedbackRequest,
    responses: { 201: z.object({ feedback: sessionFeedbackSchema }) },
  }),
  alternatives: defineRoute({
    method: 'get',
    path: '/api/gaming-goals/alternative-games',
    tag: TAG,
    summary: 'Kurze Spiele und Offline-Aktivitäten passend zum Ziel',
    guard: 'auth',
    responses: { 200: alternativeGamesResponse },
    errors: [404],
  }),
  stats: defineRoute({
    method: 'get',
    path: '/api/gaming-goals/wellbeing-stats',
    tag: TAG,
    summary: 'Spielzeit je Tag und Woche, Stimmung und Tage im Ziel, in den Tagen des Betrachters',
    guard: 'auth',
    query: wellbeingStatsQuery,
    responses: { 200: wellbeingStatsSchema },
    errors: [500],
  }),
  lastPlayed: defineRoute({
    method: 'get',
    path: '/api/lastPlayed',
    tag: TAG,
    summary: 'Zuletzt gespielte Spiele, neueste zuerst',
    guard: 'auth',
    responses: { 200: lastPlayedAnswer },
  }),
  markPlayed: defineRoute({
    method: 'post',
    path: '/api/lastPlayed',
    tag: TAG,
    summary: 'Ein Spiel als gerade gespielt merken',
    guard: 'auth',
    body: lastPlayedRequest,
    responses: { 201: lastPlayedAnswer },
  }),
};
