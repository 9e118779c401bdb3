import { z } from 'zod/mini';
import { idParams } from './common';
import { defineRoute } from './route';

/** Spec §3 Game, plus the launch hints the desktop launcher uses to match a local install. */
export const gameSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  categories: z.array(z.string()),
  release_date: z.string(),
  developer: z.string(),
  publisher: z.string(),
  age_rating: z.number(),
  image: z.nullable(z.string()),
  has_active_giveaway: z.boolean(),
  launch: z.object({ steam_app_id: z.nullable(z.number()), executable_name: z.nullable(z.string()) }),
  typical_session_minutes: z.number(),
  /** Where the game's browser build starts (/play-sandbox/<slug>/index.html); null: desktop launcher only. */
  browser_build: z.nullable(z.string()),
  /** Who made it on Spielraum (null: a catalogue entry without a creator account). */
  creator_id: z.nullable(z.number()),
  favorites_count: z.number(),
  /** Players' stars, 1 to 5 (average null while nobody rated it). */
  rating: z.object({ average: z.nullable(z.number()), count: z.number() }),
});
export type Game = z.infer<typeof gameSchema>;

export const gamesResponse = z.object({ games: z.array(gameSchema) });
export type GamesResponse = z.infer<typeof gamesResponse>;

export const gameResponse = z.object({ game: gameSchema, gamePosts: z.array(z.unknown()) });
export type GameResponse = z.infer<typeof gameResponse>;

const TAG = 'Spiele';

export const gameRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/games',
    tag: TAG,
    summary: 'Der Spielekatalog',
    responses: { 200: gamesResponse },
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/games/{id}',
    tag: TAG,
    summary: 'Ein Spiel mit seinen Beiträgen',
    params: idParams,
    responses: { 200: gameResponse },
    errors: [404],
  }),
};
