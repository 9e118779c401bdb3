import { beforeEach, describe, expect, it } from 'vitest';
import { useApiHealthStore } from './store';

beforeEach(() => useApiHealthStore.getState().reset());

describe('API health store', () => {
  it('starts unknown and records the last error when marked unhealthy', () => {
    const store = useApiHealthStore;
    expect(store.getState().apiHealthStatus).toBe('unknown');
    const error = { time: 5, endpoint: '/api/feed', message: 'Serverfehler', status: 500 };
    store.getState().markUnhealthy(error);
    expect(store.getState()).toMatchObject({ apiHealthStatus: 'unhealthy', lastApiError: error });
    store.getState().markHealthy();
    expect(store.getState()).toMatchObject({ apiHealthStatus: 'healthy', lastApiError: error });
  });

  it('holds the rate-limited flag until the reset time', () => {
    const store = useApiHealthStore;
    store.getState().setRateLimited(10_000);
    expect(store.getState().isRateLimited(9_999)).toBe(true);
    expect(store.getState().isRateLimited(10_000)).toBe(false);
    expect(store.getState()).toMatchObject({ rateLimited: false, rateLimitResetAt: null });
  });

  it('sets and clears the critical error, and resets everything', () => {
    const store = useApiHealthStore;
    store.getState().setCriticalError();
    expect(store.getState().criticalError).toBe(true);
    store.getState().clearCriticalError();
    expect(store.getState().criticalError).toBe(false);
    store.getState().setCriticalError();
    store.getState().setRateLimited(1);
    store.getState().reset();
    expect(store.getState()).toMatchObject({ criticalError: false, rateLimited: false, apiHealthStatus: 'unknown' });
  });
});
