import type { RealtimeMessage } from '../../../common/contract/realtime';
import { queryClient } from '../../api/query-client';
import { refreshAppConfig } from '../app-config/use-app-config';
import { useSessionStore } from '../session/store';
import { keysToRefetchAfterReconnect, staleKeysFor } from './invalidation';
import { emitRealtimeEvent } from './listeners';
import { createRealtimeSocket } from './socket';

// Loaded after the first page is up (see useRealtimeChannel), so the socket and TanStack Query never
// weigh on the first paint.

function invalidate(keys: readonly (readonly string[])[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

export interface RealtimeSyncOptions {
  /** Runs the current route's loaders again: flag guards live there, so a page behind a flag appears or goes. */
  revalidateRoutes(): void;
}

export function handleRealtimeMessage(message: RealtimeMessage, options: RealtimeSyncOptions): void {
  const type: string = message.type;
  emitRealtimeEvent(message);
  switch (type) {
    case 'realtime.ready':
      invalidate(keysToRefetchAfterReconnect());
      void refreshAppConfig();
      return;
    case 'flags.changed':
      invalidate(staleKeysFor(type));
      options.revalidateRoutes();
      return;
    case 'app-config.changed':
      invalidate(staleKeysFor(type));
      void refreshAppConfig();
      return;
    case 'social.event':
      // The session user carries its friends and requests too (the follow and friend buttons of lists read them).
      invalidate(staleKeysFor(type));
      void useSessionStore.getState().refreshUser();
      return;
    default:
      invalidate(staleKeysFor(type));
  }
}

/** Opens the tab's channel; reconnects as the signed-in user changes. Returns the function that closes it. */
export function startRealtimeSync(options: RealtimeSyncOptions): () => void {
  const socket = createRealtimeSocket((message) => handleRealtimeMessage(message, options));
  socket.start();
  let userId = useSessionStore.getState().user?.id ?? null;
  const unsubscribe = useSessionStore.subscribe((state) => {
    const next = state.user?.id ?? null;
    if (next === userId) return;
    userId = next;
    socket.reconnectNow();
  });
  return () => {
    unsubscribe();
    socket.stop();
  };
}
