// Short videos without the pipeline: finished posts are written into the database directly, then every
// call of the posts domain runs over real HTTP against SQLite (and PostgreSQL in test:integration:pg).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Post, PostPage, StudioStats } from '../../common/contract/posts';
import { nowIso } from '../../server/db';
import type { RealtimeEvent } from '../../server/platform/realtime';
import { insertUsers } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { insertPost, insertPosts, userId } from './support/posts';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;
let mia: TestClient;
let paul: TestClient;
let creator: TestClient;
let admin: TestClient;
let ids: { mia: number; paul: number; creator: number; admin: number };
let gameIds: number[];

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
  ids = {
    mia: await userId(server, DEMO.mia),
    paul: await userId(server, DEMO.paul),
    creator: await userId(server, DEMO.creator),
    admin: await userId(server, DEMO.admin),
  };
  gameIds = (await server.db.selectFrom('games').select('id').orderBy('id').execute()).map((row) => row.id);
});
afterAll(() => server.close());

/** Every page of a feed-like list, following nextCursor. */
async function allPages(client: TestClient, path: string, limit: number): Promise<Post[]> {
  const posts: Post[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 200; page += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const url: string = `${path}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response: { status: number; body: PostPage } = await client.get<PostPage>(url);
    expect(response.status, url).toBe(200);
    expect(response.body.posts.length).toBeLessThanOrEqual(limit);
    posts.push(...response.body.posts);
    expect(response.body.hasMore).toBe(response.body.nextCursor !== null);
    if (!response.body.hasMore) return posts;
    cursor = response.body.nextCursor;
  }
  throw new Error('the list never ended');
}

async function visibleReadyIds(): Promise<number[]> {
  const rows = await server.db.selectFrom('posts').select('id').where('status', '=', 'ready').where('hidden', '=', 0).execute();
  return rows.map((row) => row.id);
}

const ids_ = (posts: Post[]) => posts.map((post) => post.id);

describe('GET/PATCH/DELETE /api/posts/{id}', () => {
  it('shows a finished post to everyone, with media, counts and the viewer’s like', async () => {
    const id = await insertPost(server, { user_id: ids.creator, title: 'Bosskampf ohne Schaden', game_id: gameIds[0]! });
    const response = await visitor.get(`/api/posts/${id}`);
    expect(response.status).toBe(200);
    expect(response.body.post).toMatchObject({
      id,
      title: 'Bosskampf ohne Schaden',
      user: { id: ids.creator, name: 'Kreativa' },
      game: { id: gameIds[0] },
      status: 'ready',
      progress: 100,
      likes: 0,
      comments: 0,
      views: 0,
      my_like: null,
      hidden: false,
    });
    expect(response.body.post.media).toMatchObject({ duration_ms: 10_000 });
    expect(response.body.post.media.hls).toMatch(/^\/media\/videos\/.+\/master\.m3u8$/);
  });

  it('answers 404 in German for missing posts, hidden ones (but not to author and admins) and others’ unfinished ones', async () => {
    const missing = await mia.get('/api/posts/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Diesen Clip gibt es nicht.');
    expect((await visitor.get('/api/posts/abc')).status).toBe(404);

    const hidden = await insertPost(server, { user_id: ids.creator, hidden: true });
    expect((await visitor.get(`/api/posts/${hidden}`)).status).toBe(404);
    expect((await mia.get(`/api/posts/${hidden}`)).status).toBe(404);
    expect((await creator.get(`/api/posts/${hidden}`)).status).toBe(200);
    expect((await admin.get(`/api/posts/${hidden}`)).status).toBe(200);

    const processing = await insertPost(server, { user_id: ids.creator, status: 'processing' });
    expect((await mia.get(`/api/posts/${processing}`)).status).toBe(404);
    const own = await creator.get(`/api/posts/${processing}`);
    expect(own.status).toBe(200);
    expect(own.body.post).toMatchObject({ status: 'processing', progress: 40, media: null });
    const failed = await insertPost(server, { user_id: ids.creator, status: 'failed' });
    expect((await creator.get(`/api/posts/${failed}`)).body.post).toMatchObject({ status: 'failed', media: null, error: 'Die Datei ließ sich nicht umwandeln.' });
    expect((await paul.get(`/api/posts/${failed}`)).status).toBe(404);
  });

  it('lets only the author edit title and text', async () => {
    const id = await insertPost(server, { user_id: ids.creator });
    const edited = await creator.patch(`/api/posts/${id}`, { title: '  Neuer Titel  ', text: 'Neuer Text' });
    expect(edited.status).toBe(200);
    expect(edited.body.post).toMatchObject({ title: 'Neuer Titel', text: 'Neuer Text' });
    expect((await mia.patch(`/api/posts/${id}`, { title: 'Gekapert' })).status).toBe(403);
    expect((await visitor.patch(`/api/posts/${id}`, { title: 'Gekapert' })).status).toBe(401);
    const empty = await creator.patch(`/api/posts/${id}`, { title: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.title).toEqual(['Dieses Feld ist erforderlich.']);
    expect((await creator.patch('/api/posts/999999', { title: 'x' })).status).toBe(404);
    expect((await visitor.get(`/api/posts/${id}`)).body.post.title).toBe('Neuer Titel');
  });

  it('deletes the author’s own post with its likes, views, watch time, comments and media files', async () => {
    const folder = `test${Date.now().toString(16)}`;
    const directory = path.join(server.dataDir, 'media', 'videos', folder);
    mkdirSync(directory, { recursive: true });
    writeFileSync(path.join(directory, 'master.m3u8'), '#EXTM3U\n');
    writeFileSync(path.join(directory, 'video.mp4'), 'mp4');
    const id = await insertPost(server, { user_id: ids.creator, hls_path: `/media/videos/${folder}/master.m3u8` });
    await server.db.updateTable('posts').set({ mp4_path: `/media/videos/${folder}/video.mp4` }).where('id', '=', id).execute();
    expect((await mia.post('/api/likes', { post_id: id })).status).toBe(201);
    expect((await mia.post('/api/views', { post_id: id })).status).toBe(200);
    expect((await mia.post('/api/watchtime', { batch: [{ post_id: id, watchTime: 3 }] })).status).toBe(200);
    expect((await mia.post('/api/comments', { post_id: id, comment: 'Stark!' })).status).toBe(201);

    expect((await mia.delete(`/api/posts/${id}`)).status).toBe(403);
    expect((await visitor.delete(`/api/posts/${id}`)).status).toBe(401);
    const deleted = await creator.delete(`/api/posts/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Der Clip wurde gelöscht.');
    expect((await visitor.get(`/api/posts/${id}`)).status).toBe(404);
    for (const table of ['likes', 'post_views', 'watch_time', 'comments'] as const) {
      const rows = await server.db.selectFrom(table).select('id').where('post_id', '=', id).execute();
      expect(rows, table).toEqual([]);
    }
    expect(existsSync(directory)).toBe(false);
    expect((await creator.delete(`/api/posts/${id}`)).status).toBe(404);
  });

  it('lets an admin delete anyone’s post', async () => {
    const id = await insertPost(server, { user_id: ids.mia });
    expect((await paul.delete(`/api/posts/${id}`)).status).toBe(403);
    expect((await admin.delete(`/api/posts/${id}`)).status).toBe(200);
    expect(await server.db.selectFrom('posts').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });
});

describe('likes', () => {
  it('likes once: 201, then 200 with the same like, and the count stays exact', async () => {
    const id = await insertPost(server, { user_id: ids.creator });
    const first = await mia.post('/api/likes', { post_id: id });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ likes: 1, like: { user_id: ids.mia } });
    const second = await mia.post('/api/likes', { post_id: id });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const post = (await mia.get(`/api/posts/${id}`)).body.post as Post;
    expect(post.likes).toBe(1);
    expect(post.my_like).toEqual(first.body.like);
    expect((await paul.get(`/api/posts/${id}`)).body.post.my_like).toBeNull();
  });

  it('counts 20 simultaneous likes from 20 users exactly, and 20 simultaneous repeats not at all', async () => {
    const id = await insertPost(server, { user_id: ids.creator });
    const users = await insertUsers(server, 'Liker', 20);
    const clients = await Promise.all(users.map((user) => server.loginAs(user.email)));
    const answers = await Promise.all(clients.map((client) => client.post('/api/likes', { post_id: id })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const again = await Promise.all(clients.map((client) => client.post('/api/likes', { post_id: id })));
    expect(again.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const row = await server.db.selectFrom('posts').select('likes_count').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.likes_count).toBe(20);
    const likes = await server.db.selectFrom('likes').select('id').where('post_id', '=', id).execute();
    expect(likes).toHaveLength(20);
    // And 20 simultaneous unlikes bring it back to 0.
    const undone = await Promise.all(clients.map((client, index) => client.delete(`/api/likes/${answers[index]!.body.like.id}`)));
    expect(undone.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect((await server.db.selectFrom('posts').select('likes_count').where('id', '=', id).executeTakeFirstOrThrow()).likes_count).toBe(0);
  });

  it('takes back only one’s own like', async () => {
    const id = await insertPost(server, { user_id: ids.creator });
    const like = (await mia.post('/api/likes', { post_id: id })).body.like;
    const foreign = await paul.delete(`/api/likes/${like.id}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('Dafür fehlt dir die Berechtigung.');
    expect((await visitor.delete(`/api/likes/${like.id}`)).status).toBe(401);
    expect((await mia.delete('/api/likes/999999')).status).toBe(404);
    const undone = await mia.delete(`/api/likes/${like.id}`);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ post_id: id, likes: 0 });
    expect((await mia.delete(`/api/likes/${like.id}`)).status).toBe(404);
  });

  it('answers 404 in German for likes of missing, hidden or unfinished posts and 401 to visitors', async () => {
    const hidden = await insertPost(server, { user_id: ids.creator, hidden: true });
    const processing = await insertPost(server, { user_id: ids.creator, status: 'processing' });
    for (const postId of [999_999, hidden, processing]) {
      const response = await mia.post('/api/likes', { post_id: postId });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Diesen Clip gibt es nicht.');
    }
    expect((await mia.post('/api/likes', { post_id: 'eins' })).status).toBe(422);
    expect((await visitor.post('/api/likes', { post_id: hidden })).status).toBe(401);
  });

  it('tells the author in real time, not for their own likes', async () => {
    const id = await insertPost(server, { user_id: ids.creator });
    const events: RealtimeEvent[] = [];
    const stop = server.deps.realtime.subscribe((event) => events.push(event));
    try {
      await creator.post('/api/likes', { post_id: id });
      await paul.post('/api/likes', { post_id: id });
      await vi.waitFor(() => expect(events.filter((event) => event.type === 'post.liked')).toHaveLength(1));
      const event = events.find((entry) => entry.type === 'post.liked')!;
      expect(event.audience).toBe(`user:${ids.creator}`);
      expect(event.data).toMatchObject({ post_id: id, likes: 2, user: { id: ids.paul, name: 'PixelPaul' } });
    } finally {
      stop();
    }
  });
});

describe('views and watch time', () => {
  it('counts a view once per user and day, only for signed-in users', async () => {
    const id = await insertPost(server, { user_id: ids.creator });
    expect((await mia.post('/api/views', { post_id: id })).body).toEqual({ views: 1, counted: true });
    expect((await mia.post('/api/views', { post_id: id })).body).toEqual({ views: 1, counted: false });
    expect((await paul.post('/api/views', { post_id: id })).body).toEqual({ views: 2, counted: true });
    expect((await visitor.post('/api/views', { post_id: id })).status).toBe(401);
    const missing = await mia.post('/api/views', { post_id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Diesen Clip gibt es nicht.');
    // A view from yesterday does not stop today's.
    const yesterday = nowIso(new Date(Date.now() - 86_400_000)).slice(0, 10);
    const other = await insertPost(server, { user_id: ids.creator });
    await server.db.insertInto('post_views').values({ user_id: ids.mia, post_id: other, day: yesterday, created_at: nowIso() }).execute();
    expect((await mia.post('/api/views', { post_id: other })).body).toEqual({ views: 1, counted: true });
  });

  it('ignores values ≤ 0, caps each entry at the clip’s length and adds up per day', async () => {
    const id = await insertPost(server, { user_id: ids.creator, duration_ms: 12_000 });
    const response = await mia.post('/api/watchtime', {
      batch: [
        { post_id: id, watchTime: -5 },
        { post_id: id, watchTime: 0 },
        { post_id: id, watchTime: 4.5 },
        { post_id: id, watchTime: 86_400 },
        { post_id: 999_999, watchTime: 3 },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ accepted: 2 });
    expect((await mia.post('/api/watchtime', { batch: [{ post_id: id, watchTime: 20 }] })).body).toEqual({ accepted: 1 });
    const rows = await server.db.selectFrom('watch_time').selectAll().where('post_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: ids.mia, watch_ms: 4_500 + 12_000 + 12_000 });
    const post = await server.db.selectFrom('posts').select('watch_ms_total').where('id', '=', id).executeTakeFirstOrThrow();
    expect(post.watch_ms_total).toBe(28_500);
    expect((await mia.post('/api/watchtime', { batch: [] })).body).toEqual({ accepted: 0 });
  });

  it('refuses enormous values, wrong types and visitors', async () => {
    const id = await insertPost(server, { user_id: ids.creator });
    expect((await mia.post('/api/watchtime', { batch: [{ post_id: id, watchTime: 1e12 }] })).status).toBe(422);
    expect((await mia.post('/api/watchtime', { batch: [{ post_id: id, watchTime: 'lange' }] })).status).toBe(422);
    expect((await mia.post('/api/watchtime', { batch: 'viel' })).status).toBe(422);
    expect((await visitor.post('/api/watchtime', { batch: [{ post_id: id, watchTime: 3 }] })).status).toBe(401);
    const post = await server.db.selectFrom('posts').select('watch_ms_total').where('id', '=', id).executeTakeFirstOrThrow();
    expect(post.watch_ms_total).toBe(0);
  });

  it('adds concurrent batches exactly', async () => {
    const id = await insertPost(server, { user_id: ids.creator, duration_ms: 60_000 });
    await Promise.all(Array.from({ length: 10 }, () => paul.post('/api/watchtime', { batch: [{ post_id: id, watchTime: 2 }] })));
    const row = await server.db.selectFrom('watch_time').select('watch_ms').where('post_id', '=', id).where('user_id', '=', ids.paul).executeTakeFirstOrThrow();
    expect(row.watch_ms).toBe(20_000);
    expect((await server.db.selectFrom('posts').select('watch_ms_total').where('id', '=', id).executeTakeFirstOrThrow()).watch_ms_total).toBe(20_000);
  });
});

describe('history and liked videos', () => {
  it('lists watched posts newest watch first and liked posts newest like first, only one’s own', async () => {
    const users = await insertUsers(server, 'Verlauf', 1);
    const client = await server.loginAs(users[0]!.email);
    const [a, b, c] = await insertPosts(server, [{ user_id: ids.creator }, { user_id: ids.creator }, { user_id: ids.creator }]);
    for (const id of [a!, b!, c!]) {
      await client.post('/api/views', { post_id: id });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await client.post('/api/watchtime', { batch: [{ post_id: a!, watchTime: 2 }] });
    const history = await allPages(client, '/api/history', 2);
    expect(ids_(history)).toEqual([a, c, b]);
    for (const id of [b!, a!, c!]) {
      await client.post('/api/likes', { post_id: id });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const liked = await allPages(client, '/api/likedVideos', 2);
    expect(ids_(liked)).toEqual([c, a, b]);
    expect(liked.every((post) => post.my_like !== null)).toBe(true);

    // Another user's lists: never.
    expect((await client.get(`/api/history?userId=${ids.mia}`)).status).toBe(403);
    expect((await client.get(`/api/likedVideos?userId=${ids.mia}`)).status).toBe(403);
    expect((await client.get(`/api/history?userId=${users[0]!.id}`)).status).toBe(200);
    expect((await visitor.get('/api/history')).status).toBe(401);
    expect((await visitor.get('/api/likedVideos')).status).toBe(401);
    expect((await client.get('/api/history?cursor=kaputt')).status).toBe(422);
    // A hidden post leaves both lists.
    await admin.patch(`/api/admin/posts/${a}`, { hidden: true });
    expect(ids_(await allPages(client, '/api/history', 10))).toEqual([c, b]);
    expect(ids_(await allPages(client, '/api/likedVideos', 10))).toEqual([c, b]);
  });
});

describe('the curated list', () => {
  it('is set by admins in their order and read by everyone', async () => {
    const [a, b] = await insertPosts(server, [{ user_id: ids.creator }, { user_id: ids.mia }]);
    expect((await mia.request('PUT', '/api/admin/custom-posts', { json: { post_ids: [b, a] } })).status).toBe(403);
    expect((await visitor.request('PUT', '/api/admin/custom-posts', { json: { post_ids: [b, a] } })).status).toBe(401);
    const set = await admin.request('PUT', '/api/admin/custom-posts', { json: { post_ids: [b, a, b] } });
    expect(set.status).toBe(200);
    expect(ids_(set.body.posts)).toEqual([b, a]);
    expect(ids_((await visitor.get('/api/customPosts')).body.posts)).toEqual([b, a]);
    expect((await admin.request('PUT', '/api/admin/custom-posts', { json: { post_ids: [a, 999_999] } })).status).toBe(422);
    expect(ids_((await visitor.get('/api/customPosts')).body.posts)).toEqual([b, a]);
  });
});

describe('studio and admin', () => {
  it('shows a creator all their posts with processing state, only to them and admins', async () => {
    const users = await insertUsers(server, 'Studio', 1);
    const owner = await server.loginAs(users[0]!.email);
    const [ready, processing, failed] = await insertPosts(server, [
      { user_id: users[0]!.id, ageMinutes: 3 },
      { user_id: users[0]!.id, status: 'processing', ageMinutes: 2 },
      { user_id: users[0]!.id, status: 'failed', ageMinutes: 1 },
    ]);
    const own = await owner.get(`/api/profiles/${users[0]!.id}/studio-content`);
    expect(own.status).toBe(200);
    expect(own.body.user).toEqual([{ id: users[0]!.id, name: 'Studio0', image: null, profile_border: null }]);
    expect(own.body.posts.map((post: Post) => [post.id, post.status])).toEqual([
      [failed, 'failed'],
      [processing, 'processing'],
      [ready, 'ready'],
    ]);
    expect((await mia.get(`/api/profiles/${users[0]!.id}/studio-content`)).status).toBe(403);
    expect((await visitor.get(`/api/profiles/${users[0]!.id}/studio-content`)).status).toBe(401);
    expect((await admin.get(`/api/profiles/${users[0]!.id}/studio-content`)).status).toBe(200);
  });

  it('counts views, likes, comments and watch time per day and per post', async () => {
    const users = await insertUsers(server, 'Statistik', 1);
    const owner = await server.loginAs(users[0]!.email);
    const [a, b] = await insertPosts(server, [{ user_id: users[0]!.id, duration_ms: 10_000 }, { user_id: users[0]!.id }]);
    await mia.post('/api/views', { post_id: a });
    await paul.post('/api/views', { post_id: a });
    await mia.post('/api/likes', { post_id: a });
    await mia.post('/api/comments', { post_id: a, comment: 'Super' });
    await mia.post('/api/watchtime', { batch: [{ post_id: a, watchTime: 6 }] });
    await paul.post('/api/watchtime', { batch: [{ post_id: a, watchTime: 4 }] });
    // Old activity outside the window does not count.
    await server.db.insertInto('post_views').values({ user_id: ids.admin, post_id: b!, day: '2001-01-01', created_at: '2001-01-01T00:00:00.000Z' }).execute();

    const stats = (await owner.get<StudioStats>('/api/studio/stats?days=7')).body;
    expect(stats.days).toHaveLength(7);
    expect(stats.days.at(-1)).toEqual({ date: nowIso().slice(0, 10), views: 2, likes: 1, comments: 1, watch_ms: 10_000 });
    expect(stats.totals).toEqual({ views: 2, likes: 1, comments: 1, watch_ms: 10_000 });
    expect(stats.posts.find((post) => post.id === a)).toMatchObject({ views: 2, likes: 1, comments: 1, watch_ms: 10_000, watch_through: 0.5 });
    expect(stats.posts.find((post) => post.id === b)).toMatchObject({ views: 0, watch_through: null });
    expect((await owner.get<StudioStats>('/api/studio/stats?days=90')).body.days).toHaveLength(90);
    expect((await owner.get('/api/studio/stats?days=5')).status).toBe(422);
    expect((await visitor.get('/api/studio/stats')).status).toBe(401);
    // Mia's studio does not see the other creator's numbers.
    expect((await mia.get<StudioStats>('/api/studio/stats')).body.posts.find((post) => post.id === a)).toBeUndefined();
  });

  it('lists all posts newest first for admins, hides and shows them; 403 for users', async () => {
    expect((await mia.get('/api/admin/posts')).status).toBe(403);
    expect((await mia.patch('/api/admin/posts/1', { hidden: true })).status).toBe(403);
    expect((await visitor.get('/api/admin/posts')).status).toBe(401);
    const processing = await insertPost(server, { user_id: ids.paul, status: 'processing' });
    const listed = await allPages(admin, '/api/admin/posts', 7);
    const all = await server.db.selectFrom('posts').select(['id', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    expect(ids_(listed)).toEqual(all.map((row) => row.id));
    expect(listed[0]!.id).toBe(processing);

    const id = await insertPost(server, { user_id: ids.paul });
    const hidden = await admin.patch(`/api/admin/posts/${id}`, { hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body.post.hidden).toBe(true);
    expect((await visitor.get(`/api/posts/${id}`)).status).toBe(404);
    expect(ids_((await visitor.get('/api/home?limit=30')).body.posts)).not.toContain(id);
    expect((await admin.patch(`/api/admin/posts/${id}`, { hidden: false })).body.post.hidden).toBe(false);
    expect((await visitor.get(`/api/posts/${id}`)).status).toBe(200);
    expect((await admin.patch('/api/admin/posts/999999', { hidden: true })).status).toBe(404);
  });
});

describe('GET /api/home', () => {
  it('ranks "Für dich" by recency, likes, watch-through and the viewer’s favourite games, for visitors too', async () => {
    const [liked, fresh, old, favourite, plain, hidden, processing] = await insertPosts(server, [
      { user_id: ids.creator, ageMinutes: 60, likes_count: 99, title: 'liked' },
      { user_id: ids.creator, ageMinutes: 1, title: 'fresh' },
      { user_id: ids.creator, ageMinutes: 3 * 24 * 60, title: 'old' },
      { user_id: ids.creator, ageMinutes: 2 * 24 * 60, game_id: gameIds[1]!, title: 'favourite' },
      { user_id: ids.creator, ageMinutes: 2 * 24 * 60, title: 'plain' },
      { user_id: ids.creator, ageMinutes: 0, hidden: true },
      { user_id: ids.creator, ageMinutes: 0, status: 'processing' },
    ]);
    // The game Paul played last is one of his favourites.
    await server.db.insertInto('last_played').values({ user_id: ids.paul, game_id: gameIds[1]!, played_at: nowIso() }).execute();

    const forVisitor = ids_(await allPages(visitor, '/api/home', 4));
    const position = (list: number[], id: number | undefined) => list.indexOf(id!);
    expect(position(forVisitor, liked)).toBeLessThan(position(forVisitor, fresh));
    expect(position(forVisitor, fresh)).toBeLessThan(position(forVisitor, plain));
    // Same age and reactions: the newer id first for someone without that favourite…
    expect(position(forVisitor, plain)).toBeLessThan(position(forVisitor, favourite));
    expect(position(forVisitor, favourite)).toBeLessThan(position(forVisitor, old));
    expect(forVisitor).not.toContain(hidden);
    expect(forVisitor).not.toContain(processing);

    // …and the favourite first for Paul.
    const forPaul = ids_(await allPages(paul, '/api/home?tab=foryou', 4));
    expect(position(forPaul, favourite)).toBeLessThan(position(forPaul, plain));

    // A game marked as a favourite counts the same way.
    await server.db.deleteFrom('favorite_games').where('user_id', '=', ids.mia).execute();
    await server.db.insertInto('favorite_games').values({ user_id: ids.mia, game_id: gameIds[1]!, created_at: nowIso() }).execute();
    server.deps.caches.clear();
    const forMia = ids_(await allPages(mia, '/api/home?tab=foryou', 4));
    expect(position(forMia, favourite)).toBeLessThan(position(forMia, plain));
  });

  it('pages through "Für dich" without duplicates or gaps, also beyond the ranked window', async () => {
    await insertPosts(
      server,
      Array.from({ length: 520 }, (_, index) => ({ user_id: ids.creator, ageMinutes: 10 * 24 * 60 + index * 7, likes_count: index % 13 })),
    );
    const before = new Set(await visibleReadyIds());
    const seen = ids_(await allPages(mia, '/api/home', 30));
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
    const after = new Set(await visibleReadyIds());
    for (const id of seen) expect(after.has(id)).toBe(true);
  });

  it('answers "Folge ich" newest first from followed creators only, and 401 to visitors', async () => {
    const [followerUser, author, other] = await insertUsers(server, 'Folger', 3);
    const follower = await server.loginAs(followerUser!.email);
    expect((await follower.get('/api/home?tab=following')).body).toEqual({ posts: [], hasMore: false, nextCursor: null });
    await server.db.insertInto('follows').values({ user_id: followerUser!.id, account_id: author!.id, created_at: nowIso() }).execute();
    const authorPosts = await insertPosts(
      server,
      Array.from({ length: 7 }, (_, index) => ({ user_id: author!.id, ageMinutes: index * 3 })),
    );
    await insertPost(server, { user_id: author!.id, hidden: true });
    await insertPost(server, { user_id: author!.id, status: 'processing' });
    await insertPost(server, { user_id: other!.id });
    const following = ids_(await allPages(follower, '/api/home?tab=following', 3));
    expect(following).toEqual(authorPosts);
    const refused = await visitor.get('/api/home?tab=following');
    expect(refused.status).toBe(401);
    expect((await mia.get('/api/home?tab=neu')).status).toBe(422);
    expect((await mia.get('/api/home?cursor=%%%')).status).toBe(422);
  });
});

describe('a profile for friends only', () => {
  it('shows its posts to its friends and its owner only: both feeds, the post, its comments, the game page', async () => {
    const [owner, friend, stranger] = await insertUsers(server, 'Privatier', 3);
    await server.db.updateTable('users').set({ profile_visibility: 'friends' }).where('id', '=', owner!.id).execute();
    await server.db.insertInto('friendships').values({ user_id: friend!.id, friend_id: owner!.id, status: 'accepted', created_at: nowIso() }).execute();
    for (const follower of [friend!, stranger!]) {
      await server.db.insertInto('follows').values({ user_id: follower.id, account_id: owner!.id, created_at: nowIso() }).execute();
    }
    // One post in the ranked window, one far behind it (the tail after FEED_RANK_WINDOW: the earlier tests wrote 500+).
    const [fresh, old] = await insertPosts(server, [
      { user_id: owner!.id, ageMinutes: 2, game_id: gameIds[0]! },
      { user_id: owner!.id, ageMinutes: 400 * 24 * 60 },
    ]);
    const [ownerClient, friendClient, strangerClient] = await Promise.all([
      server.loginAs(owner!.email),
      server.loginAs(friend!.email),
      server.loginAs(stranger!.email),
    ]);
    const cases: [string, TestClient, boolean][] = [
      ['visitor', visitor, false],
      ['stranger', strangerClient, false],
      ['friend', friendClient, true],
      ['owner', ownerClient, true],
    ];
    for (const [who, client, sees] of cases) {
      const forYou = ids_(await allPages(client, '/api/home', 30));
      expect([forYou.includes(fresh!), forYou.includes(old!)], who).toEqual([sees, sees]);
      expect((await client.get(`/api/posts/${fresh}`)).status, who).toBe(sees ? 200 : 404);
      expect((await client.get(`/api/posts/${fresh}/comments`)).status, who).toBe(sees ? 200 : 404);
      const game = await client.get<{ gamePosts: Post[] }>(`/api/games/${gameIds[0]}`);
      expect(ids_(game.body.gamePosts).includes(fresh!), who).toBe(sees);
    }
    expect(ids_(await allPages(friendClient, '/api/home?tab=following', 10))).toEqual([fresh, old]);
    expect(ids_(await allPages(strangerClient, '/api/home?tab=following', 10))).toEqual([]);

    // Visible to everyone again (through the settings, which renew the feed's window): everyone sees both.
    expect((await ownerClient.patch('/api/privacy-settings', { profile_visibility: 'everyone' })).status).toBe(200);
    const forStranger = ids_(await allPages(strangerClient, '/api/home', 30));
    expect([forStranger.includes(fresh!), forStranger.includes(old!)]).toEqual([true, true]);
    expect((await visitor.get(`/api/posts/${fresh}`)).status).toBe(200);
  });
});

describe('access matrix: a second, unrelated user', () => {
  it('cannot change, delete or read the private lists of someone else’s post', async () => {
    const users = await insertUsers(server, 'Fremd', 1);
    const stranger = await server.loginAs(users[0]!.email);
    const id = await insertPost(server, { user_id: ids.mia });
    const like = (await mia.post('/api/likes', { post_id: id })).body.like;
    const comment = (await mia.post('/api/comments', { post_id: id, comment: 'Meins' })).body.comment;
    const cases: [string, string, unknown, number][] = [
      ['PATCH', `/api/posts/${id}`, { title: 'Fremd' }, 403],
      ['DELETE', `/api/posts/${id}`, undefined, 403],
      ['DELETE', `/api/likes/${like.id}`, undefined, 403],
      ['DELETE', `/api/comments/${comment.id}`, undefined, 403],
      ['GET', `/api/history?userId=${ids.mia}`, undefined, 403],
      ['GET', `/api/likedVideos?userId=${ids.mia}`, undefined, 403],
      ['GET', `/api/profiles/${ids.mia}/studio-content`, undefined, 403],
      ['GET', '/api/admin/posts', undefined, 403],
      ['PATCH', `/api/admin/posts/${id}`, { hidden: true }, 403],
      ['PUT', '/api/admin/custom-posts', { post_ids: [id] }, 403],
    ];
    for (const [method, url, json, status] of cases) {
      const response = await stranger.request(method, url, json === undefined ? {} : { json });
      expect(response.status, `${method} ${url}`).toBe(status);
    }
    // Everything is still there.
    const post = (await mia.get(`/api/posts/${id}`)).body.post as Post;
    expect(post).toMatchObject({ title: 'Testclip', likes: 1, comments: 1, hidden: false });
  });
});
