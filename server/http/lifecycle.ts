import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/** Whether the process is shutting down, and how many requests it is still answering. */
export interface Lifecycle {
  draining: boolean;
  inFlight: number;
}

export function createLifecycle(): Lifecycle {
  return { draining: false, inFlight: 0 };
}

/**
 * Counts the requests being answered, so a shutdown can wait for them. While draining, every answer
 * says `Connection: close`: a keep-alive client then opens its next connection to another instance.
 */
export function trackRequests(lifecycle: Lifecycle): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    lifecycle.inFlight += 1;
    try {
      await next();
    } finally {
      lifecycle.inFlight -= 1;
      if (lifecycle.draining) c.res.headers.set('Connection', 'close');
    }
  };
}

/** Resolves once no request is in flight, or after `timeoutMs` (false then). */
export async function waitForRequests(lifecycle: Lifecycle, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (lifecycle.inFlight > 0) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}
