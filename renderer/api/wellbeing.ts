import {
  type AlternativeGamesResponse,
  type GamingGoal,
  type GamingGoalRequest,
  type GamingGoalsResponse,
  type LastPlayedEntry,
  type SessionFeedback,
  type SessionFeedbackRequest,
  type WellbeingStats,
  wellbeingRoutes,
} from '../../common/contract/wellbeing';
import { api } from './client';
import { callOnExit } from './raw';

// Well-being goals (spec §3 Gaming goal, Session feedback; §7 gaming-goals rows; GET and POST /api/lastPlayed).
// Every call needs a logged-in user. Failures reject with the ApiError of api/http.ts, or with
// InvalidAnswerError when the answer does not have the contract's shape.

/** The active goal (or null) and the earlier goals, newest first. */
export function getGoals(): Promise<GamingGoalsResponse> {
  return api(wellbeingRoutes.goals);
}

/** Sets a new goal; the previous one becomes history. Answers the new goal. */
export async function setGoal(payload: GamingGoalRequest): Promise<GamingGoal> {
  return (await api(wellbeingRoutes.setGoal, { body: payload })).goal;
}

/** Records one play session (duration, optional moods and notes). */
export async function sendSessionFeedback(payload: SessionFeedbackRequest): Promise<SessionFeedback> {
  return (await api(wellbeingRoutes.sessionFeedback, { body: payload })).feedback;
}

/** Short games and offline activities for the current goal; 404 when no goal is set. */
export function getAlternatives(): Promise<AlternativeGamesResponse> {
  return api(wellbeingRoutes.alternatives);
}

/**
 * Minutes per day (7) and week (4), moods and the days within the goal, counted in the viewer's days:
 * `tzOffset` is minutes east of UTC (Berlin in summer: 120).
 */
export function getStats(tzOffset: number = -new Date().getTimezoneOffset()): Promise<WellbeingStats> {
  return api(wellbeingRoutes.stats, { query: { tzOffset: String(Math.round(tzOffset)) } });
}

/** The games this user played most recently, newest first. */
export async function getLastPlayed(): Promise<LastPlayedEntry[]> {
  return (await api(wellbeingRoutes.lastPlayed)).lastPlayed;
}

/** Marks a game as just played; answers the updated list. */
export async function markPlayed(gameId: number): Promise<LastPlayedEntry[]> {
  return (await api(wellbeingRoutes.markPlayed, { body: { game_id: gameId } })).lastPlayed;
}

/** A play session the page could not finish asking about (the tab is closing): recorded as played, no mood after. */
export function reportPlayOnExit(payload: SessionFeedbackRequest): void {
  callOnExit(wellbeingRoutes.sessionFeedback, { body: payload });
  callOnExit(wellbeingRoutes.markPlayed, { body: { game_id: payload.game_id } });
}
