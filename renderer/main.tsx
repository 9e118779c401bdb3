import './ui/global.css';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { prepareRoutesFor, readHydrationData } from './app/hydration';
import { markPrerenderedStart } from './app/render-mode';
import { createAppRouter, pendingNavigationHref, routes } from './app/router';
import { useMessageStore } from './features/messages/store';
import { useSessionStore } from './features/session/store';
import i18n, { currentLanguage } from './i18n';

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

/** After hydration: the session, and the button the visitor pressed while the page was not interactive yet. */
function afterHydration(): void {
  restoreSession();
  const early = window.spielraumTakeEarlyClick?.();
  if (early instanceof HTMLElement && early.isConnected) early.click();
}

/**
 * Runs in the task that commits the hydrated tree (renders nothing, so the tree equals the prerendered one). A
 * layout effect, not a plain one: Preact runs plain effects a frame later, and a click in that frame would reach
 * both the hydrated button and the early-click catcher, so the replay would undo it (a menu opened and closed).
 */
function AfterHydration({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

function app(hydrationData?: HydrationState, extra?: ReactNode) {
  return (
    <StrictMode>
      <RouterProvider router={createAppRouter(hydrationData)} />
      {extra}
    </StrictMode>
  );
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
      await prepareRoutesFor(routes, window.location.href);
      if (prerenderedIn === currentLanguage()) {
        // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
        startTransition(() => {
          hydrateRoot(element, app(hydrationData, <AfterHydration run={afterHydration} />));
        });
      } else {
        restoreSession();
        window.spielraumTakeEarlyClick?.();
        createRoot(element).render(app(hydrationData));
      }
      return;
    } catch (error) {
      console.error('hydration could not be prepared; rendering in the browser', error);
    }
  }
  window.spielraumTakeEarlyClick?.();
  restoreSession();
  createRoot(element).render(app());
}

void start(container);
