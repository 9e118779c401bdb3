import { describe, expect, it } from 'vitest';
import { WatchTimeBatcher, watchedBetween } from './view-batcher';

describe('watch-time batching (§9: sent once 60 s gathered per post)', () => {
  it('holds entries until a post reaches 60 s', () => {
    const batcher = new WatchTimeBatcher();
    expect(batcher.add(1, 30)).toEqual([]);
    expect(batcher.add(2, 59)).toEqual([]);
    expect(batcher.add(1, 30)).toEqual([{ post_id: 1, watchTime: 60 }]);
    expect(batcher.pendingSeconds(1)).toBe(0);
    expect(batcher.drain()).toEqual([{ post_id: 2, watchTime: 59 }]);
    expect(batcher.drain()).toEqual([]);
  });
  it('ignores values of 0 or less and invalid ids', () => {
    const batcher = new WatchTimeBatcher();
    expect(batcher.add(1, 0)).toEqual([]);
    expect(batcher.add(1, -5)).toEqual([]);
    expect(batcher.add(1, Number.NaN)).toEqual([]);
    expect(batcher.add(0, 10)).toEqual([]);
    expect(batcher.drain()).toEqual([]);
  });
  it('sums small steps without floating noise', () => {
    const batcher = new WatchTimeBatcher();
    for (let i = 0; i < 10; i += 1) batcher.add(7, 0.1);
    expect(batcher.drain()).toEqual([{ post_id: 7, watchTime: 1 }]);
  });
  it('counts only forward progress between time updates', () => {
    expect(watchedBetween(1, 1.25)).toBeCloseTo(0.25);
    expect(watchedBetween(5, 0.1)).toBe(0);
    expect(watchedBetween(1, 30)).toBe(0);
  });
});
