import { describe, expect, it } from 'vitest';
import {
  FEED_BOOST,
  FIRST_MERGE_STATE,
  feedScore,
  mergeSponsored,
  type RankedPost,
  type SponsoredMergeState,
  watchThrough,
} from './feed-ranking';

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

describe('boosts', () => {
  it('add 1.5 points while they run', () => {
    expect(feedScore({ ...base, boosted: true })).toBe(3.5);
    expect(feedScore({ ...base, boosted: false })).toBe(2);
    expect(feedScore({ ...base, ageHours: 48, likes: 9, boosted: true })).toBe(3);
  });

  it('put a boosted clip clearly ahead of comparable ones, but not ahead of a real hit', () => {
    const boostedOld = feedScore({ ...base, ageHours: 72, boosted: true });
    expect(boostedOld).toBeGreaterThan(feedScore(base));
    expect(feedScore({ ...base, ageHours: 168, boosted: true })).toBeGreaterThan(feedScore({ ...base, ageHours: 13 }));
    expect(feedScore({ ...base, ageHours: 168, boosted: true })).toBeLessThan(feedScore({ ...base, ageHours: 11 }));
    const hit = feedScore({ ...base, likes: 999, views: 100, watchMsTotal: 1_000_000 });
    expect(hit).toBeGreaterThan(feedScore({ ...base, boosted: true }));
  });
});

const organic = (id: number, score: number): RankedPost => ({ id, score, sponsored: false });
const sponsored = (id: number, score: number): RankedPost => ({ id, score, sponsored: true });

/** The whole merged feed, page by page (each page continuing from the state the last one returned). */
function pages(entries: RankedPost[], limit: number): { ids: number[]; states: (SponsoredMergeState | null)[] } {
  const ids: number[] = [];
  const states: (SponsoredMergeState | null)[] = [];
  let state: SponsoredMergeState | null = FIRST_MERGE_STATE;
  for (let guard = 0; state && guard < 1_000; guard += 1) {
    const result = mergeSponsored(entries, state, limit);
    ids.push(...result.page.map((entry) => entry.id));
    states.push(result.next);
    state = result.next;
  }
  return { ids, states };
}

describe('mergeSponsored', () => {
  it('without boosts is the plain ranking: score first, then the newer id', () => {
    const entries = [organic(1, 2), organic(2, 3), organic(3, 2), organic(4, 0.5)];
    expect(mergeSponsored(entries, FIRST_MERGE_STATE, 10)).toEqual({ page: [entries[1], entries[2], entries[0], entries[3]], next: null });
  });

  it('moves a boosted clip ahead of the unboosted ones that score less, from the second position on', () => {
    const entries = [organic(1, 3), organic(2, 2.5), organic(3, 2), organic(4, 1.5), sponsored(5, 3.5)];
    expect(pages(entries, 10).ids).toEqual([1, 5, 2, 3, 4]);
    // A boosted clip that scores less than the others waits for its turn like any other.
    const weak = [organic(1, 3), organic(2, 2.5), organic(3, 2), sponsored(4, 2.2)];
    expect(pages(weak, 10).ids).toEqual([1, 2, 4, 3]);
  });

  it('shows at most one boosted clip in any five consecutive positions', () => {
    const entries = [
      ...Array.from({ length: 20 }, (_, index) => organic(index + 1, 2 - index * 0.01)),
      ...Array.from({ length: 8 }, (_, index) => sponsored(100 + index, 9 - index)),
    ];
    const { ids } = pages(entries, 7);
    expect(new Set(ids).size).toBe(28);
    const positions = ids.flatMap((id, position) => (id >= 100 ? [position] : []));
    // Boosted clips in their own order, at positions 1, 6, 11, … while unboosted clips are left…
    expect(ids.filter((id) => id >= 100)).toEqual([100, 101, 102, 103, 104, 105, 106, 107]);
    expect(positions.slice(0, 5)).toEqual([1, 6, 11, 16, 21]);
    for (let index = 1; index < 5; index += 1) expect(positions[index]! - positions[index - 1]!).toBeGreaterThanOrEqual(FEED_BOOST.every);
    // …and the ones still waiting after the last unboosted clip.
    expect(ids.slice(22, 25).every((id) => id < 100)).toBe(true);
    expect(positions.slice(5)).toEqual([25, 26, 27]);
  });

  it('pages to the same order whatever the page size, without duplicates or gaps', () => {
    const entries = [
      ...Array.from({ length: 23 }, (_, index) => organic(index + 1, Math.round((3 - (index % 7) * 0.25) * 100) / 100)),
      ...Array.from({ length: 5 }, (_, index) => sponsored(50 + index, 2.5 + (index % 2))),
    ];
    const whole = pages(entries, 100).ids;
    expect(whole).toHaveLength(28);
    for (const limit of [1, 2, 3, 4, 5, 10, 27, 28]) expect(pages(entries, limit).ids, `limit ${limit}`).toEqual(whole);
    // The last page says there is nothing more; the ones before carry a state.
    const { states } = pages(entries, 10);
    expect(states.at(-1)).toBeNull();
    expect(states.slice(0, -1).every((state) => state !== null)).toBe(true);
  });

  it('returns an empty last page when nothing is left', () => {
    expect(mergeSponsored([], FIRST_MERGE_STATE, 10)).toEqual({ page: [], next: null });
    const state: SponsoredMergeState = { organic: { score: 1, id: 1 }, sponsored: null, sinceSponsored: 2 };
    expect(mergeSponsored([organic(1, 1), organic(2, 2)], state, 10)).toEqual({ page: [], next: null });
  });
});
