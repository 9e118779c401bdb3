import type { PlayDashboard } from '../../../common/contract/play';
import type { AppDeps } from '../../deps';
import { cacheSlot } from '../../platform/cache';
import { userAudience } from '../../platform/realtime';

// The play dashboard, kept per person for a minute (GET /api/play-dashboard?cache). Any change that alters it
// (a favourite, a rating, a play, an update of a favourite, POST /api/play-dashboard/invalidate) drops it: here
// at once, and in every other server process through the realtime hub (Redis pub/sub when scaled out), whose
// event also tells the person's open tabs to load it again (play/events.ts listens for it).

export const DASHBOARD_TTL_MS = 60_000;
const KEPT = 5_000;

/** The cached answers as JSON (with cached: true), serialized once when stored. */
const DASHBOARDS = cacheSlot<number, string>({ ttlMs: DASHBOARD_TTL_MS, max: KEPT });
/** How often each person's dashboard was dropped: an answer computed before a drop is not stored after it. */
const GENERATIONS = cacheSlot<number, number>({ max: KEPT * 2 });

type Dashboard = Omit<PlayDashboard, 'cached'>;
type CacheDeps = Pick<AppDeps, 'caches'>;

export function cachedDashboard(deps: CacheDeps, userId: number): string | undefined {
  return deps.caches.of(DASHBOARDS).get(userId);
}

/** Read before computing a dashboard, handed to storeDashboard after. */
export function dashboardGeneration(deps: CacheDeps, userId: number): number {
  return deps.caches.of(GENERATIONS).get(userId) ?? 0;
}

/** Stores unless the person's dashboard was dropped since `generation` was read. */
export function storeDashboard(deps: CacheDeps, userId: number, generation: number, dashboard: Dashboard): void {
  if (dashboardGeneration(deps, userId) !== generation) return;
  deps.caches.of(DASHBOARDS).set(userId, JSON.stringify({ ...dashboard, cached: true }));
}

/** Drops the person's dashboard in this process only. */
export function dropDashboard(deps: CacheDeps, userId: number): void {
  deps.caches.of(DASHBOARDS).delete(userId);
  deps.caches.of(GENERATIONS).set(userId, dashboardGeneration(deps, userId) + 1);
}

/** Drops the person's dashboard everywhere (this process at once, the others and the person's tabs by event). */
export async function invalidateDashboard(deps: Pick<AppDeps, 'caches' | 'realtime'>, userId: number): Promise<void> {
  dropDashboard(deps, userId);
  await deps.realtime.publish({ audience: userAudience(userId), type: 'play.dashboard', data: {} });
}
