import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { aiPodcastRoutes, type Podcast, type PodcastsAnswer } from '../../../common/contract/ai-podcasts';
import { api } from '../../api/client';
import { onRealtimeEvent } from '../realtime/listeners';
import { useSessionStore } from '../session/store';

// TanStack Query keys and hooks of the podcast generator, with its calls on the typed client.
// Progress arrives over the realtime channel and is written into the cached list at once; a slow poll while a
// generation is open covers a tab whose socket is down.

const ROOT = 'ai-podcasts';

export const aiPodcastKeys = {
  all: [ROOT] as const,
  list: (viewer: number) => [ROOT, 'list', viewer] as const,
  detail: (id: number) => [ROOT, 'detail', id] as const,
};

export const getPodcasts = () => api(aiPodcastRoutes.list);
export const getPodcast = (id: number) => api(aiPodcastRoutes.get, { params: { id: String(id) } });
export const generatePodcast = (description: string) => api(aiPodcastRoutes.generate, { body: { description } });

const POLL_MS = 4_000;

export function isOpen(podcast: Pick<Podcast, 'status'>): boolean {
  return podcast.status === 'queued' || podcast.status === 'running';
}

export function usePodcasts() {
  const viewer = useSessionStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: aiPodcastKeys.list(viewer),
    queryFn: getPodcasts,
    refetchInterval: (query) => (query.state.data?.mine.some(isOpen) ? POLL_MS : false),
  });
}

export function useGeneratePodcast() {
  const client = useQueryClient();
  const viewer = useSessionStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: generatePodcast,
    onSuccess: ({ podcast }) => {
      client.setQueryData<PodcastsAnswer>(aiPodcastKeys.list(viewer), (cached) => (cached ? { ...cached, mine: [podcast, ...cached.mine] } : cached));
      void client.invalidateQueries({ queryKey: aiPodcastKeys.all });
    },
  });
}

/** Writes each progress event into the cached list; a finished one is loaded again (tracks, transcript). */
export function usePodcastProgress() {
  const client = useQueryClient();
  const viewer = useSessionStore((state) => state.user?.id ?? 0);
  useEffect(
    () =>
      onRealtimeEvent('ai-podcast.progress', (event) => {
        client.setQueryData<PodcastsAnswer>(aiPodcastKeys.list(viewer), (cached) =>
          cached
            ? {
                ...cached,
                mine: cached.mine.map((podcast) =>
                  podcast.id === event.id ? { ...podcast, status: event.status, progress: event.progress, error: event.error } : podcast,
                ),
              }
            : cached,
        );
        if (event.status === 'ready' || event.status === 'failed') void client.invalidateQueries({ queryKey: aiPodcastKeys.all });
      }),
    [client, viewer],
  );
}

/** The stage (script, speech, mix, cover) the latest event named for a podcast, or null before any. */
export function usePodcastStage(id: number | null): string | null {
  const [stage, setStage] = useState<{ id: number; stage: string } | null>(null);
  useEffect(
    () =>
      onRealtimeEvent('ai-podcast.progress', (event) => {
        if (event.id === id) setStage({ id: event.id, stage: event.stage });
      }),
    [id],
  );
  return stage && stage.id === id ? stage.stage : null;
}
