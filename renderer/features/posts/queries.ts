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
import type { Post, PostPage } from '../../../common/contract/posts';
import {
  type FeedTab,
  getCustomPosts,
  getHistory,
  getHome,
  getLikedVideos,
  getPost,
  likePost,
  unlikePost,
  viewPost,
} from '../../api/posts';

// TanStack Query keys and hooks of the video posts. Every cached copy of a post (feed pages, lists, the single
// post) is patched together, so a like on /post/1 shows in the feed too.

const ROOT = 'posts';
const FEED_STALE_MS = 30_000;

export const postKeys = {
  all: [ROOT] as const,
  feed: (tab: FeedTab, viewer: number | null) => [ROOT, 'feed', tab, viewer ?? 0] as const,
  detail: (id: number) => [ROOT, 'detail', id] as const,
  history: (viewer: number) => [ROOT, 'history', viewer] as const,
  liked: (viewer: number) => [ROOT, 'liked', viewer] as const,
  custom: () => [ROOT, 'custom'] as const,
};

export function feedQuery(tab: FeedTab, viewer: number | null) {
  return infiniteQueryOptions({
    queryKey: postKeys.feed(tab, viewer),
    queryFn: ({ pageParam }) => getHome(tab, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PostPage) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
    staleTime: FEED_STALE_MS,
  });
}

export function useFeed(tab: FeedTab, viewer: number | null, enabled = true) {
  return useInfiniteQuery({ ...feedQuery(tab, viewer), enabled });
}

export function postQuery(id: number) {
  return queryOptions({ queryKey: postKeys.detail(id), queryFn: () => getPost(id), staleTime: FEED_STALE_MS });
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
  return useInfiniteQuery(pagedQuery(postKeys.history(viewer), getHistory));
}

export function useLikedVideos(viewer: number) {
  return useInfiniteQuery(pagedQuery(postKeys.liked(viewer), getLikedVideos));
}

export function useCustomPosts() {
  return useQuery({ queryKey: postKeys.custom(), queryFn: getCustomPosts });
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
    mutationFn: (post: Post) => likePost(post.id),
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
      return unlikePost(post.my_like.id);
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
    mutationFn: (postId: number) => viewPost(postId),
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
