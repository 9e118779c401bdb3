// Admin user tools over real HTTP on SQLite (and PostgreSQL with TEST_DB=postgres): sign-ups per
// day, the filterable user list, role changes, suspension (no sign-in, sessions end at once) and lifting it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../common/contract/admin';
import { nowIso } from '../../server/db';
import { signInWithSocialIdentity } from '../../server/modules/auth/service';
import { insertUsers } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { connectRealtime } from './support/realtime-client';
import { userId } from './support/posts';
import { DEMO, DEMO_PASSWORD, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;
let admin: TestClient;
let mia: TestClient;
let creator: TestClient;
let ids: { admin: number; mia: number };

const DAY_MS = 86_400_000;
const dayString = (offsetDays: number) => new Date(Date.now() - offsetDays * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000' } });
  visitor = server.client();
  await visitor.csrf();
  [admin, mia, creator] = await Promise.all([server.loginAs(DEMO.admin), server.loginAs(DEMO.mia), server.loginAs(DEMO.creator)]);
  ids = { admin: await userId(server, DEMO.admin), mia: await userId(server, DEMO.mia) };
});
afterAll(() => server.close());

async function allUsers(query: string, limit = 100): Promise<AdminUser[]> {
  const users: AdminUser[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const separator = query ? '&' : '';
    const url: string = `/api/getFilteredUsers?${query}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await admin.get(url);
    expect(response.status, response.text).toBe(200);
    users.push(...response.body.users);
    if (!response.body.hasMore) return users;
    cursor = response.body.nextCursor;
  }
  throw new Error('the list never ended');
}

async function signIn(email: string) {
  const client = server.client();
  await client.csrf();
  return { client, response: await client.post('/login', { email, password: DEMO_PASSWORD, remember: false }) };
}

describe('access', () => {
  it('answers 401 to visitors and 403 to users and creators on every admin call, bad input included', async () => {
    const calls: [TestClient, () => Promise<{ status: number }>][] = [];
    for (const client of [mia, creator]) {
      calls.push(
        [client, () => client.post('/api/getSignUps', { days: 30 })],
        [client, () => client.post('/api/getSignUps', { days: 'viele' })],
        [client, () => client.get('/api/getFilteredUsers')],
        [client, () => client.get('/api/getFilteredUsers?role=kaiser')],
        [client, () => client.patch(`/api/admin/users/${ids.mia}/role`, { role: 'admin' })],
        [client, () => client.patch('/api/admin/users/abc/role', { role: 'admin' })],
        [client, () => client.post(`/api/admin/users/${ids.admin}/suspension`, { reason: 'Putsch' })],
        [client, () => client.delete(`/api/admin/users/${ids.mia}/suspension`)],
      );
    }
    for (const [, call] of calls) expect((await call()).status).toBe(403);
    expect((await visitor.post('/api/getSignUps', {})).status).toBe(401);
    expect((await visitor.get('/api/getFilteredUsers')).status).toBe(401);
    expect((await visitor.patch(`/api/admin/users/${ids.mia}/role`, { role: 'admin' })).status).toBe(401);
    const roles = await server.db.selectFrom('users').select('role').where('id', '=', ids.mia).executeTakeFirstOrThrow();
    expect(roles.role).toBe('user');
  });
});

describe('sign-ups per day', () => {
  it('counts sign-ups per UTC day over the period, days without any included, oldest first', async () => {
    const extra = await insertUsers(server, 'Neuling', 4);
    const at = (offsetDays: number) => nowIso(new Date(Date.now() - offsetDays * DAY_MS));
    await server.db.updateTable('users').set({ created_at: at(3) }).where('id', 'in', [extra[0]!.id, extra[1]!.id]).execute();
    await server.db.updateTable('users').set({ created_at: at(10) }).where('id', '=', extra[2]!.id).execute();
    await server.db.updateTable('users').set({ created_at: at(400) }).where('id', '=', extra[3]!.id).execute();

    const week = await admin.post('/api/getSignUps', { days: 7 });
    expect(week.status).toBe(200);
    expect(week.body.days).toHaveLength(7);
    expect(week.body.days[0].date).toBe(dayString(6));
    expect(week.body.days[6].date).toBe(dayString(0));
    const byDate = new Map<string, number>(week.body.days.map((entry: { date: string; count: number }) => [entry.date, entry.count]));
    expect(byDate.get(dayString(3))).toBe(2);
    expect(byDate.get(dayString(5))).toBe(0);
    const today = await server.db.selectFrom('users').select('id').where('created_at', '>=', `${dayString(0)}T00:00:00.000Z`).execute();
    expect(byDate.get(dayString(0))).toBe(today.length);
    expect(week.body.total).toBe(week.body.days.reduce((sum: number, entry: { count: number }) => sum + entry.count, 0));

    // The demo community joined over the past weeks (seed): count from the rows themselves.
    const joinedSince = async (offsetDays: number) =>
      (await server.db.selectFrom('users').select('id').where('created_at', '>=', `${dayString(offsetDays)}T00:00:00.000Z`).execute()).length;
    const standard = await admin.post('/api/getSignUps', {});
    expect(standard.body.days).toHaveLength(30);
    expect(standard.body.total).toBe(await joinedSince(29));
    expect(standard.body.total).toBeGreaterThanOrEqual(week.body.total + 1);
    const year = await admin.post('/api/getSignUps', { days: 365 });
    expect(year.body.days).toHaveLength(365);
    expect(year.body.total).toBe(await joinedSince(364));
  });

  it('refuses periods outside 7–365 days', async () => {
    for (const days of [6, 366, 0, -7, 7.5, '30', null]) {
      const response = await admin.post('/api/getSignUps', { days });
      expect(response.status, String(days)).toBe(422);
      expect(response.body.errors.days).toEqual(['Der Zeitraum muss zwischen 7 und 365 Tagen liegen.']);
    }
  });
});

describe('the filtered user list', () => {
  it('filters by name or e-mail (case and % do not matter), role, verification, suspension and creation day', async () => {
    const [a, b, c] = await insertUsers(server, 'Filterfux', 3);
    await server.db.updateTable('users').set({ email_verified_at: null, created_at: nowIso(new Date(Date.now() - 20 * DAY_MS)) }).where('id', '=', a!.id).execute();
    await server.db.updateTable('users').set({ role: 'creator' }).where('id', '=', b!.id).execute();
    await server.db.updateTable('users').set({ suspended_at: nowIso(), suspension_reason: 'Spam' }).where('id', '=', c!.id).execute();

    const named = await allUsers('q=FILTERFUX');
    expect(named.map((user) => user.id).sort()).toEqual([a!.id, b!.id, c!.id].sort());
    expect(named[0]).toEqual({
      id: expect.any(Number),
      name: expect.stringMatching(/^Filterfux/),
      email: expect.stringMatching(/^filterfux\d@spielraum\.example$/),
      image: null,
      role: expect.any(String),
      verified: expect.any(Boolean),
      created_at: expect.any(String),
      suspended: expect.any(Boolean),
      suspended_at: expect.toBeOneOf([null, expect.any(String)]),
      suspension_reason: expect.toBeOneOf([null, 'Spam']),
      deleted: false,
    });
    expect((await allUsers('q=filterfux1%40spielraum')).map((user) => user.id)).toEqual([b!.id]);
    expect(await allUsers(`q=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await allUsers(`q=${encodeURIComponent('Filter_ux')}`)).toEqual([]);
    expect((await allUsers('q=filterfux&role=creator')).map((user) => user.id)).toEqual([b!.id]);
    expect((await allUsers('q=filterfux&verified=no')).map((user) => user.id)).toEqual([a!.id]);
    expect((await allUsers('q=filterfux&suspended=yes')).map((user) => ({ id: user.id, reason: user.suspension_reason }))).toEqual([
      { id: c!.id, reason: 'Spam' },
    ]);
    expect((await allUsers('q=filterfux&suspended=no&verified=yes')).map((user) => user.id)).toEqual([b!.id]);
    expect((await allUsers(`q=filterfux&to=${dayString(1)}`)).map((user) => user.id)).toEqual([a!.id]);
    expect((await allUsers(`q=filterfux&from=${dayString(0)}`)).map((user) => user.id).sort()).toEqual([b!.id, c!.id].sort());
    expect((await allUsers(`q=filterfux&from=${dayString(20)}&to=${dayString(20)}`)).map((user) => user.id)).toEqual([a!.id]);
    expect((await allUsers('role=admin')).map((user) => user.email)).toContain(DEMO.admin);
  });

  it('pages newest first without repeats or gaps', async () => {
    await insertUsers(server, 'Seitenweise', 7);
    const all = await allUsers('q=seitenweise');
    const paged = await allUsers('q=seitenweise', 3);
    expect(all).toHaveLength(7);
    expect(paged.map((user) => user.id)).toEqual(all.map((user) => user.id));
    const keys = all.map((user) => `${user.created_at}|${String(user.id).padStart(10, '0')}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('answers bad filters with 422', async () => {
    for (const query of ['role=kaiser', 'verified=vielleicht', 'suspended=1', 'from=gestern', 'to=2025-02-30', `from=${dayString(0)}&to=${dayString(3)}`, 'cursor=kaputt', 'limit=0', 'limit=abc', `q=${'x'.repeat(101)}`]) {
      const response = await admin.get(`/api/getFilteredUsers?${query}`);
      expect(response.status, query).toBe(422);
      expect(response.body.message, query).not.toBe('');
    }
  });
});

describe('roles', () => {
  it('changes another account’s role, not one’s own, and answers 404/422 for bad input', async () => {
    const [person] = await insertUsers(server, 'Befoerdert', 1);
    const promoted = await admin.patch(`/api/admin/users/${person!.id}/role`, { role: 'creator' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.user).toMatchObject({ id: person!.id, role: 'creator' });
    const own = await admin.patch(`/api/admin/users/${ids.admin}/role`, { role: 'user' });
    expect(own.status).toBe(422);
    expect(own.body.message).toBe('Deine eigene Rolle kannst du nicht ändern.');
    const bad = await admin.patch(`/api/admin/users/${person!.id}/role`, { role: 'kaiser' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.role).toEqual(['Bitte wähle Nutzer, Creator oder Admin.']);
    expect((await admin.patch('/api/admin/users/999999/role', { role: 'user' })).status).toBe(404);
    expect((await admin.patch('/api/admin/users/99999999999/role', { role: 'user' })).status).toBe(404);
    expect((await admin.post('/api/admin/users/99999999999/suspension', { reason: 'Test' })).status).toBe(404);
    expect((await admin.delete('/api/admin/users/99999999999/suspension')).status).toBe(404);
    expect((await admin.patch('/api/admin/users/-4/role', { role: 'user' })).status).toBe(404);
    expect((await admin.patch('/api/admin/users/vier/role', { role: 'user' })).status).toBe(404);
    const row = await server.db.selectFrom('users').select('role').where('id', '=', ids.admin).executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
    // The new role counts at once: a new admin reaches the admin calls.
    await admin.patch(`/api/admin/users/${person!.id}/role`, { role: 'admin' });
    const newAdmin = await server.loginAs(person!.email);
    expect((await newAdmin.get('/api/getFilteredUsers?limit=1')).status).toBe(200);
  });
});

describe('suspension', () => {
  it('ends the open sessions at once and refuses sign-in with the reason; lifting it lets the person back in', async () => {
    const [person] = await insertUsers(server, 'Gesperrt', 1);
    const first = await server.loginAs(person!.email);
    const second = await server.loginAs(person!.email, DEMO_PASSWORD, true);
    expect((await first.get('/api/logged-in-user')).status).toBe(200);
    const socket = await connectRealtime(server.baseUrl, { client: first });

    const suspended = await admin.post(`/api/admin/users/${person!.id}/suspension`, { reason: '  Wiederholt Spam verschickt  ' });
    expect(suspended.status).toBe(200);
    expect(suspended.body.user).toMatchObject({ id: person!.id, suspended: true, suspension_reason: 'Wiederholt Spam verschickt' });
    const sessions = await server.db.selectFrom('sessions').select('id').where('user_id', '=', person!.id).execute();
    expect(sessions).toEqual([]);
    expect((await first.get('/api/logged-in-user')).status).toBe(401);
    // The open tab's realtime channel closes too (sessionEnded): it reconnects as a visitor.
    expect(await socket.closed).toBe(4401);
    expect((await second.post('/api/reports', { target_type: 'user', target_id: ids.mia, reason: 'spam' })).status).not.toBe(201);

    const { response } = await signIn(person!.email);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(
      'Dein Konto ist gesperrt. Grund: „Wiederholt Spam verschickt“. Wenn du das für einen Fehler hältst, schreib uns über das Kontaktformular.',
    );
    // A wrong password still says only that: the reason is for the account's owner.
    const stranger = server.client();
    await stranger.csrf();
    const wrong = await stranger.post('/login', { email: person!.email, password: 'falsch-falsch', remember: false });
    expect(wrong.status).toBe(401);
    expect(wrong.text).not.toContain('Spam');
    // In English for an English browser.
    const english = server.client();
    await english.csrf();
    const inEnglish = await english.post('/login', { email: person!.email, password: DEMO_PASSWORD, remember: false }, { headers: { 'Accept-Language': 'en' } });
    expect(inEnglish.status).toBe(403);
    expect(inEnglish.body.message).toContain('Your account is suspended. Reason: "Wiederholt Spam verschickt"');

    const lifted = await admin.delete(`/api/admin/users/${person!.id}/suspension`);
    expect(lifted.status).toBe(200);
    expect(lifted.body.user).toMatchObject({ suspended: false, suspended_at: null, suspension_reason: null });
    expect((await signIn(person!.email)).response.status).toBe(200);
  });

  it('refuses Google sign-in of a suspended account with the same reason', async () => {
    const [person] = await insertUsers(server, 'Googler', 1);
    await server.db.updateTable('users').set({ google_sub: 'sub-googler-0' }).where('id', '=', person!.id).execute();
    await admin.post(`/api/admin/users/${person!.id}/suspension`, { reason: 'Betrug' });
    const identity = { subject: 'sub-googler-0', email: person!.email, emailVerified: true, name: 'Googler0' };
    await expect(signInWithSocialIdentity(server.deps, identity, null)).rejects.toMatchObject({
      status: 403,
      messageKey: 'accountSuspended',
      params: { reason: 'Betrug' },
    });
    await expect(signInWithSocialIdentity(server.deps, { ...identity, subject: 'another-subject' }, null)).rejects.toMatchObject({
      status: 403,
      messageKey: 'accountSuspended',
    });
  });

  it('refuses to suspend oneself (422) or another admin (403), and answers bad input clearly', async () => {
    const self = await admin.post(`/api/admin/users/${ids.admin}/suspension`, { reason: 'Test' });
    expect(self.status).toBe(422);
    expect(self.body.message).toBe('Du kannst dein eigenes Konto nicht sperren.');
    const [other] = await insertUsers(server, 'Zweitadmin', 1);
    await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', other!.id).execute();
    const otherAdmin = await admin.post(`/api/admin/users/${other!.id}/suspension`, { reason: 'Test' });
    expect(otherAdmin.status).toBe(403);
    expect(otherAdmin.body.message).toBe('Admin-Konten können nicht gesperrt werden. Nimm zuerst die Admin-Rolle weg.');
    const rows = await server.db.selectFrom('users').select('suspended_at').where('id', 'in', [ids.admin, other!.id]).execute();
    expect(rows.every((row) => row.suspended_at === null)).toBe(true);

    const [person] = await insertUsers(server, 'Eingabe', 1);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 5 }]) {
      const response = await admin.post(`/api/admin/users/${person!.id}/suspension`, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.errors.reason).toBeDefined();
    }
    expect((await admin.post('/api/admin/users/999999/suspension', { reason: 'Test' })).status).toBe(404);
    expect((await admin.post('/api/admin/users/-1/suspension', { reason: 'Test' })).status).toBe(404);
    expect((await admin.delete('/api/admin/users/abc/suspension')).status).toBe(404);
    expect((await admin.delete('/api/admin/users/999999/suspension')).status).toBe(404);
    const untouched = await server.db.selectFrom('users').select('suspended_at').where('id', '=', person!.id).executeTakeFirstOrThrow();
    expect(untouched.suspended_at).toBeNull();
  });
});
