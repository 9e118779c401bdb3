import { z } from 'zod/mini';
import { idParams, messageAnswer, dbId } from './common';
import { defineRoute } from './route';

// Game updates (spec §3 "Game update: its fields are not shown", §7 the game-updates calls, §8 the
// update messages). The routes are declared below this shape by the updates slice.

/** A game update as every list shows it: what changed, in which version, by whom, for which game. */
export const gameUpdateSchema = z.object({
  id: z.number(),
  game_id: z.number(),
  title: z.string(),
  content: z.string(),
  version: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.nullable(z.string()),
  author: z.nullable(z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()) })),
  game: z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()) }),
});
export type GameUpdate = z.infer<typeof gameUpdateSchema>;

export const UPDATE_TITLE_MAX = 120;
export const UPDATE_CONTENT_MAX = 5_000;
export const UPDATE_VERSION_MAX = 32;
export const UPDATES_PAGE_SIZE = 20;

const title = z.string({ error: 'updateTitleRequired' }).check(
  z.trim(),
  z.minLength(1, { error: 'updateTitleRequired' }),
  z.maxLength(UPDATE_TITLE_MAX, { error: 'tooLong' }),
);
const content = z.string({ error: 'updateContentRequired' }).check(
  z.trim(),
  z.minLength(1, { error: 'updateContentRequired' }),
  z.maxLength(UPDATE_CONTENT_MAX, { error: 'tooLong' }),
);
/** A version label such as "1.2", "v2.0.1" or "Winter-Patch"; empty for none. */
const version = z.nullable(
  z.string({ error: 'invalidType' }).check(z.trim(), z.maxLength(UPDATE_VERSION_MAX, { error: 'tooLong' })),
);

export const createUpdateRequest = z.object({
  game_id: dbId('gameNotFound'),
  title,
  content,
  version: z.optional(version),
});
export type CreateUpdateRequest = z.input<typeof createUpdateRequest>;
export const editUpdateRequest = z.object({ title: z.optional(title), content: z.optional(content), version: z.optional(version) });
export type EditUpdateRequest = z.input<typeof editUpdateRequest>;

/** The saved update with the §8 success message in the reader's language. */
export const updateAnswer = z.object({ update: gameUpdateSchema, message: z.string() });
export const pageQuery = z.object({
  page: z.optional(
    z.pipe(z.string().check(z.regex(/^[1-9]\d{0,4}$/, { error: 'invalidPage' })), z.transform(Number)),
  ),
});
export const updatesPage = z.object({ updates: z.array(gameUpdateSchema), total: z.number(), page: z.number(), per_page: z.number() });
export type UpdatesPage = z.infer<typeof updatesPage>;
/** Spec §7 GET /api/games/{id}/updates: updates, game, total_updates. */
export const gameUpdatesAnswer = z.object({
  updates: z.array(gameUpdateSchema),
  game: z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()), creator_id: z.nullable(z.number()) }),
  total_updates: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export type GameUpdatesAnswer = z.infer<typeof gameUpdatesAnswer>;
export const updatesList = z.object({ updates: z.array(gameUpdateSchema) });
/** /updates/games: games with updates, the newest update first. */
export const gamesWithUpdates = z.object({
  games: z.array(
    z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()), total_updates: z.number(), last_update_at: z.string() }),
  ),
});
export type GamesWithUpdates = z.infer<typeof gamesWithUpdates>;

const TAG = 'Updates';
const WRITE_LIMIT = { max: 30, windowSeconds: 3600, by: 'user' } as const;

export const updateRoutes = {
  recent: defineRoute({
    method: 'get',
    path: '/api/game-updates',
    tag: TAG,
    summary: 'Die neuesten Updates aller Spiele, seitenweise',
    query: pageQuery,
    responses: { 200: updatesPage },
    errors: [422],
  }),
  games: defineRoute({
    method: 'get',
    path: '/api/game-updates/games',
    tag: TAG,
    summary: 'Spiele mit Updates, das zuletzt aktualisierte zuerst',
    responses: { 200: gamesWithUpdates },
  }),
  favorites: defineRoute({
    method: 'get',
    path: '/api/game-updates/favorites',
    tag: TAG,
    summary: 'Die neuesten Updates der eigenen Lieblingsspiele (userId nur die eigene)',
    guard: 'auth',
    query: z.object({ userId: z.optional(z.string().check(z.regex(/^[1-9]\d{0,9}$/, { error: 'userNotFound' }))) }),
    responses: { 200: updatesList },
    errors: [403, 422],
  }),
  ofGame: defineRoute({
    method: 'get',
    path: '/api/game-updates/game/{id}',
    tag: TAG,
    summary: 'Alle Updates eines Spiels, neueste zuerst',
    params: idParams,
    responses: { 200: updatesList },
    errors: [404],
  }),
  one: defineRoute({
    method: 'get',
    path: '/api/game-updates/{id}',
    tag: TAG,
    summary: 'Ein Update',
    params: idParams,
    responses: { 200: z.object({ update: gameUpdateSchema }) },
    errors: [404],
  }),
  gamePage: defineRoute({
    method: 'get',
    path: '/api/games/{id}/updates',
    tag: TAG,
    summary: 'Die Updates eines Spiels seitenweise, mit dem Spiel und ihrer Zahl',
    params: idParams,
    query: pageQuery,
    responses: { 200: gameUpdatesAnswer },
    errors: [404, 422],
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/game-updates',
    tag: TAG,
    summary: 'Ein Update veröffentlichen (Creator des Spiels oder Admin); wer das Spiel favorisiert, erfährt es',
    guard: 'auth',
    rateLimit: WRITE_LIMIT,
    body: createUpdateRequest,
    responses: { 201: updateAnswer },
    errors: [403, 404, 422],
  }),
  replace: defineRoute({
    method: 'put',
    path: '/api/game-updates/{id}',
    tag: TAG,
    summary: 'Ein Update ändern (Creator des Spiels oder Admin)',
    guard: 'auth',
    rateLimit: WRITE_LIMIT,
    params: idParams,
    body: editUpdateRequest,
    responses: { 200: updateAnswer },
    errors: [403, 404, 422],
  }),
  edit: defineRoute({
    method: 'patch',
    path: '/api/game-updates/{id}',
    tag: TAG,
    summary: 'Ein Update ändern (Creator des Spiels oder Admin)',
    guard: 'auth',
    rateLimit: WRITE_LIMIT,
    params: idParams,
    body: editUpdateRequest,
    responses: { 200: updateAnswer },
    errors: [403, 404, 422],
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/api/game-updates/{id}',
    tag: TAG,
    summary: 'Ein Update löschen (Creator des Spiels oder Admin)',
    guard: 'auth',
    rateLimit: WRITE_LIMIT,
    params: idParams,
    responses: { 200: messageAnswer },
    errors: [403, 404],
  }),
  admin: defineRoute({
    method: 'get',
    path: '/api/admin/game-updates',
    tag: TAG,
    summary: 'Alle Updates, neueste zuerst (nur Admins)',
    role: 'admin',
    query: pageQuery,
    responses: { 200: updatesPage },
    errors: [422],
  }),
};
