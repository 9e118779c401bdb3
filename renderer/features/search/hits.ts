import type { GameHit, PostHit, SearchAnswer, UserHit } from '../../../common/contract/search';

// One flat, ordered list of what a search answered (people, then videos, then games), so the panel can move
// through it with ↑ and ↓ and the page can lay it out by group.

export const HIT_GROUPS = ['users', 'posts', 'games'] as const;
export type HitGroup = (typeof HIT_GROUPS)[number];

export type SearchHit =
  | { group: 'users'; key: string; href: string; item: UserHit }
  | { group: 'posts'; key: string; href: string; item: PostHit }
  | { group: 'games'; key: string; href: string; item: GameHit };

export function hitsOf(answer: SearchAnswer | undefined): SearchHit[] {
  if (!answer) return [];
  return [
    ...answer.users.map((item) => ({ group: 'users' as const, key: `u${item.id}`, href: `/profile/${item.id}`, item })),
    ...answer.posts.map((item) => ({ group: 'posts' as const, key: `p${item.id}`, href: `/post/${item.id}`, item })),
    ...answer.games.map((item) => ({ group: 'games' as const, key: `g${item.id}`, href: `/game/${item.id}`, item })),
  ];
}

/** The search page of a term: /search/{query}, the term URI-encoded. */
export function searchPath(term: string): string {
  return `/search/${encodeURIComponent(term)}`;
}
