// Comments with one level of replies, ranked as spec §9 says, over real HTTP against SQLite (and
// PostgreSQL in test:integration:pg). Posts are written into the database directly (no ffmpeg).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Comment } from '../../common/contract/comments';
import { commentScore } from '../../common/rules/comment-ranking';
import { nowIso } from '../../server/db';
import type { RealtimeEvent } from '../../server/platform/realtime';
import { insertUsers } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { insertPost, userId } from './support/posts';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;
let mia: TestClient;
let paul: TestClient;
let creator: TestClient;
let admin: TestClient;
let ids: { mia: number; paul: number; creator: number };

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000' } });
  visitor = server.client();
  await visitor.csrf();
  [mia, paul, creator, admin] = await Promise.all([
    server.loginAs(DEMO.mia),
    server.loginAs(DEMO.paul),
    server.loginAs(DEMO.creator),
    server.loginAs(DEMO.admin),
  ]);
  ids = { mia: await userId(server, DEMO.mia), paul: await userId(server, DEMO.paul), creator: await userId(server, DEMO.creator) };
});
afterAll(() => server.close());

async function counts(postId: number) {
  const post = await server.db.selectFrom('posts').select('comments_count').where('id', '=', postId).executeTakeFirstOrThrow();
  const rows = await server.db.selectFrom('comments').select('id').where('post_id', '=', postId).execute();
  return { counter: post.comments_count, rows: rows.length };
}

async function allComments(client: TestClient, postId: number): Promise<Comment[]> {
  const comments: Comment[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const url: string = `/api/posts/${postId}/comments${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response: { status: number; body: { comments: Comment[]; hasMore: boolean; nextCursor: string | null } } = await client.get(url);
    expect(response.status).toBe(200);
    comments.push(...response.body.comments);
    if (!response.body.hasMore) return comments;
    cursor = response.body.nextCursor;
  }
  throw new Error('the list never ended');
}

describe('writing comments', () => {
  it('creates a comment and a reply, and counts both on the post', async () => {
    const postId = await insertPost(server, { user_id: ids.creator });
    // The demo community follows Mia: 0.01 per follower on each of her comments.
    const miaFollowers = (await server.db.selectFrom('follows').select('id').where('account_id', '=', ids.mia).execute()).length;
    const created = await mia.post('/api/comments', { post_id: postId, comment: '  Was für ein Move!  ' });
    expect(created.status).toBe(201);
    expect(created.body.comment).toMatchObject({
      post_id: postId,
      parent_id: null,
      text: 'Was für ein Move!',
      user: { id: ids.mia, name: 'Mia_Zockt', followers: miaFollowers },
      likes: [],
      replies: [],
      replies_count: 0,
    });
    // 0.1 × 5 for a comment a few milliseconds old, and her followers.
    expect(created.body.comment.score).toBeCloseTo(0.5 + 0.01 * miaFollowers, 6);
    const reply = await paul.post('/api/comments', { post_id: postId, comment: 'Finde ich auch', parent_id: created.body.comment.id });
    expect(reply.status).toBe(201);
    expect(reply.body.comment.parent_id).toBe(created.body.comment.id);
    expect(await counts(postId)).toEqual({ counter: 2, rows: 2 });
    expect((await visitor.get(`/api/posts/${postId}`)).body.post.comments).toBe(2);
    const [listed] = await allComments(visitor, postId);
    expect(listed).toMatchObject({ id: created.body.comment.id, replies_count: 1 });
    expect(listed!.score).toBeCloseTo(0.65 + 0.01 * miaFollowers, 6);
    expect(listed!.replies.map((entry) => entry.text)).toEqual(['Finde ich auch']);
  });

  it('refuses empty and overlong comments with German messages, and visitors', async () => {
    const postId = await insertPost(server, { user_id: ids.creator });
    const empty = await mia.post('/api/comments', { post_id: postId, comment: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.comment).toEqual(['Dieses Feld ist erforderlich.']);
    const long = await mia.post('/api/comments', { post_id: postId, comment: 'x'.repeat(10_000) });
    expect(long.status).toBe(422);
    expect(long.body.errors.comment).toEqual(['Ein Kommentar darf höchstens 2000 Zeichen lang sein.']);
    expect((await mia.post('/api/comments', { post_id: postId, comment: 'x'.repeat(2000) })).status).toBe(201);
    expect((await visitor.post('/api/comments', { post_id: postId, comment: 'Hallo' })).status).toBe(401);
    const missing = await mia.post('/api/comments', { post_id: 999_999, comment: 'Hallo' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Diesen Clip gibt es nicht.');
    const hidden = await insertPost(server, { user_id: ids.creator, hidden: true });
    expect((await mia.post('/api/comments', { post_id: hidden, comment: 'Hallo' })).status).toBe(404);
    expect(await counts(postId)).toEqual({ counter: 1, rows: 1 });
  });

  it('answers 422 to a reply to another post’s comment, to a reply, or to a missing comment', async () => {
    const postA = await insertPost(server, { user_id: ids.creator });
    const postB = await insertPost(server, { user_id: ids.creator });
    const onB = (await mia.post('/api/comments', { post_id: postB, comment: 'Auf B' })).body.comment;
    const onA = (await mia.post('/api/comments', { post_id: postA, comment: 'Auf A' })).body.comment;
    const replyOnA = (await paul.post('/api/comments', { post_id: postA, comment: 'Antwort', parent_id: onA.id })).body.comment;

    const otherPost = await paul.post('/api/comments', { post_id: postA, comment: 'Falsch', parent_id: onB.id });
    expect(otherPost.status).toBe(422);
    expect(otherPost.body.message).toBe('Du kannst nur auf Kommentare zu diesem Clip antworten.');
    expect(otherPost.body.errors.parent_id).toEqual(['Du kannst nur auf Kommentare zu diesem Clip antworten.']);
    const toReply = await paul.post('/api/comments', { post_id: postA, comment: 'Tief', parent_id: replyOnA.id });
    expect(toReply.status).toBe(422);
    expect(toReply.body.message).toMatch(/^Auf eine Antwort kannst du nicht antworten/);
    const toMissing = await paul.post('/api/comments', { post_id: postA, comment: 'Weg', parent_id: 999_999 });
    expect(toMissing.status).toBe(422);
    expect(toMissing.body.message).toBe('Diesen Kommentar gibt es nicht.');
    expect(await counts(postA)).toEqual({ counter: 2, rows: 2 });
    expect(await counts(postB)).toEqual({ counter: 1, rows: 1 });
  });

  it('tells the post’s author in real time, not for their own comments', async () => {
    const postId = await insertPost(server, { user_id: ids.creator });
    const events: RealtimeEvent[] = [];
    const stop = server.deps.realtime.subscribe((event) => events.push(event));
    try {
      await creator.post('/api/comments', { post_id: postId, comment: 'Selbst' });
      await mia.post('/api/comments', { post_id: postId, comment: 'Hallo Kreativa' });
      await vi.waitFor(() => expect(events.filter((event) => event.type === 'post.commented')).toHaveLength(1));
      const event = events.find((entry) => entry.type === 'post.commented')!;
      expect(event.audience).toBe(`user:${ids.creator}`);
      expect(event.data).toMatchObject({ post_id: postId, comments: 2, preview: 'Hallo Kreativa', user: { id: ids.mia } });
    } finally {
      stop();
    }
  });
});

describe('deleting comments', () => {
  it('deletes one’s own comment with its replies and moves the counters; others get 403', async () => {
    const postId = await insertPost(server, { user_id: ids.creator });
    const top = (await mia.post('/api/comments', { post_id: postId, comment: 'Oben' })).body.comment;
    const reply1 = (await paul.post('/api/comments', { post_id: postId, comment: 'Eins', parent_id: top.id })).body.comment;
    await paul.post('/api/comments', { post_id: postId, comment: 'Zwei', parent_id: top.id });
    await paul.post('/api/comments', { post_id: postId, comment: 'Daneben' });
    expect(await counts(postId)).toEqual({ counter: 4, rows: 4 });

    const foreign = await paul.delete(`/api/comments/${top.id}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('Dafür fehlt dir die Berechtigung.');
    expect((await visitor.delete(`/api/comments/${top.id}`)).status).toBe(401);
    // The post's author is not the comment's author either.
    expect((await creator.delete(`/api/comments/${top.id}`)).status).toBe(403);

    const ownReply = await paul.delete(`/api/comments/${reply1.id}`);
    expect(ownReply.status).toBe(200);
    expect(await counts(postId)).toEqual({ counter: 3, rows: 3 });
    const parent = await server.db.selectFrom('comments').select('replies_count').where('id', '=', top.id).executeTakeFirstOrThrow();
    expect(parent.replies_count).toBe(1);

    const deleted = await mia.delete(`/api/comments/${top.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Der Kommentar wurde gelöscht.');
    expect(await counts(postId)).toEqual({ counter: 1, rows: 1 });
    expect((await mia.delete(`/api/comments/${top.id}`)).status).toBe(404);
  });

  it('lets an admin delete anyone’s comment', async () => {
    const postId = await insertPost(server, { user_id: ids.creator });
    const comment = (await mia.post('/api/comments', { post_id: postId, comment: 'Spam?' })).body.comment;
    expect((await admin.delete(`/api/comments/${comment.id}`)).status).toBe(200);
    expect(await counts(postId)).toEqual({ counter: 0, rows: 0 });
  });
});

describe('comment likes', () => {
  it('likes once, counts exactly under concurrency, and takes back only one’s own', async () => {
    const postId = await insertPost(server, { user_id: ids.creator });
    const comment = (await mia.post('/api/comments', { post_id: postId, comment: 'Like mich' })).body.comment;
    const first = await paul.post('/api/comment_likes', { comment_id: comment.id });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ likes: 1, like: { user_id: ids.paul } });
    const again = await paul.post('/api/comment_likes', { comment_id: comment.id });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const users = await insertUsers(server, 'Kommentarfan', 10);
    const clients = await Promise.all(users.map((user) => server.loginAs(user.email)));
    const answers = await Promise.all(clients.map((client) => client.post('/api/comment_likes', { comment_id: comment.id })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const row = await server.db.selectFrom('comments').select('likes_count').where('id', '=', comment.id).executeTakeFirstOrThrow();
    expect(row.likes_count).toBe(11);
    const [listed] = await allComments(mia, postId);
    expect(listed!.likes).toHaveLength(11);
    expect(listed!.likes).toContainEqual(first.body.like);

    expect((await mia.delete(`/api/comment_likes/${first.body.like.id}`)).status).toBe(403);
    expect((await visitor.delete(`/api/comment_likes/${first.body.like.id}`)).status).toBe(401);
    const undone = await paul.delete(`/api/comment_likes/${first.body.like.id}`);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ comment_id: comment.id, likes: 10 });
    expect((await paul.delete(`/api/comment_likes/${first.body.like.id}`)).status).toBe(404);
    const missing = await paul.post('/api/comment_likes', { comment_id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Diesen Kommentar gibt es nicht.');
    expect((await visitor.post('/api/comment_likes', { comment_id: comment.id })).status).toBe(401);
  });
});

describe('listing comments', () => {
  it('ranks top-level comments by the §9 score, replies oldest first inside', async () => {
    const postId = await insertPost(server, { user_id: ids.creator });
    const hoursAgo = (hours: number) => nowIso(new Date(Date.now() - hours * 3_600_000));
    // Paul gets more followers than Mia has (the demo community follows her): 0.01 each on each of his comments.
    const miaFollowers = (await server.db.selectFrom('follows').select('id').where('account_id', '=', ids.mia).execute()).length;
    const fans = await insertUsers(server, 'Fan', miaFollowers + 2);
    await server.db
      .insertInto('follows')
      .values(fans.map((fan) => ({ user_id: fan.id, account_id: ids.paul, created_at: nowIso() })))
      .execute();
    const insert = (user: number, text: string, hours: number, likes = 0, parent: number | null = null) =>
      server.db
        .insertInto('comments')
        .values({ post_id: postId, user_id: user, parent_id: parent, text, likes_count: likes, created_at: hoursAgo(hours) })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((row) => row.id);
    const fresh = await insert(ids.mia, 'frisch', 0);
    const old = await insert(ids.mia, 'alt mit Likes', 500, 5);
    const pauls = await insert(ids.paul, 'von Paul', 1);
    const ancient = await insert(ids.mia, 'uralt', 1000);
    const late = await insert(ids.creator, 'späte Antwort', 0.5, 0, old);
    const early = await insert(ids.creator, 'frühe Antwort', 2, 0, old);
    await server.db.updateTable('comments').set({ replies_count: 2 }).where('id', '=', old).execute();

    const listed = await allComments(visitor, postId);
    // old: 0.5 likes + 0.3 replies + 0.1 recency = 0.9 (its author's followers on top); pauls: 0.499 and more
    // followers than Mia; fresh: 0.5 and Mia's followers; ancient: 0.1 and hers.
    expect(listed.map((comment) => comment.id)).toEqual([old, pauls, fresh, ancient]);
    expect(listed[0]!.score).toBeCloseTo(0.9 + 0.01 * miaFollowers, 6);
    const paulsFollowers = (await server.db.selectFrom('follows').select('id').where('account_id', '=', ids.paul).execute()).length;
    expect(paulsFollowers).toBeGreaterThanOrEqual(2);
    expect(listed[1]!.user.followers).toBe(paulsFollowers);
    expect(listed[1]!.score).toBeCloseTo(commentScore({ likes: 0, replies: 0, authorFollowers: paulsFollowers, ageHours: 1 }), 4);
    expect(listed[0]!.replies.map((reply) => reply.id)).toEqual([early, late]);
  });

  it('pages through a long thread without duplicates or gaps', async () => {
    const postId = await insertPost(server, { user_id: ids.creator });
    const base = Date.now();
    const rows = Array.from({ length: 75 }, (_, index) => ({
      post_id: postId,
      user_id: [ids.mia, ids.paul, ids.creator][index % 3]!,
      parent_id: null,
      text: `Kommentar ${index}`,
      likes_count: index % 4,
      created_at: nowIso(new Date(base - index * 60_000)),
    }));
    const inserted = await server.db.insertInto('comments').values(rows).returning('id').execute();
    const listed = await allComments(mia, postId);
    expect(listed).toHaveLength(75);
    expect(new Set(listed.map((comment) => comment.id))).toEqual(new Set(inserted.map((row) => row.id)));
    const scores = listed.map((comment) => comment.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect((await mia.get(`/api/posts/${postId}/comments?cursor=nope`)).status).toBe(422);
  });

  it('answers 404 for missing and hidden posts', async () => {
    expect((await visitor.get('/api/posts/999999/comments')).status).toBe(404);
    const hidden = await insertPost(server, { user_id: ids.creator, hidden: true });
    expect((await visitor.get(`/api/posts/${hidden}/comments`)).status).toBe(404);
    expect((await creator.get(`/api/posts/${hidden}/comments`)).status).toBe(200);
  });
});
