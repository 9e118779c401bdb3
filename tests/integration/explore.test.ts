// "Entdecken" (/explore) over real HTTP, on SQLite and PostgreSQL (TEST_DB=postgres): trending clips by the views,
// likes and comments of the last days; new and rising creators; games by category; what friends play. Every list
// keeps to who may see what: unfinished and hidden clips, friends-only profiles, blocks either way and mutes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES_PER_CATEGORY, TRENDING_CLIP_DAYS } from '../../common/contract/explore';
import { GAME_CATEGORIES } from '../../common/rules/game-categories';
import { nowIso } from '../../server/db';
import { type Member, members } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { insertPosts } from './support/posts';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '1000' } });
  visitor = server.client();
  await visitor.csrf();
});
afterAll(() => server.close());

const DAY = 86_400_000;
const ago = (ms: number) => nowIso(new Date(Date.now() - ms));

/** Views (one per watcher and day), likes and comments on a post, `daysAgo` back, written past the services. */
async function activity(postId: number, watchers: Member[], { views = 0, likes = 0, comments = 0, daysAgo = 0 }) {
  const at = ago(daysAgo * DAY + 60_000);
  const day = at.slice(0, 10);
  if (views)
    await server.db
      .insertInto('post_views')
      .values(watchers.slice(0, views).map((watcher) => ({ user_id: watcher.id, post_id: postId, day, created_at: at })))
      .execute();
  if (likes)
    await server.db
      .insertInto('likes')
      .values(watchers.slice(0, likes).map((watcher) => ({ user_id: watcher.id, post_id: postId, created_at: at })))
      .execute();
  for (const watcher of watchers.slice(0, comments)) {
    await server.db
      .insertInto('comments')
      .values({ post_id: postId, user_id: watcher.id, parent_id: null, text: 'Stark!', created_at: at })
      .execute();
  }
  // The ranking is kept briefly per process; rows written past the services need a fresh one.
  server.deps.caches.clear();
}

async function trendingIds(client: TestClient): Promise<number[]> {
  const answer = await client.get('/api/explore/clips');
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.days).toBe(TRENDING_CLIP_DAYS);
  return (answer.body.posts as { id: number }[]).map((post) => post.id);
}

async function creators(client: TestClient) {
  const answer = await client.get('/api/explore/creators');
  expect(answer.status, answer.text).toBe(200);
  return answer.body.creators as {
    id: number;
    reason: string;
    new_followers: number;
    recent_views: number;
    clips: number;
    followers_count: number;
  }[];
}

async function befriend(a: number, b: number) {
  await server.db.insertInto('friendships').values({ user_id: a, friend_id: b, status: 'accepted', created_at: nowIso() }).execute();
}

describe('trending clips', () => {
  it('ranks visible clips by the views, likes and comments of the last days', async () => {
    const watchers = await members(server, 'Trw', 8);
    const [author] = await members(server, 'Tra', 1);
    const [hot, warm, old, processing, hidden] = await insertPosts(server, [
      { user_id: author!.id, title: 'Heiß', ageMinutes: 60 * 30 },
      { user_id: author!.id, title: 'Warm', ageMinutes: 60 * 20 },
      { user_id: author!.id, title: 'Alt', ageMinutes: 60 * 24 * 20 },
      { user_id: author!.id, title: 'Noch nicht fertig', status: 'processing' },
      { user_id: author!.id, title: 'Versteckt', hidden: true },
    ]);
    await activity(hot!, watchers, { views: 6, likes: 4, comments: 2 });
    await activity(warm!, watchers, { views: 5, likes: 1, daysAgo: 1 });
    // Long ago: counts for its totals, not for the trend.
    await activity(old!, watchers, { views: 8, likes: 8, comments: 3, daysAgo: 10 });
    await activity(processing!, watchers, { views: 8, likes: 8 });
    await activity(hidden!, watchers, { views: 8, likes: 8 });

    const seen = await trendingIds(visitor);
    expect(seen.filter((id) => [hot, warm, old, processing, hidden].includes(id))).toEqual([hot, warm]);
    const answer = await visitor.get('/api/explore/clips');
    expect(answer.body.posts.find((post: { id: number }) => post.id === hot)).toMatchObject({
      title: 'Heiß',
      status: 'ready',
      media: expect.any(Object),
    });
  });

  it('leaves out friends-only authors for strangers, blocks either way and mutes', async () => {
    const watchers = await members(server, 'Tvw', 4);
    const [private_, blocked, blocker, muted, viewer, friend] = await members(server, 'Tvv', 6);
    await server.db.updateTable('users').set({ profile_visibility: 'friends' }).where('id', '=', private_!.id).execute();
    await befriend(private_!.id, friend!.id);
    const [privateClip, blockedClip, blockerClip, mutedClip] = await insertPosts(server, [
      { user_id: private_!.id, title: 'Nur für Freunde' },
      { user_id: blocked!.id, title: 'Blockiert' },
      { user_id: blocker!.id, title: 'Blockt mich' },
      { user_id: muted!.id, title: 'Stumm' },
    ]);
    for (const clip of [privateClip, blockedClip, blockerClip, mutedClip]) await activity(clip!, watchers, { views: 4, likes: 3 });
    expect((await viewer!.client.post('/api/blocks', { user_id: blocked!.id })).status).toBeLessThan(300);
    expect((await blocker!.client.post('/api/blocks', { user_id: viewer!.id })).status).toBeLessThan(300);
    expect((await viewer!.client.post('/api/mutes', { user_id: muted!.id })).status).toBeLessThan(300);

    const forViewer = await trendingIds(viewer!.client);
    for (const clip of [privateClip, blockedClip, blockerClip, mutedClip]) expect(forViewer).not.toContain(clip);
    const forVisitor = await trendingIds(visitor);
    expect(forVisitor).not.toContain(privateClip);
    expect(forVisitor).toEqual(expect.arrayContaining([blockedClip, blockerClip, mutedClip]));
    expect(await trendingIds(friend!.client)).toContain(privateClip);
    expect(await trendingIds(private_!.client)).toContain(privateClip);
  });
});

describe('new and rising creators', () => {
  it('counts new followers, views and clips the viewer may see; never the viewer, nobody across a block', async () => {
    const watchers = await members(server, 'Crw', 5);
    const [rising, fresh, private_, blocked, viewer] = await members(server, 'Crc', 5);
    await server.db.updateTable('users').set({ profile_visibility: 'friends' }).where('id', '=', private_!.id).execute();
    const [risingClip, , freshClip, privateClip, blockedClip, viewerClip] = await insertPosts(server, [
      { user_id: rising!.id, title: 'Erster', ageMinutes: 60 * 24 * 30 },
      { user_id: rising!.id, title: 'Zweiter', ageMinutes: 60 * 24 * 2 },
      { user_id: fresh!.id, title: 'Neu hier', ageMinutes: 60 },
      { user_id: private_!.id, title: 'Privat' },
      { user_id: blocked!.id, title: 'Geblockt' },
      { user_id: viewer!.id, title: 'Meiner' },
    ]);
    await activity(risingClip!, watchers, { views: 5, likes: 5, daysAgo: 1 });
    for (const clip of [freshClip, privateClip, blockedClip, viewerClip]) await activity(clip!, watchers, { views: 1 });
    await server.db
      .insertInto('follows')
      .values(watchers.slice(0, 3).map((watcher) => ({ user_id: watcher.id, account_id: rising!.id, created_at: ago(DAY) })))
      .execute();
    await server.db.updateTable('users').set({ followers_count: 3 }).where('id', '=', rising!.id).execute();
    expect((await viewer!.client.post('/api/blocks', { user_id: blocked!.id })).status).toBeLessThan(300);

    const seen = await creators(viewer!.client);
    const ids = seen.map((creator) => creator.id);
    expect(seen.find((creator) => creator.id === rising!.id)).toMatchObject({
      reason: 'rising',
      new_followers: 3,
      recent_views: 5,
      clips: 2,
      followers_count: 3,
    });
    expect(seen.find((creator) => creator.id === fresh!.id)).toMatchObject({ reason: 'new', new_followers: 0, clips: 1 });
    expect(ids.indexOf(rising!.id)).toBeLessThan(ids.indexOf(fresh!.id));
    for (const hidden of [private_!.id, blocked!.id, viewer!.id]) expect(ids).not.toContain(hidden);
    // Blocked either way: the blocked creator does not get the blocker either.
    expect((await creators(blocked!.client)).map((creator) => creator.id)).not.toContain(viewer!.id);
    // A friends-only creator is there for friends.
    await befriend(viewer!.id, private_!.id);
    expect((await creators(viewer!.client)).map((creator) => creator.id)).toContain(private_!.id);
    expect((await creators(visitor)).map((creator) => creator.id)).not.toContain(private_!.id);
  });
});

describe('games by category', () => {
  it('shows the fullest categories of the fixed list with their most popular games', async () => {
    const answer = await visitor.get('/api/explore/games');
    expect(answer.status, answer.text).toBe(200);
    const categories = answer.body.categories as {
      slug: string;
      name: string;
      count: number;
      games: { id: number; categories: string[]; favorites_count: number }[];
    }[];
    expect(categories.length).toBeGreaterThan(2);
    for (const [index, category] of categories.entries()) {
      expect(GAME_CATEGORIES.find((known) => known.slug === category.slug)?.name).toBe(category.name);
      expect(category.games.length).toBeGreaterThan(0);
      expect(category.games.length).toBeLessThanOrEqual(GAMES_PER_CATEGORY);
      expect(category.games.length).toBeLessThanOrEqual(category.count);
      for (const game of category.games) expect(game.categories).toContain(category.name);
      const favourites = category.games.map((game) => game.favorites_count);
      expect(favourites).toEqual([...favourites].sort((a, b) => b - a));
      if (index > 0) expect(category.count).toBeLessThanOrEqual(categories[index - 1]!.count);
    }
  });
});

describe('what friends play', () => {
  it('lists the games of friends’ recent sessions, without blocked friends, old sessions or strangers', async () => {
    const [me, kim, pia, blockedFriend, stranger] = await members(server, 'Frp', 5);
    for (const friend of [kim, pia, blockedFriend]) await befriend(me!.id, friend!.id);
    const games = await server.db.selectFrom('games').select('id').orderBy('id').limit(5).execute();
    const session = (user: Member, game: number, minutes: number, daysAgo: number) => ({
      user_id: user.id,
      game_id: game,
      session_duration_minutes: minutes,
      mood_before: null,
      mood_after: null,
      created_at: ago(daysAgo * DAY),
    });
    await server.db
      .insertInto('session_feedback')
      .values([
        session(kim!, games[0]!.id, 30, 1),
        session(pia!, games[0]!.id, 20, 2),
        session(kim!, games[1]!.id, 15, 3),
        session(kim!, games[2]!.id, 50, 40),
        session(blockedFriend!, games[3]!.id, 60, 1),
        session(stranger!, games[4]!.id, 60, 1),
      ])
      .execute();
    await server.db
      .insertInto('last_played')
      .values({ user_id: pia!.id, game_id: games[1]!.id, played_at: ago(DAY / 2) })
      .execute();
    expect((await me!.client.post('/api/blocks', { user_id: blockedFriend!.id })).status).toBeLessThan(300);

    const answer = await me!.client.get('/api/explore/friends-playing');
    expect(answer.status, answer.text).toBe(200);
    const listed = answer.body.games as { game: { id: number }; friends: { id: number }[]; friends_count: number; minutes: number }[];
    expect(listed.map((entry) => entry.game.id)).toEqual([games[1]!.id, games[0]!.id]);
    expect(listed[0]).toMatchObject({ friends_count: 2, minutes: 15, friends: [{ id: pia!.id }, { id: kim!.id }] });
    expect(listed[1]).toMatchObject({ friends_count: 2, minutes: 50, friends: [{ id: kim!.id }, { id: pia!.id }] });

    // Nobody to follow yet: an empty list, and visitors are asked to sign in.
    expect((await stranger!.client.get('/api/explore/friends-playing')).body).toEqual({ games: [], days: 14 });
    expect((await visitor.get('/api/explore/friends-playing')).status).toBe(401);
  });

  it('shows Mia what her demo friends played', async () => {
    const mia = await server.loginAs(DEMO.mia);
    const answer = await mia.get('/api/explore/friends-playing');
    expect(answer.status).toBe(200);
    const names = new Set((answer.body.games as { friends: { name: string }[] }[]).flatMap((entry) => entry.friends.map((friend) => friend.name)));
    expect(names.size).toBeGreaterThan(0);
    for (const name of names) expect(['KoopKim', 'PixelPia', 'SoulsSophie', 'PixelPaul']).toContain(name);
  });
});
