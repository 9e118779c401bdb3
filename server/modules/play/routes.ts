import { playRoutes as contract } from '../../../common/contract/play';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { implement } from '../../http/route';
import { cachedDashboard, dashboardGeneration, invalidateDashboard, storeDashboard } from './dashboard-cache';
import {
  addFavorite,
  computeDashboard,
  favoriteGames,
  myGame,
  pinTrending,
  rateGame,
  recommendedGames,
  removeFavorite,
  trendingGames,
  unpinTrending,
} from './service';

export function playRoutes(deps: AppDeps) {
  return [
    implement(contract.favorites, async ({ query }, c) => ({
      status: 200,
      body: { favoriteGames: await favoriteGames(deps, c.get('user'), query.userId === undefined ? undefined : Number(query.userId)) },
    })),
    implement(contract.addFavorite, async ({ body }, c) => {
      const { created, answer } = await addFavorite(deps, c.get('user')!, body.game_id);
      return created ? { status: 201 as const, body: answer } : { status: 200 as const, body: answer };
    }),
    implement(contract.removeFavorite, async ({ params }, c) => ({ status: 200, body: await removeFavorite(deps, c.get('user')!, params.id) })),
    implement(contract.myGame, async ({ params }, c) => ({ status: 200, body: await myGame(deps, c.get('user')!, params.id) })),
    implement(contract.rate, async ({ params, body }, c) => ({ status: 200, body: await rateGame(deps, c.get('user')!, params.id, body.stars) })),
    implement(contract.unrate, async ({ params }, c) => ({ status: 200, body: await rateGame(deps, c.get('user')!, params.id, null) })),
    implement(contract.recommended, async (_input, c) => ({ status: 200, body: { recommendedGames: await recommendedGames(deps, c.get('user')) } })),
    implement(contract.trending, async () => ({ status: 200, body: await trendingGames(deps) })),
    implement(contract.trendAdmin, async () => ({ status: 200, body: await trendingGames(deps) })),
    implement(contract.pin, async ({ body }, c) => ({ status: 200, body: await pinTrending(deps, c.get('user')!, body.game_id, body.position) })),
    implement(contract.unpin, async ({ params }) => ({ status: 200, body: await unpinTrending(deps, params.id) })),
    implement(contract.dashboard, async ({ query }, c) => {
      const user = c.get('user')!;
      if (query.userId !== undefined && Number(query.userId) !== user.id) throw new HttpError(403, 'dashboardOwnOnly');
      const useCache = query.cache !== 'false' && query.cache !== '0';
      const cached = useCache ? cachedDashboard(deps, user.id) : undefined;
      if (cached) return new Response(cached, { status: 200, headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
      const generation = dashboardGeneration(deps, user.id);
      const dashboard = await computeDashboard(deps, user);
      storeDashboard(deps, user.id, generation, dashboard);
      return { status: 200, body: { ...dashboard, cached: false } };
    }),
    implement(contract.invalidate, async (_input, c) => {
      await invalidateDashboard(deps, c.get('user')!.id);
      return { status: 204, body: null };
    }),
  ];
}
