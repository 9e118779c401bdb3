// "Für dich": a post's score from its recency, its likes, how much of it people watch
// (watch-through), whether its game is one of the viewer's favourites, and whether its creator boosted it
// (mergeSponsored below). Pure, so the server ranks with it and the tests pin its numbers.

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
  /** A boost runs at the moment the feed is ranked (the post is "Gesponsert"). */
  boosted?: boolean;
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
  const boost = input.boosted ? FEED_BOOST.bonus : 0;
  // Rounded to 1e-9 so the number a cursor carries compares equal to the one computed again.
  return Math.round((recency + likes + watched + favourite + boost) * 1e9) / 1e9;
}

/**
 * Boosts work in two parts, so that a boost is clearly worth its boostz but "Für dich" never turns
 * into a list of ads:
 *
 * - A score bonus: a running boost adds 1.5 points, three quarters of a brand-new clip's recency. A boosted clip
 *   is always ahead of an otherwise equal one, a boosted clip from three days ago (0.71 recency) is ahead of a
 *   clip published a minute ago without reactions, and a boosted week-old clip (0.18) is ranked like a clip from
 *   twelve hours ago. A real hit (many likes, watched to the end) still beats a boosted clip nobody watches.
 * - A frequency cap: boosted clips are ranked in their own list and merged into the others, at most one of them
 *   in any five consecutive positions (so at most a fifth of the feed), and never as the very first clip. A
 *   boosted clip that would come earlier waits for the next free slot, still ahead of every unboosted clip that
 *   scores less. Only when the unboosted clips of the ranked part run out do waiting boosted clips follow each
 *   other (that takes more than a hundred boosts running at once).
 *
 * Why a merge and not just a bonus: with a bonus alone, every running boost would crowd the top of the feed,
 * however many there are. Why a merge that continues from a state: pagination stays a keyset (one per list) plus
 * a counter, so page n + 1 continues exactly where page n ended, whatever page size the client asks for.
 */
export const FEED_BOOST = {
  bonus: 1.5,
  /** At most one sponsored clip in any `every` consecutive positions… */
  every: 5,
  /** …and the first one no earlier than this position (0-based: the second clip). */
  firstPosition: 1,
} as const;

/** One post of the ranked part of "Für dich", with its score for this viewer. */
export interface RankedPost {
  id: number;
  score: number;
  /** A boost runs: ranked in the sponsored list. */
  sponsored: boolean;
}

interface RankKey {
  score: number;
  id: number;
}

/** Where a page of the merged feed ended: enough to continue it exactly (what a cursor carries). */
export interface SponsoredMergeState {
  /** The last unboosted post handed out (null: none yet). */
  organic: RankKey | null;
  /** The last boosted post handed out (null: none yet). */
  sponsored: RankKey | null;
  /** Unboosted posts handed out since the last boosted one (the start counts as if some came before). */
  sinceSponsored: number;
}

/** The state before the first page: the first sponsored slot is FEED_BOOST.firstPosition. */
export const FIRST_MERGE_STATE: SponsoredMergeState = {
  organic: null,
  sponsored: null,
  sinceSponsored: FEED_BOOST.every - 1 - FEED_BOOST.firstPosition,
};

/** Higher score first, the newer (higher) id first among equal scores. */
export function compareRank(a: RankKey, b: RankKey): number {
  return b.score - a.score || b.id - a.id;
}

/** Comes strictly after `key` in rank order (everything does when there is no key). */
function after(entry: RankKey, key: RankKey | null): boolean {
  return !key || compareRank(entry, key) > 0;
}

/**
 * The next `limit` posts of the merged feed after `from`, and the state to continue from (null when nothing is
 * left). Each list is in rank order; a boosted post takes the position when a slot is free and it outranks the
 * next unboosted post (or no unboosted post is left).
 */
export function mergeSponsored(
  entries: readonly RankedPost[],
  from: SponsoredMergeState,
  limit: number,
): { page: RankedPost[]; next: SponsoredMergeState | null } {
  const organic = entries.filter((entry) => !entry.sponsored && after(entry, from.organic)).sort(compareRank);
  const sponsored = entries.filter((entry) => entry.sponsored && after(entry, from.sponsored)).sort(compareRank);
  const state: SponsoredMergeState = { ...from };
  const page: RankedPost[] = [];
  let o = 0;
  let s = 0;
  while (page.length < Math.max(0, limit) && (o < organic.length || s < sponsored.length)) {
    const nextOrganic = organic[o];
    const nextSponsored = sponsored[s];
    const slotFree = state.sinceSponsored >= FEED_BOOST.every - 1;
    if (nextSponsored && (!nextOrganic || (slotFree && compareRank(nextSponsored, nextOrganic) < 0))) {
      page.push(nextSponsored);
      s += 1;
      state.sponsored = { score: nextSponsored.score, id: nextSponsored.id };
      state.sinceSponsored = 0;
    } else if (nextOrganic) {
      page.push(nextOrganic);
      o += 1;
      state.organic = { score: nextOrganic.score, id: nextOrganic.id };
      state.sinceSponsored += 1;
    }
  }
  return { page, next: o < organic.length || s < sponsored.length ? state : null };
}
