import { randomUUID } from 'node:crypto';
import type { BordersAnswer, LedgerAnswer, PurchaseRequest } from '../../../common/contract/boostz';
import { BORDERS, borderById, type LedgerReason } from '../../../common/rules/boostz';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import { uniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, notFound } from '../../http/errors';
import { book, findEntry, type LedgerEntry, runOnce } from './ledger';

// The shop sells profile borders (common/rules/boostz.ts BORDERS); the locker (/spind) equips them.

const LEDGER_PAGE = 30;

async function ownedBorders(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('owned_borders').select('border_id').where('user_id', '=', userId).orderBy('created_at').execute();
  return rows.map((row) => row.border_id);
}

/** Ids of the borders a user owns, as a subquery (the session user's relations add them in their one round trip). */
export function ownedBorderIdsOf(db: Db, userId: number) {
  return db.selectFrom('owned_borders').select('owned_borders.border_id').where('owned_borders.user_id', '=', userId);
}

async function balanceOf(db: Db, userId: number): Promise<number> {
  return (await db.selectFrom('users').select('boostz').where('id', '=', userId).executeTakeFirstOrThrow()).boostz;
}

export async function bordersFor(deps: AppDeps, viewer: UserRow | null): Promise<BordersAnswer> {
  const owned = new Set(viewer ? await ownedBorders(deps.db, viewer.id) : []);
  return {
    borders: BORDERS.map((border) => ({ ...border, colours: [...border.colours], owned: owned.has(border.id) })),
    selected: viewer?.profile_border ?? null,
    boostz: viewer ? await balanceOf(deps.db, viewer.id) : null,
  };
}

export async function selectBorder(deps: AppDeps, user: UserRow, borderId: string | null) {
  if (borderId !== null) {
    if (!borderById(borderId)) throw notFound('borderNotFound');
    const owned = await deps.db
      .selectFrom('owned_borders')
      .select('border_id')
      .where('user_id', '=', user.id)
      .where('border_id', '=', borderId)
      .executeTakeFirst();
    if (!owned) throw new HttpError(403, 'borderNotOwned');
  }
  await deps.db.updateTable('users').set({ profile_border: borderId, updated_at: nowIso() }).where('id', '=', user.id).execute();
  await deps.events.publish({ type: 'account.changed', userId: user.id, kind: 'profile' });
  return { profile_border: borderId, owned_borders: await ownedBorders(deps.db, user.id) };
}

/**
 * Buys a border: the server's price, debited in the same transaction that records the ownership. The primary
 * key of owned_borders refuses a second copy even when two purchases race; a retry with the same idempotency
 * key answers the first purchase again.
 */
export async function purchase(deps: AppDeps, user: UserRow, request: PurchaseRequest) {
  const border = borderById(request.item_id);
  if (!border) throw notFound('itemNotFound');
  if (request.price !== border.price) throw new HttpError(409, 'priceChanged');
  const answer = async () => {
    // The session user lists the borders owned (a retry tells again: harmless).
    await deps.events.publish({ type: 'account.changed', userId: user.id, kind: 'borders' });
    return {
      item_id: border.id,
      item_type: 'border' as const,
      price: border.price,
      boostz: await balanceOf(deps.db, user.id),
      owned_borders: await ownedBorders(deps.db, user.id),
    };
  };
  const reference = `border:${border.id}`;
  const key = { userId: user.id, idempotencyKey: `purchase:${request.idempotency_key ?? randomUUID()}` };
  const replay = async (entry: LedgerEntry) => {
    if (entry.reference !== reference) throw new HttpError(409, 'idempotencyConflict');
  };
  try {
    return await runOnce(
      deps.db,
      key,
      async (trx) => {
        await trx.insertInto('owned_borders').values({ user_id: user.id, border_id: border.id, created_at: nowIso() }).execute();
        await book(trx, { userId: user.id, amount: -border.price, reason: 'purchase', reference, idempotencyKey: key.idempotencyKey });
      },
      replay,
    ).then(answer);
  } catch (error) {
    if (!uniqueViolation(error)?.includes('owned_borders')) throw error;
    // The twin with the same key won the race: answer as it did. Otherwise the border is simply owned already.
    const twin = await findEntry(deps.db, key.userId, key.idempotencyKey);
    if (twin) return replay(twin).then(answer);
    throw new HttpError(409, 'alreadyOwned');
  }
}

function toView(entry: LedgerEntry): LedgerAnswer['entries'][number] {
  return {
    id: entry.id,
    amount: entry.amount,
    balance_after: entry.balance_after,
    reason: entry.reason as LedgerReason,
    reference: entry.reference,
    created_at: entry.created_at,
  };
}

/** One page of a user's statement, newest first, before the given entry id. */
export async function statementOf(db: Db, userId: number, before: number | null): Promise<LedgerAnswer> {
  let query = db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId);
  if (before !== null) query = query.where('id', '<', before);
  const rows = await query.orderBy('id', 'desc').limit(LEDGER_PAGE + 1).execute();
  return {
    boostz: await balanceOf(db, userId),
    entries: rows.slice(0, LEDGER_PAGE).map(toView),
    has_more: rows.length > LEDGER_PAGE,
  };
}

export async function adminStatementOf(db: Db, userId: number, before: number | null) {
  const user = await db.selectFrom('users').select(['id', 'name', 'email']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('userNotFound');
  return { user, ...(await statementOf(db, userId, before)) };
}
