import { describe, expect, it } from 'vitest';
import { rollHighlight } from './highlight';

const DAY = 86_400_000;
const sequence = (...values: number[]) => () => values.shift() ?? 0;

describe('rollHighlight (spec §4, §9: 30 %, 1 to 4 days)', () => {
  it('sets the flag below 0.3 and keeps it 1 to 4 days', () => {
    expect(rollHighlight(null, 0, sequence(0.29, 0))).toEqual({ active: true, until: 1 * DAY });
    expect(rollHighlight(null, 0, sequence(0.1, 0.999))).toEqual({ active: true, until: 4 * DAY });
  });

  it('misses at 0.3 and above and asks again after a day', () => {
    expect(rollHighlight(null, 5, sequence(0.3))).toEqual({ active: false, until: 5 + DAY });
  });

  it('keeps the current answer while it holds and rolls again after', () => {
    const current = { active: true, until: 10 };
    expect(rollHighlight(current, 9, sequence(0.9))).toBe(current);
    expect(rollHighlight(current, 10, sequence(0.9))).toEqual({ active: false, until: 10 + DAY });
  });
});
