import { type FeatureFlag, flagRoutes } from '../../common/contract/flags';
import { api } from './client';

/** The flags of the current visitor (GET /api/feature-flags). */
export async function getMyFlags(): Promise<Record<string, boolean>> {
  return (await api(flagRoutes.mine)).flags;
}

export async function listFlags(): Promise<FeatureFlag[]> {
  return (await api(flagRoutes.list)).flags;
}

export async function updateFlag(
  name: string,
  change: { enabledForAll?: boolean; rolloutPercentage?: number },
): Promise<FeatureFlag> {
  return (await api(flagRoutes.update, { params: { name }, body: change })).flag;
}
