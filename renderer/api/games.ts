import { type Game, type GameResponse, gameRoutes } from '../../common/contract/games';
import { api } from './client';

export async function listGames(): Promise<Game[]> {
  return (await api(gameRoutes.list)).games;
}

/** `silent`: a 404 is the caller's business (the /game/{id} page shows its own 404), no message. */
export function getGame(id: number | string, options: { silent?: boolean } = {}): Promise<GameResponse> {
  return api(gameRoutes.get, { params: { id: String(id) } }, options.silent ? { context: { silent: true } } : {});
}
