import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CreateUpdateRequest, type EditUpdateRequest, updateRoutes } from '../../../common/contract/updates';
import { api } from '../../api/client';
import { formErrorOf } from '../forms/errors';
import { playKeys } from '../play/queries';
import { useSessionStore } from '../session/store';
import { useToastStore } from '../toasts/store';

// TanStack Query keys and hooks of game updates (spec §7 the game-updates calls). Saving shows the server's §8
// message; a failure the §8 failure text unless the server said something more precise (a 403, a 422).
// A game's updates are read paged with the game (GET /api/games/{id}/updates), edits go out as PATCH.

const id = (value: number) => ({ id: String(value) });
const pageQuery = (value: number) => (value > 1 ? { page: String(value) } : {});

const ROOT = 'updates';

export const updateKeys = {
  all: [ROOT] as const,
  recent: (page: number) => [ROOT, 'recent', page] as const,
  favorites: (viewer: number) => [ROOT, 'favorites', viewer] as const,
  games: [ROOT, 'games'] as const,
  game: (gameId: number, page: number) => [ROOT, 'game', gameId, page] as const,
  one: (id: number) => [ROOT, 'one', id] as const,
  admin: (page: number) => [ROOT, 'admin', page] as const,
};

export const useRecentUpdates = (page: number) =>
  useQuery({ queryKey: updateKeys.recent(page), queryFn: () => api(updateRoutes.recent, { query: pageQuery(page) }), placeholderData: keepPreviousData });

export function useFavoriteUpdates() {
  const viewer = useSessionStore((state) => state.user?.id ?? 0);
  return useQuery({ queryKey: updateKeys.favorites(viewer), queryFn: () => api(updateRoutes.favorites, { query: {} }), enabled: viewer > 0 });
}

export const useGamesWithUpdates = () => useQuery({ queryKey: updateKeys.games, queryFn: () => api(updateRoutes.games) });
// Silent: a missing game or update is the page's own 404.
export const useGameUpdates = (gameId: number, pageNumber = 1) =>
  useQuery({
    queryKey: updateKeys.game(gameId, pageNumber),
    queryFn: () => api(updateRoutes.gamePage, { params: id(gameId), query: pageQuery(pageNumber) }, { context: { silent: true } }),
    placeholderData: keepPreviousData,
  });
export const useUpdate = (updateId: number) =>
  useQuery({ queryKey: updateKeys.one(updateId), queryFn: () => api(updateRoutes.one, { params: id(updateId) }, { context: { silent: true } }) });
export const useAllUpdates = (page: number) =>
  useQuery({ queryKey: updateKeys.admin(page), queryFn: () => api(updateRoutes.admin, { query: pageQuery(page) }), placeholderData: keepPreviousData });

function useSaved(failure: string) {
  const client = useQueryClient();
  const show = useToastStore((state) => state.show);
  return {
    onSuccess: (answer: { message: string }) => {
      show({ type: 'success', message: answer.message });
      void client.invalidateQueries({ queryKey: updateKeys.all });
      void client.invalidateQueries({ queryKey: playKeys.all });
    },
    onError: (error: unknown) => show({ type: 'error', message: formErrorOf(error, failure) }),
  };
}

export function useCreateUpdate(failure: string) {
  return useMutation({ mutationFn: (body: CreateUpdateRequest) => api(updateRoutes.create, { body }), ...useSaved(failure) });
}

export function useEditUpdate(updateId: number, failure: string) {
  return useMutation({ mutationFn: (body: EditUpdateRequest) => api(updateRoutes.edit, { params: id(updateId), body }), ...useSaved(failure) });
}

export function useDeleteUpdate(failure: string) {
  return useMutation({ mutationFn: (updateId: number) => api(updateRoutes.remove, { params: id(updateId) }), ...useSaved(failure) });
}
