import type { AppDeps } from '../../deps';
import { dropDashboard, invalidateDashboard } from './dashboard-cache';

/** What the play dashboard keeps and forgets: a person's dashboard, when what it lists changes. */
export function subscribePlay(deps: Pick<AppDeps, 'events' | 'caches' | 'realtime'>): void {
  // Dropped in another process (or by this one's invalidateDashboard, which drops it already): drop it here too.
  deps.realtime.subscribe((event) => {
    if (event.type !== 'play.dashboard') return;
    const userId = Number(event.audience.slice('user:'.length));
    if (Number.isInteger(userId)) dropDashboard(deps, userId);
  });
  // "Zuletzt gespielt" changed.
  deps.events.subscribe('play.recorded', (event) => invalidateDashboard(deps, event.userId));
  // The fans' dashboards list the newest updates of their favourites.
  deps.events.subscribe('update.published', async (event) => {
    await Promise.all(event.fanIds.map((fan) => invalidateDashboard(deps, fan)));
  });
}
