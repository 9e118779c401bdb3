import { sql } from 'kysely';
import { FEED_PAGE_SIZE, type PostPage } from '../../../common/contract/posts';
import { FEED_RANKING, FIRST_MERGE_STATE, feedScore, mergeSponsored, type SponsoredMergeState } from '../../../common/rules/feed-ranking';
import { ageHours } from '../../../common/rules/comment-ranking';
import { type Db, nowIso } from '../../db';
import type { PostRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { unauthenticated } from '../../http/errors';
import { cacheSlot } from '../../platform/cache';
import { TIME_ID, decodeCursor, encodeCursor, invalidCursor } from './cursor';
import { cachedHiddenAuthorIds, followedIdsOf, friendsAmong } from '../social/relations';
import { postsOpenTo, postsVisibleToSomeone } from './visibility';
import { type PostViewer, toPosts } from './serialize';
import { answerTag } from '../../http/etag';

/**
 * "Für dich" ranks the newest FEED_RANK_WINDOW finished posts (published before the first page was asked
 * for) with feedScore, then continues with everything older, newest first.
 *
 * Why not a stored rank_score column: part of the score is the viewer's own favourite games, and the
 * recency part decays all the time, so no single stored number is the order any viewer sees. Ranking a
 * bounded window in memory costs the same at 1 000 or 1 000 000 posts (one range scan of the posts_feed
 * index plus a sort of 500 small rows), and needs nothing from whoever inserts posts.
 *
 * Why it paginates stably: the first page fixes a snapshot time `t` that travels in the cursor. Later pages
 * rank the same window (posts created up to `t`) at the same moment `t`, so the recency part is frozen and
 * a keyset of (score, id) continues exactly where the last page ended: no duplicates, no gaps. A post
 * published in between shows up when the feed is opened again. Only a like or view that lands while someone
 * pages can move a post across the page edge; the renderer drops ids it already shows.
 *
 * Boosts: a post whose boost runs at `t` (post_boosts.starts_at ≤ t < ends_at) is ranked too when
 * it is older than the newest FEED_RANK_WINDOW (a creator may boost an old clip), gets FEED_BOOST.bonus and is
 * merged in by mergeSponsored (at most one in five positions). The cursor carries the keyset of both lists and
 * the merge counter, and boosts are judged at `t` too, so a boost that ends while someone pages does not move
 * anything; the tail after the window leaves out the posts boosted at `t` (they were ranked already).
 */
export const FEED_RANK_WINDOW = 500;

/**
 * Every visitor asking in the same second ranks the same window at the same moment, so the window and the
 * part of each score that is not the viewer's own (recency, likes, watch-through) are computed once per
 * second and process: the first page's snapshot is the next full second. A post that becomes visible or
 * disappears, a boost and a profile's visibility clear the cache at once, in every instance (the events of
 * server/modules/posts/events.ts); likes and views move the order within a second, as the windows renew.
 */
const SNAPSHOT_STEP_MS = 1_000;
/** The windows of the last few seconds, by snapshot (pages of one snapshot are asked for while it is recent). */
const WINDOWS = cacheSlot<number, Promise<RankWindow>>({ max: 4 });
/** A viewer's favourite games change slowly (a like, a played game): looked up at most every 10 s. */
const FAVOURITES = cacheSlot<number, Promise<Set<number>>>({ ttlMs: 10_000, max: 10_000 });

type CacheDeps = Pick<AppDeps, 'db' | 'caches'>;

interface WindowEntry {
  id: number;
  user_id: number;
  game_id: number | null;
  /** The author shows posts to friends only: filtered per viewer (postsShownTo). */
  friendsOnly: boolean;
  /** A boost runs at the snapshot. */
  boosted: boolean;
  /** The score without the viewer's favourite-game bonus (with the boost bonus). */
  base: number;
}

interface RankWindow {
  /** The newest FEED_RANK_WINDOW posts and every boosted one, each once. */
  entries: WindowEntry[];
  /** Where the tail starts: the oldest of the newest posts when there are more than the window holds, else null. */
  oldest: { created_at: string; id: number } | null;
}

/** Called when a post becomes visible or disappears, is boosted, or its author's visibility changes (posts/events.ts). */
export function forgetFeedCaches(deps: Pick<AppDeps, 'caches'>): void {
  deps.caches.of(WINDOWS).clear();
  deps.caches.of(FAVOURITES).clear();
  forgetFirstPages(deps);
}

// ------------------------------------------------------------------------------------------ first pages

/**
 * The first page of each tab per viewer, as the answer's JSON with its ETag: the most asked page of the app costs a
 * lookup once built. It is made again when something it shows changes (posts/events.ts): a post entering or leaving
 * the feed, a boost, a relation of the viewer, an author's name or picture, a game, and (by the stamps below) a like,
 * view, comment or edit of one of its posts, in every instance. "Für dich" is also made anew each second, as its
 * ranking moves; until the new one is ready the last one answers (its cursor carries its own snapshot).
 */
export interface FirstPage {
  json: string;
  etag: string;
  /** The snapshot "Für dich" ranked at; 0 for "Folge ich". */
  snapshot: number;
  postIds: number[];
  /** The feed state's counter when the page was made: a post stamped later is newer than the page. */
  stamp: number;
  /** When a boost it shows ends (epoch ms): the page no longer says so after that. */
  validUntil: number;
}

interface FeedState {
  /** Moves with every change; a page remembers the value it was made at. */
  counter: number;
  /** The counter when every page last went: a page made before is not kept. */
  clearedAt: number;
  /** Posts (and, negated, viewers) changed since, with the counter of their last change; bounded by STAMPS_KEPT. */
  stamps: Map<number, number>;
  /** Pages being made, so the requests asking meanwhile share one while nothing changed. */
  making: Map<string, { stamp: number; page: Promise<FirstPage> }>;
}

const FIRST_PAGES = cacheSlot<string, FirstPage>({ max: 20_000 });
const FEED_STATE = cacheSlot<0, FeedState>({ max: 1 });
const STAMPS_KEPT = 100_000;

function feedState(deps: Pick<AppDeps, 'caches'>): FeedState {
  return deps.caches.of(FEED_STATE).remember(0, () => ({ counter: 0, clearedAt: 0, stamps: new Map(), making: new Map() }));
}

const pageKey = (viewerId: number | null, tab: 'foryou' | 'following') => `${viewerId ?? 0}:${tab}`;

/** Every first page goes (and any being made is not kept). */
export function forgetFirstPages(deps: Pick<AppDeps, 'caches'>): void {
  const state = feedState(deps);
  state.counter += 1;
  state.clearedAt = state.counter;
  state.stamps.clear();
  deps.caches.of(FIRST_PAGES).clear();
}

function stamp(deps: Pick<AppDeps, 'caches'>, key: number): void {
  const state = feedState(deps);
  if (state.stamps.size >= STAMPS_KEPT) forgetFirstPages(deps);
  state.counter += 1;
  state.stamps.set(key, state.counter);
}

/** The first pages of these viewers go (a relation of theirs changed). */
export function forgetFirstPagesOf(deps: Pick<AppDeps, 'caches'>, viewerIds: readonly number[]): void {
  for (const id of viewerIds) stamp(deps, -id);
}

/** A post shows something new (a like, a view, a comment, an edit): the pages showing it are made again. */
export function stampPost(deps: Pick<AppDeps, 'caches'>, postId: number): void {
  stamp(deps, postId);
}

function isCurrent(state: FeedState, page: FirstPage, viewerId: number | null, now: number): boolean {
  if (page.stamp < state.clearedAt || now >= page.validUntil) return false;
  if (viewerId !== null && (state.stamps.get(-viewerId) ?? 0) > page.stamp) return false;
  for (const id of page.postIds) if ((state.stamps.get(id) ?? 0) > page.stamp) return false;
  return true;
}

async function makeFirstPage(deps: AppDeps, viewer: PostViewer, tab: 'foryou' | 'following', snapshot: number, stamp: number): Promise<FirstPage> {
  const result = tab === 'following' ? await following(deps, viewer!.id, undefined, FEED_PAGE_SIZE) : await forYou(deps, viewer, undefined, FEED_PAGE_SIZE, snapshot);
  const rows = await rowsInOrder(deps.db, result.ids);
  const posts = await toPosts(deps.db, rows, viewer, new Date());
  const json = JSON.stringify({ posts, hasMore: result.next !== null, nextCursor: result.next } satisfies PostPage);
  let validUntil = Number.POSITIVE_INFINITY;
  for (const post of posts) if (post.sponsored_until) validUntil = Math.min(validUntil, Date.parse(post.sponsored_until));
  return { json, etag: `W/"${answerTag(json)}"`, snapshot, postIds: result.ids, stamp, validUntil };
}

/**
 * The first page of a tab for a viewer: kept while nothing it shows changed. A page whose making overlapped a change
 * answers the requests that waited for it but is not kept, so the next request makes it again.
 */
export async function firstPage(deps: AppDeps, viewer: PostViewer, tab: 'foryou' | 'following'): Promise<FirstPage> {
  if (tab === 'following' && !viewer) throw unauthenticated();
  const state = feedState(deps);
  const pages = deps.caches.of(FIRST_PAGES);
  const viewerId = viewer?.id ?? null;
  const key = pageKey(viewerId, tab);
  const now = Date.now();
  const snapshot = tab === 'foryou' ? Math.ceil(now / SNAPSHOT_STEP_MS) * SNAPSHOT_STEP_MS : 0;
  const kept = pages.get(key);
  const current = kept !== undefined && isCurrent(state, kept, viewerId, now);
  if (current && kept.snapshot === snapshot) return kept;
  let making = state.making.get(key);
  if (!making || making.stamp !== state.counter) {
    const started = state.counter;
    const page = makeFirstPage(deps, viewer, tab, snapshot, started).then(
      (made) => {
        if (state.making.get(key)?.page === page) state.making.delete(key);
        if (isCurrent(state, made, viewerId, Date.now())) pages.set(key, made);
        return made;
      },
      (error: unknown) => {
        if (state.making.get(key)?.page === page) state.making.delete(key);
        throw error;
      },
    );
    making = { stamp: started, page };
    state.making.set(key, making);
  }
  // A new second for "Für dich": the last ranking answers while the next one is made.
  if (current) {
    making.page.catch(() => undefined);
    return kept;
  }
  return making.page;
}

/** Post ids whose boost runs at the snapshot: a subquery, for `in` and `not in`. */
function boostedAt(db: Db, at: string) {
  return db.selectFrom('post_boosts').select('post_boosts.post_id').where('post_boosts.starts_at', '<=', at).where('post_boosts.ends_at', '>', at);
}

const WINDOW_COLUMNS = [
  'posts.id',
  'posts.user_id',
  'posts.created_at',
  'posts.likes_count',
  'posts.views_count',
  'posts.watch_ms_total',
  'posts.duration_ms',
  'posts.game_id',
  sql<boolean | number>`exists (select 1 from users author where author.id = posts.user_id and author.profile_visibility = 'friends')`.as(
    'friends_only',
  ),
] as const;

async function loadWindow(db: Db, snapshot: number): Promise<RankWindow> {
  const at = nowIso(new Date(snapshot));
  // The running boosts are few (each costs boostz by the hour, and the index post_boosts_active starts with
  // ends_at), so all boosted posts join the window, however old.
  const [newest, boosted] = await Promise.all([
    visiblePosts(db)
      .select(WINDOW_COLUMNS)
      .where('posts.created_at', '<=', at)
      .orderBy('posts.created_at', 'desc')
      .orderBy('posts.id', 'desc')
      .limit(FEED_RANK_WINDOW)
      .execute(),
    visiblePosts(db)
      .select(WINDOW_COLUMNS)
      .where('posts.created_at', '<=', at)
      .where('posts.id', 'in', boostedAt(db, at))
      .execute(),
  ]);
  const boostedIds = new Set(boosted.map((row) => row.id));
  const seen = new Set<number>();
  const entries: WindowEntry[] = [];
  for (const row of [...newest, ...boosted]) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    entries.push({
      id: row.id,
      user_id: row.user_id,
      game_id: row.game_id,
      friendsOnly: Boolean(row.friends_only),
      boosted: boostedIds.has(row.id),
      base: feedScore({
        ageHours: ageHours(row.created_at, snapshot),
        likes: row.likes_count,
        views: row.views_count,
        watchMsTotal: row.watch_ms_total,
        durationMs: row.duration_ms,
        favouriteGame: false,
        boosted: boostedIds.has(row.id),
      }),
    });
  }
  const last = newest.length === FEED_RANK_WINDOW ? newest.at(-1) : undefined;
  return { entries, oldest: last ? { created_at: last.created_at, id: last.id } : null };
}

function rankedWindow(deps: CacheDeps, snapshot: number): Promise<RankWindow> {
  return deps.caches.of(WINDOWS).remember(snapshot, () => loadWindow(deps.db, snapshot));
}

function cachedFavourites(deps: CacheDeps, userId: number): Promise<Set<number>> {
  return deps.caches.of(FAVOURITES).remember(userId, () => favouriteGameIds(deps.db, userId));
}

/**
 * The ranked part: s/i the last unboosted post, bs/bi the last boosted one (i or bi 0: none yet), g the unboosted
 * posts since the last boosted one (SponsoredMergeState). bs/bi/g are read by mergeStateOf: a cursor written
 * before boosts existed has only s/i and still continues.
 */
const RANK_CURSOR = { p: 'string', t: 'number', s: 'number', i: 'number' } as const;
const TAIL_CURSOR = { p: 'string', t: 'number', c: 'string', i: 'number' } as const;

type FeedRow = PostRow;

function mergeStateOf(cursor: { s: number; i: number }): SponsoredMergeState {
  const field = (key: 'bs' | 'bi' | 'g', fallback: number) => {
    const value = (cursor as Record<string, unknown>)[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  };
  const sponsoredId = field('bi', 0);
  return {
    organic: cursor.i > 0 ? { score: cursor.s, id: cursor.i } : null,
    sponsored: sponsoredId > 0 ? { score: field('bs', 0), id: sponsoredId } : null,
    sinceSponsored: field('g', FIRST_MERGE_STATE.sinceSponsored),
  };
}

/** Published posts of active accounts; the rest of posts/visibility.ts's rule is applied per viewer. */
function visiblePosts(db: Db) {
  return db.selectFrom('posts').where(postsVisibleToSomeone());
}

/**
 * The games "Für dich" favours for a viewer: the ones they marked as favourites, plus what their behaviour
 * says: the games of the posts they liked lately or watched longest, and the games they played last.
 */
export async function favouriteGameIds(db: Db, userId: number): Promise<Set<number>> {
  const [favourites, liked, watched, played] = await Promise.all([
    db.selectFrom('favorite_games').select('game_id').where('user_id', '=', userId).orderBy('created_at', 'desc').limit(50).execute(),
    db
      .selectFrom('likes')
      .innerJoin('posts', 'posts.id', 'likes.post_id')
      .select('posts.game_id')
      .where('likes.user_id', '=', userId)
      .where('posts.game_id', 'is not', null)
      .orderBy('likes.created_at', 'desc')
      .limit(20)
      .execute(),
    db
      .selectFrom('watch_time')
      .innerJoin('posts', 'posts.id', 'watch_time.post_id')
      .select(['posts.game_id', (eb) => eb.fn.sum<number>('watch_time.watch_ms').as('ms')])
      .where('watch_time.user_id', '=', userId)
      .where('posts.game_id', 'is not', null)
      .groupBy('posts.game_id')
      .orderBy((eb) => eb.fn.sum('watch_time.watch_ms'), 'desc')
      .limit(5)
      .execute(),
    db.selectFrom('last_played').select('game_id').where('user_id', '=', userId).orderBy('played_at', 'desc').limit(5).execute(),
  ]);
  const ids = new Set<number>();
  for (const row of [...favourites, ...liked, ...watched, ...played]) if (row.game_id !== null) ids.add(row.game_id);
  return ids;
}

async function rowsInOrder(db: Db, ids: number[]): Promise<FeedRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('posts').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is FeedRow => row !== undefined);
}

/**
 * Authors a viewer does not get (muted, blocked, or who blocked the viewer). The shared window is
 * the same for everyone; this filter is per viewer, after it, from a briefly cached set.
 */
function hiddenAuthors(deps: CacheDeps, viewer: PostViewer): Promise<Set<number>> {
  return viewer ? cachedHiddenAuthorIds(deps, viewer.id) : Promise.resolve(new Set<number>());
}

async function forYou(
  deps: CacheDeps,
  viewer: PostViewer,
  cursorText: string | undefined,
  limit: number,
  firstSnapshot?: number,
): Promise<{ ids: number[]; next: string | null }> {
  const phase = decodeCursor(cursorText, { p: 'string', t: 'number', i: 'number' });
  const rankCursor = phase?.p === 'r' ? decodeCursor(cursorText, RANK_CURSOR) : null;
  const tailCursor = phase?.p === 't' ? decodeCursor(cursorText, TAIL_CURSOR) : null;
  if (phase && !rankCursor && !tailCursor) throw invalidCursor();
  const db = deps.db;
  const snapshot = rankCursor?.t ?? tailCursor?.t ?? firstSnapshot ?? Math.ceil(Date.now() / SNAPSHOT_STEP_MS) * SNAPSHOT_STEP_MS;
  const ids: number[] = [];
  let next: string | null = null;
  let tailStart: { c: string; i: number } | null = tailCursor ? { c: tailCursor.c, i: tailCursor.i } : null;

  if (!tailCursor) {
    const [window, favourites, hidden] = await Promise.all([
      rankedWindow(deps, snapshot),
      viewer ? cachedFavourites(deps, viewer.id) : Promise.resolve(new Set<number>()),
      hiddenAuthors(deps, viewer),
    ]);
    const viewerId = viewer?.id ?? null;
    const restricted = [...new Set(window.entries.filter((entry) => entry.friendsOnly && entry.user_id !== viewerId).map((entry) => entry.user_id))];
    const friends = viewerId !== null ? await friendsAmong(db, viewerId, restricted) : new Set<number>();
    const bonus = FEED_RANKING.favouriteGameBonus;
    const entries = window.entries
      .filter((entry) => !hidden.has(entry.user_id))
      .filter((entry) => !entry.friendsOnly || entry.user_id === viewerId || friends.has(entry.user_id))
      .map((entry) => ({
        id: entry.id,
        score:
          entry.game_id !== null && favourites.has(entry.game_id) ? Math.round((entry.base + bonus) * 1e9) / 1e9 : entry.base,
        sponsored: entry.boosted,
      }));
    const merged = mergeSponsored(entries, rankCursor ? mergeStateOf(rankCursor) : FIRST_MERGE_STATE, limit);
    ids.push(...merged.page.map((entry) => entry.id));
    if (merged.next) {
      const state = merged.next;
      next = encodeCursor({
        p: 'r',
        t: snapshot,
        s: state.organic?.score ?? 0,
        i: state.organic?.id ?? 0,
        bs: state.sponsored?.score ?? 0,
        bi: state.sponsored?.id ?? 0,
        g: state.sinceSponsored,
      });
    } else if (window.oldest) {
      tailStart = { c: window.oldest.created_at, i: window.oldest.id };
    }
  }

  if (!next && tailStart) {
    const need = limit - ids.length;
    const start = tailStart;
    const hidden = [...(await hiddenAuthors(deps, viewer))];
    const rows = await visiblePosts(db)
      .where(postsOpenTo(viewer?.id ?? null))
      .$if(hidden.length > 0, (query) => query.where('posts.user_id', 'not in', hidden))
      // Boosted at the snapshot: ranked in the window already.
      .where('posts.id', 'not in', boostedAt(db, nowIso(new Date(snapshot))))
      .select(['posts.id', 'posts.created_at'])
      .where((eb) =>
        eb.or([eb('posts.created_at', '<', start.c), eb.and([eb('posts.created_at', '=', start.c), eb('posts.id', '<', start.i)])]),
      )
      .orderBy('posts.created_at', 'desc')
      .orderBy('posts.id', 'desc')
      .limit(need + 1)
      .execute();
    const taken = rows.slice(0, need);
    ids.push(...taken.map((row) => row.id));
    if (rows.length > need) {
      const last = taken.at(-1);
      next = encodeCursor({ p: 't', t: snapshot, c: last ? last.created_at : start.c, i: last ? last.id : start.i });
    }
  }
  return { ids, next };
}

async function following(deps: CacheDeps, viewerId: number, cursorText: string | undefined, limit: number): Promise<{ ids: number[]; next: string | null }> {
  const db = deps.db;
  const cursor = decodeCursor(cursorText, TIME_ID);
  const hidden = [...(await cachedHiddenAuthorIds(deps, viewerId))];
  let query = visiblePosts(db)
    .select(['posts.id', 'posts.created_at'])
    .where('posts.user_id', 'in', followedIdsOf(db, viewerId))
    .where(postsOpenTo(viewerId))
    .$if(hidden.length > 0, (query) => query.where('posts.user_id', 'not in', hidden))
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit + 1);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([eb('posts.created_at', '<', cursor.c), eb.and([eb('posts.created_at', '=', cursor.c), eb('posts.id', '<', cursor.i)])]),
    );
  }
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { ids: page.map((row) => row.id), next: rows.length > limit && last ? encodeCursor({ c: last.created_at, i: last.id }) : null };
}

export async function homeFeed(
  deps: AppDeps,
  viewer: PostViewer,
  query: { tab: 'foryou' | 'following'; cursor?: string; limit?: number },
): Promise<PostPage> {
  const limit = query.limit ?? FEED_PAGE_SIZE;
  let result: { ids: number[]; next: string | null };
  if (query.tab === 'following') {
    if (!viewer) throw unauthenticated();
    result = await following(deps, viewer.id, query.cursor, limit);
  } else {
    result = await forYou(deps, viewer, query.cursor, limit);
  }
  const rows = await rowsInOrder(deps.db, result.ids);
  return { posts: await toPosts(deps.db, rows, viewer), hasMore: result.next !== null, nextCursor: result.next };
}
