// Game updates (spec §7 the game-updates calls, §8 their messages) over real HTTP, on SQLite and
// PostgreSQL: a game's creator or an admin writes, edits and deletes them; another creator or a player gets a
// 403; everyone reads them; the people who favour the game get an event; bad bodies a 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameUpdatesAnswer, UpdatesPage } from '../../common/contract/updates';
import { nowIso } from '../../server/db';
import { insertUsers } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { userId } from './support/posts';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;
let admin: TestClient;
let creator: TestClient;
let mia: TestClient;
let ids: { creator: number; mia: number };
let gameId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '100' } });
  visitor = server.client();
  await visitor.csrf();
  [admin, creator, mia] = await Promise.all([server.loginAs(DEMO.admin), server.loginAs(DEMO.creator), server.loginAs(DEMO.mia)]);
  ids = { creator: await userId(server, DEMO.creator), mia: await userId(server, DEMO.mia) };
  const game = await server.db
    .insertInto('games')
    .values({ name: 'Updatetest', description: '', categories: '["Arcade"]', release_date: '2025-01-01', developer: 'X', publisher: 'Y', age_rating: 0, creator_id: ids.creator, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  gameId = game.id;
});
afterAll(() => server.close());

describe('writing updates', () => {
  it('lets the game’s creator post (201 with the §8 message), edit with PUT and PATCH and delete', async () => {
    const created = await creator.post('/api/game-updates', { game_id: gameId, title: '  Winter-Patch  ', content: 'Neue Level\nund Schnee', version: '1.2' });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Update erfolgreich erstellt');
    expect(created.body.update).toMatchObject({ game_id: gameId, title: 'Winter-Patch', content: 'Neue Level\nund Schnee', version: '1.2', author: { id: ids.creator }, game: { id: gameId, name: 'Updatetest' } });
    const id = created.body.update.id as number;

    const put = await creator.put(`/api/game-updates/${id}`, { title: 'Winter-Patch 1.2.1', version: '1.2.1' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ message: 'Update erfolgreich aktualisiert', update: { title: 'Winter-Patch 1.2.1', version: '1.2.1', content: 'Neue Level\nund Schnee' } });
    expect(put.body.update.updated_at).not.toBeNull();
    const patch = await creator.patch(`/api/game-updates/${id}`, { version: '' });
    expect(patch.body.update.version).toBeNull();

    expect((await visitor.get(`/api/game-updates/${id}`)).body.update.title).toBe('Winter-Patch 1.2.1');
    const removed = await creator.delete(`/api/game-updates/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Update erfolgreich gelöscht');
    expect((await visitor.get(`/api/game-updates/${id}`)).status).toBe(404);
    expect((await creator.delete(`/api/game-updates/${id}`)).status).toBe(404);
  });

  it('refuses everyone else with a 403 and lets an admin do it all', async () => {
    const [other] = await insertUsers(server, 'Fremdcreator', 1);
    const stranger = await server.loginAs(other!.email);
    await server.db.updateTable('users').set({ role: 'creator' }).where('id', '=', other!.id).execute();
    for (const client of [mia, stranger]) {
      const refused = await client.post('/api/game-updates', { game_id: gameId, title: 'Fake', content: 'Nein' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Updates zu diesem Spiel kann nur sein Creator oder ein Admin schreiben.');
    }
    const byAdmin = await admin.post('/api/game-updates', { game_id: gameId, title: 'Hotfix', content: 'Absturz behoben' });
    expect(byAdmin.status).toBe(201);
    const id = byAdmin.body.update.id as number;
    for (const client of [mia, stranger]) {
      expect((await client.patch(`/api/game-updates/${id}`, { title: 'Gehackt' })).status).toBe(403);
      expect((await client.put(`/api/game-updates/${id}`, { title: 'Gehackt' })).status).toBe(403);
      expect((await client.delete(`/api/game-updates/${id}`)).status).toBe(403);
    }
    expect((await visitor.post('/api/game-updates', { game_id: gameId, title: 'x', content: 'y' })).status).toBe(401);
    expect((await creator.patch(`/api/game-updates/${id}`, { title: 'Hotfix 2' })).status).toBe(200);
    expect((await admin.delete(`/api/game-updates/${id}`)).status).toBe(200);
  });

  it.each([
    [{ title: '', content: 'x' }, 'title'],
    [{ title: '   ', content: 'x' }, 'title'],
    [{ title: 'x'.repeat(121), content: 'x' }, 'title'],
    [{ title: 'x', content: '' }, 'content'],
    [{ title: 'x', content: 'x'.repeat(5001) }, 'content'],
    [{ title: 'x', content: 'x', version: 'v'.repeat(33) }, 'version'],
    [{ title: 'x', content: 'x', game_id: 'abc' }, 'game_id'],
  ])('refuses %j with a 422 naming %s', async (body, field) => {
    const response = await creator.post('/api/game-updates', { game_id: gameId, ...body });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toContain(field);
  });

  it('answers 404 for an unknown game or update', async () => {
    expect((await creator.post('/api/game-updates', { game_id: 999999, title: 'x', content: 'y' })).status).toBe(404);
    expect((await creator.patch('/api/game-updates/999999', { title: 'x' })).status).toBe(404);
    expect((await visitor.get('/api/games/999999/updates')).status).toBe(404);
    expect((await visitor.get('/api/game-updates/game/999999')).status).toBe(404);
  });
});

describe('reading updates', () => {
  it('lists a game’s updates with the game and their total, newest first, and all games with updates', async () => {
    for (const title of ['Erstes', 'Zweites', 'Drittes']) {
      expect((await creator.post('/api/game-updates', { game_id: gameId, title, content: `${title} Update` })).status).toBe(201);
    }
    const page = (await visitor.get(`/api/games/${gameId}/updates`)).body as GameUpdatesAnswer;
    expect(page.game).toMatchObject({ id: gameId, name: 'Updatetest', creator_id: ids.creator });
    expect(page.total_updates).toBe(3);
    expect(page.updates.map((update) => update.title)).toEqual(['Drittes', 'Zweites', 'Erstes']);
    expect((await visitor.get(`/api/game-updates/game/${gameId}`)).body.updates).toHaveLength(3);
    const recent = (await visitor.get('/api/game-updates')).body as UpdatesPage;
    expect(recent.updates[0]!.title).toBe('Drittes');
    const games = (await visitor.get('/api/game-updates/games')).body.games as { id: number; total_updates: number }[];
    expect(games[0]).toMatchObject({ id: gameId, total_updates: 3 });
    expect((await visitor.get('/api/game-updates?page=0')).status).toBe(422);
  });

  it('tells the people who favour the game, and lists their favourites’ updates for them only', async () => {
    const [fan, other] = await insertUsers(server, 'Updatefan', 2);
    const fanClient = await server.loginAs(fan!.email);
    await fanClient.post('/api/favoriteGames', { game_id: gameId });
    const created = await creator.post('/api/game-updates', { game_id: gameId, title: 'Für Fans', content: 'Danke!' });
    const events = await server.db.selectFrom('social_events').select(['user_id', 'actor_id', 'subject_id']).where('type', '=', 'game_update').where('subject_id', '=', created.body.update.id).execute();
    expect(events).toEqual([{ user_id: fan!.id, actor_id: ids.creator, subject_id: created.body.update.id }]);

    const mine = await fanClient.get('/api/game-updates/favorites');
    expect(mine.body.updates[0].title).toBe('Für Fans');
    expect((await fanClient.get(`/api/game-updates/favorites?userId=${other!.id}`)).status).toBe(403);
    expect((await visitor.get('/api/game-updates/favorites')).status).toBe(401);
    const dashboard = await fanClient.get('/api/play-dashboard');
    expect(dashboard.body.recentUpdates[0].title).toBe('Für Fans');
  });

  it('keeps the full list for admins only', async () => {
    expect((await admin.get('/api/admin/game-updates')).status).toBe(200);
    expect((await creator.get('/api/admin/game-updates')).status).toBe(403);
    expect((await visitor.get('/api/admin/game-updates')).status).toBe(401);
  });
});
