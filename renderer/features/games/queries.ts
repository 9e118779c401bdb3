import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { exploreRoutes } from '../../../common/contract/explore';
import { type CatalogueQuery, type CreateGameRequest, type GameResponse, gameRoutes, type UpdateGameRequest } from '../../../common/contract/games';
import { api } from '../../api/client';
import type { MutationExtras } from '../../api/query-client';

// The catalogue, one game, and the creators' calls (create, edit, cover and browser build).

const listGames = (query: CatalogueQuery) => api(gameRoutes.list, { query });

export const gameKeys = {
  all: ['games'] as const,
  catalogue: (query: CatalogueQuery) => ['games', 'catalogue', query] as const,
  categories: ['games', 'categories'] as const,
  /** The fullest categories with their most popular games (/explore). */
  byCategory: ['games', 'by-category'] as const,
  /** Every game by name, for pickers (the upload form's game choice, the forums' game filter). */
  picker: ['games', 'picker'] as const,
  /** The games a user may write updates and giveaways for: their own, or every game for an admin. */
  writable: (userId: number, role: string) => ['games', 'writable', userId, role] as const,
  detail: (id: number) => ['games', 'detail', id] as const,
};

/** Silent: a 404 is the caller's business (the /game/{id} page shows its own 404), no message. */
export const gameQuery = (id: number) =>
  queryOptions({
    queryKey: gameKeys.detail(id),
    queryFn: () => api(gameRoutes.get, { params: { id: String(id) } }, { context: { silent: true } }),
    staleTime: 60_000,
  });

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
  return useQuery({ queryKey: gameKeys.categories, queryFn: () => api(gameRoutes.categories), staleTime: 5 * 60_000 });
}

/** GET /api/explore/games: a few categories, each with its most popular games. */
export function useGamesByCategory() {
  return useQuery({ queryKey: gameKeys.byCategory, queryFn: () => api(exploreRoutes.gamesByCategory), staleTime: 5 * 60_000 });
}

export function useGamePicker() {
  return useQuery({
    queryKey: gameKeys.picker,
    queryFn: async () => (await listGames({ sort: 'name', per_page: '48' })).games,
    staleTime: 5 * 60_000,
  });
}

/** The games this user may write updates and giveaways for. */
export function useWritableGames(user: { id: number; role: string }) {
  return useQuery({
    queryKey: gameKeys.writable(user.id, user.role),
    queryFn: async () => (await listGames({ sort: 'name', per_page: '48', ...(user.role === 'admin' ? {} : { creator: String(user.id) }) })).games,
  });
}

export interface NewGame {
  request: CreateGameRequest;
  /** With a trailer, the fields travel as JSON next to the video (multipart, streamed on the server). */
  trailer: File | null;
}

export function useCreateGame(extras: MutationExtras<GameResponse, NewGame> = {}) {
  return useMutation({
    ...extras,
    mutationFn: ({ request, trailer }) =>
      trailer
        ? api(gameRoutes.create, { body: { fields: JSON.stringify(request), video: trailer } })
        : api(gameRoutes.createNoVideo, { body: request }),
  });
}

export function useUpdateGame(id: number, extras: MutationExtras<GameResponse, UpdateGameRequest> = {}) {
  return useMutation({ ...extras, mutationFn: (body) => api(gameRoutes.update, { params: { id: String(id) }, body }) });
}

export function useUploadGameAsset(id: number, kind: 'cover' | 'build', extras: MutationExtras<Awaited<ReturnType<typeof uploadAsset>>, File> = {}) {
  return useMutation({ ...extras, mutationFn: (file) => uploadAsset(id, kind, file) });
}

const uploadAsset = (id: number, kind: 'cover' | 'build', file: File) =>
  kind === 'cover'
    ? api(gameRoutes.cover, { params: { id: String(id) }, body: { cover: file } })
    : api(gameRoutes.build, { params: { id: String(id) }, body: { build: file } });
