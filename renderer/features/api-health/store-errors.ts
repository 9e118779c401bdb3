import { rateLimitResetAt } from '../../../common/rules/retry';
import { ApiError } from '../../api/http';
import { useMessageStore } from '../messages/store';
import { useApiHealthStore } from './store';

// Spec §8: "Store result keys: generalError, noConnection, rateLimited" and "429 at store level sets the
// rate-limited flag, shows tooManyAttempts and rejects" — shared by the domain stores.

export type StoreResultKey = 'generalError' | 'noConnection' | 'rateLimited';

export function storeResultKey(error: unknown): StoreResultKey {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'rateLimited';
    if (error.status === 'network' || error.status === 'timeout') return 'noConnection';
  }
  return 'generalError';
}

/** For a store's catch block: a 429 sets the flag and shows tooManyAttempts; the error is rethrown either way. */
export function rethrowWithRateLimit(error: unknown, options: { silent?: boolean } = {}): never {
  if (error instanceof ApiError && error.status === 429) {
    useApiHealthStore.getState().setRateLimited(rateLimitResetAt(error.retryAfter, Date.now()));
    if (!options.silent) useMessageStore.getState().push('tooManyAttempts', 'error');
  }
  throw error;
}
