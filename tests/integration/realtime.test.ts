// The realtime channel against the real server: real `ws` clients with the session cookie, a flag change
// through HTTP reaching every open socket, origin checks, per-user events, heartbeat and close rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RealtimeMessage } from '../../common/contract/realtime';
import { connectRealtime, realtimeUrl, refusedStatus } from './support/realtime-client';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function userIdOf(client: Awaited<ReturnType<TestServer['loginAs']>>): Promise<number> {
  return (await client.get('/api/logged-in-user')).body.id as number;
}

describe('connecting', () => {
  it('authenticates by the session cookie; a visitor connects too, as nobody', async () => {
    const admin = await server.loginAs(DEMO.admin);
    const adminSocket = await connectRealtime(server.baseUrl, { client: admin });
    const visitorSocket = await connectRealtime(server.baseUrl);
    expect(adminSocket.messages[0]).toEqual({ type: 'realtime.ready', data: { user: await userIdOf(admin) }, at: expect.any(String) });
    expect(visitorSocket.messages[0]).toMatchObject({ type: 'realtime.ready', data: { user: null } });
    adminSocket.close();
    visitorSocket.close();
  });

  it('refuses another origin or none with 403 before the upgrade', async () => {
    const admin = await server.loginAs(DEMO.admin);
    const cookie = admin.jar.header(admin.origin);
    expect(await refusedStatus(server.baseUrl, { Origin: 'https://evil.example', Cookie: cookie })).toBe(403);
    expect(await refusedStatus(server.baseUrl, { Origin: server.baseUrl.replace('127.0.0.1', 'localhost'), Cookie: cookie })).toBe(403);
    expect(await refusedStatus(server.baseUrl, { Cookie: cookie })).toBe(403);
  });

  it('answers a plain GET with 426 Upgrade Required', async () => {
    const response = await server.client().get('/api/realtime');
    expect(response.status).toBe(426);
    expect(response.headers.get('upgrade')).toBe('websocket');
    expect(response.body).toMatchObject({ message: 'Diese Adresse ist ein WebSocket-Kanal.' });
  });
});

describe('events', () => {
  it('a flag change by an admin reaches every open tab as flags.changed', async () => {
    const admin = await server.loginAs(DEMO.admin);
    const mia = await server.loginAs(DEMO.mia);
    const adminSocket = await connectRealtime(server.baseUrl, { client: admin });
    const miaSocket = await connectRealtime(server.baseUrl, { client: mia });
    const visitorSocket = await connectRealtime(server.baseUrl);

    const patched = await admin.patch('/api/admin/feature-flags/trending_games_feature', { enabledForAll: true });
    expect(patched.status).toBe(200);

    for (const socket of [adminSocket, miaSocket, visitorSocket]) {
      const message = await socket.nextMessage();
      expect(message).toEqual({ type: 'flags.changed', data: { name: 'trending_games_feature' }, at: expect.any(String) });
      expect(Number.isNaN(Date.parse(message.at))).toBe(false);
    }
    // What the event announced is what the normal call now answers.
    expect((await server.client().get('/api/feature-flags')).body.flags.trending_games_feature).toBe(true);
    for (const socket of [adminSocket, miaSocket, visitorSocket]) socket.close();
  });

  it('a refused flag change publishes nothing', async () => {
    const mia = await server.loginAs(DEMO.mia);
    const visitorSocket = await connectRealtime(server.baseUrl);
    expect((await mia.patch('/api/admin/feature-flags/trending_games_feature', { enabledForAll: false })).status).toBe(403);
    await server.deps.realtime.publish({ audience: 'all', type: 'app-config.changed', data: {} });
    expect((await visitorSocket.nextMessage()).type).toBe('app-config.changed');
    visitorSocket.close();
  });

  it("an event for one user reaches only that user's sockets, in every tab", async () => {
    const mia = await server.loginAs(DEMO.mia);
    const paul = await server.loginAs(DEMO.paul);
    const miaId = await userIdOf(mia);
    const miaTabs = [await connectRealtime(server.baseUrl, { client: mia }), await connectRealtime(server.baseUrl, { client: mia })];
    const paulSocket = await connectRealtime(server.baseUrl, { client: paul });
    const visitorSocket = await connectRealtime(server.baseUrl);

    await server.deps.realtime.publish({ audience: `user:${miaId}`, type: 'flags.changed', data: { name: 'nur_fuer_mia' } });
    // A marker to everyone afterwards: whoever got the private event sees it before the marker.
    await server.deps.realtime.publish({ audience: 'all', type: 'app-config.changed', data: {} });

    for (const tab of miaTabs) {
      expect(await tab.nextMessage()).toMatchObject({ type: 'flags.changed', data: { name: 'nur_fuer_mia' } });
      expect((await tab.nextMessage()).type).toBe('app-config.changed');
    }
    for (const other of [paulSocket, visitorSocket]) {
      expect((await other.nextMessage()).type).toBe('app-config.changed');
      expect(other.messages.map((message: RealtimeMessage) => message.type)).toEqual(['realtime.ready', 'app-config.changed']);
    }
    for (const socket of [...miaTabs, paulSocket, visitorSocket]) socket.close();
  });

  it('a socket whose session signed out gets no more private events and is closed with 4401', async () => {
    const mia = await server.loginAs(DEMO.mia);
    const miaId = await userIdOf(mia);
    const socket = await connectRealtime(server.baseUrl, { client: mia });
    expect((await mia.post('/auth/logout')).status).toBeLessThan(300);

    await server.deps.realtime.publish({ audience: 'all', type: 'app-config.changed', data: {} });
    expect((await socket.nextMessage()).type).toBe('app-config.changed');
    await server.deps.realtime.publish({ audience: `user:${miaId}`, type: 'flags.changed', data: { name: 'privat' } });
    expect(await socket.closed).toBe(4401);
    expect(socket.messages.map((message: RealtimeMessage) => message.type)).toEqual(['realtime.ready', 'app-config.changed']);
  });

  it('a closed socket is unsubscribed from the hub', async () => {
    const socket = await connectRealtime(server.baseUrl);
    socket.close();
    await socket.closed;
    // Publishing to a socket that is gone must neither throw nor keep it alive.
    await expect(server.deps.realtime.publish({ audience: 'all', type: 'app-config.changed', data: {} })).resolves.toBeUndefined();
  });
});

describe('client frames', () => {
  it('closes the socket with 1003 when the client sends a message', async () => {
    const socket = await connectRealtime(server.baseUrl);
    socket.socket.send('{"type":"subscribe","topic":"user:1"}');
    expect(await socket.closed).toBe(1003);
  });

  it('cuts a client that sends a frame over the size cap (1009)', async () => {
    const socket = await connectRealtime(server.baseUrl);
    socket.socket.send('x'.repeat(64 * 1024));
    expect(await socket.closed).toBe(1009);
  });
});

describe('heartbeat and shutdown', () => {
  let fast: TestServer;

  beforeAll(async () => {
    fast = await startTestServer({ seed: false, realtime: { heartbeatMs: 40 } });
  });

  afterAll(async () => {
    await fast?.close();
  });

  it('pings every interval and keeps a client that answers', async () => {
    const socket = await connectRealtime(fast.baseUrl);
    let pings = 0;
    await new Promise<void>((resolve) => {
      socket.socket.on('ping', () => {
        pings += 1;
        if (pings === 4) resolve();
      });
    });
    expect(socket.socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });

  it('drops a client that stops answering pings', async () => {
    const socket = await connectRealtime(fast.baseUrl, { autoPong: false });
    // terminate() on the server side: no close frame, so the client sees an abnormal closure.
    expect(await socket.closed).toBe(1006);
  });

  it('says "going away" (1001) to open sockets when the server stops', async () => {
    const other = await startTestServer({ seed: false });
    const socket = await connectRealtime(other.baseUrl);
    await other.close();
    expect(await socket.closed).toBe(1001);
    // The address is gone; a reconnect fails until a new process listens.
    const retry = new WebSocket(realtimeUrl(other.baseUrl), { headers: { Origin: other.baseUrl } });
    await expect(new Promise((_resolve, reject) => retry.once('error', reject))).rejects.toThrow();
  });
});
