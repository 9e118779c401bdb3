import { describe, expect, it } from 'vitest';
import { createEventBus, type DomainEvent, type EventTransport } from './events';

function quietLog() {
  const errors: string[] = [];
  return { errors, log: { error: (message: string) => errors.push(message) } };
}

/** Two buses' ends of one wire, as Redis connects instances: what one sends, the other receives. */
function wire(): [EventTransport & { sent: DomainEvent[] }, EventTransport & { sent: DomainEvent[] }] {
  const receivers: Array<((event: DomainEvent) => void) | null> = [null, null];
  const end = (self: 0 | 1) => {
    const sent: DomainEvent[] = [];
    return {
      sent,
      async send(event: DomainEvent) {
        sent.push(event);
        // A round trip later, as over a socket.
        await new Promise((resolve) => setTimeout(resolve, 0));
        receivers[1 - self]?.(JSON.parse(JSON.stringify(event)) as DomainEvent);
      },
      listen(receive: (event: DomainEvent) => void) {
        receivers[self] = receive;
      },
      async close() {
        receivers[self] = null;
      },
    };
  };
  return [end(0), end(1)];
}

describe('createEventBus', () => {
  it('hands an event to its subscribers, in the order they subscribed, before publish returns', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    bus.subscribe('post.boosted', (event) => void seen.push(`first ${event.postId}`));
    bus.subscribe('post.boosted', (event) => void seen.push(`second ${event.postId}`));
    bus.subscribe('post.changed', () => void seen.push('other type'));
    void bus.publish({ type: 'post.boosted', postId: 7 });
    expect(seen).toEqual(['first 7', 'second 7']);
  });

  it('delivers an event a subscriber publishes after the current one reached every subscriber', async () => {
    const bus = createEventBus();
    const seen: string[] = [];
    bus.subscribe('relation.changed', (event) => {
      seen.push(`a ${event.kind}`);
      if (event.kind === 'block') void bus.publish({ type: 'relation.changed', kind: 'visibility', userIds: [1] });
    });
    bus.subscribe('relation.changed', (event) => {
      seen.push(`b ${event.kind}`);
    });
    await bus.publish({ type: 'relation.changed', kind: 'block', userIds: [1, 2] });
    expect(seen).toEqual(['a block', 'b block', 'a visibility', 'b visibility']);
  });

  it('stops delivering to a handler once unsubscribed; a change during delivery counts from the next event', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    let stopSecond = () => undefined as void;
    const stopFirst = bus.subscribe('game.changed', (event) => {
      seen.push(`first ${event.gameId}`);
      stopSecond();
    });
    stopSecond = bus.subscribe('game.changed', (event) => void seen.push(`second ${event.gameId}`));
    void bus.publish({ type: 'game.changed', gameId: 1 });
    void bus.publish({ type: 'game.changed', gameId: 2 });
    stopFirst();
    void bus.publish({ type: 'game.changed', gameId: 3 });
    expect(seen).toEqual(['first 1', 'second 1', 'first 2']);
  });

  it('logs a subscriber that throws or rejects; the publisher and the other subscribers carry on', async () => {
    const { errors, log } = quietLog();
    const bus = createEventBus({ log });
    const seen: number[] = [];
    bus.subscribe('post.changed', () => {
      throw new Error('kaputt');
    });
    bus.subscribe('post.changed', async () => {
      throw new Error('auch kaputt');
    });
    bus.subscribe('post.changed', (event) => {
      seen.push(event.postId);
    });
    await expect(bus.publish({ type: 'post.changed', postId: 3 })).resolves.toBeUndefined();
    expect(seen).toEqual([3]);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('post.changed');
  });

  it('resolves publish once the subscribers that returned a promise finished', async () => {
    const bus = createEventBus();
    let finished = false;
    bus.subscribe('update.published', async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      finished = true;
    });
    await bus.publish({ type: 'update.published', gameId: 1, fanIds: [2] });
    expect(finished).toBe(true);
  });

  it('sends the cache events to the other instances, once, and keeps the rest in the process', async () => {
    const [endA, endB] = wire();
    const [a, b] = [createEventBus({ transport: endA }), createEventBus({ transport: endB })];
    const onA: DomainEvent[] = [];
    const onB: DomainEvent[] = [];
    for (const [bus, seen] of [[a, onA], [b, onB]] as const) {
      bus.subscribe('relation.changed', (event) => void seen.push(event));
      bus.subscribe('play.recorded', (event) => void seen.push(event));
    }
    await a.publish({ type: 'relation.changed', kind: 'mute', userIds: [4] });
    await a.publish({ type: 'play.recorded', userId: 4, gameId: 9 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onA.map((event) => event.type)).toEqual(['relation.changed', 'play.recorded']);
    expect(onB).toEqual([{ type: 'relation.changed', kind: 'mute', userIds: [4] }]);
    expect(endA.sent.map((event) => event.type)).toEqual(['relation.changed']);
    expect(endB.sent).toEqual([]);
  });

  it('delivers nothing after close, and a late subscription is a no-op', async () => {
    const bus = createEventBus();
    const seen: number[] = [];
    bus.subscribe('post.changed', (event) => void seen.push(event.postId));
    await bus.close();
    await bus.publish({ type: 'post.changed', postId: 1 });
    bus.subscribe('post.changed', (event) => void seen.push(event.postId))();
    expect(seen).toEqual([]);
  });
});
