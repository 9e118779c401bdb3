// A real `ws` client for the realtime channel, as a browser tab would open it: the session cookie of a
// TestClient's jar and the site's Origin. Collects the JSON frames so tests can wait for one by type.
import WebSocket from 'ws';
import type { RealtimeMessage } from '../../../common/contract/realtime';
import type { TestClient } from './http-client';

export interface RealtimeConnection {
  socket: WebSocket;
  /** Every message received so far, in order. */
  messages: RealtimeMessage[];
  /** The next message not yet taken by nextMessage(), waiting for it if needed. */
  nextMessage(timeoutMs?: number): Promise<RealtimeMessage>;
  /** Resolves with the close code once the socket is closed. */
  closed: Promise<number>;
  close(): void;
}

export interface ConnectOptions {
  /** Whose cookies to send (none: a visitor without any cookie). */
  client?: TestClient;
  /** Default: the server's own origin. null sends no Origin header. */
  origin?: string | null;
  /** false: do not answer the server's pings (a dead client). */
  autoPong?: boolean;
}

export function realtimeUrl(baseUrl: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}/api/realtime`;
}

/** Opens the socket and waits for the server's realtime.ready, so the subscription is in place. */
export async function connectRealtime(baseUrl: string, options: ConnectOptions = {}): Promise<RealtimeConnection> {
  const headers: Record<string, string> = {};
  const origin = options.origin === undefined ? new URL(baseUrl).origin : options.origin;
  if (origin !== null) headers.Origin = origin;
  const cookies = options.client?.jar.header(new URL(baseUrl).origin);
  if (cookies) headers.Cookie = cookies;
  const socket = new WebSocket(realtimeUrl(baseUrl), { headers, autoPong: options.autoPong ?? true });

  const messages: RealtimeMessage[] = [];
  const waiting: Array<(message: RealtimeMessage) => void> = [];
  let taken = 0;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as RealtimeMessage;
    messages.push(message);
    const waiter = waiting.shift();
    if (waiter) {
      taken += 1;
      waiter(message);
    }
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const connection: RealtimeConnection = {
    socket,
    messages,
    closed,
    nextMessage(timeoutMs = 5_000) {
      if (taken < messages.length) return Promise.resolve(messages[taken++]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no realtime message arrived')), timeoutMs);
        waiting.push((message) => {
          clearTimeout(timer);
          resolve(message);
        });
      });
    },
    close: () => socket.close(),
  };
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const ready = await connection.nextMessage();
  if (ready.type !== 'realtime.ready') throw new Error(`expected realtime.ready first, got ${ready.type}`);
  return connection;
}

/** The HTTP status with which the server refused the upgrade. */
export function refusedStatus(baseUrl: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(realtimeUrl(baseUrl), { headers });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      socket.close();
      reject(new Error('the upgrade was accepted'));
    });
    socket.on('error', (error) => reject(error));
  });
}
