// reCAPTCHA: without RECAPTCHA_SECRET nothing asks for a token (POST /api/verify-recaptcha answers as disabled,
// registration and the contact form work as always); with it, registration and the contact form need a token
// that the real verification request to RECAPTCHA_VERIFY_URL confirms, here a small local siteverify server.
import { mkdtempSync, rmSync } from 'node:fs';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { mailsTo, registration, visitor } from './support/fixtures';
import { type TestServer, startTestServer } from './support/server';

const SECRET = 'test-recaptcha-secret';
const SITE_KEY = 'test-recaptcha-site-key';
const CONTACT_ADDRESS = 'kontakt@spielraum.example';

const MISSING = 'Ohne Sicherheitsprüfung (reCAPTCHA) können wir das Formular nicht annehmen. Lade die Seite neu und versuche es noch einmal – ein Werbe- oder Skriptblocker kann die Prüfung verhindern.';
const FAILED = 'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte lade die Seite neu und versuche es noch einmal.';
const UNAVAILABLE = 'Die Sicherheitsprüfung ist gerade nicht erreichbar. Bitte versuche es in ein paar Minuten noch einmal.';

interface SiteverifyCall {
  method: string;
  contentType: string | undefined;
  form: Record<string, string>;
}

type Mode = 'normal' | 'error' | 'garbage' | 'reset' | 'bad-secret';

/**
 * Answers like Google's siteverify for the secret it knows: "gutes-token" passes without an action (as the
 * v3 answer of /api/verify-recaptcha), "token:<action>" passes for that action, the others fail a check.
 */
function answerFor(form: Record<string, string>): object {
  if (form.secret !== SECRET) return { success: false, 'error-codes': ['invalid-input-secret'] };
  const pass = { success: true, score: 0.9, hostname: '127.0.0.1', challenge_ts: '2025-09-06T12:00:00Z' };
  const token = form.response ?? '';
  if (token === 'gutes-token') return pass;
  if (token.startsWith('token:')) return { ...pass, action: token.slice('token:'.length) };
  if (token === 'niedriger-score') return { ...pass, action: 'register', score: 0.1 };
  if (token === 'fremde-seite') return { ...pass, action: 'register', hostname: 'andere-seite.example' };
  return { success: false, 'error-codes': ['invalid-input-response'] };
}

function startSiteverify(): Promise<{ server: Server; url: string; calls: SiteverifyCall[]; mode: { value: Mode } }> {
  const calls: SiteverifyCall[] = [];
  const mode = { value: 'normal' as Mode };
  const server = createServer(async (request: IncomingMessage, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const form = Object.fromEntries(new URLSearchParams(raw));
    calls.push({ method: request.method ?? '', contentType: request.headers['content-type'], form });
    if (mode.value === 'reset') {
      // Google out of reach: the connection breaks without an answer.
      request.socket.destroy();
      return;
    }
    if (mode.value === 'error') {
      response.writeHead(500).end('kaputt');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    if (mode.value === 'garbage') {
      response.end('<html>');
      return;
    }
    const answer = mode.value === 'bad-secret' ? answerFor({ ...form, secret: 'falsch' }) : answerFor(form);
    response.end(JSON.stringify(answer));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`, calls, mode });
    });
  });
}

let sequence = 0;
function contactMessage(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: 'Erika Muster',
    email: 'erika@example.org',
    subject: `Frage Nummer ${sequence}`,
    message: 'Hallo! Wie kann ich mein Spiel hochladen?',
    ...overrides,
  };
}

async function userExists(server: TestServer, email: string): Promise<boolean> {
  return (await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

async function storedContactSubjects(server: TestServer): Promise<string[]> {
  return (await server.db.selectFrom('contact_messages').select('subject').execute()).map((row) => row.subject);
}

describe('without RECAPTCHA_SECRET', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 200 {success:true, enabled:false}', async () => {
    const client = await visitor(server);
    const response = await client.post('/api/verify-recaptcha', { token: 'irgendwas' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, enabled: false });
  });

  it('still validates the payload: 422 without token, 419 without CSRF header', async () => {
    const client = await visitor(server);
    const missing = await client.post('/api/verify-recaptcha', {});
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ message: 'Dieses Feld ist erforderlich.', errors: { token: ['Dieses Feld ist erforderlich.'] } });
    const empty = await client.post('/api/verify-recaptcha', { token: '' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['token']);
    const noCsrf = await client.post('/api/verify-recaptcha', { token: 'x' }, { xsrf: false });
    expect(noCsrf.status).toBe(419);
  });

  it('tells the renderer there is no reCAPTCHA and keeps Google out of the CSP', async () => {
    const response = await server.client().get('/api/app-config');
    expect(response.body).toMatchObject({ recaptcha: false, recaptchaSiteKey: null });
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-src 'self';");
    expect(csp).not.toContain('google');
  });

  it('registration and the contact form work without a token, as before', async () => {
    const signUp = registration();
    const registered = await (await visitor(server)).post('/auth/register', signUp);
    expect(registered.status).toBe(201);
    expect(await userExists(server, signUp.email)).toBe(true);

    const message = contactMessage();
    const sent = await (await visitor(server)).post('/api/contact', message);
    expect(sent.status).toBe(201);
    expect(await storedContactSubjects(server)).toContain(message.subject);
  });

  it('ignores a token sent anyway, and still refuses one of absurd length', async () => {
    const signUp = registration({ recaptcha_token: 'token:register' });
    expect((await (await visitor(server)).post('/auth/register', signUp)).status).toBe(201);
    const message = contactMessage({ recaptcha_token: 'x'.repeat(5000) });
    const tooLong = await (await visitor(server)).post('/api/contact', message);
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.errors)).toEqual(['recaptcha_token']);
  });
});

describe('with RECAPTCHA_SECRET and a local siteverify endpoint', () => {
  let server: TestServer;
  let siteverify: Awaited<ReturnType<typeof startSiteverify>>;

  beforeAll(async () => {
    siteverify = await startSiteverify();
    server = await startTestServer({
      seed: false,
      // The contact form allows a visitor five messages an hour; this file sends more from one address.
      env: { RECAPTCHA_SECRET: SECRET, RECAPTCHA_SITE_KEY: SITE_KEY, RECAPTCHA_VERIFY_URL: siteverify.url, RATE_LIMIT_SCALE: '20' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => siteverify?.server.close(() => resolve()));
  });
  beforeEach(() => {
    siteverify.mode.value = 'normal';
    siteverify.calls.length = 0;
  });

  it('passes the site key to the renderer and opens the CSP for Google’s reCAPTCHA paths only', async () => {
    const response = await server.client().get('/api/app-config');
    expect(response.body).toMatchObject({ recaptcha: true, recaptchaSiteKey: SITE_KEY });
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;");
    expect(csp).toContain("frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;");
    expect(csp).toContain("connect-src 'self';");
  });

  describe('POST /api/verify-recaptcha', () => {
    it('200 {success:true, enabled:true, score} when the endpoint confirms the token', async () => {
      const client = await visitor(server);
      const response = await client.post('/api/verify-recaptcha', { token: 'gutes-token' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, enabled: true, score: 0.9 });
      expect(siteverify.calls).toEqual([
        {
          method: 'POST',
          contentType: expect.stringContaining('application/x-www-form-urlencoded'),
          form: { secret: SECRET, response: 'gutes-token', remoteip: '127.0.0.1' },
        },
      ]);
    });

    it('422 {success:false} when the endpoint rejects the token, the score is too low or the site is another', async () => {
      const client = await visitor(server);
      for (const token of ['schlechtes-token', 'niedriger-score', 'fremde-seite']) {
        const response = await client.post('/api/verify-recaptcha', { token });
        expect(response.status, token).toBe(422);
        expect(response.body, token).toEqual({ success: false, enabled: true, code: 'recaptchaFailed', message: FAILED });
      }
    });

    it('fails closed with 503 when the endpoint errors, answers garbage, breaks off or refuses the secret', async () => {
      const client = await visitor(server);
      for (const mode of ['error', 'garbage', 'reset', 'bad-secret'] as const) {
        siteverify.mode.value = mode;
        const response = await client.post('/api/verify-recaptcha', { token: 'gutes-token' });
        expect(response.status, mode).toBe(503);
        expect(response.body, mode).toEqual({ success: false, enabled: true, code: 'recaptchaUnavailable', message: UNAVAILABLE });
      }
    });
  });

  describe('POST /auth/register', () => {
    it('422 without a token: no account, no mail, and Google is not even asked', async () => {
      const signUp = registration();
      const response = await (await visitor(server)).post('/auth/register', signUp);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ message: MISSING, errors: { recaptcha_token: [MISSING] } });
      expect(siteverify.calls).toEqual([]);
      expect(await userExists(server, signUp.email)).toBe(false);
      expect(await mailsTo(server, signUp.email)).toEqual([]);
    });

    it.each([
      ['a token Google rejects', 'schlechtes-token'],
      ['a token made for the contact form', 'token:contact'],
      ['a score below RECAPTCHA_MIN_SCORE', 'niedriger-score'],
      ['a token solved on another site', 'fremde-seite'],
      ['an empty token', ''],
    ])('422 for %s: no account', async (_label, token) => {
      const signUp = registration({ recaptcha_token: token });
      const response = await (await visitor(server)).post('/auth/register', signUp);
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(['recaptcha_token']);
      expect(response.body.message).toBe(token === '' ? MISSING : FAILED);
      expect(await userExists(server, signUp.email)).toBe(false);
    });

    it('checks the token before anything else, so a bot does not learn that an address is taken', async () => {
      const first = registration({ recaptcha_token: 'token:register' });
      expect((await (await visitor(server)).post('/auth/register', first)).status).toBe(201);
      const again = await (await visitor(server)).post('/auth/register', registration({ email: first.email }));
      expect(again.status).toBe(422);
      expect(Object.keys(again.body.errors)).toEqual(['recaptcha_token']);
    });

    it('201 with a confirmed token: the account exists, the verification mail goes out', async () => {
      const signUp = registration({ recaptcha_token: 'token:register' });
      const client = await visitor(server);
      const response = await client.post('/auth/register', signUp);
      expect(response.status).toBe(201);
      expect(response.body.user).toMatchObject({ email: signUp.email, name: signUp.name });
      expect(siteverify.calls.map((call) => call.form)).toEqual([{ secret: SECRET, response: 'token:register', remoteip: '127.0.0.1' }]);
      expect(await userExists(server, signUp.email)).toBe(true);
      expect(await mailsTo(server, signUp.email)).toHaveLength(1);
      expect((await client.get('/api/logged-in-user')).status).toBe(200);
    });

    it('503 when the verification service cannot answer: nobody gets in unchecked', async () => {
      for (const mode of ['error', 'garbage', 'reset', 'bad-secret'] as const) {
        siteverify.mode.value = mode;
        const signUp = registration({ recaptcha_token: 'token:register' });
        const response = await (await visitor(server)).post('/auth/register', signUp);
        expect(response.status, mode).toBe(503);
        expect(response.body, mode).toMatchObject({ message: UNAVAILABLE });
        expect(await userExists(server, signUp.email), mode).toBe(false);
      }
    });
  });

  describe('POST /api/contact', () => {
    it('422 without a token or with a failed one: nothing stored, nothing mailed', async () => {
      const before = await mailsTo(server, CONTACT_ADDRESS);
      const missing = contactMessage();
      const withoutToken = await (await visitor(server)).post('/api/contact', missing);
      expect(withoutToken.status).toBe(422);
      expect(withoutToken.body).toMatchObject({ message: MISSING, errors: { recaptcha_token: [MISSING] } });

      for (const token of ['schlechtes-token', 'token:register', 'niedriger-score']) {
        const response = await (await visitor(server)).post('/api/contact', contactMessage({ recaptcha_token: token }));
        expect(response.status, token).toBe(422);
        expect(response.body, token).toMatchObject({ message: FAILED, errors: { recaptcha_token: [FAILED] } });
      }
      expect(await storedContactSubjects(server)).toEqual([]);
      expect(await mailsTo(server, CONTACT_ADDRESS)).toHaveLength(before.length);
    });

    it('201 with a confirmed token: stored (without the token) and mailed', async () => {
      const message = contactMessage();
      const response = await (await visitor(server)).post('/api/contact', { ...message, recaptcha_token: 'token:contact' });
      expect(response.status).toBe(201);
      expect(siteverify.calls.map((call) => call.form.response)).toEqual(['token:contact']);
      const rows = await server.db.selectFrom('contact_messages').selectAll().where('subject', '=', message.subject).execute();
      expect(rows).toEqual([expect.objectContaining({ ...message, user_id: null })]);
      const mails = (await mailsTo(server, CONTACT_ADDRESS)).filter((mail) => mail.subject === `[Kontaktformular] ${message.subject}`);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).not.toContain('token:contact');
    });

    it('503 when the verification service cannot answer: nothing stored', async () => {
      for (const mode of ['error', 'garbage', 'reset'] as const) {
        siteverify.mode.value = mode;
        const message = contactMessage({ recaptcha_token: 'token:contact' });
        const response = await (await visitor(server)).post('/api/contact', message);
        expect(response.status, mode).toBe(503);
        expect(response.body, mode).toMatchObject({ message: UNAVAILABLE });
        expect(await storedContactSubjects(server), mode).not.toContain(message.subject);
      }
    });
  });
});

describe('configuration', () => {
  it('refuses to start with only one of secret and site key, and reads the score threshold', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-config-'));
    try {
      expect(() => loadConfig({ DATA_DIR: dataDir, RECAPTCHA_SECRET: SECRET })).toThrow(/RECAPTCHA_SITE_KEY/);
      expect(() => loadConfig({ DATA_DIR: dataDir, RECAPTCHA_SITE_KEY: SITE_KEY })).toThrow(/RECAPTCHA_SECRET/);
      expect(() => loadConfig({ DATA_DIR: dataDir, RECAPTCHA_SECRET: SECRET, RECAPTCHA_SITE_KEY: SITE_KEY, RECAPTCHA_MIN_SCORE: '2' })).toThrow(
        /RECAPTCHA_MIN_SCORE/,
      );
      expect(loadConfig({ DATA_DIR: dataDir }).recaptcha).toBeNull();
      expect(
        loadConfig({
          DATA_DIR: dataDir,
          RECAPTCHA_SECRET: SECRET,
          RECAPTCHA_SITE_KEY: SITE_KEY,
          RECAPTCHA_MIN_SCORE: '0.7',
          PUBLIC_URL: 'https://spielraum.example:8443/',
        }).recaptcha,
      ).toEqual({
        secret: SECRET,
        verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
        siteKey: SITE_KEY,
        minScore: 0.7,
        hostname: 'spielraum.example',
      });
      expect(loadConfig({ DATA_DIR: dataDir, RECAPTCHA_SECRET: SECRET, RECAPTCHA_SITE_KEY: SITE_KEY }).recaptcha).toMatchObject({
        minScore: 0.5,
        hostname: null,
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
