// The creators' leaderboard (spec §7 GET /api/game-creators-leaderboard, §9 default limit 10) over
// real HTTP, on SQLite and PostgreSQL, with a hand-made fixture: two new creators whose games gather plays,
// favourites and likes inside and outside the period.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardAnswer } from '../../common/contract/leaderboard';
import { nowIso } from '../../server/db';
import { insertUsers } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { insertPost } from './support/posts';
import { type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;
let alpha: { id: number };
let beta: { id: number };

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_SCALE: '100' } });
  visitor = server.client();
  // Only the fixture's figures count: nothing of the demo data should score in the period.
  for (const table of ['likes', 'favorite_games', 'session_feedback'] as const) await server.db.deleteFrom(table).execute();
  const creators = await insertUsers(server, 'Rangcreator', 2);
  [alpha, beta] = [creators[0]!, creators[1]!];
  const fans = await insertUsers(server, 'Rangfan', 6);
  const game = async (creator: number, name: string) =>
    (
      await server.db
        .insertInto('games')
        .values({ name, description: '', categories: '["Arcade"]', release_date: '2025-01-01', developer: 'X', publisher: 'Y', age_rating: 0, creator_id: creator, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const [a1, a2, b1] = [await game(alpha.id, 'Alpha Eins'), await game(alpha.id, 'Alpha Zwei'), await game(beta.id, 'Beta Eins')];
  const recent = nowIso(new Date(Date.now() - 2 * 86_400_000));
  const old = nowIso(new Date(Date.now() - 60 * 86_400_000));
  // Alpha this week: 3 plays + 1 favourite (3) = 6; long ago: 10 plays.
  for (const fan of fans.slice(0, 3)) {
    await server.db.insertInto('session_feedback').values({ user_id: fan.id, game_id: a1, session_duration_minutes: 10, created_at: recent }).execute();
  }
  for (let round = 0; round < 10; round++) {
    await server.db.insertInto('session_feedback').values({ user_id: fans[0]!.id, game_id: a2, session_duration_minutes: 10, created_at: old }).execute();
  }
  await server.db.insertInto('favorite_games').values({ user_id: fans[0]!.id, game_id: a2, created_at: recent }).execute();
  // Beta this week: 2 favourites (6) + 2 likes of a clip about its game = 8.
  await server.db.insertInto('favorite_games').values([{ user_id: fans[1]!.id, game_id: b1, created_at: recent }, { user_id: fans[2]!.id, game_id: b1, created_at: recent }]).execute();
  const clip = await insertPost(server, { user_id: fans[3]!.id, game_id: b1 });
  await server.db.insertInto('likes').values([{ user_id: fans[4]!.id, post_id: clip, created_at: recent }, { user_id: fans[5]!.id, post_id: clip, created_at: recent }]).execute();
});
afterAll(() => server.close());

async function board(query = ''): Promise<LeaderboardAnswer> {
  const response = await visitor.get(`/api/game-creators-leaderboard${query}`);
  expect(response.status, response.text).toBe(200);
  return response.body as LeaderboardAnswer;
}

describe('GET /api/game-creators-leaderboard', () => {
  it('ranks the week by plays, favourites (×3) and likes', async () => {
    const { rows, period } = await board('?period=week');
    expect(period).toBe('week');
    expect(rows.slice(0, 2)).toEqual([
      { rank: 1, user: expect.objectContaining({ id: beta.id }), games: 1, plays: 0, favorites: 2, likes: 2, score: 8 },
      { rank: 2, user: expect.objectContaining({ id: alpha.id }), games: 2, plays: 3, favorites: 1, likes: 0, score: 6 },
    ]);
  });

  it('counts everything for "all", and the old plays put Alpha first', async () => {
    const { rows } = await board('?period=all');
    expect(rows[0]).toMatchObject({ user: { id: alpha.id }, plays: 13, score: 16 });
  });

  it('answers 10 rows at most by default, and as many as asked up to 50', async () => {
    expect((await board()).rows.length).toBeLessThanOrEqual(10);
    expect((await board('?limit=1')).rows).toHaveLength(1);
  });

  it.each(['?limit=0', '?limit=51', '?limit=x', '?period=year'])('refuses %s with a 422', async (query) => {
    expect((await visitor.get(`/api/game-creators-leaderboard${query}`)).status).toBe(422);
  });
});
