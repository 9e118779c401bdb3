import type { Game, GameResponse, GamesResponse } from '../../common/contract/games';
import { http } from './http';

export async function listGames(): Promise<Game[]> {
  const answer = await http.get('/api/games').json<GamesResponse>();
  return answer.games;
}

export function getGame(id: number | string): Promise<GameResponse> {
  return http.get(`/api/games/${encodeURIComponent(String(id))}`).json<GameResponse>();
}
