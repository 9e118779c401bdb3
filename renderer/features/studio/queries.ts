import { queryOptions } from '@tanstack/react-query';
import type { Post } from '../../../common/contract/posts';
import { getCustomPosts, getStudioContent, getStudioStats, type StatsRange } from '../../api/studio';
import { anyProcessing } from './stats';

// TanStack Query keys and options of the studio and the video management. Keys carry the user id, so that a
// different account never sees the previous one's posts from the cache.

const ROOT = 'studio';
const STATS_STALE_MS = 60_000;
const CONTENT_STALE_MS = 15_000;
/** While a post is being processed, its progress is asked for this often (realtime events may come sooner). */
export const PROCESSING_POLL_MS = 2_000;

export const studioKeys = {
  all: [ROOT] as const,
  user: (userId: number) => [ROOT, userId] as const,
  stats: (userId: number, days: StatsRange) => [ROOT, userId, 'stats', days] as const,
  content: (userId: number) => [ROOT, userId, 'content'] as const,
};

export const adminPostKeys = {
  all: ['admin', 'posts'] as const,
  custom: ['custom-posts'] as const,
};

export function studioStatsQuery(userId: number, days: StatsRange) {
  return queryOptions({
    queryKey: studioKeys.stats(userId, days),
    queryFn: () => getStudioStats(days),
    staleTime: STATS_STALE_MS,
  });
}

export function studioContentQuery(userId: number) {
  return queryOptions({
    queryKey: studioKeys.content(userId),
    queryFn: () => getStudioContent(userId),
    staleTime: CONTENT_STALE_MS,
    refetchInterval: (query) => (anyProcessing(query.state.data as Post[] | undefined) ? PROCESSING_POLL_MS : false),
  });
}

export function customPostsQuery() {
  return queryOptions({ queryKey: adminPostKeys.custom, queryFn: getCustomPosts, staleTime: 30_000 });
}
