import { z } from 'zod/mini';
import { ROLES } from '../constants';
import { idParams } from './common';
import { postSchema } from './posts';
import { defineRoute } from './route';
import { FRIENDSHIP_STATES, followEntrySchema } from './social';

// Profiles (spec §3 Profile, §7 GET /api/profiles/{id}: "answer user (list, first used), posts").

/** How many posts the profile answer carries; the grid loads more from /api/profiles/{id}/posts. */
export const PROFILE_POSTS_PAGE = 12;
/** How many follow entries `followers` lists (the newest); `followers_count` is the real number. */
export const PROFILE_FOLLOWERS_LISTED = 20;

/** Spec §3 Profile, plus the counters a profile shows. */
export const profileUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** bio, boostz, steam_id, credits and followers: null (empty) when the profile is closed to the viewer (restricted). */
  bio: z.nullable(z.string()),
  boostz: z.nullable(z.number()),
  steam_id: z.nullable(z.string()),
  /** Whether Steam's sign-in confirmed steam_id; false for an id typed by hand ("nicht bestätigt"). */
  steam_verified: z.boolean(),
  credits: z.nullable(z.number()),
  /** The newest follow entries of people following this account. */
  followers: z.array(followEntrySchema),
  apperance: z.number(),
  language: z.string(),
  image: z.nullable(z.string()),
  profile_border: z.nullable(z.string()),
  role: z.enum(ROLES),
  created_at: z.string(),
  followers_count: z.number(),
  following_count: z.number(),
  /** The sum of likes over all posts, kept as a counter. */
  total_likes: z.number(),
  posts_count: z.number(),
});
export type ProfileUser = z.infer<typeof profileUserSchema>;

export const profileGameSchema = z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()) });

/** Where the viewer stands with this account (all false/none for visitors and on one's own profile). */
export const relationshipSchema = z.object({
  is_self: z.boolean(),
  /** The viewer's follow entry, if they follow this account (its account_id is what unfollow takes). */
  following: z.nullable(followEntrySchema),
  /** Whether this account follows the viewer. */
  follows_you: z.boolean(),
  friendship: z.enum(FRIENDSHIP_STATES),
  /** The open request between the two, if any (accept and decline take it). */
  request_id: z.nullable(z.number()),
  blocked: z.boolean(),
  muted: z.boolean(),
  /** Whether the viewer may send a friend request under this account's privacy settings. */
  can_request_friendship: z.boolean(),
  /** Whether the viewer may start a chat under this account's privacy settings. */
  can_message: z.boolean(),
});
export type Relationship = z.infer<typeof relationshipSchema>;

export const profileAnswer = z.object({
  user: z.array(profileUserSchema),
  posts: z.array(postSchema),
  hasMore: z.boolean(),
  nextCursor: z.nullable(z.string()),
  /** Games this account made. */
  games: z.array(profileGameSchema),
  favorite_games: z.array(profileGameSchema),
  relationship: relationshipSchema,
  /** True when the profile is visible to friends only and the viewer is not one: no posts, games, favourites, bio, Steam, balance or followers. */
  restricted: z.boolean(),
});
export type ProfileAnswer = z.infer<typeof profileAnswer>;

export const profilePostsQuery = z.object({ cursor: z.optional(z.string().check(z.maxLength(200))) });
export const profilePostsAnswer = z.object({ posts: z.array(postSchema), hasMore: z.boolean(), nextCursor: z.nullable(z.string()) });

const TAG = 'Leute';

export const profileRoutes = {
  get: defineRoute({
    method: 'get',
    path: '/api/profiles/{id}',
    tag: TAG,
    summary: 'Ein Profil mit Zählern, Beiträgen, Spielen und der Beziehung zum Betrachter (403: nicht verfügbar)',
    params: idParams,
    rateLimit: { max: 240, windowSeconds: 60, by: 'user' },
    responses: { 200: profileAnswer },
    errors: [403, 404],
  }),
  posts: defineRoute({
    method: 'get',
    path: '/api/profiles/{id}/posts',
    tag: TAG,
    summary: 'Weitere Beiträge eines Profils',
    params: idParams,
    query: profilePostsQuery,
    responses: { 200: profilePostsAnswer },
    errors: [403, 404],
  }),
};
