// Feature flags (spec §3 defaults, §6 rules): the test user (id 1) has every flag; others by rollout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolloutBucket } from '../../common/rules/feature-flags';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const DEFAULTS = {
  giveaway_system_feature: true,
  roblox_integration_feature: true,
  trending_games_feature: false,
};

describe('GET /api/feature-flags', () => {
  it('answers the spec defaults to a visitor', async () => {
    const response = await server.client().get('/api/feature-flags');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ flags: DEFAULTS });
  });

  it('gives the test user (id 1) every flag', async () => {
    const admin = await server.loginAs(DEMO.admin);
    expect((await admin.get('/api/logged-in-user')).body.id).toBe(1);
    const response = await admin.get('/api/feature-flags');
    expect(response.body).toEqual({
      flags: { giveaway_system_feature: true, roblox_integration_feature: true, trending_games_feature: true },
    });
  });

  it('gives an ordinary user the defaults', async () => {
    const mia = await server.loginAs(DEMO.mia);
    expect((await mia.get('/api/feature-flags')).body).toEqual({ flags: DEFAULTS });
  });
});

describe('admin: /api/admin/feature-flags', () => {
  it('lists every flag with its settings for an admin', async () => {
    const admin = await server.loginAs(DEMO.admin);
    const response = await admin.get('/api/admin/feature-flags');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      flags: [
        { name: 'giveaway_system_feature', enabledForAll: true, rolloutPercentage: 100, description: expect.any(String) },
        { name: 'roblox_integration_feature', enabledForAll: true, rolloutPercentage: 100, description: expect.any(String) },
        { name: 'trending_games_feature', enabledForAll: false, rolloutPercentage: 0, description: expect.any(String) },
      ],
    });
  });

  it('401 for a visitor, 403 for a normal user and for a creator', async () => {
    const visitor = server.client();
    await visitor.csrf();
    const visitorList = await visitor.get('/api/admin/feature-flags');
    expect(visitorList.status).toBe(401);
    expect(visitorList.body).toMatchObject({ message: 'Unauthenticated.' });
    const visitorPatch = await visitor.patch('/api/admin/feature-flags/trending_games_feature', { enabledForAll: true });
    expect(visitorPatch.status).toBe(401);

    for (const email of [DEMO.mia, DEMO.creator]) {
      const client = await server.loginAs(email);
      const list = await client.get('/api/admin/feature-flags');
      expect(list.status).toBe(403);
      expect(list.body).toMatchObject({ message: 'Dafür fehlt dir die Berechtigung.' });
      const patch = await client.patch('/api/admin/feature-flags/trending_games_feature', { enabledForAll: true });
      expect(patch.status).toBe(403);
    }
    expect((await server.client().get('/api/feature-flags')).body).toEqual({ flags: DEFAULTS });
  });

  it('422 for a percentage outside 0..100 or of the wrong type; nothing changes', async () => {
    const admin = await server.loginAs(DEMO.admin);
    for (const rolloutPercentage of [101, -1]) {
      const response = await admin.patch('/api/admin/feature-flags/trending_games_feature', { rolloutPercentage });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        message: 'Der Prozentwert muss zwischen 0 und 100 liegen.',
        errors: { rolloutPercentage: ['Der Prozentwert muss zwischen 0 und 100 liegen.'] },
      });
    }
    for (const body of [{ rolloutPercentage: 50.5 }, { rolloutPercentage: '50' }, { enabledForAll: 'yes' }]) {
      const response = await admin.patch('/api/admin/feature-flags/trending_games_feature', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.errors).toEqual({ [Object.keys(body)[0]!]: ['Dieser Wert hat das falsche Format.'] });
    }
    const list = await admin.get('/api/admin/feature-flags');
    expect(list.body.flags[2]).toMatchObject({ name: 'trending_games_feature', enabledForAll: false, rolloutPercentage: 0 });
  });

  it('404 for an unknown flag', async () => {
    const admin = await server.loginAs(DEMO.admin);
    const response = await admin.patch('/api/admin/feature-flags/gibt_es_nicht', { enabledForAll: true });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'Dieses Feature-Flag gibt es nicht.' });
  });

  it('a rollout applies by a stable hash of user id and flag name; enabledForAll reaches visitors', async () => {
    const admin = await server.loginAs(DEMO.admin);
    const mia = await server.loginAs(DEMO.mia);
    const paul = await server.loginAs(DEMO.paul);
    const miaId = (await mia.get('/api/logged-in-user')).body.id as number;
    const paulId = (await paul.get('/api/logged-in-user')).body.id as number;
    const miaBucket = rolloutBucket(miaId, 'trending_games_feature');
    const paulBucket = rolloutBucket(paulId, 'trending_games_feature');
    expect(miaBucket).not.toBe(paulBucket);
    // A percentage between the two buckets switches the flag on for exactly one of them.
    const percentage = Math.max(miaBucket, paulBucket);

    const patched = await admin.patch('/api/admin/feature-flags/trending_games_feature', { rolloutPercentage: percentage });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({
      flag: { name: 'trending_games_feature', enabledForAll: false, rolloutPercentage: percentage, description: expect.any(String) },
    });
    const miaFlag = (await mia.get('/api/feature-flags')).body.flags.trending_games_feature;
    const paulFlag = (await paul.get('/api/feature-flags')).body.flags.trending_games_feature;
    expect(miaFlag).toBe(miaBucket < percentage);
    expect(paulFlag).toBe(paulBucket < percentage);
    expect(miaFlag).not.toBe(paulFlag);
    expect((await server.client().get('/api/feature-flags')).body.flags.trending_games_feature).toBe(false);

    const forAll = await admin.patch('/api/admin/feature-flags/trending_games_feature', { enabledForAll: true, rolloutPercentage: 0 });
    expect(forAll.status).toBe(200);
    expect(forAll.body.flag).toMatchObject({ enabledForAll: true, rolloutPercentage: 0 });
    expect((await server.client().get('/api/feature-flags')).body.flags.trending_games_feature).toBe(true);
    expect((await paul.get('/api/feature-flags')).body.flags.trending_games_feature).toBe(true);

    const off = await admin.patch('/api/admin/feature-flags/trending_games_feature', { enabledForAll: false });
    expect(off.status).toBe(200);
    expect((await server.client().get('/api/feature-flags')).body).toEqual({ flags: DEFAULTS });
  });

  it('419 for a PATCH without the CSRF header, even by an admin', async () => {
    const admin = await server.loginAs(DEMO.admin);
    const response = await admin.patch('/api/admin/feature-flags/trending_games_feature', { enabledForAll: true }, { xsrf: false });
    expect(response.status).toBe(419);
    expect((await server.client().get('/api/feature-flags')).body).toEqual({ flags: DEFAULTS });
  });
});
