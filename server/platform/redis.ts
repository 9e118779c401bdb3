import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RateLimitStore } from '../http/rate-limit';
import { type DomainEvent, type EventTransport, isDomainEvent } from './events';
import { createListenerSet, type RealtimeEvent, type RealtimeHub } from './realtime';

// With REDIS_URL, what must agree across server instances lives in Redis: the rate-limit counters, the
// realtime fan-out and the domain events that make every instance forget a cached answer. Keys and channels
// carry a prefix, so several installations can share a server.

export interface RedisConnection {
  /** Commands (counters). */
  client: Redis;
  prefix: string;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function connectRedis(url: string, prefix: string): RedisConnection {
  const client = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // ioredis reconnects by itself; without a listener an outage would crash the process.
  client.on('error', (error: Error) => console.error('[redis]', error.message));
  return {
    client,
    prefix,
    async ping() {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/**
 * Fixed windows in Redis: INCR and, for the first hit of a window, PEXPIRE, atomically in one script,
 * so every instance counts into the same window and the limit holds across all of them.
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

export function createRedisRateLimitStore(redis: RedisConnection): RateLimitStore {
  const key = (name: string) => `${redis.prefix}ratelimit:${name}`;
  return {
    async increment(name, windowMs, now) {
      const [count, ttl] = (await redis.client.eval(INCREMENT_SCRIPT, 1, key(name), String(windowMs))) as [number, number];
      return { count, resetAt: now + ttl };
    },
    async peek(name) {
      return Number((await redis.client.get(key(name))) ?? 0);
    },
    async release(name) {
      await redis.client.eval(RELEASE_SCRIPT, 1, key(name));
    },
    async reset(name) {
      await redis.client.del(key(name));
    },
  };
}

/**
 * Realtime fan-out over Redis pub/sub: publish goes to the channel, and every instance (this one
 * included) hands what arrives to its own sockets. A subscriber connection is separate from the
 * command connection, as Redis requires.
 */
export function createRedisRealtimeHub(redis: RedisConnection, url: string, log: Pick<Console, 'error'> = console): RealtimeHub {
  const channel = `${redis.prefix}realtime`;
  const listeners = createListenerSet(log);
  const subscriber = listenOn(url, channel, log, (message) => {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(message) as RealtimeEvent;
    } catch {
      return;
    }
    listeners.deliver(event);
  });
  return {
    async publish(event) {
      if (listeners.closed) return;
      const complete = { ...event, at: event.at ?? new Date().toISOString() };
      try {
        await subscriber.subscribed;
        await redis.client.publish(channel, JSON.stringify(complete));
      } catch (error) {
        log.error(`[realtime] „${complete.type}“ nicht veröffentlicht`, error);
      }
    },
    subscribe: (listener, viewer) => listeners.subscribe(listener, viewer),
    async close() {
      listeners.close();
      await subscriber.close();
    },
  };
}

/**
 * The domain events for the other instances (server/platform/events.ts), over their own channel. Each
 * message names the bus that sent it, which skips its own: it handed the event to its subscribers already.
 */
export function createRedisEventTransport(redis: RedisConnection, url: string, log: Pick<Console, 'error'> = console): EventTransport {
  const channel = `${redis.prefix}events`;
  const origin = randomUUID();
  let receive: ((event: DomainEvent) => void) | null = null;
  const subscriber = listenOn(url, channel, log, (message) => {
    let envelope: { origin?: unknown; event?: unknown };
    try {
      envelope = JSON.parse(message) as typeof envelope;
    } catch {
      return;
    }
    if (envelope.origin === origin || !isDomainEvent(envelope.event)) return;
    receive?.(envelope.event);
  });
  return {
    async send(event) {
      await redis.client.publish(channel, JSON.stringify({ origin, event }));
    },
    listen(handler) {
      receive = handler;
    },
    close: () => subscriber.close(),
  };
}

/** A connection of its own that listens on one channel: Redis takes no other commands on a subscribed one. */
function listenOn(url: string, channel: string, log: Pick<Console, 'error'>, onMessage: (message: string) => void) {
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  subscriber.on('error', (error: Error) => log.error('[redis] Abo', error.message));
  const subscribed = subscriber.subscribe(channel).catch((error: unknown) => log.error('[redis] subscribe', error));
  subscriber.on('message', (_channel: string, message: string) => onMessage(message));
  return {
    subscribed,
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
