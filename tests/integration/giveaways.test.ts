// Giveaways (spec §5 giveaway check, §7 /api/giveaways/batch-check) over real HTTP, on SQLite and
// PostgreSQL: who may start and cancel one, entering once (also at the same moment), after the end or when
// cancelled, the draw with its published seed that anyone can re-run, the admin's "draw now", concurrent
// draws, the real has_active_giveaway flag, and the batch check's bad inputs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Giveaway, GiveawayAudit } from '../../common/contract/giveaways';
import { drawWinners } from '../../common/rules/giveaway-draw';
import { nowIso } from '../../server/db';
import { drawGiveaway } from '../../server/modules/giveaways/service';
import { insertUsers } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { userId } from './support/posts';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;
let admin: TestClient;
let creator: TestClient;
let mia: TestClient;
let gameId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '100' } });
  visitor = server.client();
  await visitor.csrf();
  [admin, creator, mia] = await Promise.all([server.loginAs(DEMO.admin), server.loginAs(DEMO.creator), server.loginAs(DEMO.mia)]);
  const creatorId = await userId(server, DEMO.creator);
  gameId = (
    await server.db
      .insertInto('games')
      .values({ name: 'Gewinnspielspiel', description: '', categories: '["Arcade"]', release_date: '2025-01-01', developer: 'X', publisher: 'Y', age_rating: 0, creator_id: creatorId, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function start(body: Record<string, unknown> = {}, client = creator): Promise<Giveaway> {
  const response = await client.post('/api/giveaways', { game_id: gameId, prize: 'Ein Steam-Key', description: 'Viel Glück!', winner_count: 2, ends_at: inDays(3), ...body });
  expect(response.status, response.text).toBe(201);
  return response.body.giveaway as Giveaway;
}

describe('starting and cancelling', () => {
  it('lets the game’s creator and admins start one; others get 403; the game shows the flag', async () => {
    const giveaway = await start();
    expect(giveaway).toMatchObject({ status: 'open', prize: 'Ein Steam-Key', winner_count: 2, entries_count: 0, game: { id: gameId }, winners: [], my_entry: null });
    expect((await visitor.get(`/api/games/${gameId}`)).body.game.has_active_giveaway).toBe(true);
    expect((await mia.post('/api/giveaways', { game_id: gameId, prize: 'x', ends_at: inDays(1) })).status).toBe(403);
    expect((await visitor.post('/api/giveaways', { game_id: gameId, prize: 'x', ends_at: inDays(1) })).status).toBe(401);
    await start({ prize: 'Admin-Preis' }, admin);

    expect((await mia.delete(`/api/giveaways/${giveaway.id}`)).status).toBe(403);
    const cancelled = await creator.delete(`/api/giveaways/${giveaway.id}`);
    expect(cancelled.body.giveaway.status).toBe('cancelled');
    expect((await creator.delete(`/api/giveaways/${giveaway.id}`)).status).toBe(409);
    const entry = await mia.post(`/api/giveaways/${giveaway.id}/enter`);
    expect(entry.status).toBe(409);
    expect(entry.body.message).toBe('Dieses Gewinnspiel wurde abgesagt.');
  });

  it.each([
    [{ prize: '' }, 'prize'],
    [{ winner_count: 0 }, 'winner_count'],
    [{ winner_count: 101 }, 'winner_count'],
    [{ ends_at: 'morgen' }, 'ends_at'],
    [{ ends_at: new Date(Date.now() - 60_000).toISOString() }, 'ends_at'],
    [{ ends_at: inDays(400) }, 'ends_at'],
  ])('refuses %j with a 422 naming %s', async (body, field) => {
    const response = await creator.post('/api/giveaways', { game_id: gameId, prize: 'Preis', ends_at: inDays(1), ...body });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toContain(field);
  });
});

describe('entering', () => {
  it('enters once (201, then 200), also when the same person clicks many times at once', async () => {
    const giveaway = await start();
    const answers = await Promise.all(Array.from({ length: 6 }, () => mia.post(`/api/giveaways/${giveaway.id}/enter`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const after = (await mia.get(`/api/giveaways/${giveaway.id}`)).body.giveaway as Giveaway;
    expect(after.entries_count).toBe(1);
    expect(after.my_entry).toMatchObject({ won: false });
    expect((await creator.post(`/api/giveaways/${giveaway.id}/enter`)).status).toBe(403);
    expect((await visitor.post(`/api/giveaways/${giveaway.id}/enter`)).status).toBe(401);
    expect((await mia.post('/api/giveaways/999999/enter')).status).toBe(404);
    const mine = (await mia.get('/api/my-entries')).body.entries as Giveaway[];
    expect(mine.map((entry) => entry.id)).toContain(giveaway.id);
    const own = (await creator.get('/api/my-giveaways')).body.giveaways as Giveaway[];
    expect(own.map((entry) => entry.id)).toContain(giveaway.id);
  });

  it('refuses an entry after the end, and then draws it on the next look', async () => {
    const giveaway = await start({ winner_count: 1 });
    await mia.post(`/api/giveaways/${giveaway.id}/enter`);
    await server.db.updateTable('giveaways').set({ ends_at: nowIso(new Date(Date.now() - 1000)) }).where('id', '=', giveaway.id).execute();
    const [late] = await insertUsers(server, 'Spaet', 1);
    const lateClient = await server.loginAs(late!.email);
    const refused = await lateClient.post(`/api/giveaways/${giveaway.id}/enter`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Dieses Gewinnspiel ist schon vorbei.');
    const drawn = (await visitor.get(`/api/giveaways/${giveaway.id}`)).body.giveaway as Giveaway;
    expect(drawn.status).toBe('drawn');
    expect(drawn.winners.map((winner) => winner.name)).toEqual(['Mia_Zockt']);
    expect((await mia.get(`/api/giveaways/${giveaway.id}`)).body.giveaway.my_entry).toMatchObject({ won: true });
  });
});

describe('the draw', () => {
  it('draws winners an auditor can re-run from the published seed and entry list, and tells them', async () => {
    const giveaway = await start({ winner_count: 2 });
    const people = await insertUsers(server, 'Losglueck', 6);
    for (const person of people) expect((await (await server.loginAs(person.email)).post(`/api/giveaways/${giveaway.id}/enter`)).status).toBe(201);
    expect((await creator.post(`/api/admin/giveaways/${giveaway.id}/draw`)).status).toBe(403);
    const drawn = await admin.post(`/api/admin/giveaways/${giveaway.id}/draw`);
    expect(drawn.status).toBe(200);
    const result = drawn.body.giveaway as Giveaway;
    expect(result).toMatchObject({ status: 'drawn', entries_count: 6 });
    expect(result.winners).toHaveLength(2);
    expect(result.draw_seed).toMatch(/^[0-9a-f]{64}$/);

    const audit = (await visitor.get(`/api/giveaways/${giveaway.id}/audit`)).body as GiveawayAudit;
    const rerun = await drawWinners(globalThis.crypto.subtle, audit.draw_seed, audit.entries, audit.winner_count);
    expect(rerun.entriesHash).toBe(result.entries_hash);
    expect([...rerun.winners].sort()).toEqual([...audit.winner_entry_ids].sort());

    const winnerIds = result.winners.map((winner) => winner.id);
    const events = await server.db.selectFrom('social_events').select('user_id').where('type', '=', 'giveaway_won').where('subject_id', '=', giveaway.id).execute();
    expect(events.map((event) => event.user_id).sort()).toEqual([...winnerIds].sort());
    // Everyone who took part hears the result: two that they won, four that it is drawn.
    const told = await server.db
      .selectFrom('notifications')
      .select(['user_id', 'type'])
      .where('source', '=', `giveaway:${giveaway.id}`)
      .execute();
    expect(told.filter((row) => row.type === 'giveaway_won').map((row) => row.user_id).sort()).toEqual([...winnerIds].sort());
    const others = people.map((person) => person.id).filter((id) => !winnerIds.includes(id));
    expect(told.filter((row) => row.type === 'giveaway_drawn').map((row) => row.user_id).sort()).toEqual(others.sort());
    expect((await admin.post(`/api/admin/giveaways/${giveaway.id}/draw`)).status).toBe(409);
    expect((await visitor.get(`/api/games/${gameId}`)).status).toBe(200);
  });

  it('draws once when several workers try at the same moment', async () => {
    const giveaway = await start({ winner_count: 1 });
    for (const person of await insertUsers(server, 'Parallel', 3)) await (await server.loginAs(person.email)).post(`/api/giveaways/${giveaway.id}/enter`);
    await server.db.updateTable('giveaways').set({ ends_at: nowIso(new Date(Date.now() - 1000)) }).where('id', '=', giveaway.id).execute();
    const results = await Promise.all(Array.from({ length: 4 }, () => drawGiveaway(server.deps, giveaway.id)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const winners = await server.db.selectFrom('giveaway_entries').select('id').where('giveaway_id', '=', giveaway.id).where('won', '=', 1).execute();
    expect(winners).toHaveLength(1);
  });

  it('keeps the audit closed until the draw', async () => {
    const giveaway = await start();
    expect((await visitor.get(`/api/giveaways/${giveaway.id}/audit`)).status).toBe(409);
  });
});

describe('lists', () => {
  it('lists open ones soonest end first and past ones, also per game, and all for admins', async () => {
    const open = (await visitor.get('/api/giveaways')).body.giveaways as Giveaway[];
    expect(open.every((entry) => entry.status === 'open')).toBe(true);
    const ends = open.map((entry) => entry.ends_at);
    expect(ends).toEqual([...ends].sort());
    const past = (await visitor.get('/api/giveaways?status=past')).body.giveaways as Giveaway[];
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((entry) => entry.status !== 'open' || entry.ends_at <= nowIso())).toBe(true);
    const ofGame = (await visitor.get(`/api/giveaways?game_id=${gameId}`)).body.giveaways as Giveaway[];
    expect(ofGame.every((entry) => entry.game.id === gameId)).toBe(true);
    expect((await admin.get('/api/admin/giveaways')).status).toBe(200);
    expect((await mia.get('/api/admin/giveaways')).status).toBe(403);
    expect((await visitor.get('/api/giveaways?status=bald')).status).toBe(422);
  });
});

describe('POST /api/giveaways/batch-check', () => {
  it('answers success and per game id, de-duplicated, accepting numeric strings', async () => {
    const other = (await server.db.selectFrom('games').select('id').where('id', '!=', gameId).executeTakeFirstOrThrow()).id;
    const response = await visitor.post('/api/giveaways/batch-check', { game_ids: [gameId, gameId, String(other)] });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(Object.keys(response.body.data).sort()).toEqual([String(gameId), String(other)].sort());
    expect(response.body.data[String(gameId)]).toMatchObject({ has_active_giveaway: true, giveaway_id: expect.any(Number) });
  });

  it.each([[[]], [[-1]], [['x']], [[0]], [[1.5]], [Array.from({ length: 10_000 }, (_, index) => index + 1)], ['1,2'], [null]])(
    'refuses game_ids %j with a 422',
    async (gameIds) => {
      const response = await visitor.post('/api/giveaways/batch-check', { game_ids: gameIds });
      expect(response.status).toBe(422);
      // The list itself ("game_ids") or the entry at fault ("game_ids.0"), as Laravel names them.
      expect(Object.keys(response.body.errors).some((key) => key === 'game_ids' || key.startsWith('game_ids.'))).toBe(true);
    },
  );
});
