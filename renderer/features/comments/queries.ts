import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Comment, commentRoutes } from '../../../common/contract/comments';
import { api } from '../../api/client';
import { patchPost } from '../posts/queries';

// Comments of one post (spec §7 /api/comments, /api/comment_likes): pages in the server's ranking (§9), replies
// inside their thread.

const listComments = (postId: number, cursor: string | null) =>
  api(commentRoutes.list, { params: { id: String(postId) }, query: cursor ? { cursor } : {} });

type CommentPage = Awaited<ReturnType<typeof listComments>>;

export const commentKeys = {
  all: ['comments'] as const,
  post: (postId: number) => ['comments', postId] as const,
};

export function useComments(postId: number) {
  return useInfiniteQuery({
    queryKey: commentKeys.post(postId),
    queryFn: ({ pageParam }) => listComments(postId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: CommentPage) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
  });
}

function patchComments(
  client: ReturnType<typeof useQueryClient>,
  postId: number,
  change: (comments: Comment[]) => Comment[],
): void {
  client.setQueryData<InfiniteData<CommentPage>>(commentKeys.post(postId), (data) =>
    data ? { ...data, pages: data.pages.map((page, index) => ({ ...page, comments: index === 0 ? change(page.comments) : page.comments })) } : data,
  );
}

/** Applies `change` to the comment (top level or reply) with this id, on every page. */
function patchComment(
  client: ReturnType<typeof useQueryClient>,
  postId: number,
  id: number,
  change: (comment: Comment) => Comment,
): void {
  client.setQueryData<InfiniteData<CommentPage>>(commentKeys.post(postId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            comments: page.comments.map((comment) =>
              comment.id === id
                ? change(comment)
                : {
                    ...comment,
                    replies: comment.replies.map((reply) =>
                      reply.id === id ? (change(reply as Comment) as unknown as typeof reply) : reply,
                    ),
                  },
            ),
          })),
        }
      : data,
  );
}

export function useCreateComment(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, parentId }: { text: string; parentId: number | null }) =>
      (await api(commentRoutes.create, { body: { post_id: postId, comment: text, parent_id: parentId } })).comment,
    onSuccess: (comment) => {
      if (comment.parent_id === null) {
        patchComments(client, postId, (comments) => [comment, ...comments]);
      } else {
        patchComment(client, postId, comment.parent_id, (parent) => ({
          ...parent,
          replies_count: parent.replies_count + 1,
          replies: [...parent.replies, { ...comment, replies: [] }],
        }));
      }
      patchPost(client, postId, (post) => ({ ...post, comments: post.comments + 1 }));
    },
  });
}

export function useRemoveComment(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) => api(commentRoutes.remove, { params: { id: String(comment.id) } }),
    onSuccess: (_answer, removed) => {
      const gone = 1 + (removed.parent_id === null ? removed.replies_count : 0);
      client.setQueryData<InfiniteData<CommentPage>>(commentKeys.post(postId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                comments: page.comments
                  .filter((comment) => comment.id !== removed.id)
                  .map((comment) =>
                    comment.id === removed.parent_id
                      ? {
                          ...comment,
                          replies_count: Math.max(0, comment.replies_count - 1),
                          replies: comment.replies.filter((reply) => reply.id !== removed.id),
                        }
                      : comment,
                  ),
              })),
            }
          : data,
      );
      patchPost(client, postId, (post) => ({ ...post, comments: Math.max(0, post.comments - gone) }));
    },
  });
}

/** Toggles the viewer's like on a comment; the list updates at once and is put right by the answer. */
export function useToggleCommentLike(postId: number, viewer: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (comment: Comment) => {
      const mine = comment.likes.find((like) => like.user_id === viewer);
      if (mine) {
        if (mine.id <= 0) return;
        await api(commentRoutes.unlike, { params: { id: String(mine.id) } });
        patchComment(client, postId, comment.id, (cached) => ({
          ...cached,
          likes: cached.likes.filter((like) => like.user_id !== viewer),
        }));
      } else {
        const answer = await api(commentRoutes.like, { body: { comment_id: comment.id } });
        patchComment(client, postId, comment.id, (cached) => ({
          ...cached,
          likes: [...cached.likes.filter((like) => like.user_id !== viewer), answer.like],
        }));
      }
    },
    onMutate: (comment) => {
      if (viewer === null) return;
      const liked = comment.likes.some((like) => like.user_id === viewer);
      patchComment(client, postId, comment.id, (cached) => ({
        ...cached,
        likes: liked
          ? cached.likes.filter((like) => like.user_id !== viewer)
          : [...cached.likes, { id: -1, user_id: viewer }],
      }));
    },
    onError: (_error, comment) => {
      patchComment(client, postId, comment.id, (cached) => ({ ...cached, likes: comment.likes }));
    },
  });
}
