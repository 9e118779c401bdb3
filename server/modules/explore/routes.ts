import { exploreRoutes as contract } from '../../../common/contract/explore';
import type { AppDeps } from '../../deps';
import { implement } from '../../http/route';
import { gamesByCategory } from '../games/explore';
import { friendsPlaying } from '../play/friends';
import { trendingClips } from '../posts/trending';
import { risingCreators } from '../social/creators';

// Discovery on /explore: each list is the query of the domain that owns its rows (posts, social, games, play);
// this module only mounts them together, as the contract declares them together.
export function exploreRoutes(deps: AppDeps) {
  return [
    implement(contract.trendingClips, async (_input, c) => ({ status: 200, body: await trendingClips(deps, c.get('user')) })),
    implement(contract.creators, async (_input, c) => ({ status: 200, body: await risingCreators(deps, c.get('user')) })),
    implement(contract.gamesByCategory, async () => ({ status: 200, body: await gamesByCategory(deps) })),
    implement(contract.friendsPlaying, async (_input, c) => ({ status: 200, body: await friendsPlaying(deps, c.get('user')!) })),
  ];
}
