import type { AppDeps } from '../../deps';
import { forgetCatalogue } from './service';

/** What the catalogue keeps and forgets: its pages, when a game changes (also in another instance). */
export function subscribeGames(deps: Pick<AppDeps, 'events' | 'caches'>): void {
  deps.events.subscribe('game.changed', () => forgetCatalogue(deps));
}
