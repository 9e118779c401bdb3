import type { AppDeps } from '../../deps';
import { forgetFeedCaches, forgetFirstPages, forgetFirstPagesOf, stampPost } from './feed';

/**
 * What the feed keeps and forgets: its ranked window (which posts, which boosted, whose for friends only) goes
 * when a post enters or leaves it, a boost starts, or an author's profile visibility changes, in every instance.
 */
export function subscribePosts(deps: Pick<AppDeps, 'events' | 'caches'>): void {
  const forget = () => forgetFeedCaches(deps);
  deps.events.subscribe('post.changed', forget);
  deps.events.subscribe('post.boosted', forget);
  // The first pages (feed.ts): what they show changed for one post, for some viewers, or for everyone.
  deps.events.subscribe('post.updated', (event) => stampPost(deps, event.postId));
  deps.events.subscribe('relation.changed', (event) => {
    if (event.kind === 'visibility') forget();
    else forgetFirstPagesOf(deps, event.userIds);
  });
  deps.events.subscribe('account.changed', (event) => {
    // A deleted, suspended or removed author's posts leave the window; a new name or picture shows on every page.
    if (event.kind === 'status' || event.kind === 'removed') forget();
    else if (event.kind === 'profile') forgetFirstPages(deps);
  });
  deps.events.subscribe('game.changed', () => forgetFirstPages(deps));
}
