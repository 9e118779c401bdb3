import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db';
import type { PostRow, UserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { activeAccount, authorShowsPostsTo, noBlockBetween } from '../social/relations';

// Who may see and touch a post: one rule, for every path that reads a post or acts on one (the post's page, its
// comments, likes, views, watch time, comment likes, donations naming it, history, liked videos, the curated
// list, search, the game page, the feeds).
//
// - A post is published when it is finished and not hidden by an admin. Unfinished posts (processing, failed)
//   are their author's alone; a hidden one its author's and the admins'.
// - Its author's account is active (not deleted, not suspended) and shows posts to the viewer: to everyone, or,
//   set to "Nur Freunde", to the author's friends.
// - No block stands between the viewer and the author, in either direction.
// Admins reading a post (moderation: a report, the admin list) see it whatever its author's settings say.
// Anything else is the same 404 as a post that does not exist, so nothing confirms that it does.

export type PostViewer = Pick<UserRow, 'id' | 'role'> | null;

export const postNotFound = () => new HttpError(404, 'postNotFound');

const posts = {
  id: sql.ref<number>('posts.id'),
  author: sql.ref<number>('posts.user_id'),
};

/** SQL over `posts`: published (finished, not hidden). */
export function publishedPosts(): RawBuilder<boolean> {
  return sql<boolean>`(posts.status = 'ready' and posts.hidden = 0)`;
}

/**
 * SQL over `posts`: the part of the rule that is the same for every viewer (published, author active). The
 * feed's shared ranked window is built with it and filtered per viewer afterwards (friends-only flag, blocks).
 */
export function postsVisibleToSomeone(): RawBuilder<boolean> {
  return sql<boolean>`(${publishedPosts()} and ${activeAccount(posts.author)})`;
}

/** SQL over `posts`: the author shows the viewer their posts and no block stands between them (the relation part). */
export function postsOpenTo(viewerId: number | null): RawBuilder<boolean> {
  return sql<boolean>`(${authorShowsPostsTo(posts.author, viewerId)} and ${noBlockBetween(posts.author, viewerId)})`;
}

/** SQL over `posts`: what a viewer gets in any list of posts and may act on: published and open to them. */
export function postsVisibleTo(viewerId: number | null): RawBuilder<boolean> {
  return sql<boolean>`(${publishedPosts()} and ${postsOpenTo(viewerId)})`;
}

/** SQL over `posts`: what a viewer may open (a post's page, its comments): a list's posts, plus their own in any state, plus hidden ones for admins. */
function postsReadableBy(viewer: PostViewer): RawBuilder<boolean> {
  if (viewer?.role === 'admin') return sql<boolean>`(posts.status = 'ready' or posts.user_id = ${viewer.id})`;
  if (viewer) return sql<boolean>`(posts.user_id = ${viewer.id} or ${postsVisibleTo(viewer.id)})`;
  return postsVisibleTo(null);
}

/** The post, if the viewer may open it (its page, its comments); else 404. */
export async function readablePost(db: Db, id: number, viewer: PostViewer): Promise<PostRow> {
  const row = await db.selectFrom('posts').selectAll().where('posts.id', '=', id).where(postsReadableBy(viewer)).executeTakeFirst();
  if (!row) throw postNotFound();
  return row;
}

/** The post, if the viewer may act on it (like, view, watch, comment, like its comments, donate for it); else 404. */
export async function actionablePost(db: Db, id: number, viewer: NonNullable<PostViewer>): Promise<PostRow> {
  const row = await db.selectFrom('posts').selectAll().where('posts.id', '=', id).where(postsVisibleTo(viewer.id)).executeTakeFirst();
  if (!row) throw postNotFound();
  return row;
}

/** Which of the ids the viewer may act on, with their rows (a batch of watch times). */
export async function actionablePosts(db: Db, ids: readonly number[], viewer: NonNullable<PostViewer>): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('posts').selectAll().where('posts.id', 'in', [...new Set(ids)]).where(postsVisibleTo(viewer.id)).execute();
}

/**
 * The post's author and state whatever the viewer may see (undefined: no such post); the caller decides what
 * to tell whom (a boost: 403 for someone else's post they may open, else 404, by isReadable).
 */
export async function postStateOf(db: Db, id: number): Promise<Pick<PostRow, 'id' | 'user_id' | 'status' | 'hidden'> | undefined> {
  return db.selectFrom('posts').select(['id', 'user_id', 'status', 'hidden']).where('id', '=', id).executeTakeFirst();
}

/** Whether the viewer may open the post with this id (used where a post is only referred to, e.g. a report). */
export async function isReadable(db: Db, id: number, viewer: PostViewer): Promise<boolean> {
  const row = await db.selectFrom('posts').select('posts.id').where('posts.id', '=', id).where(postsReadableBy(viewer)).executeTakeFirst();
  return row !== undefined;
}

/** For a batch already loaded: ids of those the viewer may act on, in one query. */
export async function visibleIdsAmong(db: Db, ids: readonly number[], viewerId: number | null): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('posts').select('posts.id').where('posts.id', 'in', [...new Set(ids)]).where(postsVisibleTo(viewerId)).execute();
  return new Set(rows.map((row) => row.id));
}
