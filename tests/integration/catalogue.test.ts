// The games catalogue (spec §2 /games and /play/category/{category}, §7 GET /api/games and
// GET /api/games/{id}) over real HTTP on SQLite and PostgreSQL: pages, category filter, the four sorts, search
// within the catalogue, the browser-build filter, the category counts, the real giveaway flag, a game's clips,
// and bad parameters as clear 422s.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GameCategoriesResponse, GameResponse, GamesResponse } from '../../common/contract/games';
import { nowIso } from '../../server/db';
import type { TestClient } from './support/http-client';
import { insertPost, userId } from './support/posts';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;
let mia: TestClient;
let ids: { mia: number; paul: number; creator: number };
let allGames: { id: number; name: string; categories: string; release_date: string; browser_build: string | null }[];

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '100' } });
  visitor = server.client();
  mia = await server.loginAs(DEMO.mia);
  ids = { mia: await userId(server, DEMO.mia), paul: await userId(server, DEMO.paul), creator: await userId(server, DEMO.creator) };
  allGames = await server.db.selectFrom('games').select(['id', 'name', 'categories', 'release_date', 'browser_build']).execute();
});
afterAll(() => server.close());
beforeEach(() => server.deps.caches.clear());

async function catalogue(query = '', client = visitor): Promise<GamesResponse> {
  const response = await client.get(`/api/games${query}`);
  expect(response.status, response.text).toBe(200);
  return response.body as GamesResponse;
}

async function insertGame(name: string, fields: { categories?: string[]; release_date?: string; favorites_count?: number } = {}) {
  const row = await server.db
    .insertInto('games')
    .values({
      name,
      description: 'Ein Testspiel',
      categories: JSON.stringify(fields.categories ?? ['Arcade']),
      release_date: fields.release_date ?? '2020-01-01',
      developer: 'Testhaus',
      publisher: 'Testverlag',
      age_rating: 6,
      favorites_count: fields.favorites_count ?? 0,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET /api/games', () => {
  it('answers the first page, most popular first, with the total', async () => {
    const page = await catalogue();
    expect(page.page).toBe(1);
    expect(page.per_page).toBe(24);
    expect(page.total).toBe(allGames.length);
    expect(page.games.length).toBe(Math.min(24, allGames.length));
    const counts = page.games.map((game) => game.favorites_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('pages through every game exactly once', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(allGames.length / 5); page++) {
      const answer = await catalogue(`?per_page=5&page=${page}&sort=name`);
      seen.push(...answer.games.map((game) => game.id));
    }
    expect(seen.length).toBe(allGames.length);
    expect(new Set(seen).size).toBe(allGames.length);
    const beyond = await catalogue(`?per_page=5&page=${Math.ceil(allGames.length / 5) + 1}`);
    expect(beyond.games).toEqual([]);
    expect(beyond.total).toBe(allGames.length);
  });

  it('filters by a category slug, umlauts included', async () => {
    const racing = await catalogue('?category=rennspiel&per_page=48');
    const expected = allGames.filter((game) => JSON.parse(game.categories).includes('Rennspiel'));
    expect(expected.length).toBeGreaterThan(0);
    expect(racing.total).toBe(expected.length);
    for (const game of racing.games) expect(game.categories).toContain('Rennspiel');

    const puzzles = await catalogue('?category=raetsel&per_page=48');
    for (const game of puzzles.games) expect(game.categories).toContain('Rätsel');
    expect(puzzles.total).toBe(allGames.filter((game) => JSON.parse(game.categories).includes('Rätsel')).length);
  });

  it('sorts by name, by release date and by rating', async () => {
    const byName = (await catalogue('?sort=name&per_page=48')).games.map((game) => game.name);
    // German order: umlauts with their letter (Ödland next to O, not after Z).
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'de', { sensitivity: 'base', numeric: true })));
    expect(byName.findIndex((name) => name.startsWith('Ö'))).toBeLessThan(byName.findIndex((name) => name.startsWith('P')));

    const byDate = (await catalogue('?sort=new&per_page=48')).games.map((game) => game.release_date);
    expect(byDate).toEqual([...byDate].sort().reverse());

    // Only two rated games for this check; the seeded stars come back afterwards.
    const [good, better] = [allGames[0]!, allGames[1]!];
    await server.db.updateTable('games').set({ rating_count: 0, rating_sum: 0 }).execute();
    await server.db.updateTable('games').set({ rating_count: 2, rating_sum: 8 }).where('id', '=', good.id).execute();
    await server.db.updateTable('games').set({ rating_count: 1, rating_sum: 5 }).where('id', '=', better.id).execute();
    try {
      const rated = (await catalogue('?sort=rating&per_page=48')).games;
      expect(rated.slice(0, 2).map((game) => game.id)).toEqual([better.id, good.id]);
      expect(rated[1]!.rating).toEqual({ average: 4, count: 2 });
      expect(rated[2]!.rating.average).toBeNull();
    } finally {
      await sql`UPDATE games SET
          rating_count = (SELECT count(*) FROM game_ratings WHERE game_ratings.game_id = games.id),
          rating_sum = (SELECT coalesce(sum(stars), 0) FROM game_ratings WHERE game_ratings.game_id = games.id)`.execute(server.db);
    }
  });

  it('searches within the catalogue, German-aware, best match first, and combines with a category', async () => {
    const id = await insertGame('Bäckerei der Rätsel', { categories: ['Rätsel', 'Casual'] });
    try {
      const found = await catalogue(`?q=${encodeURIComponent('baeckerei')}`);
      expect(found.games[0]?.id).toBe(id);
      const inCategory = await catalogue(`?q=${encodeURIComponent('Bäckerei')}&category=raetsel`);
      expect(inCategory.games.map((game) => game.id)).toContain(id);
      const elsewhere = await catalogue(`?q=${encodeURIComponent('Bäckerei')}&category=horror`);
      expect(elsewhere.games.map((game) => game.id)).not.toContain(id);
      const nothing = await catalogue(`?q=${encodeURIComponent('xyzzyquux')}`);
      expect(nothing).toMatchObject({ games: [], total: 0 });
      // Only punctuation: nothing to look for, not an error.
      expect((await catalogue(`?q=${encodeURIComponent('"*(')}`)).total).toBe(0);
    } finally {
      await server.db.deleteFrom('games').where('id', '=', id).execute();
    }
  });

  it('shows only games with a browser build when asked', async () => {
    const browser = await catalogue('?browser=1&per_page=48');
    expect(browser.total).toBe(allGames.filter((game) => game.browser_build).length);
    for (const game of browser.games) expect(game.browser_build).toMatch(/^\/play-sandbox\//);
  });

  it.each([
    ['?category=ballerspiel', 'category'],
    ['?category=Rennspiel', 'category'],
    ['?sort=beliebtheit', 'sort'],
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=x', 'page'],
    ['?per_page=49', 'per_page'],
    ['?per_page=1e3', 'per_page'],
    ['?browser=ja', 'browser'],
    [`?q=${'a'.repeat(101)}`, 'q'],
  ])('refuses %s with a 422 naming %s', async (query, field) => {
    const response = await visitor.get(`/api/games${query}`);
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors ?? {})).toContain(field);
    expect(response.body.message).toEqual(expect.any(String));
  });
});

describe('GET /api/games/categories', () => {
  it('counts the games of each fixed category', async () => {
    const response = await visitor.get('/api/games/categories');
    expect(response.status).toBe(200);
    const { categories } = response.body as GameCategoriesResponse;
    expect(categories.length).toBe(20);
    const strategy = categories.find((entry) => entry.slug === 'strategie');
    expect(strategy?.count).toBe(allGames.filter((game) => JSON.parse(game.categories).includes('Strategie')).length);
  });
});

describe('has_active_giveaway', () => {
  it('is true while an open giveaway runs and false after its end or when cancelled', async () => {
    const id = await insertGame('Gewinnspieltest');
    const giveaway = (ends: number, status: 'open' | 'cancelled' = 'open') =>
      server.db
        .insertInto('giveaways')
        .values({ game_id: id, creator_id: ids.creator, prize: 'Ein Key', ends_at: nowIso(new Date(Date.now() + ends)), status, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
    const flag = async () => ((await visitor.get(`/api/games/${id}`)).body as GameResponse).game.has_active_giveaway;
    try {
      expect(await flag()).toBe(false);
      await giveaway(-60_000);
      await giveaway(86_400_000, 'cancelled');
      expect(await flag()).toBe(false);
      await giveaway(86_400_000);
      expect(await flag()).toBe(true);
      const listed = (await catalogue('?q=Gewinnspieltest')).games.find((game) => game.id === id);
      expect(listed?.has_active_giveaway).toBe(true);
    } finally {
      await server.db.deleteFrom('games').where('id', '=', id).execute();
    }
  });
});

describe('GET /api/games/{id} gamePosts', () => {
  it('lists the visible clips about the game, newest first, without hidden, unfinished or blocked ones', async () => {
    const id = await insertGame('Cliptest');
    try {
      const older = await insertPost(server, { user_id: ids.creator, game_id: id, title: 'Erster Clip', ageMinutes: 10 });
      const newer = await insertPost(server, { user_id: ids.paul, game_id: id, title: 'Zweiter Clip', ageMinutes: 1 });
      await insertPost(server, { user_id: ids.creator, game_id: id, hidden: true });
      await insertPost(server, { user_id: ids.creator, game_id: id, status: 'processing' });
      await insertPost(server, { user_id: ids.creator, title: 'Anderes Spiel' });

      const seen = ((await visitor.get(`/api/games/${id}`)).body as GameResponse).gamePosts.map((post) => post.id);
      expect(seen).toEqual([newer, older]);

      await server.db.insertInto('blocks').values({ user_id: ids.paul, blocked_id: ids.mia, created_at: nowIso() }).execute();
      // Written past the service: the event it would publish tells the caches.
      await server.deps.events.publish({ type: 'relation.changed', kind: 'block', userIds: [ids.paul, ids.mia] });
      const forMia = ((await mia.get(`/api/games/${id}`)).body as GameResponse).gamePosts.map((post) => post.id);
      expect(forMia).toEqual([older]);
    } finally {
      await server.db.deleteFrom('blocks').where('user_id', '=', ids.paul).execute();
      await server.db.deleteFrom('posts').where('game_id', '=', id).execute();
      await server.db.deleteFrom('games').where('id', '=', id).execute();
    }
  });

  it('answers 404 for a game that does not exist', async () => {
    expect((await visitor.get('/api/games/999999')).status).toBe(404);
    expect((await visitor.get('/api/games/abc')).status).toBe(404);
  });
});
