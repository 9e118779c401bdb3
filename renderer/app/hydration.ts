import { type HydrationState, type LoaderFunctionArgs, matchRoutes, type RouteObject } from 'react-router';

/**
 * Hydrating a prerendered page (renderer/entry-prerender.tsx writes it, renderer/main.tsx hydrates it).
 * The router state travels as a JSON data block (not a script: the CSP allows no inline script), and before
 * hydrating the browser does what the build did: load the matched routes' code and run their loaders, which
 * load the translations and legal documents the page shows. Then the first render equals the HTML.
 */

export const HYDRATION_DATA_ID = 'router-hydration';

export function readHydrationData(): HydrationState | null {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as HydrationState) : null;
  } catch {
    return null;
  }
}

/** The router state for the HTML, with `<` escaped so no text can end the data block. */
export function serializeHydrationData(state: HydrationState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** Loads a lazy route's parts into the route object (as the router would), so it renders without waiting. */
async function resolveLazy(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return;
  if (typeof lazy === 'function') {
    Object.assign(route, await lazy());
  } else {
    const entries = Object.entries(lazy) as [keyof RouteObject, (() => Promise<unknown>) | undefined][];
    const loaded = await Promise.all(entries.map(async ([key, load]) => [key, await load?.()] as const));
    for (const [key, value] of loaded) if (value !== undefined) Object.assign(route, { [key]: value });
  }
  route.lazy = undefined;
}

/** Resolves the lazy parts of the routes that match `url` and runs their loaders for their side effects. */
export async function prepareRoutesFor(routes: RouteObject[], url: string): Promise<void> {
  const matches = matchRoutes(routes, new URL(url).pathname) ?? [];
  const request = new Request(url);
  await Promise.all([
    ...matches.map(({ route }) => resolveLazy(route)),
    ...matches.map(({ route, params }) =>
      typeof route.loader === 'function'
        ? route.loader({ request, params, context: undefined } as unknown as LoaderFunctionArgs)
        : undefined,
    ),
  ]);
}
