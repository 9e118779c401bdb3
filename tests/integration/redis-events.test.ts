// The domain events between instances over a real Redis (server/platform/redis.ts): what one bus publishes for
// the other instances reaches them once, and not its sender a second time. Runs in the PostgreSQL run, which
// brings Redis (npm run test:integration:pg).
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createEventBus, type DomainEvent, type DomainEventOf, type DomainEventType, type EventBus } from '../../server/platform/events';
import { connectRedis, createRedisEventTransport, type RedisConnection } from '../../server/platform/redis';
import { testRedisUrl } from './support/database';

describe.skipIf(!testRedisUrl())('domain events over Redis', () => {
  const prefix = `ev${randomBytes(4).toString('hex')}:`;
  const opened: Array<{ redis: RedisConnection; bus: EventBus }> = [];

  function instance(): EventBus {
    const redis = connectRedis(testRedisUrl()!, prefix);
    const bus = createEventBus({ transport: createRedisEventTransport(redis, testRedisUrl()!) });
    opened.push({ redis, bus });
    return bus;
  }

  afterAll(async () => {
    for (const { redis, bus } of opened) {
      await bus.close();
      await redis.close();
    }
  });

  /** Resolves with the next event of that type the bus hands its subscribers. */
  function next<T extends DomainEventType>(bus: EventBus, type: T): Promise<DomainEventOf<T>> {
    return new Promise((resolve) => {
      const stop = bus.subscribe(type, (event) => {
        stop();
        resolve(event);
      });
    });
  }

  async function crossed(from: EventBus, to: EventBus): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      const arrived = next(to, 'game.changed');
      await from.publish({ type: 'game.changed', gameId: attempt });
      if (await Promise.race([arrived.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 200))])) return;
    }
  }

  it('reaches the other instance once, and its sender only through its own delivery', async () => {
    const [a, b] = [instance(), instance()];
    const onA: DomainEvent[] = [];
    a.subscribe('relation.changed', (event) => void onA.push(event));
    // The subscriber connections come up in the background: both are listening once an event crossed each way.
    await crossed(a, b);
    await crossed(b, a);

    const atB = next(b, 'relation.changed');
    await a.publish({ type: 'relation.changed', kind: 'block', userIds: [1, 2] });
    expect(await atB).toEqual({ type: 'relation.changed', kind: 'block', userIds: [1, 2] });
    // Redis keeps a channel's order: once B's answer reached A, an echo of A's own event would have come first.
    const answer = next(a, 'post.changed');
    await b.publish({ type: 'post.changed', postId: 5 });
    await answer;
    expect(onA).toEqual([{ type: 'relation.changed', kind: 'block', userIds: [1, 2] }]);
  });
});
