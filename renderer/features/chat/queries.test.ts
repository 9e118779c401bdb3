import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../common/contract/chat';
import { ApiError } from '../../api/http';
import {
  CONVERSATIONS_FRESH_MS,
  type ChatPage,
  GROUP_FRESH_MS,
  PUBLIC_KEY_RETRY_MS,
  addToCache,
  chatKeys,
  conversationsQuery,
  groupMessagesQuery,
  messagesOf,
  publicKeyQuery,
  refreshConversations,
  refreshGroup,
  resetRefreshes,
} from './queries';

function message(id: number, createdAt: string): ChatMessage {
  return {
    id,
    created_at: createdAt,
    message: 'c'.repeat(44),
    is_encrypted: true,
    encrypted_key: '{}',
    iv: 'i'.repeat(16),
    sender: { id: 3, name: 'Anna', image: null },
    uploaded_images: [],
    receiver_id: null,
    group_id: 9,
    read_at: null,
  };
}
const at = (minute: number) => `2026-03-01T12:${String(minute).padStart(2, '0')}:00.000Z`;

function page(groupId: number, messages: ChatMessage[], has_more = false) {
  return { group: { id: groupId, name: 'Squad', creator_id: 1, created_at: '2026-01-01T00:00:00.000Z', last_message: null, members: [] }, messages, has_more };
}

// §9: the conversation list is not refetched more often than every 10 s, a group not more often than every 2 s,
// however many events and actions ask for it; a refetch asked for inside the window happens at its end.

describe('refreshAtMost', () => {
  let client: QueryClient;
  let invalidated: unknown[][];

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    resetRefreshes();
    client = new QueryClient();
    invalidated = [];
    vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push([...(filters?.queryKey ?? [])]);
    });
  });
  afterEach(() => {
    resetRefreshes();
    vi.useRealTimers();
  });

  it('refetches the list at once, then once at the end of the 10 s window however often it is asked', () => {
    expect(refreshConversations(client)).toBe('now');
    expect(invalidated).toEqual([['chat', 'conversations']]);

    vi.advanceTimersByTime(3_000);
    expect(refreshConversations(client)).toBe('later');
    expect(refreshConversations(client)).toBe('planned');
    vi.advanceTimersByTime(5_000);
    expect(refreshConversations(client)).toBe('planned');
    expect(invalidated).toHaveLength(1);

    vi.advanceTimersByTime(CONVERSATIONS_FRESH_MS - 8_000 - 1);
    expect(invalidated).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(invalidated).toHaveLength(2);

    // The window starts again with that refetch.
    expect(refreshConversations(client)).toBe('later');
    vi.advanceTimersByTime(CONVERSATIONS_FRESH_MS);
    expect(invalidated).toHaveLength(3);
  });

  it('keeps a 2 s window per group, independent of other groups and of the list', () => {
    expect(refreshGroup(client, 5)).toBe('now');
    expect(refreshGroup(client, 6)).toBe('now');
    expect(refreshConversations(client)).toBe('now');
    expect(refreshGroup(client, 5)).toBe('later');
    vi.advanceTimersByTime(GROUP_FRESH_MS - 1);
    expect(invalidated.filter((key) => key[2] === 5)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(invalidated.filter((key) => key[2] === 5)).toHaveLength(2);
    expect(invalidated.filter((key) => key[2] === 6)).toHaveLength(1);
    expect(invalidated.filter((key) => key[1] === 'conversations')).toHaveLength(1);
  });

  it('counts the screen’s own fetches: a list just loaded is not fetched again inside the window', async () => {
    await client.fetchQuery(conversationsQuery(async () => []));
    vi.advanceTimersByTime(9_000);
    expect(refreshConversations(client)).toBe('later');
    expect(invalidated).toHaveLength(0);
    // Nothing is lost: the refetch comes when the window ends.
    vi.advanceTimersByTime(1_000);
    expect(invalidated).toEqual([['chat', 'conversations']]);
  });

  it('re-checks when the window ends: a fetch meanwhile pushes the planned refetch back', async () => {
    const load = vi.fn(async () => page(9, []));
    expect(refreshGroup(client, 9)).toBe('now');
    vi.advanceTimersByTime(500);
    expect(refreshGroup(client, 9)).toBe('later');
    vi.advanceTimersByTime(500);
    // The group screen mounts and loads the newest page at 1 s; an older page does not count as a refresh.
    await client.fetchInfiniteQuery(groupMessagesQuery(9, load));
    expect(load).toHaveBeenCalledWith(9, null);
    vi.advanceTimersByTime(1_000);
    expect(invalidated).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(invalidated).toHaveLength(2);
  });
});

describe('older pages', () => {
  it('asks for the page before the oldest loaded message and prepends what is not there yet, by created_at', async () => {
    const client = new QueryClient();
    const newest = page(9, [message(11, at(11)), message(12, at(12)), message(13, at(13))], true);
    // The older page overlaps (a message arrived meanwhile and shifted the pages) and is not in id order.
    const older = page(9, [message(8, at(8)), message(11, at(11)), message(10, at(10)), message(9, at(9))], false);
    const load = vi.fn(async (_groupId: number, before?: number | null) => (before ? older : newest));
    const data = await client.fetchInfiniteQuery({ ...groupMessagesQuery(9, load), pages: 2 });
    expect(load.mock.calls.map((call) => call[1])).toEqual([null, 11]);
    expect(messagesOf(data).map((item) => item.id)).toEqual([8, 9, 10, 11, 12, 13]);
  });

  it('sorts by created_at (then id), not by id, and keeps a live message once', () => {
    const client = new QueryClient();
    const key = chatKeys.group(9);
    client.setQueryData<InfiniteData<ChatPage>>(key, {
      pages: [page(9, [message(20, at(20)), message(19, at(21))]), page(9, [message(5, at(5)), message(7, at(20))])],
      pageParams: [null, 20],
    });
    addToCache(client, key, message(30, at(30)));
    addToCache(client, key, message(30, at(30)));
    const shown = messagesOf(client.getQueryData<InfiniteData<ChatPage>>(key)).map((item) => item.id);
    expect(shown).toEqual([5, 7, 20, 19, 30]);
    expect(messagesOf(undefined)).toEqual([]);
  });
});

describe('public key reads after a 429', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const rateLimited = () => new ApiError(429, '/api/user/7/public-key');
  const answer = (key: string | null) => ({ success: true, public_key: key, needsKey: key === null });

  it('asks again after 10 s, without a key meanwhile', async () => {
    const load = vi.fn().mockRejectedValueOnce(rateLimited()).mockRejectedValueOnce(rateLimited()).mockResolvedValue(answer('KEY'));
    const client = new QueryClient();
    const result = client.fetchQuery(publicKeyQuery(7, load));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(7);
    await vi.advanceTimersByTimeAsync(PUBLIC_KEY_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(PUBLIC_KEY_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('KEY');
    expect(PUBLIC_KEY_RETRY_MS).toBe(10_000);
  });

  it('gives up after six more tries when the limit stays, and does not repeat a refusal (4xx)', async () => {
    const client = new QueryClient();
    const limited = vi.fn().mockRejectedValue(rateLimited());
    const result = client.fetchQuery(publicKeyQuery(7, limited));
    const settled = expect(result).rejects.toMatchObject({ status: 429 });
    await vi.advanceTimersByTimeAsync(6 * PUBLIC_KEY_RETRY_MS);
    await settled;
    expect(limited).toHaveBeenCalledTimes(7);

    const refused = vi.fn().mockRejectedValue(new ApiError(403, '/api/user/8/public-key'));
    const denied = client.fetchQuery(publicKeyQuery(8, refused));
    const deniedSettled = expect(denied).rejects.toMatchObject({ status: 403 });
    await vi.advanceTimersByTimeAsync(60_000);
    await deniedSettled;
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('is not asked for without a person', () => {
    expect(publicKeyQuery(null).enabled).toBe(false);
    expect(publicKeyQuery(7).enabled).toBe(true);
  });
});
