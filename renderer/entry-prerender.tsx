import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { LANGUAGES, type Language } from '../common/constants';
import { serializeHydrationData } from './app/hydration';
import { markPrerenderedStart } from './features/shell/render-mode';
import { routePatterns } from './app/route-manifest';
import { routes } from './app/router';
import { DevStrictMode } from './app/strict-mode';
import i18n, { changeLanguage, i18nReady } from './i18n';
import { directionOf, toBcp47 } from './i18n/languages';
import { takeServerTitle } from './ui/Page';

/**
 * The build's server render (scripts/prerender.ts builds this with `vite build --ssr` and calls it): the
 * visitor-free pages whose largest text should be in the first response, rendered per interface language
 * with react-router's static handler over the same route table the browser uses, so the browser hydrates
 * them (renderer/main.tsx). Nothing here knows a visitor: no session, no consent, no stored appearance.
 */

export { LANGUAGES };

/** The pages that are prerendered; /privacy also per ?lang= (the text's language, spec §2). */
export const PRERENDERED_PAGES: readonly { path: string; queries: readonly string[] }[] = [
  { path: '/welcome', queries: [''] },
  { path: '/privacy', queries: ['', '?lang=de', '?lang=en'] },
  { path: '/privacy/archive', queries: [''] },
  { path: '/privacy/cookies', queries: [''] },
  { path: '/terms', queries: [''] },
  { path: '/terms/archive', queries: [''] },
  { path: '/terms/archive/08.08.2023', queries: [''] },
  { path: '/impressum', queries: [''] },
];

export interface PrerenderedPage {
  status: number;
  /** Markup for inside <div id="root">. */
  html: string;
  /** The router state for the JSON data block the browser reads (renderer/app/hydration.ts). */
  hydrationData: string;
  title: string | null;
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** The path patterns the server answers with the app (any other path gets the 404 page with status 404). */
export function routeManifest(): string[] {
  return routePatterns(routes);
}

/**
 * The translation namespaces the route loaders of `url` ask for (the shell's and the page's). The build names
 * their chunks in the HTML of such a page (scripts/prerender.ts), so that they load beside the app's entry. The
 * loaders are only started: each request for translations gets a promise that never settles, so nothing after
 * it runs (no data is fetched, no guard waits for a session).
 */
export async function routeNamespaces(url: string): Promise<string[]> {
  const requested = new Set<string>();
  const loadNamespaces = i18n.loadNamespaces.bind(i18n);
  i18n.loadNamespaces = ((namespaces: string | readonly string[]) => {
    for (const namespace of typeof namespaces === 'string' ? [namespaces] : namespaces) requested.add(namespace);
    return new Promise<void>(() => {});
  }) as typeof i18n.loadNamespaces;
  try {
    const request = new Request(new URL(url, 'http://prerender.invalid'));
    for (const { route, params } of matchRoutes(routes, new URL(request.url).pathname) ?? []) {
      if (typeof route.loader !== 'function') continue;
      const args = { request, params, context: undefined } as unknown as LoaderFunctionArgs;
      Promise.resolve()
        .then(() => (route.loader as (args: LoaderFunctionArgs) => unknown)(args))
        .catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    i18n.loadNamespaces = loadNamespaces;
  }
  return [...requested];
}

const handler = createStaticHandler(routes);

export async function renderPage(url: string, language: Language): Promise<PrerenderedPage> {
  markPrerenderedStart();
  await i18nReady;
  await changeLanguage(language);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect (${context.status}); it cannot be prerendered`);
  if (context.errors) throw new Error(`${url} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  takeServerTitle();
  // React's static render waits for every lazy part (a plain renderToString would write Suspense fallbacks).
  // The tree is shaped like the browser's (renderer/main.tsx), so that useId gives the same ids on both sides.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <DevStrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </DevStrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await new Response(prelude).text();
  // An error inside a Suspense boundary leaves its fallback in the HTML and the browser renders that part anew:
  // the page would not be the one the visitor gets, so the build stops instead.
  if (errors.length > 0) throw new Error(`${url} (${language}) failed to render`, { cause: errors[0] });
  const state: HydrationState = { loaderData: context.loaderData, actionData: context.actionData };
  return {
    status: context.statusCode,
    html,
    hydrationData: serializeHydrationData(state),
    title: takeServerTitle(),
    lang: toBcp47(language),
    dir: directionOf(language),
  };
}
