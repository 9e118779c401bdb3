import { useQuery } from '@tanstack/react-query';
import { type LeaderboardPeriod, leaderboardRoutes } from '../../../common/contract/leaderboard';
import { api } from '../../api/client';

// The game creators' leaderboard (spec §7 GET /api/game-creators-leaderboard).

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  creators: (period: LeaderboardPeriod, limit: number) => ['leaderboard', period, limit] as const,
};

export function useCreatorsLeaderboard(period: LeaderboardPeriod, limit: number) {
  return useQuery({
    queryKey: leaderboardKeys.creators(period, limit),
    queryFn: () => api(leaderboardRoutes.creators, { query: { period, limit: String(limit) } }),
  });
}
