// Registration, e-mail check and e-mail verification through the outbox (no SMTP_URL: mails are .eml files).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_USER_BOOSTZ, NEW_USER_CREDITS } from '../../common/constants';
import { createVerificationLink } from '../../server/modules/auth/verification';
import { mailsTo, registration, SIGN_UP_PASSWORD, visitor } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { DEMO, type TestServer, addressesOf, startTestServer, verificationLinkIn } from './support/server';

let server: TestServer;

beforeAll(async () => {
  // Signs up more accounts from one address than an hour allows a real visitor.
  server = await startTestServer({ env: { RATE_LIMIT_SCALE: '10' } });
});

afterAll(async () => {
  await server?.close();
});

async function userCount(): Promise<number> {
  const row = await server.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('POST /auth/register', () => {
  it('creates the account with 201 {user}, logs in, and ignores balances the client sends', async () => {
    const client = await visitor(server);
    const anonymousSession = client.cookie('spielraum_session');
    const response = await client.post(
      '/auth/register',
      registration({
        name: 'Lena_Spielt',
        email: '  Lena@Example.ORG ',
        boostz: 999_999,
        credits: 5_000,
        subscription_plan_id: 3,
        apperance: 1,
        language: 'en',
        gender: 'female',
        referralId: 'freund-42',
      }),
    );
    expect(response.status).toBe(201);
    expect(Object.keys(response.body)).toEqual(['user']);
    expect(response.body.user).toMatchObject({
      name: 'Lena_Spielt',
      email: 'lena@example.org',
      boostz: NEW_USER_BOOSTZ,
      credits: NEW_USER_CREDITS,
      subscription_plan_id: null,
      apperance: 1,
      language: 'en',
      gender: 'female',
      role: 'user',
      email_verified_at: null,
      notVerified: true,
      authenticated: true,
    });
    expect(client.cookie('spielraum_session')).not.toBe(anonymousSession);

    const me = await client.get('/api/logged-in-user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(response.body.user.id);

    const row = await server.db.selectFrom('users').selectAll().where('id', '=', me.body.id).executeTakeFirstOrThrow();
    expect(row.referral_id).toBe('freund-42');
    expect(row.role).toBe('user');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(SIGN_UP_PASSWORD);
  });

  it('writes an English verification mail for an English sign-up with a link to this origin', async () => {
    const [mail] = await mailsTo(server, 'lena@example.org');
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Confirm your e-mail address for Spielraum');
    expect(addressesOf(mail!.from)).toEqual(['no-reply@spielraum.example']);
    const link = verificationLinkIn(mail!, server.baseUrl);
    expect(link.pathname).toContain('verify');
    expect([...link.searchParams.keys()].sort()).toEqual(['expires', 'id', 'signature']);
  });

  it.each([
    ['fr', 'Confirme ton adresse e-mail sur Spielraum', 'Salut Francine,'],
    ['ja', 'Spielraum のメールアドレスを確認してください', 'Francine さん'],
    ['ar', 'أكِّد عنوان بريدك الإلكتروني في Spielraum', 'مرحبًا Francine،'],
  ])('writes the verification mail in the sign-up language %s', async (language, subject, greeting) => {
    const client = await visitor(server);
    const email = `francine-${language}@example.org`;
    const response = await client.post('/auth/register', registration({ name: `Francine_${language}`, email, language }));
    expect(response.status).toBe(201);
    const [mail] = await mailsTo(server, email);
    expect(mail!.subject).toBe(subject);
    expect(mail!.text).toContain(greeting.replace('Francine', `Francine_${language}`));
    expect(verificationLinkIn(mail!, server.baseUrl).pathname).toContain('verify');
  });

  it.each([
    ['an address without @', { email: 'keine-mail' }, 'email', 'Bitte gib eine gültige E-Mail-Adresse ein.'],
    ['an address without domain dot', { email: 'a@b' }, 'email', 'Bitte gib eine gültige E-Mail-Adresse ein.'],
    [
      'an address longer than 254 characters',
      { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.de` },
      'email',
      'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.',
    ],
    ['a name shorter than 3', { name: 'ab' }, 'name', 'Der Benutzername muss mindestens 3 Zeichen lang sein.'],
    ['a name of spaces', { name: '    ' }, 'name', 'Der Benutzername muss mindestens 3 Zeichen lang sein.'],
    ['a name longer than 30', { name: 'x'.repeat(31) }, 'name', 'Der Benutzername darf höchstens 30 Zeichen lang sein.'],
    [
      'a name with markup',
      { name: '<script>x' },
      'name',
      'Der Benutzername darf nur Buchstaben, Ziffern, Leerzeichen, Punkt, Binde- und Unterstrich enthalten.',
    ],
    ['a name taken in another case', { name: 'MIA_ZOCKT' }, 'name', 'Dieser Benutzername ist bereits vergeben.'],
    ['a registered e-mail in another case', { email: 'Paul@Spielraum.Example' }, 'email', 'Diese E-Mail-Adresse wird bereits verwendet.'],
    [
      'a password shorter than 8',
      { password: 'kurz123', password_confirmation: 'kurz123' },
      'password',
      'Das Passwort muss mindestens 8 Zeichen lang sein.',
    ],
    [
      'a password longer than 150',
      { password: 'p'.repeat(151), password_confirmation: 'p'.repeat(151) },
      'password',
      'Das Passwort darf höchstens 150 Zeichen lang sein.',
    ],
    [
      'a confirmation that differs',
      { password_confirmation: `${SIGN_UP_PASSWORD}x` },
      'password_confirmation',
      'Die Passwörter stimmen nicht überein.',
    ],
    ['an unknown language', { language: 'xx' }, 'language', 'Diese Sprache wird nicht unterstützt.'],
    ['an appearance of 3', { apperance: 3 }, 'apperance', 'Die Darstellung muss 0 (System), 1 (dunkel) oder 2 (hell) sein.'],
    ['an appearance as text', { apperance: '1' }, 'apperance', 'Die Darstellung muss 0 (System), 1 (dunkel) oder 2 (hell) sein.'],
    ['an unknown gender', { gender: 'robot' }, 'gender', 'Bitte wähle eine der angebotenen Angaben.'],
  ])('422 for %s', async (_label, overrides, field, message) => {
    const before = await userCount();
    const client = await visitor(server);
    const response = await client.post('/auth/register', registration(overrides));
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(message);
    // The client shows the first message of a field (spec §8).
    expect(response.body.errors[field][0]).toBe(message);
    expect(Object.keys(response.body.errors)).toEqual([field]);
    expect(await userCount()).toBe(before);
    expect((await client.get('/api/logged-in-user')).status).toBe(401);
  });

  // The pattern checks must not add a second, wrong message after a failed length check.
  it('422 for a too short name or too long address carries only the length message', async () => {
    const client = await visitor(server);
    const shortName = await client.post('/auth/register', registration({ name: 'ab' }));
    expect(shortName.body.errors).toEqual({ name: ['Der Benutzername muss mindestens 3 Zeichen lang sein.'] });
    const longName = await client.post('/auth/register', registration({ name: 'x'.repeat(31) }));
    expect(longName.body.errors).toEqual({ name: ['Der Benutzername darf höchstens 30 Zeichen lang sein.'] });
    const longEmail = await client.post('/auth/register', registration({ email: `${'a'.repeat(250)}@b.de` }));
    expect(longEmail.body.errors).toEqual({ email: ['Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.'] });
  });

  it('treats names as taken regardless of case beyond ASCII (umlauts, accents)', async () => {
    const first = await (await visitor(server)).post('/auth/register', registration({ name: 'Ärger_Über', email: 'aerger@example.org' }));
    expect(first.status).toBe(201);
    for (const name of ['ärger_über', 'ÄRGER_ÜBER', 'Ärger_über']) {
      const response = await (await visitor(server)).post('/auth/register', registration({ name, email: 'aerger2@example.org' }));
      expect(response.status, name).toBe(422);
      expect(response.body.errors).toEqual({ name: ['Dieser Benutzername ist bereits vergeben.'] });
    }
    const accent = await (await visitor(server)).post('/auth/register', registration({ name: 'Élodie', email: 'elodie@example.org' }));
    expect(accent.status).toBe(201);
    const accentTwin = await (await visitor(server)).post('/auth/register', registration({ name: 'élodie', email: 'elodie2@example.org' }));
    expect(accentTwin.status).toBe(422);
    // Different letters stay different names.
    const other = await (await visitor(server)).post('/auth/register', registration({ name: 'Arger_Uber', email: 'arger@example.org' }));
    expect(other.status).toBe(201);
  });

  it('422 naming every field of the wrong type', async () => {
    const client = await visitor(server);
    const response = await client.post('/auth/register', {
      name: 12345,
      email: ['neu@example.org'],
      password: 12_345_678,
      password_confirmation: 12_345_678,
      language: 7,
      gender: true,
      referralId: { id: 1 },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(
      ['email', 'gender', 'language', 'name', 'password', 'password_confirmation', 'referralId'].sort(),
    );
  });

  it('422 for an empty body and for a JSON array', async () => {
    const client = await visitor(server);
    const empty = await client.post('/auth/register', {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['email', 'name', 'password', 'password_confirmation']);
    const array = await client.post('/auth/register', [registration()]);
    expect(array.status).toBe(422);
  });

  it('400 for malformed JSON', async () => {
    const client = await visitor(server);
    const response = await client.request('POST', '/auth/register', {
      body: '{"name": "Neuling", "email": }',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Die Anfrage enthält kein gültiges JSON.' });
  });

  it('419 without the CSRF header', async () => {
    const before = await userCount();
    const client = await visitor(server);
    const response = await client.post('/auth/register', registration({ name: 'Ohne_Token', email: 'ohne@example.org' }), {
      xsrf: false,
    });
    expect(response.status).toBe(419);
    expect(await userCount()).toBe(before);
  });

  it('two parallel sign-ups with the same address create one account', async () => {
    const before = await userCount();
    const [first, second] = await Promise.all([
      (await visitor(server)).post('/auth/register', registration({ name: 'Zwilling_A', email: 'zwilling@example.org' })),
      (await visitor(server)).post('/auth/register', registration({ name: 'Zwilling_B', email: 'zwilling@example.org' })),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 422]);
    const loser = first.status === 422 ? first : second;
    expect(loser.body.errors).toEqual({ email: ['Diese E-Mail-Adresse wird bereits verwendet.'] });
    expect(await userCount()).toBe(before + 1);
  });
});

describe('POST /api/check-email', () => {
  it('answers {isRegistered} for known and unknown addresses, in any case', async () => {
    const client = await visitor(server);
    const known = await client.post('/api/check-email', { email: 'MIA@spielraum.example' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ isRegistered: true });
    const unknown = await client.post('/api/check-email', { email: 'unbekannt@example.org' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ isRegistered: false });
  });

  it('422 for an invalid address or a missing field, 419 without token', async () => {
    const client = await visitor(server);
    const invalid = await client.post('/api/check-email', { email: 'kaputt' });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({
      message: 'Bitte gib eine gültige E-Mail-Adresse ein.',
      errors: { email: ['Bitte gib eine gültige E-Mail-Adresse ein.'] },
    });
    const missing = await client.post('/api/check-email', {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['email']);
    const noToken = await client.post('/api/check-email', { email: DEMO.mia }, { xsrf: false });
    expect(noToken.status).toBe(419);
  });
});

describe('e-mail verification', () => {
  let client: TestClient;
  let userId: number;
  let link: URL;

  beforeAll(async () => {
    client = await visitor(server);
    const response = await client.post('/auth/register', registration({ name: 'Verifizierer', email: 'verify@example.org' }));
    expect(response.status).toBe(201);
    userId = response.body.user.id;
    const [mail] = await mailsTo(server, 'verify@example.org');
    expect(mail!.subject).toBe('Bestätige deine E-Mail-Adresse bei Spielraum');
    link = verificationLinkIn(mail!, server.baseUrl);
    expect(link.searchParams.get('id')).toBe(String(userId));
  });

  function apiVerify(url: URL, signature?: string, id?: string) {
    const query = new URLSearchParams(url.search);
    if (signature !== undefined) query.set('signature', signature);
    if (id !== undefined) query.set('id', id);
    return `/api/email/verify?${query.toString()}`;
  }

  it('403 for a tampered signature, another user id or an expired link; nothing is verified', async () => {
    const signature = link.searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const tampered = await client.get(apiVerify(link, flipped));
    expect(tampered.status).toBe(403);
    expect(tampered.body).toMatchObject({ message: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.' });

    const otherUser = await client.get(apiVerify(link, undefined, '3'));
    expect(otherUser.status).toBe(403);

    const laterExpiry = new URL(link);
    laterExpiry.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    expect((await client.get(apiVerify(laterExpiry))).status).toBe(403);

    const expired = new URL(
      createVerificationLink(server.baseUrl, server.config.appKey, { id: userId, email: 'verify@example.org' }, Date.now() - 49 * 3_600_000),
    );
    const expiredAnswer = await client.get(apiVerify(expired));
    expect(expiredAnswer.status).toBe(403);
    expect(expiredAnswer.body).toMatchObject({ message: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.' });

    const wrongKey = new URL(createVerificationLink(server.baseUrl, 'x'.repeat(43), { id: userId, email: 'verify@example.org' }));
    expect((await client.get(apiVerify(wrongKey))).status).toBe(403);

    const me = await client.get('/api/logged-in-user');
    expect(me.body.email_verified_at).toBeNull();
  });

  it('422 for a link with missing or malformed parameters', async () => {
    const missing = await client.get('/api/email/verify?id=1');
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['expires', 'signature']);
    const malformed = await client.get(apiVerify(link, 'nicht-hex'));
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors)).toEqual(['signature']);
  });

  it('resends the mail with 202, at most 3 times, then 429 with Retry-After', async () => {
    const before = (await mailsTo(server, 'verify@example.org')).length;
    for (let resend = 1; resend <= 3; resend += 1) {
      const response = await client.post('/api/email/verification-notification');
      expect(response.status, `resend ${resend}`).toBe(202);
      expect(response.body).toMatchObject({ message: 'Wir haben dir eine neue Bestätigungs-E-Mail geschickt.' });
    }
    expect((await mailsTo(server, 'verify@example.org')).length).toBe(before + 3);
    const blocked = await client.post('/api/email/verification-notification');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await mailsTo(server, 'verify@example.org')).length).toBe(before + 3);
  });

  it('401 for the resend call without a login', async () => {
    const anonymous = await visitor(server);
    const response = await anonymous.post('/api/email/verification-notification');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: 'Unauthenticated.' });
  });

  it('following the mailed link sets email_verified_at', async () => {
    const response = await client.get(apiVerify(link));
    expect(response.status).toBe(200);
    expect(response.body.verified).toBe(true);
    expect(response.body.user.id).toBe(userId);
    expect(response.body.user.notVerified).toBe(false);
    const verifiedAt = Date.parse(response.body.user.email_verified_at);
    expect(Math.abs(Date.now() - verifiedAt)).toBeLessThan(60_000);

    const me = await client.get('/api/logged-in-user');
    expect(me.body.email_verified_at).toBe(response.body.user.email_verified_at);
    expect(me.body.notVerified).toBe(false);
  });

  it('following it again is harmless and keeps the first timestamp; a visitor gets no user data', async () => {
    const first = (await client.get('/api/logged-in-user')).body.email_verified_at;
    const again = await server.client().get(apiVerify(link));
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ verified: true });
    expect((await client.get('/api/logged-in-user')).body.email_verified_at).toBe(first);
  });

  it('a verified user asking for another mail gets 200 and no mail', async () => {
    const verified = await server.loginAs(DEMO.mia);
    const before = (await mailsTo(server, DEMO.mia)).length;
    const response = await verified.post('/api/email/verification-notification');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: 'Deine E-Mail-Adresse ist bereits bestätigt.' });
    expect((await mailsTo(server, DEMO.mia)).length).toBe(before);
  });
});
