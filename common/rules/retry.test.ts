import { describe, expect, it } from 'vitest';
import {
  type FailureKind,
  isGiveawayUrl,
  isRetryableFailure,
  parseRetryAfterMs,
  rateLimitResetAt,
  retryDelayMs,
} from './retry';

const NOW = Date.parse('2025-09-06T12:00:00Z');
const url = '/api/games';

describe('retryDelayMs', () => {
  it('doubles from 1 s for server errors and caps at 5 s', () => {
    const delays = [1, 2, 3, 4, 5].map((attempt) => retryDelayMs({ attempt, status: 503, url, now: NOW }));
    expect(delays).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });

  it('doubles from 1 s without a response and caps at 8 s', () => {
    for (const status of ['network', 'timeout'] as const) {
      const delays = [1, 2, 3, 4, 5].map((attempt) => retryDelayMs({ attempt, status, url, now: NOW }));
      expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    }
  });

  it('triples the backoff for 429 and caps at 15 s', () => {
    const delays = [1, 2, 3, 4].map((attempt) => retryDelayMs({ attempt, status: 429, url, now: NOW }));
    expect(delays).toEqual([3_000, 6_000, 12_000, 15_000]);
  });

  it('honours Retry-After seconds and HTTP dates for 429, capped at 15 s', () => {
    expect(retryDelayMs({ attempt: 1, status: 429, retryAfterHeader: '2', url, now: NOW })).toBe(2_000);
    expect(retryDelayMs({ attempt: 3, status: 429, retryAfterHeader: '0', url, now: NOW })).toBe(0);
    expect(retryDelayMs({ attempt: 1, status: 429, retryAfterHeader: '60', url, now: NOW })).toBe(15_000);
    const inSevenSeconds = new Date(NOW + 7_000).toUTCString();
    expect(retryDelayMs({ attempt: 1, status: 429, retryAfterHeader: inSevenSeconds, url, now: NOW })).toBe(7_000);
  });

  it('falls back to the tripled backoff when Retry-After is unusable', () => {
    expect(retryDelayMs({ attempt: 2, status: 429, retryAfterHeader: 'soon', url, now: NOW })).toBe(6_000);
    expect(retryDelayMs({ attempt: 2, status: 429, retryAfterHeader: '', url, now: NOW })).toBe(6_000);
  });

  it('halves giveaway and batch-check delays and caps them at 3 s', () => {
    const giveaway = '/api/giveaways/batch-check';
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs({ attempt, status: 500, url: giveaway, now: NOW }))).toEqual([
      500, 1_000, 2_000, 2_500,
    ]);
    expect([1, 2, 3].map((attempt) => retryDelayMs({ attempt, status: 429, url: giveaway, now: NOW }))).toEqual([
      1_500, 3_000, 3_000,
    ]);
    expect(retryDelayMs({ attempt: 5, status: 'network', url: '/api/my-giveaways', now: NOW })).toBe(3_000);
    expect(retryDelayMs({ attempt: 1, status: 429, retryAfterHeader: '10', url: giveaway, now: NOW })).toBe(3_000);
  });

  it('rejects attempt numbers that are not positive integers', () => {
    expect(() => retryDelayMs({ attempt: 0, status: 500, url, now: NOW })).toThrow(RangeError);
    expect(() => retryDelayMs({ attempt: 1.5, status: 500, url, now: NOW })).toThrow(RangeError);
  });
});

describe('parseRetryAfterMs and rateLimitResetAt', () => {
  it('reads seconds, fractions and dates; a past date gives 0', () => {
    expect(parseRetryAfterMs('5', NOW)).toBe(5_000);
    expect(parseRetryAfterMs('1.5', NOW)).toBe(1_500);
    expect(parseRetryAfterMs(new Date(NOW - 60_000).toUTCString(), NOW)).toBe(0);
    expect(parseRetryAfterMs(null, NOW)).toBeNull();
    expect(parseRetryAfterMs('-3', NOW)).toBeNull();
  });

  it('resets after Retry-After, otherwise after 10 s', () => {
    expect(rateLimitResetAt('30', NOW)).toBe(NOW + 30_000);
    expect(rateLimitResetAt(undefined, NOW)).toBe(NOW + 10_000);
  });
});

describe('isRetryableFailure and isGiveawayUrl', () => {
  it('retries network failures, timeouts, 429 and 5xx only', () => {
    const retryable: FailureKind[] = ['network', 'timeout', 429, 500, 502, 503, 504, 599];
    const final: FailureKind[] = [400, 401, 403, 404, 419, 422, 431, 600];
    expect(retryable.every((status) => isRetryableFailure(status))).toBe(true);
    expect(final.some((status) => isRetryableFailure(status))).toBe(false);
  });

  it('recognises giveaway and batch-check URLs', () => {
    expect(isGiveawayUrl('http://x/api/giveaways/batch-check')).toBe(true);
    expect(isGiveawayUrl('/api/my-giveaways')).toBe(true);
    expect(isGiveawayUrl('/api/games')).toBe(false);
  });
});
