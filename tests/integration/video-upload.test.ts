// The media pipeline: POST /api/posts streams the video to a temporary file, ffprobe decides by content,
// and the posts.transcode job makes HLS (720×1280 and 360×640), an MP4 and a WebP poster with real ffmpeg.
// The clips are generated here with the same ffmpeg the server uses. Limits are lowered through the
// environment (3 MB, 3 s) so the refusals are cheap to provoke. A refused file leaves nothing behind.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../server/platform/realtime';
import { ffmpegBinaries, probeVideo, runBinary } from '../../server/platform/ffmpeg';
import type { TestClient } from './support/http-client';
import { type TestS3, startTestS3 } from './support/s3';
import { DEMO, type TestServer, startTestServer } from './support/server';

const LIMITS = { VIDEO_MAX_BYTES: String(3 * 1024 * 1024), VIDEO_MAX_SECONDS: '3', RATE_LIMIT_SCALE: '10' };

let clips: string;
const clip = (name: string) => path.join(clips, name);

async function makeClip(name: string, options: { size: string; seconds: number; audio: boolean; faststart?: boolean }) {
  await runBinary(ffmpegBinaries().ffmpeg, [
    '-v', 'error', '-nostdin', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=${options.size}:rate=25`,
    ...(options.audio ? ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'] : []),
    '-t', String(options.seconds),
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
    ...(options.audio ? ['-c:a', 'aac', '-shortest'] : []),
    ...(options.faststart ? ['-movflags', '+faststart'] : []),
    clip(name),
  ]);
}

beforeAll(async () => {
  clips = mkdtempSync(path.join(os.tmpdir(), 'spielraum-clips-'));
  await Promise.all([
    makeClip('landscape.mp4', { size: '320x180', seconds: 3, audio: true }),
    makeClip('portrait.mp4', { size: '180x320', seconds: 2, audio: false }),
    makeClip('long.mp4', { size: '160x90', seconds: 4, audio: false }),
    makeClip('whole.mp4', { size: '320x180', seconds: 3, audio: true, faststart: true }),
  ]);
  writeFileSync(clip('text.mp4'), 'Das ist kein Video, nur ein Text mit der Endung .mp4\n'.repeat(50));
  writeFileSync(clip('empty.mp4'), '');
  // The index at the front (faststart) survives the cut, so only reading the end shows what is missing.
  const whole = readFileSync(clip('whole.mp4'));
  writeFileSync(clip('truncated.mp4'), whole.subarray(0, Math.floor(whole.length * 0.6)));
  writeFileSync(clip('big.mp4'), Buffer.alloc(3 * 1024 * 1024 + 200_000, 7));
}, 60_000);

afterAll(() => {
  if (clips) rmSync(clips, { recursive: true, force: true });
});

function upload(client: TestClient, file: string | null, fields: Record<string, string> = { title: 'Mein erster Clip' }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append('video', new Blob([readFileSync(clip(file))], { type: 'video/mp4' }), file);
  }
  return client.request('POST', '/api/posts', { body: form });
}

/** Files under a directory, relative, or [] when it does not exist. */
function filesUnder(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
}

async function postRow(server: TestServer, id: number) {
  return server.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function fetchMedia(server: TestServer, publicPath: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${publicPath}`, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Checks everything a ready post serves: master, both renditions with segments, MP4 (and a range of it), poster. */
async function expectPlayable(server: TestServer, id: number, expectedSeconds: number) {
  const row = await postRow(server, id);
  expect(row.status).toBe('ready');
  expect(row.progress).toBe(100);
  expect(row.error).toBeNull();
  expect(row.source_path).toBeNull();
  expect(row.width).toBe(720);
  expect(row.height).toBe(1280);
  expect(row.duration_ms).toBeGreaterThan(expectedSeconds * 1000 - 400);
  expect(row.duration_ms).toBeLessThan(expectedSeconds * 1000 + 400);
  expect(row.hls_path).toMatch(/^\/media\/videos\/[0-9a-f]{24}\/master\.m3u8$/);
  const folder = row.hls_path!.slice(0, -'/master.m3u8'.length);
  expect(row.mp4_path).toBe(`${folder}/video.mp4`);
  expect(row.poster_path).toBe(`${folder}/poster.webp`);

  const master = await fetchMedia(server, row.hls_path!);
  expect(master.response.status).toBe(200);
  expect(master.response.headers.get('Content-Type')).toBe('application/vnd.apple.mpegurl');
  expect(master.response.headers.get('Content-Disposition')).toBe('inline');
  const masterText = master.bytes.toString('utf8');
  expect(masterText).toMatch(/RESOLUTION=720x1280/);
  expect(masterText).toMatch(/RESOLUTION=360x640/);
  expect(masterText).toMatch(/BANDWIDTH=\d+/);
  for (const rendition of ['720', '360']) {
    expect(masterText).toContain(`${rendition}/index.m3u8`);
    const playlist = await fetchMedia(server, `${folder}/${rendition}/index.m3u8`);
    expect(playlist.response.status).toBe(200);
    const text = playlist.bytes.toString('utf8');
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text).toContain('#EXT-X-TARGETDURATION:2');
    const segments = text.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments.length).toBeGreaterThanOrEqual(Math.floor(expectedSeconds / 2));
    const segment = await fetchMedia(server, `${folder}/${rendition}/${segments[0]}`);
    expect(segment.response.status).toBe(200);
    expect(segment.response.headers.get('Content-Type')).toBe('video/mp2t');
    expect(segment.bytes[0]).toBe(0x47); // MPEG-TS sync byte
  }

  const mp4 = await fetchMedia(server, row.mp4_path!);
  expect(mp4.response.status).toBe(200);
  expect(mp4.response.headers.get('Content-Type')).toBe('video/mp4');
  expect(mp4.response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  // faststart: the index (moov) comes before the media data (mdat).
  const text = mp4.bytes.toString('latin1');
  expect(text.indexOf('moov')).toBeGreaterThan(0);
  expect(text.indexOf('moov')).toBeLessThan(text.indexOf('mdat'));
  const ranged = await fetchMedia(server, row.mp4_path!, { Range: 'bytes=0-99' });
  expect(ranged.response.status).toBe(206);
  expect(ranged.response.headers.get('Content-Range')).toBe(`bytes 0-99/${mp4.bytes.length}`);
  expect(ranged.bytes.length).toBe(100);
  const downloaded = path.join(clips, `served-${id}.mp4`);
  writeFileSync(downloaded, mp4.bytes);
  const probed = await probeVideo(downloaded);
  expect(probed).toMatchObject({ width: 720, height: 1280, hasAudio: true });

  const poster = await fetchMedia(server, row.poster_path!);
  expect(poster.response.status).toBe(200);
  expect(poster.response.headers.get('Content-Type')).toBe('image/webp');
  expect(poster.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(poster.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  return row;
}

describe('video upload and transcode (local media)', () => {
  let server: TestServer;
  let creator: TestClient;
  const events: RealtimeEvent[] = [];

  beforeAll(async () => {
    server = await startTestServer({ env: LIMITS });
    server.deps.realtime.subscribe((event) => {
      if (event.type === 'post.processing') events.push(event);
    });
    creator = await server.loginAs(DEMO.creator);
  });

  afterAll(async () => {
    await server?.close();
  });

  interface Snapshot {
    posts: number;
    media: string[];
  }

  /** Posts and media files now, to compare after a refused upload. */
  async function countPosts(): Promise<Snapshot> {
    const { count } = await server.db.selectFrom('posts').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    return { posts: Number(count), media: filesUnder(path.join(server.dataDir, 'media')).sort() };
  }

  /** Nothing of a refused upload anywhere: no new row, no temporary file, no new media. */
  async function expectNothingLeft(before: Snapshot) {
    expect(await countPosts()).toEqual(before);
    expect(filesUnder(path.join(server.dataDir, 'tmp'))).toEqual([]);
  }

  it('401 for a visitor and 403 for an account without a verified e-mail', async () => {
    const before = await countPosts();
    const visitor = server.client();
    await visitor.csrf();
    expect((await upload(visitor, 'landscape.mp4')).status).toBe(401);
    await server.db.updateTable('users').set({ email_verified_at: null }).where('email', '=', DEMO.paul).execute();
    const unverified = await server.loginAs(DEMO.paul);
    const refused = await upload(unverified, 'landscape.mp4');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Bitte bestätige zuerst deine E-Mail-Adresse.');
    await expectNothingLeft(before);
  });

  it('a landscape clip with sound: 202 processing, then HLS, MP4 and poster in 720×1280 framed for a vertical player', async () => {
    const game = await server.db.selectFrom('games').select('id').limit(1).executeTakeFirstOrThrow();
    const response = await upload(creator, 'landscape.mp4', { title: '  Speedrun-Versuch Nr. 12 – fast!  ', text: 'Knapp!', game_id: String(game.id) });
    expect(response.status).toBe(202);
    expect(response.body.post).toMatchObject({
      title: 'Speedrun-Versuch Nr. 12 – fast!',
      text: 'Knapp!',
      status: 'processing',
      progress: 0,
      media: null,
      game: { id: game.id },
    });
    const id = response.body.post.id as number;
    const waiting = await postRow(server, id);
    expect(waiting.source_path).toBe(path.join('tmp', 'uploads', String(id)));
    await server.waitForJobs();
    await expectPlayable(server, id, 3);
    // The source is gone once the outputs are stored.
    expect(filesUnder(path.join(server.dataDir, 'tmp'))).toEqual([]);
    const mine = events.filter((event) => (event.data as { post_id: number }).post_id === id);
    expect(mine.every((event) => event.audience === `user:${waiting.user_id}`)).toBe(true);
    expect(mine.at(-1)?.data).toEqual({ post_id: id, status: 'ready', progress: 100, error: null });
    const steps = mine.map((event) => (event.data as { progress: number }).progress);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps.length).toBeLessThanOrEqual(11);
  }, 60_000);

  it('a portrait clip without sound gets a silent track', async () => {
    const response = await upload(creator, 'portrait.mp4', { title: 'Hochkant ohne Ton' });
    expect(response.status).toBe(202);
    await server.waitForJobs();
    await expectPlayable(server, response.body.post.id, 2);
  }, 60_000);

  it.each([
    ['text.mp4', 'a text file named .mp4', 'Diese Datei ist kein Video, das wir lesen können.'],
    ['empty.mp4', 'a zero-byte file', 'Die Datei ist leer. Bitte wähle ein Video aus.'],
    ['truncated.mp4', 'an MP4 cut short', 'Diese Datei ist kein Video, das wir lesen können.'],
    ['long.mp4', 'a 4 s clip over the 3 s limit', 'Das Video darf höchstens 3 Minuten lang sein.'],
  ])('422 for %s (%s) with a German message, and nothing left behind', async (file, _what, message) => {
    const before = await countPosts();
    const response = await upload(creator, file);
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(message);
    expect(response.body.errors.video).toEqual([message]);
    await server.waitForJobs();
    await expectNothingLeft(before);
  });

  it('413 for a file over the size limit, streamed or declared; the partial file is deleted', async () => {
    const before = await countPosts();
    const response = await upload(creator, 'big.mp4').catch((error: Error) => error);
    // The answer may race the rest of the body; when it arrives it is the 413 with the German message.
    if (!(response instanceof Error)) {
      expect(response.status).toBe(413);
      expect(response.body.message).toBe('Das Video darf höchstens 200 MB groß sein.');
    }
    await expectNothingLeft(before);
    // Far over the limit: refused by its declared length before a byte of it is read.
    writeFileSync(clip('huge.mp4'), Buffer.alloc(6 * 1024 * 1024, 7));
    const declared = await upload(creator, 'huge.mp4').catch((error: Error) => error);
    if (!(declared instanceof Error)) {
      expect(declared.status).toBe(413);
      expect(declared.body.errors.video).toEqual(['Das Video darf höchstens 200 MB groß sein.']);
    }
    await expectNothingLeft(before);
    expect([response, declared].some((answer) => !(answer instanceof Error))).toBe(true);
  });

  it('422 when the video, the title or the game is missing or wrong', async () => {
    const before = await countPosts();
    const noVideo = await upload(creator, null, { title: 'Ohne Video' });
    expect(noVideo.status).toBe(422);
    expect(noVideo.body.errors.video).toEqual(['Bitte wähle ein Video aus.']);
    const noTitle = await upload(creator, 'landscape.mp4', { title: '   ' });
    expect(noTitle.status).toBe(422);
    expect(noTitle.body.errors.title).toBeDefined();
    const noGame = await upload(creator, 'landscape.mp4', { title: 'Spiel fehlt', game_id: '99999' });
    expect(noGame.status).toBe(422);
    expect(noGame.body.errors.game_id).toEqual(['Dieses Spiel gibt es nicht.']);
    await expectNothingLeft(before);
  });

  it('a transcode that fails marks the post failed with a German reason the creator sees', async () => {
    await server.jobs.stop();
    try {
      const response = await upload(creator, 'landscape.mp4', { title: 'Wird kaputtgehen' });
      expect(response.status).toBe(202);
      const id = response.body.post.id as number;
      const row = await postRow(server, id);
      // The source is replaced by garbage before the job runs.
      writeFileSync(path.join(server.dataDir, row.source_path!), 'kaputt');
      truncateSync(path.join(server.dataDir, row.source_path!), 3);
      server.jobs.start();
      await server.waitForJobs();
      const failed = await postRow(server, id);
      expect(failed.status).toBe('failed');
      expect(failed.error).toBe('Diese Datei ist kein Video, das wir lesen können.');
      expect(failed.hls_path).toBeNull();
      expect(failed.source_path).toBeNull();
      expect(filesUnder(path.join(server.dataDir, 'tmp', 'uploads'))).toEqual([]);
      const last = events.filter((event) => (event.data as { post_id: number }).post_id === id).at(-1);
      expect(last?.data).toEqual({ post_id: id, status: 'failed', progress: 0, error: failed.error });
    } finally {
      server.jobs.start();
    }
  }, 60_000);

  it('removePostMedia deletes the whole video folder', async () => {
    const { removePostMedia } = await import('../../server/modules/posts/jobs');
    const row = await server.db.selectFrom('posts').selectAll().where('status', '=', 'ready').limit(1).executeTakeFirstOrThrow();
    const folder = row.hls_path!.slice(0, -'/master.m3u8'.length);
    expect((await fetch(`${server.baseUrl}${folder}/360/index.m3u8`)).status).toBe(200);
    await removePostMedia(server.deps, row);
    for (const publicPath of [row.hls_path!, row.mp4_path!, row.poster_path!, `${folder}/360/index.m3u8`]) {
      expect((await fetch(`${server.baseUrl}${publicPath}`)).status).toBe(404);
    }
    expect(filesUnder(path.join(server.dataDir, 'media', ...folder.slice('/media/'.length).split('/')))).toEqual([]);
  });

  it('media paths stay inside the media folder', async () => {
    for (const attempt of ['/media/videos/../../app-key', '/media/videos/%2e%2e/x.ts', '/media/videos/a/..%2f..%2fapp-key']) {
      expect((await fetch(`${server.baseUrl}${attempt}`)).status).toBe(404);
    }
  });
});

describe('video outputs on an S3-compatible bucket', () => {
  let s3: TestS3;
  let server: TestServer;

  beforeAll(async () => {
    s3 = await startTestS3('spielraum-videos');
    server = await startTestServer({ env: { ...LIMITS, ...s3.env } });
  });

  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('stores every output as an object (not on local disk) and serves it through /media', async () => {
    const creator = await server.loginAs(DEMO.creator);
    const response = await upload(creator, 'landscape.mp4', { title: 'Ab in den Eimer' });
    expect(response.status).toBe(202);
    await server.waitForJobs();
    const row = await expectPlayable(server, response.body.post.id, 3);
    const prefix = row.hls_path!.slice('/media/'.length, -'master.m3u8'.length);
    const keys = await s3.keys(prefix);
    expect(keys).toContain(`${prefix}master.m3u8`);
    expect(keys).toContain(`${prefix}video.mp4`);
    expect(keys).toContain(`${prefix}poster.webp`);
    expect(keys.filter((key) => key.startsWith(`${prefix}720/`) && key.endsWith('.ts')).length).toBeGreaterThan(0);
    expect(keys.filter((key) => key.startsWith(`${prefix}360/`) && key.endsWith('.ts')).length).toBeGreaterThan(0);
    expect((await s3.object(`${prefix}720/index.m3u8`))?.contentType).toBe('application/vnd.apple.mpegurl');
    expect((await s3.object(`${prefix}video.mp4`))?.contentType).toBe('video/mp4');
    expect(filesUnder(path.join(server.dataDir, 'media'))).toEqual([]);

    await server.deps.storage.removeFolder(`/media/${prefix.slice(0, -1)}`);
    expect(await s3.keys(prefix)).toEqual([]);
  }, 60_000);
});
