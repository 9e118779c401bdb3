// Browser builds of games: /play-sandbox/<slug>/<file> serves only files of a bundle, only allowed
// types, under a CSP that sandboxes the frame (no same-origin, no network) and lets only our pages embed it;
// games with a build say where it starts (browser_build). Runs on SQLite and, with TEST_DB=postgres, PostgreSQL.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../common/contract/games';
import { LANGUAGE_COOKIE } from '../../common/rules/language';
import { seedDemoData } from '../../server/seed';
import { directoryBundleSource, parseSandboxPath } from '../../server/modules/games/sandbox';
import { type TestServer, startTestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function directives(csp: string | null): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) result.set(name.toLowerCase(), values);
  }
  return result;
}

/** A request with the path exactly as written (fetch would resolve `..` before sending it). */
function rawGet(
  baseUrl: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method: 'GET', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('GET /play-sandbox/<slug>/<file>', () => {
  it('serves a bundle file with the sandbox CSP, nosniff, its type and a long cache with an ETag', async () => {
    const client = server.client();
    const response = await client.request('GET', '/play-sandbox/skyline-architects/index.html', { xsrf: false });
    expect(response.status).toBe(200);
    expect(response.text).toContain('<script src="kit.js"></script>');
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const csp = directives(response.headers.get('Content-Security-Policy'));
    expect(csp.get('sandbox')).toEqual(['allow-scripts', 'allow-pointer-lock']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    // The site-wide "nobody may frame us" does not apply here (it would keep the game page from showing it).
    expect(response.headers.get('Content-Security-Policy')).not.toContain("frame-ancestors 'none'");
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=\d{6,}/);
    // No session for a frame that must not have one.
    expect(response.setCookies).toEqual([]);
    const etag = response.headers.get('ETag');
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await client.request('GET', '/play-sandbox/skyline-architects/index.html', {
      xsrf: false,
      headers: { 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('serves scripts and styles of the bundle with their types', async () => {
    const client = server.client();
    const script = await client.request('GET', '/play-sandbox/skyline-architects/game.js', { xsrf: false });
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    const style = await client.request('GET', '/play-sandbox/moorhuhn-remix/kit.css', { xsrf: false });
    expect(style.status).toBe(200);
    expect(style.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
  });

  it.each([
    // 'sandbox': the route refuses it; 'site': the URL parser resolves the dots first, so the path leaves the
    // sandbox and the site's not-found answers.
    ['an encoded slash', '/play-sandbox/skyline-architects/..%2f..%2fpackage.json', 'sandbox'],
    ['encoded dots', '/play-sandbox/skyline-architects/%2e%2e/%2e%2e/package.json', 'site'],
    ['plain dots', '/play-sandbox/skyline-architects/../../package.json', 'site'],
    ['a dot segment as slug', '/play-sandbox/../server/app.ts', 'site'],
    ['a hidden file', '/play-sandbox/skyline-architects/.env', 'sandbox'],
    ['an unknown type', '/play-sandbox/skyline-architects/game.ts', 'sandbox'],
    ['a file without extension', '/play-sandbox/skyline-architects/LICENSE', 'sandbox'],
    ['a missing file', '/play-sandbox/skyline-architects/gibt-es-nicht.js', 'sandbox'],
    ['a missing bundle', '/play-sandbox/gibt-es-nicht/index.html', 'sandbox'],
    ['the kit folder (no bundle slug)', '/play-sandbox/_kit/kit.js', 'sandbox'],
    ['a folder', '/play-sandbox/skyline-architects', 'sandbox'],
    ['an upper-case slug', '/play-sandbox/Skyline-Architects/index.html', 'sandbox'],
  ] as const)('answers 404 for %s', async (_label, rawPath, answeredBy) => {
    const response = await rawGet(server.baseUrl, rawPath);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('"name"');
    expect(response.body).not.toContain('<script');
    expect(response.body).not.toContain('import ');
    // Either way the answer names its code beside the text: the sandbox's as text for the frame.
    if (answeredBy === 'sandbox') {
      expect(response.body).toBe('Nicht gefunden.');
      expect(response.headers['x-error-code']).toBe('notFound');
    } else {
      expect(JSON.parse(response.body)).toEqual({ code: 'routeNotFound', message: 'Diese Adresse gibt es nicht.' });
    }
  });

  it('answers a missing file in the language of the request, from the server texts', async () => {
    const missing = '/play-sandbox/skyline-architects/gibt-es-nicht.js';
    const english = await rawGet(server.baseUrl, missing, { 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(english.status).toBe(404);
    expect(english.headers['content-type']).toMatch(/^text\/plain/);
    expect(english.body).toBe('Not found.');
    expect(english.headers['x-error-code']).toBe('notFound');
    const chosen = await rawGet(server.baseUrl, missing, { 'Accept-Language': 'en', Cookie: `${LANGUAGE_COOKIE}=fr` });
    expect(chosen.body).toBe(JSON.parse(readFileSync('locales/fr/server.json', 'utf8')).notFound);
  });

  it('refuses a backslash before it reaches a route', async () => {
    const response = await rawGet(server.baseUrl, '/play-sandbox/skyline-architects/..\\..\\package.json');
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('"name"');
  });

  it('still sends the site-wide frame protection on every other answer', async () => {
    const response = await server.client().request('GET', '/api/health-check', { xsrf: false });
    expect(directives(response.headers.get('Content-Security-Policy')).get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });
});

describe('bundle paths and sources', () => {
  it('parses only safe paths with an allowed type', () => {
    expect(parseSandboxPath('/play-sandbox/a-b/index.html')).toEqual({ slug: 'a-b', segments: ['index.html'], type: 'text/html; charset=utf-8' });
    expect(parseSandboxPath('/play-sandbox/a/img/x.webp')?.type).toBe('image/webp');
    expect(parseSandboxPath('/play-sandbox/a/x.exe')).toBeNull();
    expect(parseSandboxPath('/play-sandbox/a/x..js')).toBeNull();
    expect(parseSandboxPath('/play-sandbox/a/')).toBeNull();
    expect(parseSandboxPath('/play-sandbox/a//x.js')).toBeNull();
    expect(parseSandboxPath('/play-sandbox/-a/x.js')).toBeNull();
  });

  it('serves the one shared kit (resources/games/_kit) inside each shipped bundle that has no copy of its own', async () => {
    const root = path.resolve('resources/games');
    const bundles = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => entry.name);
    expect(bundles.length).toBeGreaterThanOrEqual(8);
    const client = server.client();
    for (const file of ['kit.js', 'kit.css']) {
      const source = readFileSync(path.join(root, '_kit', file), 'utf8');
      for (const bundle of bundles) {
        const served = await client.request('GET', `/play-sandbox/${bundle}/${file}`, { xsrf: false });
        expect(served.status, `${bundle}/${file}`).toBe(200);
        expect(served.text, `${bundle}/${file}`).toBe(source);
      }
    }
    // Only a bundle that exists gets it, and only the kit's own files.
    expect((await client.request('GET', '/play-sandbox/gibt-es-nicht/kit.js', { xsrf: false })).status).toBe(404);
    expect((await client.request('GET', '/play-sandbox/nebelwald/kit.html', { xsrf: false })).status).toBe(404);
  });

  it('treats a symlink inside a bundle as missing', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'sandbox-'));
    try {
      mkdirSync(path.join(root, 'spiel', 'img'), { recursive: true });
      writeFileSync(path.join(root, 'spiel', 'index.html'), '<canvas></canvas>');
      writeFileSync(path.join(root, 'secret.json'), '{"secret":true}');
      symlinkSync(path.join(root, 'secret.json'), path.join(root, 'spiel', 'leak.json'));
      symlinkSync(root, path.join(root, 'spiel', 'up'));
      const source = directoryBundleSource(root);
      expect(await source.open('spiel', ['index.html'])).not.toBeNull();
      expect(await source.open('spiel', ['leak.json'])).toBeNull();
      expect(await source.open('spiel', ['up', 'secret.json'])).toBeNull();
      expect(await source.open('spiel', ['img'])).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('browser_build of a game', () => {
  it('points games with a build at their sandbox start page and leaves the others null', async () => {
    const client = server.client();
    const list = await client.request<{ games: Game[] }>('GET', '/api/games?per_page=48');
    expect(list.status).toBe(200);
    const byName = new Map(list.body.games.map((game) => [game.name, game]));
    const builds: Record<string, string> = {
      'Skyline Architects': 'skyline-architects',
      'Moorhuhn Remix': 'moorhuhn-remix',
      'Ironclad Rally': 'ironclad-rally',
      'Neon Drift 2088': 'neon-drift-2088',
      'Void Harvesters': 'void-harvesters',
      'Harbor Lights': 'harbor-lights',
      Pixelbäckerei: 'pixelbaeckerei',
      Nebelwald: 'nebelwald',
    };
    for (const [name, slug] of Object.entries(builds)) {
      expect(byName.get(name)?.browser_build, name).toBe(`/play-sandbox/${slug}/index.html`);
    }
    // The others stay launcher-only (the USK 16/18 titles among them).
    expect(byName.get('Die Letzte Schicht')?.browser_build).toBeNull();
    expect(byName.get('Klingenherz')?.browser_build).toBeNull();
    const withBuild = list.body.games.filter((game) => game.browser_build);
    // The eight shipped games and the eight demo AI games their makers published (server/seed/ai-games.ts).
    expect(withBuild).toHaveLength(16);
    for (const game of withBuild) {
      const start = await client.request('GET', game.browser_build!, { xsrf: false });
      expect(start.status, game.name).toBe(200);
      // Self-contained: the start page names only files of its own bundle, nothing from another origin.
      expect(start.text, game.name).not.toMatch(/(src|href)="(https?:)?\/\//);
      for (const file of ['kit.js', 'kit.css', 'game.js']) {
        const asset = await client.request('GET', game.browser_build!.replace('index.html', file), { xsrf: false });
        expect(asset.status, `${game.name} ${file}`).toBe(200);
        expect(asset.text, `${game.name} ${file}`).not.toMatch(/fetch\(|XMLHttpRequest|https?:\/\/(?!www\.w3\.org)/);
      }
      // The cover is a real screenshot of the build (webp), copied into the media storage like every seed image.
      expect(game.image, game.name).toMatch(/^\/media\/games\/.+\.webp$/);
      const cover = await client.request('GET', game.image!, { xsrf: false });
      expect(cover.status, game.name).toBe(200);
      expect(cover.headers.get('Content-Type'), game.name).toBe('image/webp');
    }

    const one = await client.request<{ game: Game }>('GET', `/api/games/${byName.get('Moorhuhn Remix')!.id}`);
    expect(one.status).toBe(200);
    expect(one.body.game.browser_build).toBe('/play-sandbox/moorhuhn-remix/index.html');
  });

  it('keeps the catalogue entries and their German descriptions', async () => {
    const list = await server.client().request<{ games: Game[] }>('GET', '/api/games?per_page=48');
    const moorhuhn = list.body.games.find((game) => game.name === 'Moorhuhn Remix');
    expect(moorhuhn?.description).toMatch(/zwei Minuten/i);
    expect(moorhuhn?.categories).toEqual(['Arcade', 'Shooter']);
  });
});

describe('a demo database seeded before the browser builds', () => {
  it('gets the builds and screenshot covers on the next start, leaving changed games alone', async () => {
    const before = await server.db.selectFrom('games').select(['name', 'image']).where('name', '=', 'Harbor Lights').executeTakeFirstOrThrow();
    await server.db.updateTable('games').set({ browser_build: null, image: '/media/games/nebelwald.svg' }).where('name', '=', 'Nebelwald').execute();
    // Changed by a person since (another cover): not touched.
    await server.db.updateTable('games').set({ browser_build: null, image: '/media/games/eigenes-bild.webp' }).where('name', '=', 'Harbor Lights').execute();

    expect(await seedDemoData(server.db, server.deps.storage, { gamesDir: server.config.gamesDir })).toBe(false);

    const rows = await server.db.selectFrom('games').select(['name', 'image', 'browser_build']).where('name', 'in', ['Nebelwald', 'Harbor Lights']).execute();
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get('Nebelwald')).toMatchObject({ browser_build: 'nebelwald', image: '/media/games/nebelwald.webp' });
    expect(byName.get('Harbor Lights')).toMatchObject({ browser_build: null, image: '/media/games/eigenes-bild.webp' });
    // Idempotent: a second start changes nothing.
    await seedDemoData(server.db, server.deps.storage, { gamesDir: server.config.gamesDir });
    expect((await server.db.selectFrom('games').select('image').where('name', '=', 'Nebelwald').executeTakeFirstOrThrow()).image).toBe('/media/games/nebelwald.webp');

    await server.db.updateTable('games').set({ browser_build: 'harbor-lights', image: before.image }).where('name', '=', 'Harbor Lights').execute();
  });
});
