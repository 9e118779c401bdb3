import { describe, expect, it } from 'vitest';
import { tooYoungFor } from './age-gate';

describe('the USK age gate', () => {
  it('holds back USK 16 and 18 titles from people younger than the rating', () => {
    expect(tooYoungFor(15, 16)).toBe(true);
    expect(tooYoungFor(17, 18)).toBe(true);
    expect(tooYoungFor(16, 16)).toBe(false);
    expect(tooYoungFor(18, 18)).toBe(false);
  });

  it('never holds back USK 0 to 12, nor anyone whose age is unknown', () => {
    for (const usk of [0, 6, 12]) expect(tooYoungFor(8, usk)).toBe(false);
    expect(tooYoungFor(null, 18)).toBe(false);
  });
});
