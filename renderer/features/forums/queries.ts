import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateForumRequest, forumRoutes, type ModerateForumRequest } from '../../../common/contract/forums';
import { api } from '../../api/client';

// Forums (spec §7 GET /api/foren, GET /api/foren/{id}, POST /api/foren, POST /api/message): the list (pages,
// optionally of one game) and a thread (pages of posts, oldest first). After a post, an edit or a moderation
// the thread reloads, as the spec says for POST /api/message.

const id = (value: number) => ({ id: String(value) });

const listForums = (gameId: number | null, cursor: string | null) =>
  api(forumRoutes.list, { query: { ...(gameId ? { game_id: String(gameId) } : {}), ...(cursor ? { cursor } : {}) } });

/** The spec's answer is a list of forums; the first entry is the one asked for. */
async function getForum(forumId: number, cursor: string | null) {
  const answer = await api(forumRoutes.show, { params: id(forumId), query: cursor ? { cursor } : {} });
  const forum = answer[0];
  if (!forum) throw new Error('forum answer without entry');
  return forum;
}

type ForumPage = Awaited<ReturnType<typeof listForums>>;
type ThreadPage = Awaited<ReturnType<typeof getForum>>;

export const forumKeys = {
  all: ['forums'] as const,
  lists: () => ['forums', 'list'] as const,
  list: (gameId: number | null) => ['forums', 'list', gameId] as const,
  thread: (id: number) => ['forums', 'thread', id] as const,
};

export function useForums(gameId: number | null) {
  return useInfiniteQuery({
    queryKey: forumKeys.list(gameId),
    queryFn: ({ pageParam }) => listForums(gameId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ForumPage) => (last.has_more && last.next_cursor ? last.next_cursor : undefined),
  });
}

export function useForum(id: number) {
  return useInfiniteQuery({
    queryKey: forumKeys.thread(id),
    queryFn: ({ pageParam }) => getForum(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ThreadPage) => (last.has_more && last.next_cursor ? last.next_cursor : undefined),
  });
}

function useReload(id?: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: forumKeys.lists() }),
      id === undefined ? Promise.resolve() : client.invalidateQueries({ queryKey: forumKeys.thread(id) }),
    ]);
}

export function useCreateForum() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: CreateForumRequest) => (await api(forumRoutes.create, { body })).forum,
    onSuccess: () => reload(),
  });
}

export function usePostMessage(forumId: number) {
  const reload = useReload(forumId);
  return useMutation({
    mutationFn: async ({ text, replyTo }: { text: string; replyTo: number | null }) =>
      (await api(forumRoutes.post, { body: { forum_id: forumId, message: text, reply_to: replyTo } })).message,
    onSuccess: () => reload(),
  });
}

export function useEditMessage(forumId: number) {
  const reload = useReload(forumId);
  return useMutation({
    mutationFn: async ({ id: messageId, text }: { id: number; text: string }) =>
      (await api(forumRoutes.edit, { params: id(messageId), body: { message: text } })).message,
    onSuccess: () => reload(),
  });
}

export function useDeleteMessage(forumId: number) {
  const reload = useReload(forumId);
  return useMutation({
    mutationFn: (messageId: number) => api(forumRoutes.remove, { params: id(messageId) }),
    onSuccess: () => reload(),
  });
}

export function useModerateForum(forumId: number) {
  const reload = useReload(forumId);
  return useMutation({
    mutationFn: async (body: ModerateForumRequest) => (await api(forumRoutes.moderate, { params: id(forumId), body })).forum,
    onSuccess: () => reload(),
  });
}

export function useDeleteForum() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (forumId: number) => api(forumRoutes.removeForum, { params: id(forumId) }),
    onSuccess: (_answer, forumId) => {
      client.removeQueries({ queryKey: forumKeys.thread(forumId) });
      return client.invalidateQueries({ queryKey: forumKeys.lists() });
    },
  });
}
