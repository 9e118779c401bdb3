import { gameRoutes as contract } from '../../../common/contract/games';
import type { AppDeps } from '../../deps';
import { implement } from '../../http/route';
import { gameCategories, gamePosts, getGame, listGames } from './service';

export function gameRoutes(deps: AppDeps) {
  return [
    implement(contract.list, async ({ query }) => ({
      status: 200,
      body: await listGames(deps, {
        ...query,
        browser: query.browser !== undefined,
        creator: query.creator === undefined ? undefined : Number(query.creator),
      }),
    })),
    implement(contract.categories, async () => ({ status: 200, body: await gameCategories(deps) })),
    implement(contract.get, async ({ params }, c) => {
      const [game, posts] = await Promise.all([getGame(deps, params.id), gamePosts(deps, params.id, c.get('user'))]);
      return { status: 200, body: { game, gamePosts: posts } };
    }),
  ];
}
