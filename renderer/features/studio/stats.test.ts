import { describe, expect, it } from 'vitest';
import {
  averageWatchThrough,
  fillDays,
  hasActivity,
  moveEntry,
  nextSort,
  peakDay,
  type PostStat,
  sortPosts,
  sumDays,
  toggleId,
  watchMinutes,
} from './stats';

const NOW = Date.parse('2025-03-10T15:00:00Z');
const day = (date: string, views = 0, likes = 0, comments = 0, watch_ms = 0) => ({ date, views, likes, comments, watch_ms });

describe('fillDays', () => {
  it('answers every day of the range, oldest first, ending today, with zeros in the gaps', () => {
    const days = fillDays([day('2025-03-09', 4, 1), day('2025-03-04', 2)], 7, NOW);
    expect(days.map((entry) => entry.date)).toEqual([
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
      '2025-03-10',
    ]);
    expect(days[0]).toEqual(day('2025-03-04', 2));
    expect(days[5]).toEqual(day('2025-03-09', 4, 1));
    expect(days[6]).toEqual(day('2025-03-10'));
  });

  it('drops days outside the range and adds up duplicates', () => {
    const days = fillDays([day('2025-02-01', 99), day('2025-03-10', 1, 0, 0, 500), day('2025-03-10', 2, 1, 1, 1500)], 7, NOW);
    expect(sumDays(days)).toEqual({ views: 3, likes: 1, comments: 1, watch_ms: 2000 });
    expect(days).toHaveLength(7);
  });

  it('crosses month ends and covers 90 days', () => {
    const days = fillDays([], 90, NOW);
    expect(days).toHaveLength(90);
    expect(days[0]?.date).toBe('2024-12-11');
    expect(hasActivity(days)).toBe(false);
  });
});

describe('aggregation', () => {
  it('finds the peak day (first of equals) and none when all are zero', () => {
    const days = [day('2025-03-01', 1), day('2025-03-02', 5), day('2025-03-03', 5)];
    expect(peakDay(days, 'views')?.date).toBe('2025-03-02');
    expect(peakDay(days, 'likes')).toBeNull();
    expect(hasActivity(days)).toBe(true);
  });

  it('converts watch time to minutes with one decimal', () => {
    expect(watchMinutes(90_000)).toBe(1.5);
    expect(watchMinutes(0)).toBe(0);
    expect(watchMinutes(61_234)).toBe(1);
  });

  it('weights the average watch-through by views and ignores posts without views', () => {
    const posts = [post(1, 'A', 30, 0.5), post(2, 'B', 10, 1), post(3, 'C', 0, null)];
    expect(averageWatchThrough(posts)).toBeCloseTo((30 * 0.5 + 10 * 1) / 40);
    expect(averageWatchThrough([post(3, 'C', 0, null)])).toBeNull();
  });
});

function post(id: number, title: string, views: number, watch_through: number | null): PostStat {
  return { id, title, views, likes: id, comments: 0, watch_ms: views * 1000, watch_through };
}

describe('sorting the per-post table', () => {
  const posts = [post(1, 'Ärger im Dungeon', 10, 0.2), post(2, 'apfel', 50, null), post(3, 'Zelda Speedrun', 10, 0.9), post(4, 'Boss', 0, null)];

  it('sorts numbers descending by default, ties newest first', () => {
    expect(sortPosts(posts, { key: 'views', direction: 'descending' }).map((entry) => entry.id)).toEqual([2, 3, 1, 4]);
    expect(sortPosts(posts, { key: 'views', direction: 'ascending' }).map((entry) => entry.id)).toEqual([4, 3, 1, 2]);
  });

  it('puts posts without watch-through last in both directions', () => {
    expect(sortPosts(posts, { key: 'watch_through', direction: 'descending' }).map((entry) => entry.id)).toEqual([3, 1, 4, 2]);
    expect(sortPosts(posts, { key: 'watch_through', direction: 'ascending' }).map((entry) => entry.id)).toEqual([1, 3, 4, 2]);
  });

  it('sorts titles by the locale, umlauts and case folded', () => {
    expect(sortPosts(posts, { key: 'title', direction: 'ascending' }).map((entry) => entry.title)).toEqual([
      'apfel',
      'Ärger im Dungeon',
      'Boss',
      'Zelda Speedrun',
    ]);
  });

  it('flips the same column and starts another at its default direction', () => {
    expect(nextSort({ key: 'views', direction: 'descending' }, 'views')).toEqual({ key: 'views', direction: 'ascending' });
    expect(nextSort({ key: 'views', direction: 'ascending' }, 'title')).toEqual({ key: 'title', direction: 'ascending' });
    expect(nextSort({ key: 'title', direction: 'ascending' }, 'likes')).toEqual({ key: 'likes', direction: 'descending' });
  });
});

describe('the custom list', () => {
  it('moves an entry up and down, clamped at the ends', () => {
    expect(moveEntry([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveEntry([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveEntry([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveEntry([1, 2, 3], 2, 5)).toEqual([1, 2, 3]);
    expect(moveEntry([1, 2, 3], 7, 1)).toEqual([1, 2, 3]);
  });

  it('adds at the end and removes', () => {
    expect(toggleId([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2, 3], 2)).toEqual([1, 3]);
  });
});
