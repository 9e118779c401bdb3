import type { AppDeps } from '../../deps';
import { forgetFeedCaches } from './feed';

/**
 * What the feed keeps and forgets: its ranked window (which posts, which boosted, whose for friends only) goes
 * when a post enters or leaves it, a boost starts, or an author's profile visibility changes, in every instance.
 */
export function subscribePosts(deps: Pick<AppDeps, 'events' | 'caches'>): void {
  const forget = () => forgetFeedCaches(deps);
  deps.events.subscribe('post.changed', forget);
  deps.events.subscribe('post.boosted', forget);
  deps.events.subscribe('relation.changed', (event) => {
    if (event.kind === 'visibility') forget();
  });
}
