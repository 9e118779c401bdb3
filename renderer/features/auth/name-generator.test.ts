import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUsername } from '../../../common/rules/validation';
import { generateName, NAME_NOUNS, NAME_PREFIXES, NAME_SUFFIXES } from './name-generator';

describe('generateName', () => {
  it('has 5 prefixes, 5 nouns and 11 suffixes, all distinct', () => {
    expect(new Set(NAME_PREFIXES).size).toBe(5);
    expect(new Set(NAME_NOUNS).size).toBe(5);
    expect(new Set(NAME_SUFFIXES).size).toBe(11);
  });

  it('builds prefix + noun + suffix from the random source', () => {
    expect(generateName(() => 0)).toBe('FlinkerDrache7');
    expect(generateName(() => 0.999_999)).toBe('ListigerWolf_Pro');
  });

  it('passes the username rule for every combination', () => {
    for (const prefix of NAME_PREFIXES) {
      for (const noun of NAME_NOUNS) {
        for (const suffix of NAME_SUFFIXES) expect(checkUsername(`${prefix}${noun}${suffix}`)).toBeNull();
      }
    }
  });

  it('stays valid for any random source in [0, 1)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 3, maxLength: 3 }), (values) => {
        let call = 0;
        const name = generateName(() => values[call++ % values.length] ?? 0);
        return checkUsername(name) === null;
      }),
    );
  });
});
