// The caches of the request path: what a signed-in read keeps between requests (the session user's relations, the
// feed's first pages, profiles) is dropped by every write it depends on. Each test reads first (so the answer is
// kept), writes through the API, and reads again: the second read must show the write. Runs on SQLite and, with
// TEST_DB=postgres, on PostgreSQL with Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BORDERS } from '../../common/rules/borders';
import { type Member, members } from './support/fixtures';
import { insertPosts } from './support/posts';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = async (member: Member) => (await member.client.get('/api/logged-in-user')).body;

describe('the session user (GET /api/logged-in-user)', () => {
  it('lists a follow at once, and forgets it at once after the unfollow', async () => {
    const [ana, ben] = await members(server, 'Sfol', 2);
    expect((await me(ana!)).following).toEqual([]);
    expect((await ana!.client.post('/api/follow', { account_id: ben!.id })).status).toBe(201);
    expect((await me(ana!)).following).toEqual([expect.objectContaining({ user_id: ana!.id, account_id: ben!.id })]);
    expect((await ana!.client.delete(`/api/follow/${ben!.id}`)).status).toBe(200);
    expect((await me(ana!)).following).toEqual([]);
  });

  it('shows a friend request to both sides, the friendship after the accept, and nothing after its end', async () => {
    const [ana, ben] = await members(server, 'Sfr', 2);
    await Promise.all([me(ana!), me(ben!)]);
    expect((await ana!.client.post('/api/friends', { friend_id: ben!.id })).status).toBe(201);
    const asked = await me(ben!);
    expect(asked.friendRequests).toEqual([expect.objectContaining({ user_id: ana!.id })]);
    expect((await me(ana!)).sentRequests).toEqual([expect.objectContaining({ friend_id: ben!.id })]);

    expect((await ben!.client.put(`/api/friends/accept/${asked.friendRequests[0].id}`)).status).toBe(200);
    expect((await me(ana!)).friends).toEqual([expect.objectContaining({ id: ben!.id })]);
    expect((await me(ben!)).friends).toEqual([expect.objectContaining({ id: ana!.id })]);
    expect((await me(ben!)).friendRequests).toEqual([]);

    expect((await ana!.client.delete(`/api/friends/${ben!.id}`)).status).toBe(200);
    expect((await me(ana!)).friends).toEqual([]);
    expect((await me(ben!)).friends).toEqual([]);
  });

  it('drops a declined request from both sides', async () => {
    const [ana, ben] = await members(server, 'Sdec', 2);
    await ana!.client.post('/api/friends', { friend_id: ben!.id });
    const asked = await me(ben!);
    expect((await me(ana!)).sentRequests).toHaveLength(1);
    expect((await ben!.client.put(`/api/friends/decline/${asked.friendRequests[0].id}`)).status).toBe(200);
    expect((await me(ana!)).sentRequests).toEqual([]);
    expect((await me(ben!)).friendRequests).toEqual([]);
  });

  it('a block ends the follows both ways in both answers', async () => {
    const [ana, ben] = await members(server, 'Sblk', 2);
    await ana!.client.post('/api/follow', { account_id: ben!.id });
    await ben!.client.post('/api/follow', { account_id: ana!.id });
    expect((await me(ana!)).following).toHaveLength(1);
    expect((await me(ben!)).following).toHaveLength(1);
    expect((await ben!.client.post('/api/blocks', { user_id: ana!.id })).status).toBe(201);
    expect((await me(ana!)).following).toEqual([]);
    expect((await me(ben!)).following).toEqual([]);
  });

  it("shows a friend's new name and picture, and no longer lists a friend who deleted the account", async () => {
    const [ana, ben] = await members(server, 'Sren', 2);
    await ana!.client.post('/api/friends', { friend_id: ben!.id });
    await ben!.client.post('/api/friends', { friend_id: ana!.id });
    expect((await me(ana!)).friends).toEqual([expect.objectContaining({ id: ben!.id })]);
    expect((await ben!.client.patch('/api/update-user', { name: `Umbenannt${ben!.id}` })).status).toBe(200);
    expect((await me(ana!)).friends).toEqual([expect.objectContaining({ id: ben!.id, name: `Umbenannt${ben!.id}` })]);
    expect((await ben!.client.delete('/api/user-delete')).status).toBe(200);
    expect((await me(ana!)).friends).toEqual([]);
  });

  it('lists a border as owned right after its purchase', async () => {
    const [ana] = await members(server, 'Sbuy', 1);
    expect((await me(ana!)).owned_borders).toEqual([]);
    const border = BORDERS[0]!;
    const bought = await ana!.client.post('/api/shop/purchase', { item_id: border.id, item_type: 'border', price: border.price });
    expect(bought.status).toBe(201);
    expect((await me(ana!)).owned_borders).toEqual([border.id]);
  });

  it('answers 304 without a body for the ETag the client holds, and a new ETag once something changed', async () => {
    const [ana, ben] = await members(server, 'Setag', 2);
    const first = await ana!.client.get('/api/logged-in-user');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    const again = await ana!.client.get('/api/logged-in-user', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('X-Frame-Options')).toBe('DENY');
    // A tag for another answer gets the whole answer.
    expect((await ana!.client.get('/api/logged-in-user', { headers: { 'If-None-Match': 'W/"anders"' } })).status).toBe(200);

    await ana!.client.post('/api/follow', { account_id: ben!.id });
    const changed = await ana!.client.get('/api/logged-in-user', { headers: { 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    expect(changed.body.following).toHaveLength(1);
    // Nobody else gets an answer for a tag: without a session it is the 401.
    expect((await server.client().get('/api/logged-in-user', { headers: { 'If-None-Match': etag! } })).status).toBe(401);
  });
});

describe('the first page of the feed (GET /api/home)', () => {
  const home = async (member: Member, tab = 'foryou') => (await member.client.get(`/api/home?tab=${tab}`)).body;
  const shown = (page: { posts: { id: number }[] }, id: number) => page.posts.find((post) => post.id === id);
  /** A clip everyone likes and watches to the end: "Für dich" ranks it on the first page. */
  const TOP = { likes_count: 90_000, views_count: 100_000, watch_ms_total: 100_000 * 10_000, duration_ms: 10_000 };

  it('shows the viewer’s like and everyone’s counts at once, and a comment too', async () => {
    const [author, viewer, other] = await members(server, 'Fcnt', 3);
    const [postId] = await insertPosts(server, [{ user_id: author!.id, title: 'Ganz neu', ...TOP }]);
    const before = shown(await home(viewer!), postId!);
    expect(before).toMatchObject({ likes: TOP.likes_count, comments: 0, my_like: null });

    expect((await viewer!.client.post('/api/likes', { post_id: postId })).status).toBe(201);
    expect(shown(await home(viewer!), postId!)).toMatchObject({
      likes: TOP.likes_count + 1,
      my_like: expect.objectContaining({ user_id: viewer!.id }),
    });
    expect((await other!.client.post('/api/likes', { post_id: postId })).status).toBe(201);
    expect(shown(await home(viewer!), postId!)).toMatchObject({ likes: TOP.likes_count + 2 });
    expect((await other!.client.post('/api/comments', { post_id: postId, comment: 'Stark!' })).status).toBe(201);
    expect(shown(await home(viewer!), postId!)).toMatchObject({ comments: 1 });
    const like = shown(await home(viewer!), postId!)!;
    expect((await viewer!.client.delete(`/api/likes/${(like as unknown as { my_like: { id: number } }).my_like.id}`)).status).toBe(200);
    expect(shown(await home(viewer!), postId!)).toMatchObject({ likes: TOP.likes_count + 1, my_like: null });
  });

  it('shows a new name of an author, and leaves out an author the viewer blocks or an admin hides', async () => {
    const [author, viewer] = await members(server, 'Fauth', 2);
    const [postId] = await insertPosts(server, [{ user_id: author!.id, title: 'Bald weg', ...TOP }]);
    expect(shown(await home(viewer!), postId!)).toBeDefined();
    await author!.client.patch('/api/update-user', { name: `Neu${author!.id}` });
    expect(shown(await home(viewer!), postId!)).toMatchObject({ user: { name: `Neu${author!.id}` } });

    const admin = await server.loginAs(DEMO.admin);
    expect((await admin.patch(`/api/admin/posts/${postId}`, { hidden: true })).status).toBe(200);
    expect(shown(await home(viewer!), postId!)).toBeUndefined();
    expect((await admin.patch(`/api/admin/posts/${postId}`, { hidden: false })).status).toBe(200);
    expect(shown(await home(viewer!), postId!)).toBeDefined();
    expect((await viewer!.client.post('/api/blocks', { user_id: author!.id })).status).toBe(201);
    expect(shown(await home(viewer!), postId!)).toBeUndefined();
  });

  it('"Folge ich" shows an account’s posts right after the follow and none after the unfollow', async () => {
    const [author, viewer] = await members(server, 'Ffol', 2);
    const [postId] = await insertPosts(server, [{ user_id: author!.id, title: 'Für Folgende' }]);
    expect((await home(viewer!, 'following')).posts).toEqual([]);
    await viewer!.client.post('/api/follow', { account_id: author!.id });
    expect((await home(viewer!, 'following')).posts.map((post: { id: number }) => post.id)).toEqual([postId]);
    await viewer!.client.delete(`/api/follow/${author!.id}`);
    expect((await home(viewer!, 'following')).posts).toEqual([]);
  });

  it('answers 304 for the ETag of the page the client holds, and the new page once it changed', async () => {
    const [author, viewer] = await members(server, 'Fetag', 2);
    const [postId] = await insertPosts(server, [{ user_id: author!.id }]);
    await viewer!.client.post('/api/follow', { account_id: author!.id });
    const first = await viewer!.client.get('/api/home?tab=following');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await viewer!.client.get('/api/home?tab=following', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    await author!.client.post('/api/likes', { post_id: postId });
    const changed = await viewer!.client.get('/api/home?tab=following', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.body.posts[0].likes).toBe(1);
  });
});

describe('search (GET /api/search/{term}, GET /api/games?q=)', () => {
  it('finds a game made right after the same search found nothing', async () => {
    const creator = await server.loginAs(DEMO.creator);
    const word = `Kistenturm${Date.now().toString(36)}`;
    expect((await creator.get(`/api/games?q=${word}`)).body.games).toEqual([]);
    expect((await creator.get(`/api/search/${word}`)).body.games ?? []).toEqual([]);
    const made = await creator.post('/api/games/no-video', {
      name: `${word} Deluxe`,
      description: 'Stapel die Kisten, bis der Turm wackelt.',
      categories: ['Denkspiel'],
      release_date: '2026-11-01',
      developer: 'Kreativa',
      publisher: 'Spielraum',
      age_rating: 0,
    });
    expect(made.status, made.text).toBe(201);
    expect((await creator.get(`/api/games?q=${word}`)).body.games.map((game: { id: number }) => game.id)).toEqual([made.body.game.id]);
    expect((await creator.get(`/api/search/${word}`)).body.games.map((game: { id: number }) => game.id)).toEqual([made.body.game.id]);
  });

  it('finds an account under its new name right after the rename', async () => {
    const [person, searcher] = await members(server, 'Srch', 2);
    const name = `Umbenannt${person!.id}`;
    const found = async () => ((await searcher!.client.get(`/api/search/${name}`)).body.users ?? []).map((user: { id: number }) => user.id);
    expect(await found()).toEqual([]);
    expect((await person!.client.patch('/api/update-user', { name })).status).toBe(200);
    expect(await found()).toEqual([person!.id]);
  });
});
