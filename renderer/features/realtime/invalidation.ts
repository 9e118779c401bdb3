import type { RealtimeEventType } from '../../../common/contract/realtime';

type QueryKeyPrefix = readonly string[];

/**
 * Which cached server answers an event makes stale, as TanStack Query key prefixes. After a (re)connect
 * every one of them is refetched, since the events that would have said so may have been missed.
 * A domain that publishes events adds its keys here.
 */
export const STALE_AFTER_EVENT: Partial<Record<RealtimeEventType, readonly QueryKeyPrefix[]>> = {
  'flags.changed': [['feature-flags'], ['admin', 'feature-flags'], ['web-experiments']],
  'app-config.changed': [['app-config']],
  // The creator's studio lists and an admin's video management show the processing progress.
  'post.processing': [['studio'], ['admin', 'posts']],
  // A new follower, a friend request or an accepted one: /friends, the suggestions and the profiles' counters.
  'social.event': [['social'], ['profiles']],
  // A favourite, a rating or a play changed the person's play dashboard.
  'play.dashboard': [['play']],
  // A new notification: the header's count and the panel; a like or comment on the open clip of its
  // author shows in the clip's counts and comments at once (only queries on screen refetch).
  'notification.new': [['notifications'], ['posts', 'detail'], ['comments']],
  // A post of a thread was written, edited or deleted: an open thread and the forum list load again.
  'forum.changed': [['forums']],
  // A podcast's generation moved on or finished: the lists on /ai/podcast.
  'ai-podcast.progress': [['ai-podcasts']],
};

export function staleKeysFor(type: string): readonly QueryKeyPrefix[] {
  return STALE_AFTER_EVENT[type as RealtimeEventType] ?? [];
}

/** Every key an event could have made stale: what a reconnect refetches. */
export function keysToRefetchAfterReconnect(): QueryKeyPrefix[] {
  const seen = new Map<string, QueryKeyPrefix>();
  for (const keys of Object.values(STALE_AFTER_EVENT)) {
    for (const key of keys ?? []) seen.set(JSON.stringify(key), key);
  }
  return [...seen.values()];
}
