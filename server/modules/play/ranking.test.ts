import { describe, expect, it } from 'vitest';
import type { Game } from '../../../common/contract/games';
import { categoryWeights, rankRecommendations, trendScore } from './ranking';

function game(id: number, categories: string[], favorites_count = 0, average: number | null = null): Game {
  return {
    id,
    name: `Spiel ${id}`,
    description: '',
    categories,
    release_date: '2024-01-01',
    developer: 'Test',
    publisher: 'Test',
    age_rating: 0,
    image: null,
    has_active_giveaway: false,
    launch: { steam_app_id: null, executable_name: null },
    typical_session_minutes: 20,
    browser_build: null,
    creator_id: null,
    favorites_count,
    rating: { average, count: average === null ? 0 : 1 },
  };
}
const json = (categories: string[]) => JSON.stringify(categories);

describe('categoryWeights', () => {
  it('weighs a favourite 3, play time up to 3 (one per half hour) and a recent play 1 per category', () => {
    const weights = categoryWeights({
      favourites: [{ id: 1, categories: json(['Rennspiel', 'Action']) }],
      sessions: [
        { id: 2, categories: json(['Rennspiel']), minutes: 45 },
        { id: 3, categories: json(['Horror']), minutes: 600 },
      ],
      played: [{ id: 4, categories: json(['Action']) }],
    });
    expect(Object.fromEntries(weights)).toEqual({ Rennspiel: 4.5, Action: 4, Horror: 3 });
  });
});

describe('rankRecommendations', () => {
  const catalogue = [game(1, ['Rennspiel']), game(2, ['Rennspiel', 'Sci-Fi']), game(3, ['Horror'], 50, 4.5), game(4, ['Casual'], 5), game(5, ['Action'])];

  it('gives the popular games without signals', () => {
    const ranked = rankRecommendations(catalogue, null, new Map(), 3);
    expect(ranked.map((entry) => entry.game.id)).toEqual([3, 4, 1]);
    expect(ranked.every((entry) => entry.reason === 'popular')).toBe(true);
  });

  it('puts the categories a person leans to first and never recommends their favourites or recent plays', () => {
    const ranked = rankRecommendations(
      catalogue,
      { favourites: [{ id: 1, categories: json(['Rennspiel']) }], sessions: [], played: [{ id: 5, categories: json(['Action']) }] },
      new Map(),
      5,
    );
    expect(ranked.map((entry) => entry.game.id)).toEqual([2, 3, 4]);
    expect(ranked[0]).toMatchObject({ reason: 'category', category: 'Rennspiel' });
  });

  it('says "friends" when what friends favour outweighs taste', () => {
    const ranked = rankRecommendations(catalogue, { favourites: [], sessions: [], played: [] }, new Map([[4, 3]]), 2);
    expect(ranked[0]).toMatchObject({ game: { id: 4 }, reason: 'friends' });
  });
});

describe('trendScore', () => {
  it('counts plays once and favourites twice', () => {
    expect(trendScore({ plays: 5, favorites: 2 })).toBe(9);
  });
});
