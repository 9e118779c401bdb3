import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  type GamingGoal,
  type GamingGoalRequest,
  type LastPlayedEntry,
  type SessionFeedback,
  type SessionFeedbackRequest,
  wellbeingRoutes,
} from '../../../common/contract/wellbeing';
import { api } from '../../api/client';
import type { MutationExtras } from '../../api/query-client';
import { callOnExit } from '../../api/raw';

// TanStack Query keys, queries and mutations of the well-being goals (spec §3 Gaming goal, Session feedback;
// §7 gaming-goals rows; GET and POST /api/lastPlayed). Every call needs a signed-in user. Keys carry the user
// id so that a different account never sees the previous one's goal from the cache.

const ROOT = 'wellbeing';
const GOALS_STALE_MS = 30_000;
const STATS_STALE_MS = 30_000;
const ALTERNATIVES_STALE_MS = 5 * 60_000;

export const wellbeingKeys = {
  all: [ROOT] as const,
  user: (userId: number) => [ROOT, userId] as const,
  goals: (userId: number) => [ROOT, userId, 'goals'] as const,
  stats: (userId: number) => [ROOT, userId, 'stats'] as const,
  alternatives: (userId: number) => [ROOT, userId, 'alternatives'] as const,
  lastPlayed: (userId: number) => [ROOT, userId, 'lastPlayed'] as const,
};

/** The active goal (or null) and the earlier goals, newest first. */
export function goalsQuery(userId: number) {
  return queryOptions({ queryKey: wellbeingKeys.goals(userId), queryFn: () => api(wellbeingRoutes.goals), staleTime: GOALS_STALE_MS });
}

/**
 * Minutes per day (7) and week (4), moods and the days within the goal, counted in the viewer's days: the
 * offset is minutes east of UTC (Berlin in summer: 120).
 */
export function statsQuery(userId: number) {
  return queryOptions({
    queryKey: wellbeingKeys.stats(userId),
    queryFn: () => api(wellbeingRoutes.stats, { query: { tzOffset: String(Math.round(-new Date().getTimezoneOffset())) } }),
    staleTime: STATS_STALE_MS,
  });
}

/** Short games and offline activities for the current goal; 404 when no goal is set. */
export function alternativesQuery(userId: number) {
  return queryOptions({
    queryKey: wellbeingKeys.alternatives(userId),
    queryFn: () => api(wellbeingRoutes.alternatives),
    staleTime: ALTERNATIVES_STALE_MS,
  });
}

/** The games this user played most recently, newest first. */
export function lastPlayedQuery(userId: number) {
  return queryOptions({
    queryKey: wellbeingKeys.lastPlayed(userId),
    queryFn: async () => (await api(wellbeingRoutes.lastPlayed)).lastPlayed,
    staleTime: STATS_STALE_MS,
  });
}

/** Sets a new goal; the previous one becomes history. Answers the new goal. */
export function useSetGoal(extras: MutationExtras<GamingGoal, GamingGoalRequest> = {}) {
  return useMutation({ ...extras, mutationFn: async (payload) => (await api(wellbeingRoutes.setGoal, { body: payload })).goal });
}

/**
 * Records a finished play session and marks the game as played: the pre-play gate's (gate.ts), which ends a
 * session outside any component (the play button, the launcher's request). Both settle on their own.
 */
export function recordPlay(
  payload: SessionFeedbackRequest,
): Promise<[PromiseSettledResult<SessionFeedback>, PromiseSettledResult<LastPlayedEntry[]>]> {
  return Promise.allSettled([
    api(wellbeingRoutes.sessionFeedback, { body: payload }).then((answer) => answer.feedback),
    api(wellbeingRoutes.markPlayed, { body: { game_id: payload.game_id } }).then((answer) => answer.lastPlayed),
  ]);
}

/** A play session the page could not finish asking about (the tab is closing): recorded as played, no mood after. */
export function reportPlayOnExit(payload: SessionFeedbackRequest): void {
  callOnExit(wellbeingRoutes.sessionFeedback, { body: payload });
  callOnExit(wellbeingRoutes.markPlayed, { body: { game_id: payload.game_id } });
}
