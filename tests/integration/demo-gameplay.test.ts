// The demo feed of a fresh install: the seed copies the recorded gameplay (resources/gameplay, made by
// scripts/record-gameplay.ts) into the media storage as finished clips, so the feed is full from the first
// start and every clip shows a real game: real video ffprobe reads, the layout the upload transcode makes,
// and a game of the catalogue one can play in the browser.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../common/contract/posts';
import { DEMO_CLIPS } from '../../server/modules/posts/demo-clips';
import { probeVideo } from '../../server/platform/ffmpeg';
import { SEED_GAMES } from '../../server/seed/games';
import { type TestServer, startTestServer } from './support/server';

let server: TestServer;
let downloads: string;

beforeAll(async () => {
  downloads = mkdtempSync(path.join(os.tmpdir(), 'spielraum-gameplay-'));
  // The default of a real start: every demo clip.
  server = await startTestServer({ env: { SEED_DEMO_VIDEOS: 'true' } });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

async function fetchMedia(publicPath: string) {
  const response = await fetch(`${server.baseUrl}${publicPath}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The visitor's "Für dich" feed, page by page. */
async function feed(): Promise<Post[]> {
  const visitor = server.client();
  const posts: Post[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 10; page += 1) {
    const response: { status: number; body: { posts: Post[]; nextCursor?: string | null } } = await visitor.get(
      `/api/home?limit=30${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(response.status).toBe(200);
    posts.push(...response.body.posts);
    cursor = response.body.nextCursor ?? null;
    if (!cursor) break;
  }
  return posts;
}

describe('demo gameplay of a fresh install', () => {
  it('lists every demo clip as ready at once, each about a game with a browser build', async () => {
    // Nothing is left to render: no job, no processing post.
    const rows = await server.db.selectFrom('posts').select(['status', 'game_id']).execute();
    expect(rows).toHaveLength(DEMO_CLIPS.length);
    expect(rows.every((row) => row.status === 'ready' && row.game_id !== null)).toBe(true);

    const posts = await feed();
    const clips = posts.filter((post) => post.media !== null);
    expect(clips.length).toBeGreaterThanOrEqual(12);
    const shipped = new Set(SEED_GAMES.filter((game) => game.browser_build).map((game) => game.name));
    for (const post of clips) {
      expect(post.game).not.toBeNull();
      const game = (await server.client().get(`/api/games/${post.game!.id}`)).body.game as {
        name: string;
        browser_build: string | null;
        publisher: string;
      };
      expect(game.browser_build).toBeTruthy();
      // A shipped game, or an AI game its maker published.
      expect(shipped.has(game.name) || game.publisher === 'Spielraum KI').toBe(true);
    }
    // Most of them show the eight shipped games.
    expect(new Set(clips.filter((post) => shipped.has(post.game!.name)).map((post) => post.game!.name)).size).toBe(8);
    // Their creators have drawn avatars.
    const lena = await server.db
      .selectFrom('users')
      .select(['image', 'role'])
      .where('email', '=', 'lena@spielraum.example')
      .executeTakeFirstOrThrow();
    expect(lena).toEqual({ image: '/media/avatars/demo-lenarast.svg', role: 'creator' });
    expect((await fetchMedia(lena.image!)).response.headers.get('Content-Type')).toBe('image/svg+xml');
  }, 60_000);

  it('serves each clip as real video in the upload layout: HLS 720 and 360, an MP4 ffprobe reads, a poster', async () => {
    const clips = (await feed()).filter((post) => post.media !== null).slice(0, 12);
    expect(clips).toHaveLength(12);
    for (const post of clips) {
      const media = post.media!;
      expect(media.hls).toMatch(/^\/media\/videos\/[0-9a-f]{24}\/master\.m3u8$/);
      const folder = media.hls.slice(0, -'/master.m3u8'.length);
      expect(media.mp4).toBe(`${folder}/video.mp4`);
      expect(media.poster).toBe(`${folder}/poster.webp`);
      expect(media.duration_ms).toBeGreaterThan(3000);

      const master = await fetchMedia(media.hls);
      expect(master.response.status).toBe(200);
      expect(master.response.headers.get('Content-Type')).toBe('application/vnd.apple.mpegurl');
      const masterText = master.bytes.toString('utf8');
      for (const rendition of ['720', '360']) {
        expect(masterText).toContain(`${rendition}/index.m3u8`);
        const playlist = await fetchMedia(`${folder}/${rendition}/index.m3u8`);
        expect(playlist.response.status).toBe(200);
        const first = playlist.bytes
          .toString('utf8')
          .split('\n')
          .find((line) => line.endsWith('.ts'));
        const segment = await fetchMedia(`${folder}/${rendition}/${first}`);
        expect(segment.response.headers.get('Content-Type')).toBe('video/mp2t');
        expect(segment.bytes[0]).toBe(0x47);
      }

      const mp4 = await fetchMedia(media.mp4);
      expect(mp4.response.status).toBe(200);
      expect(mp4.response.headers.get('Content-Type')).toBe('video/mp4');
      const file = path.join(downloads, `${post.id}.mp4`);
      writeFileSync(file, mp4.bytes);
      const probed = await probeVideo(file);
      expect(probed).not.toBeNull();
      expect(probed!.durationMs).toBeGreaterThan(3000);
      expect(probed).toMatchObject({ width: 720, height: 1280, hasAudio: true });
      expect(Math.abs(probed!.durationMs - media.duration_ms)).toBeLessThan(300);

      const poster = await fetchMedia(media.poster);
      expect(poster.response.headers.get('Content-Type')).toBe('image/webp');
      expect(poster.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  }, 120_000);

  it('gives the shipped games and the published AI games a frame of their gameplay as the cover', async () => {
    const games = await server.db.selectFrom('games').select(['name', 'image', 'publisher']).where('browser_build', 'is not', null).execute();
    // The eight shipped games and the eight demo AI games their makers published.
    expect(games.filter((game) => game.publisher === 'Spielraum KI')).toHaveLength(8);
    expect(games).toHaveLength(16);
    for (const game of games) {
      expect(game.image).toMatch(/\.webp$/);
      const cover = await fetchMedia(game.image!);
      expect(cover.response.headers.get('Content-Type')).toBe('image/webp');
    }
  });
});
