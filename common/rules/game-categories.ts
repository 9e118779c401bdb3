// The fixed list of game categories. A game stores the German names (the catalogue's source
// language, also what search folds); URLs use the slug (/play/category/rennspiel), screens translate the slug
// (games:category.<slug>).

export const GAME_CATEGORIES = [
  { slug: 'action', name: 'Action' },
  { slug: 'abenteuer', name: 'Abenteuer' },
  { slug: 'arcade', name: 'Arcade' },
  { slug: 'aufbau', name: 'Aufbau' },
  { slug: 'casual', name: 'Casual' },
  { slug: 'denkspiel', name: 'Denkspiel' },
  { slug: 'horror', name: 'Horror' },
  { slug: 'koop', name: 'Koop' },
  { slug: 'musik', name: 'Musik' },
  { slug: 'plattformer', name: 'Plattformer' },
  { slug: 'raetsel', name: 'Rätsel' },
  { slug: 'rennspiel', name: 'Rennspiel' },
  { slug: 'roguelite', name: 'Roguelite' },
  { slug: 'rollenspiel', name: 'Rollenspiel' },
  { slug: 'sci-fi', name: 'Sci-Fi' },
  { slug: 'shooter', name: 'Shooter' },
  { slug: 'simulation', name: 'Simulation' },
  { slug: 'sport', name: 'Sport' },
  { slug: 'strategie', name: 'Strategie' },
  { slug: 'survival', name: 'Survival' },
] as const;

export type GameCategory = (typeof GAME_CATEGORIES)[number];
export type GameCategorySlug = GameCategory['slug'];
export type GameCategoryName = GameCategory['name'];

export const GAME_CATEGORY_NAMES: readonly string[] = GAME_CATEGORIES.map((category) => category.name);

export function categoryBySlug(slug: string): GameCategory | undefined {
  return GAME_CATEGORIES.find((category) => category.slug === slug);
}

export function categoryByName(name: string): GameCategory | undefined {
  return GAME_CATEGORIES.find((category) => category.name === name);
}

/** Whether every entry is a known category name, without repeats: the check of a creator's choice. */
export function validCategoryNames(names: readonly string[]): boolean {
  return names.length > 0 && new Set(names).size === names.length && names.every((name) => categoryByName(name) !== undefined);
}
