// Uploads that end badly leave nothing open (security sweep): a client that sends the start of a file part and
// hangs up, a file over the limit, a body the multipart parser cannot finish and fields that fail validation all
// close the temporary file's handle and delete it. Before, every aborted upload kept one descriptor open for
// good (1,000 of them in about 2 s ran a server with 1,024 allowed files out of handles, while the health check
// still said healthy). The aborts go over raw sockets, so the server sees a real hang-up mid-body; the server runs
// in this process (support/server.ts), so /proc/self/fd counts its descriptors. And the health and readiness
// checks report an instance near its descriptor limit, read from a /proc-like folder written here.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedDescriptorUsage, createDescriptorReader } from '../../server/platform/descriptors';
import { openDescriptors, settle } from './support/descriptors';
import type { TestClient } from './support/http-client';
import { DEMO, type TestServer, startTestServer } from './support/server';

const VIDEO_MAX_BYTES = 1024 * 1024;
/** Descriptors that may come and go on their own meanwhile (keep-alive sockets of the test's fetch, the database). */
const SLACK = 12;

let server: TestServer;
let creator: TestClient;
let gameId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '100', VIDEO_MAX_BYTES: String(VIDEO_MAX_BYTES) } });
  creator = await server.loginAs(DEMO.creator);
  const created = await creator.post('/api/games/no-video', {
    name: 'Abbruchtest',
    description: 'Ein Spiel, dessen Builds nie ganz ankommen.',
    categories: ['Casual'],
    release_date: '2026-11-01',
    developer: 'Kreativa',
    publisher: 'Spielraum',
    age_rating: 0,
  });
  expect(created.status, created.text).toBe(201);
  gameId = created.body.game.id as number;
});
afterAll(() => server?.close());

const BOUNDARY = '----spielraum-abort-test';

function partFiles(): string[] {
  try {
    return readdirSync(path.join(server.dataDir, 'tmp')).filter((name) => name.endsWith('.part'));
  } catch {
    return [];
  }
}

/** The request head and the start of a file part, as a browser would send them, over a raw socket left open. */
function startUpload(url: string, field: string, fields: Record<string, string> = {}): Promise<net.Socket> {
  const { port } = new URL(server.baseUrl);
  const preamble = [
    ...Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="half.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  ].join('');
  const start = Buffer.concat([Buffer.from(preamble), Buffer.alloc(32 * 1024, 7)]);
  const head = [
    `POST ${url} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Cookie: ${creator.jar.header(creator.origin)}`,
    `X-XSRF-TOKEN: ${creator.cookie('XSRF-TOKEN')}`,
    'X-Requested-With: XMLHttpRequest',
    'Accept: application/json',
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    // The rest never comes.
    `Content-Length: ${start.length + 512 * 1024}`,
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(Buffer.concat([Buffer.from(head), start]), (error) => (error ? reject(error) : resolve(socket)));
    });
    socket.on('error', () => undefined);
  });
}

/** `count` uploads at once; each is cut off once the server has opened its temporary file. */
async function abortUploads(count: number, url: string, field: string, fields?: Record<string, string>): Promise<void> {
  const before = new Set(partFiles());
  const sockets = await Promise.all(Array.from({ length: count }, () => startUpload(url, field, fields)));
  const opened = await settle(
    () => partFiles().filter((name) => !before.has(name)).length,
    (seen) => seen >= count,
  );
  for (const socket of sockets) socket.destroy();
  expect(opened, 'every upload reached its file part before the hang-up').toBe(count);
}

async function expectNothingLeftOpen(baseline: number): Promise<void> {
  const after = await settle(
    () => ({ descriptors: openDescriptors(), parts: partFiles() }),
    (state) => state.descriptors <= baseline + SLACK && state.parts.length === 0,
  );
  expect(after.parts).toEqual([]);
  expect(after.descriptors).toBeLessThanOrEqual(baseline + SLACK);
}

describe('an upload that ends badly', () => {
  it('leaves no descriptor and no temporary file behind when hundreds of clients hang up mid-file', async () => {
    // Warm the route once, so lazily opened handles (the media folder, the database) count in the baseline.
    await creator.request('POST', `/api/games/${gameId}/build`, { body: new FormData() });
    const baseline = openDescriptors();
    for (let round = 0; round < 6; round++) await abortUploads(50, `/api/games/${gameId}/build`, 'build');
    await abortUploads(50, '/api/posts', 'video', { title: 'Halber Clip' });
    await expectNothingLeftOpen(baseline);

    // The server still takes a whole upload afterwards.
    const form = new FormData();
    form.append('build', new Blob(['kein zip'], { type: 'application/zip' }), 'x.zip');
    const answer = await creator.request('POST', `/api/games/${gameId}/build`, { body: form });
    expect(answer.status, answer.text).toBe(422);
  });

  it('closes and deletes the file when it grows past the limit, the form breaks off or a field is wrong', async () => {
    const baseline = openDescriptors();
    for (let round = 0; round < 30; round++) {
      // Over the limit, sent without a length (chunked), so only the parser's count can stop it.
      const big = new Uint8Array(VIDEO_MAX_BYTES + 256 * 1024).fill(1);
      const chunks = [
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nZu groß\r\n`,
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
        big,
        `\r\n--${BOUNDARY}--\r\n`,
      ];
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.shift();
          if (next === undefined) controller.close();
          else controller.enqueue(typeof next === 'string' ? new TextEncoder().encode(next) : next);
        },
      });
      const tooBig = await creator.request('POST', '/api/posts', {
        body: stream,
        headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      });
      expect(tooBig.status, tooBig.text).toBe(413);

      // The body ends inside the file part: the parser reports an unexpected end.
      const cut = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="video"; filename="cut.mp4"\r\nContent-Type: video/mp4\r\n\r\n${'x'.repeat(40_000)}`;
      const broken = await creator.request('POST', '/api/posts', {
        body: cut,
        headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      });
      expect(broken.status, broken.text).toBe(400);

      // A whole file, but a title over its limit.
      const form = new FormData();
      form.append('title', 'T'.repeat(500));
      form.append('video', new Blob([new Uint8Array(40_000)], { type: 'video/mp4' }), 'clip.mp4');
      const invalid = await creator.request('POST', '/api/posts', { body: form });
      expect(invalid.status, invalid.text).toBe(422);
    }
    await expectNothingLeftOpen(baseline);
  });
});

describe('the health and readiness checks', () => {
  /** A /proc-like folder: a soft limit of 1,000 open files and `open` entries under fd/ (one is the listing's own). */
  function fakeProc(open: number): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-proc-'));
    mkdirSync(path.join(dir, 'fd'));
    for (let fd = 0; fd <= open; fd++) writeFileSync(path.join(dir, 'fd', String(fd)), '');
    writeFileSync(path.join(dir, 'limits'), 'Limit  Soft Limit  Hard Limit  Units\nMax open files            1000                 4096                 files\n');
    return dir;
  }

  it('answer healthy and ready with the real reading of this process', async () => {
    const health = await server.client().get('/api/health-check');
    expect(health.status, health.text).toBe(200);
    expect(health.body.message).toBe('OK');
    const ready = await server.client().get('/api/ready');
    expect(ready.status, ready.text).toBe(200);
    expect(ready.body.checks).toMatchObject({ database: true, descriptors: true });
  });

  it('answer 503 with the reason once 90 % of the descriptors are in use, and recover below', async () => {
    const real = server.deps.descriptors;
    const dirs = [fakeProc(950), fakeProc(899)];
    try {
      server.deps.descriptors = cachedDescriptorUsage(createDescriptorReader(dirs[0]));
      const health = await server.client().get('/api/health-check');
      expect(health.status, health.text).toBe(503);
      expect(health.body).toEqual({
        code: 'tooManyOpenFiles',
        healthy: false,
        responseTime: expect.any(Number),
        message: 'Zu viele offene Dateien: 950 von 1000 Dateideskriptoren belegt',
      });
      const ready = await server.client().get('/api/ready');
      expect(ready.status, ready.text).toBe(503);
      expect(ready.body).toEqual({ ready: false, draining: false, checks: expect.objectContaining({ database: true, descriptors: false }) });

      server.deps.descriptors = cachedDescriptorUsage(createDescriptorReader(dirs[1]));
      expect((await server.client().get('/api/health-check')).status).toBe(200);
      expect((await server.client().get('/api/ready')).status).toBe(200);
    } finally {
      server.deps.descriptors = real;
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
