import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { APPEARANCE, type Appearance } from '../../../common/constants';
import { useSessionStore } from '../session/store';
import { useToastStore } from '../toasts/store';

/**
 * Appearance (spec §3/§4): 0 follows the system preference, 1 dark, 2 light. A logged-in user's choice lives on
 * the server (apperance) and in the cached user record; a visitor's choice in localStorage. The resolved theme is
 * written to <html data-theme>, which tokens.css reads; /session-detect.js does the same before first paint.
 */

export const APPEARANCE_STORAGE_KEY = 'appearance';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isAppearance(value: unknown): value is Appearance {
  return value === 0 || value === 1 || value === 2;
}

export function readStoredAppearance(): Appearance {
  try {
    const value = Number(localStorage.getItem(APPEARANCE_STORAGE_KEY));
    return isAppearance(value) ? value : APPEARANCE.system;
  } catch {
    return APPEARANCE.system;
  }
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(appearance: Appearance, prefersDark = systemPrefersDark()): 'dark' | 'light' {
  if (appearance === APPEARANCE.dark) return 'dark';
  if (appearance === APPEARANCE.light) return 'light';
  return prefersDark ? 'dark' : 'light';
}

export function applyTheme(appearance: Appearance): void {
  document.documentElement.dataset.theme = resolveTheme(appearance);
}

// A tiny external store so every switch shows the same value for visitors too.
const listeners = new Set<() => void>();
let visitorAppearance: Appearance | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getVisitorAppearance(): Appearance {
  visitorAppearance ??= readStoredAppearance();
  return visitorAppearance;
}

function setVisitorAppearance(value: Appearance) {
  visitorAppearance = value;
  try {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, String(value));
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/** The current appearance and a setter that applies it at once and saves it (server-side when logged in). */
export function useAppearance(): [Appearance, (value: Appearance) => Promise<void>] {
  const user = useSessionStore((state) => state.user);
  const visitor = useSyncExternalStore(subscribe, getVisitorAppearance, () => APPEARANCE.system);
  const current: Appearance = user && isAppearance(user.apperance) ? user.apperance : visitor;

  const set = useCallback(async (value: Appearance) => {
    const session = useSessionStore.getState();
    const previous = session.user;
    setVisitorAppearance(value);
    applyTheme(value);
    if (!previous) return;
    session.setUser({ ...previous, apperance: value });
    try {
      // The account calls (and the contract's schemas) load on first use, not with the first page.
      await (await import('../session/account-calls')).updateApperance(value);
    } catch {
      const latest = useSessionStore.getState().user;
      if (latest) useSessionStore.getState().setUser({ ...latest, apperance: previous.apperance });
      applyTheme(previous.apperance);
      useToastStore.getState().show({ type: 'error', message: 'appearance.saveFailed' });
    }
  }, []);

  return [current, set];
}

/** Keeps <html data-theme> in line with the appearance and, for 0, with the system preference. */
export function useThemeSync(): void {
  const [appearance] = useAppearance();
  useEffect(() => {
    applyTheme(appearance);
    if (appearance !== APPEARANCE.system || typeof matchMedia !== 'function') return;
    const query = matchMedia(DARK_QUERY);
    const onChange = () => applyTheme(appearance);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [appearance]);
}
