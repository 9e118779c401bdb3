import { describe, expect, it } from 'vitest';
import { validCategoryNames } from '../../common/rules/game-categories';
import { SEED_GAMES } from './games';

describe('seeded catalogue', () => {
  it('uses only the fixed categories', () => {
    for (const game of SEED_GAMES) expect(validCategoryNames(game.categories), game.name).toBe(true);
  });
});
