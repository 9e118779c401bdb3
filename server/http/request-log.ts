import type { MiddlewareHandler } from 'hono';

// The request log (LOG_REQUESTS): one line per request with method, path, status and duration. Query
// values that grant something are left out: a verification link's signature verifies someone else's
// address, an OAuth code or state finishes someone else's sign-in, and log files travel further than the
// server (support tickets, log shipping, backups).

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

function elapsed(startedAt: number): string {
  const ms = performance.now() - startedAt;
  return ms < 1000 ? `${Math.round(ms)}ms` : `${(ms / 1000).toFixed(1)}s`;
}

/** Logs `METHOD /path?query STATUS DURATION` once the answer is ready (after onError turned a throw into one). */
export function requestLogger(print: (line: string) => void = (line) => console.log(line)): MiddlewareHandler {
  return async function requestLog(c, next) {
    const startedAt = performance.now();
    const { url } = c.req;
    // The request target as the client sent it: everything from the first slash after the origin.
    const target = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    await next();
    print(`${c.req.method} ${redactPathForLog(target)} ${c.res.status} ${elapsed(startedAt)}`);
  };
}
