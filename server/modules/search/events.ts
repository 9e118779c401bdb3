import type { AppDeps } from '../../deps';
import { forgetRankings } from './service';

/**
 * What search keeps and forgets: its rankings per term, when something it finds appears, goes or is renamed (a
 * game made or edited, a post ready, hidden or deleted, an account's name or state), also in another instance.
 */
export function subscribeSearch(deps: Pick<AppDeps, 'events' | 'caches'>): void {
  const forget = () => forgetRankings(deps);
  deps.events.subscribe('game.changed', forget);
  deps.events.subscribe('post.changed', forget);
  deps.events.subscribe('account.changed', (event) => {
    if (event.kind !== 'borders') forget();
  });
}
