import { leaderboardRoutes as contract } from '../../../common/contract/leaderboard';
import type { AppDeps } from '../../deps';
import { implement } from '../../http/route';
import { creatorsLeaderboard } from './service';

export function leaderboardRoutes(deps: AppDeps) {
  return [implement(contract.creators, async ({ query }) => ({ status: 200, body: await creatorsLeaderboard(deps, query) }))];
}
