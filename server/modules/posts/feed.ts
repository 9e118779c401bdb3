import { FEED_PAGE_SIZE, type PostPage } from '../../../common/contract/posts';
import { feedScore } from '../../../common/rules/feed-ranking';
import { ageHours } from '../../../common/rules/comment-ranking';
import { type Db, nowIso } from '../../db';
import type { PostRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { unauthenticated } from '../../http/errors';
import { TIME_ID, decodeCursor, encodeCursor, invalidCursor } from './cursor';
import { type PostViewer, toPosts } from './serialize';

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
 */
export const FEED_RANK_WINDOW = 500;

const RANK_CURSOR = { p: 'string', t: 'number', s: 'number', i: 'number' } as const;
const TAIL_CURSOR = { p: 'string', t: 'number', c: 'string', i: 'number' } as const;

type FeedRow = PostRow;

/** Ready, visible posts of authors whose account is not deleted. */
function visiblePosts(db: Db) {
  return db
    .selectFrom('posts')
    .where('posts.status', '=', 'ready')
    .where('posts.hidden', '=', 0)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('users').select('users.id').whereRef('users.id', '=', 'posts.user_id').where('users.deleted_at', 'is not', null))),
    );
}

/**
 * The viewer's favourite games until issue 11 brings real favourites: the games of the posts they liked
 * lately or watched longest, plus the games they played last.
 */
export async function favouriteGameIds(db: Db, userId: number): Promise<Set<number>> {
  const [liked, watched, played] = await Promise.all([
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
  for (const row of [...liked, ...watched, ...played]) if (row.game_id !== null) ids.add(row.game_id);
  return ids;
}

async function rowsInOrder(db: Db, ids: number[]): Promise<FeedRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('posts').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is FeedRow => row !== undefined);
}

async function forYou(db: Db, viewer: PostViewer, cursorText: string | undefined, limit: number): Promise<{ ids: number[]; next: string | null }> {
  const phase = decodeCursor(cursorText, { p: 'string', t: 'number', i: 'number' });
  const rankCursor = phase?.p === 'r' ? decodeCursor(cursorText, RANK_CURSOR) : null;
  const tailCursor = phase?.p === 't' ? decodeCursor(cursorText, TAIL_CURSOR) : null;
  if (phase && !rankCursor && !tailCursor) throw invalidCursor();
  const snapshot = rankCursor?.t ?? tailCursor?.t ?? Date.now();
  const snapshotIso = nowIso(new Date(snapshot));
  const ids: number[] = [];
  let next: string | null = null;
  let tailStart: { c: string; i: number } | null = tailCursor ? { c: tailCursor.c, i: tailCursor.i } : null;

  if (!tailCursor) {
    const [candidates, favourites] = await Promise.all([
      visiblePosts(db)
        .select(['posts.id', 'posts.created_at', 'posts.likes_count', 'posts.views_count', 'posts.watch_ms_total', 'posts.duration_ms', 'posts.game_id'])
        .where('posts.created_at', '<=', snapshotIso)
        .orderBy('posts.created_at', 'desc')
        .orderBy('posts.id', 'desc')
        .limit(FEED_RANK_WINDOW)
        .execute(),
      viewer ? favouriteGameIds(db, viewer.id) : Promise.resolve(new Set<number>()),
    ]);
    const ranked = candidates
      .map((row) => ({
        id: row.id,
        score: feedScore({
          ageHours: ageHours(row.created_at, snapshot),
          likes: row.likes_count,
          views: row.views_count,
          watchMsTotal: row.watch_ms_total,
          durationMs: row.duration_ms,
          favouriteGame: row.game_id !== null && favourites.has(row.game_id),
        }),
      }))
      .sort((a, b) => b.score - a.score || b.id - a.id)
      .filter((entry) => !rankCursor || entry.score < rankCursor.s || (entry.score === rankCursor.s && entry.id < rankCursor.i));
    const page = ranked.slice(0, limit);
    ids.push(...page.map((entry) => entry.id));
    const last = page.at(-1);
    if (ranked.length > limit && last) {
      next = encodeCursor({ p: 'r', t: snapshot, s: last.score, i: last.id });
    } else if (candidates.length === FEED_RANK_WINDOW) {
      const oldest = candidates.at(-1)!;
      tailStart = { c: oldest.created_at, i: oldest.id };
    }
  }

  if (!next && tailStart) {
    const need = limit - ids.length;
    const start = tailStart;
    const rows = await visiblePosts(db)
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

async function following(db: Db, viewerId: number, cursorText: string | undefined, limit: number): Promise<{ ids: number[]; next: string | null }> {
  const cursor = decodeCursor(cursorText, TIME_ID);
  let query = visiblePosts(db)
    .select(['posts.id', 'posts.created_at'])
    .where('posts.user_id', 'in', (eb) => eb.selectFrom('follows').select('follows.account_id').where('follows.user_id', '=', viewerId))
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
    result = await following(deps.db, viewer.id, query.cursor, limit);
  } else {
    result = await forYou(deps.db, viewer, query.cursor, limit);
  }
  const rows = await rowsInOrder(deps.db, result.ids);
  return { posts: await toPosts(deps.db, rows, viewer), hasMore: result.next !== null, nextCursor: result.next };
}
