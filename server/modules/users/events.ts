import type { AppDeps } from '../../deps';
import { friendshipPartnersOf } from '../social/relations';
import { forgetAllSessionRelations, forgetSessionRelations } from './serialize';

/**
 * What the session user's answer keeps (serialize.ts) and forgets, also after another instance's writes: the
 * relations of both sides of a follow, friendship or block; one's owned borders; and, when an account's name,
 * picture or state changes, the relations of everyone who lists it as a friend or in a request.
 */
export function subscribeUsers(deps: Pick<AppDeps, 'events' | 'caches' | 'db'>): void {
  deps.events.subscribe('relation.changed', (event) => forgetSessionRelations(deps, event.userIds));
  deps.events.subscribe('account.changed', async (event) => {
    if (event.kind === 'removed') return forgetAllSessionRelations(deps);
    if (event.kind === 'borders') return forgetSessionRelations(deps, [event.userId]);
    forgetSessionRelations(deps, [event.userId, ...(await friendshipPartnersOf(deps.db, event.userId))]);
  });
}
