import { describe, expect, it } from 'vitest';
import { cacheSlot, createCache, createCacheShelf } from './cache';

describe('createCache', () => {
  it('answers an entry until its time to live, counted from when it was stored', () => {
    let clock = 1_000;
    const cache = createCache<string, string>({ max: 10, ttlMs: 100, now: () => clock });
    cache.set('a', 'eins');
    clock += 99;
    expect(cache.get('a')).toBe('eins');
    clock += 2;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most `max` entries, dropping the least recently used', () => {
    const cache = createCache<number, string>({ max: 2 });
    cache.set(1, 'eins');
    cache.set(2, 'zwei');
    expect(cache.get(1)).toBe('eins');
    cache.set(3, 'drei');
    expect(cache.get(2)).toBeUndefined();
    expect([cache.get(1), cache.get(3), cache.size]).toEqual(['eins', 'drei', 2]);
  });

  it('computes a remembered promise once for everyone asking while it is pending', async () => {
    const cache = createCache<string, Promise<number>>({ max: 10, ttlMs: 1_000 });
    let computed = 0;
    const compute = () => Promise.resolve(++computed);
    const [first, second] = [cache.remember('k', compute), cache.remember('k', compute)];
    expect(first).toBe(second);
    expect(await first).toBe(1);
    expect(await cache.remember('k', compute)).toBe(1);
    expect(computed).toBe(1);
  });

  it('drops a promise that rejects, so the next caller tries again', async () => {
    const cache = createCache<string, Promise<string>>({ max: 10 });
    await expect(cache.remember('k', () => Promise.reject(new Error('weg')))).rejects.toThrow('weg');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.remember('k', () => Promise.resolve('da'))).toBe('da');
  });

  it('keeps a newer entry when an older promise for the same key rejects later', async () => {
    const cache = createCache<string, Promise<string>>({ max: 10 });
    let fail!: (error: Error) => void;
    const old = cache.remember('k', () => new Promise<string>((_resolve, reject) => (fail = reject)));
    cache.delete('k');
    const fresh = cache.remember('k', () => Promise.resolve('neu'));
    fail(new Error('alt'));
    await expect(old).rejects.toThrow('alt');
    expect(cache.get('k')).toBe(fresh);
  });
});

describe('createCacheShelf', () => {
  it('gives each app its own cache per slot, and clears them all at once', () => {
    const slot = cacheSlot<string, string>({ max: 10 });
    const other = cacheSlot<string, string>({ max: 10 });
    const [appA, appB] = [createCacheShelf(), createCacheShelf()];
    appA.of(slot).set('k', 'a');
    appA.of(other).set('k', 'anders');
    expect(appA.of(slot).get('k')).toBe('a');
    expect(appB.of(slot).get('k')).toBeUndefined();
    appA.clear();
    expect([appA.of(slot).get('k'), appA.of(other).get('k')]).toEqual([undefined, undefined]);
  });
});
