import { COMMENT_PAGE_SIZE, type Comment } from '../../../common/contract/comments';
import { ageHours, commentScore } from '../../../common/rules/comment-ranking';
import { type Db, nowIso } from '../../db';
import type { CommentRow, UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, forbidden } from '../../http/errors';
import { notify } from '../notifications/service';
import { userAudience } from '../../platform/realtime';
import { decodeCursor, encodeCursor } from '../posts/cursor';
import { actionablePost, isReadable, readablePost } from '../posts/visibility';
import { blockedEitherWay, cachedHiddenAuthorIds, followerCounts } from '../social/relations';

// Comments with one level of replies (spec §3 Comment, §5, §9 ranking). posts.comments_count counts every
// comment including replies; comments.replies_count counts a comment's replies; comments.likes_count its
// likes. Each changes in the same transaction as the rows it counts.

const commentNotFound = () => new HttpError(404, 'commentNotFound');
type Viewer = Pick<UserRow, 'id' | 'role'> | null;

/**
 * Top-level comments in §9 order, ranked at one moment `t` that the cursor carries on, so every page of a
 * long thread ranks by the same clock (see the feed for the same idea); replies oldest first inside.
 */
const LIST_CURSOR = { t: 'number', s: 'number', i: 'number' } as const;

/** Serializes comments (and the replies given for them), loading authors and likes for all at once. */
async function toComments(db: Db, top: CommentRow[], replies: CommentRow[], nowMs: number): Promise<Comment[]> {
  const all = [...top, ...replies];
  if (all.length === 0) return [];
  const userIds = [...new Set(all.map((row) => row.user_id))];
  const [users, followers, likes] = await Promise.all([
    db.selectFrom('users').select(['id', 'name', 'image']).where('id', 'in', userIds).execute(),
    followerCounts(db, userIds),
    db
      .selectFrom('comment_likes')
      .select(['id', 'user_id', 'comment_id'])
      .where('comment_id', 'in', all.map((row) => row.id))
      .orderBy('id')
      .execute(),
  ]);
  const userById = new Map(users.map((user) => [user.id, user]));
  const likesByComment = new Map<number, { id: number; user_id: number }[]>();
  for (const like of likes) {
    const list = likesByComment.get(like.comment_id) ?? [];
    list.push({ id: like.id, user_id: like.user_id });
    likesByComment.set(like.comment_id, list);
  }
  const fields = (row: CommentRow) => {
    const user = userById.get(row.user_id);
    const authorFollowers = followers.get(row.user_id) ?? 0;
    return {
      id: row.id,
      post_id: row.post_id,
      parent_id: row.parent_id,
      user: { id: row.user_id, name: user?.name ?? '', image: user?.image ?? null, followers: authorFollowers },
      text: row.text,
      created_at: row.created_at,
      likes: likesByComment.get(row.id) ?? [],
      replies_count: row.replies_count,
      score: commentScore({
        likes: row.likes_count,
        replies: row.replies_count,
        authorFollowers,
        ageHours: ageHours(row.created_at, nowMs),
      }),
    };
  };
  const repliesByParent = new Map<number, CommentRow[]>();
  for (const reply of replies) {
    if (reply.parent_id === null) continue;
    const list = repliesByParent.get(reply.parent_id) ?? [];
    list.push(reply);
    repliesByParent.set(reply.parent_id, list);
  }
  return top.map((row) => ({
    ...fields(row),
    replies: (repliesByParent.get(row.id) ?? []).map((reply) => ({ ...fields(reply), replies: [] })),
  }));
}

export async function listComments(deps: AppDeps, postId: number, viewer: Viewer, cursorText: string | undefined) {
  const db = deps.db;
  await readablePost(db, postId, viewer);
  const cursor = decodeCursor(cursorText, LIST_CURSOR);
  const snapshot = cursor?.t ?? Date.now();
  // Comments by people the viewer muted or blocked, or who blocked the viewer, are left out.
  const hidden = viewer ? await cachedHiddenAuthorIds(deps, viewer.id) : new Set<number>();
  const candidates = (
    await db
      .selectFrom('comments')
      .select(['id', 'user_id', 'likes_count', 'replies_count', 'created_at'])
      .where('post_id', '=', postId)
      .where('parent_id', 'is', null)
      .where('created_at', '<=', nowIso(new Date(snapshot)))
      .execute()
  ).filter((row) => !hidden.has(row.user_id));
  const followers = await followerCounts(db, [...new Set(candidates.map((row) => row.user_id))]);
  const ranked = candidates
    .map((row) => ({
      id: row.id,
      score: commentScore({
        likes: row.likes_count,
        replies: row.replies_count,
        authorFollowers: followers.get(row.user_id) ?? 0,
        ageHours: ageHours(row.created_at, snapshot),
      }),
    }))
    .sort((a, b) => b.score - a.score || b.id - a.id)
    .filter((entry) => !cursor || entry.score < cursor.s || (entry.score === cursor.s && entry.id < cursor.i));
  const page = ranked.slice(0, COMMENT_PAGE_SIZE);
  const ids = page.map((entry) => entry.id);
  const [rows, replies] = ids.length
    ? await Promise.all([
        db.selectFrom('comments').selectAll().where('id', 'in', ids).execute(),
        db.selectFrom('comments').selectAll().where('parent_id', 'in', ids).orderBy('created_at').orderBy('id').execute(),
      ])
    : [[], []];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const top = ids.map((id) => byId.get(id)).filter((row): row is CommentRow => row !== undefined);
  const shownReplies = hidden.size ? replies.filter((row) => !hidden.has(row.user_id)) : replies;
  const last = page.at(-1);
  const hasMore = ranked.length > COMMENT_PAGE_SIZE;
  return {
    comments: await toComments(db, top, shownReplies, snapshot),
    hasMore,
    nextCursor: hasMore && last ? encodeCursor({ t: snapshot, s: last.score, i: last.id }) : null,
  };
}

export async function createComment(
  deps: AppDeps,
  user: UserRow,
  body: { post_id: number; comment: string; parent_id?: number | null | undefined },
): Promise<Comment> {
  // Across a block the post is not there for either side (posts/visibility.ts).
  const post = await actionablePost(deps.db, body.post_id, user);
  const parentId = body.parent_id ?? null;
  if (parentId !== null) {
    const parent = await deps.db.selectFrom('comments').select(['id', 'post_id', 'parent_id', 'user_id']).where('id', '=', parentId).executeTakeFirst();
    // A comment by someone on the other side of a block is not there to answer, as in the list.
    if (!parent || (parent.user_id !== user.id && (await blockedEitherWay(deps.db, parent.user_id, user.id)))) {
      throw new HttpError(422, 'commentNotFound', { parent_id: ['commentNotFound'] });
    }
    if (parent.post_id !== body.post_id) throw new HttpError(422, 'replyToOtherPost', { parent_id: ['replyToOtherPost'] });
    if (parent.parent_id !== null) throw new HttpError(422, 'replyToReply', { parent_id: ['replyToReply'] });
  }
  const now = nowIso();
  const { row, comments } = await deps.db.transaction().execute(async (trx) => {
    if (parentId !== null) {
      // The parent's counter first: it locks the parent, so a delete of it running at the same time either
      // finishes before (then this reply finds no parent) or sees this reply in its replies_count.
      const parent = await trx
        .updateTable('comments')
        .set((eb) => ({ replies_count: eb('replies_count', '+', 1) }))
        .where('id', '=', parentId)
        .where('post_id', '=', body.post_id)
        .where('parent_id', 'is', null)
        .executeTakeFirst();
      if (Number(parent.numUpdatedRows) === 0) throw new HttpError(422, 'commentNotFound', { parent_id: ['commentNotFound'] });
    }
    const inserted = await trx
      .insertInto('comments')
      .values({ post_id: body.post_id, user_id: user.id, parent_id: parentId, text: body.comment, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    const counted = await trx
      .updateTable('posts')
      .set((eb) => ({ comments_count: eb('comments_count', '+', 1) }))
      .where('id', '=', body.post_id)
      .returning('comments_count')
      .executeTakeFirstOrThrow();
    return { row: inserted, comments: counted.comments_count };
  });
  // The post's comment count shows in the feeds.
  await deps.events.publish({ type: 'post.updated', postId: post.id, authorId: post.user_id });
  if (post.user_id !== user.id) {
    await deps.realtime.publish({
      audience: userAudience(post.user_id),
      type: 'post.commented',
      data: {
        post_id: post.id,
        comment_id: row.id,
        parent_id: row.parent_id,
        comments,
        preview: row.text.slice(0, 100),
        user: { id: user.id, name: user.name },
      },
    });
    await notify(deps, {
      userId: post.user_id,
      type: 'comment',
      actorId: user.id,
      link: `/post/${post.id}`,
      groupKey: `post:${post.id}`,
      source: `comment:${row.id}`,
    });
  }
  const [comment] = await toComments(deps.db, [row], [], Date.now());
  return comment!;
}

/** Deletes a comment (own; admins any) with its replies, and moves the counters by what went with it. */
export async function deleteComment(deps: AppDeps, user: UserRow, id: number): Promise<void> {
  const comment = await deps.db.selectFrom('comments').select(['id', 'user_id', 'post_id']).where('id', '=', id).executeTakeFirst();
  if (!comment) throw commentNotFound();
  // Someone else's: 403 where the user may see the post at all, else the same 404 as a missing comment.
  if (comment.user_id !== user.id && user.role !== 'admin') throw (await isReadable(deps.db, comment.post_id, user)) ? forbidden() : commentNotFound();
  const author = await deps.db.selectFrom('posts').select('user_id').where('id', '=', comment.post_id).executeTakeFirst();
  await deps.db.transaction().execute(async (trx) => {
    // RETURNING gives the row as deleted, so replies_count includes a reply that committed while we waited
    // for the row; the replies go with it by the foreign key's cascade.
    const deleted = await trx
      .deleteFrom('comments')
      .where('id', '=', id)
      .returning(['post_id', 'parent_id', 'replies_count'])
      .executeTakeFirst();
    if (!deleted) return;
    const gone = 1 + (deleted.parent_id === null ? deleted.replies_count : 0);
    if (deleted.parent_id !== null) {
      await trx
        .updateTable('comments')
        .set((eb) => ({ replies_count: eb('replies_count', '-', 1) }))
        .where('id', '=', deleted.parent_id)
        .execute();
    }
    await trx
      .updateTable('posts')
      .set((eb) => ({ comments_count: eb('comments_count', '-', gone) }))
      .where('id', '=', deleted.post_id)
      .execute();
  });
  if (author) await deps.events.publish({ type: 'post.updated', postId: comment.post_id, authorId: author.user_id });
}

export async function likeComment(deps: AppDeps, user: UserRow, commentId: number) {
  const comment = await deps.db.selectFrom('comments').select(['id', 'post_id', 'user_id']).where('id', '=', commentId).executeTakeFirst();
  if (!comment) throw commentNotFound();
  // The comment's post must be one the user may act on, and its author not on the other side of a block.
  await actionablePost(deps.db, comment.post_id, user).catch(() => {
    throw commentNotFound();
  });
  if (comment.user_id !== user.id && (await blockedEitherWay(deps.db, comment.user_id, user.id))) throw commentNotFound();
  return deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('comment_likes')
      .values({ user_id: user.id, comment_id: commentId, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'comment_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      const counted = await trx
        .updateTable('comments')
        .set((eb) => ({ likes_count: eb('likes_count', '+', 1) }))
        .where('id', '=', commentId)
        .returning('likes_count')
        .executeTakeFirstOrThrow();
      return { created: true, like: { id: inserted.id, user_id: user.id }, likes: counted.likes_count };
    }
    const existing = await trx
      .selectFrom('comment_likes')
      .select('id')
      .where('user_id', '=', user.id)
      .where('comment_id', '=', commentId)
      .executeTakeFirstOrThrow();
    const counted = await trx.selectFrom('comments').select('likes_count').where('id', '=', commentId).executeTakeFirstOrThrow();
    return { created: false, like: { id: existing.id, user_id: user.id }, likes: counted.likes_count };
  });
}

export async function unlikeComment(deps: AppDeps, user: UserRow, likeId: number): Promise<{ comment_id: number; likes: number }> {
  const like = await deps.db.selectFrom('comment_likes').select(['id', 'user_id', 'comment_id']).where('id', '=', likeId).executeTakeFirst();
  if (!like) throw new HttpError(404, 'likeNotFound');
  if (like.user_id !== user.id) throw forbidden();
  return deps.db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('comment_likes').where('id', '=', likeId).where('user_id', '=', user.id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) > 0) {
      await trx
        .updateTable('comments')
        .set((eb) => ({ likes_count: eb('likes_count', '-', 1) }))
        .where('id', '=', like.comment_id)
        .execute();
    }
    const comment = await trx.selectFrom('comments').select('likes_count').where('id', '=', like.comment_id).executeTakeFirst();
    return { comment_id: like.comment_id, likes: comment?.likes_count ?? 0 };
  });
}

/** How many comments and replies the user wrote since `since` (an ISO time) that still exist (quests). */
export async function commentsWrittenSince(db: Db, userId: number, since: string): Promise<number> {
  const row = await db.selectFrom('comments').select((eb) => eb.fn.countAll<number>().as('count')).where('user_id', '=', userId).where('created_at', '>=', since).executeTakeFirst();
  return Number(row?.count ?? 0);
}
