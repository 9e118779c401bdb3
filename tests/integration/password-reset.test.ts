// "Passwort vergessen": the neutral request, the mailed single-use link (read from the outbox), its expiry, the new
// password ending every other session, and the limits per e-mail address and per client address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, members, visitor } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { DEMO_PASSWORD, type TestServer, startTestServer } from './support/server';

const NEW_PASSWORD = 'ganz-neues-passwort-7';
const NEUTRAL = {
  message:
    'Falls zu dieser E-Mail-Adresse ein Konto gehört, haben wir dir einen Link zum Zurücksetzen geschickt. Er gilt 60 Minuten – schau auch im Spam-Ordner nach.',
};

/** The token of the newest reset mail to `address`, from its single link to /reset-password on this origin. */
async function tokenMailedTo(server: TestServer, address: string): Promise<string> {
  const mail = (await mailsTo(server, address)).at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  const links = ((mail.text ?? '').match(/https?:\/\/\S+/g) ?? [])
    .map((link) => new URL(link))
    .filter((url) => url.origin === server.baseUrl && url.pathname === '/reset-password');
  expect(links, mail.text).toHaveLength(1);
  return links[0]!.searchParams.get('token')!;
}

async function requestLink(server: TestServer, email: string): Promise<string> {
  const response = await (await visitor(server)).post('/api/forgot-password', { email });
  expect(response.status, response.text).toBe(200);
  return tokenMailedTo(server, email);
}

function reset(client: TestClient, token: string, password = NEW_PASSWORD, confirmation = password) {
  return client.post('/api/reset-password', { token, password, password_confirmation: confirmation });
}

describe('Passwort vergessen', () => {
  let server: TestServer;

  beforeAll(async () => {
    // The per-route limits of one test address would stop this file early; the per-e-mail limit is not scaled.
    server = await startTestServer({ env: { RATE_LIMIT_SCALE: '10' } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers an unknown address exactly like a registered one, and mails only the registered one', async () => {
    const [person] = await members(server, 'Vergessen', 1);
    const email = (await server.db.selectFrom('users').select('email').where('id', '=', person!.id).executeTakeFirstOrThrow()).email;
    const unknown = 'niemand-hier@example.org';

    const known = await (await visitor(server)).post('/api/forgot-password', { email: `  ${email.toUpperCase()} ` });
    const stranger = await (await visitor(server)).post('/api/forgot-password', { email: unknown });
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    expect(known.body).toEqual(NEUTRAL);
    expect(stranger.body).toEqual(known.body);

    expect(await mailsTo(server, unknown)).toHaveLength(0);
    const [mail] = await mailsTo(server, email);
    expect(mail!.subject).toBe('Neues Passwort für Spielraum festlegen');
    expect(mail!.text).toContain('Der Link gilt 60 Minuten und funktioniert nur ein einziges Mal.');
    const token = await tokenMailedTo(server, email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only a hash of the token is stored.
    const rows = await server.db.selectFrom('password_resets').selectAll().where('user_id', '=', person!.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('writes the mail in the account language', async () => {
    const [person] = await members(server, 'Forgot', 1);
    await server.db.updateTable('users').set({ language: 'en' }).where('id', '=', person!.id).execute();
    const email = (await server.db.selectFrom('users').select('email').where('id', '=', person!.id).executeTakeFirstOrThrow()).email;
    await requestLink(server, email);
    const [mail] = await mailsTo(server, email);
    expect(mail!.subject).toBe('Set a new password for Spielraum');
  });

  it('refuses an address that is no address, before counting or mailing anything', async () => {
    const response = await (await visitor(server)).post('/api/forgot-password', { email: 'keine-adresse' });
    expect(response.status).toBe(422);
    expect(response.body.codes).toEqual({ email: ['invalidEmail'] });
  });

  it('sets the new password with the link, ends every other session and signs this browser in', async () => {
    const [person] = await members(server, 'Sitzung', 1);
    const email = (await server.db.selectFrom('users').select('email').where('id', '=', person!.id).executeTakeFirstOrThrow()).email;
    const phone = await server.loginAs(email);
    const laptop = person!.client;
    expect((await phone.get('/api/logged-in-user')).status).toBe(200);

    const token = await requestLink(server, email);
    const browser = await visitor(server);
    const check = await browser.post('/api/reset-password/check', { token });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ email });

    const response = await reset(browser, token);
    expect(response.status, response.text).toBe(200);
    expect(response.body.message).toBe(
      'Dein neues Passwort ist gespeichert und du bist angemeldet. Auf allen anderen Geräten wurdest du abgemeldet.',
    );
    expect(response.body.user).toMatchObject({ id: person!.id, email, authenticated: true });

    expect((await phone.get('/api/logged-in-user')).status).toBe(401);
    expect((await laptop.get('/api/logged-in-user')).status).toBe(401);
    const me = await browser.get('/api/logged-in-user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(person!.id);

    const old = server.client();
    await old.csrf();
    expect((await old.post('/login', { email, password: DEMO_PASSWORD })).status).toBe(401);
    expect((await server.client().login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('works once: the same link again is refused with a way to a new one', async () => {
    const [person] = await members(server, 'Einmal', 1);
    const email = (await server.db.selectFrom('users').select('email').where('id', '=', person!.id).executeTakeFirstOrThrow()).email;
    const token = await requestLink(server, email);
    expect((await reset(await visitor(server), token)).status).toBe(200);

    const again = await reset(await visitor(server), token, 'noch-ein-anderes-passwort');
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('passwordResetUsed');
    expect(again.body.errors.token[0]).toBe(
      'Dieser Link wurde schon benutzt oder gilt nicht mehr, weil das Passwort inzwischen geändert wurde. Fordere bei Bedarf einen neuen an.',
    );
    const check = await (await visitor(server)).post('/api/reset-password/check', { token });
    expect(check.status).toBe(422);
    expect(check.body.code).toBe('passwordResetUsed');
    // The second attempt changed nothing.
    expect((await server.client().login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('lets only one of two racing uses of a link through', async () => {
    const [person] = await members(server, 'Rennen', 1);
    const email = (await server.db.selectFrom('users').select('email').where('id', '=', person!.id).executeTakeFirstOrThrow()).email;
    const token = await requestLink(server, email);
    const [first, second] = await Promise.all([
      reset(await visitor(server), token, 'erstes-passwort-1'),
      reset(await visitor(server), token, 'zweites-passwort-2'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 422]);
  });

  it('spends every other open link of the account with the new password', async () => {
    const [person] = await members(server, 'Andere', 1);
    const email = (await server.db.selectFrom('users').select('email').where('id', '=', person!.id).executeTakeFirstOrThrow()).email;
    const older = await requestLink(server, email);
    const newer = await requestLink(server, email);
    expect(newer).not.toBe(older);
    expect((await reset(await visitor(server), newer)).status).toBe(200);
    const late = await reset(await visitor(server), older, 'wieder-ein-passwort');
    expect(late.status).toBe(422);
    expect(late.body.code).toBe('passwordResetUsed');
  });

  it('spends the open links when the password is changed in the settings', async () => {
    const [person] = await members(server, 'Geaendert', 1);
    const email = (await server.db.selectFrom('users').select('email').where('id', '=', person!.id).executeTakeFirstOrThrow()).email;
    const token = await requestLink(server, email);
    const changed = await person!.client.post('/api/change-password', { old_password: DEMO_PASSWORD, new_password: 'in-den-einstellungen' });
    expect(changed.status).toBe(200);
    const late = await reset(await visitor(server), token);
    expect(late.status).toBe(422);
    expect(late.body.code).toBe('passwordResetUsed');
  });

  it('refuses an expired link in German and keeps the old password', async () => {
    const [person] = await members(server, 'Abgelaufen', 1);
    const email = (await server.db.selectFrom('users').select('email').where('id', '=', person!.id).executeTakeFirstOrThrow()).email;
    const token = await requestLink(server, email);
    // The link's hour has passed.
    await server.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', person!.id)
      .execute();

    const check = await (await visitor(server)).post('/api/reset-password/check', { token });
    expect(check.status).toBe(422);
    expect(check.body.code).toBe('passwordResetExpired');
    const response = await reset(await visitor(server), token);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: 'passwordResetExpired',
      message: 'Dieser Link ist abgelaufen – er gilt nur 60 Minuten. Fordere einfach einen neuen an.',
      codes: { token: ['passwordResetExpired'] },
    });
    expect((await server.client().login(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses a link nobody sent', async () => {
    for (const token of ['x'.repeat(43), 'kurz', 'ä'.repeat(200)]) {
      const response = await reset(await visitor(server), token);
      expect(response.status, token).toBe(422);
      expect(response.body.code).toBe('passwordResetInvalid');
    }
  });

  it('holds the new password to the rules of registration and keeps the link for a second try', async () => {
    const [person] = await members(server, 'Regeln', 1);
    const email = (await server.db.selectFrom('users').select('email').where('id', '=', person!.id).executeTakeFirstOrThrow()).email;
    const token = await requestLink(server, email);
    const short = await reset(await visitor(server), token, 'kurz12');
    expect(short.status).toBe(422);
    expect(short.body.codes).toEqual({ password: ['too_short'] });
    const different = await reset(await visitor(server), token, NEW_PASSWORD, 'etwas-anderes-1');
    expect(different.status).toBe(422);
    expect(different.body.codes).toEqual({ password_confirmation: ['notEqual'] });
    expect((await reset(await visitor(server), token)).status).toBe(200);
  });

  it('does not sign in a suspended account, but still ends its sessions', async () => {
    const [person] = await members(server, 'Gesperrt', 1);
    const email = (await server.db.selectFrom('users').select('email').where('id', '=', person!.id).executeTakeFirstOrThrow()).email;
    const token = await requestLink(server, email);
    await server.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString(), suspension_reason: 'Spam' })
      .where('id', '=', person!.id)
      .execute();
    const browser = await visitor(server);
    const response = await reset(browser, token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Dein neues Passwort ist gespeichert. Melde dich jetzt damit an.', user: null });
    expect((await browser.get('/api/logged-in-user')).status).toBe(401);
    expect((await person!.client.get('/api/logged-in-user')).status).toBe(401);
  });

  it('mails one address a few links an hour, registered or not, then answers 429 in German', async () => {
    const [person] = await members(server, 'Grenze', 1);
    const email = (await server.db.selectFrom('users').select('email').where('id', '=', person!.id).executeTakeFirstOrThrow()).email;
    for (const address of [email, 'grenze-unbekannt@example.org']) {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await (await visitor(server)).post('/api/forgot-password', { email: address });
        expect(response.status, `${address} ${attempt}`).toBe(200);
      }
      const blocked = await (await visitor(server)).post('/api/forgot-password', { email: address.toUpperCase() });
      expect(blocked.status, address).toBe(429);
      expect(blocked.body).toEqual({ code: 'tooManyRequests', message: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.' });
      expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    expect(await mailsTo(server, email)).toHaveLength(5);
    // Another address from the same client is still served.
    expect((await (await visitor(server)).post('/api/forgot-password', { email: 'jemand-anderes@example.org' })).status).toBe(200);
  });
});

describe('Passwort vergessen from one client address', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 after ten requests an hour, whichever addresses they name', async () => {
    const client = await visitor(server);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await client.post('/api/forgot-password', { email: `sammler-${attempt}@example.org` });
      expect(response.status, `attempt ${attempt}`).toBe(200);
    }
    const blocked = await (await visitor(server)).post('/api/forgot-password', { email: 'sammler-11@example.org' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('tooManyRequests');
  });
});
