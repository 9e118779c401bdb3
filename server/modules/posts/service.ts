import { sql, type Transaction } from 'kysely';
import { FEED_PAGE_SIZE, type Post, type PostPage, type StudioStats } from '../../../common/contract/posts';
import { watchThrough } from '../../../common/rules/feed-ranking';
import { type Db, nowIso } from '../../db';
import type { Database, PostRow, UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, forbidden } from '../../http/errors';
import { notify } from '../notifications/service';
import { userAudience } from '../../platform/realtime';
import { TIME_ID, decodeCursor, encodeCursor } from './cursor';
import { actionablePost, actionablePosts, isReadable, postNotFound, postsVisibleTo, readablePost } from './visibility';
import { toPost, toPosts } from './serialize';

// Posts, likes, views, watch time, history, the curated list, the studio and the admins' list. Every
// counter changes in the same transaction as the rows it counts: a unique key decides whether a like or a
// view is new (insert … on conflict do nothing, then the inserted row count), and the counter moves by
// `col = col ± 1` on the row itself, so it stays exact under concurrency on SQLite and PostgreSQL.

type Viewer = Pick<UserRow, 'id' | 'role'> | null;

export { postNotFound };
const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';

async function findPost(db: Db, id: number): Promise<PostRow | undefined> {
  return db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The post's page: who may open it is posts/visibility.ts's rule. */
export async function getPost(deps: AppDeps, id: number, viewer: Viewer): Promise<Post> {
  return toPost(deps.db, await readablePost(deps.db, id, viewer), viewer);
}

export async function updatePost(deps: AppDeps, id: number, user: UserRow, body: { title?: string; text?: string }): Promise<Post> {
  const row = await readablePost(deps.db, id, user);
  if (row.user_id !== user.id) throw forbidden();
  const changes: { title?: string; text?: string; updated_at: string } = { updated_at: nowIso() };
  if (body.title !== undefined) changes.title = body.title;
  if (body.text !== undefined) changes.text = body.text;
  const updated = await deps.db.updateTable('posts').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
  if (!updated) throw postNotFound();
  await deps.events.publish({ type: 'post.updated', postId: id, authorId: updated.user_id });
  return toPost(deps.db, updated, user);
}

/** The public media paths a post owns (HLS playlists and segments share the folder of its master playlist). */
function mediaPathsOf(row: PostRow): string[] {
  return [row.hls_path, row.mp4_path, row.poster_path, row.source_path].filter((value): value is string => !!value);
}

/**
 * Removes a post with everything hanging on it (likes, views, watch time, comments and their likes cascade
 * with the row), then its media files. The author may, and admins may remove any post.
 */
export async function removePost(deps: AppDeps, id: number, user: UserRow): Promise<void> {
  const row = await findPost(deps.db, id);
  if (!row) throw postNotFound();
  if (row.user_id !== user.id && !isAdmin(user)) throw (await isReadable(deps.db, id, user)) ? forbidden() : postNotFound();
  // The post's likes go with it (cascade), and with them their part of the author's total likes. RETURNING
  // gives likes_count as deleted, so a like that committed while we waited for the row is counted too.
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('posts').where('id', '=', id).returning(['user_id', 'likes_count']).executeTakeFirst();
    if (gone && gone.likes_count !== 0) {
      await trx
        .updateTable('users')
        .set((eb) => ({ likes_received: eb('likes_received', '-', gone.likes_count) }))
        .where('id', '=', gone.user_id)
        .execute();
    }
    return gone;
  });
  if (!deleted) throw postNotFound();
  await deps.events.publish({ type: 'post.changed', postId: id });
  await removeMedia(deps, row);
}

async function removeMedia(deps: AppDeps, row: PostRow): Promise<void> {
  // A finished video lives in its own folder (/media/videos/<random>/…: HLS renditions, MP4, poster): the
  // folder goes as a whole; a file outside such a folder is removed by itself.
  const folders = new Set<string>();
  const files: string[] = [];
  for (const publicPath of mediaPathsOf(row)) {
    const segments = publicPath.split('/');
    if (segments.length >= 5 && segments[1] === 'media') folders.add(segments.slice(0, 4).join('/'));
    else files.push(publicPath);
  }
  const work = [...[...folders].map((folder) => () => deps.storage.removeFolder(folder)), ...files.map((file) => () => deps.storage.remove(file))];
  for (const remove of work) {
    try {
      await remove();
    } catch (error) {
      // The row is gone; a file left behind is garbage, not an error for the person who deleted the post.
      console.error(`[posts] Medien von Beitrag ${row.id} nicht vollständig entfernt`, error);
    }
  }
}

// ---------------------------------------------------------------------------------------------- likes

export async function likePost(deps: AppDeps, user: UserRow, postId: number): Promise<{ created: boolean; like: { id: number; user_id: number }; likes: number }> {
  const post = await actionablePost(deps.db, postId, user);
  const result = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('likes')
      .values({ user_id: user.id, post_id: postId, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      const counted = await trx
        .updateTable('posts')
        .set((eb) => ({ likes_count: eb('likes_count', '+', 1) }))
        .where('id', '=', postId)
        .returning('likes_count')
        .executeTakeFirstOrThrow();
      // The author's total likes (profile), with the post's own count.
      await trx
        .updateTable('users')
        .set((eb) => ({ likes_received: eb('likes_received', '+', 1) }))
        .where('id', '=', post.user_id)
        .execute();
      return { created: true, likeId: inserted.id, likes: counted.likes_count };
    }
    const existing = await trx.selectFrom('likes').select('id').where('user_id', '=', user.id).where('post_id', '=', postId).executeTakeFirstOrThrow();
    const counted = await trx.selectFrom('posts').select('likes_count').where('id', '=', postId).executeTakeFirstOrThrow();
    return { created: false, likeId: existing.id, likes: counted.likes_count };
  });
  if (result.created) await deps.events.publish({ type: 'post.updated', postId, authorId: post.user_id });
  if (result.created && post.user_id !== user.id) {
    await deps.realtime.publish({
      audience: userAudience(post.user_id),
      type: 'post.liked',
      data: { post_id: postId, like_id: result.likeId, likes: result.likes, user: { id: user.id, name: user.name } },
    });
    // One entry per clip ("Mia und 3 weitere haben deinen Clip geliked"); a like taken back and given again tells once.
    await notify(deps, {
      userId: post.user_id,
      type: 'like',
      actorId: user.id,
      link: `/post/${postId}`,
      groupKey: `post:${postId}`,
      source: `like:${postId}:${user.id}`,
    });
  }
  return { created: result.created, like: { id: result.likeId, user_id: user.id }, likes: result.likes };
}

export async function unlikePost(deps: AppDeps, user: UserRow, likeId: number): Promise<{ post_id: number; likes: number }> {
  const like = await deps.db.selectFrom('likes').select(['id', 'user_id', 'post_id']).where('id', '=', likeId).executeTakeFirst();
  if (!like) throw new HttpError(404, 'likeNotFound');
  if (like.user_id !== user.id) throw forbidden();
  const result = await deps.db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('likes').where('id', '=', likeId).where('user_id', '=', user.id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) {
      // Taken back at the same moment by another tab: the count already moved.
      const post = await trx.selectFrom('posts').select('likes_count').where('id', '=', like.post_id).executeTakeFirst();
      return { post_id: like.post_id, likes: post?.likes_count ?? 0, authorId: null };
    }
    const counted = await trx
      .updateTable('posts')
      .set((eb) => ({ likes_count: eb('likes_count', '-', 1) }))
      .where('id', '=', like.post_id)
      .returning(['likes_count', 'user_id'])
      .executeTakeFirst();
    if (counted) {
      await trx
        .updateTable('users')
        .set((eb) => ({ likes_received: eb('likes_received', '-', 1) }))
        .where('id', '=', counted.user_id)
        .execute();
    }
    return { post_id: like.post_id, likes: counted?.likes_count ?? 0, authorId: counted?.user_id ?? null };
  });
  if (result.authorId !== null) await deps.events.publish({ type: 'post.updated', postId: like.post_id, authorId: result.authorId });
  return { post_id: result.post_id, likes: result.likes };
}

/**
 * Before an account's rows go (its likes cascade with them): the likes it gave leave the posts' counts and their
 * authors' totals, its own posts excepted (they go too), inside the caller's transaction (auth's purge of deleted
 * accounts).
 */
export async function releaseLikesOf(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({
      likes_received: eb(
        'likes_received',
        '-',
        eb
          .selectFrom('likes')
          .innerJoin('posts', 'posts.id', 'likes.post_id')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .where('likes.user_id', '=', userId)
          .whereRef('posts.user_id', '=', 'users.id'),
      ),
    }))
    .where('id', 'in', trx.selectFrom('likes').innerJoin('posts', 'posts.id', 'likes.post_id').select('posts.user_id').where('likes.user_id', '=', userId))
    .where('id', '!=', userId)
    .execute();
  await trx
    .updateTable('posts')
    .set((eb) => ({ likes_count: eb('likes_count', '-', 1) }))
    .where('id', 'in', trx.selectFrom('likes').select('likes.post_id').where('likes.user_id', '=', userId))
    .execute();
}

// ------------------------------------------------------------------------------- views and watch time

/** UTC day of a moment, YYYY-MM-DD. */
export function utcDay(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

/** Counts a view once per user, post and UTC day. */
export async function viewPost(deps: AppDeps, user: UserRow, postId: number): Promise<{ views: number; counted: boolean }> {
  const viewed = await actionablePost(deps.db, postId, user);
  const now = new Date();
  const result = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('post_views')
      .values({ user_id: user.id, post_id: postId, day: utcDay(now), created_at: nowIso(now) })
      .onConflict((oc) => oc.columns(['user_id', 'post_id', 'day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const post = await trx.selectFrom('posts').select('views_count').where('id', '=', postId).executeTakeFirstOrThrow();
      return { views: post.views_count, counted: false };
    }
    const post = await trx
      .updateTable('posts')
      .set((eb) => ({ views_count: eb('views_count', '+', 1) }))
      .where('id', '=', postId)
      .returning('views_count')
      .executeTakeFirstOrThrow();
    return { views: post.views_count, counted: true };
  });
  if (result.counted) await deps.events.publish({ type: 'post.updated', postId, authorId: viewed.user_id });
  return result;
}

/**
 * A batch of watch times (seconds, as the client gathered them). Entries of 0 or less are ignored, each
 * entry is capped at the clip's length, entries for posts that do not exist (any more) are dropped, and
 * the rest is added per user, post and UTC day, with the post's total in the same transaction.
 */
export async function recordWatchTime(deps: AppDeps, user: UserRow, batch: readonly { post_id: number; watchTime: number }[]): Promise<{ accepted: number }> {
  const positive = batch.filter((entry) => Number.isFinite(entry.watchTime) && entry.watchTime > 0);
  if (positive.length === 0) return { accepted: 0 };
  // Posts the viewer may not act on count like posts that do not exist: dropped.
  const posts = await actionablePosts(deps.db, positive.map((entry) => entry.post_id), user);
  const durationById = new Map(posts.map((post) => [post.id, post.duration_ms ?? 0]));
  const msByPost = new Map<number, number>();
  let accepted = 0;
  for (const entry of positive) {
    const duration = durationById.get(entry.post_id);
    if (!duration) continue;
    const ms = Math.min(Math.round(entry.watchTime * 1000), duration);
    if (ms <= 0) continue;
    msByPost.set(entry.post_id, (msByPost.get(entry.post_id) ?? 0) + ms);
    accepted += 1;
  }
  if (msByPost.size === 0) return { accepted: 0 };
  const now = new Date();
  const day = utcDay(now);
  await deps.db.transaction().execute(async (trx) => {
    // Always in id order, so two batches of one user never wait on each other's rows crosswise.
    for (const [postId, ms] of [...msByPost].sort((a, b) => a[0] - b[0])) {
      await trx
        .insertInto('watch_time')
        .values({ user_id: user.id, post_id: postId, day, watch_ms: ms, updated_at: nowIso(now) })
        .onConflict((oc) =>
          oc.columns(['user_id', 'post_id', 'day']).doUpdateSet({
            watch_ms: sql<number>`watch_time.watch_ms + excluded.watch_ms`,
            updated_at: sql<string>`excluded.updated_at`,
          }),
        )
        .execute();
      await trx
        .updateTable('posts')
        .set((eb) => ({ watch_ms_total: eb('watch_ms_total', '+', ms) }))
        .where('id', '=', postId)
        .execute();
    }
  });
  return { accepted };
}

// ----------------------------------------------------------------------------- history and liked videos

function assertOwnList(user: UserRow, userId: string | undefined): void {
  if (userId !== undefined && userId !== '' && userId !== String(user.id)) throw forbidden();
}

async function pageOf(db: Db, user: UserRow, keyed: { post_id: number; at: string }[], limit: number, cursorOf: (row: { post_id: number; at: string }) => Record<string, string | number>): Promise<PostPage> {
  const page = keyed.slice(0, limit);
  const rows = page.length ? await db.selectFrom('posts').selectAll().where('id', 'in', page.map((row) => row.post_id)).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = page.map((row) => byId.get(row.post_id)).filter((row): row is PostRow => row !== undefined);
  const last = page.at(-1);
  return {
    posts: await toPosts(db, ordered, user),
    hasMore: keyed.length > limit,
    nextCursor: keyed.length > limit && last ? encodeCursor(cursorOf(last)) : null,
  };
}

/** Posts the user watched (a view or watch time), the most recently watched first. */
export async function watchHistory(deps: AppDeps, user: UserRow, query: { userId?: string; cursor?: string; limit?: number }): Promise<PostPage> {
  assertOwnList(user, query.userId);
  const limit = query.limit ?? FEED_PAGE_SIZE;
  const cursor = decodeCursor(query.cursor, TIME_ID);
  const db = deps.db;
  const watched = db
    .selectFrom('post_views')
    .select(['post_id', 'created_at as at'])
    .where('user_id', '=', user.id)
    .unionAll(db.selectFrom('watch_time').select(['post_id', 'updated_at as at']).where('user_id', '=', user.id));
  let query_ = db
    .selectFrom(watched.as('w'))
    .innerJoin('posts', 'posts.id', 'w.post_id')
    // A post watched before its author turned friends-only or blocked the viewer leaves the history.
    .where(postsVisibleTo(user.id))
    .select(['w.post_id as post_id', (eb) => eb.fn.max('w.at').as('at')])
    .groupBy('w.post_id')
    .orderBy((eb) => eb.fn.max('w.at'), 'desc')
    .orderBy('w.post_id', 'desc')
    .limit(limit + 1);
  if (cursor) {
    query_ = query_.having((eb) =>
      eb.or([eb(eb.fn.max('w.at'), '<', cursor.c), eb.and([eb(eb.fn.max('w.at'), '=', cursor.c), eb('w.post_id', '<', cursor.i)])]),
    );
  }
  const keyed = (await query_.execute()) as { post_id: number; at: string }[];
  return pageOf(db, user, keyed, limit, (row) => ({ c: row.at, i: row.post_id }));
}

/** Posts the user liked, the newest like first. */
export async function likedVideos(deps: AppDeps, user: UserRow, query: { userId?: string; cursor?: string; limit?: number }): Promise<PostPage> {
  assertOwnList(user, query.userId);
  const limit = query.limit ?? FEED_PAGE_SIZE;
  const cursor = decodeCursor(query.cursor, TIME_ID);
  let query_ = deps.db
    .selectFrom('likes')
    .innerJoin('posts', 'posts.id', 'likes.post_id')
    .where('likes.user_id', '=', user.id)
    .where(postsVisibleTo(user.id))
    .select(['likes.id as like_id', 'likes.post_id as post_id', 'likes.created_at as at'])
    .orderBy('likes.created_at', 'desc')
    .orderBy('likes.id', 'desc')
    .limit(limit + 1);
  if (cursor) {
    query_ = query_.where((eb) =>
      eb.or([eb('likes.created_at', '<', cursor.c), eb.and([eb('likes.created_at', '=', cursor.c), eb('likes.id', '<', cursor.i)])]),
    );
  }
  const rows = await query_.execute();
  const likeIdByPost = new Map(rows.map((row) => [row.post_id, row.like_id]));
  return pageOf(deps.db, user, rows, limit, (row) => ({ c: row.at, i: likeIdByPost.get(row.post_id) ?? 0 }));
}

// ------------------------------------------------------------------------------------ the curated list

export async function customPosts(deps: AppDeps, viewer: Viewer): Promise<Post[]> {
  const rows = await deps.db
    .selectFrom('custom_posts')
    .innerJoin('posts', 'posts.id', 'custom_posts.post_id')
    .selectAll('posts')
    .where(postsVisibleTo(viewer?.id ?? null))
    .orderBy('custom_posts.position')
    .execute();
  return toPosts(deps.db, rows, viewer);
}

/** Replaces the curated list, in the given order (repeated ids count once). */
export async function setCustomPosts(deps: AppDeps, admin: UserRow, postIds: readonly number[]): Promise<Post[]> {
  const ids = [...new Set(postIds)];
  if (ids.length) {
    const found = await deps.db.selectFrom('posts').select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw new HttpError(422, 'postNotFound', { post_ids: ['postNotFound'] });
  }
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('custom_posts').execute();
    if (ids.length) {
      await trx
        .insertInto('custom_posts')
        .values(ids.map((post_id, position) => ({ post_id, position, created_at: now })))
        .execute();
    }
  });
  return customPosts(deps, admin);
}

// ------------------------------------------------------------------------------------------ the studio

export async function studioContent(deps: AppDeps, viewer: UserRow, profileId: number) {
  if (viewer.id !== profileId && !isAdmin(viewer)) throw forbidden();
  const author = await deps.db
    .selectFrom('users')
    .select(['id', 'name', 'image', 'profile_border'])
    .where('id', '=', profileId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!author) throw new HttpError(404, 'notFound');
  const rows = await deps.db.selectFrom('posts').selectAll().where('user_id', '=', profileId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return { user: [author], posts: await toPosts(deps.db, rows, viewer) };
}

/** The last `days` UTC days, oldest first, ending today. */
function lastDays(days: number, now = new Date()): string[] {
  const result: string[] = [];
  for (let back = days - 1; back >= 0; back -= 1) result.push(utcDay(new Date(now.getTime() - back * 86_400_000)));
  return result;
}

/** Views, likes, comments and watch time of the creator's posts, per UTC day and per post, over 7, 28 or 90 days. */
export async function studioStats(deps: AppDeps, user: UserRow, days: number): Promise<StudioStats> {
  const dates = lastDays(days);
  const from = dates[0]!;
  const db = deps.db;
  const mine = db.selectFrom('posts').select('posts.id').where('posts.user_id', '=', user.id);
  const likeDay = sql<string>`substr(likes.created_at, 1, 10)`;
  const commentDay = sql<string>`substr(comments.created_at, 1, 10)`;
  const [posts, views, likes, comments, watch] = await Promise.all([
    db.selectFrom('posts').select(['id', 'title', 'duration_ms']).where('user_id', '=', user.id).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    db
      .selectFrom('post_views')
      .select(['post_id', 'day', (eb) => eb.fn.countAll<number>().as('n')])
      .where('post_id', 'in', mine)
      .where('day', '>=', from)
      .groupBy(['post_id', 'day'])
      .execute(),
    db
      .selectFrom('likes')
      .select(['post_id', likeDay.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('post_id', 'in', mine)
      .where('created_at', '>=', from)
      .groupBy(['post_id', likeDay])
      .execute(),
    db
      .selectFrom('comments')
      .select(['post_id', commentDay.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('post_id', 'in', mine)
      .where('created_at', '>=', from)
      .groupBy(['post_id', commentDay])
      .execute(),
    db
      .selectFrom('watch_time')
      .select(['post_id', 'day', (eb) => eb.fn.sum<number>('watch_ms').as('n')])
      .where('post_id', 'in', mine)
      .where('day', '>=', from)
      .groupBy(['post_id', 'day'])
      .execute(),
  ]);
  type Sums = { views: number; likes: number; comments: number; watch_ms: number };
  const empty = (): Sums => ({ views: 0, likes: 0, comments: 0, watch_ms: 0 });
  const byDay = new Map(dates.map((date) => [date, empty()]));
  const byPost = new Map(posts.map((post) => [post.id, empty()]));
  const totals = empty();
  const add = (rows: { post_id: number; day: string; n: number | string | bigint }[], field: keyof Sums) => {
    for (const row of rows) {
      const value = Number(row.n);
      const day = byDay.get(row.day);
      if (!day) continue;
      day[field] += value;
      const post = byPost.get(row.post_id);
      if (post) post[field] += value;
      totals[field] += value;
    }
  };
  add(views, 'views');
  add(likes, 'likes');
  add(comments, 'comments');
  add(watch, 'watch_ms');
  return {
    days: dates.map((date) => ({ date, ...byDay.get(date)! })),
    posts: posts.map((post) => {
      const sums = byPost.get(post.id)!;
      return {
        id: post.id,
        title: post.title,
        ...sums,
        watch_through: sums.views > 0 && post.duration_ms ? watchThrough(sums.watch_ms, sums.views, post.duration_ms) : null,
      };
    }),
    totals,
  };
}

// --------------------------------------------------------------------------------------------- admins

export async function adminPosts(deps: AppDeps, admin: UserRow, query: { cursor?: string; limit?: number }): Promise<PostPage> {
  const limit = query.limit ?? FEED_PAGE_SIZE;
  const cursor = decodeCursor(query.cursor, TIME_ID);
  let query_ = deps.db.selectFrom('posts').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1);
  if (cursor) {
    query_ = query_.where((eb) => eb.or([eb('created_at', '<', cursor.c), eb.and([eb('created_at', '=', cursor.c), eb('id', '<', cursor.i)])]));
  }
  const rows = await query_.execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    posts: await toPosts(deps.db, page, admin),
    hasMore: rows.length > limit,
    nextCursor: rows.length > limit && last ? encodeCursor({ c: last.created_at, i: last.id }) : null,
  };
}

export async function setHidden(deps: AppDeps, admin: UserRow, id: number, hidden: boolean): Promise<Post> {
  const row = await deps.db
    .updateTable('posts')
    .set({ hidden: hidden ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw postNotFound();
  await deps.events.publish({ type: 'post.changed', postId: id });
  return toPost(deps.db, row, admin);
}

// ------------------------------------------------------------- a person's clips and views (quests, rewards)

/** How many clip views the user made since `since` (an ISO time); a view counts once per post and UTC day. */
export async function viewsMadeSince(db: Db, userId: number, since: string): Promise<number> {
  const row = await db.selectFrom('post_views').select((eb) => eb.fn.countAll<number>().as('count')).where('user_id', '=', userId).where('created_at', '>=', since).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** How many of the user's clips, uploaded since `since` (an ISO time), are finished. */
export async function readyClipsSince(db: Db, userId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', 'ready')
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Whether the user has uploaded a clip that finished. */
export async function hasReadyClip(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom('posts').select('id').where('user_id', '=', userId).where('status', '=', 'ready').executeTakeFirst()) !== undefined;
}
