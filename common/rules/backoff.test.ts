import { describe, expect, it } from 'vitest';
import { exponentialDelayMs, jobRetryDelayMs, reconnectDelayMs } from './backoff';

describe('exponentialDelayMs', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => exponentialDelayMs(attempt, 100, 1_000))).toEqual([
      100, 200, 400, 800, 1_000, 1_000,
    ]);
  });

  it('treats attempt 0 or less like the first attempt and survives huge attempts', () => {
    expect(exponentialDelayMs(0, 100, 1_000)).toBe(100);
    expect(exponentialDelayMs(-3, 100, 1_000)).toBe(100);
    expect(exponentialDelayMs(10_000, 100, 1_000)).toBe(1_000);
  });
});

describe('jobRetryDelayMs', () => {
  it('waits 5 s, 10 s, 20 s, … and at most 15 minutes', () => {
    expect([1, 2, 3, 4].map((failed) => jobRetryDelayMs(failed))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(jobRetryDelayMs(50)).toBe(900_000);
  });
});

describe('reconnectDelayMs', () => {
  it('lies between half and all of 1 s, 2 s, 4 s, … ', () => {
    expect([1, 2, 3, 4].map((attempt) => reconnectDelayMs(attempt, 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect([1, 2, 3, 4].map((attempt) => reconnectDelayMs(attempt, 1))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(reconnectDelayMs(3, 0.5)).toBe(3_000);
  });

  it('is capped at 30 s however often it failed', () => {
    expect(reconnectDelayMs(6, 1)).toBe(30_000);
    expect(reconnectDelayMs(100, 0.999)).toBeLessThanOrEqual(30_000);
    expect(reconnectDelayMs(100, 0)).toBe(15_000);
  });

  it('clamps a random number outside [0, 1]', () => {
    expect(reconnectDelayMs(1, -1)).toBe(500);
    expect(reconnectDelayMs(1, 7)).toBe(1_000);
  });
});
