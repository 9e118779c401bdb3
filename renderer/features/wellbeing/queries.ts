import { queryOptions } from '@tanstack/react-query';
import { getAlternatives, getGoals, getLastPlayed, getStats } from '../../api/wellbeing';

// TanStack Query keys and options of the well-being data. Keys carry the user id so that a different
// account never sees the previous one's goal from the cache.

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

export function goalsQuery(userId: number) {
  return queryOptions({ queryKey: wellbeingKeys.goals(userId), queryFn: getGoals, staleTime: GOALS_STALE_MS });
}

export function statsQuery(userId: number) {
  return queryOptions({ queryKey: wellbeingKeys.stats(userId), queryFn: () => getStats(), staleTime: STATS_STALE_MS });
}

export function alternativesQuery(userId: number) {
  return queryOptions({
    queryKey: wellbeingKeys.alternatives(userId),
    queryFn: getAlternatives,
    staleTime: ALTERNATIVES_STALE_MS,
  });
}

export function lastPlayedQuery(userId: number) {
  return queryOptions({ queryKey: wellbeingKeys.lastPlayed(userId), queryFn: getLastPlayed, staleTime: STATS_STALE_MS });
}
