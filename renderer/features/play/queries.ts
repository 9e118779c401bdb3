import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { exploreRoutes } from '../../../common/contract/explore';
import type { GameResponse } from '../../../common/contract/games';
import { type FavoriteGamesAnswer, type MyGameAnswer, playRoutes } from '../../../common/contract/play';
import { api } from '../../api/client';
import { trackFavouritesCount } from '../analytics/track';
import { useApiHealthStore } from '../api-health/store';
import { gameKeys } from '../games/queries';
import { useSessionStore } from '../session/store';
import { useToastStore } from '../toasts/store';

// TanStack Query keys and hooks of the player's relation to games: favourites, stars, recommendations, trends,
// the play dashboard. A successful load of the dashboard, favourites, trends or recommendations clears the
// critical-error flag (spec §4). The server drops its cached dashboard itself whenever something in it changes
// and says so over the realtime channel ('play.dashboard'), so the renderer never asks it to.

const id = (value: number) => ({ id: String(value) });

const ROOT = 'play';

export const playKeys = {
  all: [ROOT] as const,
  dashboard: (viewer: number) => [ROOT, 'dashboard', viewer] as const,
  favorites: (userId: number) => [ROOT, 'favorites', userId] as const,
  mine: (viewer: number, gameId: number) => [ROOT, 'mine', viewer, gameId] as const,
  recommended: (viewer: number | null) => [ROOT, 'recommended', viewer ?? 0] as const,
  trending: [ROOT, 'trending'] as const,
  /** What the viewer's friends played lately (/explore). */
  friends: (viewer: number) => [ROOT, 'friends', viewer] as const,
  adminTrending: [ROOT, 'admin', 'trending'] as const,
};

function cleared<T>(value: T): T {
  useApiHealthStore.getState().clearCriticalError();
  return value;
}

const viewerId = () => useSessionStore.getState().user?.id ?? null;

export function usePlayDashboard() {
  const viewer = useSessionStore((state) => state.user?.id ?? 0);
  return useQuery({ queryKey: playKeys.dashboard(viewer), queryFn: async () => cleared(await api(playRoutes.dashboard, { query: {} })), enabled: viewer > 0 });
}

/** A person's favourites (default: one's own). One's own count goes to the onboarding analytics (spec §7). */
export function useFavoriteGames(userId?: number) {
  const viewer = useSessionStore((state) => state.user?.id ?? 0);
  const owner = userId ?? viewer;
  return useQuery({
    queryKey: playKeys.favorites(owner),
    queryFn: async () => {
      const others = userId !== undefined && userId !== viewer;
      const answer = cleared(await api(playRoutes.favorites, { query: others ? { userId: String(userId) } : {} }));
      if (owner === viewer) trackFavouritesCount(answer.favoriteGames.length);
      return answer;
    },
    enabled: owner > 0,
  });
}

export function useMyGame(gameId: number) {
  const viewer = useSessionStore((state) => state.user?.id ?? 0);
  return useQuery({ queryKey: playKeys.mine(viewer, gameId), queryFn: () => api(playRoutes.myGame, { params: id(gameId) }), enabled: viewer > 0 });
}

export function useRecommendedGames() {
  const viewer = useSessionStore((state) => state.user?.id ?? null);
  return useQuery({ queryKey: playKeys.recommended(viewer), queryFn: async () => cleared(await api(playRoutes.recommended)) });
}

export function useTrendingGames(enabled: boolean) {
  return useQuery({ queryKey: playKeys.trending, queryFn: async () => cleared(await api(playRoutes.trending, {}, { context: { silent: true } })), enabled });
}

/** GET /api/explore/friends-playing: the signed-in viewer's friends' recent games; nothing is asked for a visitor. */
export function useFriendsPlaying() {
  const viewer = useSessionStore((state) => state.user?.id ?? 0);
  return useQuery({ queryKey: playKeys.friends(viewer), queryFn: () => api(exploreRoutes.friendsPlaying), enabled: viewer > 0, staleTime: 60_000 });
}

export function useAdminTrendingGames() {
  return useQuery({ queryKey: playKeys.adminTrending, queryFn: () => api(playRoutes.trendAdmin) });
}

function patchGameDetail(client: QueryClient, gameId: number, change: (game: GameResponse['game']) => GameResponse['game']) {
  client.setQueryData<GameResponse>(gameKeys.detail(gameId), (current) => (current ? { ...current, game: change(current.game) } : current));
}

/** The heart: optimistic, rolled back with a toast when the server says no. */
export function useToggleFavorite(gameId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) =>
      favorite ? api(playRoutes.addFavorite, { body: { game_id: gameId } }) : api(playRoutes.removeFavorite, { params: id(gameId) }),
    onMutate: async (favorite) => {
      const viewer = viewerId() ?? 0;
      const key = playKeys.mine(viewer, gameId);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<MyGameAnswer>(key);
      client.setQueryData<MyGameAnswer>(key, (current) => ({ favorite, stars: current?.stars ?? null }));
      return { before, key };
    },
    onError: (_error, _favorite, context) => {
      if (context) client.setQueryData(context.key, context.before);
      useToastStore.getState().show({ type: 'error', message: 'play:favorite.failed' });
    },
    onSuccess: (answer) => {
      trackFavouritesCount(answer.count);
      patchGameDetail(client, gameId, (game) => ({ ...game, favorites_count: answer.favorites_count }));
      const viewer = viewerId();
      if (viewer !== null) {
        client.setQueryData<FavoriteGamesAnswer>(playKeys.favorites(viewer), (current) =>
          current && !answer.favorite ? { favoriteGames: current.favoriteGames.filter((entry) => entry.game.id !== gameId) } : current,
        );
      }
      void client.invalidateQueries({ queryKey: playKeys.all, predicate: (query) => query.queryKey[1] !== 'mine' });
      void client.invalidateQueries({ queryKey: gameKeys.all, predicate: (query) => query.queryKey[1] === 'catalogue' });
    },
  });
}

export function useRateGame(gameId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (stars: number | null) =>
      stars === null ? api(playRoutes.unrate, { params: id(gameId) }) : api(playRoutes.rate, { params: id(gameId), body: { stars } }),
    onMutate: async (stars) => {
      const key = playKeys.mine(viewerId() ?? 0, gameId);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<MyGameAnswer>(key);
      client.setQueryData<MyGameAnswer>(key, (current) => ({ favorite: current?.favorite ?? false, stars }));
      return { before, key };
    },
    onError: (_error, _stars, context) => {
      if (context) client.setQueryData(context.key, context.before);
      useToastStore.getState().show({ type: 'error', message: 'play:rating.failed' });
    },
    onSuccess: (answer) => {
      patchGameDetail(client, gameId, (game) => ({ ...game, rating: answer.rating }));
      void client.invalidateQueries({ queryKey: gameKeys.all, predicate: (query) => query.queryKey[1] === 'catalogue' });
    },
  });
}

export function usePinTrending() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, position, pin }: { gameId: number; position?: number; pin: boolean }) =>
      pin
        ? api(playRoutes.pin, { body: position === undefined ? { game_id: gameId } : { game_id: gameId, position } })
        : api(playRoutes.unpin, { params: id(gameId) }),
    onSuccess: (answer) => {
      client.setQueryData(playKeys.adminTrending, answer);
      void client.invalidateQueries({ queryKey: playKeys.trending });
    },
  });
}

