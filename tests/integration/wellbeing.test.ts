import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlternativeGamesResponse, WellbeingStats } from '../../common/contract/wellbeing';
import { DEMO, type TestServer, startTestServer } from './support/server';
import type { TestClient } from './support/http-client';

let server: TestServer;
let mia: TestClient;
let paul: TestClient;
let shortGameId: number;
let longGameId: number;

beforeAll(async () => {
  server = await startTestServer();
  mia = await server.loginAs(DEMO.mia);
  paul = await server.loginAs(DEMO.paul);
  const games = (await mia.get('/api/games')).body.games as { id: number; typical_session_minutes: number }[];
  shortGameId = games.find((game) => game.typical_session_minutes <= 15)!.id;
  longGameId = games.find((game) => game.typical_session_minutes >= 60)!.id;
});
afterAll(() => server.close());

describe('gaming goals', () => {
  it('answers 401 to visitors on every well-being call', async () => {
    const visitor = server.client();
    await visitor.csrf();
    for (const [method, path] of [
      ['GET', '/api/gaming-goals'],
      ['POST', '/api/gaming-goals'],
      ['POST', '/api/gaming-goals/session-feedback'],
      ['GET', '/api/gaming-goals/alternative-games'],
      ['GET', '/api/gaming-goals/wellbeing-stats'],
      ['GET', '/api/lastPlayed'],
      ['POST', '/api/lastPlayed'],
    ] as const) {
      const response = await visitor.request(method, path, method === 'GET' ? {} : { json: {} });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body).toMatchObject({ message: 'Unauthenticated.' });
    }
  });

  it('starts without a goal and says so for alternatives', async () => {
    expect((await mia.get('/api/gaming-goals')).body).toEqual({ goal: null, history: [] });
    const alternatives = await mia.get('/api/gaming-goals/alternative-games');
    expect(alternatives.status).toBe(404);
    expect(alternatives.body.message).toBe('Ziel nicht gefunden');
  });

  it('keeps one active goal and the earlier ones as history', async () => {
    const first = await mia.post('/api/gaming-goals', {
      goal_type: 'fulfilling',
      settings: { confirmBeforeStart: false, collectFeedback: true },
    });
    expect(first.status).toBe(201);
    expect(first.body.goal).toMatchObject({
      goal_type: 'fulfilling',
      settings: { confirmBeforeStart: false, collectFeedback: true },
      daily_minutes: 120,
      active: true,
    });
    const second = await mia.post('/api/gaming-goals', {
      goal_type: 'less',
      settings: { confirmBeforeStart: true, collectFeedback: true },
      daily_minutes: 45,
    });
    expect(second.status).toBe(201);
    const goals = (await mia.get('/api/gaming-goals')).body;
    expect(goals.goal).toMatchObject({ id: second.body.goal.id, goal_type: 'less', daily_minutes: 45 });
    expect(goals.history).toHaveLength(1);
    expect(goals.history[0]).toMatchObject({ id: first.body.goal.id, active: false });
  });

  it('rejects bad goals with field errors and keeps the current goal', async () => {
    for (const body of [
      { goal_type: 'weniger' },
      { goal_type: 'less', settings: { confirmBeforeStart: 'ja' } },
      { goal_type: 'less', daily_minutes: 5 },
      {},
    ]) {
      const response = await mia.post('/api/gaming-goals', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.body.errors).length).toBeGreaterThan(0);
    }
    expect((await mia.post('/api/gaming-goals', undefined, { body: '{"goal_type":', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect((await mia.get('/api/gaming-goals')).body.goal.goal_type).toBe('less');
  });

  it('suggests quick games and things to do offline for a "less" goal', async () => {
    const response = await mia.get<AlternativeGamesResponse>('/api/gaming-goals/alternative-games');
    expect(response.status).toBe(200);
    expect(response.body.goal_type).toBe('less');
    expect(response.body.games.length).toBeGreaterThan(0);
    expect(response.body.games.every((game) => game.typical_session_minutes <= 15)).toBe(true);
    expect(response.body.activities.map((activity) => activity.id)).toContain('walk');
  });
});

describe('session feedback and statistics', () => {
  it('records feedback and validates moods, duration and the game', async () => {
    const ok = await mia.post('/api/gaming-goals/session-feedback', {
      game_id: longGameId,
      mood_before: 2,
      mood_after: 4,
      session_duration_minutes: 50,
      additional_notes: '  Hat Spaß gemacht  ',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.feedback).toMatchObject({ game_id: longGameId, mood_before: 2, mood_after: 4, additional_notes: 'Hat Spaß gemacht' });

    const cases: [Record<string, unknown>, string][] = [
      [{ game_id: longGameId, mood_before: 0, session_duration_minutes: 10 }, 'mood_before'],
      [{ game_id: longGameId, mood_after: 6, session_duration_minutes: 10 }, 'mood_after'],
      [{ game_id: longGameId, mood_after: 3.5, session_duration_minutes: 10 }, 'mood_after'],
      [{ game_id: longGameId, session_duration_minutes: 1441 }, 'session_duration_minutes'],
      [{ game_id: longGameId, session_duration_minutes: -1 }, 'session_duration_minutes'],
      [{ game_id: 999_999, session_duration_minutes: 10 }, 'game_id'],
      [{ game_id: 'eins', session_duration_minutes: 10 }, 'game_id'],
      [{ game_id: longGameId, session_duration_minutes: 10, additional_notes: 'x'.repeat(2001) }, 'additional_notes'],
    ];
    for (const [body, field] of cases) {
      const response = await mia.post('/api/gaming-goals/session-feedback', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.errors).toHaveProperty(field);
    }
    const moodError = await mia.post('/api/gaming-goals/session-feedback', { game_id: longGameId, mood_before: 9, session_duration_minutes: 1 });
    expect(moodError.body.errors.mood_before).toEqual(['Die Stimmung muss zwischen 1 und 5 liegen.']);
  });

  it('sums today and this week, averages moods and counts days within the goal', async () => {
    await mia.post('/api/gaming-goals/session-feedback', {
      game_id: shortGameId,
      mood_before: 3,
      mood_after: 3,
      session_duration_minutes: 10,
    });
    const response = await mia.get<WellbeingStats>('/api/gaming-goals/wellbeing-stats');
    expect(response.status).toBe(200);
    const stats = response.body;
    const today = stats.days.at(-1)!;
    expect(today).toMatchObject({ minutes: 60, sessions: 2, within_goal: false });
    expect(stats.weeks.at(-1)).toMatchObject({ minutes: 60, sessions: 2 });
    expect(stats.mood).toEqual({ before_avg: 2.5, after_avg: 3.5, sessions_with_mood: 2 });
    expect(stats.per_game.map((game) => game.game_id)).toEqual([longGameId, shortGameId]);
    expect(stats.days_within_goal).toBe(6);
    expect(stats.goal?.goal_type).toBe('less');
  });

  it('keeps one user’s goals and statistics away from another', async () => {
    expect((await paul.get('/api/gaming-goals')).body).toEqual({ goal: null, history: [] });
    const stats = (await paul.get<WellbeingStats>('/api/gaming-goals/wellbeing-stats')).body;
    expect(stats.total_sessions).toBe(0);
    expect(stats.per_game).toEqual([]);
    expect(stats.goal).toBeNull();
  });

  it('rejects a time-zone offset out of range', async () => {
    expect((await mia.get('/api/gaming-goals/wellbeing-stats?tzOffset=5000')).status).toBe(422);
    expect((await mia.get('/api/gaming-goals/wellbeing-stats?tzOffset=60')).status).toBe(200);
  });
});

describe('alternatives by goal type', () => {
  it('puts the games that lifted the mood first for a "fulfilling" goal', async () => {
    await mia.post('/api/gaming-goals', { goal_type: 'fulfilling', settings: { collectFeedback: true } });
    const response = await mia.get<AlternativeGamesResponse>('/api/gaming-goals/alternative-games');
    expect(response.body.goal_type).toBe('fulfilling');
    expect(response.body.games[0]?.id).toBe(longGameId);
  });

  it('suggests nothing for a "more" goal', async () => {
    await mia.post('/api/gaming-goals', { goal_type: 'more' });
    const response = await mia.get<AlternativeGamesResponse>('/api/gaming-goals/alternative-games');
    expect(response.body).toEqual({ goal_type: 'more', games: [], activities: [] });
  });
});

describe('last played', () => {
  it('records the most recent game first and ignores unknown games', async () => {
    expect((await paul.post('/api/lastPlayed', { game_id: shortGameId })).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await paul.post('/api/lastPlayed', { game_id: longGameId });
    expect(second.body.lastPlayed.map((entry: { game: { id: number } }) => entry.game.id)).toEqual([longGameId, shortGameId]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await paul.post('/api/lastPlayed', { game_id: shortGameId });
    const list = (await paul.get('/api/lastPlayed')).body.lastPlayed;
    expect(list.map((entry: { game: { id: number } }) => entry.game.id)).toEqual([shortGameId, longGameId]);
    expect((await paul.post('/api/lastPlayed', { game_id: 424242 })).status).toBe(422);
    expect((await mia.get('/api/lastPlayed')).body.lastPlayed).toEqual([]);
  });
});
