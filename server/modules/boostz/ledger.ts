import { type Selectable, sql, type Transaction } from 'kysely';
import { type LedgerReason, MAX_BALANCE } from '../../../common/rules/boostz';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import { uniqueViolation } from '../../db/errors';
import type { Database, LedgerEntriesTable, UserRow } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';

// The ledger. users.boostz changes only here, in the same transaction as the ledger row that explains
// it. The update itself is conditional (boostz + amount >= 0), so two spends racing for the last coins cannot
// both pass: PostgreSQL re-checks the condition on the row it waited for, SQLite runs one writer at a time, and
// the CHECK (boostz >= 0) of the table stands behind both.

export type Trx = Transaction<Database>;
export type LedgerEntry = Selectable<LedgerEntriesTable>;

export interface Booking {
  userId: number;
  /** Positive: credited; negative: debited. Never 0. */
  amount: number;
  reason: LedgerReason;
  reference?: string | null;
  /** The same key for the same user books once (see runOnce). */
  idempotencyKey?: string | null;
  /** When it happened (default: now); the demo seed writes a history. */
  createdAt?: string;
}

export const insufficientBoostz = () => new HttpError(409, 'insufficientBoostz');

/**
 * Books one change of a balance inside the caller's transaction and answers the ledger row. Refuses (and so
 * rolls the caller's transaction back) when the balance would go below zero or beyond MAX_BALANCE, or the
 * account is gone.
 */
export async function book(trx: Trx, booking: Booking): Promise<LedgerEntry> {
  const { userId, amount } = booking;
  if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`ledger: invalid amount ${amount}`);
  const updated = await trx
    .updateTable('users')
    .set({ boostz: sql<number>`boostz + ${amount}` })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`boostz + ${amount} >= 0`)
    .where(sql<boolean>`boostz + ${amount} <= ${MAX_BALANCE}`)
    .returning('boostz')
    .executeTakeFirst();
  if (!updated) {
    const user = await trx.selectFrom('users').select(['boostz', 'deleted_at']).where('id', '=', userId).executeTakeFirst();
    if (!user || user.deleted_at) throw notFound('userNotFound');
    throw amount < 0 ? insufficientBoostz() : new HttpError(409, 'balanceLimit');
  }
  return trx
    .insertInto('ledger_entries')
    .values({
      user_id: userId,
      amount,
      balance_after: updated.boostz,
      reason: booking.reason,
      reference: booking.reference ?? null,
      idempotency_key: booking.idempotencyKey ?? null,
      created_at: booking.createdAt ?? nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Several bookings in one transaction, in the order of their user ids: two transfers in opposite directions cannot deadlock. */
export async function bookAll(trx: Trx, bookings: readonly Booking[]): Promise<LedgerEntry[]> {
  const ordered = [...bookings].map((booking, index) => ({ booking, index })).sort((a, b) => a.booking.userId - b.booking.userId || a.index - b.index);
  const entries: LedgerEntry[] = new Array(bookings.length);
  for (const { booking, index } of ordered) entries[index] = await book(trx, booking);
  return entries;
}

/**
 * Explains the opening balance of new accounts, inserted with it: one 'welcome' row per account that starts with
 * boostz, in one statement inside the caller's transaction (users/new-user.ts), so no balance exists without its
 * ledger.
 */
export async function bookOpeningBalances(trx: Trx, accounts: readonly Pick<UserRow, 'id' | 'boostz' | 'created_at'>[]): Promise<void> {
  const opened = accounts.filter((account) => account.boostz > 0);
  if (opened.length === 0) return;
  await trx
    .insertInto('ledger_entries')
    .values(
      opened.map((account) => ({
        user_id: account.id,
        amount: account.boostz,
        balance_after: account.boostz,
        reason: 'welcome',
        reference: null,
        idempotency_key: 'welcome',
        created_at: account.created_at,
      })),
    )
    .execute();
}

export function findEntry(db: Db | Trx, userId: number, idempotencyKey: string): Promise<LedgerEntry | undefined> {
  return db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

function isIdempotencyViolation(error: unknown): boolean {
  const columns = uniqueViolation(error);
  return columns !== null && (columns.includes('idempotency') || columns.includes('ledger_entries.user_id'));
}

/**
 * Runs `work` in a transaction at most once per (user, key): when a booking with the key exists (a retry, a
 * double click, a replayed webhook, or a concurrent twin that committed first), `replay` answers instead and
 * nothing is booked again. `work` must book with that key for the guarantee to hold.
 */
export async function runOnce<T>(
  db: Db,
  key: { userId: number; idempotencyKey: string },
  work: (trx: Trx) => Promise<T>,
  replay: (entry: LedgerEntry) => Promise<T>,
): Promise<T> {
  const existing = await findEntry(db, key.userId, key.idempotencyKey);
  if (existing) return replay(existing);
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (!isIdempotencyViolation(error)) throw error;
    const twin = await findEntry(db, key.userId, key.idempotencyKey);
    if (!twin) throw error;
    return replay(twin);
  }
}

/** Users whose balance is not the sum of their ledger (the invariant; empty when all is well). */
export async function ledgerMismatches(db: Db): Promise<{ user_id: number; balance: number; ledger_sum: number }[]> {
  const rows = await sql<{ user_id: number; balance: number; ledger_sum: number | string }>`
    SELECT users.id AS user_id, users.boostz AS balance, COALESCE(sums.total, 0) AS ledger_sum
    FROM users LEFT JOIN (SELECT user_id, SUM(amount) AS total FROM ledger_entries GROUP BY user_id) AS sums ON sums.user_id = users.id
    WHERE users.boostz <> COALESCE(sums.total, 0)`.execute(db);
  return rows.rows.map((row) => ({ user_id: Number(row.user_id), balance: Number(row.balance), ledger_sum: Number(row.ledger_sum) }));
}

/** Rows whose balance_after went below zero (the CHECK forbids it; the property test looks anyway). */
export async function negativeBalances(db: Db): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('balance_after', '<', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
