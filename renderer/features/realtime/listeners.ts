import type { RealtimeEventData, RealtimeEventType } from '../../../common/contract/realtime';

// Screens that want an event's data itself (not only fresh queries) listen here: the upload page follows its
// post's processing. The socket (sync.ts) hands every message to emitRealtimeEvent.

type Listener<T extends RealtimeEventType> = (data: RealtimeEventData[T]) => void;

const listeners = new Map<string, Set<Listener<RealtimeEventType>>>();

export function onRealtimeEvent<T extends RealtimeEventType>(type: T, listener: Listener<T>): () => void {
  const set = listeners.get(type) ?? new Set();
  set.add(listener as Listener<RealtimeEventType>);
  listeners.set(type, set);
  return () => {
    set.delete(listener as Listener<RealtimeEventType>);
  };
}

export function emitRealtimeEvent(message: { type: string; data: unknown }): void {
  for (const listener of listeners.get(message.type) ?? []) {
    try {
      listener(message.data as never);
    } catch {
      // One screen's mistake must not stop the others.
    }
  }
}
