import { z } from 'zod/mini';
import { idParams, messageAnswer, dbId } from './common';
import { likeSchema } from './posts';
import { defineRoute } from './route';

// Comments on posts (spec §3 Comment, §5 comment rules, §7 /api/comments and /api/comment_likes, §9 ranking).

export const COMMENT_MAX = 2000;
export const COMMENT_PAGE_SIZE = 20;

const commentUser = z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()), followers: z.number() });

const commentFields = {
  id: z.number(),
  post_id: z.number(),
  parent_id: z.nullable(z.number()),
  user: commentUser,
  text: z.string(),
  created_at: z.string(),
  likes: z.array(likeSchema),
  replies_count: z.number(),
  score: z.number(),
};
const replySchema = z.object({ ...commentFields, replies: z.array(z.never()) });
export const commentSchema = z.object({ ...commentFields, replies: z.array(replySchema) });
export type Comment = z.infer<typeof commentSchema>;

export const commentPageSchema = z.object({
  comments: z.array(commentSchema),
  hasMore: z.boolean(),
  nextCursor: z.nullable(z.string()),
});

export const createCommentRequest = z.object({
  post_id: dbId('postNotFound'),
  comment: z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(COMMENT_MAX, { error: 'commentTooLong' })),
  parent_id: z.nullish(dbId('commentNotFound')),
});

export const commentLikeRequest = z.object({
  comment_id: dbId('commentNotFound'),
});

const TAG = 'Kommentare';

export const commentRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/posts/{id}/comments',
    tag: TAG,
    summary: 'Kommentare eines Beitrags, nach dem Ranking aus §9, seitenweise mit Antworten',
    params: idParams,
    query: z.object({ cursor: z.optional(z.string().check(z.maxLength(200))) }),
    responses: { 200: commentPageSchema },
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/comments',
    tag: TAG,
    summary: 'Kommentieren oder auf einen Kommentar desselben Beitrags antworten',
    guard: 'auth',
    body: createCommentRequest,
    rateLimit: { max: 30, windowSeconds: 60, by: 'user' },
    responses: { 201: z.object({ comment: commentSchema }) },
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/api/comments/{id}',
    tag: TAG,
    summary: 'Eigenen Kommentar löschen (Admins: jeden); seine Antworten gehen mit',
    guard: 'auth',
    params: idParams,
    responses: { 200: messageAnswer },
    errors: [403],
  }),
  like: defineRoute({
    method: 'post',
    path: '/api/comment_likes',
    tag: TAG,
    summary: 'Kommentar liken (zweimal liken ändert nichts)',
    guard: 'auth',
    body: commentLikeRequest,
    responses: { 200: z.object({ like: likeSchema, likes: z.number() }), 201: z.object({ like: likeSchema, likes: z.number() }) },
  }),
  unlike: defineRoute({
    method: 'delete',
    path: '/api/comment_likes/{id}',
    tag: TAG,
    summary: 'Eigenes Kommentar-Like zurücknehmen',
    guard: 'auth',
    params: idParams,
    responses: { 200: z.object({ comment_id: z.number(), likes: z.number() }) },
  }),
};
