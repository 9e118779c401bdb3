import { type Game, type GameResponse, gameRoutes } from '../../common/contract/games';
import { api } from './client';

export async function listGames(): Promise<Game[]> {
  return (await api(gameRoutes.list)).games;
}

export function getGame(id: number | string): Promise<GameResponse> {
  return api(gameRoutes.get, { params: { id: String(id) } });
}
