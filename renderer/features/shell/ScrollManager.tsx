import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router';
import type { RouteHandle } from './route-handle';

/**
 * Spec §2 "Navigation": on a route or parameter change the page scrolls to the top unless the route opts out
 * (handle.keepScroll); a hash scrolls to its anchor; back and forward restore the saved position.
 * Positions are kept per history entry in sessionStorage, so they survive a reload.
 */

const STORAGE_KEY = 'scroll-positions';
const MAX_ENTRIES = 100;
const RESTORE_ATTEMPT_MS = 1_500;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  try {
    const positions = readPositions();
    delete positions[key];
    positions[key] = y;
    const keys = Object.keys(positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or unavailable: restoring is a nicety.
  }
}

function scrollToHash(hash: string): boolean {
  if (!hash || hash === '#') return false;
  const id = decodeURIComponent(hash.slice(1));
  const element = document.getElementById(id) ?? document.getElementsByName(id)[0];
  if (!element) return false;
  element.scrollIntoView({ block: 'start' });
  return true;
}

/**
 * React Router keys a history entry the app did not push (the page the document was loaded with) 'default', in
 * every document: saved under that key alone, a page opened from the address bar, a bookmark or a link in an
 * e-mail would open at the position of whichever page was loaded that way before. Such an entry is kept under
 * its address, and restored on the first render only when the browser reloads it or goes back or forward to it.
 */
const INITIAL_ENTRY_KEY = 'default';

function storageKeyOf(location: { key: string; pathname: string; search: string }): string {
  return location.key === INITIAL_ENTRY_KEY ? `${INITIAL_ENTRY_KEY}:${location.pathname}${location.search}` : location.key;
}

function documentWasRestored(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

let firstRender = true;

/** Content may still be loading after a back navigation: try again for a moment until the page is long enough. */
function restoreTo(y: number): () => void {
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    window.scrollTo({ top: y, behavior: 'instant' as ScrollBehavior });
    const reached = Math.abs(window.scrollY - y) < 2;
    if (!reached && performance.now() - started < RESTORE_ATTEMPT_MS) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const storageKey = storageKeyOf(location);
  const keyRef = useRef(storageKey);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const onPageHide = () => savePosition(keyRef.current, window.scrollY);
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);

  // Remember where the page was before the location changes.
  useLayoutEffect(() => {
    keyRef.current = storageKey;
    return () => savePosition(storageKey, window.scrollY);
  }, [storageKey]);

  // The position to restore for this location (null: none), decided once per location: StrictMode runs a mounting
  // effect twice in development, and by the second run the first one's cleanup has saved over the position.
  const decided = useRef<{ location: object; restore: number | null; fresh: boolean } | null>(null);
  useLayoutEffect(() => {
    if (decided.current?.location !== location) {
      const documentStart = firstRender;
      firstRender = false;
      const restores = navigationType === 'POP' && (location.key !== INITIAL_ENTRY_KEY || !documentStart || documentWasRestored());
      decided.current = {
        location,
        restore: (restores ? readPositions()[storageKey] : undefined) ?? null,
        fresh: documentStart && !restores,
      };
    }
    if (decided.current.restore !== null) return restoreTo(decided.current.restore);
    if (scrollToHash(location.hash)) return;
    // A freshly loaded document is at the top already; scrolling it there would force its first layout early.
    if (decided.current.fresh) return;
    const keepScroll = matches.some((match) => (match.handle as RouteHandle | undefined)?.keepScroll);
    if (!keepScroll) window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
    // Only a new location decides (matches, hash and navigation type change with it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
