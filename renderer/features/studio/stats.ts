import type { Post, StudioStats } from '../../../common/contract/posts';

// Pure helpers of the studio: the daily series the charts draw (every day of the range, gaps filled with
// zeros), the sortable per-post table, the custom list's reordering. No React, no I/O: unit-tested.

export type DayStat = StudioStats['days'][number];
export type PostStat = StudioStats['posts'][number];

export const METRICS = ['views', 'likes', 'comments', 'watch_ms'] as const;
export type Metric = (typeof METRICS)[number];

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of an instant, in UTC (the server counts days in UTC). */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * One entry per day of the range, oldest first, ending today (UTC): the server's days where it has them, zeros
 * elsewhere. Days outside the range are dropped; two entries of the same day are added up.
 */
export function fillDays(days: readonly DayStat[], range: number, now: number = Date.now()): DayStat[] {
  const byDate = new Map<string, DayStat>();
  for (const day of days) {
    const known = byDate.get(day.date);
    byDate.set(
      day.date,
      known
        ? {
            date: day.date,
            views: known.views + day.views,
            likes: known.likes + day.likes,
            comments: known.comments + day.comments,
            watch_ms: known.watch_ms + day.watch_ms,
          }
        : { ...day },
    );
  }
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  const filled: DayStat[] = [];
  for (let offset = range - 1; offset >= 0; offset -= 1) {
    const date = utcDay(today - offset * DAY_MS);
    filled.push(byDate.get(date) ?? { date, views: 0, likes: 0, comments: 0, watch_ms: 0 });
  }
  return filled;
}

/** The sums over the days of a series. */
export function sumDays(days: readonly DayStat[]): Record<Metric, number> {
  const totals = { views: 0, likes: 0, comments: 0, watch_ms: 0 };
  for (const day of days) for (const metric of METRICS) totals[metric] += day[metric];
  return totals;
}

/** The day with the most of a metric (the first of equals), or null when every day is zero. */
export function peakDay(days: readonly DayStat[], metric: Metric): DayStat | null {
  let best: DayStat | null = null;
  for (const day of days) if (day[metric] > (best?.[metric] ?? 0)) best = day;
  return best;
}

/** Whether a series has anything to draw. */
export function hasActivity(days: readonly DayStat[]): boolean {
  return days.some((day) => METRICS.some((metric) => day[metric] > 0));
}

/** Watch time in minutes with one decimal, for chart axes. */
export function watchMinutes(ms: number): number {
  return Math.round(ms / 6_000) / 10;
}

export const POST_SORT_KEYS = ['title', 'views', 'likes', 'comments', 'watch_ms', 'watch_through'] as const;
export type PostSortKey = (typeof POST_SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';
export interface PostSort {
  key: PostSortKey;
  direction: SortDirection;
}

/** Numbers start descending (most first), titles ascending (A first). */
export function defaultDirection(key: PostSortKey): SortDirection {
  return key === 'title' ? 'ascending' : 'descending';
}

/** The next sort after a column header was pressed: the same column flips, another starts at its default. */
export function nextSort(current: PostSort, key: PostSortKey): PostSort {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: defaultDirection(key) };
}

/**
 * The per-post rows in the given order. Posts without watch-through yet (no views) come last in either
 * direction; ties keep the newest post (highest id) first. Titles compare in the given locale.
 */
export function sortPosts(posts: readonly PostStat[], sort: PostSort, locale = 'de'): PostStat[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...posts].sort((a, b) => {
    let order: number;
    if (sort.key === 'title') order = sign * collator.compare(a.title, b.title);
    else {
      const left = a[sort.key];
      const right = b[sort.key];
      if (left === null || right === null) order = left === right ? 0 : left === null ? 1 : -1;
      else order = sign * (left - right);
    }
    return order !== 0 ? order : b.id - a.id;
  });
}

/** Average watch-through of the posts that have one, weighted by their views (null when none has). */
export function averageWatchThrough(posts: readonly PostStat[]): number | null {
  let weighted = 0;
  let views = 0;
  for (const post of posts) {
    if (post.watch_through === null || post.views <= 0) continue;
    weighted += post.watch_through * post.views;
    views += post.views;
  }
  return views > 0 ? weighted / views : null;
}

/** Whether a list of posts still has one in processing (the page then polls for progress). */
export function anyProcessing(posts: readonly Pick<Post, 'status'>[] | undefined): boolean {
  return posts?.some((post) => post.status === 'processing') ?? false;
}

/** The list with the entry at `index` moved by `delta` places (clamped); the same list when it cannot move. */
export function moveEntry<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = Math.min(list.length - 1, Math.max(0, index + delta));
  if (index < 0 || index >= list.length || target === index) return [...list];
  const next = [...list];
  const [entry] = next.splice(index, 1);
  next.splice(target, 0, entry as T);
  return next;
}

/** Adds an id at the end or removes it. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((entry) => entry !== id) : [...ids, id];
}
