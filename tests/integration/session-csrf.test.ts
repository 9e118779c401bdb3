// Sessions, CSRF and the login/logout calls of spec §7 (Laravel/Sanctum conventions, ARCHITECTURE.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/http-client';
import { DEMO, DEMO_PASSWORD, type TestServer, TINY_PNG, debugLeaksIn, startTestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

// Laravel's words, with the stable code every error answer carries beside them.
const UNAUTHENTICATED = { code: 'unauthenticated', message: 'Unauthenticated.' };
const CSRF_MISMATCH = { code: 'csrfMismatch', message: 'Die Sitzung ist abgelaufen. Bitte lade die Seite neu.' };

function attributes(setCookieLine: string): string[] {
  return setCookieLine
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
}

function setCookieFor(lines: string[], name: string): string | undefined {
  return lines.find((line) => line.startsWith(`${name}=`));
}

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 with a script-readable XSRF-TOKEN and an HttpOnly, SameSite=Lax session cookie', async () => {
    const client = server.client();
    const response = await client.csrf();
    expect(response.status).toBe(204);
    expect(response.text).toBe('');

    const xsrf = setCookieFor(response.setCookies, 'XSRF-TOKEN');
    const session = setCookieFor(response.setCookies, 'spielraum_session');
    expect(xsrf).toBeDefined();
    expect(session).toBeDefined();
    expect(attributes(xsrf!)).not.toContain('httponly');
    expect(attributes(xsrf!)).toContain('samesite=lax');
    expect(attributes(xsrf!)).toContain('path=/');
    expect(attributes(session!)).toContain('httponly');
    expect(attributes(session!)).toContain('samesite=lax');
    expect(attributes(session!)).toContain('path=/');
    // Plain http: no Secure flag (the browser would drop the cookie), and a browser-session cookie.
    expect(attributes(session!)).not.toContain('secure');
    expect(attributes(session!).some((attribute) => attribute.startsWith('expires='))).toBe(false);
    expect(client.cookie('XSRF-TOKEN')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps the session and its token when called again', async () => {
    const client = server.client();
    await client.csrf();
    const firstToken = client.cookie('XSRF-TOKEN');
    const firstSession = client.cookie('spielraum_session');
    const again = await client.csrf();
    expect(again.status).toBe(204);
    expect(client.cookie('XSRF-TOKEN')).toBe(firstToken);
    expect(client.cookie('spielraum_session')).toBe(firstSession);
  });

  it('gives every visitor a different token', async () => {
    const first = server.client();
    const second = server.client();
    await first.csrf();
    await second.csrf();
    expect(first.cookie('XSRF-TOKEN')).not.toBe(second.cookie('XSRF-TOKEN'));
  });
});

describe('CSRF protection of unsafe requests', () => {
  it('419 for a JSON login without X-XSRF-TOKEN', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post('/login', { email: DEMO.mia, password: DEMO_PASSWORD }, { xsrf: false });
    expect(response.status).toBe(419);
    expect(response.body).toEqual(CSRF_MISMATCH);
  });

  it('419 for a forged X-XSRF-TOKEN', async () => {
    const client = server.client();
    await client.csrf();
    const token = client.cookie('XSRF-TOKEN')!;
    // Change the last character to a different one (a token that already ends in A stays valid otherwise).
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const response = await client.post('/login', { email: DEMO.mia, password: DEMO_PASSWORD }, { xsrf: forged });
    expect(response.status).toBe(419);
    expect(response.body).toEqual(CSRF_MISMATCH);
  });

  it("419 for another visitor's valid token", async () => {
    const victim = server.client();
    const attacker = server.client();
    await victim.csrf();
    await attacker.csrf();
    const response = await victim.post(
      '/login',
      { email: DEMO.mia, password: DEMO_PASSWORD },
      { xsrf: attacker.cookie('XSRF-TOKEN')! },
    );
    expect(response.status).toBe(419);
  });

  it('419 for a token header without any session cookie', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post(
      '/login',
      { email: DEMO.mia, password: DEMO_PASSWORD },
      { noCookies: true, xsrf: client.cookie('XSRF-TOKEN')! },
    );
    expect(response.status).toBe(419);
  });

  it('419 for a form-encoded body without the header (a classic cross-site form post)', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.request('POST', '/login', {
      body: new URLSearchParams({ email: DEMO.mia, password: DEMO_PASSWORD }),
      xsrf: false,
    });
    expect(response.status).toBe(419);
    expect(response.body).toEqual(CSRF_MISMATCH);
  });

  it('419 for a multipart upload without the header, even when logged in', async () => {
    const client = await server.loginAs(DEMO.paul);
    const form = new FormData();
    form.append('image', new Blob([TINY_PNG], { type: 'image/png' }), 'avatar.png');
    const response = await client.request('POST', '/api/update-user-image', { body: form, xsrf: false });
    expect(response.status).toBe(419);
    const me = await client.get('/api/logged-in-user');
    expect(me.body.image).toBe('/media/avatars/demo-pixelpaul.svg');
  });

  it('419 for PATCH and DELETE of a logged-in user with a forged token, and nothing changes', async () => {
    const client = await server.loginAs(DEMO.paul);
    const patch = await client.patch('/api/update-user', { bio: 'gehackt' }, { xsrf: 'forged' });
    expect(patch.status).toBe(419);
    const remove = await client.delete('/api/user-delete', { xsrf: 'forged' });
    expect(remove.status).toBe(419);
    const me = await client.get('/api/logged-in-user');
    expect(me.status).toBe(200);
    expect(me.body.bio).toBe('Retro-Fan, Speedrunner in Ausbildung.');
  });

  it('lets safe methods through without a token', async () => {
    const response = await server.client().get('/api/health-check', { xsrf: false });
    expect(response.status).toBe(200);
  });
});

describe('POST /login and /auth/login', () => {
  it('logs in with 200 {user} on both paths', async () => {
    for (const path of ['/login', '/auth/login']) {
      const client = server.client();
      await client.csrf();
      const response = await client.post(path, { email: DEMO.mia, password: DEMO_PASSWORD });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body)).toEqual(['user']);
      expect(response.body.user).toMatchObject({
        name: 'Mia_Zockt',
        email: DEMO.mia,
        authenticated: true,
        notVerified: false,
        role: 'user',
      });
      expect(response.body.user).not.toHaveProperty('password_hash');
      const me = await client.get('/api/logged-in-user');
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(response.body.user.id);
    }
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post('/login', { email: '  MIA@Spielraum.Example ', password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(DEMO.mia);
  });

  it('401 with the same answer for a wrong password and an unknown e-mail', async () => {
    const client = server.client();
    await client.csrf();
    const wrongPassword = await client.post('/login', { email: DEMO.creator, password: 'falsches-passwort' });
    const unknown = await client.post('/login', { email: 'niemand@spielraum.example', password: 'falsches-passwort' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toMatchObject({ message: 'E-Mail oder Passwort ist falsch.' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrongPassword.body);
    expect((await client.get('/api/logged-in-user')).status).toBe(401);
  });

  it('422 with field errors for missing or mistyped fields', async () => {
    const client = server.client();
    await client.csrf();
    const empty = await client.post('/login', {});
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      message: 'Dieses Feld ist erforderlich.',
      errors: { email: ['Dieses Feld ist erforderlich.'], password: ['Dieses Feld ist erforderlich.'] },
    });
    const wrongTypes = await client.post('/login', { email: DEMO.mia, password: DEMO_PASSWORD, remember: 'yes' });
    expect(wrongTypes.status).toBe(422);
    expect(wrongTypes.body.errors).toEqual({ remember: ['Dieser Wert hat das falsche Format.'] });
  });

  it('400 for malformed JSON', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.request('POST', '/login', {
      body: '{"email": "mia@spielraum.example", ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Die Anfrage enthält kein gültiges JSON.' });
  });

  it('issues a new session id and a new XSRF token at login; the pre-login cookie authenticates nothing', async () => {
    const client = server.client();
    await client.csrf();
    const anonymousSession = client.cookie('spielraum_session')!;
    const anonymousToken = client.cookie('XSRF-TOKEN')!;
    await client.login(DEMO.mia, DEMO_PASSWORD);
    expect(client.cookie('spielraum_session')).not.toBe(anonymousSession);
    expect(client.cookie('XSRF-TOKEN')).not.toBe(anonymousToken);

    // Fixation: an attacker who planted the anonymous cookie does not ride along.
    const planted = new TestClient(server.baseUrl);
    planted.setCookie('spielraum_session', anonymousSession);
    expect((await planted.get('/api/logged-in-user')).status).toBe(401);
    // The old token no longer passes CSRF for the new session.
    const withOldToken = await client.patch('/api/update-gender', { gender: 'female' }, { xsrf: anonymousToken });
    expect(withOldToken.status).toBe(419);
  });

  it('a second login replaces the first session: its cookie no longer authenticates', async () => {
    const client = await server.loginAs(DEMO.creator);
    const firstSession = client.cookie('spielraum_session')!;
    await client.login(DEMO.creator, DEMO_PASSWORD);
    expect(client.cookie('spielraum_session')).not.toBe(firstSession);

    const replay = new TestClient(server.baseUrl);
    replay.setCookie('spielraum_session', firstSession);
    const response = await replay.get('/api/logged-in-user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHENTICATED);
    expect((await client.get('/api/logged-in-user')).status).toBe(200);
  });

  it('remember: true gives cookies with an expiry about 30 days ahead; without it, browser-session cookies', async () => {
    const remembered = server.client();
    await remembered.csrf();
    const withRemember = await remembered.post('/login', { email: DEMO.mia, password: DEMO_PASSWORD, remember: true });
    expect(withRemember.status).toBe(200);
    const session = setCookieFor(withRemember.setCookies, 'spielraum_session')!;
    const expires = attributes(session).find((attribute) => attribute.startsWith('expires='));
    expect(expires).toBeDefined();
    const lifetimeDays = (Date.parse(expires!.slice('expires='.length)) - Date.now()) / 86_400_000;
    expect(lifetimeDays).toBeGreaterThan(29.9);
    expect(lifetimeDays).toBeLessThanOrEqual(30);

    const plain = server.client();
    await plain.csrf();
    const withoutRemember = await plain.post('/login', { email: DEMO.mia, password: DEMO_PASSWORD });
    const plainSession = setCookieFor(withoutRemember.setCookies, 'spielraum_session')!;
    expect(attributes(plainSession).some((attribute) => attribute.startsWith('expires='))).toBe(false);
    expect(attributes(plainSession).some((attribute) => attribute.startsWith('max-age='))).toBe(false);
  });

  it('activity slides a remembered session forward, and the XSRF-TOKEN cookie with it', async () => {
    const client = await server.loginAs(DEMO.paul, DEMO_PASSWORD, true);
    const fiveDaysAgo = Date.now() - 5 * 86_400_000;
    // As if the login had happened five days ago.
    await server.db
      .updateTable('sessions')
      .set({
        last_seen_at: new Date(fiveDaysAgo).toISOString(),
        expires_at: new Date(fiveDaysAgo + 30 * 86_400_000).toISOString(),
      })
      .where('user_id', '=', 4)
      .where('remember', '=', 1)
      .execute();
    const response = await client.get('/api/logged-in-user');
    expect(response.status).toBe(200);
    const expiryOf = (name: string) => {
      const line = setCookieFor(response.setCookies, name);
      expect(line, name).toBeDefined();
      const expires = attributes(line!).find((attribute) => attribute.startsWith('expires='));
      expect(expires, name).toBeDefined();
      return Date.parse(expires!.slice('expires='.length));
    };
    const sessionExpiry = expiryOf('spielraum_session');
    const xsrfExpiry = expiryOf('XSRF-TOKEN');
    expect((sessionExpiry - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
    expect(xsrfExpiry).toBe(sessionExpiry);
    const row = await server.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('user_id', '=', 4)
      .where('remember', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Math.abs(Date.parse(row.expires_at) - sessionExpiry)).toBeLessThan(1000);
  });

  it('an expired session does not authenticate', async () => {
    const client = await server.loginAs(DEMO.creator);
    await server.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', 2)
      .execute();
    const response = await client.get('/api/logged-in-user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHENTICATED);
  });
});

describe('GET /api/logged-in-user', () => {
  it('401 with exactly {"code":"unauthenticated","message":"Unauthenticated."} for a visitor, with or without a session', async () => {
    const fresh = await server.client().get('/api/logged-in-user');
    expect(fresh.status).toBe(401);
    expect(fresh.text).toBe('{"code":"unauthenticated","message":"Unauthenticated."}');
    expect(fresh.headers.get('Content-Type')).toContain('application/json');

    const anonymous = server.client();
    await anonymous.csrf();
    const withSession = await anonymous.get('/api/logged-in-user');
    expect(withSession.status).toBe(401);
    expect(withSession.text).toBe('{"code":"unauthenticated","message":"Unauthenticated."}');
  });

  it('401 for a made-up session cookie', async () => {
    const client = server.client();
    client.setCookie('spielraum_session', 'x'.repeat(43));
    const response = await client.get('/api/logged-in-user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHENTICATED);
  });

  it('answers every spec §3 User field for a logged-in user, never the password hash, never cached', async () => {
    const client = await server.loginAs(DEMO.mia);
    const response = await client.get('/api/logged-in-user');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    for (const field of [
      'id',
      'name',
      'bio',
      'boostz',
      'credits',
      'steam_id',
      'roblox_id',
      'roblox_username',
      'roblox_display_name',
      'roblox_avatar_url',
      'roblox_profile_url',
      'subscription_plan_id',
      'apperance',
      'language',
      'gender',
      'image',
      'email',
      'age',
      'following',
      'friends',
      'friendRequests',
      'sentRequests',
      'email_verified_at',
      'profile_border',
      'owned_borders',
      'authenticated',
      'notVerified',
    ]) {
      expect(response.body, field).toHaveProperty(field);
    }
    expect(response.text).not.toContain('password');
    // Seeded relations: Mia follows Paul and they are friends.
    expect(response.body.following).toEqual([{ id: 1, user_id: 3, account_id: 4 }]);
    expect(response.body.friends).toContainEqual({ id: 4, name: 'PixelPaul', image: '/media/avatars/demo-pixelpaul.svg' });
  });
});

describe('POST /auth/logout', () => {
  it('answers 204, clears the cookies and destroys the session on the server', async () => {
    const client = await server.loginAs(DEMO.admin);
    const sessionCookie = client.cookie('spielraum_session')!;
    const response = await client.post('/auth/logout');
    expect(response.status).toBe(204);
    expect(client.cookie('spielraum_session')).toBeUndefined();
    expect(client.cookie('XSRF-TOKEN')).toBeUndefined();

    const replay = new TestClient(server.baseUrl);
    replay.setCookie('spielraum_session', sessionCookie);
    const me = await replay.get('/api/logged-in-user');
    expect(me.status).toBe(401);
    expect(me.body).toEqual(UNAUTHENTICATED);
  });

  it('419 without the CSRF header (a cross-site page cannot log the user out)', async () => {
    const client = await server.loginAs(DEMO.admin);
    const response = await client.post('/auth/logout', undefined, { xsrf: false });
    expect(response.status).toBe(419);
    expect((await client.get('/api/logged-in-user')).status).toBe(200);
  });
});

describe('error answers', () => {
  it('never carry stack, trace, file or line', async () => {
    const client = server.client();
    await client.csrf();
    const answers = [
      await client.get('/api/logged-in-user'),
      await client.post('/login', { email: DEMO.mia, password: 'wrong-password' }),
      await client.post('/login', { email: 42 }),
      await client.request('POST', '/login', { body: '{', headers: { 'Content-Type': 'application/json' } }),
      await client.post('/login', {}, { xsrf: false }),
      await client.get('/api/does-not-exist'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 422, 400, 419, 404]);
    for (const answer of answers) {
      expect(answer.headers.get('Content-Type')).toContain('application/json');
      expect(debugLeaksIn(answer.text), answer.text).toEqual([]);
    }
  });
});
