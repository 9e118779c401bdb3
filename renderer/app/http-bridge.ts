import { connectHttp } from '../api/http';
import { useApiHealthStore } from '../features/api-health/store';
import { useMessageStore } from '../features/messages/store';
import { sessionBridgeFor, useSessionStore } from '../features/session/store';
import { useToastStore } from '../features/toasts/store';

// The HTTP layer knows no screen: here, once at start-up, the app lends it the session, the toasts, the
// message stack and the API health (spec §4 and §8 say what it does with them).

export function connectHttpToShell(): void {
  connectHttp({
    session: sessionBridgeFor(useSessionStore),
    showToast: (toast) => {
      useToastStore.getState().show(toast);
    },
    dismissErrorToasts: () => useToastStore.getState().dismissErrors(),
    pushErrorMessage: (key) => {
      useMessageStore.getState().push(key, 'error');
    },
    health: {
      markHealthy: () => useApiHealthStore.getState().markHealthy(),
      markUnhealthy: (failure) => useApiHealthStore.getState().markUnhealthy(failure),
      setCriticalError: () => useApiHealthStore.getState().setCriticalError(),
      setRateLimited: (resetAt) => useApiHealthStore.getState().setRateLimited(resetAt),
    },
  });
}
