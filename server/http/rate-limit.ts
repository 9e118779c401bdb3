/** Counts hits per key in fixed windows. In memory by default; a Redis store implements the same interface. */
export interface RateLimitStore {
  increment(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  /** The current window's count without counting a hit (0 when there is none). */
  peek(key: string, now: number): Promise<number>;
  /** Takes back one earlier increment of the current window (an attempt that turned out legitimate). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async increment(key, windowMs, now) {
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
    async peek(key, now) {
      const current = windows.get(key);
      return current && current.resetAt > now ? current.count : 0;
    },
    release: async (key) => {
      const current = windows.get(key);
      if (current && current.count > 0) current.count -= 1;
    },
    reset: async (key) => {
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

export async function checkRateLimit(
  store: RateLimitStore,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitDecision> {
  const { count, resetAt } = await store.increment(key, rule.windowMs, now);
  return { allowed: count <= rule.max, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
}
