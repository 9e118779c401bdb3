import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type FeatureFlag, flagRoutes } from '../../../common/contract/flags';
import { api } from '../../api/client';
import type { MutationExtras } from '../../api/query-client';
import { useSessionStore } from '../session/store';

// The visitor's feature flags (GET /api/feature-flags, spec §3). 'flags.changed' over the realtime channel makes
// them stale (features/realtime/invalidation.ts).

export const flagKeys = {
  mine: (viewer: number | null) => ['feature-flags', viewer ?? 0] as const,
  /** Every flag's setting (admins): who it is on for, not whether it is on for the admin. */
  settings: ['admin', 'feature-flags'] as const,
};

/** The flags of the current visitor (GET /api/feature-flags); also the feature-check guard's. */
export function myFlagsQuery(viewer: number | null) {
  return queryOptions({ queryKey: flagKeys.mine(viewer), queryFn: async () => (await api(flagRoutes.mine)).flags, staleTime: 5 * 60_000 });
}

/** Whether a flag is on for the current visitor; false while unknown. */
export function useFeatureFlag(name: string): boolean {
  const viewer = useSessionStore((state) => state.user?.id ?? null);
  const flags = useQuery(myFlagsQuery(viewer));
  return flags.data?.[name] ?? false;
}

/** Every flag with its settings (GET /api/admin/feature-flags; admins only). */
export function useFlagSettings() {
  return useQuery({ queryKey: flagKeys.settings, queryFn: async () => (await api(flagRoutes.list)).flags });
}

export type FlagChange = { enabledForAll?: boolean; rolloutPercentage?: number };

/** Changes one flag (admins); open tabs learn it over the realtime channel. */
export function useUpdateFlag(name: string, extras: MutationExtras<FeatureFlag, FlagChange> = {}) {
  return useMutation({
    ...extras,
    mutationFn: async (change) => (await api(flagRoutes.update, { params: { name }, body: change })).flag,
  });
}

/**
 * Whether a flag shows its feature to any user: switched on for everyone or rolled out to some. Admin screens
 * ask this rather than useFeatureFlag, which answers for the admin (test accounts get every flag). Undefined
 * while the settings load.
 */
export function useFlagReachesUsers(name: string): boolean | undefined {
  const settings = useFlagSettings().data;
  if (!settings) return undefined;
  const setting = settings.find((flag) => flag.name === name);
  return setting ? setting.enabledForAll || setting.rolloutPercentage > 0 : false;
}
