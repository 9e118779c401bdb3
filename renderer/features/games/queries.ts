import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueQuery } from '../../../common/contract/games';
import { getGame, listGameCategories, listGames } from '../../api/games';

export const gameKeys = {
  all: ['games'] as const,
  catalogue: (query: CatalogueQuery) => ['games', 'catalogue', query] as const,
  categories: ['games', 'categories'] as const,
  /** Every game by name, for pickers (the upload form's game choice). */
  picker: ['games', 'picker'] as const,
  detail: (id: number) => ['games', 'detail', id] as const,
};

export const gameQuery = (id: number) =>
  queryOptions({ queryKey: gameKeys.detail(id), queryFn: () => getGame(id, { silent: true }), staleTime: 60_000 });

export function useGame(id: number) {
  return useQuery(gameQuery(id));
}

/** One page of the catalogue; the previous page stays on screen while the next loads. */
export function useCatalogue(query: CatalogueQuery) {
  return useQuery({
    queryKey: gameKeys.catalogue(query),
    queryFn: () => listGames(query),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useGameCategories() {
  return useQuery({ queryKey: gameKeys.categories, queryFn: listGameCategories, staleTime: 5 * 60_000 });
}

export function useGamePicker() {
  return useQuery({
    queryKey: gameKeys.picker,
    queryFn: async () => (await listGames({ sort: 'name', per_page: '48' })).games,
    staleTime: 5 * 60_000,
  });
}
