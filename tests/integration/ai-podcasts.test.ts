// Text to podcast (spec §3 Song or podcast, §7 /api/generate-podcast, /api/get_generated_podcasts,
// /api/generated_podcast/{id}) over real HTTP with the real job worker, on SQLite and PostgreSQL: the checks of
// the description, one open generation per person, the rate limit, live progress over the realtime channel,
// real speech (the engine installed, else text2wav from npm) mixed by ffmpeg into MP3 files whose duration
// ffprobe measures, the audio served with its type and byte ranges, the cover, and a failure that says why in German.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Podcast } from '../../common/contract/ai-podcasts';
import { probeAudioMs } from '../../server/modules/ai-podcasts/generate';
import { purgeDeletedAccounts } from '../../server/modules/auth/service';
import { insertUsers } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { connectRealtime } from './support/realtime-client';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;
let mia: TestClient;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'podcast-it-'));

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000' } });
  visitor = server.client();
  await visitor.csrf();
  mia = await server.loginAs(DEMO.mia);
});
afterAll(async () => {
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function waitUntilSettled(client: TestClient, id: number): Promise<Podcast> {
  await server.jobs.waitForIdle(120_000);
  const response = await client.get(`/api/generated_podcast/${id}`);
  expect(response.status, response.text).toBe(200);
  return response.body.podcast as Podcast;
}

describe('starting a generation', () => {
  it('needs a signed-in person and a description of 10 to 500 characters (trimmed)', async () => {
    expect((await visitor.post('/api/generate-podcast', { description: 'Ein Podcast über Rennspiele' })).status).toBe(401);
    const short = await mia.post('/api/generate-podcast', { description: '   kurz     ' });
    expect(short.status).toBe(422);
    expect(short.body.errors.description).toEqual(['Beschreib deinen Podcast mit mindestens 10 Zeichen.']);
    const long = await mia.post('/api/generate-podcast', { description: 'x'.repeat(501) });
    expect(long.status).toBe(422);
    expect((await mia.post('/api/generate-podcast', {})).status).toBe(422);
  });
});

describe('a podcast from a description', () => {
  let podcast: Podcast;

  it('queues the job, refuses a second one while it runs, reports progress live and ends ready', async () => {
    const socket = await connectRealtime(server.baseUrl, { client: mia });
    const started = await mia.post('/api/generate-podcast', { description: '   Ein gruseliger Koop-Abend im Nebelwald mit Freunden   ' });
    expect(started.status, started.text).toBe(202);
    const queued = started.body.podcast as Podcast;
    expect(queued).toMatchObject({ status: 'queued', description: 'Ein gruseliger Koop-Abend im Nebelwald mit Freunden', tracks: [], language: 'de' });

    const again = await mia.post('/api/generate-podcast', { description: 'Noch ein Podcast, bitte sofort' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Dein letzter Podcast wird noch erzeugt. Sobald er fertig ist, kannst du den nächsten starten.');
    // Not yet ready: only its creator sees it.
    expect((await visitor.get(`/api/generated_podcast/${queued.id}`)).status).toBe(404);

    podcast = await waitUntilSettled(mia, queued.id);
    expect(podcast.error).toBeNull();
    expect(podcast.status).toBe('ready');
    const events = socket.messages.filter((message) => message.type === 'ai-podcast.progress').map((message) => message.data as { stage: string; status: string });
    expect(events.map((event) => event.stage)).toEqual(expect.arrayContaining(['script', 'speech', 'mix', 'cover']));
    expect(events.at(-1)).toMatchObject({ status: 'ready', stage: 'done' });
    socket.close();
  }, 150_000);

  it('answers the §3 shape: artist, cover, year, the episode and its chapters, the transcript of two hosts', async () => {
    expect(podcast).toMatchObject({
      artist: 'Spielraum Funk mit Lena und Tom',
      releaseYear: new Date().getUTCFullYear(),
      script_source: 'offline',
      user: { name: 'Mia_Zockt' },
    });
    expect(podcast.albumCover).toMatch(/^\/media\/podcasts\/[a-f0-9]+\/cover\.webp$/);
    expect(podcast.tracks[0]).toMatchObject({ id: 1, name: 'Ganze Folge' });
    expect(podcast.tracks.map((track) => track.name)).toEqual(expect.arrayContaining(['Begrüßung', 'Das Thema', 'Verabschiedung']));
    expect(podcast.tracks.every((track) => /^\/media\/podcasts\/[a-f0-9]+\/(episode|chapter-\d+)\.mp3$/.test(track.path))).toBe(true);
    expect(new Set(podcast.transcript.map((line) => line.speaker))).toEqual(new Set(['a', 'b']));
    expect(podcast.transcript.some((line) => line.text.includes('Nebelwald'))).toBe(true);
    // The chapters add up to the whole episode.
    const chapters = podcast.tracks.slice(1).reduce((sum, track) => sum + track.duration_ms, 0);
    expect(Math.abs(chapters - podcast.tracks[0]!.duration_ms)).toBeLessThan(1_500);

    const list = await mia.get('/api/get_generated_podcasts');
    expect(list.body.podcasts.map((entry: Podcast) => entry.id)).toContain(podcast.id);
    expect(list.body.mine[0].id).toBe(podcast.id);
    const visitorList = await visitor.get('/api/get_generated_podcasts');
    expect(visitorList.body.mine).toEqual([]);
    expect((await visitor.get(`/api/generated_podcast/${podcast.id}`)).status).toBe(200);
    expect((await visitor.get('/api/generated_podcast/999999')).status).toBe(404);
    expect((await visitor.get('/api/generated_podcast/abc')).status).toBe(404);
  });

  it('serves real speech as MP3 with byte ranges; ffprobe measures the duration the answer states', async () => {
    const episode = podcast.tracks[0]!;
    const whole = await fetch(`${server.baseUrl}${episode.path}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    const file = path.join(scratch, 'episode.mp3');
    writeFileSync(file, bytes);
    const measured = await probeAudioMs(file);
    expect(measured).not.toBeNull();
    expect(Math.abs(measured! - episode.duration_ms)).toBeLessThan(200);
    // Two hosts, a topic, the site's news: well over twenty seconds of speech.
    expect(measured!).toBeGreaterThan(20_000);

    const part = await fetch(`${server.baseUrl}${episode.path}`, { headers: { Range: 'bytes=100-1099' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 1100));

    const cover = await fetch(`${server.baseUrl}${podcast.albumCover}`);
    expect(cover.headers.get('content-type')).toBe('image/webp');
    expect((await cover.arrayBuffer()).byteLength).toBeGreaterThan(1_000);
  });
});

describe('limits', () => {
  it('fails a job over its CPU budget and says why in German; the next one is made; a purged account takes its files along', async () => {
    const [person] = await insertUsers(server, 'Knapp', 1);
    const client = await server.loginAs(person!.email);
    const { podcast: settings } = server.deps.config;
    const budget = settings.cpuBudgetMs;
    // 30 ms of CPU: the speech engine's process alone needs more to start.
    settings.cpuBudgetMs = 30;
    try {
      const started = await client.post('/api/generate-podcast', { description: 'Ein sehr langer Podcast über Strategiespiele' });
      expect(started.status).toBe(202);
      const failed = await waitUntilSettled(client, started.body.podcast.id);
      expect(failed.status).toBe('failed');
      expect(failed.error).toMatch(/^Die Erzeugung hat mehr als 0 Sekunden Rechenzeit gebraucht und wurde abgebrochen/);
      expect(failed.tracks).toEqual([]);
    } finally {
      settings.cpuBudgetMs = budget;
    }
    // Failed is not open: the next one is accepted and made.
    const next = await client.post('/api/generate-podcast', { description: 'Dann eben ein kurzer Podcast über Rätsel' });
    expect(next.status).toBe(202);
    const ready = await waitUntilSettled(client, next.body.podcast.id);
    expect(ready.status).toBe('ready');

    // The account is deleted: its podcasts leave the community list; purged, their files go too.
    await server.db.updateTable('users').set({ deleted_at: new Date(Date.now() - 365 * 86_400_000).toISOString() }).where('id', '=', person!.id).execute();
    expect((await visitor.get('/api/get_generated_podcasts')).body.podcasts.map((entry: Podcast) => entry.id)).not.toContain(ready.id);
    expect((await visitor.get(`/api/generated_podcast/${ready.id}`)).status).toBe(404);
    await purgeDeletedAccounts(server.deps);
    expect((await fetch(`${server.baseUrl}${ready.tracks[0]!.path}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}${ready.albumCover}`)).status).toBe(404);
    expect(await server.db.selectFrom('ai_podcasts').select('id').where('id', '=', ready.id).executeTakeFirst()).toBeUndefined();
  }, 150_000);

  it('rate-limits starts per person (429 with Retry-After after six in an hour)', async () => {
    const [person] = await insertUsers(server, 'Eilig', 1);
    const client = await server.loginAs(person!.email);
    // Every start counts, also the ones refused because one is still open.
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await client.post('/api/generate-podcast', { description: `Podcast Nummer ${attempt} über Rennspiele` });
      statuses.push(response.status);
      retryAfter = response.headers.get('retry-after');
    }
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(statuses[0]).toBe(202);
    expect(statuses.slice(1, 6).every((status) => status === 409 || status === 202)).toBe(true);
    expect(statuses[6]).toBe(429);
    await server.jobs.waitForIdle(120_000);
  }, 150_000);
});
