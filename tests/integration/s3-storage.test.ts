// Media on an S3-compatible bucket (issue "Beyond one machine", item 3): the app runs against a real
// s3rver, never a mock of the client. An avatar goes through the API into the bucket (not onto the local
// disk) and comes back through /media/ with the same safe headers as local files, byte ranges and 304s;
// a replaced avatar leaves the bucket, a refused upload never reaches it, and half an S3 configuration
// stops the server at startup with a German message.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createS3Storage } from '../../server/platform/s3-storage';
import { type TestS3, startTestS3 } from './support/s3';
import { DEMO, type TestServer, TINY_PNG, startTestServer } from './support/server';
import type { TestClient } from './support/http-client';

let s3: TestS3;
let server: TestServer;

beforeAll(async () => {
  s3 = await startTestS3();
  server = await startTestServer({ env: s3.env });
});

afterAll(async () => {
  await server?.close();
  await s3?.close();
});

function upload(client: TestClient, bytes: Uint8Array, fileName: string, type: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return client.request('POST', '/api/update-user-image', { body: form });
}

/** Every file under DATA_DIR/media, if that folder exists at all. */
function localMediaFiles(): string[] {
  const root = path.join(server.dataDir, 'media');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('avatars in the bucket', () => {
  let client: TestClient;
  let image: string;
  let stored: Buffer;

  beforeAll(async () => {
    client = await server.loginAs(DEMO.mia);
    const response = await upload(client, TINY_PNG, 'ich.png', 'image/png');
    expect(response.status).toBe(200);
    image = response.body.image;
    expect(image).toMatch(/^\/media\/avatars\/[0-9a-f]{24}\.webp$/);
    const object = await s3.object(image.slice('/media/'.length));
    expect(object).not.toBeNull();
    stored = object!.bytes;
  });

  it('stores the re-encoded picture as an object with the sniffed type and a long Cache-Control, not on local disk', async () => {
    expect(await s3.keys('avatars/')).toContain(image.slice('/media/'.length));
    const object = await s3.object(image.slice('/media/'.length));
    expect(object?.contentType).toBe('image/webp');
    expect(object?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(stored.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(localMediaFiles()).toEqual([]);
  });

  it('serves the same bytes through /media/ with safe headers', async () => {
    const served = await fetch(`${server.baseUrl}${image}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    expect(served.headers.get('Content-Type')).toBe('image/webp');
    expect(served.headers.get('Content-Length')).toBe(String(stored.length));
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Content-Disposition')).toBe('inline');
    expect(served.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(served.headers.get('Accept-Ranges')).toBe('bytes');
    expect(served.headers.get('ETag')).toMatch(/^"[^"]+"$/);
    expect(served.headers.get('Last-Modified')).not.toBeNull();
  });

  it('answers byte ranges with 206, and 416 for a range past the end', async () => {
    const size = stored.length;
    const first = await fetch(`${server.baseUrl}${image}`, { headers: { Range: 'bytes=0-9' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('Content-Range')).toBe(`bytes 0-9/${size}`);
    expect(first.headers.get('Content-Length')).toBe('10');
    expect(Buffer.from(await first.arrayBuffer()).equals(stored.subarray(0, 10))).toBe(true);

    const rest = await fetch(`${server.baseUrl}${image}`, { headers: { Range: 'bytes=10-' } });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('Content-Range')).toBe(`bytes 10-${size - 1}/${size}`);
    expect(Buffer.from(await rest.arrayBuffer()).equals(stored.subarray(10))).toBe(true);

    const last = await fetch(`${server.baseUrl}${image}`, { headers: { Range: 'bytes=-6' } });
    expect(last.status).toBe(206);
    expect(last.headers.get('Content-Range')).toBe(`bytes ${size - 6}-${size - 1}/${size}`);
    expect(Buffer.from(await last.arrayBuffer()).equals(stored.subarray(size - 6))).toBe(true);

    const beyond = await fetch(`${server.baseUrl}${image}`, { headers: { Range: `bytes=${size + 100}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${size}`);
    await beyond.arrayBuffer();

    // An If-Range of another version sends the whole file.
    const stale = await fetch(`${server.baseUrl}${image}`, { headers: { Range: 'bytes=0-9', 'If-Range': '"anders"' } });
    expect(stale.status).toBe(200);
    expect(Buffer.from(await stale.arrayBuffer()).equals(stored)).toBe(true);
  });

  it('answers 304 to If-None-Match with the ETag, and HEAD without a body', async () => {
    const first = await fetch(`${server.baseUrl}${image}`);
    const etag = first.headers.get('ETag')!;
    await first.arrayBuffer();
    const again = await fetch(`${server.baseUrl}${image}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(await again.text()).toBe('');
    const otherTag = await fetch(`${server.baseUrl}${image}`, { headers: { 'If-None-Match': '"anders"' } });
    expect(otherTag.status).toBe(200);
    await otherTag.arrayBuffer();

    const head = await fetch(`${server.baseUrl}${image}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(stored.length));
    expect(head.headers.get('Content-Type')).toBe('image/webp');
  });

  it('deletes the old object from the bucket when the avatar is replaced', async () => {
    const own = await upload(client, TINY_PNG, 'vorher.png', 'image/png');
    const before = own.body.image as string;
    const replaced = await upload(client, TINY_PNG, 'nachher.jpg', 'image/jpeg');
    expect(replaced.status).toBe(200);
    const after = replaced.body.image as string;
    expect(after).not.toBe(before);
    const keys = await s3.keys('avatars/');
    expect(keys).toContain(after.slice('/media/'.length));
    expect(keys).not.toContain(before.slice('/media/'.length));
    expect(await s3.object(before.slice('/media/'.length))).toBeNull();
    const gone = await fetch(`${server.baseUrl}${before}`);
    expect(gone.status).toBe(404);
    await gone.arrayBuffer();
    image = after;
    stored = (await s3.object(after.slice('/media/'.length)))!.bytes;
  });

  it('puts nothing into the bucket for a text file renamed to .png', async () => {
    const before = await s3.keys();
    const refused = await upload(client, new TextEncoder().encode('<svg onload=alert(1)>kein Bild</svg>'), 'bild.png', 'image/png');
    expect(refused.status).toBe(422);
    expect(await s3.keys()).toEqual(before);
    expect((await client.get('/api/logged-in-user')).body.image).toBe(image);
    expect(localMediaFiles()).toEqual([]);
  });
});

describe('the seed and the media route on S3', () => {
  it('seeds the game covers into the bucket: drawn SVGs, screenshots of the browser builds, frames of the AI games’ clips', async () => {
    const covers = await s3.keys('games/');
    const drawn = covers.filter((key) => key.endsWith('.svg'));
    const screenshots = covers.filter((key) => key.endsWith('.webp'));
    expect(drawn.length).toBeGreaterThan(0);
    // Eight shipped browser builds (games/<slug>/cover.webp) and the eight published demo AI games (a frame of
    // their recorded clip, server/seed/ai-games.ts).
    expect(screenshots.filter((key) => /^games\/ai-/.test(key))).toHaveLength(8);
    expect(screenshots.filter((key) => !/^games\/ai-/.test(key))).toHaveLength(8);
    expect(drawn.length + screenshots.length).toBe(covers.length);
    const served = await fetch(`${server.baseUrl}/media/${drawn[0]}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(served.headers.get('Content-Security-Policy')).toMatch(/script-src 'self'.*; sandbox$/);
    expect(await served.text()).toContain('<svg');
    const screenshot = await fetch(`${server.baseUrl}/media/${screenshots[0]}`);
    expect(screenshot.status).toBe(200);
    expect(screenshot.headers.get('Content-Type')).toBe('image/webp');
    expect(new Uint8Array(await screenshot.arrayBuffer()).subarray(8, 12)).toEqual(new TextEncoder().encode('WEBP'));
  });

  it('answers 404 for missing objects and for paths outside the media folders', async () => {
    for (const target of ['/media/avatars/000000000000000000000000.webp', '/media/..%2Fspielraum.sqlite', '/media/avatars', '/media/avatars/..%2F..%2Fapp-key']) {
      const response = await fetch(`${server.baseUrl}${target}`);
      expect(response.status, target).toBe(404);
      expect(await response.text()).not.toContain(server.config.appKey);
    }
  });

  it('ping() answers for the readiness check: true for the bucket, false for a store that is not there', async () => {
    expect(await server.deps.storage.ping()).toBe(true);
    const missingBucket = createS3Storage({ ...server.config.s3!, bucket: 'gibt-es-nicht' });
    expect(await missingBucket.ping()).toBe(false);
    const nobody = createS3Storage({ ...server.config.s3!, endpoint: 'http://127.0.0.1:1' });
    expect(await nobody.ping()).toBe(false);
  });
});

describe('an incomplete S3 configuration', () => {
  it('is refused by loadConfig, naming what is missing, in German', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-s3-config-'));
    try {
      expect(() => loadConfig({ DATA_DIR: dataDir, S3_ENDPOINT: s3.env.S3_ENDPOINT!, S3_BUCKET: 'medien' })).toThrow(
        /Objektspeicher unvollständig konfiguriert, es fehlt: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
      );
      expect(() => loadConfig({ DATA_DIR: dataDir, S3_SECRET_ACCESS_KEY: 'geheim' })).toThrow(
        /es fehlt: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID\./,
      );
      // None (or only empty values, as an env file writes them) keeps local files.
      expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeNull();
      expect(loadConfig({ DATA_DIR: dataDir, S3_ENDPOINT: '', S3_BUCKET: '' }).s3).toBeNull();
      expect(loadConfig({ DATA_DIR: dataDir, ...s3.env }).s3).toMatchObject({ region: 'us-east-1', forcePathStyle: true });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops the real server at startup with that message and exit code 1', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-s3-start-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../../server/main.ts')], {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? os.tmpdir(),
          DATA_DIR: dataDir,
          PORT: '0',
          S3_ENDPOINT: s3.env.S3_ENDPOINT!,
          S3_BUCKET: 'medien',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
      child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
      const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
      expect(code).toBe(1);
      expect(output).toContain('Objektspeicher unvollständig konfiguriert, es fehlt: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
      expect(output).not.toContain('Spielraum läuft');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
