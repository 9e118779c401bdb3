import { z } from 'zod/mini';
import { idParam, idParams, messageAnswer, dbId } from './common';
import { defineRoute } from './route';

// Short videos (spec §3 Post, Like, Watch-time entry; §7 posts, home, customPosts, likes, views, watchtime,
// history, likedVideos, studio-content). Field names as the spec writes them: a post carries its
// counts as `likes`, `comments` and `views`.

export const POST_TITLE_MAX = 120;
export const POST_TEXT_MAX = 2200;
/** Upload limits: at most 200 MB and 3 minutes; the type is decided by the file's content. */
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const VIDEO_MAX_SECONDS = 180;
export const FEED_PAGE_SIZE = 10;
export const FEED_TABS = ['foryou', 'following'] as const;
export const POST_STATUSES = ['processing', 'ready', 'failed'] as const;

export const postAuthorSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.nullable(z.string()),
  profile_border: z.nullable(z.string()),
});

export const postMediaSchema = z.object({
  /** HLS master playlist (720×1280 and 360×640, 2 s segments). */
  hls: z.string(),
  /** MP4 that starts before it is fully downloaded (faststart), 720×1280. */
  mp4: z.string(),
  /** WebP poster. */
  poster: z.string(),
  duration_ms: z.number(),
  width: z.number(),
  height: z.number(),
});

export const likeSchema = z.object({ id: z.number(), user_id: z.number() });
export type Like = z.infer<typeof likeSchema>;

export const postSchema = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  user: postAuthorSchema,
  game: z.nullable(z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()) })),
  status: z.enum(POST_STATUSES),
  /** 0–100 while processing. */
  progress: z.number(),
  /** Why processing failed, in the creator's words (German or English). */
  error: z.nullable(z.string()),
  media: z.nullable(postMediaSchema),
  likes: z.number(),
  comments: z.number(),
  views: z.number(),
  /** The viewer's own like (its id is what DELETE /api/likes/{id} takes), or null. */
  my_like: z.nullable(likeSchema),
  hidden: z.boolean(),
  /** A boost of its creator runs: the feed marks it "Gesponsert" and ranks it higher. */
  sponsored: z.boolean(),
  /** When the running boost ends (ISO time), or null. */
  sponsored_until: z.nullable(z.string()),
  created_at: z.string(),
});
export type Post = z.infer<typeof postSchema>;

/** Spec §3 "Pagination responses carry posts and hasMore"; nextCursor continues a keyset page. */
export const postPageSchema = z.object({
  posts: z.array(postSchema),
  hasMore: z.boolean(),
  nextCursor: z.nullable(z.string()),
});
export type PostPage = z.infer<typeof postPageSchema>;

const cursor = z.optional(z.string().check(z.maxLength(200)));
const pageSize = z.optional(
  z.pipe(z.string().check(z.regex(/^\d{1,2}$/)), z.pipe(z.transform(Number), z.number().check(z.gte(1), z.lte(30)))),
);

export const homeQuery = z.object({
  tab: z._default(z.optional(z.enum(FEED_TABS, { error: 'invalidTab' })), 'foryou'),
  cursor,
  limit: pageSize,
  /** Sent by the spec's client; the session decides whose feed it is. */
  userId: z.optional(z.string().check(z.maxLength(20))),
  page: z.optional(z.string().check(z.maxLength(20))),
});

const postTitle = z
  .string({ error: 'required' })
  .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(POST_TITLE_MAX, { error: 'tooLong' }));
const postText = z.string({ error: 'invalidType' }).check(z.trim(), z.maxLength(POST_TEXT_MAX, { error: 'tooLong' }));

/** The upload form (multipart): the video file and its words. */
export const createPostRequest = z.object({
  video: z.file({ error: 'videoRequired' }),
  title: postTitle,
  text: z._default(z.optional(postText), ''),
  /** A demo or catalogue game the clip is about; empty for none. */
  game_id: z.optional(z.string().check(z.regex(/^(|[1-9]\d{0,15})$/, { error: 'gameNotFound' }))),
});

export const updatePostRequest = z.object({ title: z.optional(postTitle), text: z.optional(postText) });

export const likeRequest = z.object({
  post_id: dbId('postNotFound'),
});
export const likeAnswer = z.object({ like: likeSchema, likes: z.number() });

export const viewRequest = likeRequest;
export const viewAnswer = z.object({ views: z.number(), counted: z.boolean() });

/** Spec §7 {batch:[{post_id, watchTime}]}; watchTime in seconds. Values ≤ 0 are ignored, each capped at the clip's length. */
export const watchTimeRequest = z.object({
  batch: z
    .array(
      z.object({
        post_id: dbId('postNotFound'),
        watchTime: z.number({ error: 'invalidType' }).check(z.gte(-86_400), z.lte(86_400)),
      }),
    )
    .check(z.maxLength(100, { error: 'tooLong' })),
});
export const watchTimeAnswer = z.object({ accepted: z.number() });

export const historyQuery = z.object({ userId: z.optional(z.string().check(z.maxLength(20))), page: z.optional(z.string().check(z.maxLength(20))), cursor, limit: pageSize });

export const customPostsRequest = z.object({ post_ids: z.array(dbId('postNotFound')).check(z.maxLength(100)) });

/** GET /api/profiles/{id}/studio-content: the §7 profile shape (user as a list whose first entry is used). */
export const studioContentAnswer = z.object({
  user: z.array(postAuthorSchema),
  posts: z.array(postSchema),
});

export const studioStatsSchema = z.object({
  days: z.array(
    z.object({ date: z.string(), views: z.number(), likes: z.number(), comments: z.number(), watch_ms: z.number() }),
  ),
  posts: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      views: z.number(),
      likes: z.number(),
      comments: z.number(),
      watch_ms: z.number(),
      /** Average share of the clip watched per view, 0–1 (null before the first view). */
      watch_through: z.nullable(z.number()),
    }),
  ),
  totals: z.object({ views: z.number(), likes: z.number(), comments: z.number(), watch_ms: z.number() }),
});
export type StudioStats = z.infer<typeof studioStatsSchema>;

const TAG = 'Videos';
const postAnswer = z.object({ post: postSchema });

export const postRoutes = {
  create: defineRoute({
    method: 'post',
    path: '/api/posts',
    tag: TAG,
    summary: 'Video hochladen (höchstens 200 MB und 3 Minuten); die Umwandlung läuft danach als Job',
    guard: 'verified',
    // Streamed to a temporary file on the server, never held in memory (still multipart/form-data on the wire).
    bodyType: 'upload',
    maxBodyBytes: VIDEO_MAX_BYTES,
    body: createPostRequest,
    rateLimit: { max: 20, windowSeconds: 3600, by: 'user' },
    responses: { 202: postAnswer },
    errors: [413],
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/posts/{id}',
    tag: TAG,
    summary: 'Ein Beitrag (404 für gelöschte, versteckte oder fremde unfertige)',
    params: idParams,
    responses: { 200: postAnswer },
  }),
  update: defineRoute({
    method: 'patch',
    path: '/api/posts/{id}',
    tag: TAG,
    summary: 'Titel und Text des eigenen Beitrags ändern',
    guard: 'auth',
    params: idParams,
    body: updatePostRequest,
    responses: { 200: postAnswer },
    errors: [403],
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/api/posts/{id}',
    tag: TAG,
    summary: 'Eigenen Beitrag löschen (Admins: jeden); die Mediendateien werden entfernt',
    guard: 'auth',
    params: idParams,
    responses: { 200: messageAnswer },
    errors: [403],
  }),
  home: defineRoute({
    method: 'get',
    path: '/api/home',
    tag: TAG,
    summary: '„Für dich“ (für alle) oder „Folge ich“ (angemeldet), seitenweise mit nextCursor',
    query: homeQuery,
    responses: { 200: postPageSchema },
  }),
  custom: defineRoute({
    method: 'get',
    path: '/api/customPosts',
    tag: TAG,
    summary: 'Die von Admins zusammengestellte Liste für /custom',
    responses: { 200: z.object({ posts: z.array(postSchema) }) },
  }),
  setCustom: defineRoute({
    method: 'put',
    path: '/api/admin/custom-posts',
    tag: TAG,
    summary: 'Die Liste für /custom festlegen (nur Admins), in dieser Reihenfolge',
    role: 'admin',
    body: customPostsRequest,
    responses: { 200: z.object({ posts: z.array(postSchema) }) },
  }),
  like: defineRoute({
    method: 'post',
    path: '/api/likes',
    tag: TAG,
    summary: 'Beitrag liken (zweimal liken ändert nichts)',
    guard: 'auth',
    body: likeRequest,
    responses: { 200: likeAnswer, 201: likeAnswer },
  }),
  unlike: defineRoute({
    method: 'delete',
    path: '/api/likes/{id}',
    tag: TAG,
    summary: 'Eigenes Like zurücknehmen',
    guard: 'auth',
    params: idParams,
    responses: { 200: z.object({ post_id: z.number(), likes: z.number() }) },
  }),
  view: defineRoute({
    method: 'post',
    path: '/api/views',
    tag: TAG,
    summary: 'Aufruf zählen: einmal je Nutzer, Beitrag und Tag',
    guard: 'auth',
    body: viewRequest,
    responses: { 200: viewAnswer },
  }),
  watchTime: defineRoute({
    method: 'post',
    path: '/api/watchtime',
    tag: TAG,
    summary: 'Gesammelte Sehzeit melden (Sekunden; ≤ 0 wird ignoriert, je Eintrag höchstens die Cliplänge)',
    guard: 'auth',
    body: watchTimeRequest,
    responses: { 200: watchTimeAnswer },
  }),
  history: defineRoute({
    method: 'get',
    path: '/api/history',
    tag: TAG,
    summary: 'Zuletzt angesehene Videos des angemeldeten Nutzers',
    guard: 'auth',
    query: historyQuery,
    responses: { 200: postPageSchema },
  }),
  likedVideos: defineRoute({
    method: 'get',
    path: '/api/likedVideos',
    tag: TAG,
    summary: 'Gelikte Videos des angemeldeten Nutzers',
    guard: 'auth',
    query: historyQuery,
    responses: { 200: postPageSchema },
  }),
  studioContent: defineRoute({
    method: 'get',
    path: '/api/profiles/{id}/studio-content',
    tag: TAG,
    summary: 'Alle Beiträge eines Creators mit Verarbeitungsstand (nur er selbst oder Admins)',
    guard: 'auth',
    params: idParams,
    responses: { 200: studioContentAnswer },
    errors: [403],
  }),
  studioStats: defineRoute({
    method: 'get',
    path: '/api/studio/stats',
    tag: TAG,
    summary: 'Aufrufe, Likes, Kommentare und Sehzeit je Tag und je Beitrag des angemeldeten Creators',
    guard: 'auth',
    query: z.object({ days: z.optional(z.enum(['7', '28', '90'])) }),
    responses: { 200: studioStatsSchema },
  }),
  adminList: defineRoute({
    method: 'get',
    path: '/api/admin/posts',
    tag: TAG,
    summary: 'Alle Beiträge, neueste zuerst, auch versteckte und unfertige (nur Admins)',
    role: 'admin',
    query: z.object({ cursor, limit: pageSize }),
    responses: { 200: postPageSchema },
  }),
  adminUpdate: defineRoute({
    method: 'patch',
    path: '/api/admin/posts/{id}',
    tag: TAG,
    summary: 'Beitrag verstecken oder wieder zeigen (nur Admins)',
    role: 'admin',
    params: z.object({ id: idParam }),
    body: z.object({ hidden: z.boolean({ error: 'invalidType' }) }),
    responses: { 200: postAnswer },
  }),
};
