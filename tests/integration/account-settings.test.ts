// Account settings of spec §7: password change, profile fields, language, appearance, birthdate,
// gender and the avatar upload (type checked by content, re-encoded, served back from /media/avatars/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../common/constants';
import { newAccount, SIGN_UP_PASSWORD, visitor } from './support/fixtures';
import { TestClient } from './support/http-client';
import { DEMO, DEMO_PASSWORD, type TestServer, TINY_PNG, startTestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  // Signs up more accounts from one address than an hour allows a real visitor.
  server = await startTestServer({ env: { RATE_LIMIT_SCALE: '10' } });
});

afterAll(async () => {
  await server?.close();
});


describe('POST /api/change-password', () => {
  it('403 for a wrong old password, with the spec message; the password stays', async () => {
    const { client, email } = await newAccount(server, 'Passwort_A');
    const response = await client.post('/api/change-password', { old_password: 'falsch-falsch', new_password: 'neues-passwort' });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ message: 'Das alte Passwort ist falsch.' });
    await server.client().login(email, SIGN_UP_PASSWORD);
  });

  it('422 for a new password shorter than 8 with the spec message, and for missing fields', async () => {
    const { client } = await newAccount(server, 'Passwort_B');
    const short = await client.post('/api/change-password', { old_password: SIGN_UP_PASSWORD, new_password: 'kurz' });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({
      message: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
      errors: { new_password: ['Das Passwort muss mindestens 8 Zeichen lang sein.'] },
    });
    const tooLong = await client.post('/api/change-password', { old_password: SIGN_UP_PASSWORD, new_password: 'x'.repeat(151) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({ new_password: ['Das Passwort darf höchstens 150 Zeichen lang sein.'] });
    const missing = await client.post('/api/change-password', {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['new_password', 'old_password']);
  });

  it('200 on success: the new password works, the old does not, other sessions end, this one stays', async () => {
    const { client, email } = await newAccount(server, 'Passwort_C');
    const otherDevice = await server.loginAs(email, SIGN_UP_PASSWORD);
    const rememberedDevice = await server.loginAs(email, SIGN_UP_PASSWORD, true);
    expect((await otherDevice.get('/api/logged-in-user')).status).toBe(200);

    const response = await client.post('/api/change-password', { old_password: SIGN_UP_PASSWORD, new_password: 'ganz-neues-passwort' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: 'Passwort erfolgreich geändert.' });

    expect((await client.get('/api/logged-in-user')).status).toBe(200);
    expect((await otherDevice.get('/api/logged-in-user')).status).toBe(401);
    expect((await rememberedDevice.get('/api/logged-in-user')).status).toBe(401);

    const oldLogin = server.client();
    await oldLogin.csrf();
    expect((await oldLogin.post('/login', { email, password: SIGN_UP_PASSWORD })).status).toBe(401);
    expect((await oldLogin.post('/login', { email, password: 'ganz-neues-passwort' })).status).toBe(200);
  });

  it('401 for a visitor', async () => {
    const client = await visitor(server);
    const response = await client.post('/api/change-password', { old_password: SIGN_UP_PASSWORD, new_password: 'neues-passwort' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: 'Unauthenticated.' });
  });
});

describe('PATCH /api/update-user', () => {
  it('changes name and bio and answers the user', async () => {
    const { client } = await newAccount(server, 'Profil_A');
    const response = await client.patch('/api/update-user', { name: 'Profil_Neu', bio: '  Ich spiele gern Rätsel.  ' });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ name: 'Profil_Neu', bio: 'Ich spiele gern Rätsel.' });
    const me = await client.get('/api/logged-in-user');
    expect(me.body).toMatchObject({ name: 'Profil_Neu', bio: 'Ich spiele gern Rätsel.' });
  });

  it('keeps the own name in another case allowed, and an empty bio clears it', async () => {
    const { client } = await newAccount(server, 'Profil_B');
    const renamed = await client.patch('/api/update-user', { name: 'PROFIL_B', bio: '' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user).toMatchObject({ name: 'PROFIL_B', bio: null });
  });

  it("422 for a name someone else has (in any case), and the name stays", async () => {
    const { client } = await newAccount(server, 'Profil_C');
    const response = await client.patch('/api/update-user', { name: 'pixelpaul' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      message: 'Dieser Benutzername ist bereits vergeben.',
      errors: { name: ['Dieser Benutzername ist bereits vergeben.'] },
    });
    expect((await client.get('/api/logged-in-user')).body.name).toBe('Profil_C');
  });

  it('422 for a name that differs from another only in the case of an umlaut', async () => {
    const owner = await newAccount(server, 'Öko_Zocker');
    expect(owner.id).toBeGreaterThan(0);
    const { client } = await newAccount(server, 'Profil_F');
    const response = await client.patch('/api/update-user', { name: 'öko_zocker' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ name: ['Dieser Benutzername ist bereits vergeben.'] });
  });

  it('422 for a bio over 500 characters, a too short name and wrong types', async () => {
    const { client } = await newAccount(server, 'Profil_D');
    const longBio = await client.patch('/api/update-user', { bio: 'b'.repeat(501) });
    expect(longBio.status).toBe(422);
    expect(longBio.body).toMatchObject({
      message: 'Die Beschreibung darf höchstens 500 Zeichen lang sein.',
      errors: { bio: ['Die Beschreibung darf höchstens 500 Zeichen lang sein.'] },
    });
    const fullBio = await client.patch('/api/update-user', { bio: 'b'.repeat(500) });
    expect(fullBio.status).toBe(200);
    const shortName = await client.patch('/api/update-user', { name: 'x' });
    expect(shortName.status).toBe(422);
    expect(shortName.body.errors.name[0]).toBe('Der Benutzername muss mindestens 3 Zeichen lang sein.');
    const wrongType = await client.patch('/api/update-user', { bio: 42 });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors).toEqual({ bio: ['Dieser Wert hat das falsche Format.'] });
    expect((await client.get('/api/logged-in-user')).body).toMatchObject({ name: 'Profil_D', bio: 'b'.repeat(500) });
  });

  it('ignores fields it does not own (role, boostz, email)', async () => {
    const { client, email } = await newAccount(server, 'Profil_E');
    const response = await client.patch('/api/update-user', { bio: 'hallo', role: 'admin', boostz: 1_000_000, email: 'x@y.de' });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ role: 'user', boostz: 100, email, bio: 'hallo' });
  });

  it('401 for a visitor', async () => {
    const response = await (await visitor(server)).patch('/api/update-user', { bio: 'x' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: 'Unauthenticated.' });
  });
});

describe('language, appearance, birthdate, gender', () => {
  let client: TestClient;

  beforeAll(async () => {
    ({ client } = await newAccount(server, 'Einstellung'));
  });

  it('PATCH /api/update-language stores a supported language and answers in it from then on', async () => {
    const response = await client.patch('/api/update-language', { language: 'zhTW' });
    expect(response.status).toBe(200);
    expect(response.body.user.language).toBe('zhTW');
    const invalid = await client.patch('/api/update-language', { language: 'klingon' });
    expect(invalid.status).toBe(422);
    // The server answers in the stored language from then on.
    expect(invalid.body).toMatchObject({
      message: '不支援這種語言。',
      errors: { language: ['不支援這種語言。'] },
    });
    const back = await client.patch('/api/update-language', { language: 'de' });
    expect(back.body.user.language).toBe('de');
    const missing = await client.patch('/api/update-language', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ language: ['Diese Sprache wird nicht unterstützt.'] });
  });

  it('PATCH /api/update-apperance accepts 0, 1 and 2 only', async () => {
    for (const apperance of [1, 2, 0]) {
      const response = await client.patch('/api/update-apperance', { apperance });
      expect(response.status).toBe(200);
      expect(response.body.user.apperance).toBe(apperance);
    }
    for (const apperance of [3, -1, 1.5, '1', null, true]) {
      const response = await client.patch('/api/update-apperance', { apperance });
      expect(response.status, JSON.stringify(apperance)).toBe(422);
      expect(response.body.errors).toEqual({ apperance: ['Die Darstellung muss 0 (System), 1 (dunkel) oder 2 (hell) sein.'] });
    }
    expect((await client.get('/api/logged-in-user')).body.apperance).toBe(0);
  });

  it('PATCH /api/update-birthdate stores a real past date and answers the age', async () => {
    const response = await client.patch('/api/update-birthdate', { year: 2000, month: 2, day: 29 });
    expect(response.status).toBe(200);
    expect(response.body.user.birthdate).toBe('2000-02-29');
    const now = new Date();
    const hadBirthday = now.getUTCMonth() + 1 > 2 || (now.getUTCMonth() + 1 === 2 && now.getUTCDate() >= 29);
    expect(response.body.user.age).toBe(now.getUTCFullYear() - 2000 - (hadBirthday ? 0 : 1));
  });

  it.each([
    ['30 February', { year: 2023, month: 2, day: 30 }],
    ['29 February of a common year', { year: 2023, month: 2, day: 29 }],
    ['31 April', { year: 2001, month: 4, day: 31 }],
    ['a future date', { year: new Date().getUTCFullYear() + 1, month: 1, day: 1 }],
    ['a year before 1900', { year: 1899, month: 12, day: 31 }],
    ['month 13', { year: 2000, month: 13, day: 1 }],
    ['text', { year: 'neunzehn', month: 1, day: 1 }],
  ])('PATCH /api/update-birthdate: 422 for %s', async (_label, body) => {
    const response = await client.patch('/api/update-birthdate', body);
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('Bitte gib ein gültiges Datum in der Vergangenheit an.');
    expect((await client.get('/api/logged-in-user')).body.birthdate).toBe('2000-02-29');
  });

  it('PATCH /api/update-birthdate: 422 for month 0, day 0 and a fractional year, naming the field', async () => {
    for (const [body, field] of [
      [{ year: 2000, month: 0, day: 1 }, 'month'],
      [{ year: 2000, month: 1, day: 0 }, 'day'],
      [{ year: 2000.5, month: 1, day: 1 }, 'year'],
    ] as const) {
      const response = await client.patch('/api/update-birthdate', body);
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('Bitte gib ein gültiges Datum in der Vergangenheit an.');
      expect(response.body.errors[field]).toEqual(['Bitte gib ein gültiges Datum in der Vergangenheit an.']);
    }
  });

  it('PATCH /api/update-gender accepts the offered values only', async () => {
    const response = await client.patch('/api/update-gender', { gender: 'diverse' });
    expect(response.status).toBe(200);
    expect(response.body.user.gender).toBe('diverse');
    const invalid = await client.patch('/api/update-gender', { gender: 'helicopter' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ gender: ['Bitte wähle eine der angebotenen Angaben.'] });
    expect((await client.get('/api/logged-in-user')).body.gender).toBe('diverse');
  });

  it('all of them answer 401 to a visitor', async () => {
    const anonymous = await visitor(server);
    const answers = await Promise.all([
      anonymous.patch('/api/update-language', { language: 'en' }),
      anonymous.patch('/api/update-apperance', { apperance: 1 }),
      anonymous.patch('/api/update-birthdate', { year: 2000, month: 1, day: 1 }),
      anonymous.patch('/api/update-gender', { gender: 'male' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    for (const answer of answers) expect(answer.body).toMatchObject({ message: 'Unauthenticated.' });
  });
});

describe('POST /api/update-user-image', () => {
  function upload(client: TestClient, bytes: Uint8Array, fileName: string, type: string, field = 'image') {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
    return client.request('POST', '/api/update-user-image', { body: form });
  }

  it('accepts a real PNG, serves it re-encoded from /media/avatars/ as image/webp, and replaces the old one', async () => {
    const { client } = await newAccount(server, 'Bildhaft');
    const response = await upload(client, TINY_PNG, 'ich.png', 'image/png');
    expect(response.status).toBe(200);
    expect(response.body.image).toMatch(/^\/media\/avatars\/[0-9a-f]{24}\.webp$/);
    expect(response.body.user.image).toBe(response.body.image);
    expect((await client.get('/api/logged-in-user')).body.image).toBe(response.body.image);

    const served = await fetch(`${server.baseUrl}${response.body.image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/webp');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    // The same picture, stored as a new file (hardening.test.ts checks that metadata does not survive).
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({ format: 'webp', width: 1, height: 1 });

    // A second upload declared as JPEG but carrying PNG bytes: the bytes decide, and the old file goes.
    const second = await upload(client, TINY_PNG, 'foto.jpg', 'image/jpeg');
    expect(second.status).toBe(200);
    expect(second.body.image).toMatch(/\.webp$/);
    expect(second.body.image).not.toBe(response.body.image);
    expect((await fetch(`${server.baseUrl}${response.body.image}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}${second.body.image}`)).status).toBe(200);
  });

  it('serves a local avatar with safe headers, byte ranges (206, 416), 304 and HEAD, like the S3 backend', async () => {
    const { client } = await newAccount(server, 'Bereichsbild');
    const image = (await upload(client, TINY_PNG, 'ich.png', 'image/png')).body.image as string;
    const stored = readFileSync(path.join(server.dataDir, image.slice(1)));
    const url = `${server.baseUrl}${image}`;

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(stored)).toBe(true);
    expect(whole.headers.get('Content-Length')).toBe(String(stored.length));
    expect(whole.headers.get('Content-Disposition')).toBe('inline');
    expect(whole.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(whole.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    const etag = whole.headers.get('ETag');
    expect(etag).toMatch(/^"[^"]+"$/);

    const part = await fetch(url, { headers: { Range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 2-5/${stored.length}`);
    expect(part.headers.get('Content-Length')).toBe('4');
    expect(Buffer.from(await part.arrayBuffer()).equals(stored.subarray(2, 6))).toBe(true);
    const tail = await fetch(url, { headers: { Range: 'bytes=-4' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(stored.subarray(stored.length - 4))).toBe(true);
    const beyond = await fetch(url, { headers: { Range: `bytes=${stored.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${stored.length}`);
    await beyond.arrayBuffer();
    // Several ranges or a malformed one: the whole file, as RFC 9110 allows.
    const several = await fetch(url, { headers: { Range: 'bytes=0-1,4-5' } });
    expect(several.status).toBe(200);
    expect(Buffer.from(await several.arrayBuffer()).equals(stored)).toBe(true);

    const cached = await fetch(url, { headers: { 'If-None-Match': etag! } });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
    const since = await fetch(url, { headers: { 'If-Modified-Since': whole.headers.get('Last-Modified')! } });
    expect(since.status).toBe(304);
    await since.arrayBuffer();
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(stored.length));
  });

  it('422 for a text file renamed to .png, and the avatar stays', async () => {
    const { client } = await newAccount(server, 'Textbild');
    const response = await upload(client, new TextEncoder().encode('<svg onload=alert(1)>kein Bild</svg>'), 'bild.png', 'image/png');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      message: 'Erlaubt sind PNG, JPEG, GIF und WebP.',
      errors: { image: ['Erlaubt sind PNG, JPEG, GIF und WebP.'] },
    });
    expect((await client.get('/api/logged-in-user')).body.image).toBeNull();
  });

  it('422 when the image field is missing or empty, or the body is not multipart', async () => {
    const { client } = await newAccount(server, 'Ohnebild');
    const wrongField = await upload(client, TINY_PNG, 'ich.png', 'image/png', 'avatar');
    expect(wrongField.status).toBe(422);
    expect(wrongField.body.errors).toEqual({ image: ['Bitte wähle ein Bild aus.'] });
    const empty = await upload(client, new Uint8Array(0), 'leer.png', 'image/png');
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ image: ['Bitte wähle ein Bild aus.'] });
    const json = await client.post('/api/update-user-image', { image: TINY_PNG.toString('base64') });
    expect(json.status).toBe(422);
    expect(json.body.errors).toEqual({ image: ['Bitte wähle ein Bild aus.'] });
  });

  it('rejects an image over 2 MB: 422 just above the limit, 413 for a far larger body', async () => {
    const { client } = await newAccount(server, 'Grossbild');
    const justAbove = new Uint8Array(AVATAR_MAX_BYTES + 1);
    justAbove.set(TINY_PNG);
    const slightly = await upload(client, justAbove, 'gross.png', 'image/png');
    expect(slightly.status).toBe(422);
    expect(slightly.body).toMatchObject({
      message: 'Das Bild darf höchstens 2 MB groß sein.',
      errors: { image: ['Das Bild darf höchstens 2 MB groß sein.'] },
    });
    const huge = new Uint8Array(3 * 1024 * 1024);
    huge.set(TINY_PNG);
    const far = await upload(client, huge, 'riesig.png', 'image/png');
    expect(far.status).toBe(413);
    expect(far.body).toMatchObject({
      message: 'Das Bild darf höchstens 2 MB groß sein.',
      errors: { image: ['Das Bild darf höchstens 2 MB groß sein.'] },
    });
    const exactly = new Uint8Array(AVATAR_MAX_BYTES);
    exactly.set(TINY_PNG);
    expect((await upload(client, exactly, 'passt.png', 'image/png')).status).toBe(200);
    // The connection that carried the refused upload must not break the next requests on the pool.
    const someoneElse = await visitor(server);
    expect((await upload(someoneElse, TINY_PNG, 'ich.png', 'image/png')).status).toBe(401);
    expect((await client.get('/api/logged-in-user')).status).toBe(200);
  });

  it('401 for a visitor with a valid CSRF token', async () => {
    const anonymous = await visitor(server);
    const response = await upload(anonymous, TINY_PNG, 'ich.png', 'image/png');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: 'Unauthenticated.' });
  });

  it('does not serve files outside the media folder', async () => {
    const traversal = await fetch(`${server.baseUrl}/media/..%2Fspielraum.sqlite`);
    expect(traversal.status).toBe(404);
    const appKey = await fetch(`${server.baseUrl}/media/../app-key`);
    expect(appKey.status).toBe(404);
    expect(await appKey.text()).not.toContain(server.config.appKey);
  });
});

describe('visitors and demo accounts', () => {
  it('a logged-in demo user can still use the settings', async () => {
    const client = await server.loginAs(DEMO.paul, DEMO_PASSWORD);
    expect((await client.patch('/api/update-apperance', { apperance: 2 })).status).toBe(200);
    const fresh = new TestClient(server.baseUrl);
    expect((await fresh.get('/api/logged-in-user')).status).toBe(401);
  });
});
