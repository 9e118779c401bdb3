import { matchPath } from 'react-router';

// Matching request paths against the renderer's route manifest (written at build time by scripts/prerender.ts
// from the renderer's route table), so the server can answer a path the app does not know with the 404 page and
// status 404. The matching is react-router's own (matchPath), so the server and the app can never disagree on
// what a pattern means: case-insensitive, a trailing slash does not matter, `:name` is one non-empty segment,
// `:name?` an optional one, `*` the rest.

export function matchesRoutePattern(pathname: string, pattern: string): boolean {
  return matchPath({ path: pattern, caseSensitive: false, end: true }, pathname) !== null;
}

/** A matcher over the manifest's patterns: true when some route of the app renders this path. */
export function createRouteMatcher(patterns: readonly string[]): (pathname: string) => boolean {
  return (pathname) => patterns.some((pattern) => matchesRoutePattern(pathname, pattern));
}
