// Matching request paths against the renderer's route manifest (written at build time by
// scripts/prerender.ts from the renderer's route table), so the server can answer a path the app does not
// know with the 404 page and status 404. The same rules as react-router's matching: case-insensitive,
// a trailing slash does not matter, `:name` is one non-empty segment, `:name?` an optional one, `*` the rest.

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function matchesRoutePattern(pathname: string, pattern: string): boolean {
  const path = segments(pathname).map(safeDecode);
  const parts = segments(pattern);
  let index = 0;
  for (const part of parts) {
    if (part === '*') return true;
    const optional = part.startsWith(':') && part.endsWith('?');
    const segment = path[index];
    if (segment === undefined) {
      if (optional) continue;
      return false;
    }
    if (!part.startsWith(':') && part.toLowerCase() !== segment.toLowerCase()) return false;
    index += 1;
  }
  return index === path.length;
}

/** A matcher over the manifest's patterns: true when some route of the app renders this path. */
export function createRouteMatcher(patterns: readonly string[]): (pathname: string) => boolean {
  return (pathname) => patterns.some((pattern) => matchesRoutePattern(pathname, pattern));
}
