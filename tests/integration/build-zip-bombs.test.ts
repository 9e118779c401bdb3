// Hostile zips sent as a game's browser build (security sweep): a 61 kB zip whose entry claims 1,000 bytes but
// unpacks to 60 MB, and a zip whose central directory points many entries at the same data (180 MB unpacked).
// Before, the first left the upload without an answer for good (its temporary file, handle and work folder with
// it) and the second was written out in full. Both are now refused with a 422 in German, and nothing stays behind:
// no temporary file, no work folder, no stored build, no open descriptor (the server runs in this process,
// support/server.ts, so /proc/self/fd counts its descriptors). The zips are written here byte by byte.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../common/contract/games';
import { openDescriptors, settle } from './support/descriptors';
import type { TestClient } from './support/http-client';
import { DEMO, type TestServer, startTestServer } from './support/server';
import { makeOverlappingZip, makeZip } from './support/zip';

/** Descriptors that may come and go on their own meanwhile (keep-alive sockets of the test's fetch, the database). */
const SLACK = 12;
/** Far longer than a refusal takes; a server that never answers fails the test here instead of hanging it. */
const ANSWER_WITHIN_MS = 15_000;
const INDEX = '<!doctype html><html lang="de"><title>Bombe</title><script src="game.js"></script></html>';

let server: TestServer;
let creator: TestClient;
let underDeclared: Buffer;

beforeAll(async () => {
  // Deflating 60 MB takes a while: done before signing in, so no keep-alive connection idles out meanwhile.
  underDeclared = makeZip([
    { name: 'index.html', data: INDEX },
    { name: 'game.js', data: new Uint8Array(60 * 1024 * 1024), deflate: true, declaredSize: 1_000 },
  ]);
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '100' } });
  creator = await server.loginAs(DEMO.creator);
});
afterAll(() => server?.close());

async function newGame(): Promise<Game> {
  const response = await creator.post('/api/games/no-video', {
    name: 'Entpacktest',
    description: 'Ein Spiel, dessen Build aus einem bösartigen ZIP kommt.',
    categories: ['Casual'],
    release_date: '2026-11-01',
    developer: 'Kreativa',
    publisher: 'Spielraum',
    age_rating: 0,
  });
  expect(response.status, response.text).toBe(201);
  return response.body.game as Game;
}

function upload(game: Game, bytes: Uint8Array) {
  const form = new FormData();
  form.append('build', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'bombe.zip');
  return creator.request('POST', `/api/games/${game.id}/build`, { body: form, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
}

function list(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/** Uploads the zip, expects a 422 with `message` for the build field, and then nothing left behind of it. */
async function expectRefusedWithoutTrace(bytes: Uint8Array, message: string): Promise<void> {
  const game = await newGame();
  // Warm the route once, so lazily opened handles (the media folder, the database) count in the baseline.
  expect((await upload(game, makeZip([{ name: 'game.js', data: 'x' }]))).status).toBe(422);
  const baseline = openDescriptors();

  const response = await upload(game, bytes);
  expect(response.status, response.text).toBe(422);
  expect(response.body.message).toBe(message);
  expect(response.body.errors.build).toEqual([message]);

  const row = await server.db.selectFrom('games').select('browser_build').where('id', '=', game.id).executeTakeFirstOrThrow();
  expect(row.browser_build).toBeNull();
  const tmp = path.join(server.dataDir, 'tmp');
  const builds = path.join(server.dataDir, 'media', 'builds');
  const after = await settle(
    () => ({ descriptors: openDescriptors(), tmp: list(tmp), builds: list(builds).filter((name) => name.startsWith(`g${game.id}-`)) }),
    (state) => state.descriptors <= baseline + SLACK && state.tmp.length === 0 && state.builds.length === 0,
  );
  expect(after.tmp, 'temporary upload files and work folders').toEqual([]);
  expect(after.builds, 'stored build files').toEqual([]);
  expect(after.descriptors).toBeLessThanOrEqual(baseline + SLACK);
}

describe('a hostile browser build', () => {
  it('is refused when an entry unpacks to far more than it declares (1,000 bytes declared, 60 MB inside)', { timeout: 60_000 }, async () => {
    expect(underDeclared.length).toBeLessThan(100 * 1024);
    await expectRefusedWithoutTrace(underDeclared, '„game.js“ lässt sich nicht entpacken: Das ZIP ist beschädigt oder gibt falsche Größen an.');
  });

  it('is refused when many entries share the same data (200 × 0.9 MB from a few kB)', { timeout: 60_000 }, async () => {
    const zip = makeOverlappingZip(new Uint8Array(900 * 1024).fill(0x61), 200, (index) => `teil${index}.js`, INDEX);
    expect(zip.length).toBeLessThan(100 * 1024);
    await expectRefusedWithoutTrace(zip, '„teil1.js“ teilt sich seine Daten im ZIP mit einer anderen Datei. Das ZIP ist beschädigt oder manipuliert.');
  });

  it('is refused when an entry unpacks to fewer bytes than it declares', async () => {
    const zip = makeZip([
      { name: 'index.html', data: INDEX },
      { name: 'game.js', data: new Uint8Array(10_000), deflate: true, declaredSize: 20_000 },
    ]);
    await expectRefusedWithoutTrace(zip, '„game.js“ lässt sich nicht entpacken: Das ZIP ist beschädigt oder gibt falsche Größen an.');
  });
});
