import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { useMessageStore } from '../messages/store';
import { useApiHealthStore } from './store';
import { rethrowWithRateLimit, storeResultKey } from './store-errors';

beforeEach(() => {
  useApiHealthStore.getState().reset();
  useMessageStore.getState().clear();
});

describe('storeResultKey', () => {
  it('names rate limits, missing connections and everything else', () => {
    expect(storeResultKey(new ApiError(429, '/x'))).toBe('rateLimited');
    expect(storeResultKey(new ApiError('network', '/x'))).toBe('noConnection');
    expect(storeResultKey(new ApiError('timeout', '/x'))).toBe('noConnection');
    expect(storeResultKey(new ApiError(500, '/x'))).toBe('generalError');
    expect(storeResultKey(new Error('x'))).toBe('generalError');
  });
});

describe('rethrowWithRateLimit', () => {
  it('on 429 sets the rate-limited flag until Retry-After, shows tooManyAttempts and rethrows', () => {
    vi.useFakeTimers({ now: 50_000 });
    const error = new ApiError(429, '/api/notifications', { code: 'test', message: 'Too Many Requests' }, '20');
    expect(() => rethrowWithRateLimit(error)).toThrow(error);
    expect(useApiHealthStore.getState()).toMatchObject({ rateLimited: true, rateLimitResetAt: 70_000 });
    expect(useMessageStore.getState().messages.map((message) => message.originalKey)).toEqual(['tooManyAttempts']);
    vi.useRealTimers();
  });

  it('rethrows other errors untouched, and stays quiet when asked', () => {
    const serverError = new ApiError(500, '/x');
    expect(() => rethrowWithRateLimit(serverError)).toThrow(serverError);
    expect(useApiHealthStore.getState().rateLimited).toBe(false);
    expect(() => rethrowWithRateLimit(new ApiError(429, '/x'), { silent: true })).toThrow(ApiError);
    expect(useMessageStore.getState().messages).toEqual([]);
  });
});
