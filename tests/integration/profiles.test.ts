// Profiles (spec §3 Profile, §7 GET /api/profiles/{id}) over real HTTP, on SQLite (and PostgreSQL
// with TEST_DB=postgres): counters from the users row, posts with keyset paging, games, favourites, the
// viewer's relationship, and the neutral 403 for deleted, suspended and blocking accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_POSTS_PAGE } from '../../common/contract/profiles';
import { nowIso } from '../../server/db';
import type { TestClient } from './support/http-client';
import { insertPost, insertPosts } from './support/posts';
import { members as freshMembers } from './support/fixtures';
import { type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000' } });
  visitor = server.client();
  await visitor.csrf();
});
afterAll(() => server.close());


/** Fresh signed-in members, so each test starts with an empty graph. */
const members = (count: number) => freshMembers(server, 'Prof', count);

const UNAVAILABLE = 'Dieses Profil ist nicht verfügbar.';

describe('GET /api/profiles/{id}', () => {
  it('answers the §3 profile with counters, posts, games, favourites and the relationship', async () => {
    const [owner, fan, other] = await members(3);
    const games = await server.db.selectFrom('games').select(['id', 'name']).orderBy('id').limit(2).execute();
    await server.db.updateTable('games').set({ creator_id: owner!.id }).where('id', '=', games[0]!.id).execute();
    await server.db.insertInto('favorite_games').values({ user_id: owner!.id, game_id: games[1]!.id, created_at: nowIso() }).execute();
    await server.db.updateTable('users').set({ bio: 'Speedruns und Tee' }).where('id', '=', owner!.id).execute();
    const ready = await insertPost(server, { user_id: owner!.id, title: 'Bestzeit', game_id: games[1]!.id });
    await insertPost(server, { user_id: owner!.id, status: 'processing', title: 'Noch nicht fertig' });
    await insertPost(server, { user_id: owner!.id, hidden: true, title: 'Versteckt' });
    const follow = await fan!.client.post('/api/follow', { account_id: owner!.id });
    await owner!.client.post('/api/follow', { account_id: fan!.id });
    await fan!.client.post('/api/likes', { post_id: ready });
    await other!.client.post('/api/likes', { post_id: ready });

    const answer = await fan!.client.get(`/api/profiles/${owner!.id}`);
    expect(answer.status).toBe(200);
    const [user] = answer.body.user;
    expect(answer.body.user).toHaveLength(1);
    expect(user).toMatchObject({
      id: owner!.id,
      bio: 'Speedruns und Tee',
      followers_count: 1,
      following_count: 1,
      total_likes: 2,
      posts_count: 1,
      followers: [{ id: follow.body.follow.id, user_id: fan!.id, account_id: owner!.id }],
    });
    expect(user).not.toHaveProperty('email');
    expect(answer.body.posts.map((post: { title: string }) => post.title)).toEqual(['Bestzeit']);
    expect(answer.body.posts[0]).toMatchObject({ likes: 2, my_like: { user_id: fan!.id }, game: { id: games[1]!.id } });
    expect(answer.body.games).toEqual([expect.objectContaining({ id: games[0]!.id, name: games[0]!.name })]);
    expect(answer.body.favorite_games).toEqual([expect.objectContaining({ id: games[1]!.id })]);
    expect(answer.body.restricted).toBe(false);
    expect(answer.body.relationship).toEqual({
      is_self: false,
      following: follow.body.follow,
      follows_you: true,
      friendship: 'none',
      request_id: null,
      blocked: false,
      muted: false,
      can_request_friendship: true,
      can_message: true,
    });

    // The owner also sees their unfinished and hidden posts; visitors get a neutral relationship.
    const own = await owner!.client.get(`/api/profiles/${owner!.id}`);
    expect(own.body.relationship.is_self).toBe(true);
    expect(own.body.posts.map((post: { title: string }) => post.title).sort()).toEqual(['Bestzeit', 'Noch nicht fertig', 'Versteckt']);
    const seen = await visitor.get(`/api/profiles/${owner!.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.posts).toHaveLength(1);
    expect(seen.body.relationship).toMatchObject({ is_self: false, following: null, friendship: 'none', can_message: false });
  });

  it('keeps total likes with likes, unlikes and a deleted post', async () => {
    const [owner, a, b] = await members(3);
    const first = await insertPost(server, { user_id: owner!.id });
    const second = await insertPost(server, { user_id: owner!.id });
    const likeA = await a!.client.post('/api/likes', { post_id: first });
    await b!.client.post('/api/likes', { post_id: first });
    await a!.client.post('/api/likes', { post_id: second });
    await a!.client.post('/api/likes', { post_id: second });
    const total = async () => (await visitor.get(`/api/profiles/${owner!.id}`)).body.user[0].total_likes;
    expect(await total()).toBe(3);
    expect((await a!.client.delete(`/api/likes/${likeA.body.like.id}`)).status).toBe(200);
    expect(await total()).toBe(2);
    expect((await owner!.client.delete(`/api/posts/${second}`)).status).toBe(200);
    expect(await total()).toBe(1);
  });

  it('pages the posts by keyset without gaps or duplicates', async () => {
    const [owner] = await members(1);
    await insertPosts(
      server,
      Array.from({ length: PROFILE_POSTS_PAGE * 2 + 3 }, (_, index) => ({ user_id: owner!.id, title: `Clip ${index}`, ageMinutes: index })),
    );
    const first = await visitor.get(`/api/profiles/${owner!.id}`);
    expect(first.body.posts).toHaveLength(PROFILE_POSTS_PAGE);
    expect(first.body.hasMore).toBe(true);
    const titles: string[] = first.body.posts.map((post: { title: string }) => post.title);
    let cursor: string | null = first.body.nextCursor;
    while (cursor) {
      const page = await visitor.get(`/api/profiles/${owner!.id}/posts?cursor=${encodeURIComponent(cursor)}`);
      expect(page.status).toBe(200);
      titles.push(...page.body.posts.map((post: { title: string }) => post.title));
      cursor = page.body.nextCursor;
    }
    expect(titles).toEqual(Array.from({ length: PROFILE_POSTS_PAGE * 2 + 3 }, (_, index) => `Clip ${index}`));
    expect((await visitor.get(`/api/profiles/${owner!.id}/posts?cursor=kaputt`)).status).toBe(422);
  });

  it('answers a missing id with 404 and bad ids with 404', async () => {
    const missing = await visitor.get('/api/profiles/99999999');
    expect(missing.status).toBe(404);
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999999999999']) {
      expect((await visitor.get(`/api/profiles/${id}`)).status, id).toBe(404);
      expect((await visitor.get(`/api/profiles/${id}/posts`)).status, id).toBe(404);
    }
  });

  it('answers the same neutral 403 for deleted, suspended and blocking accounts', async () => {
    const [deleted, suspended, blocker, viewer, stranger] = await members(5);
    await insertPost(server, { user_id: blocker!.id });
    await server.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', deleted!.id).execute();
    await server.db.updateTable('users').set({ suspended_at: nowIso(), suspension_reason: 'Spam' }).where('id', '=', suspended!.id).execute();
    await blocker!.client.post('/api/blocks', { user_id: viewer!.id });
    const answers = [
      await viewer!.client.get(`/api/profiles/${deleted!.id}`),
      await viewer!.client.get(`/api/profiles/${suspended!.id}`),
      await viewer!.client.get(`/api/profiles/${blocker!.id}`),
      await viewer!.client.get(`/api/profiles/${blocker!.id}/posts`),
      await visitor.get(`/api/profiles/${deleted!.id}`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ message: UNAVAILABLE });
    }
    // Others still see the blocker; the blocker sees whom they blocked, with blocked: true.
    expect((await stranger!.client.get(`/api/profiles/${blocker!.id}`)).body.posts).toHaveLength(1);
    const blockedView = await blocker!.client.get(`/api/profiles/${viewer!.id}`);
    expect(blockedView.status).toBe(200);
    expect(blockedView.body.relationship).toMatchObject({ blocked: true, can_request_friendship: false, can_message: false });
  });

  it('shows a friends-only profile to friends and the owner, and restricts everyone else', async () => {
    const [owner, friend, stranger] = await members(3);
    await insertPost(server, { user_id: owner!.id });
    const game = await server.db.selectFrom('games').select('id').orderBy('id').executeTakeFirstOrThrow();
    await server.db.insertInto('favorite_games').values({ user_id: owner!.id, game_id: game.id, created_at: nowIso() }).execute();
    const sent = await friend!.client.post('/api/friends', { friend_id: owner!.id });
    await owner!.client.put(`/api/friends/accept/${sent.body.request_id}`);
    await owner!.client.patch('/api/privacy-settings', { profile_visibility: 'friends', messages_from: 'friends_of_friends' });

    for (const client of [stranger!.client, visitor]) {
      const answer = await client.get(`/api/profiles/${owner!.id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ restricted: true, posts: [], games: [], favorite_games: [], hasMore: false });
      expect(answer.body.user[0].id).toBe(owner!.id);
      expect((await client.get(`/api/profiles/${owner!.id}/posts`)).body.posts).toEqual([]);
    }
    expect((await stranger!.client.get(`/api/profiles/${owner!.id}`)).body.relationship.can_message).toBe(false);
    for (const client of [friend!.client, owner!.client]) {
      const answer = await client.get(`/api/profiles/${owner!.id}`);
      expect(answer.body.restricted).toBe(false);
      expect(answer.body.posts).toHaveLength(1);
      expect(answer.body.favorite_games).toHaveLength(1);
    }
    const asFriend = await friend!.client.get(`/api/profiles/${owner!.id}`);
    expect(asFriend.body.relationship).toMatchObject({ friendship: 'friends', can_request_friendship: false, can_message: true });
  });

  it('shows an open request with its id to both sides', async () => {
    const [a, b] = await members(2);
    const sent = await a!.client.post('/api/friends', { friend_id: b!.id });
    expect((await a!.client.get(`/api/profiles/${b!.id}`)).body.relationship).toMatchObject({
      friendship: 'request_sent',
      request_id: sent.body.request_id,
    });
    expect((await b!.client.get(`/api/profiles/${a!.id}`)).body.relationship).toMatchObject({
      friendship: 'request_received',
      request_id: sent.body.request_id,
    });
    await b!.client.post('/api/mutes', { user_id: a!.id });
    expect((await b!.client.get(`/api/profiles/${a!.id}`)).body.relationship.muted).toBe(true);
  });
});
