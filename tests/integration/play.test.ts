// The player's relation to games (spec §7 /api/favoriteGames, /api/recommended-games,
// /api/trending-games, /api/play-dashboard and its invalidate call) over real HTTP, on SQLite and PostgreSQL:
// favourites with their counter, ratings under concurrency, privacy of someone else's favourites,
// recommendations, trends behind their flag with admin pins, and the per-person dashboard cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayDashboard, TrendingGamesAnswer } from '../../common/contract/play';
import { nowIso } from '../../server/db';
import { members } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { userId } from './support/posts';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;
let admin: TestClient;
let gameIds: number[];

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '100' } });
  visitor = server.client();
  await visitor.csrf();
  admin = await server.loginAs(DEMO.admin);
  gameIds = (await server.db.selectFrom('games').select('id').orderBy('id').execute()).map((row) => row.id);
});
afterAll(() => server.close());

const favouritesCount = async (gameId: number) =>
  (await server.db.selectFrom('games').select('favorites_count').where('id', '=', gameId).executeTakeFirstOrThrow()).favorites_count;

describe('favourites', () => {
  it('adds once (201, then 200), counts on the game, lists newest first and removes with the game id', async () => {
    const [me] = await members(server, 'Spiel', 1);
    const [a, b] = [gameIds[0]!, gameIds[1]!];
    const before = await favouritesCount(a);
    const first = await me!.client.post('/api/favoriteGames', { game_id: a });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ game_id: a, favorite: true, favorites_count: before + 1, count: 1 });
    const again = await me!.client.post('/api/favoriteGames', { game_id: a });
    expect(again.status).toBe(200);
    expect(again.body.favorites_count).toBe(before + 1);
    await me!.client.post('/api/favoriteGames', { game_id: b });

    const list = await me!.client.get('/api/favoriteGames');
    expect(list.status).toBe(200);
    expect(list.body.favoriteGames.map((entry: { game: { id: number } }) => entry.game.id)).toEqual([b, a]);
    expect((await me!.client.get(`/api/games/${a}/mine`)).body).toEqual({ favorite: true, stars: null });

    const removed = await me!.client.delete(`/api/favoriteGames/${a}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ game_id: a, favorite: false, favorites_count: before, count: 1 });
    expect(await favouritesCount(a)).toBe(before);
    // What is not (or no longer) a favourite, or no game at all: 404, nothing changes.
    expect((await me!.client.delete(`/api/favoriteGames/${a}`)).status).toBe(404);
    expect((await me!.client.delete('/api/favoriteGames/999999')).status).toBe(404);
    expect(await favouritesCount(a)).toBe(before);
  });

  it('keeps the counter right when many people add and remove at once', async () => {
    const crowd = await members(server, 'Spiel', 12);
    const gameId = gameIds[2]!;
    const before = await favouritesCount(gameId);
    await Promise.all(crowd.flatMap((person) => [person.client.post('/api/favoriteGames', { game_id: gameId }), person.client.post('/api/favoriteGames', { game_id: gameId })]));
    expect(await favouritesCount(gameId)).toBe(before + 12);
    await Promise.all(crowd.slice(0, 5).flatMap((person) => [person.client.delete(`/api/favoriteGames/${gameId}`), person.client.delete(`/api/favoriteGames/${gameId}`)]));
    expect(await favouritesCount(gameId)).toBe(before + 7);
  });

  it.each([[{}], [{ game_id: 0 }], [{ game_id: -3 }], [{ game_id: 'x' }], [{ game_id: 1.5 }]])('refuses %j with a 422', async (body) => {
    const [me] = await members(server, 'Spiel', 1);
    const response = await me!.client.post('/api/favoriteGames', body);
    expect(response.status).toBe(422);
    expect(response.body.errors.game_id).toBeDefined();
  });

  it('refuses an unknown game with 404 and a visitor with 401', async () => {
    const [me] = await members(server, 'Spiel', 1);
    expect((await me!.client.post('/api/favoriteGames', { game_id: 999999 })).status).toBe(404);
    expect((await visitor.post('/api/favoriteGames', { game_id: gameIds[0]! })).status).toBe(401);
  });

  it('shows someone else’s favourites as their profile allows', async () => {
    const [owner, stranger, friend] = await members(server, 'Spiel', 3);
    await owner!.client.post('/api/favoriteGames', { game_id: gameIds[0]! });
    expect((await stranger!.client.get(`/api/favoriteGames?userId=${owner!.id}`)).body.favoriteGames).toHaveLength(1);
    expect((await visitor.get(`/api/favoriteGames?userId=${owner!.id}`)).body.favoriteGames).toHaveLength(1);

    await server.db.updateTable('users').set({ profile_visibility: 'friends' }).where('id', '=', owner!.id).execute();
    await server.db.insertInto('friendships').values({ user_id: owner!.id, friend_id: friend!.id, status: 'accepted', created_at: nowIso() }).execute();
    const refused = await stranger!.client.get(`/api/favoriteGames?userId=${owner!.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Diese Person zeigt ihre Lieblingsspiele nur Freunden.');
    expect((await friend!.client.get(`/api/favoriteGames?userId=${owner!.id}`)).body.favoriteGames).toHaveLength(1);
    expect((await owner!.client.get('/api/favoriteGames')).body.favoriteGames).toHaveLength(1);

    await server.db.insertInto('blocks').values({ user_id: owner!.id, blocked_id: friend!.id, created_at: nowIso() }).execute();
    expect((await friend!.client.get(`/api/favoriteGames?userId=${owner!.id}`)).status).toBe(403);
    expect((await stranger!.client.get('/api/favoriteGames?userId=99999999')).status).toBe(404);
    expect((await stranger!.client.get('/api/favoriteGames?userId=abc')).status).toBe(422);
    expect((await visitor.get('/api/favoriteGames')).status).toBe(401);
  });
});

describe('ratings', () => {
  it('rates, changes and removes one’s stars, keeping the game’s average', async () => {
    const [a, b] = await members(server, 'Spiel', 2);
    const gameId = gameIds[3]!;
    await server.db.deleteFrom('game_ratings').where('game_id', '=', gameId).execute();
    await server.db.updateTable('games').set({ rating_count: 0, rating_sum: 0 }).where('id', '=', gameId).execute();
    expect((await a!.client.put(`/api/games/${gameId}/rating`, { stars: 5 })).body).toEqual({ game_id: gameId, stars: 5, rating: { average: 5, count: 1 } });
    expect((await b!.client.put(`/api/games/${gameId}/rating`, { stars: 2 })).body.rating).toEqual({ average: 3.5, count: 2 });
    expect((await a!.client.put(`/api/games/${gameId}/rating`, { stars: 3 })).body.rating).toEqual({ average: 2.5, count: 2 });
    expect((await a!.client.get(`/api/games/${gameId}/mine`)).body).toEqual({ favorite: false, stars: 3 });
    expect((await b!.client.delete(`/api/games/${gameId}/rating`)).body).toEqual({ game_id: gameId, stars: null, rating: { average: 3, count: 1 } });
    // Removing what is not there changes nothing.
    expect((await b!.client.delete(`/api/games/${gameId}/rating`)).body.rating).toEqual({ average: 3, count: 1 });
    expect((await visitor.get(`/api/games/${gameId}`)).body.game.rating).toEqual({ average: 3, count: 1 });
  });

  it('counts right when the same people rate again and again at once', async () => {
    const crowd = await members(server, 'Spiel', 8);
    const gameId = gameIds[4]!;
    await server.db.deleteFrom('game_ratings').where('game_id', '=', gameId).execute();
    await server.db.updateTable('games').set({ rating_count: 0, rating_sum: 0 }).where('id', '=', gameId).execute();
    await Promise.all(crowd.flatMap((person, index) => [1, 2, 3].map((round) => person.client.put(`/api/games/${gameId}/rating`, { stars: ((index + round) % 5) + 1 }))));
    const game = await server.db.selectFrom('games').select(['rating_count', 'rating_sum']).where('id', '=', gameId).executeTakeFirstOrThrow();
    const rows = await server.db.selectFrom('game_ratings').select('stars').where('game_id', '=', gameId).execute();
    expect(rows).toHaveLength(8);
    expect(game).toEqual({ rating_count: 8, rating_sum: rows.reduce((sum, row) => sum + row.stars, 0) });
  });

  it.each([[{ stars: 0 }], [{ stars: 6 }], [{ stars: 'x' }], [{ stars: 2.5 }], [{}]])('refuses %j with 422 and an unknown game with 404', async (body) => {
    const [me] = await members(server, 'Spiel', 1);
    const response = await me!.client.put(`/api/games/${gameIds[0]!}/rating`, body);
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('Bitte vergib 1 bis 5 Sterne.');
    expect((await me!.client.put('/api/games/999999/rating', { stars: 3 })).status).toBe(404);
  });
});

describe('recommendations', () => {
  it('gives a visitor the popular games and a player games of the categories they lean to, never their favourites', async () => {
    const forVisitor = await visitor.get('/api/recommended-games');
    expect(forVisitor.status).toBe(200);
    expect(forVisitor.body.recommendedGames.length).toBeGreaterThan(0);
    for (const entry of forVisitor.body.recommendedGames) expect(entry.reason).toBe('popular');

    const [me] = await members(server, 'Spiel', 1);
    const games = await server.db.selectFrom('games').select(['id', 'categories']).orderBy('id').execute();
    const racing = games.filter((game) => JSON.parse(game.categories).includes('Rennspiel'));
    expect(racing.length).toBeGreaterThanOrEqual(2);
    await me!.client.post('/api/favoriteGames', { game_id: racing[0]!.id });
    const mine = (await me!.client.get('/api/recommended-games')).body.recommendedGames as { game: { id: number; categories: string[] }; reason: string; category: string | null }[];
    expect(mine.map((entry) => entry.game.id)).not.toContain(racing[0]!.id);
    expect(mine[0]).toMatchObject({ reason: 'category' });
    expect(mine[0]!.game.categories).toContain(mine[0]!.category);
    // The favourite's categories lead: every game sharing one of them comes before every game that shares none.
    const leaning = new Set(JSON.parse(racing[0]!.categories) as string[]);
    expect(leaning.has(mine[0]!.category!)).toBe(true);
    const shares = mine.map((entry) => entry.game.categories.some((category) => leaning.has(category)));
    expect(shares.slice(0, shares.lastIndexOf(true) + 1).every(Boolean)).toBe(true);
  });
});

describe('trending games', () => {
  it('does not exist while the flag is off, then ranks recent plays and favourites with admin pins first', async () => {
    // Off: the call does not exist for anyone (as every feature guard answers).
    expect((await visitor.get('/api/trending-games')).status).toBe(404);

    // The demo community's plays and favourites moved out of the window (kept, so every counter stays true): which
    // demo games made the top ten depended on the order PostgreSQL returned the seed's people in, and a game with one
    // favourite fell out of it now and then.
    const longAgo = nowIso(new Date(Date.now() - 60 * 86_400_000));
    await server.db.updateTable('session_feedback').set({ created_at: longAgo }).execute();
    await server.db.updateTable('favorite_games').set({ created_at: longAgo }).execute();
    await server.db.updateTable('last_played').set({ played_at: longAgo }).execute();

    const [p1, p2, p3] = await members(server, 'Spiel', 3);
    const [hot, warm, pinned] = [gameIds[5]!, gameIds[6]!, gameIds[7]!];
    const now = nowIso();
    for (const person of [p1!, p2!, p3!]) {
      await server.db.insertInto('session_feedback').values({ user_id: person.id, game_id: hot, session_duration_minutes: 20, created_at: now }).execute();
    }
    await p1!.client.post('/api/favoriteGames', { game_id: warm });
    // Older than the window: does not count.
    await server.db.insertInto('session_feedback').values({ user_id: p1!.id, game_id: pinned, session_duration_minutes: 20, created_at: nowIso(new Date(Date.now() - 30 * 86_400_000)) }).execute();

    const adminView = (await admin.get('/api/admin/trending-games')).body as TrendingGamesAnswer;
    const score = (id: number) => adminView.trendingGames.find((entry) => entry.game.id === id);
    expect(score(hot)).toMatchObject({ pinned: false });
    expect(score(hot)!.plays).toBeGreaterThanOrEqual(3);
    expect(score(warm)!.favorites).toBeGreaterThanOrEqual(1);

    const pin = await admin.post('/api/admin/trending-games/pins', { game_id: pinned, position: 1 });
    expect(pin.status).toBe(200);
    expect(pin.body.trendingGames[0]).toMatchObject({ game: { id: pinned }, pinned: true });
    expect((await p1!.client.post('/api/admin/trending-games/pins', { game_id: pinned })).status).toBe(403);
    expect((await admin.post('/api/admin/trending-games/pins', { game_id: 999999 })).status).toBe(404);

    expect((await admin.patch('/api/admin/feature-flags/trending_games_feature', { enabledForAll: true })).status).toBe(200);
    const open = await visitor.get('/api/trending-games');
    expect(open.status).toBe(200);
    expect(open.body.trendingGames[0].game.id).toBe(pinned);
    expect(open.body.trendingGames.map((entry: { game: { id: number } }) => entry.game.id)).toContain(hot);

    expect((await admin.delete(`/api/admin/trending-games/pins/${pinned}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/trending-games/pins/${pinned}`)).status).toBe(404);
  });
});

describe('play dashboard', () => {
  it('answers the four lists, from the cache the second time, and afresh after a change', async () => {
    const [me, other] = await members(server, 'Spiel', 2);
    const gameId = gameIds[8]!;
    const first = await me!.client.get('/api/play-dashboard');
    expect(first.status).toBe(200);
    const empty = first.body as PlayDashboard;
    expect(empty).toMatchObject({ lastPlayed: [], favoriteGames: [], recentUpdates: [], cached: false });
    expect(empty.recommendedGames.length).toBeGreaterThan(0);
    expect((await me!.client.get('/api/play-dashboard')).body.cached).toBe(true);
    expect((await me!.client.get('/api/play-dashboard?cache=false')).body.cached).toBe(false);

    // A favourite drops the cached dashboard.
    await me!.client.post('/api/favoriteGames', { game_id: gameId });
    const changed = (await me!.client.get('/api/play-dashboard')).body as PlayDashboard;
    expect(changed.cached).toBe(false);
    expect(changed.favoriteGames.map((entry) => entry.game.id)).toEqual([gameId]);

    // A play too; and an update of a favourite shows under recentUpdates.
    await me!.client.post('/api/lastPlayed', { game_id: gameId });
    await server.db.insertInto('game_updates').values({ game_id: gameId, title: 'Patch 1.1', content: 'Neue Level', created_at: nowIso() }).execute();
    expect((await me!.client.post('/api/play-dashboard/invalidate')).status).toBe(204);
    const played = (await me!.client.get('/api/play-dashboard')).body as PlayDashboard;
    expect(played.lastPlayed.map((entry) => entry.game.id)).toEqual([gameId]);
    expect(played.recentUpdates.map((update) => update.title)).toContain('Patch 1.1');

    expect((await me!.client.get(`/api/play-dashboard?userId=${other!.id}`)).status).toBe(403);
    expect((await me!.client.get(`/api/play-dashboard?userId=${me!.id}`)).status).toBe(200);
    expect((await me!.client.get('/api/play-dashboard?cache=vielleicht')).status).toBe(422);
    expect((await visitor.get('/api/play-dashboard')).status).toBe(401);
    expect((await visitor.post('/api/play-dashboard/invalidate')).status).toBe(401);
  });
});

describe('demo data', () => {
  it('keeps every game’s favourite counter equal to its favourites', async () => {
    const rows = await server.db
      .selectFrom('games')
      .select(['games.id', 'games.favorites_count', (eb) => eb.selectFrom('favorite_games').select((inner) => inner.fn.countAll<number | string>().as('n')).whereRef('favorite_games.game_id', '=', 'games.id').as('actual')])
      .execute();
    for (const row of rows) expect(row.favorites_count, `game ${row.id}`).toBe(Number(row.actual));
    expect(await userId(server, DEMO.mia)).toBeGreaterThan(0);
  });
});
