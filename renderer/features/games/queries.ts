import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGame } from '../../api/games';

export const gameKeys = {
  all: ['games'] as const,
  detail: (id: number) => ['games', 'detail', id] as const,
};

export const gameQuery = (id: number) =>
  queryOptions({ queryKey: gameKeys.detail(id), queryFn: () => getGame(id, { silent: true }), staleTime: 60_000 });

export function useGame(id: number) {
  return useQuery(gameQuery(id));
}
