// Linked gaming accounts (/settings/connections, /dev/gaming-services) over real HTTP, on SQLite and
// PostgreSQL: Steam by SteamID64 or profile address (a claim, unconfirmed), custom addresses explained, one account
// per Roblox account, Roblox behind its flag, and the admin's figures. Confirming Steam: steam-openid.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUsers } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;
let admin: TestClient;
let people: TestClient[];

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '100' } });
  visitor = server.client();
  await visitor.csrf();
  admin = await server.loginAs(DEMO.admin);
  people = await Promise.all((await insertUsers(server, 'Verbunden', 2)).map((row) => server.loginAs(row.email)));
});
afterAll(() => server.close());

describe('Steam', () => {
  it('links by profile address as an unconfirmed claim, answers the SteamID64 and unlinks', async () => {
    const [a, b] = people as [TestClient, TestClient];
    const linked = await a.put('/api/connections/steam', { steam: 'https://steamcommunity.com/profiles/76561198000000042/' });
    expect(linked.status).toBe(200);
    expect(linked.body.steam).toEqual({
      steam_id: '76561198000000042',
      profile_url: 'https://steamcommunity.com/profiles/76561198000000042',
      verified: false,
    });
    // Typing an id proves nothing, so it cannot keep anyone else from typing (or confirming) it.
    expect((await b.put('/api/connections/steam', { steam: '76561198000000042' })).status).toBe(200);
    expect((await a.get('/api/connections')).body.steam.steam_id).toBe('76561198000000042');
    expect((await a.delete('/api/connections/steam')).body.steam).toBeNull();
    expect((await b.delete('/api/connections/steam')).body.steam).toBeNull();
  });

  it('keeps every unconfirmed claim when several people type the same Steam id at the same moment', async () => {
    const crowd = await Promise.all((await insertUsers(server, 'Gleichzeitig', 5)).map((row) => server.loginAs(row.email)));
    const answers = await Promise.all(crowd.map((client) => client.put('/api/connections/steam', { steam: '76561198000000777' })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const claims = await server.db.selectFrom('users').select('steam_verified_at').where('steam_id', '=', '76561198000000777').execute();
    expect(claims).toEqual(Array.from({ length: 5 }, () => ({ steam_verified_at: null })));
  });

  it.each([
    ['https://steamcommunity.com/id/kreativa', 'Eigene Steam-Adressen'],
    ['12345', 'SteamID64'],
    ['https://evil.example/profiles/76561198000000042', 'SteamID64'],
  ])('refuses %s with a 422 that says why', async (steam, text) => {
    const response = await people[0]!.put('/api/connections/steam', { steam });
    expect(response.status).toBe(422);
    expect(response.body.message).toContain(text);
  });

  it('is for signed-in people only', async () => {
    expect((await visitor.get('/api/connections')).status).toBe(401);
    expect((await visitor.put('/api/connections/steam', { steam: '76561198000000043' })).status).toBe(401);
  });
});

describe('Roblox', () => {
  it('links by id and user name, refuses a bad name and a taken id, and disappears with its flag', async () => {
    const [a, b] = people as [TestClient, TestClient];
    const linked = await a.put('/api/connections/roblox', { roblox_id: '123456', roblox_username: 'Kisten_Kim', roblox_display_name: 'Kim' });
    expect(linked.status).toBe(200);
    expect(linked.body.roblox).toMatchObject({ roblox_id: '123456', roblox_username: 'Kisten_Kim', roblox_profile_url: 'https://www.roblox.com/users/123456/profile' });
    expect((await b.put('/api/connections/roblox', { roblox_id: '123456', roblox_username: 'Andere' })).status).toBe(409);
    expect((await b.put('/api/connections/roblox', { roblox_id: '99', roblox_username: '_x' })).status).toBe(422);
    expect((await b.put('/api/connections/roblox', { roblox_id: 'abc', roblox_username: 'Gut' })).status).toBe(422);

    expect((await admin.patch('/api/admin/feature-flags/roblox_integration_feature', { enabledForAll: false, rolloutPercentage: 0 })).status).toBe(200);
    expect((await b.put('/api/connections/roblox', { roblox_id: '77', roblox_username: 'Spaeter' })).status).toBe(404);
    expect((await a.get('/api/connections')).body.roblox_available).toBe(false);
    await admin.patch('/api/admin/feature-flags/roblox_integration_feature', { enabledForAll: true });
    expect((await a.delete('/api/connections/roblox')).body.roblox).toBeNull();
  });
});

describe('/api/admin/gaming-services', () => {
  it('counts linked accounts for admins only', async () => {
    await people[0]!.put('/api/connections/steam', { steam: '76561198000000099' });
    const figures = await admin.get('/api/admin/gaming-services');
    expect(figures.status).toBe(200);
    expect(figures.body.steam_linked).toBeGreaterThanOrEqual(1);
    expect(figures.body.steam_confirmed).toBe(0);
    expect(figures.body.users).toBeGreaterThan(figures.body.steam_linked);
    expect((await people[0]!.get('/api/admin/gaming-services')).status).toBe(403);
  });
});
