// File descriptors of this process. The test server runs in the test's own process (support/server.ts), so
// /proc/self/fd counts the server's open files and sockets too: a handle an upload leaks shows up here.
import { readdirSync } from 'node:fs';

export function openDescriptors(): number {
  return readdirSync('/proc/self/fd').length;
}

/**
 * Reads `read()` until `done` accepts it or `limitMs` passed, and answers the last reading: the caller asserts
 * on it, so a server that never settles fails with its real numbers rather than a timeout.
 */
export async function settle<T>(read: () => T | Promise<T>, done: (value: T) => boolean, limitMs = 15_000): Promise<T> {
  const until = Date.now() + limitMs;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
