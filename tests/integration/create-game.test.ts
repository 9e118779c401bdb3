// Creators make games (spec §7 POST /api/games, POST /api/games/no-video, PATCH /api/games/{id}) over
// real HTTP, on SQLite and PostgreSQL: creating with and without a trailer, editing only as its creator or an
// admin, a cover checked by its bytes, and browser builds: a good zip becomes playable in the sandbox; zips with
// traversal, symlinks, nested archives, hidden files, no index.html, 0 bytes or encryption are refused with
// nothing stored.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../common/contract/games';
import { insertUsers } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { DEMO, type TestServer, startTestServer } from './support/server';
import { makeZip, type ZipEntry } from './support/zip';

let server: TestServer;
let visitor: TestClient;
let creator: TestClient;
let mia: TestClient;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '100' } });
  visitor = server.client();
  await visitor.csrf();
  [creator, mia, admin] = await Promise.all([server.loginAs(DEMO.creator), server.loginAs(DEMO.mia), server.loginAs(DEMO.admin)]);
});
afterAll(() => server.close());

const FIELDS = {
  name: 'Kistenschieber',
  description: 'Schieb die Kisten auf die Felder – in so wenigen Zügen wie möglich.',
  categories: ['Denkspiel', 'Casual'],
  release_date: '2026-11-01',
  developer: 'Kreativa',
  publisher: 'Spielraum',
  age_rating: 0,
};

async function newGame(client = creator, fields: Record<string, unknown> = {}): Promise<Game> {
  const response = await client.post('/api/games/no-video', { ...FIELDS, ...fields });
  expect(response.status, response.text).toBe(201);
  return response.body.game as Game;
}

function upload(client: TestClient, url: string, field: string, bytes: Uint8Array, name: string, type = 'application/zip') {
  const form = new FormData();
  form.append(field, new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  return client.request('POST', url, { body: form });
}

const INDEX = '<!doctype html><html lang="de"><title>Kisten</title><canvas></canvas><script src="game.js"></script></html>';

describe('creating and editing', () => {
  it('creates a game with every field, a drawn cover, and its creator as creator_id', async () => {
    const game = await newGame();
    expect(game).toMatchObject({ name: 'Kistenschieber', categories: ['Denkspiel', 'Casual'], age_rating: 0, browser_build: null, typical_session_minutes: 30 });
    expect(game.image).toMatch(/^\/media\/games\/.+\.svg$/);
    expect((await visitor.get(game.image!)).status).toBe(200);
    const mine = await creator.get('/api/logged-in-user');
    expect(game.creator_id).toBe(mine.body.id);
  });

  it('takes the multipart form with fields as JSON and no video', async () => {
    const form = new FormData();
    form.append('fields', JSON.stringify({ ...FIELDS, name: 'Formularspiel' }));
    const response = await creator.request('POST', '/api/games', { body: form });
    expect(response.status, response.text).toBe(201);
    expect(response.body.game.name).toBe('Formularspiel');
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ categories: [] }, 'categories'],
    [{ categories: ['Ballern'] }, 'categories'],
    [{ categories: ['Action', 'Koop', 'Sport', 'Musik', 'Horror'] }, 'categories'],
    [{ release_date: '2026-13-01' }, 'release_date'],
    [{ age_rating: 7 }, 'age_rating'],
    [{ age_rating: '12' }, 'age_rating'],
    [{ steam_app_id: -5 }, 'steam_app_id'],
    [{ typical_session_minutes: 2 }, 'typical_session_minutes'],
  ])('refuses %j with a 422 naming %s, nothing stored', async (change, field) => {
    const before = await server.db.selectFrom('games').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await creator.post('/api/games/no-video', { ...FIELDS, ...change });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).some((key) => key === field || key.startsWith(`${field}.`))).toBe(true);
    const after = await server.db.selectFrom('games').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses broken multipart fields, visitors and unverified accounts', async () => {
    const form = new FormData();
    form.append('fields', '{kaputt');
    expect((await creator.request('POST', '/api/games', { body: form })).status).toBe(422);
    expect((await visitor.post('/api/games/no-video', FIELDS)).status).toBe(401);
    const [fresh] = await insertUsers(server, 'Unbestaetigt', 1);
    await server.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', fresh!.id).execute();
    expect((await (await server.loginAs(fresh!.email)).post('/api/games/no-video', FIELDS)).status).toBe(403);
  });

  it('lets only its creator or an admin edit it', async () => {
    const game = await newGame();
    const edited = await creator.patch(`/api/games/${game.id}`, { name: 'Kistenschieber Deluxe', age_rating: 6 });
    expect(edited.status).toBe(200);
    expect(edited.body.game).toMatchObject({ name: 'Kistenschieber Deluxe', age_rating: 6, description: FIELDS.description });
    const refused = await mia.patch(`/api/games/${game.id}`, { name: 'Gehackt' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Dieses Spiel kann nur sein Creator oder ein Admin ändern.');
    expect((await admin.patch(`/api/games/${game.id}`, { publisher: 'Admina' })).body.game.publisher).toBe('Admina');
    expect((await creator.patch('/api/games/999999', { name: 'x' })).status).toBe(404);
    expect((await creator.patch(`/api/games/${game.id}`, { categories: ['Nope'] })).status).toBe(422);
  });
});

describe('covers', () => {
  it('takes a real picture (re-encoded as WebP) and refuses what is not one', async () => {
    const game = await newGame();
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#6d28d9' } }).png().toBuffer();
    const response = await upload(creator, `/api/games/${game.id}/cover`, 'cover', png, 'cover.png', 'image/png');
    expect(response.status, response.text).toBe(200);
    expect(response.body.game.image).toMatch(/^\/media\/games\/.+\.webp$/);
    const fake = await upload(creator, `/api/games/${game.id}/cover`, 'cover', new TextEncoder().encode('<svg onload=alert(1)>'), 'cover.png', 'image/png');
    expect(fake.status).toBe(422);
    expect((await upload(mia, `/api/games/${game.id}/cover`, 'cover', png, 'cover.png', 'image/png')).status).toBe(403);
  });
});

describe('browser builds', () => {
  it('stores a good zip (index.html in one top folder) and plays it in the sandbox; the media route does not serve it', async () => {
    const game = await newGame();
    const zip = makeZip([
      { name: 'kisten/' },
      { name: 'kisten/index.html', data: INDEX },
      { name: 'kisten/game.js', data: 'document.querySelector("canvas").getContext("2d").fillRect(0, 0, 10, 10);' },
      { name: 'kisten/assets/box.svg', data: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    ]);
    const response = await upload(creator, `/api/games/${game.id}/build`, 'build', zip, 'kisten.zip');
    expect(response.status, response.text).toBe(200);
    const build = response.body.game.browser_build as string;
    expect(build).toMatch(/^\/play-sandbox\/g\d+-[0-9a-f]{12}\/index\.html$/);
    const page = await fetch(`${server.baseUrl}${build}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain('sandbox');
    expect(await page.text()).toContain('<canvas>');
    expect((await fetch(`${server.baseUrl}${build.replace('index.html', 'assets/box.svg')}`)).status).toBe(200);
    const slug = build.split('/')[2]!;
    expect((await fetch(`${server.baseUrl}/media/builds/${slug}/index.html`)).status).toBe(404);

    // A new upload switches the game and removes the old files.
    const again = await upload(creator, `/api/games/${game.id}/build`, 'build', makeZip([{ name: 'index.html', data: INDEX }, { name: 'game.js', data: '1' }]), 'v2.zip');
    expect(again.status).toBe(200);
    expect(again.body.game.browser_build).not.toBe(build);
    expect((await fetch(`${server.baseUrl}${again.body.game.browser_build}`)).status).toBe(200);
  });

  const BAD: [string, ZipEntry[] | Uint8Array, string][] = [
  // [what, content, the message key the server answers with]
    ['path traversal', [{ name: 'index.html', data: INDEX }, { name: '../../evil.js', data: 'x' }], 'buildUnsafePath'],
    ['an absolute path', [{ name: 'index.html', data: INDEX }, { name: '/etc/passwd.js', data: 'x' }], 'buildUnsafePath'],
    ['a hidden file', [{ name: 'index.html', data: INDEX }, { name: '.htaccess.js', data: 'x' }], 'buildUnsafePath'],
    ['a symlink', [{ name: 'index.html', data: INDEX }, { name: 'link.js', data: '/etc/passwd', mode: 0o120777 }], 'buildSymlink'],
    ['a nested archive', [{ name: 'index.html', data: INDEX }, { name: 'more.zip', data: 'PK' }], 'buildFileType'],
    ['an executable', [{ name: 'index.html', data: INDEX }, { name: 'cheat.exe', data: 'MZ' }], 'buildFileType'],
    ['no index.html', [{ name: 'game.js', data: 'x' }], 'buildNoIndex'],
    ['two top folders without a root index', [{ name: 'a/index.html', data: INDEX }, { name: 'b/game.js', data: 'x' }], 'buildNoIndex'],
    ['an encrypted entry', [{ name: 'index.html', data: INDEX, encrypted: true }], 'buildEncrypted'],
    ['0 bytes', new Uint8Array(), 'buildEmpty'],
    ['not a zip', new TextEncoder().encode('Das ist kein ZIP, nur Text.'), 'buildNotZip'],
  ];

  it.each(BAD)('refuses a zip with %s (422, %s), nothing stored and the game unchanged', async (_label, content) => {
    const game = await newGame();
    const bytes = content instanceof Uint8Array ? content : makeZip(content);
    const response = await upload(creator, `/api/games/${game.id}/build`, 'build', bytes, 'bad.zip');
    expect(response.status, response.text).toBe(422);
    expect(response.body.errors.build).toBeDefined();
    expect(response.body.message).not.toContain('{file}');
    const row = await server.db.selectFrom('games').select('browser_build').where('id', '=', game.id).executeTakeFirstOrThrow();
    expect(row.browser_build).toBeNull();
    const builds = path.join(server.deps.config.dataDir, 'media', 'builds');
    // The good upload above created the folder, so an empty look here means nothing was left behind.
    expect(existsSync(builds)).toBe(true);
    const leftovers = readdirSync(builds).filter((name) => name.startsWith(`g${game.id}-`));
    expect(leftovers).toEqual([]);
  });

  it('names the first problem in German', async () => {
    const game = await newGame();
    const response = await upload(creator, `/api/games/${game.id}/build`, 'build', makeZip([{ name: 'index.html', data: INDEX }, { name: 'tool.exe', data: 'MZ' }]), 'bad.zip');
    expect(response.body.message).toBe('„tool.exe“ hat einen Dateityp, den Spiele im Browser nicht nutzen dürfen (erlaubt: HTML, JS, CSS, JSON, Bilder, Audio, Schriften).');
  });

  it('refuses another creator’s game and a zip over 50 MB', async () => {
    const game = await newGame();
    expect((await upload(mia, `/api/games/${game.id}/build`, 'build', makeZip([{ name: 'index.html', data: INDEX }]), 'x.zip')).status).toBe(403);
    const big = new Uint8Array(51 * 1024 * 1024);
    const response = await upload(creator, `/api/games/${game.id}/build`, 'build', big, 'big.zip');
    expect(response.status).toBe(413);
  });
});
