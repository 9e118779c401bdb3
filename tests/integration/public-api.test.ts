// Calls a visitor makes: health check, the games catalogue, the contact form, unknown paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type TestServer, addressesOf, debugLeaksIn, startTestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/health-check', () => {
  it('answers {healthy:true, responseTime, message:"OK"}, uncached', async () => {
    const response = await server.client().get('/api/health-check');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ healthy: true, responseTime: expect.any(Number), message: 'OK' });
    expect(response.body.responseTime).toBeGreaterThanOrEqual(0);
    expect(response.body.responseTime).toBeLessThan(15_000);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('GET /api/games and /api/games/{id}', () => {
  const GAME_FIELDS = ['id', 'name', 'categories', 'release_date', 'developer', 'publisher', 'age_rating', 'has_active_giveaway'];

  it('lists at least 12 seeded games with every spec §3 Game field', async () => {
    const response = await server.client().get('/api/games');
    expect(response.status).toBe(200);
    const games = response.body.games as Record<string, unknown>[];
    expect(games.length).toBeGreaterThanOrEqual(12);
    for (const game of games) {
      for (const field of GAME_FIELDS) expect(game, `${String(game.name)}.${field}`).toHaveProperty(field);
      expect(Number.isInteger(game.id)).toBe(true);
      expect(typeof game.name).toBe('string');
      expect(Array.isArray(game.categories) && game.categories.length > 0).toBe(true);
      expect(game.release_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect([0, 6, 12, 16, 18]).toContain(game.age_rating);
      expect(typeof game.has_active_giveaway).toBe('boolean');
    }
    expect(new Set(games.map((game) => game.id)).size).toBe(games.length);
  });

  it('answers one game with {game, gamePosts}, and its cover is served', async () => {
    const list = (await server.client().get('/api/games')).body.games as { id: number; name: string }[];
    const first = list[0]!;
    const response = await server.client().get(`/api/games/${first.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ game: list[0], gamePosts: [] });
    const cover = await fetch(`${server.baseUrl}${response.body.game.image}`);
    expect(cover.status).toBe(200);
    // A drawn cover (SVG) or a screenshot of the browser build (WebP).
    expect(cover.headers.get('Content-Type')).toMatch(/^image\/(svg\+xml|webp)/);
  });

  it.each([['99999'], ['0']])('404 for the unknown id %s', async (id) => {
    const response = await server.client().get(`/api/games/${id}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: id === '0' ? 'Nicht gefunden.' : 'Dieses Spiel gibt es nicht.' });
  });

  it.each([['abc'], ['1.5'], ['-1'], ['1e3'], ['99999999999999999999']])('404 (never 500) for the id "%s"', async (id) => {
    const response = await server.client().get(`/api/games/${id}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'Nicht gefunden.' });
  });
});

describe('POST /api/contact', () => {
  const message = {
    name: 'Erika Muster',
    email: 'erika@example.org',
    subject: 'Frage zum Spielraum',
    message: 'Hallo! Wie kann ich mein Spiel hochladen?',
  };

  it('201, stores the message and mails it to the contact address with Reply-To', async () => {
    const client = await server.loginAs(DEMO.paul);
    const response = await client.post('/api/contact', message);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ message: 'Danke! Deine Nachricht ist bei uns angekommen.' });

    const rows = await server.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({ ...message, user_id: 4 }),
    ]);

    const mails = (await server.outbox()).filter((mail) => addressesOf(mail.to).includes('kontakt@spielraum.example'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('[Kontaktformular] Frage zum Spielraum');
    expect(addressesOf(mails[0]!.replyTo)).toEqual(['erika@example.org']);
    expect(mails[0]!.text).toContain('Hallo! Wie kann ich mein Spiel hochladen?');
    expect(mails[0]!.text).toContain('Nutzer-ID 4');
  });

  it('keeps header injection out of the mail', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/contact', {
      ...message,
      subject: 'Hallo\r\nBcc: opfer@example.org',
      email: 'erika@example.org',
    });
    expect(response.status).toBe(201);
    const mail = (await server.outbox()).find((entry) => entry.subject?.startsWith('[Kontaktformular] Hallo'));
    expect(mail).toBeDefined();
    expect(mail!.bcc).toBeUndefined();
    expect(mail!.headers.has('bcc')).toBe(false);
    const row = await server.db.selectFrom('contact_messages').selectAll().where('user_id', 'is', null).executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
  });

  it.each([
    ['an invalid e-mail', { email: 'kein-mail' }, 'email'],
    ['a one-letter name', { name: 'E' }, 'name'],
    ['a too short subject', { subject: 'Hi' }, 'subject'],
    ['a too short message', { message: 'kurz' }, 'message'],
    ['a too long message', { message: 'x'.repeat(5001) }, 'message'],
    ['a message of the wrong type', { message: 12345678901 }, 'message'],
  ])('422 for %s, nothing stored or sent', async (_label, overrides, field) => {
    const before = (await server.outbox()).length;
    const rowsBefore = (await server.db.selectFrom('contact_messages').select('id').execute()).length;
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/contact', { ...message, ...overrides });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual([field]);
    expect((await server.outbox()).length).toBe(before);
    expect((await server.db.selectFrom('contact_messages').select('id').execute()).length).toBe(rowsBefore);
  });

  it('419 without the CSRF header', async () => {
    const client = server.client();
    await client.csrf();
    expect((await client.post('/api/contact', message, { xsrf: false })).status).toBe(419);
  });

  it('413 for a JSON body over 1 MB, declared or streamed, without storing anything', async () => {
    const client = server.client();
    await client.csrf();
    const rowsBefore = (await server.db.selectFrom('contact_messages').select('id').execute()).length;
    const huge = JSON.stringify({ ...message, message: 'x'.repeat(2 * 1024 * 1024) });
    const declared = await client.request('POST', '/api/contact', { body: huge, headers: { 'Content-Type': 'application/json' } });
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ message: 'Die Anfrage ist zu groß.' });

    const bytes = new TextEncoder().encode(huge);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 64 * 1024) controller.enqueue(bytes.slice(offset, offset + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await client.request('POST', '/api/contact', { body: stream, headers: { 'Content-Type': 'application/json' } });
    expect(streamed.status).toBe(413);
    expect(streamed.body).toMatchObject({ message: 'Die Anfrage ist zu groß.' });

    expect((await server.db.selectFrom('contact_messages').select('id').execute()).length).toBe(rowsBefore);
    // The connections that carried the refused bodies do not break the next requests.
    const other = server.client();
    await other.csrf();
    expect((await other.post('/api/check-email', { email: DEMO.mia })).status).toBe(200);
    expect((await client.get('/api/health-check')).status).toBe(200);
  });

  it('429 with Retry-After after 5 messages an hour from one address', async () => {
    const client = server.client();
    await client.csrf();
    const sent = (await server.db.selectFrom('contact_messages').select('id').execute()).length;
    const statuses: number[] = [];
    for (let index = sent; index < 6; index += 1) statuses.push((await client.post('/api/contact', message)).status);
    expect(statuses).toEqual([...Array(5 - sent).fill(201), 429]);
    const blocked = await client.post('/api/contact', message);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(3000);
  });
});

describe('unknown paths', () => {
  it.each([['GET', '/api/gibt-es-nicht'], ['GET', '/api/games/1/gibt-es-nicht'], ['GET', '/auth/gibt-es-nicht'], ['GET', '/api/']])(
    '%s %s answers a JSON 404',
    async (method, path) => {
      const response = await server.client().request(method, path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toContain('application/json');
      expect(response.body).toMatchObject({ message: 'Diese Adresse gibt es nicht.' });
    },
  );

  it('an unknown unsafe call with a valid token is a JSON 404 as well', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/gibt-es-nicht', { a: 1 });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'Diese Adresse gibt es nicht.' });
  });

  it('Google sign-in is a JSON 404 when it is not configured', async () => {
    const response = await server.client().get('/auth/google?ref=abc');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'Die Anmeldung mit Google ist auf diesem Server nicht eingerichtet.' });
  });

  it('English for a visitor whose browser prefers English', async () => {
    const response = await server.client().get('/api/gibt-es-nicht', { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } });
    expect(response.body).toMatchObject({ message: 'This address does not exist.' });
    expect(debugLeaksIn(response.text)).toEqual([]);
  });

  it('every language of the app: the browser’s, or the one chosen in the app (its cookie) before it', async () => {
    const french = await server.client().get('/api/gibt-es-nicht', { headers: { 'Accept-Language': 'fr-CH,fr;q=0.9,de;q=0.5' } });
    expect(french.body).toMatchObject({ message: 'Cette adresse n’existe pas.' });
    const arabic = await server.client().get('/api/gibt-es-nicht', { headers: { 'Accept-Language': 'de-DE', Cookie: 'language=ar' } });
    expect(arabic.body).toMatchObject({ message: 'هذا العنوان غير موجود.' });
    // A browser language the app does not speak gets English, as the interface does.
    const dutch = await server.client().get('/api/gibt-es-nicht', { headers: { 'Accept-Language': 'nl-NL' } });
    expect(dutch.body).toMatchObject({ message: 'This address does not exist.' });
  });

  it('every error answer carries a stable code beside its words, the same in every language', async () => {
    for (const language of ['de-DE', 'fr-FR', 'ar']) {
      const headers = { 'Accept-Language': language };
      expect((await server.client().get('/api/gibt-es-nicht', { headers })).body.code).toBe('routeNotFound');
      expect((await server.client().get('/api/games/999999', { headers })).body.code).toBe('gameNotFound');
      const client = server.client();
      await client.csrf();
      const invalid = await client.post('/api/contact', { name: '', email: 'keine-adresse', subject: 'x', message: 'y' }, { headers });
      expect(invalid.status).toBe(422);
      expect(invalid.body.code).toBe(invalid.body.codes[Object.keys(invalid.body.codes)[0]!][0]);
      expect(invalid.body.codes.email).toEqual(['invalidEmail']);
      // One code per text, field by field.
      for (const [field, texts] of Object.entries(invalid.body.errors as Record<string, string[]>)) {
        expect(invalid.body.codes[field]).toHaveLength(texts.length);
      }
    }
  });
});
