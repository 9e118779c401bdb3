import { z } from 'zod/mini';
import { GAME_CATEGORIES } from '../rules/game-categories';
import { idParams } from './common';
import { postSchema } from './posts';
import { SEARCH_TERM_MAX } from './search';
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

export const CATALOGUE_SORTS = ['popular', 'new', 'rating', 'name'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export const CATALOGUE_PAGE_SIZE = 24;
export const CATALOGUE_PAGE_MAX = 48;

const positiveNumber = (max: number, error: string) =>
  z.pipe(z.string().check(z.regex(/^[1-9]\d{0,5}$/, { error })), z.pipe(z.transform(Number), z.number().check(z.lte(max, { error }))));

/** GET /api/games: the catalogue, one page of it. Without parameters: every game's first page, most popular first. */
export const catalogueQuery = z.object({
  /** A category slug of the fixed list (common/rules/game-categories.ts). */
  category: z.optional(z.enum(GAME_CATEGORIES.map((category) => category.slug) as [string, ...string[]], { error: 'categoryNotFound' })),
  sort: z.optional(z.enum(CATALOGUE_SORTS, { error: 'invalidSort' })),
  /** Search within the catalogue (German-aware, as /api/search); the best matches first unless `sort` says otherwise. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_TERM_MAX, { error: 'searchTermTooLong' }))),
  /** Only the games this account made (its profile's "Spiele", a creator's own list). */
  creator: z.optional(z.string().check(z.regex(/^[1-9]\d{0,9}$/, { error: 'userNotFound' }))),
  /** Only games with a browser build ("Im Browser spielen"). */
  browser: z.optional(z.enum(['1', 'true'], { error: 'invalidType' })),
  page: z.optional(positiveNumber(100_000, 'invalidPage')),
  per_page: z.optional(positiveNumber(CATALOGUE_PAGE_MAX, 'invalidPage')),
});
export type CatalogueQuery = z.input<typeof catalogueQuery>;

export const gamesResponse = z.object({
  games: z.array(gameSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export type GamesResponse = z.infer<typeof gamesResponse>;

/** How many games each category has (the catalogue's chips). */
export const gameCategoriesResponse = z.object({
  categories: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number() })),
});
export type GameCategoriesResponse = z.infer<typeof gameCategoriesResponse>;

/** A game and its clips: the newest visible posts about it (the short-videos pipeline). */
export const gameResponse = z.object({ game: gameSchema, gamePosts: z.array(postSchema) });
export type GameResponse = z.infer<typeof gameResponse>;

const TAG = 'Spiele';

export const gameRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/games',
    tag: TAG,
    summary: 'Der Spielekatalog, seitenweise: nach Kategorie filtern, sortieren (beliebt, neu, Bewertung, Name), darin suchen',
    query: catalogueQuery,
    responses: { 200: gamesResponse },
    errors: [422],
  }),
  categories: defineRoute({
    method: 'get',
    path: '/api/games/categories',
    tag: TAG,
    summary: 'Die Kategorien des Katalogs mit der Zahl ihrer Spiele',
    responses: { 200: gameCategoriesResponse },
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
