// The demo community interacts (server/seed/community.ts), on SQLite and PostgreSQL (TEST_DB=postgres): a fresh
// install with demo clips has likes, comments and replies, views over several days, followers for Mia and
// notifications about all of it; every counter matches its rows; nothing happens before its clip was posted or
// after the start; a second start seeds nothing twice; and once the clips are ready, the posts show it all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/seed';
import type { TestClient } from './support/http-client';
import { postRow } from './support/posts';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let started: number;

beforeAll(async () => {
  started = Date.now();
  server = await startTestServer({ env: { SEED_DEMO_VIDEOS: '24', LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '1000' } });
  // The clips are not rendered here (ffmpeg would keep the worker busy for minutes): the test finishes them itself.
  await server.jobs.stop();
}, 120_000);
afterAll(() => server.close());

async function count(table: 'likes' | 'comments' | 'comment_likes' | 'post_views' | 'watch_time' | 'notifications' | 'follows' | 'friendships') {
  const row = await server.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function idOf(email: string): Promise<number> {
  return (await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

describe('the demo community', () => {
  it('likes, comments, answers, watches over several days and follows Mia', async () => {
    const clips = (await server.db.selectFrom('posts').select('id').execute()).length;
    expect(clips).toBeGreaterThan(0);
    expect(await count('likes')).toBeGreaterThan(clips);
    expect(await count('comment_likes')).toBeGreaterThan(0);
    expect(await count('post_views')).toBeGreaterThan(3 * clips);
    expect(await count('watch_time')).toBe(await count('post_views'));
    const comments = await server.db.selectFrom('comments').select(['post_id', 'user_id', 'parent_id', 'text']).execute();
    expect(comments.filter((comment) => comment.parent_id === null).length).toBeGreaterThan(clips);
    expect(comments.filter((comment) => comment.parent_id !== null).length).toBeGreaterThan(10);
    // Varied, not one sentence everywhere.
    expect(new Set(comments.map((comment) => comment.text)).size).toBeGreaterThan(comments.length / 3);
    const days = await server.db.selectFrom('post_views').select('day').distinct().execute();
    expect(days.length).toBeGreaterThanOrEqual(3);

    const mia = await server.db
      .selectFrom('users')
      .select(['id', 'followers_count', 'likes_received'])
      .where('email', '=', DEMO.mia)
      .executeTakeFirstOrThrow();
    expect(mia.followers_count).toBeGreaterThan(5);
    expect(mia.likes_received).toBeGreaterThan(0);
    const hers = await server.db.selectFrom('notifications').select(['type', 'read_at']).where('user_id', '=', mia.id).execute();
    expect(new Set(hers.map((entry) => entry.type))).toEqual(new Set(['follow', 'like', 'comment']));
    expect(hers.some((entry) => entry.read_at === null)).toBe(true);
    expect(hers.some((entry) => entry.read_at !== null)).toBe(true);

    // The accounts people try first have liked, watched and written nothing themselves.
    const tried = await Promise.all([DEMO.mia, DEMO.paul, DEMO.creator, DEMO.admin].map(idOf));
    expect(await server.db.selectFrom('likes').select('id').where('user_id', 'in', tried).execute()).toEqual([]);
    expect(await server.db.selectFrom('post_views').select('id').where('user_id', 'in', tried).execute()).toEqual([]);
    // They only answer under their own clips.
    const theirs = await server.db
      .selectFrom('comments')
      .innerJoin('posts', 'posts.id', 'comments.post_id')
      .select(['comments.user_id as writer', 'posts.user_id as author', 'comments.parent_id'])
      .where('comments.user_id', 'in', tried)
      .execute();
    expect(theirs.length).toBeGreaterThan(0);
    for (const comment of theirs) expect(comment).toMatchObject({ writer: comment.author, parent_id: expect.any(Number) });
  });

  it('keeps every counter equal to its rows', async () => {
    const posts = await server.db.selectFrom('posts').select(['id', 'likes_count', 'comments_count', 'views_count', 'watch_ms_total']).execute();
    expect(posts.length).toBeGreaterThan(0);
    const grouped = async (table: 'likes' | 'comments' | 'post_views') =>
      new Map(
        (
          await server.db
            .selectFrom(table)
            .select(['post_id', (eb) => eb.fn.countAll<number>().as('n')])
            .groupBy('post_id')
            .execute()
        ).map((row) => [row.post_id, Number(row.n)]),
      );
    const [likes, comments, views] = await Promise.all([grouped('likes'), grouped('comments'), grouped('post_views')]);
    for (const post of posts) {
      expect(post.likes_count, `likes of ${post.id}`).toBe(likes.get(post.id) ?? 0);
      expect(post.comments_count, `comments of ${post.id}`).toBe(comments.get(post.id) ?? 0);
      expect(post.views_count, `views of ${post.id}`).toBe(views.get(post.id) ?? 0);
    }
    expect(posts.filter((post) => post.likes_count > 0).length).toBeGreaterThan(posts.length / 2);
    const commentRows = await server.db.selectFrom('comments').select(['id', 'likes_count', 'replies_count']).execute();
    const commentLikes = await server.db.selectFrom('comment_likes').select('comment_id').execute();
    const replies = await server.db.selectFrom('comments').select('parent_id').where('parent_id', 'is not', null).execute();
    for (const comment of commentRows) {
      expect(comment.likes_count).toBe(commentLikes.filter((like) => like.comment_id === comment.id).length);
      expect(comment.replies_count).toBe(replies.filter((reply) => reply.parent_id === comment.id).length);
    }
    const users = await server.db.selectFrom('users').select(['id', 'followers_count', 'following_count', 'likes_received']).execute();
    const follows = await server.db.selectFrom('follows').select(['user_id', 'account_id']).execute();
    const received = await server.db.selectFrom('likes').innerJoin('posts', 'posts.id', 'likes.post_id').select('posts.user_id').execute();
    for (const user of users) {
      expect(user.followers_count).toBe(follows.filter((row) => row.account_id === user.id).length);
      expect(user.following_count).toBe(follows.filter((row) => row.user_id === user.id).length);
      expect(user.likes_received).toBe(received.filter((row) => row.user_id === user.id).length);
    }
  });

  it('happens after each clip was posted and before the start, on posts that exist', async () => {
    const posts = new Map(
      (await server.db.selectFrom('posts').select(['id', 'created_at']).execute()).map((post) => [post.id, Date.parse(post.created_at)]),
    );
    const after = Date.now();
    for (const table of ['likes', 'comments', 'post_views'] as const) {
      const rows = await server.db.selectFrom(table).select(['post_id', 'created_at']).execute();
      for (const row of rows) {
        expect(posts.has(row.post_id), table).toBe(true);
        expect(Date.parse(row.created_at), table).toBeGreaterThanOrEqual(posts.get(row.post_id)!);
        expect(Date.parse(row.created_at), table).toBeLessThanOrEqual(after);
      }
    }
    expect(started).toBeLessThanOrEqual(after);
  });

  it('seeds nothing twice on the next start', async () => {
    const before = await Promise.all((['likes', 'comments', 'post_views', 'notifications', 'follows', 'friendships'] as const).map(count));
    expect(await seedDemoData(server.db, server.deps.storage, { demoVideos: 24, gamesDir: server.config.gamesDir })).toBe(false);
    expect(await Promise.all((['likes', 'comments', 'post_views', 'notifications', 'follows', 'friendships'] as const).map(count))).toEqual(before);
  });

  it('shows on the clips once they are ready: counts, comments with answers, Mia’s bell and profile', async () => {
    // What the transcode would have written, for every clip not ready yet.
    const posts = await server.db.selectFrom('posts').select(['id', 'user_id']).where('status', '!=', 'ready').execute();
    for (const post of posts) {
      const ready = postRow({ user_id: post.user_id });
      await server.db
        .updateTable('posts')
        .set({
          status: 'ready',
          progress: 100,
          hls_path: ready.hls_path,
          mp4_path: ready.mp4_path,
          poster_path: ready.poster_path,
          width: 720,
          height: 1280,
        })
        .where('id', '=', post.id)
        .execute();
    }
    server.deps.caches.clear();
    const visitor: TestClient = server.client();
    const popular = await server.db
      .selectFrom('posts')
      .select(['id', 'likes_count', 'comments_count', 'views_count'])
      .orderBy('comments_count', 'desc')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const shown = await visitor.get(`/api/posts/${popular.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.post).toMatchObject({ likes: popular.likes_count, comments: popular.comments_count, views: popular.views_count });
    const listed = await visitor.get(`/api/posts/${popular.id}/comments`);
    expect(listed.status).toBe(200);
    const top = listed.body.comments as { text: string; replies: { text: string }[]; replies_count: number }[];
    expect(top.length).toBeGreaterThan(0);
    expect(top.reduce((sum, comment) => sum + 1 + comment.replies_count, 0)).toBe(popular.comments_count);

    const mia = await server.loginAs(DEMO.mia);
    const bell = await mia.get('/api/notifications');
    expect(bell.status).toBe(200);
    expect(bell.body.unreadCount).toBeGreaterThan(0);
    const likes = (bell.body.notifications as { type: string; data: { count: number } }[]).filter((entry) => entry.type === 'like');
    expect(likes.length).toBeGreaterThan(0);
    expect(likes.some((entry) => entry.data.count > 1)).toBe(true);
    const profile = await visitor.get(`/api/profiles/${await idOf(DEMO.mia)}`);
    expect(profile.body.user[0].followers_count).toBeGreaterThan(5);
    expect(profile.body.user[0].total_likes).toBeGreaterThan(0);
  });
});
