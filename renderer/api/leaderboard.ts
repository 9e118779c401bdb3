import { type LeaderboardPeriod, leaderboardRoutes } from '../../common/contract/leaderboard';
import { api } from './client';

export const getCreatorsLeaderboard = (period: LeaderboardPeriod, limit?: number) =>
  api(leaderboardRoutes.creators, { query: { period, ...(limit ? { limit: String(limit) } : {}) } });
