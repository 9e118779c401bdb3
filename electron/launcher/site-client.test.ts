import { afterEach, describe, expect, it } from 'vitest';
import { type FakeSite, loggedInJar, SESSION_COOKIE, startFakeSite, unusedPort } from '../../tests/support/launcher/fake-site';
import {
  createHttpSiteClient,
  MemoryCookieJar,
  parseSetCookie,
  SiteUnreachableError,
  XSRF_COOKIE_NAME,
} from './site-client';

let site: FakeSite | null = null;
afterEach(async () => {
  await site?.close();
  site = null;
});

describe('parseSetCookie', () => {
  it('reads the value and attributes', () => {
    expect(
      parseSetCookie('XSRF-TOKEN=a%2Bb%3D; Path=/; Domain=.spielraum.de; Secure; HttpOnly; SameSite=Lax; Max-Age=60', 1_000_000),
    ).toEqual({
      name: 'XSRF-TOKEN',
      value: 'a%2Bb%3D',
      path: '/',
      domain: 'spielraum.de',
      secure: true,
      httpOnly: true,
      sameSite: 'lax',
      expiresAt: 1_000 + 60,
    });
  });

  it('prefers Max-Age over Expires and rejects nameless cookies', () => {
    const cookie = parseSetCookie('a=b; Max-Age=10; Expires=Wed, 21 Oct 2015 07:28:00 GMT', 0);
    expect(cookie?.expiresAt).toBe(10);
    expect(parseSetCookie('=b')).toBeNull();
    expect(parseSetCookie('novalue')).toBeNull();
  });
});

describe('MemoryCookieJar', () => {
  it('replaces cookies by name and deletes expired ones', async () => {
    const jar = new MemoryCookieJar();
    await jar.storeSetCookieHeaders('', ['a=1', 'b=2']);
    await jar.storeSetCookieHeaders('', ['a=3', 'b=; Max-Age=0']);
    expect(await jar.getCookies()).toEqual([{ name: 'a', value: '3' }]);
  });
});

describe('HTTP site client', () => {
  it('fetches the CSRF cookie once and sends the decoded token with the session cookie', async () => {
    site = await startFakeSite();
    const jar = await loggedInJar(site);
    const client = createHttpSiteClient({ baseUrl: site.url, cookies: jar });

    expect((await client.postJson('/api/lastPlayed', { game_id: 5 })).status).toBe(200);
    expect((await client.postJson('/api/lastPlayed', { game_id: 6 })).status).toBe(200);

    expect(site.csrfCookieRequests).toBe(1);
    expect(site.accepted.map((call) => call.body)).toEqual([{ game_id: 5 }, { game_id: 6 }]);
    const headers = site.accepted[0]?.headers ?? {};
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers.accept).toBe('application/json');
    expect(headers['content-type']).toBe('application/json');
    expect(headers.cookie).toContain(`${SESSION_COOKIE}=`);
    const encodedToken = (await jar.getCookies()).find((cookie) => cookie.name === XSRF_COOKIE_NAME)?.value ?? '';
    expect(encodedToken).toMatch(/%2B%2F%3D$/);
    expect(headers['x-xsrf-token']).toBe(decodeURIComponent(encodedToken));
  });

  it('refreshes the CSRF token once on 419 and retries', async () => {
    site = await startFakeSite();
    const client = createHttpSiteClient({ baseUrl: site.url, cookies: await loggedInJar(site) });
    await client.postJson('/api/lastPlayed', { game_id: 1 });
    site.rotateCsrfTokens();

    expect((await client.postJson('/api/lastPlayed', { game_id: 2 })).status).toBe(200);
    expect(site.csrfCookieRequests).toBe(2);
    expect(site.attempts.map((attempt) => attempt.status)).toEqual([200, 419, 200]);
  });

  it('gives up after one retry when the token keeps being refused', async () => {
    site = await startFakeSite();
    const jar = new MemoryCookieJar();
    // A session cookie the server does not know: CSRF tokens are not bound, every POST is refused.
    await jar.storeSetCookieHeaders(site.url, [`${SESSION_COOKIE}=forged`]);
    const client = createHttpSiteClient({ baseUrl: site.url, cookies: jar });
    expect((await client.postJson('/api/lastPlayed', { game_id: 1 })).status).toBe(401);

    site.respondWith(() => 419);
    const loggedIn = createHttpSiteClient({ baseUrl: site.url, cookies: await loggedInJar(site) });
    expect((await loggedIn.postJson('/api/lastPlayed', { game_id: 1 })).status).toBe(419);
    expect(site.attempts.slice(-2).map((attempt) => attempt.status)).toEqual([419, 419]);
  });

  it('reports a refused connection as SiteUnreachableError', async () => {
    const client = createHttpSiteClient({
      baseUrl: `http://127.0.0.1:${await unusedPort()}`,
      cookies: new MemoryCookieJar(),
    });
    await expect(client.postJson('/api/lastPlayed', { game_id: 1 })).rejects.toBeInstanceOf(SiteUnreachableError);
  });

  it('only talks to paths on the configured site', async () => {
    const client = createHttpSiteClient({ baseUrl: 'http://127.0.0.1:9', cookies: new MemoryCookieJar() });
    await expect(client.postJson('//evil.example/api', {})).rejects.toThrow(TypeError);
    await expect(client.postJson('https://evil.example/api', {})).rejects.toThrow(TypeError);
    expect(() => createHttpSiteClient({ baseUrl: 'file:///etc', cookies: new MemoryCookieJar() })).toThrow(TypeError);
  });
});
