import { type ReactElement, StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, type HydrationState, StaticRouterProvider } from 'react-router';
import { LANGUAGES, type Language } from '../common/constants';
import { serializeHydrationData } from './app/hydration';
import { markPrerenderedStart } from './app/render-mode';
import { routePatterns } from './app/route-manifest';
import { routes } from './app/router';
import { changeLanguage, i18nReady } from './i18n';
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

const handler = createStaticHandler(routes);

/** Preact's server render (the renderer runs on Preact, vite.config.ts), waiting for lazy parts; typed with React's JSX. */
const renderToString = renderToStringAsync as unknown as (element: ReactElement) => Promise<string>;

export async function renderPage(url: string, language: Language): Promise<PrerenderedPage> {
  markPrerenderedStart();
  await i18nReady;
  await changeLanguage(language);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect (${context.status}); it cannot be prerendered`);
  if (context.errors) throw new Error(`${url} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  takeServerTitle();
  const html = await renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
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
