import { describe, expect, it } from 'vitest';
import { autoplayAllowed, liveWindow, mostVisible, needsCleanup, preloadFor, snapTarget, visibilityAction } from './feed-rules';

describe('feed snapping (§9: offset 75 px)', () => {
  const base = { itemHeight: 800, count: 10 };
  it('returns to the current clip within the offset', () => {
    expect(snapTarget({ ...base, current: 2, scrollTop: 1600 + 75 })).toBe(2);
    expect(snapTarget({ ...base, current: 2, scrollTop: 1600 - 75 })).toBe(2);
  });
  it('moves one clip past the offset, never more than one', () => {
    expect(snapTarget({ ...base, current: 2, scrollTop: 1600 + 76 })).toBe(3);
    expect(snapTarget({ ...base, current: 2, scrollTop: 1600 - 76 })).toBe(1);
    expect(snapTarget({ ...base, current: 2, scrollTop: 4000 })).toBe(3);
  });
  it('stays inside the list', () => {
    expect(snapTarget({ ...base, current: 9, scrollTop: 9000 })).toBe(9);
    expect(snapTarget({ ...base, current: 0, scrollTop: -200 })).toBe(0);
    expect(snapTarget({ itemHeight: 800, count: 0, current: 0, scrollTop: 10 })).toBe(0);
  });
});

describe('visibility (§9: play from 0.25, pause under 0.1)', () => {
  it('decides per ratio', () => {
    expect(visibilityAction(0.25)).toBe('play');
    expect(visibilityAction(1)).toBe('play');
    expect(visibilityAction(0.09)).toBe('pause');
    expect(visibilityAction(0.1)).toBe('keep');
    expect(visibilityAction(0.24)).toBe('keep');
  });
  it('picks the most visible clip at or above the autoplay threshold', () => {
    expect(mostVisible(new Map([[0, 0.3], [1, 0.7]]))).toBe(1);
    expect(mostVisible(new Map([[0, 0.2], [1, 0.05]]))).toBeNull();
    expect(mostVisible(new Map([[3, 0.5], [2, 0.5]]))).toBe(2);
  });
});

describe('autoplay', () => {
  const calm = { saveData: false, reducedMotion: false };
  it('never starts under data saver or reduced motion', () => {
    expect(autoplayAllowed('always', { ...calm, saveData: true })).toBe(false);
    expect(autoplayAllowed('always', { ...calm, reducedMotion: true })).toBe(false);
  });
  it('follows the setting', () => {
    expect(autoplayAllowed('always', calm)).toBe(true);
    expect(autoplayAllowed('never', calm)).toBe(false);
    expect(autoplayAllowed('wifi', { ...calm, connectionType: 'cellular' })).toBe(false);
    expect(autoplayAllowed('wifi', { ...calm, connectionType: 'wifi' })).toBe(true);
    expect(autoplayAllowed('wifi', calm)).toBe(true);
  });
});

describe('video element budget (§9: at most 15)', () => {
  it('keeps at most 15 around the current clip', () => {
    expect(liveWindow(0, 100)).toEqual({ from: 0, to: 14 });
    expect(liveWindow(50, 100)).toEqual({ from: 43, to: 57 });
    expect(liveWindow(99, 100)).toEqual({ from: 85, to: 99 });
    expect(liveWindow(2, 5)).toEqual({ from: 0, to: 4 });
    expect(liveWindow(10, 100, 3)).toEqual({ from: 9, to: 11 });
    const { from, to } = liveWindow(37, 1000);
    expect(to - from + 1).toBe(15);
  });
  it('prefetches only the next clip', () => {
    expect(preloadFor(4, 4)).toEqual({ preload: 'auto', source: true, poster: true });
    expect(preloadFor(5, 4)).toEqual({ preload: 'metadata', source: true, poster: true });
    expect(preloadFor(6, 4).source).toBe(false);
    expect(preloadFor(6, 4).poster).toBe(false);
    expect(preloadFor(3, 4)).toEqual({ preload: 'none', source: false, poster: true });
  });
  it('cleans up above 80 % of the heap or beyond 15 video elements', () => {
    expect(needsCleanup({ usedJSHeapSize: 81, jsHeapSizeLimit: 100 }, 3)).toBe(true);
    expect(needsCleanup({ usedJSHeapSize: 80, jsHeapSizeLimit: 100 }, 3)).toBe(false);
    expect(needsCleanup(undefined, 16)).toBe(true);
    expect(needsCleanup(undefined, 15)).toBe(false);
  });
});
