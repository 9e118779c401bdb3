import { fillPath, type RouteRequest, type RouteSpec } from '../../common/contract/route';
import { readCookie } from './cookies';
import { XSRF_COOKIE, XSRF_HEADER } from './http';

// Calls that cannot go through ky: a keepalive fetch while the page is being left, an XMLHttpRequest for upload
// progress. Both send the headers the ky instance would.

/** The CSRF and marker headers of every call (spec §7 client configuration). */
export function csrfHeaders(): Record<string, string> {
  const token = readCookie(XSRF_COOKIE);
  return {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    ...(token ? { [XSRF_HEADER]: token } : {}),
  };
}

/**
 * A declared call made while the page is being left (pagehide): a keepalive fetch outlives the page, where
 * sendBeacon cannot carry the CSRF header. Fire and forget: no answer, no retry, nothing on screen.
 */
export function callOnExit<Route extends RouteSpec>(route: Route, request: RouteRequest<Route>): void {
  if (typeof fetch === 'undefined') return;
  const { params, body } = request as { params?: Record<string, unknown>; body?: unknown };
  try {
    void fetch(fillPath(route.path, params), {
      method: route.method.toUpperCase(),
      keepalive: true,
      credentials: 'same-origin',
      headers: { ...csrfHeaders(), 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch(() => {});
  } catch {
    // A page that is going away may refuse new requests: what it would have sent is lost, nothing else.
  }
}
