// Login throttling (spec §8: 429 with Retry-After in seconds) with a small LOGIN_RATE_LIMIT.
// Each describe block gets its own server, so the counters of one do not leak into the next.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, type TestServer, startTestServer } from './support/server';

const LIMIT = 3;
const TOO_MANY = { code: 'tooManyRequests', message: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.' };

function useServer() {
  const holder: { server: TestServer } = {} as { server: TestServer };
  beforeAll(async () => {
    holder.server = await startTestServer({ env: { LOGIN_RATE_LIMIT: String(LIMIT), LOGIN_RATE_WINDOW_S: '60' } });
  });
  afterAll(async () => {
    await holder.server?.close();
  });
  return holder;
}

function retryAfterSeconds(value: string | null): number {
  expect(value).toMatch(/^\d+$/);
  return Number(value);
}

describe('per account', () => {
  const ctx = useServer();

  it(`answers 401 for ${LIMIT} wrong passwords, then 429 with Retry-After, even for the right password`, async () => {
    const client = ctx.server.client();
    await client.csrf();
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      const response = await client.post('/login', { email: DEMO.mia, password: `falsch-${attempt}` });
      expect(response.status, `attempt ${attempt}`).toBe(401);
      expect(response.headers.get('Retry-After')).toBeNull();
    }
    const blocked = await client.post('/login', { email: DEMO.mia, password: DEMO_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    const seconds = retryAfterSeconds(blocked.headers.get('Retry-After'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect((await client.get('/api/logged-in-user')).status).toBe(401);

    // The fallback path shares the counter.
    const fallback = await client.post('/auth/login', { email: DEMO.mia, password: DEMO_PASSWORD });
    expect(fallback.status).toBe(429);
    // So does the e-mail written differently.
    const shouted = await client.post('/login', { email: 'MIA@SPIELRAUM.EXAMPLE', password: DEMO_PASSWORD });
    expect(shouted.status).toBe(429);
  });

  it('keeps other accounts usable from the same address, however often the locked one is tried', async () => {
    const client = ctx.server.client();
    await client.csrf();
    for (let attempt = 0; attempt < LIMIT * 5; attempt += 1) {
      expect((await client.post('/login', { email: DEMO.mia, password: 'falsch' })).status).toBe(429);
    }
    const response = await client.post('/login', { email: DEMO.paul, password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
  });

  it('a successful login clears the failures of that account', async () => {
    const client = ctx.server.client();
    await client.csrf();
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < LIMIT - 1; attempt += 1) {
        expect((await client.post('/login', { email: DEMO.creator, password: 'falsch' })).status).toBe(401);
      }
      const success = await client.post('/login', { email: DEMO.creator, password: DEMO_PASSWORD });
      expect(success.status, `round ${round}`).toBe(200);
    }
  });
});

describe('per address', () => {
  const ctx = useServer();

  it('successful logins do not use up the budget of a shared address (LAN party, school, NAT)', async () => {
    const addressBudget = LIMIT * 4;
    for (let login = 0; login <= addressBudget; login += 1) {
      const client = ctx.server.client();
      await client.csrf();
      const email = [DEMO.mia, DEMO.paul, DEMO.creator, DEMO.admin][login % 4]!;
      const response = await client.post('/login', { email, password: DEMO_PASSWORD });
      expect(response.status, `login ${login + 1}`).toBe(200);
    }
  });

  it('many failures across different accounts from one address end in 429', async () => {
    const client = ctx.server.client();
    await client.csrf();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT * 4 + 1; attempt += 1) {
      const response = await client.post('/login', { email: `probe${attempt}@spielraum.example`, password: 'falsch' });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, LIMIT * 4)).toEqual(Array(LIMIT * 4).fill(401));
    expect(statuses.at(-1)).toBe(429);
    const blocked = await client.post('/login', { email: DEMO.mia, password: DEMO_PASSWORD });
    expect(blocked.status).toBe(429);
    retryAfterSeconds(blocked.headers.get('Retry-After'));
  });
});

describe('account restore', () => {
  const ctx = useServer();

  it('account restore shares the login throttle', async () => {
    const client = ctx.server.client();
    await client.csrf();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      expect((await client.post('/api/user-restore', { email: DEMO.admin, password: 'falsch' })).status).toBe(401);
    }
    const blocked = await client.post('/login', { email: DEMO.admin, password: DEMO_PASSWORD });
    expect(blocked.status).toBe(429);
    retryAfterSeconds(blocked.headers.get('Retry-After'));
  });
});

describe('parallel burst', () => {
  const ctx = useServer();

  it('counts guesses before the password is checked, so a burst gets no more than the limit', async () => {
    const client = ctx.server.client();
    await client.csrf();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => client.post('/login', { email: DEMO.paul, password: `falsch-${index}` })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(LIMIT).fill(401), ...Array(10 - LIMIT).fill(429)]);
  });
});
