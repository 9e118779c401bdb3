import { sql } from 'kysely';
import { TRENDING_CLIP_DAYS, TRENDING_CLIPS_MAX, type TrendingClipsAnswer } from '../../../common/contract/explore';
import { type Db, nowIso } from '../../db';
import type { AppDeps } from '../../deps';
import { cacheSlot } from '../../platform/cache';
import { cachedHiddenAuthorIds } from '../social/relations';
import { toPosts } from './serialize';
import { postsVisibleTo } from './visibility';

// What "Entdecken" shows of the clips (common/contract/explore.ts): the trend of the last days, and for the
// people side the activity around each creator's clips. Both count only what the viewer may see, through the one
// rule of server/modules/posts/visibility.ts.

const DAY_MS = 86_400_000;
/** A view counts once, a like three times, a comment four times: who reacts cared more than who scrolled past. */
const WEIGHT = { view: 1, like: 3, comment: 4 } as const;
/** The best-scored clips of everyone, before each viewer's filter (blocks, mutes, friends-only) takes its share. */
const CANDIDATES = 200;

/**
 * The ranking is the same for every viewer and moves slowly: computed at most every 30 s per process. Who may see
 * which clip is decided per request, so a block, a deleted or hidden clip leave the list at once.
 */
const RANKING = cacheSlot<'clips', Promise<{ id: number; score: number }[]>>({ ttlMs: 30_000, max: 1 });

async function rankByActivity(db: Db, now: number): Promise<{ id: number; score: number }[]> {
  const since = nowIso(new Date(now - TRENDING_CLIP_DAYS * DAY_MS));
  const activity = db
    .selectFrom('post_views')
    .select(['post_views.post_id', sql<number>`${sql.lit(WEIGHT.view)}`.as('weight')])
    .where('post_views.day', '>=', since.slice(0, 10))
    .unionAll(
      db
        .selectFrom('likes')
        .select(['likes.post_id', sql<number>`${sql.lit(WEIGHT.like)}`.as('weight')])
        .where('likes.created_at', '>=', since),
    )
    .unionAll(
      db
        .selectFrom('comments')
        .select(['comments.post_id', sql<number>`${sql.lit(WEIGHT.comment)}`.as('weight')])
        .where('comments.created_at', '>=', since),
    );
  const rows = await db
    .selectFrom(activity.as('activity'))
    .select(['activity.post_id', (eb) => eb.fn.sum<number | string>('activity.weight').as('score')])
    .groupBy('activity.post_id')
    .orderBy('score', 'desc')
    .orderBy('activity.post_id', 'desc')
    .limit(CANDIDATES)
    .execute();
  return rows.map((row) => ({ id: row.post_id, score: Number(row.score) }));
}

/** GET /api/explore/clips: the clips with the most views, likes and comments of the last days that the viewer may see. */
export async function trendingClips(
  deps: Pick<AppDeps, 'db' | 'caches'>,
  viewer: { id: number } | null,
  now = Date.now(),
): Promise<TrendingClipsAnswer> {
  const ranked = await deps.caches.of(RANKING).remember('clips', () => rankByActivity(deps.db, now));
  if (ranked.length === 0) return { posts: [], days: TRENDING_CLIP_DAYS };
  const viewerId = viewer?.id ?? null;
  const [rows, hidden] = await Promise.all([
    deps.db
      .selectFrom('posts')
      .selectAll()
      .where(
        'posts.id',
        'in',
        ranked.map((entry) => entry.id),
      )
      .where(postsVisibleTo(viewerId))
      .execute(),
    viewerId === null ? Promise.resolve(new Set<number>()) : cachedHiddenAuthorIds(deps, viewerId),
  ]);
  const byId = new Map(rows.filter((row) => !hidden.has(row.user_id)).map((row) => [row.id, row]));
  const shown = ranked.flatMap((entry) => byId.get(entry.id) ?? []).slice(0, TRENDING_CLIPS_MAX);
  return { posts: await toPosts(deps.db, shown, viewer), days: TRENDING_CLIP_DAYS };
}

export interface CreatorActivity {
  /** Their clips the viewer may see. */
  clips: number;
  /** When the first of them was posted. */
  first_clip_at: string;
  /** Views and likes of those clips since the given moment. */
  views: number;
  likes: number;
}

/** Creators whose clips the viewer may see, at most this many (the ones with the most clips). */
const CREATORS_SCANNED = 500;

/**
 * For the people side of "Entdecken" (server/modules/social/creators.ts): per author of clips the viewer may see,
 * how many there are, since when, and how they were watched and liked since `since`.
 */
export async function creatorActivity(db: Db, viewerId: number | null, since: string): Promise<Map<number, CreatorActivity>> {
  const visible = postsVisibleTo(viewerId);
  const [clips, views, likes] = await Promise.all([
    db
      .selectFrom('posts')
      .select(['posts.user_id', (eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.min('posts.created_at').as('first')])
      .where(visible)
      .groupBy('posts.user_id')
      .orderBy('n', 'desc')
      .limit(CREATORS_SCANNED)
      .execute(),
    db
      .selectFrom('post_views')
      .innerJoin('posts', 'posts.id', 'post_views.post_id')
      .select(['posts.user_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('post_views.day', '>=', since.slice(0, 10))
      .where(visible)
      .groupBy('posts.user_id')
      .execute(),
    db
      .selectFrom('likes')
      .innerJoin('posts', 'posts.id', 'likes.post_id')
      .select(['posts.user_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('likes.created_at', '>=', since)
      .where(visible)
      .groupBy('posts.user_id')
      .execute(),
  ]);
  const viewsOf = new Map(views.map((row) => [row.user_id, Number(row.n)]));
  const likesOf = new Map(likes.map((row) => [row.user_id, Number(row.n)]));
  return new Map(
    clips.map((row) => [
      row.user_id,
      { clips: Number(row.n), first_clip_at: String(row.first), views: viewsOf.get(row.user_id) ?? 0, likes: likesOf.get(row.user_id) ?? 0 },
    ]),
  );
}
