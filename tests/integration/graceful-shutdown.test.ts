// SIGTERM drains a real server process: readiness turns 503 at once, a request in flight is still answered,
// keep-alive clients are told to reconnect elsewhere, and the process exits cleanly.
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerInstance, startInstance } from './support/instance';

let instance: ServerInstance | null = null;

afterAll(async () => {
  await instance?.stop('SIGKILL');
});

/** A raw keep-alive connection, so requests can be sent in pieces and on a connection opened earlier. */
function connect(baseUrl: string): Promise<{ socket: net.Socket; received: () => string; waitFor: (text: string) => Promise<string> }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      let buffer = '';
      const waiters: { text: string; resolve: (all: string) => void }[] = [];
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        for (const waiter of [...waiters]) {
          if (buffer.includes(waiter.text)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(buffer);
          }
        }
      });
      resolve({
        socket,
        received: () => buffer,
        waitFor: (text) =>
          new Promise((done, fail) => {
            if (buffer.includes(text)) return done(buffer);
            const timer = setTimeout(() => fail(new Error(`waited in vain for ${JSON.stringify(text)}; got:\n${buffer}`)), 10_000);
            waiters.push({
              text,
              resolve: (all) => {
                clearTimeout(timer);
                done(all);
              },
            });
          }),
      });
    });
    socket.once('error', reject);
  });
}

describe('SIGTERM', () => {
  it('reports not ready, finishes the request in flight, closes keep-alive connections and exits 0', async () => {
    instance = await startInstance('drain', { SHUTDOWN_DELAY_S: '1.5' });
    const client = instance.client();
    await client.csrf();
    const cookie = client.jar.header(client.origin);
    const token = client.cookie('XSRF-TOKEN')!;

    const body = JSON.stringify({
      name: 'Letzte Nachricht',
      email: 'spaet@example.org',
      subject: 'Kurz vor Schluss',
      message: 'Diese Nachricht kam an, während der Server herunterfuhr.',
    });
    const inFlight = await connect(instance.baseUrl);
    inFlight.socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cookie: ${cookie}\r\nX-XSRF-TOKEN: ${token}\r\n\r\n${body.slice(0, 20)}`,
    );
    expect((await fetch(`${instance.baseUrl}/api/ready`)).status).toBe(200);

    const exited = new Promise<number | null>((resolve) => instance!.process.once('exit', (code) => resolve(code)));
    instance.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));

    // Until the delay is over the instance still answers, but says it is not ready and closes the connection.
    const ready = await fetch(`${instance.baseUrl}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, draining: true });
    expect(ready.headers.get('connection')).toBe('close');

    // After the delay new connections are refused.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    const refused = await fetch(`${instance.baseUrl}/api/ready`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);

    // The request that was in flight when the signal came is answered.
    inFlight.socket.write(body.slice(20));
    const answer = await inFlight.waitFor('}');
    expect(answer).toMatch(/^HTTP\/1\.1 201/);

    expect(await exited).toBe(0);
    instance = null;
  }, 30_000);
});
