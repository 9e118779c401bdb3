import { dehydrate } from '@tanstack/react-query';
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
import { authRoutes, type SessionUser } from '../common/contract/auth';
import { type FirstAnswer, serveAnswersOnServer } from './api/first-answers';
import { queryClient } from './api/query-client';
import { useSessionStore } from './features/session/store';
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

/** Renders the router's state for `context` as HTML, waiting for every lazy part. */
async function renderRouter(context: Exclude<Awaited<ReturnType<typeof handler.query>>, Response>, url: string, signal?: AbortSignal) {
  const router = createStaticRouter(handler.dataRoutes, context);
  // React's static render waits for every lazy part (a plain renderToString would write Suspense fallbacks).
  // The tree is shaped like the browser's (renderer/main.tsx), so that useId gives the same ids on both sides.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <DevStrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </DevStrictMode>,
    // Every part in place: past this many bytes React writes later parts after the page with an inline script
    // that moves them into place, which the CSP forbids.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY, ...(signal ? { signal } : {}) },
  );
  const html = await new Response(prelude).text();
  // An error inside a Suspense boundary leaves its fallback in the HTML and the browser renders that part anew:
  // the page would not be the one the visitor gets.
  if (errors.length > 0) throw new Error(`${url} failed to render`, { cause: errors[0] });
  return html;
}

export async function renderPage(url: string, language: Language): Promise<PrerenderedPage> {
  markPrerenderedStart();
  await i18nReady;
  await changeLanguage(language);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect (${context.status}); it cannot be prerendered`);
  if (context.errors) throw new Error(`${url} failed to render: ${JSON.stringify(context.errors)}`);
  takeServerTitle();
  const html = await renderRouter(context, `${url} (${language})`);
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

/**
 * The translation namespaces the components of the coming renders use (react-i18next notes each), from now on.
 * The server keeps every namespace it ever loaded, a browser only those it asked for: the browser loads these
 * before it hydrates, or a part that renders without its translations would differ from the HTML.
 */
function startCountingNamespaces(): () => string[] {
  const report = (i18n as unknown as { reportNamespaces?: { usedNamespaces: Record<string, boolean> } }).reportNamespaces;
  if (report) report.usedNamespaces = {};
  return () => Object.keys(report?.usedNamespaces ?? {});
}

export interface SignedInPage extends PrerenderedPage {
  /** The translation namespaces the page uses (the browser loads them before hydrating). */
  namespaces: string[];
  /** TanStack Query's dehydrated cache: every read the page showed with data (the browser hydrates it first). */
  queries: string;
}

/**
 * How long one step of a signed-in page's render (its loaders, a render pass, translations) may take: everything
 * it waits for is in memory or on disk, so a step that takes longer waits for something that never comes.
 */
const STEP_TIMEOUT_MS = 1_000;

/** The promise's value, or null once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** How often a signed-in page is rendered at most: parts that appear with data may ask for more data. */
const MAX_RENDER_PASSES = 4;

/**
 * A signed-in page rendered per request (server/http/renderer.ts), from the answers to its first reads that the
 * server asked of itself with the visitor's cookies. The renderer's modules hold one session, one query cache
 * and one interface language, so the caller renders one page at a time. Every read a render asks for that has
 * an answer is filled in and the page rendered again, until nothing new appears; reads without an answer stay
 * loading, as in the browser's first render. Null when the page would redirect (the browser then does it).
 */
export async function renderSignedInPage(
  url: string,
  language: Language,
  answers: Record<string, FirstAnswer>,
): Promise<SignedInPage | null> {
  const user = answers[authRoutes.loggedInUser.path]?.body as SessionUser | undefined;
  if (!user) return null;
  markPrerenderedStart();
  await i18nReady;
  await changeLanguage(language);
  serveAnswersOnServer(new Map(Object.entries(answers)));
  queryClient.clear();
  useSessionStore.setState({ user, status: 'authenticated' });
  const usedNamespaces = startCountingNamespaces();
  try {
    // A loader that asks for a read without an answer waits for good: then the browser renders the page.
    const context = await within(handler.query(new Request(new URL(url, 'http://prerender.invalid'))), STEP_TIMEOUT_MS);
    if (context === null) return null;
    if (context instanceof Response) return null;
    if (context.errors) return null;
    let html = '';
    for (let pass = 1; ; pass += 1) {
      takeServerTitle();
      html = await renderRouter(context, url, AbortSignal.timeout(STEP_TIMEOUT_MS));
      const waiting = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');
      // A part that waited for its code or translations is written after the page with an inline script (which
      // the CSP forbids): once loaded, the next pass renders it in place.
      const suspended = html.includes('<!--$?-->');
      // Parts that render without waiting for their translations (a loading button instead) get them too.
      const untranslated = usedNamespaces().filter((namespace) => !i18n.hasLoadedNamespace(namespace));
      if ((waiting.length === 0 && !suspended && untranslated.length === 0) || pass === MAX_RENDER_PASSES) break;
      if (untranslated.length > 0 && (await within(i18n.loadNamespaces(untranslated).then(() => true), STEP_TIMEOUT_MS)) === null) return null;
      if (waiting.length === 0) continue;
      for (const query of waiting) void queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey });
      // Answered reads settle in microtasks; the others never do.
      await new Promise((resolve) => setImmediate(resolve));
      if (!waiting.some((query) => query.state.status === 'success')) break;
    }
    // Still waiting somewhere after the last pass: the browser renders the page itself.
    if (html.includes('<!--$?-->')) return null;
    const namespaces = usedNamespaces();
    if (namespaces.some((namespace) => !i18n.hasLoadedNamespace(namespace))) return null;
    const state: HydrationState = { loaderData: context.loaderData, actionData: context.actionData };
    return {
      status: context.statusCode,
      html,
      hydrationData: serializeHydrationData(state),
      namespaces,
      queries: JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c'),
      title: takeServerTitle(),
      lang: toBcp47(language),
      dir: directionOf(language),
    };
  } finally {
    serveAnswersOnServer(null);
    queryClient.clear();
    useSessionStore.setState({ user: null, status: 'restoring' });
  }
}
