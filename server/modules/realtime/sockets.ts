import { type WebSocket, WebSocketServer } from 'ws';
import { REALTIME_CLOSE } from '../../../common/contract/realtime';

/** Largest frame a client may send; the channel expects none, so anything bigger is an abuse. */
export const REALTIME_MAX_CLIENT_FRAME_BYTES = 4 * 1024;
/** Under most proxies' 30–60 s idle timeout; a socket that missed one ping by the next is dropped. */
export const REALTIME_HEARTBEAT_MS = 25_000;

export interface RealtimeSocketServerOptions {
  heartbeatMs?: number;
  maxClientFrameBytes?: number;
}

export interface RealtimeSocketServer {
  /** Hand this to serve({ websocket: { server } }) so upgradeWebSocket can take over connections. */
  server: WebSocketServer;
  /** Closes every open socket (1001, clients reconnect later), cutting those that do not answer in time. */
  close(graceMs?: number): Promise<void>;
}

/**
 * The ws server behind @hono/node-server's upgradeWebSocket, with a server-side heartbeat: every socket
 * is pinged each interval and dropped when it did not answer the previous ping (a dead network path or a
 * sleeping laptop otherwise keeps a subscription forever).
 */
export function createRealtimeSocketServer(options: RealtimeSocketServerOptions = {}): RealtimeSocketServer {
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxClientFrameBytes ?? REALTIME_MAX_CLIENT_FRAME_BYTES,
    perMessageDeflate: false,
  });
  const answeredLastPing = new WeakMap<WebSocket, boolean>();
  server.on('connection', (socket: WebSocket) => {
    answeredLastPing.set(socket, true);
    socket.on('pong', () => answeredLastPing.set(socket, true));
  });
  const heartbeat = setInterval(() => {
    for (const socket of server.clients) {
      if (answeredLastPing.get(socket) === false) {
        socket.terminate();
        continue;
      }
      answeredLastPing.set(socket, false);
      socket.ping();
    }
  }, options.heartbeatMs ?? REALTIME_HEARTBEAT_MS);
  heartbeat.unref();
  return {
    server,
    async close(graceMs = 1_000) {
      clearInterval(heartbeat);
      const open = [...server.clients];
      const closed = open.map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())));
      for (const socket of open) socket.close(REALTIME_CLOSE.goingAway, 'server shutting down');
      const cutOff = setTimeout(() => {
        for (const socket of open) socket.terminate();
      }, graceMs);
      await Promise.all(closed);
      clearTimeout(cutOff);
      server.close();
    },
  };
}
