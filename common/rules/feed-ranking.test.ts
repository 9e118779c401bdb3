import { describe, expect, it } from 'vitest';
import { feedScore, watchThrough } from './feed-ranking';

const base = { ageHours: 0, likes: 0, views: 0, watchMsTotal: 0, durationMs: 10_000, favouriteGame: false };

describe('feedScore', () => {
  it('gives a new post without reactions 2 points of recency, halving every 48 hours', () => {
    expect(feedScore(base)).toBe(2);
    expect(feedScore({ ...base, ageHours: 48 })).toBe(1);
    expect(feedScore({ ...base, ageHours: 96 })).toBe(0.5);
    expect(feedScore({ ...base, ageHours: 24 })).toBe(1.414213562);
    expect(feedScore({ ...base, ageHours: -3 })).toBe(2);
  });

  it('adds 0.5 × log10(1 + likes)', () => {
    expect(feedScore({ ...base, likes: 9 })).toBe(2.5);
    expect(feedScore({ ...base, likes: 99 })).toBe(3);
    expect(feedScore({ ...base, likes: 999 })).toBe(3.5);
    expect(feedScore({ ...base, likes: -5 })).toBe(2);
  });

  it('adds up to 1 point of watch-through, trusted fully from 5 views', () => {
    // 5 views of a 10 s clip watched 40 s in total: 80 % watch-through.
    expect(feedScore({ ...base, views: 5, watchMsTotal: 40_000 })).toBe(2.8);
    // One view watched completely counts a fifth.
    expect(feedScore({ ...base, views: 1, watchMsTotal: 10_000 })).toBe(2.2);
    // Watch-through never exceeds 1, however much is reported.
    expect(feedScore({ ...base, views: 10, watchMsTotal: 10_000_000 })).toBe(3);
    // Unknown length: no watch-through.
    expect(feedScore({ ...base, views: 10, watchMsTotal: 50_000, durationMs: null })).toBe(2);
  });

  it('adds 0.75 for a clip about one of the viewer’s favourite games', () => {
    expect(feedScore({ ...base, favouriteGame: true })).toBe(2.75);
  });

  it('combines the parts: a two-day-old favourite with 99 likes and 50 % watched', () => {
    expect(feedScore({ ageHours: 48, likes: 99, views: 20, watchMsTotal: 100_000, durationMs: 10_000, favouriteGame: true })).toBe(3.25);
  });

  it('lets a fresh clip outrank a week-old one with a few likes, but not a week-old hit', () => {
    const fresh = feedScore(base);
    expect(feedScore({ ...base, ageHours: 168, likes: 20 })).toBeLessThan(fresh);
    expect(feedScore({ ...base, ageHours: 168, likes: 2_000, views: 1_000, watchMsTotal: 9_000_000 })).toBeGreaterThan(fresh);
  });
});

describe('watchThrough', () => {
  it('is the average share watched per view, between 0 and 1', () => {
    expect(watchThrough(15_000, 3, 10_000)).toBe(0.5);
    expect(watchThrough(0, 0, 10_000)).toBe(0);
    expect(watchThrough(5_000, 1, 0)).toBe(0);
    expect(watchThrough(-5, 1, 1_000)).toBe(0);
    expect(watchThrough(99_000, 1, 1_000)).toBe(1);
  });
});
