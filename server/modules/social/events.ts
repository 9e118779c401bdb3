import type { AppDeps } from '../../deps';
import { forgetHiddenAuthors } from './relations';

/** What the social graph keeps and forgets: whom each viewer does not see, after a block or mute (also another instance's). */
export function subscribeSocial(deps: Pick<AppDeps, 'events' | 'caches'>): void {
  deps.events.subscribe('relation.changed', (event) => {
    if (event.kind === 'block' || event.kind === 'mute') forgetHiddenAuthors(deps, event.userIds);
  });
}
