import {
  FORUM_MESSAGES_PAGE,
  FORUM_PAGE_SIZE,
  type CreateForumMessageRequest,
  type CreateForumRequest,
  type Forum,
  type ForumListAnswer,
  type ForumMessage,
  type ForumSummary,
  type ModerateForumRequest,
} from '../../../common/contract/forums';
import { type Db, nowIso } from '../../db';
import type { ForumMessageRow, ForumRow, UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { notify } from '../notifications/service';
import { decodeCursor, encodeCursor } from '../posts/cursor';
import { blockedEitherWay, cachedHiddenAuthorIds } from '../social/relations';

// Forums: threads with posts in Markdown (the safe subset of common/rules/markdown.ts, rendered by the
// renderer; the server stores the text as typed and never produces HTML). Anyone reads; signed-in people open
// threads and post; authors edit and delete their own posts; admins lock, pin, move and delete. Posts by people
// the viewer blocked or muted, or who blocked the viewer, are left out for that viewer, and the two cannot answer
// each other's posts. forums.messages_count and last_activity_at change in the transaction of the post.

type Viewer = Pick<UserRow, 'id' | 'role'> | null;

const forumNotFound = () => new HttpError(404, 'forumNotFound');
const messageNotFound = () => new HttpError(404, 'forumMessageNotFound');
const locked = () => new HttpError(409, 'forumLocked');
const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';

const LIST_CURSOR = { p: 'number', a: 'string', i: 'number' } as const;
const THREAD_CURSOR = { i: 'number' } as const;

type Person = { id: number; name: string; image: string | null };

async function peopleById(db: Db, ids: (number | null)[]): Promise<Map<number, Person>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'image'])
    .where('id', 'in', wanted)
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

async function gamesById(db: Db, ids: (number | null)[]): Promise<Map<number, { id: number; name: string }>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('games').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

async function toSummaries(db: Db, rows: ForumRow[]): Promise<ForumSummary[]> {
  const [people, games] = await Promise.all([peopleById(db, rows.map((row) => row.user_id)), gamesById(db, rows.map((row) => row.game_id))]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    user: row.user_id === null ? null : (people.get(row.user_id) ?? null),
    game: row.game_id === null ? null : (games.get(row.game_id) ?? null),
    pinned: Boolean(row.pinned),
    locked: Boolean(row.locked),
    messages_count: row.messages_count,
    created_at: row.created_at,
    last_activity_at: row.last_activity_at,
  }));
}

function toMessages(rows: ForumMessageRow[], people: Map<number, Person>, viewer: Viewer, forumLocked: boolean): ForumMessage[] {
  return rows.map((row) => {
    const deleted = row.deleted_at !== null;
    const own = viewer !== null && row.user_id === viewer.id;
    return {
      id: row.id,
      forum_id: row.forum_id,
      user: deleted || row.user_id === null ? null : (people.get(row.user_id) ?? null),
      text: deleted ? '' : row.text,
      reply_to: row.reply_to,
      created_at: row.created_at,
      edited_at: deleted ? null : row.edited_at,
      deleted,
      can_edit: own && !deleted && !forumLocked,
      can_delete: !deleted && (own || isAdmin(viewer)),
    };
  });
}

async function messagesWithPeople(db: Db, rows: ForumMessageRow[], viewer: Viewer, forumLocked: boolean): Promise<ForumMessage[]> {
  return toMessages(rows, await peopleById(db, rows.map((row) => row.user_id)), viewer, forumLocked);
}

async function hiddenFor(deps: AppDeps, viewer: Viewer): Promise<Set<number>> {
  return viewer ? cachedHiddenAuthorIds(deps, viewer.id) : new Set<number>();
}

export async function listForums(deps: AppDeps, viewer: Viewer, query: { game_id?: string | undefined; cursor?: string | undefined }): Promise<ForumListAnswer> {
  const db = deps.db;
  const cursor = decodeCursor(query.cursor, LIST_CURSOR);
  const hidden = await hiddenFor(deps, viewer);
  let select = db.selectFrom('forums').selectAll();
  if (query.game_id !== undefined) select = select.where('game_id', '=', Number(query.game_id));
  if (hidden.size) select = select.where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', 'not in', [...hidden])]));
  if (cursor) {
    select = select.where((eb) =>
      eb.or([
        eb('pinned', '<', cursor.p),
        eb.and([eb('pinned', '=', cursor.p), eb('last_activity_at', '<', cursor.a)]),
        eb.and([eb('pinned', '=', cursor.p), eb('last_activity_at', '=', cursor.a), eb('id', '<', cursor.i)]),
      ]),
    );
  }
  const rows = await select
    .orderBy('pinned', 'desc')
    .orderBy('last_activity_at', 'desc')
    .orderBy('id', 'desc')
    .limit(FORUM_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, FORUM_PAGE_SIZE);
  const last = page.at(-1);
  const hasMore = rows.length > FORUM_PAGE_SIZE;
  return {
    forums: await toSummaries(db, page),
    has_more: hasMore,
    next_cursor: hasMore && last ? encodeCursor({ p: last.pinned, a: last.last_activity_at, i: last.id }) : null,
  };
}

async function requireForum(db: Db, id: number): Promise<ForumRow> {
  const forum = await db.selectFrom('forums').selectAll().where('id', '=', id).executeTakeFirst();
  if (!forum) throw forumNotFound();
  return forum;
}

export async function showForum(deps: AppDeps, viewer: Viewer, id: number, cursorText: string | undefined): Promise<Forum> {
  const db = deps.db;
  const forum = await requireForum(db, id);
  const cursor = decodeCursor(cursorText, THREAD_CURSOR);
  const hidden = await hiddenFor(deps, viewer);
  let select = db.selectFrom('forum_messages').selectAll().where('forum_id', '=', id);
  if (cursor) select = select.where('id', '>', cursor.i);
  const rows = await select.orderBy('id').limit(FORUM_MESSAGES_PAGE + 1).execute();
  const page = rows.slice(0, FORUM_MESSAGES_PAGE);
  const hasMore = rows.length > FORUM_MESSAGES_PAGE;
  const last = page.at(-1);
  const shown = hidden.size ? page.filter((row) => row.user_id === null || !hidden.has(row.user_id)) : page;
  const [summary] = await toSummaries(db, [forum]);
  return {
    ...summary!,
    messages: await messagesWithPeople(db, shown, viewer, Boolean(forum.locked)),
    has_more: hasMore,
    next_cursor: hasMore && last ? encodeCursor({ i: last.id }) : null,
    can_post: viewer !== null && !forum.locked,
    can_moderate: isAdmin(viewer),
  };
}

async function requireGame(db: Db, gameId: number): Promise<void> {
  const game = await db.selectFrom('games').select('id').where('id', '=', gameId).executeTakeFirst();
  if (!game) throw new HttpError(422, 'gameNotFound', { game_id: ['gameNotFound'] });
}

export async function createForum(deps: AppDeps, user: UserRow, body: CreateForumRequest): Promise<ForumSummary> {
  const gameId = body.game_id ?? null;
  if (gameId !== null) await requireGame(deps.db, gameId);
  const now = nowIso();
  const forum = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('forums')
      .values({ title: body.title, user_id: user.id, game_id: gameId, messages_count: 1, created_at: now, last_activity_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.insertInto('forum_messages').values({ forum_id: row.id, user_id: user.id, reply_to: null, text: body.message, created_at: now }).execute();
    return row;
  });
  const [summary] = await toSummaries(deps.db, [forum]);
  return summary!;
}

export async function postMessage(deps: AppDeps, user: UserRow, body: CreateForumMessageRequest): Promise<ForumMessage> {
  const db = deps.db;
  const forum = await requireForum(db, body.forum_id);
  if (forum.locked) throw locked();
  const replyTo = body.reply_to ?? null;
  if (replyTo !== null) {
    const parent = await db.selectFrom('forum_messages').select(['forum_id', 'user_id', 'deleted_at']).where('id', '=', replyTo).executeTakeFirst();
    if (!parent) throw new HttpError(422, 'forumMessageNotFound', { reply_to: ['forumMessageNotFound'] });
    if (parent.forum_id !== forum.id) throw new HttpError(422, 'forumReplyOtherThread', { reply_to: ['forumReplyOtherThread'] });
    if (parent.deleted_at !== null) throw new HttpError(422, 'forumReplyDeleted', { reply_to: ['forumReplyDeleted'] });
    if (parent.user_id !== null && parent.user_id !== user.id && (await blockedEitherWay(db, parent.user_id, user.id))) {
      throw new HttpError(403, 'forumBlocked');
    }
  }
  const now = nowIso();
  const row = await db.transaction().execute(async (trx) => {
    // The counter first, only while the thread is open: it locks the thread's row, so a lock (or a delete) at
    // the same moment either comes before this post (then it is refused) or after it.
    const counted = await trx
      .updateTable('forums')
      .set((eb) => ({ messages_count: eb('messages_count', '+', 1), last_activity_at: now }))
      .where('id', '=', forum.id)
      .where('locked', '=', 0)
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) === 0) {
      const still = await trx.selectFrom('forums').select('id').where('id', '=', forum.id).executeTakeFirst();
      throw still ? locked() : forumNotFound();
    }
    return trx
      .insertInto('forum_messages')
      .values({ forum_id: forum.id, user_id: user.id, reply_to: replyTo, text: body.message, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  await announceChange(deps, forum.id);
  await notifyReply(deps, forum, row);
  const [message] = await messagesWithPeople(db, [row], user, false);
  return message!;
}

/** Open tabs of the thread load it again (the realtime event carries no text: blocks and mutes filter per reader). */
async function announceChange(deps: AppDeps, forumId: number): Promise<void> {
  await deps.realtime.publish({ audience: 'all', type: 'forum.changed', data: { forum_id: forumId } });
}

/** How many of a thread's people a reply tells at most (its author and the latest to write in it). */
const REPLY_RECIPIENTS_MAX = 200;

/**
 * A reply tells the thread's author and everyone who wrote in it, except the replier and whoever does not see the
 * replier's posts (blocked either way, or muted: the thread hides them for that reader). notify() leaves out blocks
 * once more and follows each person's settings; the entries of one thread gather: "Kim und 2 weitere haben im
 * Thema … geantwortet".
 */
async function notifyReply(deps: AppDeps, forum: ForumRow, reply: ForumMessageRow): Promise<void> {
  const replier = reply.user_id;
  if (replier === null) return;
  const participants = await deps.db
    .selectFrom('forum_messages')
    .select('user_id')
    .where('forum_id', '=', forum.id)
    .where('deleted_at', 'is', null)
    .where('user_id', 'is not', null)
    .where('user_id', '!=', replier)
    .groupBy('user_id')
    .orderBy((eb) => eb.fn.max('id'), 'desc')
    .limit(REPLY_RECIPIENTS_MAX)
    .execute();
  const candidates = new Set<number>();
  if (forum.user_id !== null && forum.user_id !== replier) candidates.add(forum.user_id);
  for (const row of participants) if (row.user_id !== null) candidates.add(row.user_id);
  if (candidates.size === 0) return;
  const active = await deps.db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...candidates])
    .where('deleted_at', 'is', null)
    .where('suspended_at', 'is', null)
    .execute();
  const hidden = await Promise.all(active.map(async (person) => (await cachedHiddenAuthorIds(deps, person.id)).has(replier)));
  const recipients = active.filter((_, index) => !hidden[index]).map((person) => person.id);
  await notify(
    deps,
    recipients.map((userId) => ({
      userId,
      type: 'forum_reply' as const,
      actorId: replier,
      subject: { title: forum.title },
      link: `/foren/${forum.id}`,
      groupKey: `forum:${forum.id}`,
      source: `forum_reply:${reply.id}`,
    })),
  );
}

async function requireMessage(db: Db, id: number): Promise<ForumMessageRow> {
  const row = await db.selectFrom('forum_messages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.deleted_at !== null) throw messageNotFound();
  return row;
}

export async function editMessage(deps: AppDeps, user: UserRow, id: number, text: string): Promise<ForumMessage> {
  const db = deps.db;
  const row = await requireMessage(db, id);
  if (row.user_id !== user.id) throw new HttpError(403, 'forumNotAuthor');
  const forum = await requireForum(db, row.forum_id);
  if (forum.locked) throw locked();
  const updated = await db
    .updateTable('forum_messages')
    .set({ text, edited_at: nowIso() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw messageNotFound();
  await announceChange(deps, updated.forum_id);
  const [message] = await messagesWithPeople(db, [updated], user, false);
  return message!;
}

export async function deleteMessage(deps: AppDeps, user: UserRow, id: number): Promise<void> {
  const db = deps.db;
  const row = await requireMessage(db, id);
  if (row.user_id !== user.id && !isAdmin(user)) throw new HttpError(403, 'forbidden');
  await db.transaction().execute(async (trx) => {
    const gone = await trx
      .updateTable('forum_messages')
      .set({ deleted_at: nowIso(), text: '' })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(gone.numUpdatedRows) === 0) throw messageNotFound();
    await trx
      .updateTable('forums')
      .set((eb) => ({ messages_count: eb('messages_count', '-', 1) }))
      .where('id', '=', row.forum_id)
      .where('messages_count', '>', 0)
      .execute();
  });
  await announceChange(deps, row.forum_id);
}

export async function moderateForum(deps: AppDeps, id: number, body: ModerateForumRequest): Promise<ForumSummary> {
  const db = deps.db;
  await requireForum(db, id);
  if (body.game_id !== undefined && body.game_id !== null) await requireGame(db, body.game_id);
  const changes: { locked?: number; pinned?: number; game_id?: number | null } = {};
  if (body.locked !== undefined) changes.locked = body.locked ? 1 : 0;
  if (body.pinned !== undefined) changes.pinned = body.pinned ? 1 : 0;
  if (body.game_id !== undefined) changes.game_id = body.game_id;
  const row =
    Object.keys(changes).length === 0
      ? await requireForum(db, id)
      : await db.updateTable('forums').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw forumNotFound();
  const [summary] = await toSummaries(db, [row]);
  return summary!;
}

export async function deleteForum(deps: AppDeps, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    // Posts first: their reply_to points at each other, and SQLite's foreign keys check row by row.
    await trx.updateTable('forum_messages').set({ reply_to: null }).where('forum_id', '=', id).execute();
    await trx.deleteFrom('forum_messages').where('forum_id', '=', id).execute();
    const gone = await trx.deleteFrom('forums').where('id', '=', id).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw forumNotFound();
  });
}

// ---------------------------------------------------------------------------------- reports (the admins' queue)

/**
 * The author of a forum post someone may report: it exists, is not deleted, has an author, and the reporter can
 * see it (not hidden from them by a block); null otherwise.
 */
export async function forumMessageOwner(deps: Pick<AppDeps, 'db' | 'caches'>, reporter: Pick<UserRow, 'id'>, id: number): Promise<number | null> {
  const row = await deps.db.selectFrom('forum_messages').select(['user_id', 'deleted_at']).where('id', '=', id).executeTakeFirst();
  if (!row || row.deleted_at !== null || row.user_id === null) return null;
  if ((await cachedHiddenAuthorIds(deps, reporter.id)).has(row.user_id)) return null;
  return row.user_id;
}

/** Reported forum posts as the admin's queue shows them (deleted ones are gone: null). */
export async function forumMessagesForReports(db: Db, ids: number[]): Promise<{ id: number; forum_id: number; forum_title: string; text: string }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('forum_messages')
    .innerJoin('forums', 'forums.id', 'forum_messages.forum_id')
    .select(['forum_messages.id as id', 'forum_messages.forum_id as forum_id', 'forums.title as forum_title', 'forum_messages.text as text'])
    .where('forum_messages.id', 'in', ids)
    .where('forum_messages.deleted_at', 'is', null)
    .execute();
}
