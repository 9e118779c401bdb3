// Account deletion and restore (spec §6): soft delete, 30 days to restore with e-mail and password,
// then the account is purged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeDeletedAccounts } from '../../server/modules/auth/service';
import { newAccount, SIGN_UP_PASSWORD } from './support/fixtures';
import { TestClient } from './support/http-client';
import { type TestServer, TINY_PNG, startTestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const DAY_MS = 86_400_000;

async function userRow(id: number) {
  return server.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

async function deletedAgo(id: number, days: number) {
  await server.db
    .updateTable('users')
    .set({ deleted_at: new Date(Date.now() - days * DAY_MS).toISOString() })
    .where('id', '=', id)
    .execute();
}

describe('DELETE /api/user-delete', () => {
  it('soft-deletes: 200, every session of the user ends, the row stays with deleted_at', async () => {
    const { client, email, id } = await newAccount(server, 'Weg_A');
    const otherDevice = await server.loginAs(email, SIGN_UP_PASSWORD);
    const sessionCookie = client.cookie('spielraum_session')!;

    const response = await client.delete('/api/user-delete');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: 'Dein Konto wurde gelöscht. Du kannst es 30 Tage lang wiederherstellen.' });
    expect(client.cookie('spielraum_session')).toBeUndefined();

    const replay = new TestClient(server.baseUrl);
    replay.setCookie('spielraum_session', sessionCookie);
    expect((await replay.get('/api/logged-in-user')).status).toBe(401);
    expect((await otherDevice.get('/api/logged-in-user')).status).toBe(401);
    const sessions = await server.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute();
    expect(sessions).toEqual([]);

    const row = await userRow(id);
    expect(row?.deleted_at).not.toBeNull();
    expect(Math.abs(Date.parse(row!.deleted_at!) - Date.now())).toBeLessThan(60_000);
  });

  it('refuses login afterwards with 403, and only with the right password (401 otherwise)', async () => {
    const { client, email } = await newAccount(server, 'Weg_B');
    expect((await client.delete('/api/user-delete')).status).toBe(200);
    const login = server.client();
    await login.csrf();
    const refused = await login.post('/login', { email, password: SIGN_UP_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Dieses Konto wurde gelöscht. Du kannst es innerhalb von 30 Tagen wiederherstellen.' });
    const wrong = await login.post('/login', { email, password: 'falsches-passwort' });
    expect(wrong.status).toBe(401);
    expect((await login.get('/api/logged-in-user')).status).toBe(401);
  });

  it('401 for a visitor, 419 without the token', async () => {
    const anonymous = server.client();
    await anonymous.csrf();
    const response = await anonymous.delete('/api/user-delete');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: 'Unauthenticated.' });
    const { client, id } = await newAccount(server, 'Weg_C');
    expect((await client.delete('/api/user-delete', { xsrf: false })).status).toBe(419);
    expect((await userRow(id))?.deleted_at).toBeNull();
  });
});

describe('POST /api/user-restore', () => {
  it('restores within 30 days with e-mail and password, and logs in', async () => {
    const { client, email, id } = await newAccount(server, 'Zurueck_A');
    expect((await client.delete('/api/user-delete')).status).toBe(200);
    await deletedAgo(id, 29);

    const restorer = server.client();
    await restorer.csrf();
    const response = await restorer.post('/api/user-restore', { email: email.toUpperCase(), password: SIGN_UP_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Dein Konto wurde wiederhergestellt.');
    expect(response.body.user).toMatchObject({ id, email, authenticated: true });
    expect((await restorer.get('/api/logged-in-user')).body.id).toBe(id);
    expect((await userRow(id))?.deleted_at).toBeNull();

    const login = server.client();
    await login.csrf();
    expect((await login.post('/login', { email, password: SIGN_UP_PASSWORD })).status).toBe(200);
  });

  it('401 for a wrong password and for an unknown e-mail; the account stays deleted', async () => {
    const { client, email, id } = await newAccount(server, 'Zurueck_B');
    expect((await client.delete('/api/user-delete')).status).toBe(200);
    const restorer = server.client();
    await restorer.csrf();
    const wrong = await restorer.post('/api/user-restore', { email, password: 'falsches-passwort' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ message: 'E-Mail oder Passwort ist falsch.' });
    const unknown = await restorer.post('/api/user-restore', { email: 'gibtsnicht@example.org', password: SIGN_UP_PASSWORD });
    expect(unknown.status).toBe(401);
    expect((await userRow(id))?.deleted_at).not.toBeNull();
    expect((await restorer.get('/api/logged-in-user')).status).toBe(401);
  });

  it('422 for an account that is not deleted, and for missing fields', async () => {
    const { email } = await newAccount(server, 'Zurueck_C');
    const restorer = server.client();
    await restorer.csrf();
    const notDeleted = await restorer.post('/api/user-restore', { email, password: SIGN_UP_PASSWORD });
    expect(notDeleted.status).toBe(422);
    expect(notDeleted.body).toMatchObject({
      message: 'Dieses Konto kann nicht wiederhergestellt werden.',
      errors: { email: ['Dieses Konto kann nicht wiederhergestellt werden.'] },
    });
    const missing = await restorer.post('/api/user-restore', {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['email', 'password']);
  });

  it('422 after 30 days, and the purge then removes the account and its avatar', async () => {
    const { client, email, id } = await newAccount(server, 'Zurueck_D');
    const form = new FormData();
    form.append('image', new Blob([TINY_PNG], { type: 'image/png' }), 'ich.png');
    const uploaded = await client.request('POST', '/api/update-user-image', { body: form });
    expect(uploaded.status).toBe(200);
    const avatarUrl = `${server.baseUrl}${uploaded.body.image}`;
    expect((await fetch(avatarUrl)).status).toBe(200);

    const kept = await newAccount(server, 'Zurueck_E');
    expect((await kept.client.delete('/api/user-delete')).status).toBe(200);
    await deletedAgo(kept.id, 29);

    expect((await client.delete('/api/user-delete')).status).toBe(200);
    await deletedAgo(id, 31);

    const restorer = server.client();
    await restorer.csrf();
    const late = await restorer.post('/api/user-restore', { email, password: SIGN_UP_PASSWORD });
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({
      message: 'Die Frist zur Wiederherstellung von 30 Tagen ist abgelaufen.',
      errors: { email: ['Die Frist zur Wiederherstellung von 30 Tagen ist abgelaufen.'] },
    });
    expect((await restorer.get('/api/logged-in-user')).status).toBe(401);

    const purged = await purgeDeletedAccounts(server.deps);
    expect(purged).toBe(1);
    expect(await userRow(id)).toBeUndefined();
    expect(await userRow(kept.id)).toBeDefined();
    expect((await fetch(avatarUrl)).status).toBe(404);

    const check = server.client();
    await check.csrf();
    expect((await check.post('/api/check-email', { email })).body).toEqual({ isRegistered: false });
    expect((await check.post('/api/user-restore', { email, password: SIGN_UP_PASSWORD })).status).toBe(401);
    // The address is free again.
    const again = await check.post('/auth/register', {
      name: 'Zurueck_D',
      email,
      password: SIGN_UP_PASSWORD,
      password_confirmation: SIGN_UP_PASSWORD,
    });
    expect(again.status).toBe(201);
    expect(again.body.user.id).not.toBe(id);
  });
});
