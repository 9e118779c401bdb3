import {
  type CatalogueQuery,
  type GameCategoriesResponse,
  type GameResponse,
  type GamesResponse,
  gameRoutes,
} from '../../common/contract/games';
import { api } from './client';

export function listGames(query: CatalogueQuery = {}): Promise<GamesResponse> {
  return api(gameRoutes.list, { query });
}

export function listGameCategories(): Promise<GameCategoriesResponse> {
  return api(gameRoutes.categories);
}

/** `silent`: a 404 is the caller's business (the /game/{id} page shows its own 404), no message. */
export function getGame(id: number | string, options: { silent?: boolean } = {}): Promise<GameResponse> {
  return api(gameRoutes.get, { params: { id: String(id) } }, options.silent ? { context: { silent: true } } : {});
}
