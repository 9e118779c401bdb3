// The OpenAPI document comes from the same declarations the server mounts: every mounted route is in it,
// every declared call answers, and /api/docs renders it from our own origin under the site's CSP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../common/contract/index';
import { createApp } from '../../server/app';
import { type TestServer, startTestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown>; summary?: string; parameters?: { name: string; in: string }[] }>>;
  components: { schemas: Record<string, unknown> };
}

async function loadDocument(): Promise<OpenApiDocument> {
  const response = await server.client().get('/api/openapi.json');
  expect(response.status).toBe(200);
  return response.body as OpenApiDocument;
}

/** Every method and path the Hono app answers, in OpenAPI spelling ({id} for :id). */
function mountedRoutes(): { method: string; path: string }[] {
  const app = createApp(server.deps);
  const routes = new Map<string, { method: string; path: string }>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue; // middleware and the static fallbacks
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    routes.set(`${route.method} ${path}`, { method: route.method.toLowerCase(), path });
  }
  return [...routes.values()];
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with an error schema and a summary for every operation', async () => {
    const document = await loadDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.schemas.ApiError).toBeDefined();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(Object.keys(operation.responses).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
  });

  it('lists every route the server mounts', async () => {
    const document = await loadDocument();
    const mounted = mountedRoutes();
    expect(mounted.length).toBeGreaterThan(30);
    const missing = mounted.filter(({ method, path }) => !document.paths[path]?.[method]).map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('mounts every declared call', async () => {
    const mounted = new Set(mountedRoutes().map(({ method, path }) => `${method} ${path}`));
    const unmounted = allRoutes()
      .map((route) => `${route.method} ${route.path}`)
      .filter((key) => !mounted.has(key));
    expect(unmounted).toEqual([]);
  });

  it('describes parameters, guards and the errors they imply', async () => {
    const document = await loadDocument();
    const game = document.paths['/api/games/{id}']!.get!;
    expect(game.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
    expect(Object.keys(game.responses)).toEqual(expect.arrayContaining(['200', '404']));
    const user = document.paths['/api/logged-in-user']!.get!;
    expect(Object.keys(user.responses)).toEqual(expect.arrayContaining(['200', '401']));
    const register = document.paths['/auth/register']!.post!;
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '415', '419', '422', '429']));
    const flags = document.paths['/api/admin/feature-flags/{name}']!.patch!;
    expect(Object.keys(flags.responses)).toEqual(expect.arrayContaining(['401', '403', '404']));
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its assets from our origin, scripts as files under the strict CSP', async () => {
    const page = await fetch(`${server.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/<script>(?!<)/);
    expect(html).not.toMatch(/https?:\/\//);
    const csp = page.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'init.js']) {
      const response = await fetch(`${server.baseUrl}/api/docs/${asset}`);
      expect(response.status, asset).toBe(200);
      expect((await response.text()).length, asset).toBeGreaterThan(100);
    }
    expect((await fetch(`${server.baseUrl}/api/docs/../../package.json`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/docs/index.html`)).status).toBe(404);
  });
});

describe('GET /api/web_experiments/', () => {
  it('evaluates the flags for a visitor by the anonymous token, stably', async () => {
    const visitor = server.client();
    const first = await visitor.get('/api/web_experiments/?token=visitor-token-0001');
    expect(first.status).toBe(200);
    const experiments = first.body.experiments as Record<string, { enabled: boolean; bucket: number | null }>;
    expect(experiments.giveaway_system_feature!.enabled).toBe(true);
    expect(experiments.trending_games_feature!.enabled).toBe(false);
    expect(experiments.trending_games_feature!.bucket).toEqual(expect.any(Number));
    const again = await server.client().get('/api/web_experiments/?token=visitor-token-0001');
    expect(again.body).toEqual(first.body);
  });

  it('rolls a flag out by bucket: a visitor below the percentage gets it, one above does not', async () => {
    const admin = await server.loginAs('admin@spielraum.example');
    expect((await admin.patch('/api/admin/feature-flags/trending_games_feature', { rolloutPercentage: 50 })).status).toBe(200);
    const tokens = Array.from({ length: 40 }, (_unused, index) => `token-${String(index).padStart(6, '0')}`);
    const answers = await Promise.all(tokens.map((token) => server.client().get(`/api/web_experiments/?token=${token}`)));
    const trending = answers.map((answer) => answer.body.experiments.trending_games_feature as { enabled: boolean; bucket: number });
    for (const experiment of trending) expect(experiment.enabled).toBe(experiment.bucket < 50);
    expect(trending.some((experiment) => experiment.enabled)).toBe(true);
    expect(trending.some((experiment) => !experiment.enabled)).toBe(true);
    await admin.patch('/api/admin/feature-flags/trending_games_feature', { rolloutPercentage: 0 });
  });

  it('evaluates for the signed-in user (the test user gets everything) and refuses a malformed token', async () => {
    const admin = await server.loginAs('admin@spielraum.example');
    const response = await admin.get('/api/web_experiments/');
    expect(Object.values(response.body.experiments as Record<string, { enabled: boolean }>).every((flag) => flag.enabled)).toBe(true);
    const bad = await server.client().get('/api/web_experiments/?token=%3Cscript%3E');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.token).toEqual(['Dieses Token ist ungültig.']);
  });
});
