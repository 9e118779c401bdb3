// Security headers on every answer, HSTS and Secure cookies only behind HTTPS, and a 500 that tells nothing.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { createDeps } from '../../server/platform';
import { type TestServer, debugLeaksIn, startTestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

function directives(csp: string | null): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) result.set(name.toLowerCase(), values);
  }
  return result;
}

function expectSecurityHeaders(headers: Headers) {
  const csp = directives(headers.get('Content-Security-Policy'));
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('X-Frame-Options')).toBe('DENY');
  expect(headers.get('X-Powered-By')).toBeNull();
}

describe('over plain HTTP', () => {
  it.each([
    ['an API answer', 'GET', '/api/health-check', 200],
    ['a 401', 'GET', '/api/logged-in-user', 401],
    ['a 404', 'GET', '/api/gibt-es-nicht', 404],
    ['the CSRF cookie', 'GET', '/sanctum/csrf-cookie', 204],
    ['a 419', 'POST', '/login', 419],
    ['a media file', 'GET', '/media/games/die-letzte-schicht.svg', 200],
  ])('%s carries CSP without inline scripts, nosniff, frame-ancestors, Referrer-Policy, and no HSTS', async (_label, method, url, status) => {
    const response = await server.client().request(method, url, { xsrf: false });
    expect(response.status).toBe(status);
    expectSecurityHeaders(response.headers);
    expect(response.headers.get('Content-Security-Policy')).not.toContain('unsafe-eval');
    expect(directives(response.headers.get('Content-Security-Policy')).has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });
});

describe('behind HTTPS (PUBLIC_URL https://…)', () => {
  let dataDir: string;
  let app: ReturnType<typeof createApp>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-it-https-'));
    mkdirSync(path.join(dataDir, 'renderer'));
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://spielraum.example',
      LOG_REQUESTS: 'false',
      STATIC_DIR: path.join(dataDir, 'renderer'),
    });
    expect(config.secureCookies).toBe(true);
    const opened = openDatabase(config.dataDir);
    await migrateToLatest(opened.db);
    const deps = createDeps(config, opened);
    app = createApp(deps);
    close = async () => {
      deps.mailer.close();
      await opened.db.destroy().catch(() => undefined);
    };
  });

  afterAll(async () => {
    await close?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends HSTS and upgrade-insecure-requests', async () => {
    const response = await app.request('https://spielraum.example/api/health-check');
    expect(response.status).toBe(200);
    expectSecurityHeaders(response.headers);
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(response.headers.get('Content-Security-Policy')).has('upgrade-insecure-requests')).toBe(true);
  });

  it('marks the session and XSRF cookies Secure, the session cookie with the __Host- prefix, and never caches the token', async () => {
    const response = await app.request('https://spielraum.example/sanctum/csrf-cookie');
    expect(response.status).toBe(204);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((line) => line.startsWith('spielraum_session='))).toBe(false);
    const session = cookies.find((line) => line.startsWith('__Host-spielraum_session='));
    expect(session).toMatch(/;\s*Path=\//i);
    expect(session).not.toMatch(/Domain=/i);
    const xsrf = cookies.find((line) => line.startsWith('XSRF-TOKEN='));
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(xsrf).toMatch(/;\s*Secure/i);
    expect(xsrf).not.toMatch(/HttpOnly/i);
  });

  it('answers an unexpected failure with a bare 500 and logs it on the server only', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await close();
      const response = await app.request('https://spielraum.example/api/games', { headers: { Accept: 'application/json' } });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ message: 'Ein Fehler ist aufgetreten. Bitte versuche es später erneut.' });
      expect(debugLeaksIn(text)).toEqual([]);
      expectSecurityHeaders(response.headers);
      expect(logged).toHaveBeenCalled();

      const health = await app.request('https://spielraum.example/api/health-check');
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({
        code: 'databaseUnreachable',
        healthy: false,
        responseTime: expect.any(Number),
        message: 'Datenbank nicht erreichbar',
      });
      // Like every answer, in the language of the request; a monitor names none and reads German. The code stays.
      const english = await app.request('https://spielraum.example/api/health-check', { headers: { 'Accept-Language': 'en' } });
      expect(await english.json()).toMatchObject({ code: 'databaseUnreachable', message: 'Database unreachable' });
    } finally {
      logged.mockRestore();
    }
  });
});
