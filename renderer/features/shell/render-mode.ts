import { useSyncExternalStore } from 'react';

/**
 * How this page started: from prerendered HTML that the app hydrates (/welcome and the legal pages, see
 * renderer/entry-prerender.tsx), or as a plain client render. The build's prerender sets it too, so the server
 * HTML and the browser's first render agree.
 */
let prerenderedStart = false;

export function markPrerenderedStart(): void {
  prerenderedStart = true;
}

/** True when the first paint came from prerendered HTML (nothing to cover while the first route loads). */
export function isPrerenderedStart(): boolean {
  return prerenderedStart;
}

const subscribeNothing = () => () => {};

/**
 * False while rendering on the server and during hydration, true afterwards (and at once in a client render).
 * For parts that depend on the browser (cookies, storage): they appear right after hydration instead of making
 * the prerendered HTML visitor-specific.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
