import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type GeneratedGame, type GeneratedGameAnswer, type GeneratedGamesAnswer, aiGameRoutes } from '../../../common/contract/ai-games';
import { api } from '../../api/client';
import { onRealtimeEvent } from '../realtime/listeners';

// Text to game: the gallery and one's own generations, one generation, creating and publishing. While a
// generation is queued or running, its progress arrives over the realtime channel ('ai-game.progress') and is
// written into the cached answers at once; a slow poll covers a socket that is not (yet) open.

export const aiGameKeys = {
  all: ['ai-games'] as const,
  list: ['ai-games', 'list'] as const,
  detail: (id: number) => ['ai-games', 'detail', id] as const,
};

const POLL_MS = 1_500;

export function isInProgress(game: Pick<GeneratedGame, 'status'> | undefined): boolean {
  return game?.status === 'queued' || game?.status === 'running';
}

export function useGeneratedGames() {
  return useQuery({
    queryKey: aiGameKeys.list,
    queryFn: () => api(aiGameRoutes.list),
    refetchInterval: (query) => ((query.state.data as GeneratedGamesAnswer | undefined)?.mine.some(isInProgress) ? POLL_MS : false),
  });
}

export function useGeneratedGame(id: number) {
  return useQuery({
    queryKey: aiGameKeys.detail(id),
    queryFn: () => api(aiGameRoutes.get, { params: { id: String(id) } }, { context: { silent: true } }),
    refetchInterval: (query) => (isInProgress((query.state.data as GeneratedGameAnswer | undefined)?.data) ? POLL_MS : false),
  });
}

/** Mounted by the /ai pages: progress events update the cached generation; the end reloads the lists. */
export function useGenerationProgress() {
  const client = useQueryClient();
  useEffect(
    () =>
      onRealtimeEvent('ai-game.progress', (event) => {
        const patch = (game: GeneratedGame): GeneratedGame =>
          game.id === event.id ? { ...game, status: event.status, progress: event.progress, error: event.error } : game;
        client.setQueryData<GeneratedGameAnswer>(aiGameKeys.detail(event.id), (old) => (old ? { data: patch(old.data) } : old));
        client.setQueryData<GeneratedGamesAnswer>(aiGameKeys.list, (old) => (old ? { ...old, mine: old.mine.map(patch) } : old));
        if (event.status === 'done' || event.status === 'failed') void client.invalidateQueries({ queryKey: aiGameKeys.all });
      }),
    [client],
  );
}

export function useCreateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (description: string) => api(aiGameRoutes.create, { body: { description } }, { context: { silent: true } }),
    onSuccess: (answer) => {
      client.setQueryData(aiGameKeys.detail(answer.data.id), answer);
      void client.invalidateQueries({ queryKey: aiGameKeys.list });
    },
  });
}

export function usePublishGame(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(aiGameRoutes.publish, { params: { id: String(id) } }),
    onSuccess: () => client.invalidateQueries({ queryKey: aiGameKeys.all }),
  });
}
