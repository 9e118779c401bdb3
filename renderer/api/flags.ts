import type { FeatureFlag } from '../../common/contract/auth';
import { http } from './http';

/** The flags of the current visitor (GET /api/feature-flags). */
export async function getMyFlags(): Promise<Record<string, boolean>> {
  const answer = await http.get('/api/feature-flags').json<{ flags: Record<string, boolean> }>();
  return answer.flags;
}

export async function listFlags(): Promise<FeatureFlag[]> {
  const answer = await http.get('/api/admin/feature-flags').json<{ flags: FeatureFlag[] }>();
  return answer.flags;
}

export async function updateFlag(
  name: string,
  change: { enabledForAll?: boolean; rolloutPercentage?: number },
): Promise<FeatureFlag> {
  const answer = await http
    .patch(`/api/admin/feature-flags/${encodeURIComponent(name)}`, { json: change })
    .json<{ flag: FeatureFlag }>();
  return answer.flag;
}
