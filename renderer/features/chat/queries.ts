import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../../../common/contract/chat';
import {
  addGroupMember,
  createGroup,
  deleteChatMessage,
  getConversation,
  getConversations,
  getGroup,
  getGroupMessages,
  getPublicKey,
  removeGroupMember,
  renameGroup,
} from '../../api/chat';
import { isApiError } from '../../api/http';

// Chat state from the server. Conversation pages hold 10 messages, newest page first; the screen shows them
// oldest first (§4: older pages are prepended, sorted by created_at). Live events (useChatLive) write into
// these caches; the list is not refetched under 10 s, a group not under 2 s (§9).

export const CONVERSATIONS_FRESH_MS = 10_000;
export const GROUP_FRESH_MS = 2_000;
/** A public key asked for too often is asked again after this long (§9 key-sync backoff is 60 s; a read waits less). */
export const PUBLIC_KEY_RETRY_MS = 10_000;

export const chatKeys = {
  all: ['chat'] as const,
  conversations: () => ['chat', 'conversations'] as const,
  direct: (partnerId: number) => ['chat', 'direct', partnerId] as const,
  group: (groupId: number) => ['chat', 'group', groupId] as const,
  groupInfo: (groupId: number) => ['chat', 'group-info', groupId] as const,
  publicKey: (userId: number) => ['chat', 'public-key', userId] as const,
  plain: (messageId: number, generation: number) => ['chat', 'plain', messageId, generation] as const,
};

type DirectPage = Awaited<ReturnType<typeof getConversation>>;
type GroupPage = Awaited<ReturnType<typeof getGroupMessages>>;
export type ChatPage = DirectPage | GroupPage;

const olderCursor = (page: ChatPage) => (page.has_more ? (page.messages[0]?.id ?? undefined) : undefined);

export function useConversations() {
  return useQuery({ queryKey: chatKeys.conversations(), queryFn: getConversations, staleTime: CONVERSATIONS_FRESH_MS });
}

export function useDirectMessages(partnerId: number) {
  return useInfiniteQuery({
    queryKey: chatKeys.direct(partnerId),
    queryFn: ({ pageParam }) => getConversation(partnerId, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: olderCursor,
    retry: (count, error) => count < 2 && !isClientError(error),
  });
}

export function useGroupMessages(groupId: number) {
  return useInfiniteQuery({
    queryKey: chatKeys.group(groupId),
    queryFn: ({ pageParam }) => getGroupMessages(groupId, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: olderCursor,
    staleTime: GROUP_FRESH_MS,
    retry: (count, error) => count < 2 && !isClientError(error),
  });
}

export function useGroupInfo(groupId: number, enabled = true) {
  return useQuery({ queryKey: chatKeys.groupInfo(groupId), queryFn: () => getGroup(groupId), enabled });
}

function isClientError(error: unknown): boolean {
  return isApiError(error) && typeof error.status === 'number' && error.status >= 400 && error.status < 500;
}

/** A person's public key (null: they have none yet). A 429 gives no key for now and is tried again later (§8). */
export function usePublicKey(userId: number | null) {
  return useQuery({
    queryKey: chatKeys.publicKey(userId ?? 0),
    queryFn: async () => (await getPublicKey(userId ?? 0)).public_key,
    enabled: userId !== null,
    staleTime: 60_000,
    retry: (count, error) => (isApiError(error) && error.status === 429 ? count < 6 : count < 2 && !isClientError(error)),
    retryDelay: (count, error) => (isApiError(error) && error.status === 429 ? PUBLIC_KEY_RETRY_MS : 1000 * 2 ** count),
  });
}

/** The messages of all loaded pages, oldest first, each once. */
export function messagesOf(data: InfiniteData<ChatPage> | undefined): ChatMessage[] {
  const seen = new Map<number, ChatMessage>();
  for (const page of data?.pages ?? []) for (const message of page.messages) seen.set(message.id, message);
  return [...seen.values()].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

/** Puts a new message into the newest page (once), as the sender's answer or a live event brings it. */
export function addToCache(client: ReturnType<typeof useQueryClient>, key: readonly unknown[], message: ChatMessage) {
  client.setQueryData<InfiniteData<ChatPage>>(key, (data) => {
    if (!data || data.pages.some((page) => page.messages.some((item) => item.id === message.id))) return data;
    const [newest, ...rest] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] } as ChatPage, ...rest] };
  });
}

export function removeFromCache(client: ReturnType<typeof useQueryClient>, key: readonly unknown[], id: number) {
  client.setQueryData<InfiniteData<ChatPage>>(key, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, messages: page.messages.filter((item) => item.id !== id) }) as ChatPage) } : data,
  );
}

export function markReadInCache(client: ReturnType<typeof useQueryClient>, partnerId: number, upTo: number, at: string) {
  client.setQueryData<InfiniteData<ChatPage>>(chatKeys.direct(partnerId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map(
            (page) => ({ ...page, messages: page.messages.map((item) => (item.id <= upTo && item.receiver_id === partnerId && !item.read_at ? { ...item, read_at: at } : item)) }) as ChatPage,
          ),
        }
      : data,
  );
}

export function useDeleteMessage(key: readonly unknown[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteChatMessage(id),
    onSuccess: (_answer, id) => {
      removeFromCache(client, key, id);
      void client.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}

export function useCreateGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, users }: { name: string; users: number[] }) => createGroup(name, users),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.conversations() }),
  });
}

function useGroupChange<Args>(groupId: number, change: (args: Args) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: chatKeys.group(groupId) }),
        client.invalidateQueries({ queryKey: chatKeys.groupInfo(groupId) }),
        client.invalidateQueries({ queryKey: chatKeys.conversations() }),
      ]),
  });
}

export const useRenameGroup = (groupId: number) => useGroupChange(groupId, (name: string) => renameGroup(groupId, name));
export const useAddMember = (groupId: number) => useGroupChange(groupId, (userId: number) => addGroupMember(groupId, userId));
export const useRemoveMember = (groupId: number) => useGroupChange(groupId, (userId: number) => removeGroupMember(groupId, userId));
