import { CATEGORIES_SHOWN, GAMES_PER_CATEGORY, type GamesByCategoryAnswer } from '../../../common/contract/explore';
import type { Game } from '../../../common/contract/games';
import { GAME_CATEGORIES } from '../../../common/rules/game-categories';
import type { AppDeps } from '../../deps';
import { selectGames, toGame } from './service';

// "Spiele nach Kategorie" on /explore: the categories of the fixed list with the most games, each with its most
// popular games (favourites, then stars), so a few rows show the breadth of the catalogue.

/** The games looked at, the most popular first: beyond these a category's row would not reach anyway. */
const GAMES_SCANNED = 1_000;

export async function gamesByCategory(deps: Pick<AppDeps, 'db'>): Promise<GamesByCategoryAnswer> {
  const rows = await selectGames(deps.db)
    .orderBy('games.favorites_count', 'desc')
    .orderBy('games.rating_sum', 'desc')
    .orderBy('games.id')
    .limit(GAMES_SCANNED)
    .execute();
  const byCategory = new Map<string, Game[]>();
  for (const game of rows.map((row) => toGame(row))) {
    for (const name of game.categories) byCategory.set(name, [...(byCategory.get(name) ?? []), game]);
  }
  const categories = GAME_CATEGORIES.flatMap(({ slug, name }) => {
    const games = byCategory.get(name) ?? [];
    return games.length ? [{ slug, name, count: games.length, games: games.slice(0, GAMES_PER_CATEGORY) }] : [];
  });
  // The fullest first; the fixed list's order breaks ties.
  categories.sort((a, b) => b.count - a.count);
  return { categories: categories.slice(0, CATEGORIES_SHOWN) };
}
