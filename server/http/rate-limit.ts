/** Counts hits per key in fixed windows. In memory now; a Redis store can implement the same interface. */
export interface RateLimitStore {
  increment(key: string, windowMs: number, now: number): { count: number; resetAt: number };
  /** Takes back one earlier increment of the current window (an attempt that turned out legitimate). */
  release(key: string): void;
  reset(key: string): void;
}

export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    increment(key, windowMs, now) {
      const current = windows.get(key);
      if (!current || current.resetAt <= now) {
        const fresh = { count: 1, resetAt: now + windowMs };
        windows.set(key, fresh);
        if (windows.size > 50_000) {
          for (const [storedKey, value] of windows) if (value.resetAt <= now) windows.delete(storedKey);
        }
        return fresh;
      }
      current.count += 1;
      return current;
    },
    release: (key) => {
      const current = windows.get(key);
      if (current && current.count > 0) current.count -= 1;
    },
    reset: (key) => {
      windows.delete(key);
    },
  };
}

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

export function checkRateLimit(
  store: RateLimitStore,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): RateLimitDecision {
  const { count, resetAt } = store.increment(key, rule.windowMs, now);
  return { allowed: count <= rule.max, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
}
