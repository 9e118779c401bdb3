import { z } from 'zod/mini';
import type { ChatMessage } from './chat';
import { defineRoute } from './route';

// The realtime channel (GET /api/realtime, a WebSocket). The server sends one JSON text frame per event,
// {type, data, at}; the client sends nothing. After a (re)connect the client refetches through the normal
// calls whatever the events it may have missed would have told it.

export const REALTIME_PATH = '/api/realtime';

/** Every event the server publishes, with its data. */
export interface RealtimeEventData {
  /** Sent once right after the socket opened and was subscribed; user is null for a visitor. */
  'realtime.ready': { user: number | null };
  /** An admin changed a feature flag: the flags of every visitor may differ now. */
  'flags.changed': { name: string };
  /** The installation's public facts (GET /api/app-config) changed. */
  'app-config.changed': Record<string, never>;
  /** To a post's author while its video is processed: progress (throttled) and the end, ready or failed with the reason. */
  'post.processing': { post_id: number; status: 'processing' | 'ready' | 'failed'; progress: number; error: string | null };
  /** To a post's author: someone liked the post (not sent for one's own likes). */
  'post.liked': { post_id: number; like_id: number; likes: number; user: { id: number; name: string } };
  /** To a post's author: someone commented on it or replied to a comment (not sent for one's own). */
  'post.commented': {
    post_id: number;
    comment_id: number;
    parent_id: number | null;
    comments: number;
    /** The first 100 characters of the comment. */
    preview: string;
    user: { id: number; name: string };
  };
  /**
   * To a person whose sessions the server ended (an admin suspended the account): the socket finds its session
   * gone and closes with sessionEnded, so the tab reconnects as a visitor.
   */
  'session.ended': Record<string, never>;
  /** To the person concerned: a new follower, a friend request, or their request was accepted. */
  'social.event': {
    type: 'follow' | 'friend_request' | 'friend_accepted';
    /** The follow entry or the friendship request. */
    subject_id: number;
    user: { id: number; name: string; image: string | null };
  };
  /**
   * To everyone: a post of a forum thread was written, edited or deleted. Carries no text (forums are public, but a
   * reader may have blocked or muted the author): an open tab of the thread loads it again through GET /api/foren/{id}.
   */
  'forum.changed': { forum_id: number };
  /** To a person whose play dashboard changed (a favourite, a rating, a play): load it again. */
  'play.dashboard': Record<string, never>;
  /**
   * To the person concerned: a notification arrived. Carries no text and no content, only what the
   * header needs to count; the panel loads the list through GET /api/notifications.
   */
  'notification.new': { id: number; type: string; unreadCount: number };
  /**
   * To every reader of a conversation (and the sender's other tabs): a new message, as ciphertext.
   * partner_id is the other person of a private conversation from the receiving user's side; null in groups.
   */
  'chat.message': { message: ChatMessage; partner_id: number | null; group_id: number | null };
  /** A message was deleted by its sender. */
  'chat.deleted': { id: number; partner_id: number | null; group_id: number | null };
  /** Someone is typing in a private conversation (partner_id is the typist) or a group. */
  'chat.typing': { partner_id: number | null; group_id: number | null; user: { id: number; name: string } };
  /** The partner read the private messages up to this id. */
  'chat.read': { partner_id: number; up_to_id: number };
  /** A group's name or members changed (also sent to whoever was removed or left). */
  'chat.group': { group_id: number };
  /** To a game generation's creator: its progress and the end, done or failed with the German reason. */
  'ai-game.progress': { id: number; status: 'queued' | 'running' | 'done' | 'failed'; progress: number; error: string | null };
  /** To the person who asked for a podcast: the job's stage and progress, then ready or failed (German reason). */
  'ai-podcast.progress': {
    id: number;
    status: 'queued' | 'running' | 'ready' | 'failed';
    stage: 'script' | 'speech' | 'mix' | 'cover' | 'done';
    progress: number;
    error: string | null;
  };
}
export type RealtimeEventType = keyof RealtimeEventData;

/** Who receives an event: every open socket, or the sockets of one signed-in user. */
export type RealtimeAudience = 'all' | `user:${number}`;

export interface RealtimeMessage<T extends RealtimeEventType = RealtimeEventType> {
  type: T;
  data: RealtimeEventData[T];
  /** When the server published it, ISO-8601 UTC. */
  at: string;
}

export const realtimeMessageSchema = z.object({ type: z.string(), data: z.unknown(), at: z.string() });

/** Close codes the server uses beyond the standard ones. */
export const REALTIME_CLOSE = {
  /** The client sent a frame; this channel is server-to-client only. */
  unexpectedMessage: 1003,
  /** The server is shutting down: reconnect after the usual backoff. */
  goingAway: 1001,
  /** The client read too slowly and its buffer overflowed. */
  tooSlow: 1013,
  /** The session that opened the socket signed out or expired: reconnect (as whoever is signed in now). */
  sessionEnded: 4401,
} as const;

/** The channel's declaration for the API reference; the server mounts it itself (a WebSocket upgrade). */
export const realtimeRoutes = {
  connect: defineRoute({
    method: 'get',
    path: REALTIME_PATH,
    tag: 'Echtzeit',
    summary:
      'WebSocket je Tab: der Server schickt Ereignisse als JSON {type, data, at} (angemeldet: auch die eigenen); nur vom eigenen Ursprung',
    responses: { 101: null },
    errors: [403, 426],
  }),
};
