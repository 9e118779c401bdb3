import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFlagEnabled, rolloutBucket } from './feature-flags';

describe('feature flag evaluation (spec §6)', () => {
  it('gives a test user every flag, even one switched off', () => {
    expect(isFlagEnabled({ enabledForAll: false, rolloutPercentage: 0 }, 'trending_games_feature', 1, [1])).toBe(true);
  });

  it('gives everyone a flag enabled for all, visitors included', () => {
    expect(isFlagEnabled({ enabledForAll: true, rolloutPercentage: 0 }, 'x', null, [1])).toBe(true);
    expect(isFlagEnabled({ enabledForAll: true, rolloutPercentage: 0 }, 'x', 42, [1])).toBe(true);
  });

  it('gives nobody a 0 % rollout and everybody a 100 % rollout', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000_000 }), fc.string(), (userId, name) => {
        expect(isFlagEnabled({ enabledForAll: false, rolloutPercentage: 0 }, name, userId, [1])).toBe(false);
        expect(isFlagEnabled({ enabledForAll: false, rolloutPercentage: 100 }, name, userId, [1])).toBe(true);
      }),
    );
  });

  it('is stable per user and grows monotonically with the percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 99 }), (userId, percentage) => {
        const flag = (rolloutPercentage: number) => ({ enabledForAll: false, rolloutPercentage });
        const atP = isFlagEnabled(flag(percentage), 'f', userId, []);
        const atNext = isFlagEnabled(flag(percentage + 1), 'f', userId, []);
        expect(atP && !atNext).toBe(false);
        expect(rolloutBucket(userId, 'f')).toBe(rolloutBucket(userId, 'f'));
      }),
    );
  });

  it('spreads users roughly evenly over the buckets', () => {
    let enabled = 0;
    for (let userId = 1; userId <= 10_000; userId += 1) {
      if (isFlagEnabled({ enabledForAll: false, rolloutPercentage: 30 }, 'giveaway_system_feature', userId, [])) enabled += 1;
    }
    expect(enabled).toBeGreaterThan(2_700);
    expect(enabled).toBeLessThan(3_300);
  });
});
