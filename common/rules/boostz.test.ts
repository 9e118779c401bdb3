import { describe, expect, it } from 'vitest';
import { dailyRewardAmount, dayKey, donationStart, donationTier, donationValue, isValidSliderValue, normaliseRedeemCode, periodEnd, periodStart, weekKey } from './boostz';

describe('donations (spec §9)', () => {
  it('starts the slider at a fifth of the balance, between 10 and 50, never at a new account’s whole balance', () => {
    expect(donationStart(100)).toBe(20);
    expect(donationStart(0)).toBe(10);
    expect(donationStart(49)).toBe(10);
    expect(donationStart(180)).toBe(30);
    expect(donationStart(100_000)).toBe(50);
    for (const balance of [60, 100, 250]) expect(donationValue(donationStart(balance))).toBeLessThan(balance);
  });

  it('takes the slider as is up to 500, then 500 plus 19 times the excess, at most 10,000', () => {
    expect(donationValue(10)).toBe(10);
    expect(donationValue(500)).toBe(500);
    expect(donationValue(510)).toBe(690);
    expect(donationValue(1000)).toBe(10_000);
  });

  it('colours by tier: green to 500, yellow to 2500, orange to 5000, red above', () => {
    expect([500, 501, 2500, 2501, 5000, 5001].map(donationTier)).toEqual(['green', 'yellow', 'yellow', 'orange', 'orange', 'red']);
  });

  it('accepts only positions the slider can take', () => {
    expect([10, 20, 1000].every(isValidSliderValue)).toBe(true);
    expect([0, 5, 15, 1010, 10.5, -10, Number.NaN].some(isValidSliderValue)).toBe(false);
  });
});

describe('periods (Berlin days and ISO weeks)', () => {
  it('starts the day at midnight in Berlin, in winter and in summer', () => {
    expect(dayKey(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(periodStart(new Date('2026-11-27T12:00:00Z'), 'day').toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(periodEnd(new Date('2026-07-01T12:00:00Z'), 'day').toISOString()).toBe('2026-07-01T22:00:00.000Z');
    // The night the clocks go back: that Berlin day has 25 hours.
    expect(periodStart(new Date('2026-10-25T20:00:00Z'), 'day').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(periodEnd(new Date('2026-10-25T20:00:00Z'), 'day').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('starts the week on Monday', () => {
    expect(periodStart(new Date('2026-11-27T12:00:00Z'), 'week').toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(periodEnd(new Date('2026-11-27T12:00:00Z'), 'week').toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(weekKey(new Date('2026-11-27T12:00:00Z'))).toBe('2026-W48');
    expect(weekKey(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
  });
});

describe('rewards and codes', () => {
  it('grows the daily reward with the streak up to day 7', () => {
    expect([0, 1, 2, 7, 30].map(dailyRewardAmount)).toEqual([10, 10, 15, 40, 40]);
  });

  it('reads codes as people type them', () => {
    expect(normaliseRedeemCode(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
  });
});
