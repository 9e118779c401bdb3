import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { readIdParam } from '../../http/validate';
import { getGame, listGames } from './service';

export function gameRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/api/games', async (c) => c.json({ games: await listGames(deps) }));
  app.get('/api/games/:id', async (c) => c.json({ game: await getGame(deps, readIdParam(c)), gamePosts: [] }));
  return app;
}
