import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/logged-in-user relations', () => {
  it('lists a friendship for both ends and follows only for the follower', async () => {
    const mia = (await (await server.loginAs(DEMO.mia)).get('/api/logged-in-user')).body;
    const paul = (await (await server.loginAs(DEMO.paul)).get('/api/logged-in-user')).body;
    expect(mia.friends).toContainEqual({ id: paul.id, name: 'PixelPaul', image: '/media/avatars/demo-pixelpaul.svg' });
    // Paul has more friends in the demo community (seed).
    expect(paul.friends).toContainEqual({ id: mia.id, name: 'Mia_Zockt', image: '/media/avatars/demo-mia_zockt.svg' });
    expect(mia.following).toEqual([expect.objectContaining({ user_id: mia.id, account_id: paul.id })]);
    expect(paul.following).toEqual([]);
    // The seed leaves one open request for Mia, from NachtEule.
    expect(mia.friendRequests).toEqual([expect.objectContaining({ name: 'NachtEule' })]);
    expect(mia.sentRequests).toEqual([]);
  });

  it('shows pending requests to the receiver and the sender, and hides deleted friends', async () => {
    const admin = (await (await server.loginAs(DEMO.admin)).get('/api/logged-in-user')).body;
    const creatorClient = await server.loginAs(DEMO.creator);
    const creator = (await creatorClient.get('/api/logged-in-user')).body;
    await server.db
      .insertInto('friendships')
      .values({ user_id: creator.id, friend_id: admin.id, status: 'pending', created_at: new Date().toISOString() })
      .execute();
    // Written past the service, which would have told the session users' cache.
    server.deps.caches.clear();
    const adminNow = (await (await server.loginAs(DEMO.admin)).get('/api/logged-in-user')).body;
    expect(adminNow.friendRequests).toEqual([expect.objectContaining({ user_id: creator.id, name: 'Kreativa' })]);
    const creatorNow = (await creatorClient.get('/api/logged-in-user')).body;
    expect(creatorNow.sentRequests).toEqual([expect.objectContaining({ friend_id: admin.id, name: 'Admina' })]);

    const paulClient = await server.loginAs(DEMO.paul);
    await paulClient.delete('/api/user-delete');
    const mia = (await (await server.loginAs(DEMO.mia)).get('/api/logged-in-user')).body;
    expect(mia.friends).not.toContainEqual(expect.objectContaining({ name: 'PixelPaul' }));
  });
});
