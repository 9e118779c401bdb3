import { useQuery } from '@tanstack/react-query';
import { getMyFlags } from '../../api/flags';
import { useSessionStore } from '../session/store';

// The visitor's feature flags (GET /api/feature-flags, spec §3). 'flags.changed' over the realtime channel makes
// them stale (features/realtime/invalidation.ts).

export const flagKeys = {
  mine: (viewer: number | null) => ['feature-flags', viewer ?? 0] as const,
};

/** Whether a flag is on for the current visitor; false while unknown. */
export function useFeatureFlag(name: string): boolean {
  const viewer = useSessionStore((state) => state.user?.id ?? null);
  const flags = useQuery({ queryKey: flagKeys.mine(viewer), queryFn: getMyFlags, staleTime: 5 * 60_000 });
  return flags.data?.[name] ?? false;
}
