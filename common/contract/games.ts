import { z } from 'zod/mini';
import { GAME_CATEGORIES } from '../rules/game-categories';
import { idParams, MAX_DB_ID } from './common';
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

// Creators make games (spec §7 POST /api/games, POST /api/games/no-video, PATCH /api/games/{id}).

export const USK_RATINGS = [0, 6, 12, 16, 18] as const;
export const GAME_NAME_MAX = 120;
export const GAME_DESCRIPTION_MAX = 5_000;
/** A browser build's zip: at most 50 MB compressed (the limits of its content are in build-upload.ts). */
export const GAME_BUILD_MAX_BYTES = 50 * 1024 * 1024;
export const GAME_COVER_MAX_BYTES = 5 * 1024 * 1024;
export const GAME_CATEGORIES_MAX = 4;

const text = (max: number, required: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: 'tooLong' }));
const gameFields = {
  name: text(GAME_NAME_MAX, 'gameNameRequired'),
  description: z.string({ error: 'invalidType' }).check(z.trim(), z.maxLength(GAME_DESCRIPTION_MAX, { error: 'tooLong' })),
  /** German names of the fixed list (common/rules/game-categories.ts), one to four, no repeats. */
  categories: z
    .array(z.enum(GAME_CATEGORIES.map((category) => category.name) as [string, ...string[]], { error: 'categoryNotFound' }), { error: 'categoryNotFound' })
    .check(z.minLength(1, { error: 'categoriesRequired' }), z.maxLength(GAME_CATEGORIES_MAX, { error: 'tooManyCategories' })),
  release_date: z.string({ error: 'invalidReleaseDate' }).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'invalidReleaseDate' })),
  developer: text(GAME_NAME_MAX, 'developerRequired'),
  publisher: text(GAME_NAME_MAX, 'publisherRequired'),
  age_rating: z
    .number({ error: 'invalidAgeRating' })
    .check(z.refine((age) => (USK_RATINGS as readonly number[]).includes(age), { error: 'invalidAgeRating' })),
  steam_app_id: z.nullable(z.number({ error: 'invalidSteamAppId' }).check(z.int({ error: 'invalidSteamAppId' }), z.positive({ error: 'invalidSteamAppId' }), z.lte(MAX_DB_ID, { error: 'invalidSteamAppId' }))),
  typical_session_minutes: z.number({ error: 'invalidSessionMinutes' }).check(z.int({ error: 'invalidSessionMinutes' }), z.gte(5, { error: 'invalidSessionMinutes' }), z.lte(600, { error: 'invalidSessionMinutes' })),
};

/** POST /api/games/no-video: every §3 field (description, Steam app id and session length optional). */
export const createGameRequest = z.object({
  ...gameFields,
  description: z._default(z.optional(gameFields.description), ''),
  steam_app_id: z._default(z.optional(gameFields.steam_app_id), null),
  typical_session_minutes: z._default(z.optional(gameFields.typical_session_minutes), 30),
});
export type CreateGameRequest = z.input<typeof createGameRequest>;
/** PATCH /api/games/{id}: any of the fields. */
export const updateGameRequest = z.partial(z.object(gameFields));
export type UpdateGameRequest = z.input<typeof updateGameRequest>;

/**
 * POST /api/games (multipart, streamed): the same fields as text (categories as a JSON list) and an optional
 * trailer video, which becomes a clip of the game through the short-videos pipeline.
 */
export const createGameUpload = z.object({
  fields: z.string({ error: 'invalidType' }).check(z.maxLength(20_000, { error: 'tooLong' })),
  video: z.optional(z.file({ error: 'videoRequired' })),
});

export const coverUpload = z.object({ cover: z.file({ error: 'coverRequired' }) });
export const buildUpload = z.object({ build: z.file({ error: 'buildRequired' }) });

export const createdGameAnswer = z.object({ game: gameSchema, gamePosts: z.array(postSchema) });

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
  create: defineRoute({
    method: 'post',
    path: '/api/games',
    tag: TAG,
    summary: 'Ein Spiel anlegen, mit optionalem Trailer (multipart: fields als JSON, video); der Trailer wird ein Clip des Spiels',
    guard: 'verified',
    bodyType: 'upload',
    maxBodyBytes: 200 * 1024 * 1024,
    body: createGameUpload,
    rateLimit: { max: 20, windowSeconds: 3600, by: 'user' },
    responses: { 201: createdGameAnswer },
    errors: [413, 422],
  }),
  createNoVideo: defineRoute({
    method: 'post',
    path: '/api/games/no-video',
    tag: TAG,
    summary: 'Ein Spiel ohne Trailer anlegen',
    guard: 'verified',
    body: createGameRequest,
    rateLimit: { max: 20, windowSeconds: 3600, by: 'user' },
    responses: { 201: createdGameAnswer },
    errors: [422],
  }),
  update: defineRoute({
    method: 'patch',
    path: '/api/games/{id}',
    tag: TAG,
    summary: 'Ein Spiel ändern (sein Creator oder ein Admin)',
    guard: 'auth',
    params: idParams,
    body: updateGameRequest,
    rateLimit: { max: 60, windowSeconds: 3600, by: 'user' },
    responses: { 200: createdGameAnswer },
    errors: [403, 404, 422],
  }),
  cover: defineRoute({
    method: 'post',
    path: '/api/games/{id}/cover',
    tag: TAG,
    summary: 'Das Titelbild eines Spiels (PNG, JPEG oder WebP, höchstens 5 MB; am Inhalt geprüft)',
    guard: 'auth',
    params: idParams,
    bodyType: 'multipart',
    maxBodyBytes: GAME_COVER_MAX_BYTES,
    body: coverUpload,
    rateLimit: { max: 30, windowSeconds: 3600, by: 'user' },
    responses: { 200: createdGameAnswer },
    errors: [403, 404, 413, 415, 422],
  }),
  build: defineRoute({
    method: 'post',
    path: '/api/games/{id}/build',
    tag: TAG,
    summary: 'Den Browser-Build hochladen: ein ZIP mit index.html (höchstens 50 MB; Pfade, Dateitypen und Größe geprüft)',
    guard: 'auth',
    params: idParams,
    bodyType: 'upload',
    maxBodyBytes: GAME_BUILD_MAX_BYTES,
    body: buildUpload,
    rateLimit: { max: 20, windowSeconds: 3600, by: 'user' },
    responses: { 200: createdGameAnswer },
    errors: [403, 404, 413, 422],
  }),
};
