// Domain events: how one module tells the others that something changed, without importing them. The module
// that changes something publishes (deps.events.publish); each module that keeps something depending on it
// subscribes at composition (server/app.ts calls a subscribe function per module). Today every event is a
// cache invalidation; the catalogue below lists the ones the modules need, nothing in advance.

/** Every event, by name, with what it carries. Payloads are plain JSON: they travel over Redis. */
export interface DomainEvents {
  /** A post entered or left what others see: transcoded and ready, hidden or shown by an admin, deleted. */
  'post.changed': { postId: number };
  /** A boost of the post started or was extended (boostz): the feed ranks it higher from now on. */
  'post.boosted': { postId: number };
  /** What a post shows changed while it stays where it is: a like or its undoing, a view, a comment, its title or text. */
  'post.updated': { postId: number; authorId: number };
  /**
   * A relation between users changed: a block or mute (or its undoing), a follow or its end, a friend request,
   * its answer or the end of a friendship, or a user's profile visibility (everyone / friends only). `userIds`:
   * both sides of the block, follow or friendship, the user who muted, or the user whose visibility changed.
   */
  'relation.changed': { kind: 'block' | 'mute' | 'visibility' | 'follow' | 'friendship'; userIds: number[] };
  /**
   * What others see of an account changed. `profile`: its name, picture or border; `status`: deleted, restored,
   * suspended or let back in; `removed`: gone with its rows (the purge of deleted accounts, `userId` 0 for many at
   * once); `borders`: the borders it owns.
   */
  'account.changed': { userId: number; kind: 'profile' | 'status' | 'removed' | 'borders' };
  /** A game of the catalogue changed: made, edited, a new cover or build, a giveaway opened, drawn or ended. */
  'game.changed': { gameId: number };
  /** A user started a game (their "Zuletzt gespielt"). */
  'play.recorded': { userId: number; gameId: number };
  /** A game's creator published an update, which the play dashboards of the game's fans list. */
  'update.published': { gameId: number; fanIds: number[] };
}

export type DomainEventType = keyof DomainEvents;
/** The event of a type (of each type, for a union of types). */
export type DomainEventOf<T extends DomainEventType> = T extends DomainEventType ? { type: T } & DomainEvents[T] : never;
export type DomainEvent = DomainEventOf<DomainEventType>;
export type DomainEventHandler<T extends DomainEventType> = (event: DomainEventOf<T>) => void | Promise<void>;

/**
 * Which events also go to the other server instances (over Redis, with REDIS_URL). A cache in every instance
 * must forget: those go everywhere. The play dashboard's events stay here: its subscriber drops the dashboard
 * through the realtime hub, which reaches every instance and the person's tabs by itself; delivered in every
 * instance, the tabs would be told once per instance.
 */
export const CROSSES_INSTANCES: Readonly<Record<DomainEventType, boolean>> = {
  'post.changed': true,
  'post.boosted': true,
  'post.updated': true,
  'relation.changed': true,
  'account.changed': true,
  'game.changed': true,
  'play.recorded': false,
  'update.published': false,
};

export interface EventBus {
  /**
   * Hands the event to this process's subscribers before it returns, in the order events were published (an
   * event published by a subscriber waits until the current one reached every subscriber): a request sees its
   * own change at once. A subscriber that throws or rejects is logged; neither the publisher nor the other
   * subscribers notice. The returned promise never rejects: it resolves once the subscribers that returned a
   * promise settled it and an event for the other instances was handed to Redis, so an answer goes out only
   * after everyone concerned was told.
   */
  publish(event: DomainEvent): Promise<void>;
  /** Registers a handler for one type; returns the function that ends the subscription. */
  subscribe<T extends DomainEventType>(type: T, handler: DomainEventHandler<T>): () => void;
  close(): Promise<void>;
}

/** How events reach the other instances: Redis pub/sub (server/platform/redis.ts). */
export interface EventTransport {
  /** Sends an event to the other instances. */
  send(event: DomainEvent): Promise<void>;
  /** Calls `receive` with every event another instance sent. */
  listen(receive: (event: DomainEvent) => void): void;
  close(): Promise<void>;
}

export function isDomainEvent(value: unknown): value is DomainEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string' &&
    Object.hasOwn(CROSSES_INSTANCES, (value as { type: string }).type)
  );
}

/** The bus of one app: this process's subscribers, and with a transport, the other instances. */
export function createEventBus(options: { transport?: EventTransport | null; log?: Pick<Console, 'error'> } = {}): EventBus {
  const log = options.log ?? console;
  const transport = options.transport ?? null;
  const handlers = new Map<DomainEventType, Set<DomainEventHandler<never>>>();
  /** Events waiting for the one being delivered, each with what tells its publisher when its subscribers finished. */
  const queue: Array<{ event: DomainEvent; delivered: (pending: Promise<unknown>[]) => void }> = [];
  let delivering = false;
  let closed = false;
  const sending = new Set<Promise<void>>();

  const failed = (event: DomainEvent, error: unknown) => log.error(`[events] Empfänger von „${event.type}“ fehlgeschlagen`, error);

  /** Calls every handler of the event; answers the promises of those that returned one (never rejecting). */
  const deliverOne = (event: DomainEvent): Promise<unknown>[] => {
    const pending: Promise<unknown>[] = [];
    // A snapshot: a handler that subscribes or unsubscribes changes the next event's list, not this one's.
    for (const handler of [...(handlers.get(event.type) ?? [])]) {
      try {
        const result = (handler as DomainEventHandler<typeof event.type>)(event as never);
        if (result instanceof Promise) pending.push(result.catch((error: unknown) => failed(event, error)));
      } catch (error) {
        failed(event, error);
      }
    }
    return pending;
  };

  /** Resolves once the event's handlers finished; the synchronous part of each ran before this returns. */
  const deliver = (event: DomainEvent): Promise<void> => {
    let delivered!: (pending: Promise<unknown>[]) => void;
    const handled = new Promise<Promise<unknown>[]>((resolve) => (delivered = resolve));
    queue.push({ event, delivered });
    if (!delivering) {
      delivering = true;
      try {
        for (let next = queue.shift(); next; next = queue.shift()) next.delivered(deliverOne(next.event));
      } finally {
        delivering = false;
      }
    }
    return handled.then((pending) => Promise.all(pending)).then(() => undefined);
  };

  transport?.listen((event) => {
    if (!closed) void deliver(event);
  });

  return {
    async publish(event) {
      if (closed) return;
      const handled = deliver(event);
      if (!transport || !CROSSES_INSTANCES[event.type]) return handled;
      const sent = transport.send(event).catch((error: unknown) => log.error(`[events] „${event.type}“ nicht weitergegeben`, error));
      sending.add(sent);
      try {
        await Promise.all([handled, sent]);
      } finally {
        sending.delete(sent);
      }
    },
    subscribe(type, handler) {
      if (closed) return () => undefined;
      const set = handlers.get(type) ?? new Set();
      set.add(handler as DomainEventHandler<never>);
      handlers.set(type, set);
      return () => {
        set.delete(handler as DomainEventHandler<never>);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      // What was published before the shutdown still reaches the other instances.
      await Promise.all(sending);
      handlers.clear();
      await transport?.close();
    },
  };
}
