import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { exploreRoutes } from '../../../common/contract/explore';
import { type Post, type PostPage, postRoutes } from '../../../common/contract/posts';
import { api, sendWithProgress } from '../../api/client';
import { callOnExit } from '../../api/raw';

// TanStack Query keys and hooks of the video posts (spec §7 /api/posts, /api/home, /api/customPosts, /api/likes,
// /api/views, /api/watchtime, /api/history, /api/likedVideos). Every cached copy of a post (feed pages, lists,
// the single post) is patched together, so a like on /post/1 shows in the feed too.

export type FeedTab = 'foryou' | 'following';

const cursorQuery = (cursor?: string | null) => (cursor ? { cursor } : {});

const ROOT = 'posts';
const FEED_STALE_MS = 30_000;

export const postKeys = {
  all: [ROOT] as const,
  feed: (tab: FeedTab, viewer: number | null) => [ROOT, 'feed', tab, viewer ?? 0] as const,
  detail: (id: number) => [ROOT, 'detail', id] as const,
  history: (viewer: number) => [ROOT, 'history', viewer] as const,
  liked: (viewer: number) => [ROOT, 'liked', viewer] as const,
  custom: () => [ROOT, 'custom'] as const,
  /** The clips in trend on /explore: what the viewer may see. */
  trending: (viewer: number | null) => [ROOT, 'trending', viewer ?? 0] as const,
};

export function feedQuery(tab: FeedTab, viewer: number | null) {
  return infiniteQueryOptions({
    queryKey: postKeys.feed(tab, viewer),
    queryFn: ({ pageParam }) => api(postRoutes.home, { query: { tab, ...cursorQuery(pageParam) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PostPage) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
    staleTime: FEED_STALE_MS,
  });
}

export function useFeed(tab: FeedTab, viewer: number | null, enabled = true) {
  return useInfiniteQuery({ ...feedQuery(tab, viewer), enabled });
}

/** `silent`: a 404 is the caller's business (the /post/{id} page shows its own 404), no message. */
export function postQuery(id: number, options: { silent?: boolean } = {}) {
  return queryOptions({
    queryKey: postKeys.detail(id),
    queryFn: async () =>
      (await api(postRoutes.get, { params: { id: String(id) } }, options.silent ? { context: { silent: true } } : {})).post,
    staleTime: FEED_STALE_MS,
  });
}

export function usePost(id: number, options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...postQuery(id), ...options });
}

function pagedQuery(key: readonly unknown[], load: (cursor: string | null) => Promise<PostPage>) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PostPage) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
  });
}

export function useHistory(viewer: number) {
  return useInfiniteQuery(pagedQuery(postKeys.history(viewer), (cursor) => api(postRoutes.history, { query: cursorQuery(cursor) })));
}

export function useLikedVideos(viewer: number) {
  return useInfiniteQuery(pagedQuery(postKeys.liked(viewer), (cursor) => api(postRoutes.likedVideos, { query: cursorQuery(cursor) })));
}

/** GET /api/explore/clips: the trend of the last days (its answer carries `posts`, so likes patch it too). */
export function useTrendingClips(viewer: number | null) {
  return useQuery({ queryKey: postKeys.trending(viewer), queryFn: () => api(exploreRoutes.trendingClips), staleTime: 60_000 });
}

export function useCustomPosts() {
  return useQuery({ queryKey: postKeys.custom(), queryFn: async () => (await api(postRoutes.custom)).posts });
}

/** Applies `change` to every cached copy of the post. */
export function patchPost(client: QueryClient, id: number, change: (post: Post) => Post): void {
  client.setQueriesData<InfiniteData<PostPage> | Post | { posts: Post[] } | Post[]>({ queryKey: postKeys.all }, (data) => {
    if (!data) return data;
    if ('pages' in data) {
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          posts: page.posts.map((post) => (post.id === id ? change(post) : post)),
        })),
      };
    }
    if (Array.isArray(data)) return data.map((post) => (post.id === id ? change(post) : post));
    if ('posts' in data) return { ...data, posts: data.posts.map((post) => (post.id === id ? change(post) : post)) };
    return data.id === id ? change(data) : data;
  });
}

/** Likes a post: the heart and the count change at once, and go back if the server says no. */
export function useLike() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (post: Post) => api(postRoutes.like, { body: { post_id: post.id } }),
    onMutate: (post) => {
      patchPost(client, post.id, (cached) =>
        cached.my_like ? cached : { ...cached, likes: cached.likes + 1, my_like: { id: -1, user_id: -1 } },
      );
    },
    onSuccess: (answer, post) => {
      patchPost(client, post.id, (cached) => ({ ...cached, likes: answer.likes, my_like: answer.like }));
    },
    onError: (_error, post) => {
      patchPost(client, post.id, (cached) => ({ ...cached, likes: post.likes, my_like: post.my_like }));
    },
  });
}

export function useUnlike() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (post: Post) => {
      if (!post.my_like || post.my_like.id <= 0) return Promise.reject(new Error('like pending'));
      return api(postRoutes.unlike, { params: { id: String(post.my_like.id) } });
    },
    onMutate: (post) => {
      patchPost(client, post.id, (cached) =>
        cached.my_like ? { ...cached, likes: Math.max(0, cached.likes - 1), my_like: null } : cached,
      );
    },
    onSuccess: (answer, post) => {
      patchPost(client, post.id, (cached) => ({ ...cached, likes: answer.likes, my_like: null }));
    },
    onError: (_error, post) => {
      patchPost(client, post.id, (cached) => ({ ...cached, likes: post.likes, my_like: post.my_like }));
    },
  });
}

/** Counts a view once per post and page life (the server also counts once per user and day). */
const viewed = new Set<number>();

export function useView() {
  const client = useQueryClient();
  return useMutation({
    // Silent: a view is bookkeeping (the server counts one per user, post and day).
    mutationFn: (postId: number) => api(postRoutes.view, { body: { post_id: postId } }, { context: { silent: true } }),
    onMutate: (postId) => {
      viewed.add(postId);
    },
    onSuccess: (answer, postId) => {
      patchPost(client, postId, (cached) => ({ ...cached, views: answer.views }));
    },
  });
}

export function alreadyViewed(postId: number): boolean {
  return viewed.has(postId);
}

export interface WatchTimeEntry {
  post_id: number;
  /** Seconds. */
  watchTime: number;
}

/**
 * Watch time of the page's one collector (view-tracker.ts), which gathers it outside any component:
 * silent bookkeeping, no cache behind it. When the page is being left, a keepalive fetch that outlives it.
 */
export function sendWatchTime(batch: WatchTimeEntry[], leaving = false): Promise<unknown> {
  if (leaving) {
    callOnExit(postRoutes.watchTime, { body: { batch } });
    return Promise.resolve();
  }
  return api(postRoutes.watchTime, { body: { batch } }, { context: { silent: true } });
}

export interface UploadInput {
  video: File;
  title: string;
  text: string;
  gameId: number | null;
}

/**
 * Uploads a video (POST /api/posts, multipart with progress: `onProgress` gets 0–1). Resolves with the new post
 * (status processing); rejects with UploadError carrying the server's message on 4xx.
 */
export function useUploadPost() {
  return useMutation({
    mutationFn: async ({ input, onProgress, signal }: { input: UploadInput; onProgress(share: number): void; signal?: AbortSignal }) =>
      (
        await sendWithProgress(
          postRoutes.create,
          { body: { video: input.video, title: input.title, text: input.text, game_id: input.gameId ? String(input.gameId) : '' } },
          { onProgress, ...(signal ? { signal } : {}) },
        )
      ).post,
  });
}
