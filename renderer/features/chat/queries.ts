import { type InfiniteData, type QueryClient, hashKey, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChatGroupDetail, type ChatMessage, type Conversation, chatRoutes } from '../../../common/contract/chat';
import { api } from '../../api/client';
import { isApiError } from '../../api/http';
import type { MutationExtras } from '../../api/query-client';

// Chat state from the server. Conversation pages hold 10 messages, newest page first; the screen shows them
// oldest first (§4: older pages are prepended, sorted by created_at). Live events (useChatLive) write into
// these caches; the list is not refetched under 10 s, a group not under 2 s (§9): staleTime covers mounting,
// refreshAtMost every refetch that an event or an action asks for.

// Messages go out as ciphertext made by the crypto worker (features/chat/crypto). The conversation list already
// carries every group, so the renderer never asks for the groups alone (GET /api/chat-groups).

const id = (value: number) => ({ id: String(value) });
const history = (before?: number | null) => (before ? { before: String(before) } : {});

const getConversations = async () => (await api(chatRoutes.conversations)).conversations;
const getConversation = (partnerId: number, before?: number | null) =>
  api(chatRoutes.conversation, { params: { partnerId: String(partnerId) }, query: history(before) });
const getGroupMessages = (groupId: number, before?: number | null) =>
  api(chatRoutes.groupMessages, { params: id(groupId), query: history(before) });
const getPublicKey = (userId: number) => api(chatRoutes.publicKey, { params: id(userId) }, { context: { silent: true } });

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

/** When each list or group was last fetched from the server (its newest page), by query hash. */
const lastFetchAt = new Map<string, number>();
/** Refetches waiting for the end of their window. */
const planned = new Map<string, ReturnType<typeof setTimeout>>();

function noteFetch(queryKey: readonly unknown[]) {
  lastFetchAt.set(hashKey(queryKey), Date.now());
}

/**
 * Refetches a query at most once per `minIntervalMs` (§9): at once when its last fetch is older, else once at the
 * end of the window (one refetch however many asked meanwhile), so no change is lost. Returns what it did.
 */
export function refreshAtMost(client: QueryClient, queryKey: readonly unknown[], minIntervalMs: number): 'now' | 'later' | 'planned' {
  const id = hashKey(queryKey);
  if (planned.has(id)) return 'planned';
  const wait = (lastFetchAt.get(id) ?? Number.NEGATIVE_INFINITY) + minIntervalMs - Date.now();
  if (wait <= 0) {
    // Counted now: two calls in the same moment make one request, not a cancelled one and a second.
    noteFetch(queryKey);
    void client.invalidateQueries({ queryKey, exact: true });
    return 'now';
  }
  planned.set(
    id,
    setTimeout(() => {
      planned.delete(id);
      // A fetch in the meantime (the screen mounted) starts the window again.
      refreshAtMost(client, queryKey, minIntervalMs);
    }, wait),
  );
  return 'later';
}

export const refreshConversations = (client: QueryClient) => refreshAtMost(client, chatKeys.conversations(), CONVERSATIONS_FRESH_MS);
export const refreshGroup = (client: QueryClient, groupId: number) => refreshAtMost(client, chatKeys.group(groupId), GROUP_FRESH_MS);

/** Tests start from a clean slate. */
export function resetRefreshes() {
  for (const timer of planned.values()) clearTimeout(timer);
  planned.clear();
  lastFetchAt.clear();
}

/** The list's query (the loader is replaceable for tests); each fetch is noted for refreshAtMost. */
export function conversationsQuery(load: typeof getConversations = getConversations) {
  return {
    queryKey: chatKeys.conversations(),
    queryFn: () => {
      noteFetch(chatKeys.conversations());
      return load();
    },
    staleTime: CONVERSATIONS_FRESH_MS,
  };
}

export function useConversations() {
  return useQuery(conversationsQuery());
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

/** A group's pages (the loader is replaceable for tests); a fetch of the newest page is noted for refreshAtMost. */
export function groupMessagesQuery(groupId: number, load: typeof getGroupMessages = getGroupMessages) {
  return {
    queryKey: chatKeys.group(groupId),
    queryFn: ({ pageParam }: { pageParam: number | null }) => {
      // A refetch starts with the newest page; loading older pages is not a refresh.
      if (pageParam === null) noteFetch(chatKeys.group(groupId));
      return load(groupId, pageParam);
    },
    initialPageParam: null as number | null,
    getNextPageParam: olderCursor,
    staleTime: GROUP_FRESH_MS,
    retry: (count: number, error: unknown) => count < 2 && !isClientError(error),
  };
}

export function useGroupMessages(groupId: number) {
  return useInfiniteQuery(groupMessagesQuery(groupId));
}

export function useGroupInfo(groupId: number, enabled = true) {
  return useQuery({ queryKey: chatKeys.groupInfo(groupId), queryFn: async () => (await api(chatRoutes.group, { params: id(groupId) })).group, enabled });
}

function isClientError(error: unknown): boolean {
  return isApiError(error) && typeof error.status === 'number' && error.status >= 400 && error.status < 500;
}

/** A person's public key (null: they have none yet). A 429 gives no key for now and is tried again later (§8). */
export function publicKeyQuery(userId: number | null, load: typeof getPublicKey = getPublicKey) {
  return {
    queryKey: chatKeys.publicKey(userId ?? 0),
    queryFn: async () => (await load(userId ?? 0)).public_key,
    enabled: userId !== null,
    staleTime: 60_000,
    retry: (count: number, error: unknown) => (isApiError(error) && error.status === 429 ? count < 6 : count < 2 && !isClientError(error)),
    retryDelay: (count: number, error: unknown) => (isApiError(error) && error.status === 429 ? PUBLIC_KEY_RETRY_MS : 1000 * 2 ** count),
  };
}

export function usePublicKey(userId: number | null) {
  return useQuery(publicKeyQuery(userId));
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
    mutationFn: (messageId: number) => api(chatRoutes.remove, { params: id(messageId) }),
    onSuccess: (_answer, messageId) => {
      removeFromCache(client, key, messageId);
      refreshConversations(client);
    },
  });
}

/** A group as an entry of the conversation list (the server's shape: the group's name as the partner). */
export function groupEntry(group: Pick<ChatGroupDetail, 'id' | 'name' | 'created_at' | 'last_message'>): Conversation {
  return {
    partner: { id: group.id, name: group.name, image: null },
    last_message: group.last_message,
    unread_count: 0,
    created_at: group.last_message?.created_at ?? group.created_at,
    is_group: true,
    group_id: group.id,
  };
}

export function useCreateGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, users }: { name: string; users: number[] }) => (await api(chatRoutes.createGroup, { body: { name, users } })).group,
    // Shown in the list at once; the list itself is refetched within §9's window.
    onSuccess: (group) => {
      client.setQueryData<Conversation[]>(chatKeys.conversations(), (list) =>
        list && !list.some((entry) => entry.group_id === group.id) ? [groupEntry(group), ...list] : list,
      );
      refreshConversations(client);
    },
  });
}

/** Writes a changed group (its name, its members) into the loaded pages and the list, without a refetch. */
function patchGroup(client: QueryClient, groupId: number, change: (group: ChatGroupDetail) => ChatGroupDetail) {
  client.setQueryData<InfiniteData<GroupPage>>(chatKeys.group(groupId), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, group: change(page.group) })) } : data,
  );
  const name = client.getQueryData<InfiniteData<GroupPage>>(chatKeys.group(groupId))?.pages[0]?.group.name;
  if (name !== undefined) {
    client.setQueryData<Conversation[]>(chatKeys.conversations(), (list) =>
      list?.map((entry) => (entry.group_id === groupId && entry.partner.name !== name ? { ...entry, partner: { ...entry.partner, name } } : entry)),
    );
  }
}

function useGroupChange<Args, Answer>(groupId: number, change: (args: Args) => Promise<Answer>, patch: (group: ChatGroupDetail, answer: Answer, args: Args) => ChatGroupDetail, left?: (args: Args) => boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer, args) => {
      if (left?.(args)) {
        // The viewer left: gone from the list at once; the group itself is not asked for again (it would refuse).
        client.setQueryData<Conversation[]>(chatKeys.conversations(), (list) => list?.filter((entry) => entry.group_id !== groupId));
        refreshConversations(client);
        return;
      }
      // The screen follows at once; the server's view comes with the next refetch §9 allows.
      patchGroup(client, groupId, (group) => patch(group, answer, args));
      refreshGroup(client, groupId);
      refreshConversations(client);
      void client.invalidateQueries({ queryKey: chatKeys.groupInfo(groupId) });
    },
  });
}

const withAnswer = (group: ChatGroupDetail, answer: ChatGroupDetail) => ({ ...group, ...answer });

export const useRenameGroup = (groupId: number) =>
  useGroupChange(groupId, async (name: string) => (await api(chatRoutes.renameGroup, { params: id(groupId), body: { name } })).group, withAnswer);
export const useAddMember = (groupId: number) =>
  useGroupChange(groupId, async (userId: number) => (await api(chatRoutes.addMember, { params: id(groupId), body: { user_id: userId } })).group, withAnswer);
export const useRemoveMember = (groupId: number, viewerId: number) =>
  useGroupChange(
    groupId,
    (userId: number) => api(chatRoutes.removeMember, { params: { id: String(groupId), userId: String(userId) } }),
    (group, _answer, userId) => ({ ...group, members: group.members.filter((member) => member.id !== userId) }),
    (userId) => userId === viewerId,
  );

/** A message sealed by the crypto worker: ciphertext, its iv, the wrapped key, and encrypted attachments. */
export interface SealedMessage {
  message: string;
  iv: string;
  encrypted_key: string;
  files: Blob[];
}

function sealedBody(sealed: SealedMessage) {
  const { files, ...fields } = sealed;
  return { is_encrypted: '1' as const, ...fields, ...(files.length ? { files: files as unknown as File[] } : {}) };
}

/** Sends a sealed message to a person (multipart: the ciphertext and the encrypted files). */
export function useSendPrivateMessage(receiverId: number, extras: MutationExtras<ChatMessage, SealedMessage> = {}) {
  return useMutation({
    ...extras,
    mutationFn: async (sealed) => (await api(chatRoutes.send, { body: { receiver_id: String(receiverId), ...sealedBody(sealed) } })).message,
  });
}

export function useSendGroupMessage(groupId: number, extras: MutationExtras<ChatMessage, SealedMessage> = {}) {
  return useMutation({
    ...extras,
    mutationFn: async (sealed) => (await api(chatRoutes.sendGroupMessage, { params: id(groupId), body: sealedBody(sealed) })).message,
  });
}

/** "… is typing": silent, a lost signal matters to no one. */
export function useSendTyping() {
  return useMutation({
    mutationFn: (target: { receiver_id: number } | { group_id: number }) => api(chatRoutes.typing, { body: target }, { context: { silent: true } }),
  });
}

/** Fetches the newest page of the open conversation: the server marks it read (a live message arrived in it). */
export function markConversationRead(partnerId: number): Promise<unknown> {
  return getConversation(partnerId);
}

// The device's own keys, kept in step with the server by the key store (keys.ts) outside any component.

export const fetchOwnKeys = () => api(chatRoutes.ownKeys);

export const saveOwnPublicKey = (publicKey: string, keyBackup?: string) =>
  api(chatRoutes.savePublicKey, { body: { public_key: publicKey, ...(keyBackup ? { key_backup: keyBackup } : {}) } });
