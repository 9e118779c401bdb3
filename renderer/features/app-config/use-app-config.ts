import { useEffect, useSyncExternalStore } from 'react';
import type { AppConfigResponse } from '../../../common/contract/app-config';

let current: AppConfigResponse | null = null;
let pending: Promise<AppConfigResponse | null> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<AppConfigResponse | null> {
  // The typed client and its schemas load on first use, not with the first page. A store, not a TanStack Query
  // hook: /welcome and the sign-in overlay read it, and they load no query client (the first-load budget).
  pending ??= Promise.all([import('../../api/client'), import('../../../common/contract/app-config')])
    .then(([{ api }, { appConfigRoutes }]) => api(appConfigRoutes.get))
    .then((config) => {
      current = config;
      for (const listener of listeners) listener();
      return config;
    })
    .catch(() => {
      pending = null;
      return current;
    });
  return pending;
}

/**
 * Fetches GET /api/app-config again (the realtime channel said it changed, or reconnected); components
 * update when it arrives. Nothing happens while no component has asked for it yet.
 */
export function refreshAppConfig(): Promise<AppConfigResponse | null> {
  if (pending === null && current === null) return Promise.resolve(null);
  pending = null;
  return load();
}

/** The app config for code outside a component (a form's submit that must not act on a config not yet known). */
export function loadAppConfig(): Promise<AppConfigResponse | null> {
  return current ? Promise.resolve(current) : load();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Public facts about this installation (GET /api/app-config), fetched once per page load; null until known. */
export function useAppConfig(): AppConfigResponse | null {
  const config = useSyncExternalStore(subscribe, () => current, () => null);
  useEffect(() => {
    void load();
  }, []);
  return config;
}
