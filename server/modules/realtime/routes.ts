import { upgradeWebSocket } from '@hono/node-server';
import { Hono } from 'hono';
import type { WebSocket } from 'ws';
import { REALTIME_CLOSE, REALTIME_PATH, type RealtimeMessage } from '../../../common/contract/realtime';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { HttpError, forbidden } from '../../http/errors';
import { reachesViewer } from '../../platform/realtime';

/** A client that lets this much pile up unread is too slow to follow; it reconnects and refetches instead. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * GET /api/realtime: one WebSocket per browser tab. The session cookie decides who listens (a visitor gets
 * the public events only); the Origin must be this site's own, so another site cannot open the channel
 * with the visitor's cookie. Frames are JSON {type, data, at}, server to client only.
 */
export function realtimeRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const ownOrigin = new URL(deps.config.publicUrl).origin;

  app.get(
    REALTIME_PATH,
    async (c, next) => {
      if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
        throw new HttpError(426, 'websocketRequired', undefined, { Upgrade: 'websocket', Connection: 'Upgrade' });
      }
      if (c.req.header('origin') !== ownOrigin) throw forbidden();
      await next();
    },
    upgradeWebSocket((c) => {
      const userId = c.get('user')?.id ?? null;
      const sessionId = c.get('session')?.id ?? null;
      let unsubscribe: (() => void) | null = null;
      // Events go out one after another, so the session check before a private one cannot reorder them.
      let delivery: Promise<void> = Promise.resolve();
      /** A private event goes out only while the session that opened the socket is still signed in. */
      const sessionStillSignedIn = async () =>
        userId !== null &&
        sessionId !== null &&
        (await deps.db
          .selectFrom('sessions')
          .select('id')
          .where('id', '=', sessionId)
          .where('user_id', '=', userId)
          .where('expires_at', '>', new Date().toISOString())
          .executeTakeFirst()) !== undefined;
      return {
        onOpen(_event, ws) {
          const socket = ws.raw as WebSocket;
          const send = (message: RealtimeMessage) => {
            if (socket.readyState !== socket.OPEN) return;
            if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
              socket.close(REALTIME_CLOSE.tooSlow, 'too slow');
              return;
            }
            socket.send(JSON.stringify(message));
          };
          unsubscribe = deps.realtime.subscribe((event) => {
            if (!reachesViewer(event.audience, userId)) return;
            const message: RealtimeMessage = { type: event.type, data: event.data, at: event.at };
            delivery = delivery
              .then(async () => {
                if (event.audience !== 'all' && !(await sessionStillSignedIn())) {
                  socket.close(REALTIME_CLOSE.sessionEnded, 'session ended');
                  return;
                }
                send(message);
              })
              .catch((error: unknown) => console.error('[realtime] Ereignis nicht zugestellt', error));
          }, { userId });
          send({ type: 'realtime.ready', data: { user: userId }, at: new Date().toISOString() });
        },
        onMessage(_event, ws) {
          ws.close(REALTIME_CLOSE.unexpectedMessage, 'this channel does not accept messages');
        },
        onClose() {
          unsubscribe?.();
          unsubscribe = null;
        },
      };
    }),
  );
  return app;
}
