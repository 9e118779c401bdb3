import {
  type AdminReport,
  type CreateReportRequest,
  type HandleReportRequest,
  REPORT_QUEUE_PAGE,
  REPORT_TARGET_TYPES,
  type ReportReason,
} from '../../../common/contract/reports';
import { type Db, nowIso } from '../../db';
import type { Selectable } from 'kysely';
import type { ReportStatus, ReportTargetType, ReportsTable, UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { suspendUser } from '../admin/service';
import { deleteComment } from '../comments/service';
import { deleteMessage, forumMessageOwner, forumMessagesForReports } from '../forums/service';
import { TIME_ID, decodeCursor, encodeCursor } from '../posts/cursor';
import { removePost, setHidden } from '../posts/service';
import { isReadable } from '../posts/visibility';
import { notify } from '../notifications/service';

// Reports: anyone signed in reports a post, comment or profile they can see; admins work through
// the queue. Handling one report (dismiss, remove the content, suspend the account) closes every open
// report of the same target with the same outcome.

const targetNotFound = () => new HttpError(404, 'reportTargetNotFound');
const reportNotFound = () => new HttpError(404, 'reportNotFound');
type Reporter = Pick<UserRow, 'id' | 'role'>;
type ReportRow = Selectable<ReportsTable>;

/** The account behind a target the reporter may see; 404 when it is gone or hidden from them. */
async function targetOwner(deps: AppDeps, reporter: Reporter, type: ReportTargetType, id: number): Promise<number> {
  const db = deps.db;
  if (type === 'post') {
    const post = await db.selectFrom('posts').select('user_id').where('id', '=', id).executeTakeFirst();
    if (!post || !(await isReadable(db, id, reporter))) throw targetNotFound();
    return post.user_id;
  }
  if (type === 'comment') {
    const comment = await db.selectFrom('comments').select(['user_id', 'post_id']).where('id', '=', id).executeTakeFirst();
    if (!comment || !(await isReadable(db, comment.post_id, reporter))) throw targetNotFound();
    return comment.user_id;
  }
  if (type === 'forum_post') {
    const owner = await forumMessageOwner(deps, reporter, id);
    if (owner === null) throw targetNotFound();
    return owner;
  }
  const user = await db.selectFrom('users').select(['id']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!user) throw targetNotFound();
  return user.id;
}

function receipt(row: Pick<ReportRow, 'id' | 'status' | 'created_at'>) {
  return { id: row.id, status: row.status, created_at: row.created_at };
}

/**
 * Files a report. The target must exist and be visible to the reporter (else 404); one's own profile or
 * content is a 422; a second open report of the same target by the same person answers the first.
 */
export async function createReport(deps: AppDeps, reporter: UserRow, input: CreateReportRequest) {
  const ownerId = await targetOwner(deps, reporter, input.target_type, input.target_id);
  if (ownerId === reporter.id) throw new HttpError(422, 'reportOwnContent', { target_id: ['reportOwnContent'] });
  const openReport = () =>
    deps.db
      .selectFrom('reports')
      .select(['id', 'status', 'created_at'])
      .where('reporter_id', '=', reporter.id)
      .where('target_type', '=', input.target_type)
      .where('target_id', '=', input.target_id)
      .where('status', '=', 'open')
      .executeTakeFirst();
  const existing = await openReport();
  if (existing) return { created: false, report: receipt(existing) };
  // Two at the same moment (a double click): the index reports_open_once lets one in; the other answers it.
  const row = await deps.db
    .insertInto('reports')
    .values({
      reporter_id: reporter.id,
      target_type: input.target_type,
      target_id: input.target_id,
      target_user_id: ownerId,
      reason: input.reason,
      details: input.details ? input.details : null,
      status: 'open',
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'status', 'created_at'])
    .executeTakeFirst();
  if (row) return { created: true, report: receipt(row) };
  const first = await openReport();
  // Handled in the instant between: this report is a new one after all.
  if (!first) return createReport(deps, reporter, input);
  return { created: false, report: receipt(first) };
}

// --------------------------------------------------------------------------------------------- admins

/** Serializes reports with their people, the content as it is now, and the open reports per target. */
async function toAdminReports(db: Db, rows: ReportRow[]): Promise<AdminReport[]> {
  if (rows.length === 0) return [];
  const ids = (type: ReportTargetType) => [...new Set(rows.filter((row) => row.target_type === type).map((row) => row.target_id))];
  const postIds = ids('post');
  const commentIds = ids('comment');
  const forumPostIds = ids('forum_post');
  const userIds = [
    ...new Set(rows.flatMap((row) => [row.reporter_id, row.target_user_id, ...(row.handled_by !== null ? [row.handled_by] : [])])),
  ];
  const [users, posts, comments, forumPosts, openCounts] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'name', 'image', 'bio', 'role', 'suspended_at', 'deleted_at'])
      .where('id', 'in', userIds)
      .execute(),
    postIds.length
      ? db.selectFrom('posts').select(['id', 'title', 'text', 'poster_path', 'hidden']).where('id', 'in', postIds).execute()
      : Promise.resolve([]),
    commentIds.length
      ? db.selectFrom('comments').select(['id', 'post_id', 'text']).where('id', 'in', commentIds).execute()
      : Promise.resolve([]),
    forumMessagesForReports(db, forumPostIds),
    db
      .selectFrom('reports')
      .select(['target_type', 'target_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'open')
      .where((eb) =>
        eb.or(
          REPORT_TARGET_TYPES
            .filter((type) => ids(type).length > 0)
            .map((type) => eb.and([eb('target_type', '=', type), eb('target_id', 'in', ids(type))])),
        ),
      )
      .groupBy(['target_type', 'target_id'])
      .execute(),
  ]);
  const userById = new Map(users.map((user) => [user.id, user]));
  const postById = new Map(posts.map((post) => [post.id, post]));
  const commentById = new Map(comments.map((comment) => [comment.id, comment]));
  const forumPostById = new Map(forumPosts.map((entry) => [entry.id, entry]));
  const openByTarget = new Map(openCounts.map((entry) => [`${entry.target_type}:${entry.target_id}`, Number(entry.n)]));
  const person = (id: number) => {
    const user = userById.get(id);
    return {
      id,
      name: user?.name ?? '',
      image: user?.image ?? null,
      role: user?.role ?? 'user',
      suspended: (user?.suspended_at ?? null) !== null,
      deleted: !user || user.deleted_at !== null,
    };
  };
  return rows.map((row) => {
    const post = row.target_type === 'post' ? postById.get(row.target_id) : undefined;
    const comment = row.target_type === 'comment' ? commentById.get(row.target_id) : undefined;
    const profile = row.target_type === 'user' ? userById.get(row.target_id) : undefined;
    const forumPost = row.target_type === 'forum_post' ? forumPostById.get(row.target_id) : undefined;
    const handler = row.handled_by !== null ? userById.get(row.handled_by) : undefined;
    return {
      id: row.id,
      target_type: row.target_type,
      target_id: row.target_id,
      reason: row.reason as ReportReason,
      details: row.details,
      status: row.status,
      created_at: row.created_at,
      handled_at: row.handled_at,
      handled_by: row.handled_by !== null ? { id: row.handled_by, name: handler?.name ?? '' } : null,
      reporter: person(row.reporter_id),
      target_user: person(row.target_user_id),
      content: {
        post: post ? { id: post.id, title: post.title, text: post.text, poster: post.poster_path, hidden: post.hidden === 1 } : null,
        comment: comment ? { id: comment.id, post_id: comment.post_id, text: comment.text } : null,
        profile: profile && profile.deleted_at === null ? { id: profile.id, name: profile.name, bio: profile.bio, image: profile.image } : null,
        forum_post: forumPost ?? null,
      },
      open_reports: openByTarget.get(`${row.target_type}:${row.target_id}`) ?? 0,
    };
  });
}

/** The queue: open reports oldest first (first come, first handled); handled ones newest first. */
export async function listReports(deps: AppDeps, query: { status: ReportStatus; cursor?: string; limit?: number }) {
  const limit = query.limit ?? REPORT_QUEUE_PAGE;
  const cursor = decodeCursor(query.cursor, TIME_ID);
  const ascending = query.status === 'open';
  const direction = ascending ? 'asc' : 'desc';
  let select = deps.db
    .selectFrom('reports')
    .selectAll()
    .where('status', '=', query.status)
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(limit + 1);
  if (cursor) {
    const beyond = ascending ? '>' : '<';
    select = select.where((eb) =>
      eb.or([eb('created_at', beyond, cursor.c), eb.and([eb('created_at', '=', cursor.c), eb('id', beyond, cursor.i)])]),
    );
  }
  const rows = await select.execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    reports: await toAdminReports(deps.db, page),
    hasMore: rows.length > limit,
    nextCursor: rows.length > limit && last ? encodeCursor({ c: last.created_at, i: last.id }) : null,
  };
}

const OUTCOME: Record<HandleReportRequest['action'], Exclude<ReportStatus, 'open'>> = {
  dismiss: 'dismissed',
  remove: 'removed',
  suspend: 'suspended',
};

/**
 * Handles an open report: dismiss it, remove the reported content (a post is hidden, or deleted with its
 * media; a comment is deleted with its replies and counters; a profile loses its bio and picture), or
 * suspend the account behind it. Every open report of the same target closes with the same outcome.
 */
export async function handleReport(deps: AppDeps, admin: UserRow, id: number, input: HandleReportRequest) {
  const report = await deps.db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
  if (!report) throw reportNotFound();
  if (report.status !== 'open') throw new HttpError(409, 'reportAlreadyHandled');
  if (input.action === 'suspend' && !input.suspension_reason) {
    throw new HttpError(422, 'suspensionReasonRequired', { suspension_reason: ['suspensionReasonRequired'] });
  }
  // Claim first: of two admins deciding at the same moment, only one acts; the other gets a 409.
  const claimed = await deps.db
    .updateTable('reports')
    .set({ status: OUTCOME[input.action], handled_by: admin.id, handled_at: nowIso() })
    .where('target_type', '=', report.target_type)
    .where('target_id', '=', report.target_id)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  const claimedIds = claimed.map((row) => row.id);
  const release = () =>
    claimedIds.length > 0
      ? deps.db.updateTable('reports').set({ status: 'open', handled_by: null, handled_at: null }).where('id', 'in', claimedIds).execute()
      : Promise.resolve([]);
  if (!claimedIds.includes(id)) {
    await release();
    throw new HttpError(409, 'reportAlreadyHandled');
  }
  try {
    if (input.action === 'suspend') await suspendUser(deps, admin, report.target_user_id, input.suspension_reason!);
    else if (input.action === 'remove') await removeContent(deps, admin, report, input.removal ?? 'hide');
  } catch (error) {
    // Refused (an admin's account, one's own) or failed: the reports stay open.
    await release();
    throw error;
  }
  // A moderation warning to whose content was removed (a suspended person reads it when the suspension ends).
  if (input.action !== 'dismiss') {
    await notify(deps, {
      userId: report.target_user_id,
      type: 'warning',
      subject: { action: input.action, target: report.target_type },
      link: null,
      source: `report:${report.target_type}:${report.target_id}:${input.action}`,
    });
  }
  const updated = await deps.db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const [serialized] = await toAdminReports(deps.db, [updated]);
  return { report: serialized!, closed: claimedIds.length };
}

/** Removes the reported content; content already gone counts as removed. */
async function removeContent(deps: AppDeps, admin: UserRow, report: ReportRow, removal: 'hide' | 'delete'): Promise<void> {
  const gone = (error: unknown) => error instanceof HttpError && error.status === 404;
  try {
    if (report.target_type === 'post') {
      if (removal === 'delete') await removePost(deps, report.target_id, admin);
      else await setHidden(deps, admin, report.target_id, true);
    } else if (report.target_type === 'comment') {
      await deleteComment(deps, admin, report.target_id);
    } else if (report.target_type === 'forum_post') {
      await deleteMessage(deps, admin, report.target_id);
    } else {
      await deps.db
        .updateTable('users')
        .set({ bio: null, image: null, updated_at: nowIso() })
        .where('id', '=', report.target_id)
        .execute();
      await deps.events.publish({ type: 'account.changed', userId: report.target_id, kind: 'profile' });
    }
  } catch (error) {
    if (!gone(error)) throw error;
  }
}
