import type { PlayDashboard } from '../../../common/contract/play';
import type { AppDeps } from '../../deps';
import { userAudience } from '../../platform/realtime';

// The play dashboard, kept per person for a minute (GET /api/play-dashboard?cache). Any change that alters it
// (a favourite, a rating, a play, POST /api/play-dashboard/invalidate) drops it: here at once, and in every other
// server process through the realtime hub (Redis pub/sub when scaled out), whose event also tells the person's
// open tabs to load it again.

export const DASHBOARD_TTL_MS = 60_000;
const KEPT = 5_000;

type Dashboard = Omit<PlayDashboard, 'cached'>;

export interface DashboardCache {
  /** The cached answer as JSON (with cached: true), serialized once when stored. */
  get(userId: number): string | undefined;
  /** Stores unless the person's dashboard was dropped since `generation` was read. */
  set(userId: number, generation: number, dashboard: Dashboard): void;
  generation(userId: number): number;
  drop(userId: number): void;
  close(): void;
}

export function createDashboardCache(deps: Pick<AppDeps, 'realtime'>, now: () => number = Date.now): DashboardCache {
  const entries = new Map<number, { until: number; json: string }>();
  const generations = new Map<number, number>();
  const drop = (userId: number) => {
    entries.delete(userId);
    generations.set(userId, (generations.get(userId) ?? 0) + 1);
    if (generations.size > KEPT * 2) generations.delete(generations.keys().next().value!);
  };
  const unsubscribe = deps.realtime.subscribe((event) => {
    if (event.type !== 'play.dashboard') return;
    const userId = Number(event.audience.slice('user:'.length));
    if (Number.isInteger(userId)) drop(userId);
  });
  return {
    get(userId) {
      const entry = entries.get(userId);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(userId);
        return undefined;
      }
      return entry.json;
    },
    set(userId, generation, dashboard) {
      if ((generations.get(userId) ?? 0) !== generation) return;
      entries.delete(userId);
      entries.set(userId, { until: now() + DASHBOARD_TTL_MS, json: JSON.stringify({ ...dashboard, cached: true }) });
      while (entries.size > KEPT) entries.delete(entries.keys().next().value!);
    },
    generation: (userId) => generations.get(userId) ?? 0,
    drop,
    close: unsubscribe,
  };
}

const caches = new WeakMap<AppDeps['realtime'], DashboardCache>();

/** The cache of one app (one per hub, so tests that build several apps in a process do not share it). */
export function dashboardCacheOf(deps: Pick<AppDeps, 'realtime'>): DashboardCache {
  let cache = caches.get(deps.realtime);
  if (!cache) {
    cache = createDashboardCache(deps);
    caches.set(deps.realtime, cache);
  }
  return cache;
}

/** Drops the person's dashboard everywhere (this process at once, the others and the person's tabs by event). */
export async function invalidateDashboard(deps: Pick<AppDeps, 'realtime'>, userId: number): Promise<void> {
  dashboardCacheOf(deps).drop(userId);
  await deps.realtime.publish({ audience: userAudience(userId), type: 'play.dashboard', data: {} });
}
