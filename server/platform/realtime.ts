import type { RealtimeAudience, RealtimeEventData, RealtimeEventType } from '../../common/contract/realtime';

/** An event on its way to the browsers of its audience. */
export interface RealtimeEvent<T extends RealtimeEventType = RealtimeEventType> {
  audience: RealtimeAudience;
  type: T;
  data: RealtimeEventData[T];
  /** ISO-8601 UTC; set by publish when left out. */
  at: string;
}

export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * Fan-out of events to whoever listens in this process (the WebSocket channel). Behind an interface so a
 * Redis pub/sub implementation can carry events between several server processes: publish is async for that.
 */
export interface RealtimeHub {
  /**
   * Never rejects: an event that cannot be delivered is logged and lost, which is safe because every
   * client refetches what events would have told it after each (re)connect.
   */
  publish<T extends RealtimeEventType>(
    event: Omit<RealtimeEvent<T>, 'at'> & { at?: string },
  ): Promise<void>;
  /** Returns the function that ends this subscription. */
  subscribe(listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

export function userAudience(userId: number): RealtimeAudience {
  return `user:${userId}`;
}

/** Whether a socket of this user (null: a visitor) receives an event for this audience. */
export function reachesViewer(audience: RealtimeAudience, userId: number | null): boolean {
  return audience === 'all' || (userId !== null && audience === userAudience(userId));
}

/**
 * The listeners of one process, as both hubs keep them: delivery goes to a snapshot of the set, and one
 * failing listener neither stops the others nor the publisher.
 */
export function createListenerSet(log: Pick<Console, 'error'>) {
  const listeners = new Set<RealtimeListener>();
  let closed = false;
  return {
    deliver(event: RealtimeEvent) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          log.error(`[realtime] Empfänger von „${event.type}“ fehlgeschlagen`, error);
        }
      }
    },
    subscribe(listener: RealtimeListener): () => void {
      if (closed) return () => undefined;
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    get closed() {
      return closed;
    },
    close() {
      closed = true;
      listeners.clear();
    },
  };
}

/** The hub of a single server process: publish reaches every subscriber of this process, synchronously. */
export function createInProcessRealtimeHub(log: Pick<Console, 'error'> = console): RealtimeHub {
  const listeners = createListenerSet(log);
  return {
    async publish(event) {
      if (listeners.closed) return;
      listeners.deliver({ ...event, at: event.at ?? new Date().toISOString() } as RealtimeEvent);
    },
    subscribe: (listener) => listeners.subscribe(listener),
    async close() {
      listeners.close();
    },
  };
}
