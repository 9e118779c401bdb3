import { z } from 'zod/mini';
import { idParams, dbId } from './common';
import { gameSchema } from './games';
import { defineRoute } from './route';
import { gameUpdateSchema } from './updates';
import { lastPlayedEntrySchema } from './wellbeing';

// The player's relation to games (spec §7 /api/favoriteGames, /api/recommended-games,
// /api/trending-games, /api/play-dashboard and its invalidate call; §4 the critical-error flag cleared by these
// loads and the games-highlight flag). Ratings are not in the spec; the catalogue sorts by them.

const gameId = dbId('gameNotFound');
const userIdQuery = z.optional(z.string().check(z.regex(/^[1-9]\d{0,9}$/, { error: 'userNotFound' })));

export const favoriteGamesQuery = z.object({
  /** Whose favourites (default: the signed-in person's own). */
  userId: userIdQuery,
});
export const favoriteGameRequest = z.object({ game_id: gameId });

/** A favourite: the game and when it became one, newest first. */
export const favoriteGameSchema = z.object({ game: gameSchema, created_at: z.string() });
export type FavoriteGame = z.infer<typeof favoriteGameSchema>;
export const favoriteGamesAnswer = z.object({ favoriteGames: z.array(favoriteGameSchema) });
export type FavoriteGamesAnswer = z.infer<typeof favoriteGamesAnswer>;
/** After a change: the game's new favourite count and whether it is a favourite now. */
export const favoriteChangeAnswer = z.object({ game_id: z.number(), favorite: z.boolean(), favorites_count: z.number(), count: z.number() });
export type FavoriteChangeAnswer = z.infer<typeof favoriteChangeAnswer>;

export const ratingRequest = z.object({
  stars: z.number({ error: 'invalidRating' }).check(z.int({ error: 'invalidRating' }), z.gte(1, { error: 'invalidRating' }), z.lte(5, { error: 'invalidRating' })),
});
export const ratingAnswer = z.object({
  game_id: z.number(),
  /** The viewer's own stars, null after removing them. */
  stars: z.nullable(z.number()),
  rating: z.object({ average: z.nullable(z.number()), count: z.number() }),
});
export type RatingAnswer = z.infer<typeof ratingAnswer>;

/** The signed-in viewer's relation to one game (its page): favourite and own stars. */
export const myGameAnswer = z.object({ favorite: z.boolean(), stars: z.nullable(z.number()) });
export type MyGameAnswer = z.infer<typeof myGameAnswer>;

/** A recommendation and why it was made (shown as a short reason under the card). */
export const recommendedGameSchema = z.object({
  game: gameSchema,
  reason: z.enum(['category', 'friends', 'popular']),
  /** The category that matched (German name of the fixed list) when reason is category. */
  category: z.nullable(z.string()),
});
export type RecommendedGame = z.infer<typeof recommendedGameSchema>;
export const recommendedGamesAnswer = z.object({ recommendedGames: z.array(recommendedGameSchema) });

export const trendingGameSchema = z.object({
  game: gameSchema,
  /** Plays (sessions) and new favourites over the trend window, and whether an admin pinned it. */
  plays: z.number(),
  favorites: z.number(),
  score: z.number(),
  pinned: z.boolean(),
});
export type TrendingGame = z.infer<typeof trendingGameSchema>;
export const trendingGamesAnswer = z.object({ trendingGames: z.array(trendingGameSchema), days: z.number() });
export type TrendingGamesAnswer = z.infer<typeof trendingGamesAnswer>;

export const pinRequest = z.object({ game_id: gameId, position: z.optional(z.number().check(z.int(), z.gte(1), z.lte(20))) });

export const playDashboardQuery = z.object({
  userId: userIdQuery,
  /** 'false' (or '0') computes afresh; anything else may answer from the per-user cache. */
  cache: z.optional(z.enum(['true', 'false', '1', '0'], { error: 'invalidType' })),
});
export const playDashboardAnswer = z.object({
  lastPlayed: z.array(lastPlayedEntrySchema),
  favoriteGames: z.array(favoriteGameSchema),
  recommendedGames: z.array(recommendedGameSchema),
  recentUpdates: z.array(gameUpdateSchema),
  /** Whether the answer came from the cache, and when it was computed. */
  cached: z.boolean(),
  generated_at: z.string(),
});
export type PlayDashboard = z.infer<typeof playDashboardAnswer>;

const TAG = 'Spielen';

export const playRoutes = {
  favorites: defineRoute({
    method: 'get',
    path: '/api/favoriteGames',
    tag: TAG,
    summary: 'Die Lieblingsspiele einer Person (ohne userId: die eigenen), neueste zuerst; ihr Profilschutz gilt',
    query: favoriteGamesQuery,
    responses: { 200: favoriteGamesAnswer },
    errors: [403, 404, 422],
  }),
  addFavorite: defineRoute({
    method: 'post',
    path: '/api/favoriteGames',
    tag: TAG,
    summary: 'Ein Spiel zu den Lieblingsspielen (ein zweites Mal ändert nichts)',
    guard: 'auth',
    rateLimit: { max: 60, windowSeconds: 60, by: 'user' },
    body: favoriteGameRequest,
    responses: { 201: favoriteChangeAnswer, 200: favoriteChangeAnswer },
    errors: [404, 422],
  }),
  removeFavorite: defineRoute({
    method: 'delete',
    path: '/api/favoriteGames/{id}',
    tag: TAG,
    summary: 'Ein Spiel (seine id) aus den Lieblingsspielen nehmen',
    guard: 'auth',
    rateLimit: { max: 60, windowSeconds: 60, by: 'user' },
    params: idParams,
    responses: { 200: favoriteChangeAnswer },
    errors: [404],
  }),
  myGame: defineRoute({
    method: 'get',
    path: '/api/games/{id}/mine',
    tag: TAG,
    summary: 'Ob das Spiel ein Lieblingsspiel ist und die eigenen Sterne',
    guard: 'auth',
    params: idParams,
    responses: { 200: myGameAnswer },
    errors: [404],
  }),
  rate: defineRoute({
    method: 'put',
    path: '/api/games/{id}/rating',
    tag: TAG,
    summary: 'Ein Spiel mit 1 bis 5 Sternen bewerten (ändert die eigene Bewertung)',
    guard: 'auth',
    rateLimit: { max: 60, windowSeconds: 60, by: 'user' },
    params: idParams,
    body: ratingRequest,
    responses: { 200: ratingAnswer },
    errors: [404, 422],
  }),
  unrate: defineRoute({
    method: 'delete',
    path: '/api/games/{id}/rating',
    tag: TAG,
    summary: 'Die eigene Bewertung zurücknehmen',
    guard: 'auth',
    rateLimit: { max: 60, windowSeconds: 60, by: 'user' },
    params: idParams,
    responses: { 200: ratingAnswer },
    errors: [404],
  }),
  recommended: defineRoute({
    method: 'get',
    path: '/api/recommended-games',
    tag: TAG,
    summary: 'Empfehlungen aus Lieblingsspielen, Spielzeit und Kategorien (ohne Anmeldung: beliebte Spiele)',
    responses: { 200: recommendedGamesAnswer },
  }),
  trending: defineRoute({
    method: 'get',
    path: '/api/trending-games',
    tag: TAG,
    summary: 'Was gerade gespielt und favorisiert wird, angeheftete zuerst (Feature trending_games_feature)',
    feature: 'trending_games_feature',
    responses: { 200: trendingGamesAnswer },
  }),
  trendAdmin: defineRoute({
    method: 'get',
    path: '/api/admin/trending-games',
    tag: TAG,
    summary: 'Die berechnete Trend-Rangliste mit ihren Zahlen und den angehefteten Spielen (nur Admins)',
    role: 'admin',
    responses: { 200: trendingGamesAnswer },
  }),
  pin: defineRoute({
    method: 'post',
    path: '/api/admin/trending-games/pins',
    tag: TAG,
    summary: 'Ein Spiel an eine Stelle der Trends heften (nur Admins)',
    role: 'admin',
    body: pinRequest,
    responses: { 200: trendingGamesAnswer },
    errors: [404, 422],
  }),
  unpin: defineRoute({
    method: 'delete',
    path: '/api/admin/trending-games/pins/{id}',
    tag: TAG,
    summary: 'Ein angeheftetes Spiel (seine id) wieder lösen (nur Admins)',
    role: 'admin',
    params: idParams,
    responses: { 200: trendingGamesAnswer },
    errors: [404],
  }),
  dashboard: defineRoute({
    method: 'get',
    path: '/api/play-dashboard',
    tag: TAG,
    summary: 'Das Spiele-Dashboard: zuletzt gespielt, Lieblingsspiele, Empfehlungen, neue Updates (je Person zwischengespeichert)',
    guard: 'auth',
    query: playDashboardQuery,
    responses: { 200: playDashboardAnswer },
    errors: [403, 422],
  }),
  invalidate: defineRoute({
    method: 'post',
    path: '/api/play-dashboard/invalidate',
    tag: TAG,
    summary: 'Den zwischengespeicherten Stand des eigenen Dashboards verwerfen',
    guard: 'auth',
    responses: { 204: null },
  }),
};
