// "Für dich" (issue 9): a post's score from its recency, its likes, how much of it people watch
// (watch-through) and whether its game is one of the viewer's favourites. Pure, so the server ranks with
// it and the tests pin its numbers.

export const FEED_RANKING = {
  /** A brand-new post starts with 2 points of recency, half of it after 48 hours, and so on. */
  recencyWeight: 2,
  recencyHalfLifeHours: 48,
  /** 0.5 × log10(1 + likes): 9 likes give 0.5, 99 give 1, 999 give 1.5; many likes cannot bury new posts. */
  likesWeight: 0.5,
  /** Up to 1 point for clips watched to the end (average share watched per view, 0–1)… */
  watchThroughWeight: 1,
  /** …trusted fully from this many views on (fewer views: proportionally less). */
  watchThroughFullViews: 5,
  /** A clip about one of the viewer's favourite games. */
  favouriteGameBonus: 0.75,
} as const;

export interface FeedScoreInput {
  /** Age in hours at the moment the feed is ranked (negative ages count as 0). */
  ageHours: number;
  likes: number;
  views: number;
  /** Sum of all watch time of the post, in ms. */
  watchMsTotal: number;
  /** The clip's length in ms (null or 0 when unknown: no watch-through). */
  durationMs: number | null;
  favouriteGame: boolean;
}

/** Average share of the clip watched per view, between 0 and 1; 0 without views or without a length. */
export function watchThrough(watchMsTotal: number, views: number, durationMs: number | null): number {
  if (!durationMs || durationMs <= 0 || views <= 0) return 0;
  return Math.min(1, Math.max(0, watchMsTotal / (views * durationMs)));
}

export function feedScore(input: FeedScoreInput): number {
  const r = FEED_RANKING;
  const age = Math.max(0, input.ageHours);
  const recency = r.recencyWeight * 0.5 ** (age / r.recencyHalfLifeHours);
  const likes = r.likesWeight * Math.log10(1 + Math.max(0, input.likes));
  const confidence = Math.min(1, Math.max(0, input.views) / r.watchThroughFullViews);
  const watched = r.watchThroughWeight * watchThrough(input.watchMsTotal, input.views, input.durationMs) * confidence;
  const favourite = input.favouriteGame ? r.favouriteGameBonus : 0;
  // Rounded to 1e-9 so the number a cursor carries compares equal to the one computed again.
  return Math.round((recency + likes + watched + favourite) * 1e9) / 1e9;
}
