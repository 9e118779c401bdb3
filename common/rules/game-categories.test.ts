import { describe, expect, it } from 'vitest';
import { categoryByName, categoryBySlug, GAME_CATEGORIES, validCategoryNames } from './game-categories';

describe('game categories', () => {
  it('has unique slugs and names, slugs fit a URL', () => {
    expect(new Set(GAME_CATEGORIES.map((c) => c.slug)).size).toBe(GAME_CATEGORIES.length);
    expect(new Set(GAME_CATEGORIES.map((c) => c.name)).size).toBe(GAME_CATEGORIES.length);
    for (const { slug } of GAME_CATEGORIES) expect(slug).toMatch(/^[a-z-]+$/);
  });

  it('maps slugs and names both ways', () => {
    expect(categoryBySlug('raetsel')?.name).toBe('Rätsel');
    expect(categoryByName('Rennspiel')?.slug).toBe('rennspiel');
    expect(categoryBySlug('Rätsel')).toBeUndefined();
  });

  it('accepts only known names without repeats and at least one', () => {
    expect(validCategoryNames(['Action', 'Koop'])).toBe(true);
    expect(validCategoryNames([])).toBe(false);
    expect(validCategoryNames(['Action', 'Action'])).toBe(false);
    expect(validCategoryNames(['Ballern'])).toBe(false);
  });

});
