import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateUpdateRequest, EditUpdateRequest } from '../../../common/contract/updates';
import {
  createUpdate,
  deleteUpdate,
  editUpdate,
  getGameUpdates,
  getUpdate,
  listAllUpdates,
  listFavoriteUpdates,
  listGamesWithUpdates,
  listRecentUpdates,
} from '../../api/updates';
import { formErrorOf } from '../forms/errors';
import { playKeys } from '../play/queries';
import { useSessionStore } from '../session/store';
import { useToastStore } from '../toasts/store';

// TanStack Query keys and hooks of game updates (issue 11). Saving shows the server's §8 message; a failure the
// §8 failure text unless the server said something more precise (a 403, a 422).

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
  useQuery({ queryKey: updateKeys.recent(page), queryFn: () => listRecentUpdates(page), placeholderData: keepPreviousData });

export function useFavoriteUpdates() {
  const viewer = useSessionStore((state) => state.user?.id ?? 0);
  return useQuery({ queryKey: updateKeys.favorites(viewer), queryFn: listFavoriteUpdates, enabled: viewer > 0 });
}

export const useGamesWithUpdates = () => useQuery({ queryKey: updateKeys.games, queryFn: listGamesWithUpdates });
export const useGameUpdates = (gameId: number, page = 1) =>
  useQuery({ queryKey: updateKeys.game(gameId, page), queryFn: () => getGameUpdates(gameId, page), placeholderData: keepPreviousData });
export const useUpdate = (id: number) => useQuery({ queryKey: updateKeys.one(id), queryFn: () => getUpdate(id) });
export const useAllUpdates = (page: number) =>
  useQuery({ queryKey: updateKeys.admin(page), queryFn: () => listAllUpdates(page), placeholderData: keepPreviousData });

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
  return useMutation({ mutationFn: (body: CreateUpdateRequest) => createUpdate(body), ...useSaved(failure) });
}

export function useEditUpdate(id: number, failure: string) {
  return useMutation({ mutationFn: (body: EditUpdateRequest) => editUpdate(id, body), ...useSaved(failure) });
}

export function useDeleteUpdate(failure: string) {
  return useMutation({ mutationFn: (id: number) => deleteUpdate(id), ...useSaved(failure) });
}
