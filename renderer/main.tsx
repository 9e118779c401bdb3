import './ui/global.css';
import { type ReactNode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { prepareRoutesFor, readHydrationData } from './app/hydration';
import { connectHttpToShell } from './app/http-bridge';
import { markPrerenderedStart } from './features/shell/render-mode';
import { createAppRouter, pendingNavigationHref, routes } from './app/router';
import { DevStrictMode } from './app/strict-mode';
import { useMessageStore } from './features/messages/store';
import { useSessionStore } from './features/session/store';
import i18n, { changeLanguage, currentLanguage } from './i18n';
import { isLanguage } from './i18n/languages';
import type { SessionUser } from '../common/contract/auth';

/** The id of the data block with the query cache of a page the server rendered (server/http/renderer.ts). */
const QUERY_STATE_ID = 'query-state';

connectHttpToShell();

// The message stack resolves 'error'+Key against the loaded translations (spec §8).
useMessageStore.getState().setKeyLookup((key) => i18n.exists(key, { ns: ['client', 'common'] }));

// After a release, a tab opened before it asks for code files that no longer exist when it goes to another page:
// load that page from the server (the new version) instead of showing an error page. Only while the router goes
// somewhere (a document loaded afresh references the current files; a bundle that fails then has its own retries),
// and at most once a minute, so a file that is really missing cannot reload the tab forever.
const RELOADED_FOR_RELEASE = 'reloaded-for-release';
window.addEventListener('vite:preloadError', (event) => {
  const target = pendingNavigationHref();
  if (!target) return;
  try {
    if (Date.now() - Number(sessionStorage.getItem(RELOADED_FOR_RELEASE) ?? 0) < 60_000) return;
    sessionStorage.setItem(RELOADED_FOR_RELEASE, String(Date.now()));
  } catch {
    return;
  }
  event.preventDefault();
  window.location.assign(target);
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

declare global {
  interface Window {
    /** Set by /start-app.js on a prerendered page: the button pressed before hydration (once), if any. */
    spielraumTakeEarlyClick?: () => Element | null;
  }
}

/** Spec §4 start-up: restore the user from the cache, then check the session with the server. */
function restoreSession(): void {
  void useSessionStore.getState().restore();
}

/**
 * A hydration mismatch (React then renders that part anew in the browser) and other errors React recovers from
 * reach only this callback; a production build names them by number only. On the console, in words the
 * browser tests look for (tests/e2e/hydration.spec.ts).
 */
const onRecoverableError: RootOptions['onRecoverableError'] = (error, info) => {
  console.error('React recovered from an error (a hydration mismatch or a retried render):', error, info.componentStack ?? '');
};

/**
 * After hydration: the session, and the button the visitor pressed while the page was not interactive yet.
 * That button is taken from /start-app.js just before hydrating: from then on React itself answers a click
 * (a click on a page it is still hydrating makes it finish at once and then delivers the click), so a button
 * pressed in between would otherwise be pressed twice (a menu opened and closed again). Once only: StrictMode
 * mounts effects twice in development.
 */
function afterHydrationOf(container: HTMLElement, early: Element | null | undefined): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    // The prerendered HTML is the app's now (the browser tests wait for this; tests/e2e/hydration.spec.ts).
    container.dataset.hydrated = 'true';
    restoreSession();
    if (early instanceof HTMLElement && early.isConnected) early.click();
  };
}

/**
 * Runs `run` in the commit of the hydrated tree, after the effects of everything inside it. A layout effect, so
 * that the early button is pressed before the browser paints the hydrated page and before any further input
 * reaches it. It wraps the app rather than standing beside it: the tree must be shaped like the prerendered one
 * (entry-prerender.tsx), because useId derives its ids from the positions of siblings, and ids that differ from
 * the HTML's break every label and aria reference after hydration.
 */
function AfterHydration({ run, children }: { run: () => void; children: ReactNode }) {
  useLayoutEffect(run, [run]);
  return children;
}

function app(hydrationData?: HydrationState, afterHydration?: () => void) {
  const router = <RouterProvider router={createAppRouter(hydrationData)} />;
  return <DevStrictMode>{afterHydration ? <AfterHydration run={afterHydration}>{router}</AfterHydration> : router}</DevStrictMode>;
}

/**
 * A signed-in page the server rendered (server/http/renderer.ts) hydrates with what it was rendered from: the
 * user of its first answers in the session store, the reads it showed in the query cache and the translations it
 * used, so the first render equals the HTML and no read is asked again.
 */
async function startSignedIn(language: string, namespaces: string[]): Promise<void> {
  const [{ queryClient }, { hydrate }, { peekFirstAnswer, dropFirstAnswers }, { authRoutes }] = await Promise.all([
    import('./api/query-client'),
    import('@tanstack/react-query'),
    import('./api/first-answers'),
    import('../common/contract/auth'),
  ]);
  const state = document.getElementById(QUERY_STATE_ID)?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state) as Parameters<typeof hydrate>[1]);
  const user = peekFirstAnswer(authRoutes.loggedInUser.path)?.body as SessionUser | undefined;
  // The session check after hydration takes the user's answer; every other read is in the query cache.
  dropFirstAnswers([authRoutes.loggedInUser.path]);
  if (user) useSessionStore.setState({ user, status: 'authenticated' });
  // The server rendered the page in the account's language (features/language: it wins over the detected one).
  if (isLanguage(language) && language !== currentLanguage()) await changeLanguage(language);
  // Every translation the server rendered with: a part that renders without its own would differ from the HTML.
  await i18n.loadNamespaces(namespaces);
}

/**
 * /welcome and the legal pages arrive prerendered (renderer/entry-prerender.tsx) in the language the server
 * chose by the same rule as the detector. In that language the app hydrates the HTML; the visitor's cached
 * session is restored only after hydration, because the prerendered HTML is the visitor-free page. In another
 * language (a stale cookie, say) the page is rendered afresh, but only once its translations are loaded, so
 * the prerendered text stays until the right one replaces it (no cover, no raw keys).
 */
async function start(element: HTMLElement): Promise<void> {
  const prerenderedIn = element.dataset.prerendered;
  const hydrationData = prerenderedIn ? readHydrationData() : null;
  if (prerenderedIn && hydrationData) {
    try {
      markPrerenderedStart();
      if (element.dataset.signedIn) await startSignedIn(prerenderedIn, element.dataset.namespaces?.split(' ').filter(Boolean) ?? []);
      await prepareRoutesFor(routes, window.location.href);
      if (prerenderedIn === currentLanguage()) {
        // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
        const run = afterHydrationOf(element, window.spielraumTakeEarlyClick?.());
        startTransition(() => {
          hydrateRoot(element, app(hydrationData, run), { onRecoverableError });
        });
      } else {
        if (element.dataset.signedIn) {
          console.warn(`no hydration: the server rendered this page in ${prerenderedIn}, the app starts in ${currentLanguage()}`);
        }
        restoreSession();
        window.spielraumTakeEarlyClick?.();
        createRoot(element, { onRecoverableError }).render(app(hydrationData));
      }
      return;
    } catch (error) {
      console.error('hydration could not be prepared; rendering in the browser', error);
    }
  }
  window.spielraumTakeEarlyClick?.();
  restoreSession();
  // As a transition, the first render yields to the browser every few milliseconds instead of blocking it for the
  // whole tree (a throttled phone counted most of the signed-in feed's blocking time in that one task).
  const root = createRoot(element, { onRecoverableError });
  startTransition(() => root.render(app()));
}

void start(container);
