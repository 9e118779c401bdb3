import { gameRoutes as contract } from '../../../common/contract/games';
import type { AppDeps } from '../../deps';
import { implement } from '../../http/route';
import { getGame, listGames } from './service';

export function gameRoutes(deps: AppDeps) {
  return [
    implement(contract.list, async () => ({ status: 200, body: { games: await listGames(deps) } })),
    implement(contract.get, async ({ params }) => ({
      status: 200,
      body: { game: await getGame(deps, params.id), gamePosts: [] },
    })),
  ];
}
