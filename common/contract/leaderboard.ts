import { z } from 'zod/mini';
import { defineRoute } from './route';

// The creators' leaderboard (spec §7 GET /api/game-creators-leaderboard, §9 default limit 10):
// creators ranked by the plays, favourites and likes their games gathered over a period.

export const LEADERBOARD_PERIODS = ['week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_MAX = 50;

export const leaderboardQuery = z.object({
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,2}$/, { error: 'invalidLimit' })),
      z.pipe(z.transform(Number), z.number().check(z.lte(LEADERBOARD_MAX, { error: 'invalidLimit' }))),
    ),
  ),
  period: z.optional(z.enum(LEADERBOARD_PERIODS, { error: 'invalidPeriod' })),
});

export const leaderboardRowSchema = z.object({
  rank: z.number(),
  user: z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()), profile_border: z.nullable(z.string()) }),
  games: z.number(),
  plays: z.number(),
  favorites: z.number(),
  likes: z.number(),
  /** plays + 3 × favourites + likes over the period. */
  score: z.number(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
export const leaderboardAnswer = z.object({ rows: z.array(leaderboardRowSchema), period: z.enum(LEADERBOARD_PERIODS) });
export type LeaderboardAnswer = z.infer<typeof leaderboardAnswer>;

export const leaderboardRoutes = {
  creators: defineRoute({
    method: 'get',
    path: '/api/game-creators-leaderboard',
    tag: 'Rangliste',
    summary: 'Creator nach Runden, Favoriten und Likes ihrer Spiele im Zeitraum (Woche, Monat, immer; Standard 10 Plätze)',
    query: leaderboardQuery,
    responses: { 200: leaderboardAnswer },
    errors: [422],
  }),
};
