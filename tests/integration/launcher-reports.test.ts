// The desktop launcher's session reports against the real server: queued while the site is unreachable,
// delivered later in order, and visible in last-played and the well-being statistics.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WellbeingStats } from '../../common/contract/wellbeing';
import { SessionStore } from '../../electron/launcher/sessions';
import { MemoryCookieJar, createHttpSiteClient } from '../../electron/launcher/site-client';
import type { TestClient } from './support/http-client';
import { userId } from './support/posts';
import { DEMO, DEMO_PASSWORD, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let mia: TestClient;
let miaId: number;
let launcherDir: string;
let gameIds: number[];

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The launcher's own HTTP client, logged in the way the window's cookie jar would be. */
async function loggedInSiteClient(baseUrl: string) {
  const cookies = new MemoryCookieJar();
  const client = createHttpSiteClient({ baseUrl, cookies });
  const login = await client.postJson('/login', { email: DEMO.mia, password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  mia = await server.loginAs(DEMO.mia);
  miaId = await userId(server, DEMO.mia);
  gameIds = ((await mia.get('/api/games')).body.games as { id: number }[]).map((game) => game.id).slice(0, 3);
  launcherDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-launcher-it-'));
});
afterAll(async () => {
  await server.close();
  rmSync(launcherDir, { recursive: true, force: true });
});

describe('launcher session reports', () => {
  it('queues reports while offline and delivers them in order once the site is reachable', async () => {
    const store = await SessionStore.open({ dataDir: launcherDir });
    const first = await store.begin({ gameId: gameIds[0]!, gameName: 'Erstes Spiel', moodBefore: 2 });
    await store.finish(first.sessionId, { durationMs: 25 * 60_000, moodAfter: 4, notes: 'Entspannt' });
    const tooShort = await store.begin({ gameId: gameIds[1]!, gameName: 'Kurz', moodBefore: null });
    expect(await store.finish(tooShort.sessionId, { durationMs: 40_000 })).toBeNull();
    const second = await store.begin({ gameId: gameIds[1]!, gameName: 'Zweites Spiel', moodBefore: null });
    await store.finish(second.sessionId, { durationMs: 10 * 60_000 + 29_000, moodAfter: null });

    const offline = createHttpSiteClient({ baseUrl: `http://127.0.0.1:${await closedPort()}`, cookies: new MemoryCookieJar() });
    const attempt = await store.flush(offline);
    expect(attempt).toMatchObject({ delivered: 0, remaining: 2, stoppedBy: 'unreachable' });

    // A fresh launcher process reads the queue from disk and sends it to the real server.
    const restarted = await SessionStore.open({ dataDir: launcherDir });
    const delivered = await restarted.flush(await loggedInSiteClient(server.baseUrl));
    expect(delivered).toMatchObject({ delivered: 2, dropped: 0, remaining: 0, stoppedBy: null });

    const lastPlayed = (await mia.get('/api/lastPlayed')).body.lastPlayed as { game: { id: number } }[];
    expect(lastPlayed.map((entry) => entry.game.id).sort()).toEqual([gameIds[0], gameIds[1]].sort());
    const stats = (await mia.get<WellbeingStats>('/api/gaming-goals/wellbeing-stats')).body;
    expect(stats.total_sessions).toBe(2);
    expect(stats.days.at(-1)).toMatchObject({ minutes: 35, sessions: 2 });
    expect(stats.mood).toEqual({ before_avg: 2, after_avg: 4, sessions_with_mood: 1 });
    // Mia's rows (the demo community has its own sessions).
    const rows = await server.db.selectFrom('session_feedback').select(['game_id', 'additional_notes']).where('user_id', '=', miaId).orderBy('id').execute();
    expect(rows).toEqual([
      { game_id: gameIds[0], additional_notes: 'Entspannt' },
      { game_id: gameIds[1], additional_notes: null },
    ]);
  });

  it('reports a session that was in flight when the launcher crashed', async () => {
    const crashed = await SessionStore.open({ dataDir: launcherDir });
    const session = await crashed.begin({ gameId: gameIds[2]!, gameName: 'Absturz', moodBefore: 3 });
    await crashed.heartbeat(session.sessionId, 12 * 60_000);
    // No finish(): the process dies here. The next start recovers the session up to its last heartbeat.
    const next = await SessionStore.open({ dataDir: launcherDir });
    const recovered = await next.recoverOrphans();
    expect(recovered).toHaveLength(1);
    expect(recovered[0]!.report).toMatchObject({ gameId: gameIds[2], durationMinutes: 12, moodBefore: 3 });
    expect(await next.flush(await loggedInSiteClient(server.baseUrl))).toMatchObject({ delivered: 1, remaining: 0 });
    const row = await server.db
      .selectFrom('session_feedback')
      .select(['session_duration_minutes', 'mood_before', 'mood_after'])
      .where('game_id', '=', gameIds[2]!)
      .where('user_id', '=', miaId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ session_duration_minutes: 12, mood_before: 3, mood_after: null });
  });

  it('keeps reports when the session has expired, and sends them after the next login', async () => {
    const store = await SessionStore.open({ dataDir: launcherDir });
    const session = await store.begin({ gameId: gameIds[0]!, gameName: 'Später', moodBefore: null });
    await store.finish(session.sessionId, { durationMs: 5 * 60_000 });
    const anonymous = createHttpSiteClient({ baseUrl: server.baseUrl, cookies: new MemoryCookieJar() });
    expect(await store.flush(anonymous)).toMatchObject({ delivered: 0, remaining: 1, stoppedBy: 'unauthenticated' });
    expect(await store.flush(await loggedInSiteClient(server.baseUrl))).toMatchObject({ delivered: 1, remaining: 0 });
  });
});
