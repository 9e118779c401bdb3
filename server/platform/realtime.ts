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

/** Whose events a listener wants: a signed-in user's (and everyone's), or a visitor's (everyone's only). */
export interface RealtimeViewer {
  userId: number | null;
}

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
  /**
   * Returns the function that ends this subscription. With `viewer`, the listener is handed only the events
   * that viewer may receive ('all' and its own user's): a socket per tab need not look at everyone's events.
   */
  subscribe(listener: RealtimeListener, viewer?: RealtimeViewer): () => void;
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
  /** Listeners of every event (the Redis bridge, caches). */
  const unfiltered = new Set<RealtimeListener>();
  /** Sockets by the user they belong to; visitors under null. Private events look up one entry, not all. */
  const byViewer = new Map<number | null, Set<RealtimeListener>>();
  let closed = false;
  const call = (listener: RealtimeListener, event: RealtimeEvent) => {
    try {
      listener(event);
    } catch (error) {
      log.error(`[realtime] Empfänger von „${event.type}“ fehlgeschlagen`, error);
    }
  };
  return {
    deliver(event: RealtimeEvent) {
      const targets: RealtimeListener[] = [...unfiltered];
      if (event.audience === 'all') {
        for (const set of byViewer.values()) targets.push(...set);
      } else {
        const userId = Number(event.audience.slice('user:'.length));
        targets.push(...(byViewer.get(userId) ?? []));
      }
      for (const listener of targets) call(listener, event);
    },
    subscribe(listener: RealtimeListener, viewer?: RealtimeViewer): () => void {
      if (closed) return () => undefined;
      if (!viewer) {
        unfiltered.add(listener);
        return () => {
          unfiltered.delete(listener);
        };
      }
      const set = byViewer.get(viewer.userId) ?? new Set<RealtimeListener>();
      set.add(listener);
      byViewer.set(viewer.userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && byViewer.get(viewer.userId) === set) byViewer.delete(viewer.userId);
      };
    },
    get closed() {
      return closed;
    },
    close() {
      closed = true;
      unfiltered.clear();
      byViewer.clear();
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
    subscribe: (listener, viewer) => listeners.subscribe(listener, viewer),
    async close() {
      listeners.close();
    },
  };
}
