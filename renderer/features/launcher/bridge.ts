import { useSyncExternalStore } from 'react';
import type { Game } from '../../../common/contract/games';
import type { SiteGameRef, SpielraumBridge } from '../../../electron/bridge-types';

// The desktop launcher's preload bridge (`window.spielraum`), present only inside the launcher window.
// Types only come from electron/: nothing of Electron or Node ends up in the renderer bundle.

export type { LaunchEvent, LaunchResult, LaunchState, SpielraumBridge } from '../../../electron/bridge-types';

/** The bridge when the site runs inside the desktop launcher, else null (a plain browser). */
export function getLauncherBridge(): SpielraumBridge | null {
  if (typeof window === 'undefined') return null;
  return window.spielraum ?? null;
}

const subscribeNothing = () => () => {};

/**
 * The launcher bridge for components. The preload script defines it before any page script runs and it never
 * changes afterwards. A page the server rendered knows no launcher: while hydrating it, components render as in
 * a plain browser and then with the bridge (useSyncExternalStore's server snapshot), instead of a mismatch.
 */
export function useLauncherBridge(): SpielraumBridge | null {
  return useSyncExternalStore(subscribeNothing, getLauncherBridge, () => null);
}

/** The catalogue hints the launcher uses to find a site game on this computer. */
export function toSiteGameRef(game: Pick<Game, 'id' | 'name' | 'launch'>): SiteGameRef {
  return {
    id: game.id,
    name: game.name,
    steam_app_id: game.launch.steam_app_id,
    executable_name: game.launch.executable_name,
  };
}
