import { z } from 'zod/mini';
import { idParams, MAX_DB_ID, dbId } from './common';
import { defineRoute } from './route';

// Giveaways (spec §3 the active-giveaway flag, §5 the giveaway check, §7 /api/giveaways/batch-check,
// §9 the 5-minute client cache; feature flag giveaway_system_feature). A game's creator or an admin starts one;
// signed-in people enter once; at the end winners are drawn with a published seed (common/rules/giveaway-draw.ts).

export const GIVEAWAY_PRIZE_MAX = 200;
export const GIVEAWAY_DESCRIPTION_MAX = 2_000;
export const GIVEAWAY_WINNERS_MAX = 100;
/** How far ahead a giveaway may end (a year). */
export const GIVEAWAY_MAX_DAYS = 365;
export const BATCH_CHECK_MAX = 100;

const person = z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()) });

export const giveawaySchema = z.object({
  id: z.number(),
  game: z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()) }),
  creator: z.nullable(person),
  prize: z.string(),
  description: z.string(),
  winner_count: z.number(),
  ends_at: z.string(),
  status: z.enum(['open', 'drawn', 'cancelled']),
  entries_count: z.number(),
  created_at: z.string(),
  drawn_at: z.nullable(z.string()),
  /** The audit of the draw, published with its result. */
  draw_seed: z.nullable(z.string()),
  entries_hash: z.nullable(z.string()),
  winners: z.array(person),
  /** The viewer's entry (null: not entered, or a visitor). */
  my_entry: z.nullable(z.object({ entered_at: z.string(), won: z.boolean() })),
});
export type Giveaway = z.infer<typeof giveawaySchema>;

export const giveawaysAnswer = z.object({ giveaways: z.array(giveawaySchema) });
export type GiveawaysAnswer = z.infer<typeof giveawaysAnswer>;
export const giveawayAnswer = z.object({ giveaway: giveawaySchema });

export const giveawaysQuery = z.object({
  status: z.optional(z.enum(['open', 'past'], { error: 'invalidType' })),
  game_id: z.optional(z.string().check(z.regex(/^[1-9]\d{0,9}$/, { error: 'gameNotFound' }))),
});

export const createGiveawayRequest = z.object({
  game_id: dbId('gameNotFound'),
  prize: z.string({ error: 'giveawayPrizeRequired' }).check(z.trim(), z.minLength(1, { error: 'giveawayPrizeRequired' }), z.maxLength(GIVEAWAY_PRIZE_MAX, { error: 'tooLong' })),
  description: z._default(
    z.optional(z.string({ error: 'invalidType' }).check(z.trim(), z.maxLength(GIVEAWAY_DESCRIPTION_MAX, { error: 'tooLong' }))),
    '',
  ),
  winner_count: z._default(
    z.optional(z.number({ error: 'invalidWinnerCount' }).check(z.int({ error: 'invalidWinnerCount' }), z.gte(1, { error: 'invalidWinnerCount' }), z.lte(GIVEAWAY_WINNERS_MAX, { error: 'invalidWinnerCount' }))),
    1,
  ),
  /** ISO-8601 with a time zone; in the future, at most a year ahead. */
  ends_at: z.string({ error: 'invalidEndTime' }).check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, { error: 'invalidEndTime' })),
});
export type CreateGiveawayRequest = z.input<typeof createGiveawayRequest>;

export const entryAnswer = z.object({ giveaway: giveawaySchema, created: z.boolean() });

/** The audit of a drawn giveaway: the ordered entries the seed was applied to (ids only, no names). */
export const auditAnswer = z.object({
  draw_seed: z.string(),
  entries_hash: z.string(),
  winner_count: z.number(),
  entries: z.array(z.object({ id: z.number(), user_id: z.number() })),
  winner_entry_ids: z.array(z.number()),
});
export type GiveawayAudit = z.infer<typeof auditAnswer>;

export const myEntriesAnswer = z.object({ entries: z.array(giveawaySchema) });

/**
 * Spec §5: a non-empty list of positive numeric game ids, de-duplicated (at most 100). Strings of digits are
 * accepted as the spec's client may send them.
 */
export const batchCheckRequest = z.object({
  game_ids: z
    .array(
      z.union([
        z.number({ error: 'invalidGameIds' }).check(z.int({ error: 'invalidGameIds' }), z.positive({ error: 'invalidGameIds' }), z.lte(MAX_DB_ID, { error: 'invalidGameIds' })),
        z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/, { error: 'invalidGameIds' })), z.pipe(z.transform(Number), z.number().check(z.lte(MAX_DB_ID, { error: 'invalidGameIds' })))),
      ], { error: 'invalidGameIds' }),
      { error: 'invalidGameIds' },
    )
    .check(z.minLength(1, { error: 'invalidGameIds' }), z.maxLength(BATCH_CHECK_MAX, { error: 'tooManyGameIds' })),
});
/** Per game id: whether it has an active giveaway, and which. */
export const batchCheckAnswer = z.object({
  success: z.boolean(),
  data: z.record(z.string(), z.object({ has_active_giveaway: z.boolean(), giveaway_id: z.nullable(z.number()) })),
});
export type BatchCheckAnswer = z.infer<typeof batchCheckAnswer>;

const TAG = 'Gewinnspiele';
const FEATURE = 'giveaway_system_feature';

export const giveawayRoutes = {
  batchCheck: defineRoute({
    method: 'post',
    path: '/api/giveaways/batch-check',
    tag: TAG,
    summary: 'Welche Spiele gerade ein Gewinnspiel haben (Liste positiver ids, doppelte zählen einmal, höchstens 100)',
    feature: FEATURE,
    rateLimit: { max: 120, windowSeconds: 60, by: 'address' },
    body: batchCheckRequest,
    responses: { 200: batchCheckAnswer },
    errors: [422],
  }),
  list: defineRoute({
    method: 'get',
    path: '/api/giveaways',
    tag: TAG,
    summary: 'Offene (Standard) oder vergangene Gewinnspiele, auch die eines Spiels',
    feature: FEATURE,
    query: giveawaysQuery,
    responses: { 200: giveawaysAnswer },
    errors: [422],
  }),
  mine: defineRoute({
    method: 'get',
    path: '/api/my-giveaways',
    tag: TAG,
    summary: 'Die Gewinnspiele, die man selbst veranstaltet',
    feature: FEATURE,
    guard: 'auth',
    responses: { 200: giveawaysAnswer },
  }),
  myEntries: defineRoute({
    method: 'get',
    path: '/api/my-entries',
    tag: TAG,
    summary: 'Die Gewinnspiele, an denen man teilnimmt oder teilgenommen hat',
    feature: FEATURE,
    guard: 'auth',
    responses: { 200: myEntriesAnswer },
  }),
  admin: defineRoute({
    method: 'get',
    path: '/api/admin/giveaways',
    tag: TAG,
    summary: 'Alle Gewinnspiele, neueste zuerst (nur Admins)',
    role: 'admin',
    responses: { 200: giveawaysAnswer },
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/giveaways/{id}',
    tag: TAG,
    summary: 'Ein Gewinnspiel mit Ergebnis und Prüfdaten',
    feature: FEATURE,
    params: idParams,
    responses: { 200: giveawayAnswer },
    errors: [404],
  }),
  audit: defineRoute({
    method: 'get',
    path: '/api/giveaways/{id}/audit',
    tag: TAG,
    summary: 'Die Teilnahmen in Reihenfolge, auf die der veröffentlichte Seed angewandt wurde (zum Nachprüfen)',
    feature: FEATURE,
    params: idParams,
    responses: { 200: auditAnswer },
    errors: [404, 409],
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/giveaways',
    tag: TAG,
    summary: 'Ein Gewinnspiel für ein Spiel starten (sein Creator oder ein Admin)',
    feature: FEATURE,
    guard: 'verified',
    rateLimit: { max: 20, windowSeconds: 3600, by: 'user' },
    body: createGiveawayRequest,
    responses: { 201: giveawayAnswer },
    errors: [403, 404, 422],
  }),
  enter: defineRoute({
    method: 'post',
    path: '/api/giveaways/{id}/enter',
    tag: TAG,
    summary: 'Teilnehmen (ein zweites Mal ändert nichts)',
    feature: FEATURE,
    guard: 'auth',
    rateLimit: { max: 60, windowSeconds: 60, by: 'user' },
    params: idParams,
    responses: { 201: entryAnswer, 200: entryAnswer },
    errors: [403, 404, 409],
  }),
  cancel: defineRoute({
    method: 'delete',
    path: '/api/giveaways/{id}',
    tag: TAG,
    summary: 'Ein offenes Gewinnspiel absagen (sein Creator oder ein Admin)',
    feature: FEATURE,
    guard: 'auth',
    params: idParams,
    responses: { 200: giveawayAnswer },
    errors: [403, 404, 409],
  }),
  drawNow: defineRoute({
    method: 'post',
    path: '/api/admin/giveaways/{id}/draw',
    tag: TAG,
    summary: 'Ein offenes Gewinnspiel jetzt beenden und auslosen (nur Admins)',
    role: 'admin',
    params: idParams,
    responses: { 200: giveawayAnswer },
    errors: [404, 409],
  }),
};
