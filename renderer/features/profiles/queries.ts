import { type InfiniteData, type QueryClient, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ProfileAnswer, type ProfileUser, profileRoutes, type Relationship } from '../../../common/contract/profiles';
import type { PostPage } from '../../../common/contract/posts';
import { api } from '../../api/client';

// TanStack Query keys and hooks of profiles. A profile depends on who looks at it (the relationship,
// a friends-only profile), so the viewer is part of its key. The social actions (features/social/queries.ts)
// patch the cached profiles through `patchProfile`.

const ROOT = 'profiles';
const PROFILE_STALE_MS = 30_000;

export const profileKeys = {
  all: [ROOT] as const,
  /** Every viewer's copy of one profile. */
  of: (id: number) => [ROOT, 'detail', id] as const,
  detail: (id: number, viewer: number | null) => [ROOT, 'detail', id, viewer ?? 0] as const,
  /** The grid's further pages, after the first page the profile answer carries. */
  morePosts: (id: number, viewer: number | null, cursor: string | null) => [ROOT, 'posts', id, viewer ?? 0, cursor ?? ''] as const,
};

export function profileQuery(id: number, viewer: number | null) {
  return queryOptions({
    queryKey: profileKeys.detail(id, viewer),
    // Silent: a 403 (not available) and a 404 are the page's business, not a toast.
    queryFn: () => api(profileRoutes.get, { params: { id: String(id) } }, { context: { silent: true } }),
    staleTime: PROFILE_STALE_MS,
  });
}

/** The profile; an error (403 not available, 404) stays an error until the page is opened again. */
export function useProfile(id: number, viewer: number | null) {
  return useQuery({ ...profileQuery(id, viewer), retryOnMount: false });
}

/** "Mehr laden" of the posts grid: pages after `cursor` (the profile answer's nextCursor), loaded on demand. */
export function useMorePosts(id: number, viewer: number | null, cursor: string | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: profileKeys.morePosts(id, viewer, cursor),
    queryFn: ({ pageParam }) => api(profileRoutes.posts, { params: { id: String(id) }, query: { cursor: pageParam } }),
    initialPageParam: cursor ?? '',
    getNextPageParam: (last: PostPage) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
    enabled: enabled && cursor !== null,
  });
}

export type ProfileChange = {
  user?: (user: ProfileUser) => ProfileUser;
  relationship?: (relationship: Relationship) => Relationship;
};

/** Applies a change to every cached copy of a profile (all viewers); answers the copies before the change. */
export function patchProfile(client: QueryClient, id: number, change: ProfileChange): Array<[readonly unknown[], unknown]> {
  const before = client.getQueriesData<ProfileAnswer>({ queryKey: profileKeys.of(id) });
  client.setQueriesData<ProfileAnswer>({ queryKey: profileKeys.of(id) }, (data) => {
    if (!data) return data;
    const [first, ...rest] = data.user;
    return {
      ...data,
      user: first && change.user ? [change.user(first), ...rest] : data.user,
      relationship: change.relationship ? change.relationship(data.relationship) : data.relationship,
    };
  });
  return before;
}

/** Puts back what `patchProfile` answered (a failed optimistic change). */
export function restoreProfiles(client: QueryClient, copies: Array<[readonly unknown[], unknown]>): void {
  for (const [key, data] of copies) client.setQueryData(key, data);
}

export type MorePostsData = InfiniteData<PostPage, string>;
