import { randomBytes } from 'node:crypto';
import type { BatchCheckAnswer, CreateGiveawayRequest, Giveaway, GiveawayAudit } from '../../../common/contract/giveaways';
import { GIVEAWAY_MAX_DAYS } from '../../../common/contract/giveaways';
import { drawWinners } from '../../../common/rules/giveaway-draw';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { GiveawaysTable, UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, notFound, validationError } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { notify } from '../notifications/service';
import type { Selectable } from 'kysely';

// Giveaways. Entering and drawing both take the giveaway's row first (an update that changes
// nothing), so an entry and the draw never overlap: an entry either counts in the draw or is refused as late.

export const DRAW_GIVEAWAY_JOB = 'giveaways.draw';
type GiveawayRow = Selectable<GiveawaysTable>;
type Viewer = Pick<UserRow, 'id' | 'role'> | null;

const giveawayNotFound = () => notFound('giveawayNotFound');

async function toGiveaways(db: Db, rows: GiveawayRow[], viewer: Viewer): Promise<Giveaway[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const gameIds = [...new Set(rows.map((row) => row.game_id))];
  const creatorIds = [...new Set(rows.map((row) => row.creator_id).filter((id): id is number => id !== null))];
  const [games, creators, winners, mine] = await Promise.all([
    db.selectFrom('games').select(['id', 'name', 'image']).where('id', 'in', gameIds).execute(),
    creatorIds.length ? db.selectFrom('users').select(['id', 'name', 'image']).where('id', 'in', creatorIds).execute() : Promise.resolve([]),
    db
      .selectFrom('giveaway_entries')
      .innerJoin('users', 'users.id', 'giveaway_entries.user_id')
      .select(['giveaway_entries.giveaway_id', 'users.id', 'users.name', 'users.image'])
      .where('giveaway_entries.giveaway_id', 'in', ids)
      .where('giveaway_entries.won', '=', 1)
      .orderBy('giveaway_entries.id')
      .execute(),
    viewer
      ? db.selectFrom('giveaway_entries').select(['giveaway_id', 'created_at', 'won']).where('user_id', '=', viewer.id).where('giveaway_id', 'in', ids).execute()
      : Promise.resolve([]),
  ]);
  const gameById = new Map(games.map((game) => [game.id, game]));
  const creatorById = new Map(creators.map((creator) => [creator.id, creator]));
  const mineById = new Map(mine.map((entry) => [entry.giveaway_id, entry]));
  return rows.map((row) => {
    const entry = mineById.get(row.id);
    return {
      id: row.id,
      game: gameById.get(row.game_id) ?? { id: row.game_id, name: '', image: null },
      creator: row.creator_id === null ? null : (creatorById.get(row.creator_id) ?? null),
      prize: row.prize,
      description: row.description,
      winner_count: row.winner_count,
      ends_at: row.ends_at,
      status: row.status,
      entries_count: row.entries_count,
      created_at: row.created_at,
      drawn_at: row.drawn_at,
      draw_seed: row.draw_seed,
      entries_hash: row.entries_hash,
      winners: winners.filter((winner) => winner.giveaway_id === row.id).map(({ id, name, image }) => ({ id, name, image })),
      my_entry: entry ? { entered_at: entry.created_at, won: entry.won === 1 } : null,
    };
  });
}

async function rowOf(db: Db, id: number): Promise<GiveawayRow> {
  const row = await db.selectFrom('giveaways').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw giveawayNotFound();
  return row;
}

export async function getGiveaway(deps: AppDeps, id: number, viewer: Viewer): Promise<Giveaway> {
  await drawDueGiveaways(deps);
  const [giveaway] = await toGiveaways(deps.db, [await rowOf(deps.db, id)], viewer);
  return giveaway!;
}

export async function listGiveaways(deps: AppDeps, viewer: Viewer, options: { status?: 'open' | 'past'; gameId?: number }) {
  await drawDueGiveaways(deps);
  const now = nowIso();
  let query = deps.db.selectFrom('giveaways').selectAll();
  if (options.gameId !== undefined) query = query.where('game_id', '=', options.gameId);
  query =
    options.status === 'past'
      ? query.where((eb) => eb.or([eb('status', '!=', 'open'), eb('ends_at', '<=', now)])).orderBy('ends_at', 'desc')
      : query.where('status', '=', 'open').where('ends_at', '>', now).orderBy('ends_at', 'asc');
  return toGiveaways(deps.db, await query.orderBy('id', 'desc').limit(100).execute(), viewer);
}

export async function myGiveaways(deps: AppDeps, user: UserRow) {
  await drawDueGiveaways(deps);
  const rows = await deps.db.selectFrom('giveaways').selectAll().where('creator_id', '=', user.id).orderBy('created_at', 'desc').limit(100).execute();
  return toGiveaways(deps.db, rows, user);
}

export async function myEntries(deps: AppDeps, user: UserRow) {
  await drawDueGiveaways(deps);
  const rows = await deps.db
    .selectFrom('giveaways')
    .innerJoin('giveaway_entries', 'giveaway_entries.giveaway_id', 'giveaways.id')
    .selectAll('giveaways')
    .where('giveaway_entries.user_id', '=', user.id)
    .orderBy('giveaway_entries.created_at', 'desc')
    .limit(100)
    .execute();
  return toGiveaways(deps.db, rows, user);
}

export async function allGiveaways(deps: AppDeps, admin: UserRow) {
  await drawDueGiveaways(deps);
  return toGiveaways(deps.db, await deps.db.selectFrom('giveaways').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute(), admin);
}

export async function createGiveaway(deps: AppDeps, user: UserRow, input: CreateGiveawayRequest, now = Date.now()): Promise<Giveaway> {
  const game = await deps.db.selectFrom('games').select(['id', 'creator_id']).where('id', '=', input.game_id).executeTakeFirst();
  if (!game) throw notFound('gameNotFound');
  if (user.role !== 'admin' && game.creator_id !== user.id) throw new HttpError(403, 'giveawayNotAllowed');
  const ends = Date.parse(input.ends_at);
  if (Number.isNaN(ends)) throw validationError('ends_at', 'invalidEndTime');
  if (ends <= now + 60_000) throw validationError('ends_at', 'giveawayEndsInPast');
  if (ends > now + GIVEAWAY_MAX_DAYS * 86_400_000) throw validationError('ends_at', 'giveawayTooLong');
  const endsAt = nowIso(new Date(ends));
  const row = await deps.db
    .insertInto('giveaways')
    .values({
      game_id: game.id,
      creator_id: user.id,
      prize: input.prize,
      description: input.description ?? '',
      winner_count: input.winner_count ?? 1,
      ends_at: endsAt,
      created_at: nowIso(new Date(now)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueue(deps.db, DRAW_GIVEAWAY_JOB, { giveaway_id: row.id }, { runAt: new Date(ends) });
  // The game's card shows its giveaway badge at once.
  await deps.events.publish({ type: 'game.changed', gameId: game.id });
  return getGiveaway(deps, row.id, user);
}

/** Takes the giveaway's row while it is open and running; false when it is not (anymore). */
async function lockOpen(db: Db, id: number, now: string): Promise<boolean> {
  const locked = await db
    .updateTable('giveaways')
    .set((eb) => ({ entries_count: eb.ref('entries_count') }))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('ends_at', '>', now)
    .executeTakeFirst();
  return Number(locked.numUpdatedRows) > 0;
}

export async function enterGiveaway(deps: AppDeps, user: UserRow, id: number): Promise<{ created: boolean; giveaway: Giveaway }> {
  const row = await rowOf(deps.db, id);
  if (row.creator_id === user.id) throw new HttpError(403, 'giveawayOwnEntry');
  const created = await deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await lockOpen(trx, id, now))) {
      const existing = await trx.selectFrom('giveaway_entries').select('id').where('giveaway_id', '=', id).where('user_id', '=', user.id).executeTakeFirst();
      if (existing) return false;
      throw new HttpError(409, row.status === 'cancelled' ? 'giveawayCancelled' : 'giveawayClosed');
    }
    const inserted = await trx
      .insertInto('giveaway_entries')
      .values({ giveaway_id: id, user_id: user.id, created_at: now })
      .onConflict((oc) => oc.columns(['giveaway_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) await trx.updateTable('giveaways').set((eb) => ({ entries_count: eb('entries_count', '+', 1) })).where('id', '=', id).execute();
    return inserted !== undefined;
  });
  return { created, giveaway: await getGiveaway(deps, id, user) };
}

export async function cancelGiveaway(deps: AppDeps, user: UserRow, id: number): Promise<Giveaway> {
  const row = await rowOf(deps.db, id);
  if (user.role !== 'admin' && row.creator_id !== user.id) throw new HttpError(403, 'giveawayNotAllowed');
  const updated = await deps.db.updateTable('giveaways').set({ status: 'cancelled' }).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new HttpError(409, 'giveawayNotOpen');
  await deps.events.publish({ type: 'game.changed', gameId: row.game_id });
  return getGiveaway(deps, id, user);
}

/**
 * Draws an open giveaway: at or after its end, or at once when `now` (an admin's "Jetzt auslosen"). The status
 * moves from open to drawn in the same transaction that marks the winners, guarded in SQL, so two workers or a
 * worker and an admin draw it once. Answers whether this call drew it.
 */
export async function drawGiveaway(deps: Pick<AppDeps, 'db'> & Partial<Pick<AppDeps, 'realtime' | 'events'>>, id: number, options: { now?: boolean } = {}): Promise<boolean> {
  const seed = randomBytes(32).toString('hex');
  const drawn = await deps.db.transaction().execute(async (trx) => {
    const at = nowIso();
    const taken = await trx
      .updateTable('giveaways')
      .set({ status: 'drawn', drawn_at: at, draw_seed: seed, ...(options.now ? { ends_at: at } : {}) })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .$if(!options.now, (query) => query.where('ends_at', '<=', at))
      .returning(['winner_count', 'creator_id', 'prize', 'game_id'])
      .executeTakeFirst();
    if (!taken) return null;
    const entries = await trx.selectFrom('giveaway_entries').select(['id', 'user_id']).where('giveaway_id', '=', id).orderBy('id').execute();
    const { entriesHash, winners } = await drawWinners(globalThis.crypto.subtle, seed, entries, taken.winner_count);
    await trx.updateTable('giveaways').set({ entries_hash: entriesHash }).where('id', '=', id).execute();
    const winnerEntries = new Set(winners);
    const winnerUsers = entries.filter((entry) => winnerEntries.has(entry.id));
    if (winners.length) {
      await trx.updateTable('giveaway_entries').set({ won: 1 }).where('id', 'in', winners).execute();
      await trx
        .insertInto('social_events')
        .values(winnerUsers.map((entry) => ({ user_id: entry.user_id, actor_id: taken.creator_id ?? entry.user_id, type: 'giveaway_won' as const, subject_id: id, created_at: at })))
        .execute();
    }
    return {
      gameId: taken.game_id,
      prize: taken.prize,
      winners: winnerUsers.map((entry) => entry.user_id),
      others: entries.filter((entry) => !winnerEntries.has(entry.id)).map((entry) => entry.user_id),
    };
  });
  if (drawn) {
    // The seed draws without an app (and without events): nothing is cached yet then.
    await deps.events?.publish({ type: 'game.changed', gameId: drawn.gameId });
    // Everyone who took part learns the result: the winners that they won, the others that it is drawn.
    const result = (userId: number, type: 'giveaway_won' | 'giveaway_drawn') => ({ userId, type, subject: { title: drawn.prize }, link: '/my-entries', source: `giveaway:${id}` });
    await notify(deps, [...drawn.winners.map((userId) => result(userId, 'giveaway_won')), ...drawn.others.map((userId) => result(userId, 'giveaway_drawn'))]);
  }
  return drawn !== null;
}

export async function drawNow(deps: AppDeps, admin: UserRow, id: number): Promise<Giveaway> {
  await rowOf(deps.db, id);
  if (!(await drawGiveaway(deps, id, { now: true }))) throw new HttpError(409, 'giveawayNotOpen');
  return getGiveaway(deps, id, admin);
}

/** Draws what ended but was not drawn yet (a job lost in a restart, a clock that moved): cheap when nothing is due. */
export async function drawDueGiveaways(deps: AppDeps): Promise<void> {
  const due = await deps.db.selectFrom('giveaways').select('id').where('status', '=', 'open').where('ends_at', '<=', nowIso()).limit(10).execute();
  for (const { id } of due) await drawGiveaway(deps, id);
}

export async function auditOf(deps: AppDeps, id: number): Promise<GiveawayAudit> {
  const row = await rowOf(deps.db, id);
  if (row.status !== 'drawn' || !row.draw_seed || !row.entries_hash) throw new HttpError(409, 'giveawayNotDrawn');
  const entries = await deps.db.selectFrom('giveaway_entries').select(['id', 'user_id', 'won']).where('giveaway_id', '=', id).orderBy('id').execute();
  return {
    draw_seed: row.draw_seed,
    entries_hash: row.entries_hash,
    winner_count: row.winner_count,
    entries: entries.map(({ id: entryId, user_id }) => ({ id: entryId, user_id })),
    winner_entry_ids: entries.filter((entry) => entry.won === 1).map((entry) => entry.id),
  };
}

/** Spec §5 check, then per game whether an open giveaway runs now. */
export async function batchCheck(deps: AppDeps, gameIds: number[]): Promise<BatchCheckAnswer> {
  const unique = [...new Set(gameIds)];
  const rows = await deps.db
    .selectFrom('giveaways')
    .select(['game_id', 'id'])
    .where('game_id', 'in', unique)
    .where('status', '=', 'open')
    .where('ends_at', '>', nowIso())
    .orderBy('ends_at', 'asc')
    .execute();
  const first = new Map<number, number>();
  for (const row of rows) if (!first.has(row.game_id)) first.set(row.game_id, row.id);
  return {
    success: true,
    data: Object.fromEntries(unique.map((id) => [String(id), { has_active_giveaway: first.has(id), giveaway_id: first.get(id) ?? null }])),
  };
}

export function drawGiveawayJob(deps: AppDeps): JobHandler<{ giveaway_id: number }> {
  return async (payload) => ({ drawn: await drawGiveaway(deps, payload.giveaway_id) });
}
