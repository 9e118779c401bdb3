import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateForumRequest, ModerateForumRequest } from '../../../common/contract/forums';
import {
  createForum,
  deleteForum,
  deleteForumMessage,
  editForumMessage,
  getForum,
  listForums,
  moderateForum,
  postForumMessage,
} from '../../api/forums';

// Forums: the list (pages, optionally of one game) and a thread (pages of posts, oldest first). After a post,
// an edit or a moderation the thread reloads, as the spec says for POST /api/message.

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
  return useMutation({ mutationFn: (body: CreateForumRequest) => createForum(body), onSuccess: () => reload() });
}

export function usePostMessage(forumId: number) {
  const reload = useReload(forumId);
  return useMutation({
    mutationFn: ({ text, replyTo }: { text: string; replyTo: number | null }) => postForumMessage(forumId, text, replyTo),
    onSuccess: () => reload(),
  });
}

export function useEditMessage(forumId: number) {
  const reload = useReload(forumId);
  return useMutation({ mutationFn: ({ id, text }: { id: number; text: string }) => editForumMessage(id, text), onSuccess: () => reload() });
}

export function useDeleteMessage(forumId: number) {
  const reload = useReload(forumId);
  return useMutation({ mutationFn: (id: number) => deleteForumMessage(id), onSuccess: () => reload() });
}

export function useModerateForum(forumId: number) {
  const reload = useReload(forumId);
  return useMutation({ mutationFn: (body: ModerateForumRequest) => moderateForum(forumId, body), onSuccess: () => reload() });
}

export function useDeleteForum() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteForum(id),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: forumKeys.thread(id) });
      return client.invalidateQueries({ queryKey: forumKeys.lists() });
    },
  });
}
