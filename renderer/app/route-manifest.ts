import type { RouteObject } from 'react-router';

/**
 * The path patterns of the route table that render a page, for the server (server/http/route-manifest.ts):
 * a path matching none of them is answered with the 404 page and status 404. Written at build time by the
 * prerender (scripts/prerender.ts) from the same `routes` the browser uses. Catch-all routes (`*`) are left
 * out: they are the 404 page itself.
 */
export function routePatterns(routes: readonly RouteObject[], parent = '/'): string[] {
  const patterns = new Set<string>();
  for (const route of routes) {
    if (route.path?.includes('*')) continue;
    const path = route.path ? joinPath(parent, route.path) : parent;
    const children = route.children ?? [];
    if (children.length === 0) {
      if (route.index || route.path) patterns.add(path);
      continue;
    }
    for (const pattern of routePatterns(children, path)) patterns.add(pattern);
  }
  return [...patterns];
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return normalise(path);
  return normalise(`${parent}/${path}`);
}

function normalise(path: string): string {
  const joined = `/${path}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}
