// The social graph: follow, friends, blocks, mutes, privacy settings and suggestions over real
// HTTP, on SQLite (and PostgreSQL with TEST_DB=postgres). Every object call is also tried by a second,
// unrelated user; bad ids and missing, deleted or blocked accounts get a 4xx, never a 500.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nowIso } from '../../server/db';
import { COMMUNITY_USERS, SEEDED_USER_COUNT } from '../../server/seed';
import { purgeDeletedAccounts } from '../../server/modules/auth/service';
import type { RealtimeEvent } from '../../server/platform/realtime';
import type { TestClient } from './support/http-client';
import { insertPost } from './support/posts';
import { type Member, members as freshMembers } from './support/fixtures';
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
const members = (count: number) => freshMembers(server, 'Soz', count);

async function counters(id: number) {
  return server.db.selectFrom('users').select(['followers_count', 'following_count']).where('id', '=', id).executeTakeFirstOrThrow();
}

async function events(userId: number) {
  return server.db.selectFrom('social_events').select(['type', 'actor_id', 'subject_id']).where('user_id', '=', userId).orderBy('id').execute();
}

const BAD_IDS = ['0', '-1', 'abc', '1.5', '99999999999999999999'];

describe('follow', () => {
  it('follows once, counts on both sides, records the event and unfollows with the matching entry', async () => {
    const [a, b] = await members(2);
    const first = await a!.client.post('/api/follow', { account_id: b!.id });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ follow: { id: expect.any(Number), user_id: a!.id, account_id: b!.id }, followers: 1 });
    const again = await a!.client.post('/api/follow', { account_id: b!.id });
    expect(again.status).toBe(200);
    expect(again.body.follow.id).toBe(first.body.follow.id);
    expect(again.body.followers).toBe(1);
    expect(await counters(b!.id)).toEqual({ followers_count: 1, following_count: 0 });
    expect(await counters(a!.id)).toEqual({ followers_count: 0, following_count: 1 });
    expect(await events(b!.id)).toEqual([{ type: 'follow', actor_id: a!.id, subject_id: first.body.follow.id }]);
    const me = await a!.client.get('/api/logged-in-user');
    expect(me.body.following).toEqual([{ id: first.body.follow.id, user_id: a!.id, account_id: b!.id }]);

    // Only the follower's own entry: b has no entry for a.
    expect((await b!.client.delete(`/api/follow/${a!.id}`)).status).toBe(404);
    const gone = await a!.client.delete(`/api/follow/${b!.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ followers: 0 });
    expect(await counters(b!.id)).toEqual({ followers_count: 0, following_count: 0 });
    expect(await counters(a!.id)).toEqual({ followers_count: 0, following_count: 0 });
    const twice = await a!.client.delete(`/api/follow/${b!.id}`);
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe('Du folgst diesem Konto nicht.');
  });

  it('refuses oneself (422), missing, deleted, suspended and blocked accounts (404), bad ids and visitors', async () => {
    const [a, b, c, d, e] = await members(5);
    const self = await a!.client.post('/api/follow', { account_id: a!.id });
    expect(self.status).toBe(422);
    expect(self.body.errors.account_id).toEqual(['Du kannst dir nicht selbst folgen.']);
    expect((await a!.client.post('/api/follow', { account_id: 99_999_999 })).status).toBe(404);
    await server.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', b!.id).execute();
    const deleted = await a!.client.post('/api/follow', { account_id: b!.id });
    expect(deleted.status).toBe(404);
    expect(deleted.body.message).toBe('Dieses Konto gibt es nicht.');
    await server.db.updateTable('users').set({ suspended_at: nowIso(), suspension_reason: 'Spam' }).where('id', '=', c!.id).execute();
    expect((await a!.client.post('/api/follow', { account_id: c!.id })).status).toBe(404);
    // Blocked either way: the same 404.
    expect((await d!.client.post('/api/blocks', { user_id: a!.id })).status).toBe(201);
    expect((await a!.client.post('/api/follow', { account_id: d!.id })).status).toBe(404);
    expect((await d!.client.post('/api/follow', { account_id: a!.id })).status).toBe(404);
    for (const account_id of [0, -3, 1.5, 'x', null]) {
      const response = await a!.client.post('/api/follow', { account_id });
      expect(response.status, String(account_id)).toBe(422);
    }
    expect((await a!.client.post('/api/follow', {})).status).toBe(422);
    for (const id of BAD_IDS) expect((await a!.client.delete(`/api/follow/${id}`)).status, id).toBe(404);
    expect((await visitor.post('/api/follow', { account_id: e!.id })).status).toBe(401);
    expect((await visitor.delete(`/api/follow/${e!.id}`)).status).toBe(401);
    expect(await counters(a!.id)).toEqual({ followers_count: 0, following_count: 0 });
  });

  it('keeps the counters exact when the same follow arrives many times at once', async () => {
    const [a, b] = await members(2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => a!.client.post('/api/follow', { account_id: b!.id })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true);
    expect(await counters(b!.id)).toEqual({ followers_count: 1, following_count: 0 });
  });
});

describe('friends', () => {
  it('two people who ask each other at the same moment become friends, with one row', async () => {
    for (let round = 0; round < 6; round += 1) {
      const [a, b] = await members(2);
      const answers = await Promise.all([
        a!.client.post('/api/friends', { friend_id: b!.id }),
        b!.client.post('/api/friends', { friend_id: a!.id }),
      ]);
      for (const answer of answers) expect([200, 201]).toContain(answer.status);
      const rows = await server.db
        .selectFrom('friendships')
        .select(['status'])
        .where((eb) => eb.or([eb.and([eb('user_id', '=', a!.id), eb('friend_id', '=', b!.id)]), eb.and([eb('user_id', '=', b!.id), eb('friend_id', '=', a!.id)])]))
        .execute();
      expect(rows).toEqual([{ status: 'accepted' }]);
      expect((await a!.client.get('/api/friends')).body.friends.map((friend: { id: number }) => friend.id)).toEqual([b!.id]);
      expect((await b!.client.get('/api/friends')).body.friends.map((friend: { id: number }) => friend.id)).toEqual([a!.id]);
    }
  });

  it('sends a request, lists it on both sides, and only the receiver accepts it', async () => {
    const [a, b, stranger] = await members(3);
    const sent = await a!.client.post('/api/friends', { friend_id: b!.id });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ state: 'request_sent', request_id: expect.any(Number) });
    const requestId = sent.body.request_id as number;
    expect(await events(b!.id)).toEqual([{ type: 'friend_request', actor_id: a!.id, subject_id: requestId }]);
    // Asking again answers the current state.
    expect(await a!.client.post('/api/friends', { friend_id: b!.id })).toMatchObject({ status: 200, body: { state: 'request_sent', request_id: requestId } });

    const mine = await a!.client.get('/api/friends');
    expect(mine.body.sentRequests).toEqual([{ id: requestId, user: expect.objectContaining({ id: b!.id }), created_at: expect.any(String) }]);
    expect(mine.body.friendRequests).toEqual([]);
    const theirs = await b!.client.get('/api/friends');
    expect(theirs.body.friendRequests).toEqual([{ id: requestId, user: expect.objectContaining({ id: a!.id }), created_at: expect.any(String) }]);

    // Neither the sender nor a stranger can accept or decline; the answer does not confirm that it exists.
    for (const client of [a!.client, stranger!.client]) {
      expect((await client.put(`/api/friends/accept/${requestId}`)).status).toBe(404);
      expect((await client.put(`/api/friends/decline/${requestId}`)).status).toBe(404);
    }
    expect((await stranger!.client.put('/api/friends/accept/99999999')).body.message).toBe('Diese Freundschaftsanfrage gibt es nicht.');
    expect((await stranger!.client.get('/api/friends')).body).toEqual({ friends: [], friendRequests: [], sentRequests: [] });
    // A stranger cannot withdraw it either.
    expect((await stranger!.client.delete(`/api/friends/${a!.id}`)).status).toBe(404);
    expect((await stranger!.client.delete(`/api/friends/${b!.id}`)).status).toBe(404);

    const accepted = await b!.client.put(`/api/friends/accept/${requestId}`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ state: 'friends', request_id: null });
    expect(await events(a!.id)).toEqual([{ type: 'friend_accepted', actor_id: b!.id, subject_id: requestId }]);
    expect((await b!.client.put(`/api/friends/accept/${requestId}`)).status).toBe(404);
    const friendsOfA = await a!.client.get('/api/friends');
    expect(friendsOfA.body.friends).toEqual([expect.objectContaining({ id: b!.id, since: expect.any(String) })]);
    expect(friendsOfA.body.sentRequests).toEqual([]);
    expect((await b!.client.get('/api/logged-in-user')).body.friends).toEqual([expect.objectContaining({ id: a!.id })]);
    expect(await a!.client.post('/api/friends', { friend_id: b!.id })).toMatchObject({ status: 200, body: { state: 'friends' } });

    // Either side ends it.
    const ended = await b!.client.delete(`/api/friends/${a!.id}`);
    expect(ended.body).toEqual({ state: 'none', request_id: null });
    expect((await a!.client.get('/api/friends')).body.friends).toEqual([]);
    expect((await b!.client.delete(`/api/friends/${a!.id}`)).status).toBe(404);
  });

  it('makes friends at once when the other had already asked', async () => {
    const [a, b] = await members(2);
    const sent = await a!.client.post('/api/friends', { friend_id: b!.id });
    const back = await b!.client.post('/api/friends', { friend_id: a!.id });
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ state: 'friends', request_id: null });
    const rows = await server.db.selectFrom('friendships').select(['id', 'status']).where('user_id', 'in', [a!.id, b!.id]).execute();
    expect(rows).toEqual([{ id: sent.body.request_id, status: 'accepted' }]);
    expect(await events(a!.id)).toEqual([{ type: 'friend_accepted', actor_id: b!.id, subject_id: sent.body.request_id }]);
  });

  it('declines and withdraws; the sender cannot delete a request they received', async () => {
    const [a, b, c] = await members(3);
    const sent = await a!.client.post('/api/friends', { friend_id: b!.id });
    const declined = await b!.client.put(`/api/friends/decline/${sent.body.request_id}`);
    expect(declined.body).toEqual({ state: 'none', request_id: null });
    expect((await a!.client.get('/api/friends')).body.sentRequests).toEqual([]);
    const again = await a!.client.post('/api/friends', { friend_id: c!.id });
    expect(again.status).toBe(201);
    // The receiver declines, not deletes.
    expect((await c!.client.delete(`/api/friends/${a!.id}`)).status).toBe(404);
    expect((await a!.client.delete(`/api/friends/${c!.id}`)).body).toEqual({ state: 'none', request_id: null });
    expect((await c!.client.get('/api/friends')).body.friendRequests).toEqual([]);
  });

  it('a request from an account deleted since can be neither seen nor accepted', async () => {
    const [a, b] = await members(2);
    const sent = await a!.client.post('/api/friends', { friend_id: b!.id });
    await server.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', a!.id).execute();
    expect((await b!.client.get('/api/friends')).body.friendRequests).toEqual([]);
    expect((await b!.client.put(`/api/friends/accept/${sent.body.request_id}`)).status).toBe(404);
    expect((await b!.client.put(`/api/friends/decline/${sent.body.request_id}`)).status).toBe(404);
  });

  it('follows the receiver’s privacy choice: nobody, or friends of friends only', async () => {
    const [a, b, c, d] = await members(4);
    expect((await b!.client.patch('/api/privacy-settings', { friend_requests_from: 'nobody' })).status).toBe(200);
    const closed = await a!.client.post('/api/friends', { friend_id: b!.id });
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe('Diese Person nimmt keine Freundschaftsanfragen an.');
    await b!.client.patch('/api/privacy-settings', { friend_requests_from: 'friends_of_friends' });
    expect((await a!.client.post('/api/friends', { friend_id: b!.id })).status).toBe(403);
    // a and b get a common friend c.
    for (const [from, to] of [
      [a!, c!],
      [b!, c!],
    ] as const) {
      const sent = await from.client.post('/api/friends', { friend_id: to.id });
      await to.client.put(`/api/friends/accept/${sent.body.request_id}`);
    }
    expect((await a!.client.post('/api/friends', { friend_id: b!.id })).status).toBe(201);
    expect((await d!.client.post('/api/friends', { friend_id: b!.id })).status).toBe(403);
  });

  it('refuses oneself, missing, deleted and blocked accounts, and bad ids', async () => {
    const [a, b, c] = await members(3);
    const self = await a!.client.post('/api/friends', { friend_id: a!.id });
    expect(self.status).toBe(422);
    expect((await a!.client.post('/api/friends', { friend_id: 99_999_999 })).status).toBe(404);
    await server.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', b!.id).execute();
    expect((await a!.client.post('/api/friends', { friend_id: b!.id })).status).toBe(404);
    await c!.client.post('/api/blocks', { user_id: a!.id });
    expect((await a!.client.post('/api/friends', { friend_id: c!.id })).status).toBe(404);
    expect((await c!.client.post('/api/friends', { friend_id: a!.id })).status).toBe(404);
    for (const friend_id of [0, -1, 'abc', 2.5]) expect((await a!.client.post('/api/friends', { friend_id })).status).toBe(422);
    for (const id of BAD_IDS) {
      expect((await a!.client.put(`/api/friends/accept/${id}`)).status, id).toBe(404);
      expect((await a!.client.put(`/api/friends/decline/${id}`)).status, id).toBe(404);
      expect((await a!.client.delete(`/api/friends/${id}`)).status, id).toBe(404);
    }
    expect((await visitor.get('/api/friends')).status).toBe(401);
    expect((await visitor.post('/api/friends', { friend_id: a!.id })).status).toBe(401);
  });
});

describe('live events', () => {
  it('tells the person concerned at once: a new follower, a friend request, an accepted one; nothing for repeats', async () => {
    const [a, b] = await members(2);
    const seen: RealtimeEvent[] = [];
    const stop = server.deps.realtime.subscribe((event) => {
      if (event.type === 'social.event') seen.push(event);
    });
    try {
      const followed = await a!.client.post('/api/follow', { account_id: b!.id });
      await a!.client.post('/api/follow', { account_id: b!.id });
      const asked = await a!.client.post('/api/friends', { friend_id: b!.id });
      await a!.client.post('/api/friends', { friend_id: b!.id });
      await b!.client.put(`/api/friends/accept/${asked.body.request_id}`);
      await vi.waitFor(() => expect(seen).toHaveLength(3));
      expect(seen.map((event) => [event.audience, event.data])).toEqual([
        [`user:${b!.id}`, { type: 'follow', subject_id: followed.body.follow.id, user: expect.objectContaining({ id: a!.id }) }],
        [`user:${b!.id}`, { type: 'friend_request', subject_id: asked.body.request_id, user: expect.objectContaining({ id: a!.id }) }],
        [`user:${a!.id}`, { type: 'friend_accepted', subject_id: asked.body.request_id, user: expect.objectContaining({ id: b!.id }) }],
      ]);
    } finally {
      stop();
    }
  });
});

describe('blocks and mutes', () => {
  it('a block ends follows and friendship both ways, with exact counters; only the blocker lists and lifts it', async () => {
    const [a, b, stranger] = await members(3);
    await a!.client.post('/api/follow', { account_id: b!.id });
    await b!.client.post('/api/follow', { account_id: a!.id });
    const sent = await a!.client.post('/api/friends', { friend_id: b!.id });
    await b!.client.put(`/api/friends/accept/${sent.body.request_id}`);
    const blocked = await a!.client.post('/api/blocks', { user_id: b!.id });
    expect(blocked.status).toBe(201);
    expect(blocked.body.restriction).toEqual({ id: expect.any(Number), user: expect.objectContaining({ id: b!.id }), created_at: expect.any(String) });
    expect((await a!.client.post('/api/blocks', { user_id: b!.id })).status).toBe(200);
    expect(await counters(a!.id)).toEqual({ followers_count: 0, following_count: 0 });
    expect(await counters(b!.id)).toEqual({ followers_count: 0, following_count: 0 });
    expect((await a!.client.get('/api/friends')).body.friends).toEqual([]);
    expect((await b!.client.get('/api/friends')).body.friends).toEqual([]);
    expect((await a!.client.get('/api/blocks')).body.blocks).toEqual([blocked.body.restriction]);
    // The blocked person and a stranger see nothing of it and cannot lift it.
    expect((await b!.client.get('/api/blocks')).body.blocks).toEqual([]);
    expect((await stranger!.client.get('/api/blocks')).body.blocks).toEqual([]);
    expect((await b!.client.delete(`/api/blocks/${a!.id}`)).status).toBe(404);
    expect((await stranger!.client.delete(`/api/blocks/${b!.id}`)).status).toBe(404);
    const lifted = await a!.client.delete(`/api/blocks/${b!.id}`);
    expect(lifted.status).toBe(200);
    expect(lifted.body.message).toBe('Die Blockierung wurde aufgehoben.');
    expect((await a!.client.delete(`/api/blocks/${b!.id}`)).status).toBe(404);
    expect((await a!.client.post('/api/follow', { account_id: b!.id })).status).toBe(201);
  });

  it('mutes quietly; only the muter lists and lifts it', async () => {
    const [a, b, stranger] = await members(3);
    await a!.client.post('/api/follow', { account_id: b!.id });
    const muted = await a!.client.post('/api/mutes', { user_id: b!.id });
    expect(muted.status).toBe(201);
    expect((await a!.client.post('/api/mutes', { user_id: b!.id })).status).toBe(200);
    // A mute changes no follow.
    expect(await counters(b!.id)).toEqual({ followers_count: 1, following_count: 0 });
    expect((await a!.client.get('/api/mutes')).body.mutes).toEqual([muted.body.restriction]);
    expect((await b!.client.get('/api/mutes')).body.mutes).toEqual([]);
    expect((await stranger!.client.delete(`/api/mutes/${b!.id}`)).status).toBe(404);
    expect((await b!.client.delete(`/api/mutes/${a!.id}`)).status).toBe(404);
    expect((await a!.client.delete(`/api/mutes/${b!.id}`)).body.message).toBe('Die Stummschaltung wurde aufgehoben.');
    expect((await a!.client.get('/api/mutes')).body.mutes).toEqual([]);
  });

  it('refuses oneself, missing and deleted accounts, and bad ids', async () => {
    const [a, b] = await members(2);
    for (const path of ['/api/blocks', '/api/mutes']) {
      const self = await a!.client.post(path, { user_id: a!.id });
      expect(self.status, path).toBe(422);
      expect((await a!.client.post(path, { user_id: 99_999_999 })).status, path).toBe(404);
      for (const user_id of [0, -1, 'x']) expect((await a!.client.post(path, { user_id })).status, path).toBe(422);
      for (const id of BAD_IDS) expect((await a!.client.delete(`${path}/${id}`)).status, `${path}/${id}`).toBe(404);
      expect((await visitor.get(path)).status).toBe(401);
    }
    await server.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', b!.id).execute();
    expect((await a!.client.post('/api/blocks', { user_id: b!.id })).status).toBe(404);
    expect((await a!.client.post('/api/mutes', { user_id: b!.id })).status).toBe(404);
  });
});

describe('privacy settings', () => {
  it('reads and changes one’s own settings only, and refuses unknown choices', async () => {
    const [a, b] = await members(2);
    expect((await a!.client.get('/api/privacy-settings')).body).toEqual({
      settings: { profile_visibility: 'everyone', friend_requests_from: 'everyone', messages_from: 'everyone' },
    });
    const changed = await a!.client.patch('/api/privacy-settings', { profile_visibility: 'friends', messages_from: 'nobody' });
    expect(changed.body.settings).toEqual({ profile_visibility: 'friends', friend_requests_from: 'everyone', messages_from: 'nobody' });
    expect((await a!.client.patch('/api/privacy-settings', {})).body.settings).toEqual(changed.body.settings);
    expect((await b!.client.get('/api/privacy-settings')).body.settings.profile_visibility).toBe('everyone');
    const bad = await a!.client.patch('/api/privacy-settings', { profile_visibility: 'alle' });
    expect(bad.status).toBe(422);
    expect((await a!.client.patch('/api/privacy-settings', { friend_requests_from: 1 })).status).toBe(422);
    expect((await a!.client.get('/api/privacy-settings')).body.settings).toEqual(changed.body.settings);
    expect((await visitor.get('/api/privacy-settings')).status).toBe(401);
    expect((await visitor.patch('/api/privacy-settings', { messages_from: 'nobody' })).status).toBe(401);
  });
});

describe('suggestions', () => {
  it('ranks friends of friends, then same games, then active creators; never oneself, followed or blocked people', async () => {
    const [me, friend, fof, gamer, creator, followed, blocker, blockedByMe] = await members(8);
    const befriend = async (x: Member, y: Member) => {
      const sent = await x.client.post('/api/friends', { friend_id: y.id });
      await y.client.put(`/api/friends/accept/${sent.body.request_id}`);
    };
    await befriend(me!, friend!);
    await befriend(friend!, fof!);
    // A game nobody else favours (the demo community favours the seeded ones).
    const game = await server.db
      .insertInto('games')
      .values({
        name: `Testspiel ${me!.id}`,
        description: 'Nur für diesen Test',
        categories: '[]',
        release_date: '2024-01-01',
        developer: 'Test',
        publisher: 'Test',
        age_rating: 0,
        image: null,
        steam_app_id: null,
        executable_name: null,
        creator_id: null,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('favorite_games')
      .values([
        { user_id: me!.id, game_id: game.id, created_at: nowIso() },
        { user_id: gamer!.id, game_id: game.id, created_at: nowIso() },
      ])
      .execute();
    await insertPost(server, { user_id: creator!.id });
    await insertPost(server, { user_id: creator!.id });
    await insertPost(server, { user_id: creator!.id });
    await me!.client.post('/api/follow', { account_id: followed!.id });
    await insertPost(server, { user_id: followed!.id });
    await blocker!.client.post('/api/blocks', { user_id: me!.id });
    await me!.client.post('/api/blocks', { user_id: blockedByMe!.id });
    await insertPost(server, { user_id: blocker!.id });
    await insertPost(server, { user_id: blockedByMe!.id });

    const answer = await me!.client.get('/api/users/suggestions?limit=30');
    expect(answer.status).toBe(200);
    const suggested = answer.body.suggested as { id: number; reason: string; in_common: number; bio: string | null; followers_count: number }[];
    const ids = suggested.map((entry) => entry.id);
    expect(suggested[0]).toMatchObject({ id: fof!.id, reason: 'friends_of_friends', in_common: 1 });
    expect(suggested[1]).toMatchObject({ id: gamer!.id, reason: 'same_games', in_common: 1 });
    expect(suggested.find((entry) => entry.id === creator!.id)).toMatchObject({ reason: 'active_creator' });
    expect(ids.indexOf(creator!.id)).toBeGreaterThan(1);
    for (const excluded of [me!, friend!, followed!, blocker!, blockedByMe!]) expect(ids).not.toContain(excluded.id);
    expect(new Set(ids).size).toBe(ids.length);

    const random = await me!.client.get('/api/get-random-users?limit=30');
    expect(random.status).toBe(200);
    const randomIds = (random.body.suggested as { id: number }[]).map((entry) => entry.id);
    for (const excluded of [me!, friend!, followed!, blocker!, blockedByMe!]) expect(randomIds).not.toContain(excluded.id);
  });

  it('answers visitors on get-random-users only, leaves out deleted and suspended accounts, and checks the limit', async () => {
    const [gone, suspended] = await members(2);
    await server.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', gone!.id).execute();
    await server.db.updateTable('users').set({ suspended_at: nowIso() }).where('id', '=', suspended!.id).execute();
    const answer = await visitor.get('/api/get-random-users?limit=30');
    expect(answer.status).toBe(200);
    const ids = (answer.body.suggested as { id: number }[]).map((entry) => entry.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(gone!.id);
    expect(ids).not.toContain(suspended!.id);
    expect((await visitor.get('/api/get-random-users?limit=2')).body.suggested).toHaveLength(2);
    expect((await visitor.get('/api/users/suggestions')).status).toBe(401);
    for (const limit of ['0', '31', 'abc', '-1', '100']) expect((await visitor.get(`/api/get-random-users?limit=${limit}`)).status, limit).toBe(422);
  });
});

describe('safety effects in feeds and comments', () => {
  async function feedIds(client: TestClient, tab: 'foryou' | 'following'): Promise<number[]> {
    const ids: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page += 1) {
      const url: string = `/api/home?tab=${tab}&limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const answer: { status: number; body: { posts: { id: number }[]; nextCursor: string | null } } = await client.get(url);
      expect(answer.status).toBe(200);
      ids.push(...answer.body.posts.map((post) => post.id));
      cursor = answer.body.nextCursor;
      if (!cursor) return ids;
    }
    throw new Error('the feed never ended');
  }

  it('leaves posts of muted, blocked and blocking authors out of both home tabs of that viewer only', async () => {
    const [viewer, muted, blocked, blocker, shown, other] = await members(6);
    for (const author of [muted!, blocked!, blocker!, shown!]) await viewer!.client.post('/api/follow', { account_id: author.id });
    const posts = {
      muted: await insertPost(server, { user_id: muted!.id }),
      blocked: await insertPost(server, { user_id: blocked!.id }),
      blocker: await insertPost(server, { user_id: blocker!.id }),
      shown: await insertPost(server, { user_id: shown!.id }),
    };
    // Read once before, so the cached sets are warm: the change must still show at once.
    await feedIds(viewer!.client, 'foryou');
    await viewer!.client.post('/api/mutes', { user_id: muted!.id });
    await viewer!.client.post('/api/blocks', { user_id: blocked!.id });
    await blocker!.client.post('/api/blocks', { user_id: viewer!.id });
    for (const tab of ['foryou', 'following'] as const) {
      const ids = await feedIds(viewer!.client, tab);
      expect(ids, tab).toContain(posts.shown);
      expect(ids, tab).not.toContain(posts.muted);
      expect(ids, tab).not.toContain(posts.blocked);
      expect(ids, tab).not.toContain(posts.blocker);
    }
    const forOthers = await feedIds(other!.client, 'foryou');
    for (const id of Object.values(posts)) expect(forOthers).toContain(id);
    await viewer!.client.delete(`/api/mutes/${muted!.id}`);
    await viewer!.client.post('/api/follow', { account_id: muted!.id });
    expect(await feedIds(viewer!.client, 'following')).toContain(posts.muted);
  });

  it('a blocked person cannot comment on the blocker’s posts, and comments of hidden authors are left out', async () => {
    const [author, blocked, muted, viewer] = await members(4);
    const postId = await insertPost(server, { user_id: author!.id });
    const fromMuted = await muted!.client.post('/api/comments', { post_id: postId, comment: 'Stummer Kommentar' });
    expect(fromMuted.status).toBe(201);
    const fine = await viewer!.client.post('/api/comments', { post_id: postId, comment: 'Sichtbar' });
    const reply = await muted!.client.post('/api/comments', { post_id: postId, comment: 'Stumme Antwort', parent_id: fine.body.comment.id });
    expect(reply.status).toBe(201);
    await author!.client.post('/api/blocks', { user_id: blocked!.id });
    // Across a block the post is not there: the same 404 as for a missing one, so the block is not confirmed.
    const refused = await blocked!.client.post('/api/comments', { post_id: postId, comment: 'Hallo?' });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Diesen Clip gibt es nicht.');
    // Either way: the blocker cannot comment on the blocked person’s posts; on their own post they still can.
    const blockedPost = await insertPost(server, { user_id: blocked!.id });
    expect((await author!.client.post('/api/comments', { post_id: blockedPost, comment: 'x' })).status).toBe(404);
    expect((await author!.client.post('/api/comments', { post_id: postId, comment: 'Eigener' })).status).toBe(201);

    await viewer!.client.post('/api/mutes', { user_id: muted!.id });
    const texts = async (client: TestClient) => {
      const answer = await client.get(`/api/posts/${postId}/comments`);
      const comments = answer.body.comments as { text: string; replies: { text: string }[] }[];
      return comments.flatMap((comment) => [comment.text, ...comment.replies.map((entry) => entry.text)]).sort();
    };
    expect(await texts(viewer!.client)).toEqual(['Eigener', 'Sichtbar']);
    expect(await texts(visitor)).toEqual(['Eigener', 'Sichtbar', 'Stumme Antwort', 'Stummer Kommentar']);
  });
});

describe('demo data', () => {
  it('seeds a living community: counters that match the rows, an open request for Mia, favourites', async () => {
    const users = await server.db
      .selectFrom('users')
      .select(['id', 'name', 'image', 'followers_count', 'following_count'])
      .where('email', 'like', '%@spielraum.example')
      .where('name', 'not like', 'Soz%')
      .execute();
    expect(users.length).toBe(SEEDED_USER_COUNT);
    for (const member of COMMUNITY_USERS) expect(users.find((user) => user.name === member.name)?.image).toMatch(/^\/media\/.*\.svg$/);
    const follows = await server.db.selectFrom('follows').select(['user_id', 'account_id']).execute();
    for (const user of users) {
      expect(user.followers_count, user.name).toBe(follows.filter((row) => row.account_id === user.id).length);
      expect(user.following_count, user.name).toBe(follows.filter((row) => row.user_id === user.id).length);
    }
    expect(users.filter((user) => user.followers_count > 0).length).toBeGreaterThan(10);
    const mia = await server.loginAs('mia@spielraum.example');
    const friends = await mia.get('/api/friends');
    expect(friends.body.friends.map((friend: { name: string }) => friend.name)).toEqual(['KoopKim', 'PixelPaul', 'PixelPia', 'SoulsSophie']);
    // Followers of her own since the last days (server/seed/community.ts).
    expect(users.find((user) => user.name === 'Mia_Zockt')!.followers_count).toBeGreaterThan(5);
    expect(friends.body.friendRequests.map((request: { user: { name: string } }) => request.user.name)).toEqual(['NachtEule']);
    const suggested = (await mia.get('/api/users/suggestions')).body.suggested as { reason: string }[];
    expect(suggested.some((entry) => entry.reason === 'friends_of_friends')).toBe(true);
    expect(suggested.some((entry) => entry.reason === 'same_games')).toBe(true);
  });
});

describe('purged accounts', () => {
  it('take their follows and likes out of the counters of others', async () => {
    const [leaver, followed, follower, author] = await members(4);
    await leaver!.client.post('/api/follow', { account_id: followed!.id });
    await follower!.client.post('/api/follow', { account_id: leaver!.id });
    const postId = await insertPost(server, { user_id: author!.id });
    await leaver!.client.post('/api/likes', { post_id: postId });
    await follower!.client.post('/api/likes', { post_id: postId });
    const longAgo = nowIso(new Date(Date.now() - 40 * 86_400_000));
    await server.db.updateTable('users').set({ deleted_at: longAgo }).where('id', '=', leaver!.id).execute();
    expect(await purgeDeletedAccounts(server.deps)).toBeGreaterThanOrEqual(1);
    expect(await counters(followed!.id)).toEqual({ followers_count: 0, following_count: 0 });
    expect(await counters(follower!.id)).toEqual({ followers_count: 0, following_count: 0 });
    const post = await server.db.selectFrom('posts').select('likes_count').where('id', '=', postId).executeTakeFirstOrThrow();
    expect(post.likes_count).toBe(1);
    const owner = await server.db.selectFrom('users').select('likes_received').where('id', '=', author!.id).executeTakeFirstOrThrow();
    expect(owner.likes_received).toBe(1);
  });
});

describe('what a blocked person no longer sees', () => {
  it('single posts and their comments answer 404 across a block, in both directions', async () => {
    const [author, blocked, other] = await members(3);
    const postId = await insertPost(server, { user_id: author!.id });
    expect((await blocked!.client.get(`/api/posts/${postId}`)).status).toBe(200);
    await author!.client.post('/api/blocks', { user_id: blocked!.id });
    expect((await blocked!.client.get(`/api/posts/${postId}`)).status).toBe(404);
    expect((await blocked!.client.get(`/api/posts/${postId}/comments`)).status).toBe(404);
    expect((await other!.client.get(`/api/posts/${postId}`)).status).toBe(200);
    expect((await author!.client.get(`/api/posts/${postId}`)).status).toBe(200);
    // As in the feeds and search, the blocker no longer gets the blocked person's posts either.
    const theirs = await insertPost(server, { user_id: blocked!.id });
    expect((await author!.client.get(`/api/posts/${theirs}`)).status).toBe(404);
    expect((await other!.client.get(`/api/posts/${theirs}`)).status).toBe(200);
  });
});
