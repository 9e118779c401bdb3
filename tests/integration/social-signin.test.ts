// Social sign-in (GET /auth/google) against a real local OpenID Connect issuer (oidc-provider) with a
// confidential client, PKCE required, and the issuer's login/consent interactions answered by the test.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpResponse, TestClient } from './support/http-client';
import { DEMO, type TestServer, startTestServer } from './support/server';

const CLIENT_ID = 'spielraum-it';
const CLIENT_SECRET = 'spielraum-it-client-secret-0123456789';

interface Claims {
  email: string;
  email_verified: boolean;
  name: string;
}

/** The issuer's user directory: subject → claims. */
const accounts = new Map<string, Claims>();
/** What the test's interaction handler does next: log this subject in and consent, or deny. */
const interaction: { accountId: string; deny: boolean; prompts: string[] } = { accountId: '', deny: false, prompts: [] };
const tokenRequests: { authorization: string | undefined; body: string }[] = [];

let issuerServer: Server;
let issuerUrl: string;
let provider: Provider;
let server: TestServer;

async function handleInteraction(request: IncomingMessage, response: ServerResponse) {
  const details = await provider.interactionDetails(request, response);
  interaction.prompts.push(details.prompt.name);
  if (interaction.deny) {
    await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'abgelehnt' }, { mergeWithLastSubmission: false });
    return;
  }
  if (details.prompt.name === 'login') {
    await provider.interactionFinished(request, response, { login: { accountId: interaction.accountId } }, { mergeWithLastSubmission: false });
    return;
  }
  const grant = new provider.Grant({ accountId: details.session?.accountId ?? interaction.accountId, clientId: details.params.client_id });
  grant.addOIDCScope('openid email profile');
  const grantId = await grant.save();
  await provider.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

beforeAll(async () => {
  // The issuer listens first (the app's config needs its URL); the provider is built once the app's
  // origin is known (its redirect URI is registered on the client).
  let handler: ((request: IncomingMessage, response: ServerResponse) => void) | null = null;
  issuerServer = createServer((request, response) => {
    if (handler) handler(request, response);
    else response.writeHead(503).end();
  });
  const issuerPort = await new Promise<number>((resolve) =>
    issuerServer.listen(0, '127.0.0.1', () => resolve((issuerServer.address() as AddressInfo).port)),
  );
  issuerUrl = `http://127.0.0.1:${issuerPort}`;

  server = await startTestServer({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, OAUTH_ISSUER: issuerUrl },
  });

  provider = new Provider(issuerUrl, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${server.baseUrl}/auth/google/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // arctic's OAuth2Client sends the secret with HTTP Basic when it has one.
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_context: unknown, sub: string) {
      const claims = accounts.get(sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...claims }) };
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context: unknown, pending: { uid: string }) => `/interaction/${pending.uid}` },
    cookies: { keys: ['spielraum-it-cookie-key'] },
  });
  const providerCallback = provider.callback();
  handler = (request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      handleInteraction(request, response).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
      return;
    }
    if (request.url?.startsWith('/token')) {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => tokenRequests.push({ authorization: request.headers.authorization, body }));
    }
    providerCallback(request, response);
  };
});

afterAll(async () => {
  await server?.close();
  issuerServer?.closeAllConnections();
  await new Promise<void>((resolve) => (issuerServer ? issuerServer.close(() => resolve()) : resolve()));
});

/** Starts at /auth/google and follows every redirect by hand until the app's callback has answered. */
async function signIn(client: TestClient, accountId: string, ref = 'abc'): Promise<{ start: HttpResponse; final: HttpResponse }> {
  interaction.accountId = accountId;
  const start = await client.get(`/auth/google?ref=${encodeURIComponent(ref)}`);
  expect(start.status).toBe(302);
  let location = new URL(start.location!, server.baseUrl);
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await client.request('GET', location.toString());
    if (location.origin === server.baseUrl && location.pathname === '/auth/google/callback') return { start, final: response };
    if (response.status !== 302 && response.status !== 303) {
      throw new Error(`unexpected ${response.status} at ${location}: ${response.text.slice(0, 500)}`);
    }
    location = new URL(response.location!, location);
  }
  throw new Error('too many redirects');
}

async function userRows(email: string) {
  return server.db.selectFrom('users').selectAll().where('email', '=', email).execute();
}

describe('GET /auth/google', () => {
  it('redirects to the issuer with client, redirect URI, scopes, state and an S256 PKCE challenge', async () => {
    const client = server.client();
    const response = await client.get('/auth/google?ref=abc');
    expect(response.status).toBe(302);
    const target = new URL(response.location!);
    expect(target.origin).toBe(issuerUrl);
    expect(target.pathname).toBe('/auth');
    expect(target.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(target.searchParams.get('redirect_uri')).toBe(`${server.baseUrl}/auth/google/callback`);
    expect(target.searchParams.get('response_type')).toBe('code');
    expect(target.searchParams.get('scope')).toBe('openid email profile');
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(target.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // The state lives in an HttpOnly session cookie the browser keeps for the callback.
    expect(client.rawCookie('spielraum_session')?.raw).toMatch(/HttpOnly/i);
    expect(target.searchParams.has('client_secret')).toBe(false);
  });
});

describe('the whole flow', () => {
  it('creates a new account with a verified e-mail and the referral id, and logs it in', async () => {
    accounts.set('google-sub-neu', { email: 'Neue.Spielerin@example.org', email_verified: true, name: 'Neue Spielerin' });
    const client = server.client();
    interaction.prompts = [];
    tokenRequests.length = 0;
    const { final } = await signIn(client, 'google-sub-neu', 'abc');
    expect(final.status).toBe(302);
    expect(final.location).toBe('/google-login-success');
    expect(interaction.prompts).toEqual(['login', 'consent']);
    // The code was exchanged with the client secret in HTTP Basic and the PKCE verifier in the body.
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]!.authorization).toBe(`Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`);
    expect(new URLSearchParams(tokenRequests[0]!.body).get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43,128}$/);

    const me = await client.get('/api/logged-in-user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'neue.spielerin@example.org',
      name: 'Neue Spielerin',
      notVerified: false,
      authenticated: true,
      role: 'user',
      boostz: 100,
    });
    expect(me.body.email_verified_at).toEqual(expect.any(String));
    // A social sign-in is remembered.
    expect(client.rawCookie('spielraum_session')?.raw).toMatch(/Expires=/i);

    const rows = await userRows('neue.spielerin@example.org');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ google_sub: 'google-sub-neu', referral_id: 'abc', password_hash: null });
  });

  it('signing in again with the same Google account reuses it', async () => {
    const before = (await server.db.selectFrom('users').select('id').execute()).length;
    const client = server.client();
    const { final } = await signIn(client, 'google-sub-neu', 'anders');
    expect(final.location).toBe('/google-login-success');
    expect((await server.db.selectFrom('users').select('id').execute()).length).toBe(before);
    const rows = await userRows('neue.spielerin@example.org');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.referral_id).toBe('abc');
    expect((await client.get('/api/logged-in-user')).body.id).toBe(rows[0]!.id);
  });

  it('links a Google account with the e-mail of an existing account instead of duplicating it', async () => {
    accounts.set('google-sub-mia', { email: DEMO.mia, email_verified: true, name: 'Mia Google' });
    const before = (await server.db.selectFrom('users').select('id').execute()).length;
    const client = server.client();
    const { final } = await signIn(client, 'google-sub-mia');
    expect(final.location).toBe('/google-login-success');
    expect((await server.db.selectFrom('users').select('id').execute()).length).toBe(before);
    const me = await client.get('/api/logged-in-user');
    expect(me.body).toMatchObject({ id: 3, name: 'Mia_Zockt', email: DEMO.mia });
    const [mia] = await userRows(DEMO.mia);
    expect(mia!.google_sub).toBe('google-sub-mia');
    // Her verified account keeps its password.
    await server.loginAs(DEMO.mia);
  });

  it('linking to an account whose e-mail was never verified shuts out whoever registered it', async () => {
    // Someone registers the victim's address first (account pre-hijacking) and cannot verify it.
    const squatter = server.client();
    await squatter.csrf();
    const registered = await squatter.post('/auth/register', {
      name: 'Vorreiter',
      email: 'opfer@example.org',
      password: 'squatter-passwort',
      password_confirmation: 'squatter-passwort',
    });
    expect(registered.status).toBe(201);

    accounts.set('google-sub-opfer', { email: 'opfer@example.org', email_verified: true, name: 'Opfer' });
    const owner = server.client();
    const { final } = await signIn(owner, 'google-sub-opfer');
    expect(final.location).toBe('/google-login-success');
    const me = await owner.get('/api/logged-in-user');
    expect(me.body).toMatchObject({ id: registered.body.user.id, notVerified: false });

    expect((await squatter.get('/api/logged-in-user')).status).toBe(401);
    const retry = server.client();
    await retry.csrf();
    expect((await retry.post('/login', { email: 'opfer@example.org', password: 'squatter-passwort' })).status).toBe(401);
  });

  it('refuses a Google account whose e-mail the issuer has not verified', async () => {
    accounts.set('google-sub-unverified', { email: 'unbestaetigt@example.org', email_verified: false, name: 'Unbestätigt' });
    const client = server.client();
    const { final } = await signIn(client, 'google-sub-unverified');
    expect(final.status).toBe(302);
    expect(final.location).toBe('/google-login-success?error=emailNotVerified');
    expect((await client.get('/api/logged-in-user')).status).toBe(401);
    expect(await userRows('unbestaetigt@example.org')).toEqual([]);
  });

  it('a user who denies at the issuer is not logged in', async () => {
    const client = server.client();
    interaction.deny = true;
    try {
      const { final } = await signIn(client, 'google-sub-neu');
      expect(final.status).toBe(302);
      expect(final.location).toBe('/google-login-success?error=denied');
    } finally {
      interaction.deny = false;
    }
    expect((await client.get('/api/logged-in-user')).status).toBe(401);
  });

  it('a deleted account cannot sign in with Google', async () => {
    accounts.set('google-sub-weg', { email: 'weg@example.org', email_verified: true, name: 'Weg Weg' });
    const first = server.client();
    await signIn(first, 'google-sub-weg');
    expect((await first.get('/api/logged-in-user')).status).toBe(200);
    await first.csrf();
    expect((await first.delete('/api/user-delete')).status).toBe(200);

    const again = server.client();
    const { final } = await signIn(again, 'google-sub-weg');
    expect(final.location).toBe('/google-login-success?error=accountDeleted');
    expect((await again.get('/api/logged-in-user')).status).toBe(401);
  });
});

describe('GET /auth/google/callback with a bad state', () => {
  it('redirects with ?error=state on a state mismatch, and logs nobody in', async () => {
    const client = server.client();
    interaction.accountId = 'google-sub-neu';
    const start = await client.get('/auth/google?ref=abc');
    let location = new URL(start.location!);
    // Walk the issuer until it sends the browser back with a code.
    for (;;) {
      const response = await client.request('GET', location.toString());
      location = new URL(response.location!, location);
      if (location.origin === server.baseUrl) break;
    }
    expect(location.pathname).toBe('/auth/google/callback');
    const code = location.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const forged = await client.get(`/auth/google/callback?code=${encodeURIComponent(code)}&state=gefaelscht`);
    expect(forged.status).toBe(302);
    expect(forged.location).toBe('/google-login-success?error=state');
    expect((await client.get('/api/logged-in-user')).status).toBe(401);

    // The pending state was not used up by the forgery: the real answer still works once, and only once.
    const real = await client.get(`${location.pathname}${location.search}`);
    expect(real.location).toBe('/google-login-success');
    expect((await client.get('/api/logged-in-user')).status).toBe(200);
    const replay = await client.get(`${location.pathname}${location.search}`);
    expect(replay.location).toBe('/google-login-success?error=state');
  });

  it('redirects with ?error=session without any session, and ?error=state without a pending sign-in', async () => {
    const noSession = await server.client().get('/auth/google/callback?code=abc&state=xyz');
    expect(noSession.status).toBe(302);
    expect(noSession.location).toBe('/google-login-success?error=session');

    const client = server.client();
    await client.csrf();
    const nothingPending = await client.get('/auth/google/callback?code=abc&state=xyz');
    expect(nothingPending.location).toBe('/google-login-success?error=state');
    const noCode = await client.get('/auth/google/callback');
    expect(noCode.location).toBe('/google-login-success?error=state');

    // A provider error only counts for the sign-in it belongs to.
    await client.get('/auth/google');
    const foreignError = await client.get('/auth/google/callback?error=access_denied&state=fremd');
    expect(foreignError.location).toBe('/google-login-success?error=state');
  });

  it("another browser's code and state do not log this browser in (login CSRF)", async () => {
    const attacker = server.client();
    interaction.accountId = 'google-sub-neu';
    const start = await attacker.get('/auth/google');
    let location = new URL(start.location!);
    for (;;) {
      const response = await attacker.request('GET', location.toString());
      location = new URL(response.location!, location);
      if (location.origin === server.baseUrl) break;
    }
    const victim = server.client();
    await victim.get('/auth/google');
    const planted = await victim.get(`${location.pathname}${location.search}`);
    expect(planted.location).toBe('/google-login-success?error=state');
    expect((await victim.get('/api/logged-in-user')).status).toBe(401);
  });
});

describe('when the issuer is unreachable', () => {
  let offline: TestServer;

  beforeAll(async () => {
    const probe = createServer();
    const closedPort = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => resolve((probe.address() as AddressInfo).port)),
    );
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    offline = await startTestServer({
      seed: false,
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, OAUTH_ISSUER: `http://127.0.0.1:${closedPort}` },
    });
  });

  afterAll(async () => {
    await offline?.close();
  });

  it('sends the browser back with ?error=provider instead of a JSON 500', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await offline.client().get('/auth/google?ref=abc');
      expect(response.status).toBe(302);
      expect(response.location).toBe('/google-login-success?error=provider');
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
