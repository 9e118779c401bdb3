import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { MIN_REPORTED_SESSION_MS, SESSION_DURATION_MAX_MINUTES } from '../../common/constants';
import { type FakeSite, loggedInJar, startFakeSite, unusedPort } from '../../tests/support/launcher/fake-site';
import {
  classifyStatus,
  IN_FLIGHT_DIR_NAME,
  REPORT_QUEUE_FILE_NAME,
  SessionStore,
  sessionDurationMinutes,
} from './sessions';
import { createHttpSiteClient, MemoryCookieJar } from './site-client';
import { tempDirs, writeText } from '../../tests/support/launcher/test-support';

const temp = tempDirs();
const sites: FakeSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
});
afterAll(() => temp.removeAll());

async function site(port?: number): Promise<FakeSite> {
  const started = await startFakeSite(port);
  sites.push(started);
  return started;
}

const MINUTE = 60_000;

async function finishedSession(
  store: SessionStore,
  gameId: number,
  durationMs: number,
  moods: { before?: number | null; after?: number | null; notes?: string | null } = {},
) {
  const session = await store.begin({ gameId, gameName: `Spiel ${gameId}`, moodBefore: moods.before ?? null });
  return store.finish(session.sessionId, { durationMs, moodAfter: moods.after ?? null, notes: moods.notes ?? null });
}

describe('durations', () => {
  it('rounds to whole minutes, at least one, at most a day', () => {
    expect(sessionDurationMinutes(MIN_REPORTED_SESSION_MS)).toBe(1);
    expect(sessionDurationMinutes(89_999)).toBe(1);
    expect(sessionDurationMinutes(90_000)).toBe(2);
    expect(sessionDurationMinutes(3 * 24 * 60 * MINUTE)).toBe(SESSION_DURATION_MAX_MINUTES);
  });

  it('classifies answers: keep on 401/408/419/429/5xx, drop other 4xx', () => {
    expect(classifyStatus(204)).toEqual({ kind: 'ok' });
    expect(classifyStatus(401)).toEqual({ kind: 'stop', reason: 'unauthenticated' });
    expect(classifyStatus(419)).toEqual({ kind: 'stop', reason: 'csrf' });
    expect(classifyStatus(429)).toEqual({ kind: 'stop', reason: 'rate_limited' });
    expect(classifyStatus(408)).toEqual({ kind: 'stop', reason: 'timeout' });
    expect(classifyStatus(503)).toEqual({ kind: 'stop', reason: 'server_error' });
    expect(classifyStatus(422)).toEqual({ kind: 'drop', status: 422 });
    expect(classifyStatus(404)).toEqual({ kind: 'drop', status: 404 });
  });
});

describe('SessionStore: sessions in flight', () => {
  it('keeps a session on disk while it runs and queues it when it ends', async () => {
    const dataDir = await temp.make('sessions');
    const store = await SessionStore.open({ dataDir });
    const session = await store.begin({ gameId: 42, gameName: 'Celeste', moodBefore: 4 });
    await store.heartbeat(session.sessionId, 2 * MINUTE);

    const onDisk = JSON.parse(await readFile(path.join(dataDir, IN_FLIGHT_DIR_NAME, `${session.sessionId}.json`), 'utf8'));
    expect(onDisk).toMatchObject({ gameId: 42, gameName: 'Celeste', accumulatedMs: 2 * MINUTE, moodBefore: 4 });

    const report = await store.finish(session.sessionId, { durationMs: 150_000, moodAfter: 5, notes: '  schön  ' });
    expect(report).toMatchObject({ gameId: 42, durationMinutes: 3, moodBefore: 4, moodAfter: 5, notes: 'schön' });
    expect(await readdir(path.join(dataDir, IN_FLIGHT_DIR_NAME))).toEqual([]);
    expect((await SessionStore.open({ dataDir })).pendingReports()).toEqual([report]);
  });

  it('does not report sessions shorter than a minute and drops moods out of range', async () => {
    const store = await SessionStore.open({ dataDir: await temp.make('sessions-short') });
    expect(await finishedSession(store, 1, MIN_REPORTED_SESSION_MS - 1)).toBeNull();
    const report = await finishedSession(store, 2, MIN_REPORTED_SESSION_MS, { before: 0, after: 2.5 });
    expect(report).toMatchObject({ durationMinutes: 1, moodBefore: null, moodAfter: null, notes: null });
    expect(store.pendingReports()).toHaveLength(1);
  });

  it('a late heartbeat cannot bring back a finished session', async () => {
    const dataDir = await temp.make('sessions-late');
    const store = await SessionStore.open({ dataDir });
    const session = await store.begin({ gameId: 3, gameName: 'x' });
    const beat = store.heartbeat(session.sessionId, 90_000);
    const finished = store.finish(session.sessionId, { durationMs: 90_000 });
    await Promise.all([beat, finished]);
    expect(await readdir(path.join(dataDir, IN_FLIGHT_DIR_NAME))).toEqual([]);
    await expect(store.heartbeat(session.sessionId, 1)).rejects.toThrow();
  });
});

describe('SessionStore: recovery after a crash', () => {
  const sessionsModule = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'sessions.ts')).href;
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

  it('turns the session of a killed launcher into a finished session up to its last heartbeat', async () => {
    const dataDir = await temp.make('sessions-crash');
    // The launcher stand-in: starts a session, records a heartbeat every 30 ms (each worth 20 s of play),
    // prints each recorded value, and never finishes the session: it is killed mid-way.
    const script = await writeText(
      path.join(dataDir, 'crashing-launcher.mjs'),
      `import { SessionStore } from ${JSON.stringify(sessionsModule)};
const store = await SessionStore.open({ dataDir: ${JSON.stringify(dataDir)} });
const session = await store.begin({ gameId: 77, gameName: 'Hades', moodBefore: 2 });
let accumulated = 0;
setInterval(async () => {
  accumulated += 20000;
  const recorded = accumulated;
  await store.heartbeat(session.sessionId, recorded);
  process.stdout.write('beat ' + recorded + '\\n');
}, 30);
`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    const recorded: number[] = [];
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.stdout.on('data', (chunk: Buffer) => {
        for (const match of chunk.toString().matchAll(/beat (\d+)/g)) recorded.push(Number(match[1]));
        if (recorded.length >= 6) resolve();
      });
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const lastRecorded = recorded[recorded.length - 1] ?? 0;

    const store = await SessionStore.open({ dataDir });
    const recovered = await store.recoverOrphans();
    expect(recovered).toHaveLength(1);
    const accumulated = recovered[0]?.session.accumulatedMs ?? 0;
    // A heartbeat written but not yet printed when the kill came may also count: at most one more.
    expect([lastRecorded, lastRecorded + 20_000]).toContain(accumulated);
    expect(recovered[0]?.report).toMatchObject({
      gameId: 77,
      durationMinutes: sessionDurationMinutes(accumulated),
      moodBefore: 2,
      moodAfter: null,
      notes: null,
    });
    expect(await readdir(path.join(dataDir, IN_FLIGHT_DIR_NAME))).toEqual([]);
    expect(await store.recoverOrphans()).toEqual([]);
    expect(store.pendingReports()).toHaveLength(1);
  }, 20_000);

  it('leaves sessions of the running launcher alone and does not queue a session twice', async () => {
    const dataDir = await temp.make('sessions-recover');
    const crashed = await SessionStore.open({ dataDir });
    const orphan = await crashed.begin({ gameId: 5, gameName: 'a' });
    await crashed.heartbeat(orphan.sessionId, 30_000);

    const restarted = await SessionStore.open({ dataDir });
    const current = await restarted.begin({ gameId: 6, gameName: 'b' });
    const recovered = await restarted.recoverOrphans();
    expect(recovered.map((entry) => [entry.session.gameId, entry.report])).toEqual([[5, null]]);
    expect(restarted.activeSession(current.sessionId)).toBeDefined();
    expect(await readdir(path.join(dataDir, IN_FLIGHT_DIR_NAME))).toEqual([`${current.sessionId}.json`]);

    // Crash between queueing the finished session and removing its in-flight file.
    await restarted.heartbeat(current.sessionId, 5 * MINUTE);
    const inFlightCopy = await readFile(path.join(dataDir, IN_FLIGHT_DIR_NAME, `${current.sessionId}.json`), 'utf8');
    await restarted.finish(current.sessionId, { durationMs: 5 * MINUTE });
    await writeFile(path.join(dataDir, IN_FLIGHT_DIR_NAME, `${current.sessionId}.json`), inFlightCopy);
    const third = await SessionStore.open({ dataDir });
    await third.recoverOrphans();
    expect(third.pendingReports()).toHaveLength(1);
  });

  it('discards unreadable in-flight files and moves a corrupt queue aside', async () => {
    const dataDir = await temp.make('sessions-corrupt');
    await writeText(path.join(dataDir, IN_FLIGHT_DIR_NAME, 'broken.json'), '{"sessionId":');
    await writeText(path.join(dataDir, IN_FLIGHT_DIR_NAME, '.abc.json.999999999.0123456789ab.tmp'), '{"sess');
    await writeText(path.join(dataDir, REPORT_QUEUE_FILE_NAME), '[1,2,3]');
    const messages: string[] = [];
    const store = await SessionStore.open({ dataDir, log: (message) => messages.push(message) });
    expect(await store.recoverOrphans()).toEqual([]);
    expect(store.pendingReports()).toEqual([]);
    expect((await readdir(dataDir)).some((name) => name.endsWith('.corrupt'))).toBe(true);
    expect(await readdir(path.join(dataDir, IN_FLIGHT_DIR_NAME))).toEqual([]);
    expect(messages).toHaveLength(2);
  });
});

describe('SessionStore: delivering reports', () => {
  it('queues while the site is down and delivers in order once it is up', async () => {
    const dataDir = await temp.make('queue-offline');
    const port = await unusedPort();
    const jar = new MemoryCookieJar();
    const client = createHttpSiteClient({ baseUrl: `http://127.0.0.1:${port}`, cookies: jar });

    const store = await SessionStore.open({ dataDir });
    await finishedSession(store, 11, 2 * MINUTE, { before: 3, after: 4, notes: 'gut' });
    await finishedSession(store, 12, 3 * MINUTE);
    await finishedSession(store, 13, 25 * 60 * MINUTE, { before: 5 });

    expect(await store.flush(client)).toEqual({ delivered: 0, dropped: 0, remaining: 3, stoppedBy: 'unreachable' });

    // The launcher restarts; the site comes up on the same address and the user is logged in.
    const restarted = await SessionStore.open({ dataDir });
    expect(restarted.pendingReports().map((report) => report.gameId)).toEqual([11, 12, 13]);
    const online = await site(port);
    for (const cookie of await (await loggedInJar(online)).getCookies()) {
      await jar.storeSetCookieHeaders(online.url, [`${cookie.name}=${cookie.value}`]);
    }

    expect(await restarted.flush(client)).toEqual({ delivered: 3, dropped: 0, remaining: 0, stoppedBy: null });
    expect(online.accepted.map((call) => [call.path, call.body])).toEqual([
      ['/api/lastPlayed', { game_id: 11 }],
      [
        '/api/gaming-goals/session-feedback',
        { game_id: 11, mood_before: 3, mood_after: 4, session_duration_minutes: 2, additional_notes: 'gut' },
      ],
      ['/api/lastPlayed', { game_id: 12 }],
      [
        '/api/gaming-goals/session-feedback',
        { game_id: 12, mood_before: null, mood_after: null, session_duration_minutes: 3, additional_notes: null },
      ],
      ['/api/lastPlayed', { game_id: 13 }],
      [
        '/api/gaming-goals/session-feedback',
        { game_id: 13, mood_before: 5, mood_after: null, session_duration_minutes: 1440, additional_notes: null },
      ],
    ]);
    expect((await SessionStore.open({ dataDir })).pendingReports()).toEqual([]);
  });

  it('drops a report the site refuses as invalid and goes on with the next', async () => {
    const online = await site();
    online.respondWith((call) => ((call.body as { game_id: number }).game_id === 666 ? 422 : undefined));
    const messages: string[] = [];
    const store = await SessionStore.open({ dataDir: await temp.make('queue-drop'), log: (line) => messages.push(line) });
    await finishedSession(store, 666, 2 * MINUTE);
    await finishedSession(store, 7, 2 * MINUTE);

    const client = createHttpSiteClient({ baseUrl: online.url, cookies: await loggedInJar(online) });
    expect(await store.flush(client)).toEqual({ delivered: 1, dropped: 1, remaining: 0, stoppedBy: null });
    expect(online.accepted.map((call) => (call.body as { game_id: number }).game_id)).toEqual([666, 7, 7]);
    expect(messages.some((line) => line.includes('666') && line.includes('422'))).toBe(true);
  });

  it('keeps reports on server errors and does not repeat a call that already went through', async () => {
    const online = await site();
    const dataDir = await temp.make('queue-5xx');
    const store = await SessionStore.open({ dataDir });
    await finishedSession(store, 21, 2 * MINUTE);
    await finishedSession(store, 22, 2 * MINUTE);
    online.respondWith((call) => (call.path === '/api/gaming-goals/session-feedback' ? 503 : undefined));
    const client = createHttpSiteClient({ baseUrl: online.url, cookies: await loggedInJar(online) });

    expect(await store.flush(client)).toEqual({ delivered: 0, dropped: 0, remaining: 2, stoppedBy: 'server_error' });
    const restarted = await SessionStore.open({ dataDir });
    expect(restarted.pendingReports().map((report) => report.lastPlayedSent)).toEqual([true, false]);

    online.respondWith(() => undefined);
    expect(await restarted.flush(client)).toEqual({ delivered: 2, dropped: 0, remaining: 0, stoppedBy: null });
    expect(online.accepted.map((call) => `${call.path} ${(call.body as { game_id: number }).game_id}`)).toEqual([
      '/api/lastPlayed 21',
      '/api/gaming-goals/session-feedback 21',
      '/api/gaming-goals/session-feedback 21',
      '/api/lastPlayed 22',
      '/api/gaming-goals/session-feedback 22',
    ]);
  });

  it('keeps reports while logged out or rate limited', async () => {
    const online = await site();
    const store = await SessionStore.open({ dataDir: await temp.make('queue-401') });
    await finishedSession(store, 31, 2 * MINUTE);

    const loggedOut = createHttpSiteClient({ baseUrl: online.url, cookies: new MemoryCookieJar() });
    expect(await store.flush(loggedOut)).toMatchObject({ remaining: 1, stoppedBy: 'unauthenticated' });

    online.respondWith(() => 429);
    const loggedIn = createHttpSiteClient({ baseUrl: online.url, cookies: await loggedInJar(online) });
    expect(await store.flush(loggedIn)).toMatchObject({ remaining: 1, stoppedBy: 'rate_limited' });
    online.respondWith(() => undefined);
    expect(await store.flush(loggedIn)).toMatchObject({ delivered: 1, remaining: 0 });
  });

  it('runs one flush at a time', async () => {
    const online = await site();
    const store = await SessionStore.open({ dataDir: await temp.make('queue-single') });
    await finishedSession(store, 41, 2 * MINUTE);
    const client = createHttpSiteClient({ baseUrl: online.url, cookies: await loggedInJar(online) });
    const [first, second] = await Promise.all([store.flush(client), store.flush(client)]);
    expect(first).toBe(second);
    expect(online.accepted).toHaveLength(2);
  });
});
