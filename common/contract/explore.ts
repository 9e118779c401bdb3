import { z } from 'zod/mini';
import { gameSchema } from './games';
import { postSchema } from './posts';
import { defineRoute } from './route';
import { personSchema } from './social';

// Discovery on /explore ("Entdecken"): what is trending, creators on the rise, games by category and what friends
// play. Each read is a query of the domain that owns its rows (posts, social, games, play); server/modules/explore/
// mounts them together because one screen shows them together. Every list follows the one rule of who may see a
// post (server/modules/posts/visibility.ts) and leaves out people on the other side of a block.

/** The days a clip's views, likes and comments count for the trend. */
export const TRENDING_CLIP_DAYS = 3;
export const TRENDING_CLIPS_MAX = 12;
/** The days whose new followers, views and likes make a creator rise. */
export const RISING_CREATOR_DAYS = 7;
/** A creator whose first visible clip is younger than this is new. */
export const NEW_CREATOR_DAYS = 14;
export const CREATORS_MAX = 10;
export const CATEGORIES_SHOWN = 6;
export const GAMES_PER_CATEGORY = 8;
/** The days of friends' play that count. */
export const FRIENDS_PLAYING_DAYS = 14;
export const FRIENDS_PLAYING_MAX = 10;
/** Friends named per game (the others are counted). */
export const FRIENDS_PER_GAME = 4;

export const trendingClipsAnswer = z.object({
  /** Visible clips, most watched, liked and commented over the last `days` first. */
  posts: z.array(postSchema),
  days: z.number(),
});
export type TrendingClipsAnswer = z.infer<typeof trendingClipsAnswer>;

export const CREATOR_REASONS = ['new', 'rising'] as const;
export const creatorSchema = z.object({
  ...personSchema.shape,
  bio: z.nullable(z.string()),
  followers_count: z.number(),
  /** 'new': the first clip is recent; 'rising': followers, views and likes grow. */
  reason: z.enum(CREATOR_REASONS),
  /** New followers over the last RISING_CREATOR_DAYS days. */
  new_followers: z.number(),
  /** Views of their clips over the same days. */
  recent_views: z.number(),
  /** Their clips the viewer may see. */
  clips: z.number(),
});
export type Creator = z.infer<typeof creatorSchema>;
export const creatorsAnswer = z.object({ creators: z.array(creatorSchema), days: z.number() });
export type CreatorsAnswer = z.infer<typeof creatorsAnswer>;

export const gamesByCategoryAnswer = z.object({
  /** The categories with the most games, each with its most popular games. */
  categories: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number(), games: z.array(gameSchema) })),
});
export type GamesByCategoryAnswer = z.infer<typeof gamesByCategoryAnswer>;

export const friendsPlayingSchema = z.object({
  game: gameSchema,
  /** The friends who played it, the latest first (at most FRIENDS_PER_GAME). */
  friends: z.array(personSchema),
  /** How many friends played it. */
  friends_count: z.number(),
  /** Their play time (minutes) over the days. */
  minutes: z.number(),
  last_played_at: z.string(),
});
export type FriendsPlaying = z.infer<typeof friendsPlayingSchema>;
export const friendsPlayingAnswer = z.object({ games: z.array(friendsPlayingSchema), days: z.number() });
export type FriendsPlayingAnswer = z.infer<typeof friendsPlayingAnswer>;

const TAG = 'Entdecken';
const reads = { max: 120, windowSeconds: 60, by: 'address' } as const;

export const exploreRoutes = {
  trendingClips: defineRoute({
    method: 'get',
    path: '/api/explore/clips',
    tag: TAG,
    summary: 'Clips im Trend: die meisten Aufrufe, Likes und Kommentare der letzten Tage (nur, was der Viewer sehen darf)',
    rateLimit: reads,
    responses: { 200: trendingClipsAnswer },
  }),
  creators: defineRoute({
    method: 'get',
    path: '/api/explore/creators',
    tag: TAG,
    summary: 'Neue und aufstrebende Creator: neue Follower, Aufrufe und Likes ihrer Clips der letzten Tage',
    rateLimit: reads,
    responses: { 200: creatorsAnswer },
  }),
  gamesByCategory: defineRoute({
    method: 'get',
    path: '/api/explore/games',
    tag: TAG,
    summary: 'Die größten Kategorien mit ihren beliebtesten Spielen',
    rateLimit: reads,
    responses: { 200: gamesByCategoryAnswer },
  }),
  friendsPlaying: defineRoute({
    method: 'get',
    path: '/api/explore/friends-playing',
    tag: TAG,
    summary: 'Was die eigenen Freunde zuletzt gespielt haben, mit ihrer Spielzeit',
    guard: 'auth',
    responses: { 200: friendsPlayingAnswer },
  }),
};
