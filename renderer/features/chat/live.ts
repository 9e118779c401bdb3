import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'zustand';
import type { Conversation } from '../../../common/contract/chat';
import { onRealtimeEvent } from '../realtime/listeners';
import { addToCache, chatKeys, markConversationRead, markReadInCache, refreshConversations, refreshGroup, removeFromCache } from './queries';

// Live chat: new messages, deletions, read receipts, typing and group changes arrive over the realtime channel
// and are written into the query caches, so the list and the open conversation update without reloading. What
// has to be fetched again goes through refreshAtMost: the list at most every 10 s, a group every 2 s (§9).

export const TYPING_SHOWN_MS = 5_000;

/** Which conversation is on screen: its new messages count as read. */
export const useOpenConversation = create<{ open: { partnerId: number } | { groupId: number } | null }>(() => ({ open: null }));

/** Who is typing where ('u:<partner id>' or 'g:<group id>'), until when. */
export const useTyping = create<{ typing: Record<string, { names: Record<number, string>; until: number }> }>(() => ({ typing: {} }));

export const typingKey = (target: { partnerId: number } | { groupId: number }) => ('groupId' in target ? `g:${target.groupId}` : `u:${target.partnerId}`);

export function useChatLive(viewerId: number) {
  const client = useQueryClient();
  useEffect(() => {
    const offMessage = onRealtimeEvent('chat.message', ({ message, partner_id, group_id }) => {
      const key = group_id !== null ? chatKeys.group(group_id) : chatKeys.direct(partner_id ?? 0);
      addToCache(client, key, message);
      const open = useOpenConversation.getState().open;
      const isOpen = open !== null && (group_id !== null ? 'groupId' in open && open.groupId === group_id : 'partnerId' in open && open.partnerId === partner_id);
      // The server marks a conversation read when its newest page is fetched: do that for the open one.
      if (isOpen && group_id === null && message.sender.id !== viewerId) void markConversationRead(partner_id ?? 0).catch(() => undefined);
      stopTyping(group_id !== null ? `g:${group_id}` : `u:${partner_id}`, message.sender.id);
      const updated = client.setQueryData<Conversation[]>(chatKeys.conversations(), (list) => {
        if (!list) return list;
        const index = list.findIndex((entry) => (group_id !== null ? entry.group_id === group_id : !entry.is_group && entry.partner.id === partner_id));
        if (index < 0) return list;
        const entry = list[index]!;
        const unread = message.sender.id !== viewerId && !isOpen ? entry.unread_count + 1 : isOpen ? 0 : entry.unread_count;
        const last = {
          id: message.id,
          message: message.message,
          created_at: message.created_at,
          sender_id: message.sender.id,
          encrypted_key: message.encrypted_key,
          iv: message.iv,
          has_files: message.uploaded_images.length > 0,
        };
        return [{ ...entry, last_message: last, unread_count: unread, created_at: message.created_at }, ...list.filter((_, at) => at !== index)];
      });
      if (!updated?.some((entry) => (group_id !== null ? entry.group_id === group_id : entry.partner.id === partner_id))) {
        refreshConversations(client);
      }
    });
    const offDeleted = onRealtimeEvent('chat.deleted', ({ id, partner_id, group_id }) => {
      removeFromCache(client, group_id !== null ? chatKeys.group(group_id) : chatKeys.direct(partner_id ?? 0), id);
      refreshConversations(client);
    });
    const offRead = onRealtimeEvent('chat.read', ({ partner_id, up_to_id }) => markReadInCache(client, partner_id, up_to_id, new Date().toISOString()));
    const offGroup = onRealtimeEvent('chat.group', ({ group_id }) => {
      void client.invalidateQueries({ queryKey: chatKeys.groupInfo(group_id) });
      refreshGroup(client, group_id);
      refreshConversations(client);
    });
    const offTyping = onRealtimeEvent('chat.typing', ({ partner_id, group_id, user }) => {
      const key = group_id !== null ? `g:${group_id}` : `u:${partner_id}`;
      useTyping.setState(({ typing }) => ({
        typing: { ...typing, [key]: { names: { ...(typing[key]?.names ?? {}), [user.id]: user.name }, until: Date.now() + TYPING_SHOWN_MS } },
      }));
      setTimeout(() => {
        const entry = useTyping.getState().typing[key];
        if (entry && entry.until <= Date.now()) stopTyping(key);
      }, TYPING_SHOWN_MS + 50);
    });
    // Messages sent while the socket was (re)connecting were missed: load the conversations again.
    const offReady = onRealtimeEvent('realtime.ready', () => {
      void client.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'chat' && ['direct', 'group-info'].includes(String(query.queryKey[1])) });
      refreshConversations(client);
      for (const query of client.getQueryCache().findAll({ queryKey: ['chat', 'group'] })) {
        const groupId = query.queryKey[2];
        if (typeof groupId === 'number') refreshGroup(client, groupId);
      }
    });
    return () => {
      offReady();
      offMessage();
      offDeleted();
      offRead();
      offGroup();
      offTyping();
    };
  }, [client, viewerId]);
}

function stopTyping(key: string, userId?: number) {
  useTyping.setState(({ typing }) => {
    const entry = typing[key];
    if (!entry) return { typing };
    if (userId === undefined) {
      const { [key]: _gone, ...rest } = typing;
      return { typing: rest };
    }
    const { [userId]: _left, ...names } = entry.names;
    return { typing: { ...typing, [key]: { ...entry, names } } };
  });
}
