import type { Game } from '../../../common/contract/games';
import type { RecommendedGame } from '../../../common/contract/play';
import { parseCategories } from '../games/service';

// The pure rules behind recommendations and trends, tested by numbers in ranking.test.ts.

export interface CategoryAffinity {
  favourites: { id: number; categories: string }[];
  sessions: { id: number; categories: string; minutes: number }[];
  played: { id: number; categories: string }[];
}

/** A favourite counts 3 per category, play time up to 3 (one per half hour), a recent play 1. */
export function categoryWeights(affinity: CategoryAffinity): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (categories: string, weight: number) => {
    for (const category of parseCategories(categories)) weights.set(category, (weights.get(category) ?? 0) + weight);
  };
  for (const game of affinity.favourites) add(game.categories, 3);
  for (const game of affinity.sessions) add(game.categories, Math.min(3, game.minutes / 30));
  for (const game of affinity.played) add(game.categories, 1);
  return weights;
}

/** Favourites and players count like stars: a little, so taste decides and popularity only breaks ties. */
function popularity(game: Game): number {
  return Math.log1p(game.favorites_count) * 0.5 + (game.rating.average ?? 0) * 0.1;
}

/**
 * Games for a person: never one they favour or played lately; the categories they lean to first, then what
 * their friends favour (2 per friend), popularity breaking ties. Without signals (a visitor, a new account):
 * the popular games.
 */
export function rankRecommendations(
  candidates: readonly Game[],
  affinity: CategoryAffinity | null,
  favouredByFriends: ReadonlyMap<number, number>,
  limit: number,
): RecommendedGame[] {
  const known = new Set([...(affinity?.favourites ?? []), ...(affinity?.played ?? [])].map((game) => game.id));
  const weights = affinity ? categoryWeights(affinity) : new Map<string, number>();
  return candidates
    .filter((game) => !known.has(game.id))
    .map((game) => {
      let best: { category: string; weight: number } | null = null;
      let taste = 0;
      for (const category of game.categories) {
        const weight = weights.get(category) ?? 0;
        taste += weight;
        if (weight > 0 && (!best || weight > best.weight)) best = { category, weight };
      }
      const friends = 2 * (favouredByFriends.get(game.id) ?? 0);
      const entry: RecommendedGame =
        friends > 0 && friends >= taste
          ? { game, reason: 'friends', category: null }
          : best
            ? { game, reason: 'category', category: best.category }
            : { game, reason: 'popular', category: null };
      return { entry, score: taste + friends + popularity(game) };
    })
    .sort((a, b) => b.score - a.score || a.entry.game.id - b.entry.game.id)
    .slice(0, limit)
    .map(({ entry }) => entry);
}

/** A game's trend: plays (sessions and players) over the window, favourites gained counting double. */
export function trendScore(entry: { plays: number; favorites: number }): number {
  return entry.plays + 2 * entry.favorites;
}
