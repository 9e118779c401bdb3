import { z } from 'zod/mini';
import { MAX_DB_ID, idParams, messageAnswer } from './common';
import { defineRoute } from './route';
import { containsHtml } from '../rules/markdown';

// Forums (spec §2 /foren, /foren/{id}, /foren/create and the forum post editing panel; §3 Forum: id,
// title, messages; §7 GET /api/foren, GET /api/foren/{id} (the forum as a list, the first entry used),
// POST /api/foren, POST /api/message (after 200 the forum reloads)). Posts are Markdown text of the safe subset
// in common/rules/markdown.ts: stored as typed, never as HTML, and rendered into elements by the renderer.
// The calls not in the spec (editing, deleting, moderating) are declared below the spec's four.

export const FORUM_TITLE_MIN = 3;
export const FORUM_TITLE_MAX = 120;
export const FORUM_POST_MAX = 10_000;
/** Threads per page of /foren. */
export const FORUM_PAGE_SIZE = 20;
/** Posts per page of a thread, oldest first (so what a reply answers is always on an earlier page). */
export const FORUM_MESSAGES_PAGE = 50;

const positiveId = (error: string) => z.number({ error }).check(z.int({ error }), z.positive({ error }), z.lte(MAX_DB_ID, { error }));

const forumTitle = z
  .string({ error: 'forumTitleRequired' })
  .check(
    z.trim(),
    z.minLength(FORUM_TITLE_MIN, { error: 'forumTitleTooShort' }),
    z.maxLength(FORUM_TITLE_MAX, { error: 'forumTitleTooLong' }),
    z.refine((title) => !containsHtml(title, false), { error: 'forumHtmlNotAllowed' }),
  );
const forumPostText = z
  .string({ error: 'forumPostRequired' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'forumPostRequired' }),
    z.maxLength(FORUM_POST_MAX, { error: 'forumPostTooLong' }),
    // Posts are Markdown: HTML is refused outright instead of being kept as text nobody meant to show.
    z.refine((text) => !containsHtml(text), { error: 'forumHtmlNotAllowed' }),
  );

const forumPerson = z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()) });
const forumGame = z.object({ id: z.number(), name: z.string() });

/** A thread as /foren lists it. */
export const forumSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Who opened it (null when the account is gone). */
  user: z.nullable(forumPerson),
  game: z.nullable(forumGame),
  pinned: z.boolean(),
  locked: z.boolean(),
  /** Visible posts, the first one included. */
  messages_count: z.number(),
  created_at: z.string(),
  last_activity_at: z.string(),
});
export type ForumSummary = z.infer<typeof forumSummarySchema>;

/** One post of a thread. A deleted post keeps its place (its replies still nest under it) without its text. */
export const forumMessageSchema = z.object({
  id: z.number(),
  forum_id: z.number(),
  user: z.nullable(forumPerson),
  /** Markdown of the safe subset; '' when deleted. */
  text: z.string(),
  /** The post this one answers (same thread), or null for the opening post and top-level answers. */
  reply_to: z.nullable(z.number()),
  created_at: z.string(),
  /** Set when the author changed the text: the thread shows "bearbeitet". */
  edited_at: z.nullable(z.string()),
  deleted: z.boolean(),
  /** What the viewer may do with it. */
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type ForumMessage = z.infer<typeof forumMessageSchema>;

/** §3 Forum: id, title, messages; plus the thread's state and the page marker of its posts. */
export const forumSchema = z.object({
  ...forumSummarySchema.shape,
  messages: z.array(forumMessageSchema),
  has_more: z.boolean(),
  next_cursor: z.nullable(z.string()),
  /** Whether the viewer may post here now (signed in, thread open). */
  can_post: z.boolean(),
  can_moderate: z.boolean(),
});
export type Forum = z.infer<typeof forumSchema>;

export const forumListQuery = z.object({
  game_id: z.optional(z.string().check(z.regex(/^[1-9]\d{0,9}$/, { error: 'invalidType' }))),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

export const forumListAnswer = z.object({
  forums: z.array(forumSummarySchema),
  has_more: z.boolean(),
  next_cursor: z.nullable(z.string()),
});
export type ForumListAnswer = z.infer<typeof forumListAnswer>;

export const forumThreadQuery = z.object({ cursor: z.optional(z.string().check(z.maxLength(200))) });

export const createForumRequest = z.object({
  title: forumTitle,
  message: forumPostText,
  game_id: z.nullish(positiveId('gameNotFound')),
});
export type CreateForumRequest = z.infer<typeof createForumRequest>;

export const createForumMessageRequest = z.object({
  forum_id: positiveId('forumNotFound'),
  message: forumPostText,
  reply_to: z.nullish(positiveId('forumMessageNotFound')),
});
export type CreateForumMessageRequest = z.infer<typeof createForumMessageRequest>;

export const editForumMessageRequest = z.object({ message: forumPostText });

export const moderateForumRequest = z.object({
  locked: z.optional(z.boolean({ error: 'invalidType' })),
  pinned: z.optional(z.boolean({ error: 'invalidType' })),
  /** Move the thread to another game; null: to the general forum. */
  game_id: z.optional(z.nullable(positiveId('gameNotFound'))),
});
export type ModerateForumRequest = z.infer<typeof moderateForumRequest>;

const TAG = 'Foren';

export const forumRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/foren',
    tag: TAG,
    summary: 'Die Foren: angeheftete zuerst, dann nach letzter Aktivität; optional nur die eines Spiels',
    query: forumListQuery,
    responses: { 200: forumListAnswer },
    errors: [422],
  }),
  show: defineRoute({
    method: 'get',
    path: '/api/foren/{id}',
    tag: TAG,
    summary: 'Ein Forum mit seinen Beiträgen, älteste zuerst, seitenweise (als Liste, der erste Eintrag gilt)',
    params: idParams,
    query: forumThreadQuery,
    responses: { 200: z.array(forumSchema) },
    errors: [404, 422],
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/foren',
    tag: TAG,
    summary: 'Ein Forum eröffnen: Titel, erster Beitrag, optional ein Spiel',
    guard: 'auth',
    body: createForumRequest,
    rateLimit: { max: 10, windowSeconds: 3600, by: 'user' },
    responses: { 201: z.object({ forum: forumSummarySchema }) },
    errors: [422],
  }),
  post: defineRoute({
    method: 'post',
    path: '/api/message',
    tag: TAG,
    summary: 'In einem Forum antworten, optional auf einen Beitrag desselben Forums',
    guard: 'auth',
    body: createForumMessageRequest,
    rateLimit: { max: 30, windowSeconds: 60, by: 'user' },
    responses: { 200: z.object({ message: forumMessageSchema }) },
    errors: [403, 404, 409, 422],
  }),
  edit: defineRoute({
    method: 'patch',
    path: '/api/message/{id}',
    tag: TAG,
    summary: 'Eigenen Forenbeitrag bearbeiten (wird als „bearbeitet“ markiert)',
    guard: 'auth',
    params: idParams,
    body: editForumMessageRequest,
    rateLimit: { max: 30, windowSeconds: 60, by: 'user' },
    responses: { 200: z.object({ message: forumMessageSchema }) },
    errors: [403, 404, 409, 422],
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/api/message/{id}',
    tag: TAG,
    summary: 'Eigenen Forenbeitrag löschen (Admins: jeden); Antworten darauf bleiben stehen',
    guard: 'auth',
    params: idParams,
    responses: { 200: messageAnswer },
    errors: [403, 404],
  }),
  moderate: defineRoute({
    method: 'patch',
    path: '/api/foren/{id}',
    tag: TAG,
    summary: 'Ein Forum sperren, anheften oder zu einem anderen Spiel verschieben (nur Admins)',
    role: 'admin',
    params: idParams,
    body: moderateForumRequest,
    responses: { 200: z.object({ forum: forumSummarySchema }) },
    errors: [404, 422],
  }),
  removeForum: defineRoute({
    method: 'delete',
    path: '/api/foren/{id}',
    tag: TAG,
    summary: 'Ein Forum mit allen Beiträgen löschen (nur Admins)',
    role: 'admin',
    params: idParams,
    responses: { 200: messageAnswer },
    errors: [404],
  }),
};
