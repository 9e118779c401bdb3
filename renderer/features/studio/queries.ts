import { queryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { type Post, postRoutes } from '../../../common/contract/posts';
import { api } from '../../api/client';
import type { MutationExtras } from '../../api/query-client';
import { anyProcessing } from './stats';

// TanStack Query keys, queries and mutations of the creator studio and the admins' video management (spec §2
// /studio, /studio/dashboard, /studio/inhalte, /dev/video-management; §7 /api/profiles/{id}/studio-content).
// Keys carry the user id, so that a different account never sees the previous one's posts from the cache.

export type StatsRange = 7 | 28 | 90;
export const STATS_RANGES: readonly StatsRange[] = [7, 28, 90];

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
    queryFn: () => api(postRoutes.studioStats, { query: { days: String(days) as '7' | '28' | '90' } }),
    staleTime: STATS_STALE_MS,
  });
}

export function studioContentQuery(userId: number) {
  return queryOptions({
    queryKey: studioKeys.content(userId),
    queryFn: async () => (await api(postRoutes.studioContent, { params: { id: String(userId) } })).posts,
    staleTime: CONTENT_STALE_MS,
    refetchInterval: (query) => (anyProcessing(query.state.data as Post[] | undefined) ? PROCESSING_POLL_MS : false),
  });
}

export function customPostsQuery() {
  return queryOptions({ queryKey: adminPostKeys.custom, queryFn: async () => (await api(postRoutes.custom)).posts, staleTime: 30_000 });
}

/** Changes the title and text of one's own post. */
export function useUpdatePost(postId: number, extras: MutationExtras<Post, { title?: string; text?: string }> = {}) {
  return useMutation({
    ...extras,
    mutationFn: async (change) => (await api(postRoutes.update, { params: { id: String(postId) }, body: change })).post,
  });
}

/** Deletes a post with its media (one's own; admins any). */
export function useDeletePost(postId: number, extras: MutationExtras<void> = {}) {
  return useMutation({
    ...extras,
    mutationFn: async () => {
      await api(postRoutes.remove, { params: { id: String(postId) } });
    },
  });
}

/** All posts, newest first, hidden and unfinished ones included (admins). */
export function useAllPosts() {
  return useInfiniteQuery({
    queryKey: adminPostKeys.all,
    queryFn: ({ pageParam }) => api(postRoutes.adminList, { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
  });
}

/** Hides a post from every feed or shows it again (admins). */
export function useSetPostHidden(postId: number, extras: MutationExtras<Post, boolean> = {}) {
  return useMutation({
    ...extras,
    mutationFn: async (hidden) => (await api(postRoutes.adminUpdate, { params: { id: String(postId) }, body: { hidden } })).post,
  });
}

/** Replaces the curated list of /custom (admins); answers the list as stored. */
export function useSetCustomPosts<TContext>(extras: MutationExtras<Post[], number[], TContext> = {}) {
  return useMutation({
    ...extras,
    mutationFn: async (postIds) => (await api(postRoutes.setCustom, { body: { post_ids: postIds } })).posts,
  });
}
