import { afterEach, describe, expect, it, vi } from 'vitest';
import { hitsOf, searchPath } from './hits';
import { normaliseTerm } from './queries';
import { RECENT_MAX, RECENT_STORAGE_KEY, readRecent, withRecent } from './recent';

describe('recent searches', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts the newest first, once (ignoring case), at most eight', () => {
    let terms: string[] = [];
    for (const term of ['rätsel', 'Spiel', '  Mia  ', 'RÄTSEL', '', '   ']) terms = withRecent(terms, term);
    expect(terms).toEqual(['RÄTSEL', 'Mia', 'Spiel']);
    for (let index = 0; index < 20; index += 1) terms = withRecent(terms, `Begriff ${index}`);
    expect(terms).toHaveLength(RECENT_MAX);
    expect(terms[0]).toBe('Begriff 19');
  });

  it('reads only a list of non-empty strings from storage, and survives garbage or no storage', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null });
    store.set(RECENT_STORAGE_KEY, JSON.stringify(['a', 3, '', 'b', null]));
    expect(readRecent()).toEqual(['a', 'b']);
    store.set(RECENT_STORAGE_KEY, '{kaputt');
    expect(readRecent()).toEqual([]);
    vi.stubGlobal('localStorage', undefined);
    expect(readRecent()).toEqual([]);
  });
});

describe('search helpers', () => {
  it('trims terms and cuts them at 100 characters (not UTF-16 units)', () => {
    expect(normaliseTerm('  Straße  ')).toBe('Straße');
    expect([...normaliseTerm('😀'.repeat(150))]).toHaveLength(100);
  });

  it('links results to their pages and the full results to /search/{query}', () => {
    const person = { id: 7, name: 'Mia', image: null, profile_border: null };
    const hits = hitsOf({
      users: [{ ...person, bio: null, followers_count: 0 }],
      posts: [{ id: 3, title: 'T', text: '', user: person, poster: null, likes: 0, views: 0, created_at: '' }],
      games: [{ id: 5, name: 'G', image: null, developer: 'D', categories: [], age_rating: 0 }],
    });
    expect(hits.map((hit) => hit.href)).toEqual(['/profile/7', '/post/3', '/game/5']);
    expect(searchPath('a/b ä?')).toBe('/search/a%2Fb%20%C3%A4%3F');
  });
});
