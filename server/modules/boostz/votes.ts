import type { CreatePollRequest, PollView } from '../../../common/contract/boostz';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { PollsTable, UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, notFound, validationError } from '../../http/errors';
import type { Selectable } from 'kysely';

// Voting (/vote [auth+email], POST /api/vote {optionIndex}): admins create polls; everyone with a verified
// address votes once per poll (the primary key decides, a second vote changes nothing); results show after
// one's vote or after the end. The spec's call names no poll: it votes in the current one.

type PollRow = Selectable<PollsTable>;

async function toViews(db: Db, rows: PollRow[], viewer: Pick<UserRow, 'id' | 'role'> | null, now: Date, forAdmin = false): Promise<PollView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [counts, mine] = await Promise.all([
    db
      .selectFrom('poll_votes')
      .select(['poll_id', 'option_index', (eb) => eb.fn.countAll<number>().as('count')])
      .where('poll_id', 'in', ids)
      .groupBy(['poll_id', 'option_index'])
      .execute(),
    viewer ? db.selectFrom('poll_votes').select(['poll_id', 'option_index']).where('user_id', '=', viewer.id).where('poll_id', 'in', ids).execute() : Promise.resolve([]),
  ]);
  const myVote = new Map(mine.map((vote) => [vote.poll_id, vote.option_index]));
  return rows.map((row) => {
    const options = JSON.parse(row.options) as string[];
    const results = options.map(() => 0);
    for (const entry of counts) if (entry.poll_id === row.id && entry.option_index < results.length) results[entry.option_index] = Number(entry.count);
    const open = row.ends_at > now.toISOString();
    const vote = myVote.get(row.id) ?? null;
    return {
      id: row.id,
      question: row.question,
      options,
      ends_at: row.ends_at,
      open,
      votes_total: results.reduce((sum, value) => sum + value, 0),
      results: forAdmin || !open || vote !== null ? results : null,
      my_vote: vote,
    };
  });
}

async function currentPollRow(db: Db, now: Date): Promise<PollRow | undefined> {
  return db.selectFrom('polls').selectAll().where('ends_at', '>', now.toISOString()).orderBy('ends_at').orderBy('id').executeTakeFirst();
}

export async function currentPoll(deps: AppDeps, viewer: UserRow | null, now = new Date()) {
  const current = await currentPollRow(deps.db, now);
  const recent = await deps.db.selectFrom('polls').selectAll().where('ends_at', '<=', now.toISOString()).orderBy('ends_at', 'desc').limit(5).execute();
  const [poll] = current ? await toViews(deps.db, [current], viewer, now) : [null];
  return { poll: poll ?? null, recent: await toViews(deps.db, recent, viewer, now) };
}

export async function vote(deps: AppDeps, user: UserRow, optionIndex: number, pollId: number | undefined, now = new Date()) {
  const row = pollId ? await deps.db.selectFrom('polls').selectAll().where('id', '=', pollId).executeTakeFirst() : await currentPollRow(deps.db, now);
  if (!row) throw notFound('pollNotFound');
  if (row.ends_at <= now.toISOString()) throw new HttpError(409, 'pollClosed');
  const options = JSON.parse(row.options) as string[];
  if (optionIndex >= options.length) throw validationError('optionIndex', 'invalidOption');
  const inserted = await deps.db
    .insertInto('poll_votes')
    .values({ poll_id: row.id, user_id: user.id, option_index: optionIndex, created_at: nowIso(now) })
    .onConflict((conflict) => conflict.columns(['poll_id', 'user_id']).doNothing())
    .returning('poll_id')
    .executeTakeFirst();
  const [poll] = await toViews(deps.db, [row], user, now);
  return { poll: poll!, created: inserted !== undefined };
}

export async function createPoll(deps: AppDeps, admin: UserRow, request: CreatePollRequest, now = new Date()) {
  const endsAt = new Date(request.ends_at);
  if (Number.isNaN(endsAt.getTime()) || endsAt.getTime() <= now.getTime()) throw validationError('ends_at', 'invalidEndTime');
  const row = await deps.db
    .insertInto('polls')
    .values({
      question: request.question.trim(),
      options: JSON.stringify(request.options.map((option) => option.trim())),
      ends_at: endsAt.toISOString(),
      created_by: admin.id,
      created_at: nowIso(now),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const [poll] = await toViews(deps.db, [row], admin, now, true);
  return poll!;
}

export async function allPolls(deps: AppDeps, admin: UserRow, now = new Date()) {
  const rows = await deps.db.selectFrom('polls').selectAll().orderBy('id', 'desc').limit(100).execute();
  return toViews(deps.db, rows, admin, now, true);
}
