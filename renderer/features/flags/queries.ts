import { useQuery } from '@tanstack/react-query';
import { getMyFlags, listFlags } from '../../api/flags';
import { useSessionStore } from '../session/store';

// The visitor's feature flags (GET /api/feature-flags, spec §3). 'flags.changed' over the realtime channel makes
// them stale (features/realtime/invalidation.ts).

export const flagKeys = {
  mine: (viewer: number | null) => ['feature-flags', viewer ?? 0] as const,
  /** Every flag's setting (admins): who it is on for, not whether it is on for the admin. */
  settings: ['admin', 'feature-flags'] as const,
};

/** Whether a flag is on for the current visitor; false while unknown. */
export function useFeatureFlag(name: string): boolean {
  const viewer = useSessionStore((state) => state.user?.id ?? null);
  const flags = useQuery({ queryKey: flagKeys.mine(viewer), queryFn: getMyFlags, staleTime: 5 * 60_000 });
  return flags.data?.[name] ?? false;
}

/** Every flag with its settings (GET /api/admin/feature-flags; admins only). */
export function useFlagSettings() {
  return useQuery({ queryKey: flagKeys.settings, queryFn: listFlags });
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
