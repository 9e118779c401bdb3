// Who may see and touch a post, and what a block holds, walked over every declared route that refers to a post or a
// person (server/modules/posts/visibility.ts; server/modules/social/relations.ts). The cast:
//   closed   – shows posts to friends only ("Nur Freunde"); friend is one of their friends, stranger is not;
//   open     – shows posts to everyone and has blocked `blocked`;
//   later    – shows posts to everyone until stranger has watched and liked one, then to friends only.
// Every route the contract declares with a post or a person in its path, query or body is either probed here or
// listed with the reason it needs no probe: a new route fails the first test until it is one or the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../common/contract/index';
import { fillPath } from '../../common/contract/route';
import { conversationContext, encryptMessage, generateIdentity, type Identity, publicBundleOf } from '../../common/chat/protocol';
import type { HttpResponse, TestClient } from './support/http-client';
import { type Member, members } from './support/fixtures';
import { insertPost } from './support/posts';
import { connectRealtime } from './support/realtime-client';
import { type TestServer, startTestServer } from './support/server';

// ------------------------------------------------------------------------------------------ the routes walked

const POST_FIELDS = new Set(['post_id', 'post_ids', 'comment_id', 'batch']);
const PERSON_FIELDS = new Set(['account_id', 'friend_id', 'user_id', 'users', 'receiver_id', 'recipient_id', 'partnerId', 'userId', 'target_id', 'creator']);
const POST_PATH = /^\/api\/(posts|comments|likes|comment_likes)\/\{/;
const PERSON_PATH = /^\/api\/(profiles|follow|friends|blocks|mutes|user|messages|admin\/users)\/(\{|accept|decline)|\/members\/\{userId\}/;
/** Routes that answer lists of posts without naming one: walked as well. */
const POST_LISTS = ['GET /api/customPosts', 'GET /api/search/{term}', 'GET /api/games/{id}'];

const PROBED = 'probed below';
const WALKED: Record<string, string> = {
  'GET /api/posts/{id}': PROBED,
  'PATCH /api/posts/{id}': PROBED,
  'DELETE /api/posts/{id}': PROBED,
  'GET /api/posts/{id}/comments': PROBED,
  'POST /api/likes': PROBED,
  'DELETE /api/likes/{id}': PROBED,
  'POST /api/views': PROBED,
  'POST /api/watchtime': PROBED,
  'GET /api/history': PROBED,
  'GET /api/likedVideos': PROBED,
  'POST /api/comments': PROBED,
  'DELETE /api/comments/{id}': PROBED,
  'POST /api/comment_likes': PROBED,
  'DELETE /api/comment_likes/{id}': PROBED,
  'GET /api/home': PROBED,
  'GET /api/customPosts': PROBED,
  'GET /api/search/{term}': PROBED,
  'GET /api/games/{id}': PROBED,
  'GET /api/profiles/{id}': PROBED,
  'GET /api/profiles/{id}/posts': PROBED,
  'GET /api/profiles/{id}/studio-content': PROBED,
  'GET /api/favoriteGames': PROBED,
  'GET /api/play-dashboard': PROBED,
  'GET /api/game-updates/favorites': PROBED,
  'POST /api/donations': PROBED,
  'POST /api/posts/{id}/boost': PROBED,
  'POST /api/reports': PROBED,
  'POST /api/follow': PROBED,
  'POST /api/friends': PROBED,
  'PUT /api/friends/accept/{id}': PROBED,
  'PUT /api/friends/decline/{id}': PROBED,
  'GET /api/user/{id}/public-key': PROBED,
  'POST /api/messages': PROBED,
  'POST /api/chat-groups': PROBED,
  'POST /api/chat-groups/{id}/members': PROBED,
  'POST /api/messages/typing': PROBED,
  'GET /api/games': 'the catalogue is public; a creator filter lists public games only',
  'DELETE /api/follow/{id}': 'ends one’s own follow; a block ends follows both ways by itself',
  'DELETE /api/friends/{id}': 'ends one’s own friendship or request; a block ends both by itself',
  'POST /api/blocks': 'blocking must work against anyone, also across a block',
  'DELETE /api/blocks/{id}': 'lifts one’s own block only',
  'POST /api/mutes': 'muting hides someone from oneself only',
  'DELETE /api/mutes/{id}': 'lifts one’s own mute only',
  'GET /api/messages/{partnerId}': 'reads one’s own conversation; nothing new can arrive across a block (POST /api/messages)',
  'DELETE /api/messages/{id}': 'deletes one’s own message only',
  'DELETE /api/chat-groups/{id}/members/{userId}': 'leaving, or the creator removing someone, never reaches anyone',
  'GET /api/assistant': 'the help assistant: user_id only names the asker, nothing of another person is read',
  'PUT /api/admin/custom-posts': 'admins curate the list; GET /api/customPosts applies the rule per viewer',
  'PATCH /api/admin/users/{id}/role': 'admins act on any account',
  'POST /api/admin/users/{id}/suspension': 'admins act on any account',
  'DELETE /api/admin/users/{id}/suspension': 'admins act on any account',
  'GET /api/admin/users/{id}/ledger': 'admins act on any account',
};

const probed = new Set<string>();
const keys = (schema: unknown) => Object.keys((schema as { _zod?: { def: { shape?: object } } } | undefined)?._zod?.def.shape ?? {});

function referringRoutes(): string[] {
  return allRoutes()
    .filter((route) => {
      const fields = [...keys(route.params), ...keys(route.query), ...keys(route.body)];
      return POST_PATH.test(route.path) || PERSON_PATH.test(route.path) || fields.some((field) => POST_FIELDS.has(field) || PERSON_FIELDS.has(field));
    })
    .map((route) => `${route.method.toUpperCase()} ${route.path}`)
    .concat(POST_LISTS);
}

/** Calls a declared route by its key ("POST /api/likes"), recording it as probed. */
function hit(client: TestClient, key: string, input: { params?: Record<string, unknown>; query?: Record<string, string>; body?: unknown } = {}): Promise<HttpResponse> {
  probed.add(key);
  const [method, path] = key.split(' ') as [string, string];
  let url = fillPath(path, input.params);
  if (input.query) url += `?${new URLSearchParams(input.query)}`;
  return client.request(method as 'GET', url, input.body === undefined ? {} : { json: input.body });
}

// --------------------------------------------------------------------------------------------------- the cast

let server: TestServer;
let visitor: TestClient;
let admin: TestClient;
let closed: Member, friend: Member, stranger: Member, open: Member, blocked: Member, later: Member, searchable: Member;
let gameId: number;
const post = { closed: 0, open: 0, blocked: 0, third: 0, later: 0, searchable: 0 };
const comment = { closed: 0, open: 0, openOnThird: 0, strangerOnThird: 0 };
let pendingRequest = 0;
let friendLike = 0;

const TERM = 'Rundgangsuche';

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '1000' } });
  visitor = server.client();
  admin = await server.loginAs('admin@spielraum.example');
  [closed, friend, stranger, open, blocked, later, searchable] = (await members(server, 'Rundgang', 7)) as [Member, Member, Member, Member, Member, Member, Member];
  gameId = (await server.db.selectFrom('games').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const clip = (user: Member, title: string) => insertPost(server, { user_id: user.id, title, game_id: gameId });
  post.closed = await clip(closed, `${TERM} geschlossen`);
  post.open = await clip(open, `${TERM} offen`);
  post.blocked = await clip(blocked, 'Rundgang Clip der Blockierten');
  post.third = await clip(stranger, 'Rundgang Clip eines Dritten');
  post.later = await clip(later, 'Rundgang später privat');
  post.searchable = await clip(searchable, 'Rundgangwandel Clip');
  const commentOn = async (author: Member, postId: number, text: string) =>
    (await author.client.post('/api/comments', { post_id: postId, comment: text })).body.comment.id as number;
  comment.closed = await commentOn(closed, post.closed, 'Nur für Freunde');
  comment.open = await commentOn(open, post.open, 'Offen für alle');
  comment.openOnThird = await commentOn(open, post.third, 'Open schreibt beim Dritten');
  comment.strangerOnThird = await commentOn(stranger, post.third, 'Der Dritte schreibt selbst');

  // Before any restriction: stranger watches and likes later's clip; blocked watches and likes open's clip, follows
  // open and asks to be friends.
  for (const [who, postId] of [
    [stranger, post.later],
    [blocked, post.open],
  ] as const) {
    expect((await who.client.post('/api/views', { post_id: postId })).status).toBe(200);
    expect((await who.client.post('/api/likes', { post_id: postId })).status).toBe(201);
  }
  expect((await blocked.client.post('/api/follow', { account_id: open.id })).status).toBe(201);
  pendingRequest = (await blocked.client.post('/api/friends', { friend_id: open.id })).body.request_id;

  // The restrictions.
  const requested = await friend.client.post('/api/friends', { friend_id: closed.id });
  expect((await closed.client.put(`/api/friends/accept/${requested.body.request_id}`)).status).toBe(200);
  for (const author of [closed, later]) {
    expect((await author.client.patch('/api/privacy-settings', { profile_visibility: 'friends' })).status).toBe(200);
  }
  await server.db.updateTable('users').set({ bio: 'Ich baue Levels.', steam_id: '76561197960287930' }).where('id', '=', closed.id).execute();
  expect((await open.client.post('/api/blocks', { user_id: blocked.id })).status).toBe(201);
  for (const member of [stranger, friend]) await member.client.post('/api/follow', { account_id: closed.id });
}, 60_000);

afterAll(() => server?.close());

it('walks every route that refers to a post or a person, or says why it need not', () => {
  const unwalked = referringRoutes().filter((key) => !(key in WALKED));
  expect(unwalked, 'add a probe to this file or a reason to WALKED').toEqual([]);
});

// ----------------------------------------------------------------------------------------------- one post

/** Who may open which post: [viewer, post, allowed]. */
function readCases(): [string, TestClient, number, boolean][] {
  return [
    ['a visitor, a friends-only post', visitor, post.closed, false],
    ['a stranger, a friends-only post', stranger.client, post.closed, false],
    ['a friend, a friends-only post', friend.client, post.closed, true],
    ['the author, their own friends-only post', closed.client, post.closed, true],
    ['an admin (moderation), a friends-only post', admin, post.closed, true],
    ['the blocked person, the blocker’s post', blocked.client, post.open, false],
    ['the blocker, the blocked person’s post', open.client, post.blocked, false],
    ['a stranger, a public post', stranger.client, post.open, true],
  ];
}

describe('one post', () => {
  it('opens, with its comments, only where the rule allows', async () => {
    for (const [who, client, postId, allowed] of readCases()) {
      const page = await hit(client, 'GET /api/posts/{id}', { params: { id: postId } });
      const comments = await hit(client, 'GET /api/posts/{id}/comments', { params: { id: postId } });
      expect([who, page.status, comments.status]).toEqual([who, allowed ? 200 : 404, allowed ? 200 : 404]);
    }
  });

  it('is edited and deleted by its author; others learn nothing of a post they may not see', async () => {
    expect((await hit(stranger.client, 'PATCH /api/posts/{id}', { params: { id: post.closed }, body: { title: 'x' } })).status).toBe(404);
    expect((await hit(friend.client, 'PATCH /api/posts/{id}', { params: { id: post.closed }, body: { title: 'x' } })).status).toBe(403);
    expect((await hit(stranger.client, 'DELETE /api/posts/{id}', { params: { id: post.closed } })).status).toBe(404);
    expect((await hit(blocked.client, 'DELETE /api/posts/{id}', { params: { id: post.open } })).status).toBe(404);
    expect((await hit(friend.client, 'DELETE /api/posts/{id}', { params: { id: post.closed } })).status).toBe(403);
  });

  it('is liked, viewed and watched only where it may be seen; nothing refused is counted or told', async () => {
    const before = await counters(post.closed);
    const since = await lastNotification();
    const acts: [TestClient, number, boolean][] = [
      [stranger.client, post.closed, false],
      [blocked.client, post.open, false],
      [open.client, post.blocked, false],
      [friend.client, post.closed, true],
    ];
    for (const [client, postId, allowed] of acts) {
      const like = await hit(client, 'POST /api/likes', { body: { post_id: postId } });
      const view = await hit(client, 'POST /api/views', { body: { post_id: postId } });
      const watch = await hit(client, 'POST /api/watchtime', { body: { batch: [{ post_id: postId, watchTime: 4 }] } });
      expect([like.status, view.status, watch.body.accepted]).toEqual(allowed ? [201, 200, 1] : [404, 404, 0]);
      if (allowed) friendLike = like.body.like.id;
    }
    const after = await counters(post.closed);
    expect(after).toEqual({ likes_count: before.likes_count + 1, views_count: before.views_count + 1, watch_ms_total: before.watch_ms_total + 4000 });
    expect(await actorsNotifying(closed.id, since)).toEqual([friend.id]);
    expect(await actorsNotifying(open.id, since)).toEqual([]);
    // Someone else's like is not theirs to take back.
    expect((await hit(stranger.client, 'DELETE /api/likes/{id}', { params: { id: friendLike } })).status).toBe(403);
  });

  it('takes comments, replies and comment likes only where both the post and the comment’s author allow', async () => {
    const commented = (client: TestClient, postId: number, parent?: number) =>
      hit(client, 'POST /api/comments', { body: { post_id: postId, comment: 'Hallo', ...(parent ? { parent_id: parent } : {}) } });
    expect((await commented(stranger.client, post.closed)).status).toBe(404);
    expect((await commented(blocked.client, post.open)).status).toBe(404);
    expect((await commented(open.client, post.blocked)).status).toBe(404);
    expect((await commented(friend.client, post.closed)).status).toBe(201);
    // On a third person's post: a reply to the blocker's comment is refused, to anyone else's taken.
    expect((await commented(blocked.client, post.third, comment.openOnThird)).status).toBe(422);
    expect((await commented(blocked.client, post.third, comment.strangerOnThird)).status).toBe(201);

    const liked = (client: TestClient, commentId: number) => hit(client, 'POST /api/comment_likes', { body: { comment_id: commentId } });
    expect((await liked(stranger.client, comment.closed)).status).toBe(404);
    expect((await liked(blocked.client, comment.open)).status).toBe(404);
    expect((await liked(blocked.client, comment.openOnThird)).status).toBe(404);
    expect((await liked(blocked.client, comment.strangerOnThird)).status).toBe(201);
    const friendsLike = await liked(friend.client, comment.closed);
    expect(friendsLike.status).toBe(201);
    expect((await hit(stranger.client, 'DELETE /api/comment_likes/{id}', { params: { id: friendsLike.body.like.id } })).status).toBe(403);

    expect((await hit(stranger.client, 'DELETE /api/comments/{id}', { params: { id: comment.closed } })).status).toBe(404);
    expect((await hit(friend.client, 'DELETE /api/comments/{id}', { params: { id: comment.closed } })).status).toBe(403);
    const rows = await server.db.selectFrom('comments').select('user_id').where('post_id', '=', post.closed).execute();
    expect(rows.map((row) => row.user_id).sort()).toEqual([closed.id, friend.id].sort());
  });

  it('is donated for, boosted and reported only by those who may see it', async () => {
    expect((await stranger.client.post('/api/redeem', { code: 'SPIELRAUM-START' })).status).toBe(200);
    const donation = (client: TestClient, recipient: Member, postId: number) =>
      hit(client, 'POST /api/donations', { body: { recipient_id: recipient.id, slider: 10, post_id: postId } });
    const refused = await donation(stranger.client, closed, post.closed);
    expect([refused.status, refused.body.message]).toEqual([404, 'Diesen Clip gibt es nicht.']);
    expect((await donation(blocked.client, open, post.open)).status).toBe(404);
    expect((await donation(stranger.client, open, post.open)).status).toBe(201);

    expect((await hit(stranger.client, 'POST /api/posts/{id}/boost', { params: { id: post.closed }, body: { hours: 1 } })).status).toBe(404);
    expect((await hit(stranger.client, 'POST /api/posts/{id}/boost', { params: { id: post.open }, body: { hours: 1 } })).status).toBe(403);

    const report = (client: TestClient, type: string, id: number) => hit(client, 'POST /api/reports', { body: { target_type: type, target_id: id, reason: 'spam' } });
    expect((await report(stranger.client, 'post', post.closed)).status).toBe(404);
    expect((await report(stranger.client, 'comment', comment.closed)).status).toBe(404);
    expect((await report(friend.client, 'post', post.closed)).status).toBe(201);
    // Reporting a person stays possible across a block: it is how someone harassed gets help.
    expect((await report(blocked.client, 'user', open.id)).status).toBe(201);
  });
});

// ---------------------------------------------------------------------------------------------- lists of posts

describe('lists of posts', () => {
  const ids = (response: HttpResponse, field = 'posts') => (response.body[field] as { id: number }[]).map((entry) => entry.id);

  it('history and liked videos drop what is no longer visible', async () => {
    for (const key of ['GET /api/history', 'GET /api/likedVideos']) {
      expect(ids(await hit(stranger.client, key))).not.toContain(post.later);
      expect(ids(await hit(blocked.client, key))).not.toContain(post.open);
      // Another person's list is not to be had.
      expect((await hit(stranger.client, key, { query: { userId: String(closed.id) } })).status).toBe(403);
    }
  });

  it('the feeds, the curated list, the game page and search show each viewer what the rule allows', async () => {
    expect((await admin.put('/api/admin/custom-posts', { post_ids: [post.closed, post.open, post.blocked] })).status).toBe(200);
    const views: [string, TestClient, number[], number[]][] = [
      ['visitor', visitor, [post.open, post.blocked], [post.closed]],
      ['stranger', stranger.client, [post.open, post.blocked], [post.closed]],
      ['friend', friend.client, [post.closed, post.open], []],
      ['blocked', blocked.client, [post.blocked], [post.open]],
      ['open', open.client, [post.open], [post.blocked, post.closed]],
    ];
    for (const [who, client, shown, withheld] of views) {
      const lists = {
        forYou: ids(await hit(client, 'GET /api/home', { query: { tab: 'foryou', limit: '30' } })),
        curated: ids(await hit(client, 'GET /api/customPosts')),
        game: ids(await hit(client, 'GET /api/games/{id}', { params: { id: gameId } }), 'gamePosts'),
      };
      for (const [name, list] of Object.entries(lists)) {
        for (const id of shown) expect([who, name, list.includes(id)]).toEqual([who, name, true]);
        for (const id of withheld) expect([who, name, list.includes(id)]).toEqual([who, name, false]);
      }
    }
    // "Folge ich": stranger and friend both follow the friends-only author.
    expect(ids(await hit(stranger.client, 'GET /api/home', { query: { tab: 'following' } }))).not.toContain(post.closed);
    expect(ids(await hit(friend.client, 'GET /api/home', { query: { tab: 'following' } }))).toContain(post.closed);

    const found = async (client: TestClient, term = TERM) => ids(await hit(client, 'GET /api/search/{term}', { params: { term } }));
    expect(await found(stranger.client)).toEqual([post.open]);
    expect((await found(friend.client)).sort()).toEqual([post.closed, post.open].sort());
    expect(await found(blocked.client)).toEqual([]);
  });

  it('search answers with the author’s current settings, not the few seconds old ones it keeps', async () => {
    server.deps.caches.clear();
    const search = () => hit(stranger.client, 'GET /api/search/{term}', { params: { term: 'Rundgangwandel' } });
    await server.db.updateTable('users').set({ bio: 'Rundgangwandel ist mein Motto' }).where('id', '=', searchable.id).execute();
    const before = await search();
    expect(before.body.posts.map((hit_: { id: number }) => hit_.id)).toEqual([post.searchable]);
    expect(before.body.users.find((user: { id: number }) => user.id === searchable.id)?.bio).toBe('Rundgangwandel ist mein Motto');
    expect((await searchable.client.patch('/api/privacy-settings', { profile_visibility: 'friends' })).status).toBe(200);
    const after = await search();
    expect(after.body.posts).toEqual([]);
    expect(after.body.users.find((user: { id: number }) => user.id === searchable.id)?.bio).toBeNull();
  });

  it('a friends-only profile shows name, picture and counters to others, and nothing more', async () => {
    const seen = await hit(stranger.client, 'GET /api/profiles/{id}', { params: { id: closed.id } });
    expect(seen.body.restricted).toBe(true);
    expect(seen.body.user[0]).toMatchObject({ id: closed.id, bio: null, steam_id: null, boostz: null, credits: null, followers: [] });
    expect(seen.body.user[0].followers_count).toBe(2);
    expect(seen.body.posts).toEqual([]);
    expect((await hit(visitor, 'GET /api/profiles/{id}', { params: { id: closed.id } })).body.user[0].bio).toBeNull();
    const asFriend = await hit(friend.client, 'GET /api/profiles/{id}', { params: { id: closed.id } });
    expect(asFriend.body.user[0]).toMatchObject({ bio: 'Ich baue Levels.', steam_id: '76561197960287930' });
    expect(ids(asFriend)).toContain(post.closed);

    expect(ids(await hit(stranger.client, 'GET /api/profiles/{id}/posts', { params: { id: closed.id } }))).toEqual([]);
    expect(ids(await hit(friend.client, 'GET /api/profiles/{id}/posts', { params: { id: closed.id } }))).toEqual([post.closed]);
    expect((await hit(stranger.client, 'GET /api/favoriteGames', { query: { userId: String(closed.id) } })).status).toBe(403);
    expect((await hit(friend.client, 'GET /api/favoriteGames', { query: { userId: String(closed.id) } })).status).toBe(200);
    for (const key of ['GET /api/play-dashboard', 'GET /api/game-updates/favorites']) {
      expect((await hit(stranger.client, key, { query: { userId: String(closed.id) } })).status).toBe(403);
    }
    expect((await hit(stranger.client, 'GET /api/profiles/{id}/studio-content', { params: { id: closed.id } })).status).toBe(403);
  });
});

// ------------------------------------------------------------------------------------------------- a block

describe('a block between two people', () => {
  it('closes the profiles: the blocked person sees none, the blocker one to unblock, without posts', async () => {
    expect((await hit(blocked.client, 'GET /api/profiles/{id}', { params: { id: open.id } })).status).toBe(403);
    expect((await hit(blocked.client, 'GET /api/profiles/{id}/posts', { params: { id: open.id } })).status).toBe(403);
    expect((await hit(blocked.client, 'GET /api/favoriteGames', { query: { userId: String(open.id) } })).status).toBe(403);
    const blockers = await hit(open.client, 'GET /api/profiles/{id}', { params: { id: blocked.id } });
    expect([blockers.status, blockers.body.relationship.blocked, blockers.body.posts]).toEqual([200, true, []]);
    expect((await hit(open.client, 'GET /api/profiles/{id}/posts', { params: { id: blocked.id } })).body.posts).toEqual([]);
  });

  it('refuses following, friendship, keys, messages, groups and typing in both directions', async () => {
    for (const [from, to] of [
      [blocked, open],
      [open, blocked],
    ] as const) {
      expect((await hit(from.client, 'POST /api/follow', { body: { account_id: to.id } })).status).toBe(404);
      expect((await hit(from.client, 'POST /api/friends', { body: { friend_id: to.id } })).status).toBe(404);
      expect((await hit(from.client, 'GET /api/user/{id}/public-key', { params: { id: to.id } })).status).toBe(404);
      const message = new FormData();
      for (const [name, value] of Object.entries({ receiver_id: String(to.id), message: 'A'.repeat(44), is_encrypted: '1', encrypted_key: '{}', iv: 'AAAAAAAAAAAAAAAA' })) {
        message.append(name, value);
      }
      probed.add('POST /api/messages');
      expect((await from.client.request('POST', '/api/messages', { body: message })).status).toBe(404);
      expect((await hit(from.client, 'POST /api/chat-groups', { body: { name: 'Zu zweit', users: [to.id] } })).status).toBe(404);
      expect((await hit(from.client, 'POST /api/messages/typing', { body: { receiver_id: to.id } })).status).toBe(404);
    }
    // The request sent before the block went with it.
    expect((await hit(open.client, 'PUT /api/friends/accept/{id}', { params: { id: pendingRequest } })).status).toBe(404);
    expect((await hit(open.client, 'PUT /api/friends/decline/{id}', { params: { id: pendingRequest } })).status).toBe(404);
    // Nobody adds the blocker to a group the blocked person is in, or the other way round, through the blocked.
    const group = await blocked.client.post('/api/chat-groups', { name: 'Runde', users: [stranger.id] });
    expect(group.status).toBe(201);
    expect((await hit(blocked.client, 'POST /api/chat-groups/{id}/members', { params: { id: group.body.group.id }, body: { user_id: open.id } })).status).toBe(404);
  });

  it('in a group both are in, neither gets the other’s messages, typing or notifications', async () => {
    const identities = new Map<number, Identity>();
    for (const member of [stranger, open, blocked]) {
      const identity = await generateIdentity();
      identities.set(member.id, identity);
      expect((await member.client.post('/api/user/public-key', { public_key: await publicBundleOf(identity) })).status).toBe(200);
    }
    const created = await stranger.client.post('/api/chat-groups', { name: 'Koop mit allen', users: [open.id, blocked.id] });
    expect(created.status).toBe(201);
    const groupId = created.body.group.id as number;
    const send = async (from: Member, text: string) => {
      const sealed = await encryptMessage({
        context: conversationContext({ groupId }),
        senderId: from.id,
        sigPrivate: identities.get(from.id)!.sig.privateKey,
        readers: [stranger, open, blocked].map((member) => ({ id: member.id, dh: identities.get(member.id)!.dh.publicKey })),
        text,
        files: [],
      });
      const body = new FormData();
      for (const [name, value] of Object.entries({ message: sealed.message, is_encrypted: '1', encrypted_key: sealed.encrypted_key, iv: sealed.iv })) body.append(name, value);
      const sent = await from.client.request('POST', `/api/chat-groups/${groupId}/messages`, { body });
      expect(sent.status).toBe(201);
      return sent.body.message.id as number;
    };
    const openSocket = await connectRealtime(server.baseUrl, { client: open.client });
    const since = await lastNotification();
    try {
      await blocked.client.post('/api/messages/typing', { group_id: groupId });
      const fromBlocked = await send(blocked, 'Hallo zusammen');
      const fromStranger = await send(stranger, 'Los geht’s');
      // Events reach open in order: the first chat event open gets is stranger's message.
      for (;;) {
        const event = await openSocket.nextMessage();
        if (event.type === 'chat.typing') throw new Error('the blocked person’s typing reached the blocker');
        if (event.type === 'chat.message') {
          expect((event.data as { message: { id: number } }).message.id).toBe(fromStranger);
          break;
        }
      }
      const forOpen = await open.client.get(`/api/chat-groups/${groupId}/messages`);
      expect(forOpen.body.messages.map((message: { id: number }) => message.id)).toEqual([fromStranger]);
      const forStranger = await stranger.client.get(`/api/chat-groups/${groupId}/messages`);
      expect(forStranger.body.messages.map((message: { id: number }) => message.id)).toEqual([fromBlocked, fromStranger]);
      const forBlocked = await blocked.client.get(`/api/chat-groups/${groupId}/messages`);
      expect(forBlocked.body.messages.map((message: { id: number }) => message.id)).toEqual([fromBlocked, fromStranger]);
      expect(await actorsNotifying(open.id, since)).toEqual([stranger.id]);
      const conversations = await open.client.get('/api/messages/conversations');
      const entry = conversations.body.conversations.find((item: { partner: { id: number } }) => item.partner.id === groupId);
      expect(entry?.last_message?.id).toBe(fromStranger);
    } finally {
      openSocket.close();
    }
  });
});

it('probed every route it says it probes', () => {
  const promised = Object.entries(WALKED)
    .filter(([, reason]) => reason === PROBED)
    .map(([key]) => key);
  expect(promised.filter((key) => !probed.has(key))).toEqual([]);
});

// -------------------------------------------------------------------------------------------------- helpers

async function counters(postId: number) {
  return server.db.selectFrom('posts').select(['likes_count', 'views_count', 'watch_ms_total']).where('id', '=', postId).executeTakeFirstOrThrow();
}

async function lastNotification(): Promise<number> {
  const row = await server.db.selectFrom('notifications').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Who notified the user after notification `sinceId`. */
async function actorsNotifying(userId: number, sinceId: number): Promise<number[]> {
  const rows = await server.db
    .selectFrom('notifications')
    .select('actor_id')
    .where('user_id', '=', userId)
    .where('id', '>', sinceId)
    .where('actor_id', 'is not', null)
    .execute();
  return [...new Set(rows.map((row) => row.actor_id!))];
}
