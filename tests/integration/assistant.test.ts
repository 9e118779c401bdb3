// GET /api/assistant over real HTTP (SQLite; PostgreSQL + Redis with TEST_DB=postgres): the offline engine,
// the query names, validation, the signed-in session and the per-user rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantAnswer } from '../../common/contract/assistant';
import { TRANSLATIONS } from '../../server/modules/assistant/corpus/languages';
import type { TestClient } from './support/http-client';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;
let mia: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000' } });
  visitor = server.client();
  await visitor.csrf();
  mia = await server.loginAs(DEMO.mia);
});
afterAll(() => server.close());

const ask = (client: TestClient, query: Record<string, string>) =>
  client.request<AssistantAnswer & { message?: string; errors?: Record<string, string[]> }>('GET', `/api/assistant?${new URLSearchParams(query)}`);

describe('GET /api/assistant', () => {
  it('answers a German question with the reply at data[1] and an action', async () => {
    const response = await ask(visitor, { message: 'mach den Dunkelmodus an', language: 'de' });
    expect(response.status).toBe(200);
    expect(response.body.data[0]).toBe('bot');
    expect(response.body.data[1]).toMatch(/Dunkelmodus/);
    expect(response.body.links).toEqual([{ LinkName: 'Dunkelmodus an', Action: 'dark_mode' }]);
    expect(response.body.source).toBe('offline');
  });

  it('answers in the language asked for, with links of this site', async () => {
    const english = await ask(mia, { text: 'Where is the leaderboard?', language: 'en', user_id: '999', user_name: 'Mia' });
    expect(english.status).toBe(200);
    expect(english.body.data[1]).toMatch(/leaderboard shows/);
    expect(english.body.links).toContainEqual({ LinkName: 'Leaderboard', Link: '/leaderboard' });
    const french = await ask(mia, { text: 'Où est le classement ?', language: 'fr', user_id: '999', user_name: 'Mia' });
    expect(french.body.data[1]).toBe(TRANSLATIONS.fr.entries.leaderboard!.answer);
    expect(french.body.links).toContainEqual({ LinkName: TRANSLATIONS.fr.entries.leaderboard!.links[0], Link: '/leaderboard' });
  });

  it('offers the contact form when it does not know', async () => {
    const response = await ask(visitor, { message: 'Wie wird das Wetter morgen in Berlin?', language: 'de' });
    expect(response.body.links).toEqual([{ LinkName: 'Kontaktformular', Link: '/contact_us' }]);
  });

  it('rejects a blank, missing or too long question with a German message', async () => {
    const blank = await ask(visitor, { message: '   ', language: 'de' });
    expect(blank.status).toBe(422);
    const missing = await ask(visitor, { language: 'de' });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('Bitte schreib eine Frage an den Assistenten.');
    const long = await ask(visitor, { message: 'x'.repeat(201), language: 'de' });
    expect(long.status).toBe(422);
    const exactly = await ask(visitor, { message: `${'Freunde '.repeat(25)}`.slice(0, 200), language: 'de' });
    expect(exactly.status).toBe(200);
  });

  it('is rate-limited per user: another user still gets answers', async () => {
    let limited = 0;
    for (let i = 0; i < 40 && limited === 0; i += 1) {
      const response = await ask(mia, { message: 'Wo ist die Rangliste?', language: 'de' });
      if (response.status === 429) limited += 1;
      else expect(response.status).toBe(200);
    }
    expect(limited).toBe(1);
    const paul = await server.loginAs(DEMO.paul);
    expect((await ask(paul, { message: 'Wo ist die Rangliste?', language: 'de' })).status).toBe(200);
  });
});
