import { z } from 'zod';
import { GOAL_TYPES, MOOD_MAX, MOOD_MIN, SESSION_DURATION_MAX_MINUTES } from '../constants';
import type { Game } from './games';

// Well-being goals (spec §3 Gaming goal, Session feedback; issue 4).

export const gamingGoalRequest = z.object({
  goal_type: z.enum(GOAL_TYPES, { error: 'invalidGoalType' }),
  settings: z
    .object({
      confirmBeforeStart: z.boolean({ error: 'invalidType' }).optional().default(false),
      collectFeedback: z.boolean({ error: 'invalidType' }).optional().default(false),
    })
    .optional()
    .default({ confirmBeforeStart: false, collectFeedback: false }),
  daily_minutes: z.number({ error: 'invalidType' }).int({ error: 'invalidType' }).min(15).max(720).optional(),
});
export type GamingGoalRequest = z.input<typeof gamingGoalRequest>;

const mood = z
  .number({ error: 'moodRange' })
  .int({ error: 'moodRange' })
  .min(MOOD_MIN, { error: 'moodRange' })
  .max(MOOD_MAX, { error: 'moodRange' })
  .nullish();

export const sessionFeedbackRequest = z.object({
  game_id: z.number({ error: 'gameNotFound' }).int({ error: 'gameNotFound' }).positive({ error: 'gameNotFound' }),
  mood_before: mood,
  mood_after: mood,
  session_duration_minutes: z
    .number({ error: 'durationRange' })
    .int({ error: 'durationRange' })
    .min(0, { error: 'durationRange' })
    .max(SESSION_DURATION_MAX_MINUTES, { error: 'durationRange' }),
  additional_notes: z.string({ error: 'invalidType' }).trim().max(2000, { error: 'tooLong' }).nullish(),
});
export type SessionFeedbackRequest = z.input<typeof sessionFeedbackRequest>;

export const lastPlayedRequest = z.object({
  game_id: z.number({ error: 'gameNotFound' }).int({ error: 'gameNotFound' }).positive({ error: 'gameNotFound' }),
});

export const wellbeingStatsQuery = z.object({
  /** Minutes east of UTC of the viewer's clock, so "today" means the user's day. */
  tzOffset: z.coerce.number().int().min(-840).max(840).optional().default(0),
});

export interface GamingGoal {
  id: number;
  goal_type: (typeof GOAL_TYPES)[number];
  settings: { confirmBeforeStart: boolean; collectFeedback: boolean };
  daily_minutes: number;
  active: boolean;
  created_at: string;
}

export interface GamingGoalsResponse {
  goal: GamingGoal | null;
  history: GamingGoal[];
}

export interface SessionFeedback {
  id: number;
  game_id: number;
  mood_before: number | null;
  mood_after: number | null;
  session_duration_minutes: number;
  additional_notes: string | null;
  created_at: string;
}

/** A suggestion away from the screen; the renderer translates `id` (wellbeing:activities.<id>). */
export interface OfflineActivity {
  id: string;
  minutes: number;
}

export interface AlternativeGamesResponse {
  goal_type: GamingGoal['goal_type'];
  games: Game[];
  activities: OfflineActivity[];
}

export interface WellbeingStats {
  goal: GamingGoal | null;
  days: { date: string; minutes: number; sessions: number; within_goal: boolean }[];
  weeks: { week_start: string; minutes: number; sessions: number }[];
  mood: { before_avg: number | null; after_avg: number | null; sessions_with_mood: number };
  per_game: {
    game_id: number;
    name: string;
    sessions: number;
    minutes: number;
    mood_before_avg: number | null;
    mood_after_avg: number | null;
  }[];
  days_within_goal: number;
  days_total: number;
  total_minutes: number;
  total_sessions: number;
}

export interface LastPlayedEntry {
  game: Game;
  played_at: string;
}
