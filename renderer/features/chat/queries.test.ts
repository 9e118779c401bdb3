import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../common/contract/chat';
import { CONVERSATIONS_FRESH_MS, GROUP_FRESH_MS, conversationsQuery, groupMessagesQuery, refreshConversations, refreshGroup, resetRefreshes } from './queries';

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
