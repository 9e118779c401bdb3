import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GIVEAWAY_CACHE_MS } from '../../../common/constants';
import { type CreateGiveawayRequest, giveawayRoutes } from '../../../common/contract/giveaways';
import { api } from '../../api/client';
import { formErrorOf } from '../forms/errors';
import { gameKeys } from '../games/queries';
import { useSessionStore } from '../session/store';
import { useToastStore } from '../toasts/store';

// TanStack Query keys and hooks of giveaways (spec §7 /api/giveaways/batch-check). The batch check is kept 5
// minutes (spec §9); the HTTP layer halves the retry delay of giveaway calls and caps it at 3 s (spec §8/§9).

const id = (value: number) => ({ id: String(value) });

const ROOT = 'giveaways';

export const giveawayKeys = {
  all: [ROOT] as const,
  list: (viewer: number, status: 'open' | 'past', gameId?: number) => [ROOT, 'list', viewer, status, gameId ?? 0] as const,
  mine: (viewer: number) => [ROOT, 'mine', viewer] as const,
  entries: (viewer: number) => [ROOT, 'entries', viewer] as const,
  admin: [ROOT, 'admin'] as const,
  audit: (id: number) => [ROOT, 'audit', id] as const,
  check: (gameIds: readonly number[]) => [ROOT, 'check', [...gameIds].sort((a, b) => a - b).join(',')] as const,
};

const useViewer = () => useSessionStore((state) => state.user?.id ?? 0);

export function useGiveaways(status: 'open' | 'past', gameId?: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: giveawayKeys.list(viewer, status, gameId),
    queryFn: () => api(giveawayRoutes.list, { query: { status, ...(gameId ? { game_id: String(gameId) } : {}) } }),
  });
}

export function useMyGiveaways() {
  const viewer = useViewer();
  return useQuery({ queryKey: giveawayKeys.mine(viewer), queryFn: () => api(giveawayRoutes.mine), enabled: viewer > 0 });
}

export function useMyEntries() {
  const viewer = useViewer();
  return useQuery({ queryKey: giveawayKeys.entries(viewer), queryFn: () => api(giveawayRoutes.myEntries), enabled: viewer > 0 });
}

export const useAllGiveaways = () => useQuery({ queryKey: giveawayKeys.admin, queryFn: () => api(giveawayRoutes.admin) });

export function useGiveawayAudit(id: number, enabled: boolean) {
  return useQuery({
    queryKey: giveawayKeys.audit(id),
    queryFn: () => api(giveawayRoutes.audit, { params: { id: String(id) } }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Which of these games have an active giveaway (POST /api/giveaways/batch-check), cached 5 minutes. */
export function useGiveawayBadges(gameIds: readonly number[]) {
  const ids = [...new Set(gameIds)];
  return useQuery({
    queryKey: giveawayKeys.check(ids),
    // Silent: badges are decoration; a failure leaves them out.
    queryFn: () => api(giveawayRoutes.batchCheck, { body: { game_ids: ids } }, { context: { silent: true } }),
    enabled: ids.length > 0,
    staleTime: GIVEAWAY_CACHE_MS,
    gcTime: GIVEAWAY_CACHE_MS,
  });
}

function useChanged(failure: string, success?: string) {
  const client = useQueryClient();
  const show = useToastStore((state) => state.show);
  return {
    onSuccess: () => {
      if (success) show({ type: 'success', message: success });
      void client.invalidateQueries({ queryKey: giveawayKeys.all });
      void client.invalidateQueries({ queryKey: gameKeys.all });
    },
    onError: (error: unknown) => show({ type: 'error', message: formErrorOf(error, failure) }),
  };
}

export const useEnterGiveaway = (failure: string, success: string) =>
  useMutation({ mutationFn: (giveawayId: number) => api(giveawayRoutes.enter, { params: id(giveawayId) }), ...useChanged(failure, success) });
export const useCreateGiveaway = (failure: string, success: string) =>
  useMutation({ mutationFn: (body: CreateGiveawayRequest) => api(giveawayRoutes.create, { body }), ...useChanged(failure, success) });
export const useCancelGiveaway = (failure: string, success: string) =>
  useMutation({ mutationFn: (giveawayId: number) => api(giveawayRoutes.cancel, { params: id(giveawayId) }), ...useChanged(failure, success) });
export const useDrawNow = (failure: string, success: string) =>
  useMutation({ mutationFn: (giveawayId: number) => api(giveawayRoutes.drawNow, { params: id(giveawayId) }), ...useChanged(failure, success) });
