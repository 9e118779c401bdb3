import { describe, expect, it } from 'vitest';
import { pickSuggestions, SUGGESTION_KEYS } from './suggestions';

describe('assistant suggestions (spec §9)', () => {
  it('has 19 fixed questions and picks 3 different ones', () => {
    expect(new Set(SUGGESTION_KEYS).size).toBe(19);
    for (let run = 0; run < 50; run += 1) {
      const picked = pickSuggestions();
      expect(picked).toHaveLength(3);
      expect(new Set(picked).size).toBe(3);
      for (const key of picked) expect(SUGGESTION_KEYS).toContain(key);
    }
  });
  it('follows the random source', () => {
    expect(pickSuggestions(() => 0)).toEqual(['suggestions.s01', 'suggestions.s02', 'suggestions.s03']);
    expect(pickSuggestions(() => 0.999)).toEqual(['suggestions.s19', 'suggestions.s18', 'suggestions.s17']);
  });
});
