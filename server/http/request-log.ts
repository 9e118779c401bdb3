import { createRequire } from 'node:module';
import type { MiddlewareHandler } from 'hono';
import pino, { type DestinationStream, type Logger } from 'pino';

// The request log (LOG_REQUESTS): one JSON line per request (pino) with method, path, status and duration. Query
// values that grant something are left out: a verification link's signature verifies someone else's
// address, an OAuth code or state finishes someone else's sign-in, and log files travel further than the
// server (support tickets, log shipping, backups).
//
// Written asynchronously: a synchronous write per request (console.log) took a fifth of a cheap request's time.
// The lines wait in memory at most a second, and the exit flushes them (flushRequestLog).

/**
 * Query parameter names whose values are never logged: signatures, OAuth codes and state, tokens of any
 * kind, secrets, passwords, keys, nonces and one-time codes. Matched as a part of the name, in any case,
 * so `access_token`, `X-Amz-Signature`, `code_verifier` or `resetToken` are covered too.
 */
const SECRET_PARAM = /sig|token|code|state|secret|pass|pwd|key|auth(?!or)|session|nonce|otp|ticket|hash(?!tag)|credential|jwt/i;

export const REDACTED = '[redacted]';

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * The path and query as given, with the value of every secret-looking query parameter replaced by
 * `[redacted]`; names, order and the other values stay as they arrived.
 */
export function redactPathForLog(pathAndQuery: string): string {
  const start = pathAndQuery.indexOf('?');
  if (start === -1) return pathAndQuery;
  const query = pathAndQuery
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return SECRET_PARAM.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathAndQuery.slice(0, start)}?${query}`;
}

export type RequestLog = Logger;

/**
 * The request log of a process: JSON lines to stdout (or `destination`), written asynchronously; in development
 * pino-pretty (a devDependency, never loaded in production) makes them readable in the terminal.
 */
export function createRequestLog(options: { pretty?: boolean; destination?: DestinationStream } = {}): RequestLog {
  const settings = { base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime };
  if (options.destination) return pino(settings, options.destination);
  if (options.pretty) {
    const pretty = createRequire(import.meta.url)('pino-pretty') as (options: object) => DestinationStream;
    return pino(settings, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', messageFormat: '{method} {url} {status} {ms} ms', hideObject: true }));
  }
  // Lines gather up to 8 kB before one write (a write per line cost a twentieth of a cheap request); a quiet server
  // writes what it has every second.
  const log = pino(settings, pino.destination({ dest: 1, sync: false, minLength: 8_192 }));
  setInterval(() => log.flush(), FLUSH_INTERVAL_MS).unref();
  return log;
}

/** The longest a line waits in memory. */
const FLUSH_INTERVAL_MS = 1_000;

/** Writes what is still buffered (before the process exits). */
export function flushRequestLog(log: RequestLog | null): void {
  try {
    const stream = (log as unknown as Record<symbol, unknown> | null)?.[pino.symbols.streamSym] as { flushSync?: () => void } | undefined;
    stream?.flushSync?.();
  } catch {
    // A destination that cannot be flushed synchronously (pretty in development) has nothing of value left.
  }
}

/** Logs `{method, url, status, ms}` once the answer is ready (after onError turned a throw into one). */
export function requestLogger(log: RequestLog): MiddlewareHandler {
  return async function requestLog(c, next) {
    const startedAt = performance.now();
    // The request target as the client sent it (path and query): Node's own, else from the full URL.
    const incoming = (c.env as { incoming?: { url?: string } } | undefined)?.incoming;
    let target = incoming?.url;
    if (target === undefined) {
      const { url } = c.req;
      target = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    }
    await next();
    log.info({
      method: c.req.method,
      url: redactPathForLog(target),
      status: c.res.status,
      ms: Math.round((performance.now() - startedAt) * 100) / 100,
    });
  };
}
