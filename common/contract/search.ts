import { z } from 'zod/mini';
import { defineRoute } from './route';
import { personSchema } from './social';

// Search (spec §7 GET /api/search/{term} "answer posts, users, games"; §2 /search, /search/{query}
// and the search panel). German-aware: umlauts and ß match their spelled-out forms both ways, prefixes match
// while typing, parts of compound words are found. Each list is ranked, best first: word and prefix hits
// before hits inside a word.

/** The longest term, in characters after trimming (longer: 422). */
export const SEARCH_TERM_MAX = 100;
/** What the panel shows per type, and the most the full page (/search/{query}) asks for. */
export const SEARCH_PANEL_LIMITS = { users: 8, posts: 10, games: 8 } as const;
export const SEARCH_PAGE_LIMIT = 24;

/** A person found: what a result row shows (their avatar, name, the start of their bio, followers). */
export const userHitSchema = z.object({
  ...personSchema.shape,
  bio: z.nullable(z.string()),
  followers_count: z.number(),
});
export type UserHit = z.infer<typeof userHitSchema>;

/**
 * A post found. Lighter than the feed's post (no media playlist, no per-viewer like): a result row links to
 * /post/{id}, where the player loads the full post.
 */
export const postHitSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The start of the post's text (at most 160 characters). */
  text: z.string(),
  user: personSchema,
  poster: z.nullable(z.string()),
  likes: z.number(),
  views: z.number(),
  created_at: z.string(),
});
export type PostHit = z.infer<typeof postHitSchema>;

export const gameHitSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.nullable(z.string()),
  developer: z.string(),
  categories: z.array(z.string()),
  age_rating: z.number(),
});
export type GameHit = z.infer<typeof gameHitSchema>;

export const searchAnswer = z.object({
  posts: z.array(postHitSchema),
  users: z.array(userHitSchema),
  games: z.array(gameHitSchema),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;

/**
 * The term is checked by the service (trimmed: 1–100 characters, else 422 with a German message), so an
 * empty or overlong term is a clear validation error rather than a 404 of the path.
 */
export const searchParams = z.object({ term: z.string() });
export const searchQuery = z.object({
  /** Results per type (1–24); without it the panel's numbers (8 people, 10 videos, 8 games). */
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,2}$/, { error: 'invalidType' })),
      z.pipe(z.transform(Number), z.number().check(z.gte(1, { error: 'invalidType' }), z.lte(SEARCH_PAGE_LIMIT, { error: 'invalidType' }))),
    ),
  ),
});

const TAG = 'Suche';

export const searchRoutes = {
  search: defineRoute({
    method: 'get',
    path: '/api/search/{term}',
    tag: TAG,
    summary: 'Leute, Videos und Spiele finden (Umlaute wie ae/oe/ue und ß wie ss, Wortanfänge, Teile von Wörtern)',
    params: searchParams,
    query: searchQuery,
    // Results arrive while typing: generous, but a single client cannot keep the database busy.
    rateLimit: { max: 240, windowSeconds: 60, by: 'user' },
    responses: { 200: searchAnswer },
    errors: [422],
  }),
};
