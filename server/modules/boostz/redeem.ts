import { randomInt } from 'node:crypto';
import type { CreateRedeemCodeRequest, RedeemCodeView } from '../../../common/contract/boostz';
import { normaliseRedeemCode, REDEEM_CODE_ALPHABET, REDEEM_CODE_LENGTH } from '../../../common/rules/boostz';
import { nowIso } from '../../db';
import { uniqueViolation } from '../../db/errors';
import type { RedeemCodesTable, UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, notFound, validationError } from '../../http/errors';
import { book } from './ledger';
import type { Selectable } from 'kysely';

// Redeem codes (/redeem): admins create them with a value, a number of uses and an expiry; each person redeems a
// code once. The use counter is raised with a conditional update in the same transaction as the booking, so
// the last use cannot be taken twice; the route's rate limit slows down guessing (31^12 codes).

const toView = (row: Selectable<RedeemCodesTable>): RedeemCodeView => ({
  id: row.id,
  code: row.code,
  value: row.value,
  max_uses: row.max_uses,
  uses_count: row.uses_count,
  expires_at: row.expires_at,
  created_at: row.created_at,
});

function newCode(): string {
  return Array.from({ length: REDEEM_CODE_LENGTH }, () => REDEEM_CODE_ALPHABET[randomInt(REDEEM_CODE_ALPHABET.length)]).join('');
}

export async function createCode(deps: AppDeps, admin: UserRow, request: CreateRedeemCodeRequest, now = new Date()): Promise<RedeemCodeView> {
  let expiresAt: string | null = null;
  if (request.expires_at) {
    const at = new Date(request.expires_at);
    if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) throw validationError('expires_at', 'invalidEndTime');
    expiresAt = at.toISOString();
  }
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await deps.db
        .insertInto('redeem_codes')
        .values({
          code: newCode(),
          value: request.value,
          max_uses: request.max_uses ?? 1,
          expires_at: expiresAt,
          created_by: admin.id,
          created_at: nowIso(now),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toView(row);
    } catch (error) {
      if (attempt >= 3 || uniqueViolation(error) === null) throw error;
    }
  }
}

export async function listCodes(deps: AppDeps): Promise<RedeemCodeView[]> {
  const rows = await deps.db.selectFrom('redeem_codes').selectAll().orderBy('id', 'desc').limit(200).execute();
  return rows.map(toView);
}

export async function redeem(deps: AppDeps, user: UserRow, input: string, now = new Date()) {
  const code = normaliseRedeemCode(input);
  const row = await deps.db.selectFrom('redeem_codes').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) throw notFound('codeInvalid');
  if (row.expires_at && row.expires_at <= now.toISOString()) throw new HttpError(409, 'codeExpired');
  const used = await deps.db.selectFrom('redeem_code_uses').select('code_id').where('code_id', '=', row.id).where('user_id', '=', user.id).executeTakeFirst();
  if (used) throw new HttpError(409, 'codeAlreadyRedeemed');
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx.insertInto('redeem_code_uses').values({ code_id: row.id, user_id: user.id, created_at: nowIso(now) }).execute();
      const taken = await trx
        .updateTable('redeem_codes')
        .set((eb) => ({ uses_count: eb('uses_count', '+', 1) }))
        .where('id', '=', row.id)
        .whereRef('uses_count', '<', 'max_uses')
        .returning('id')
        .executeTakeFirst();
      if (!taken) throw new HttpError(409, 'codeUsedUp');
      await book(trx, { userId: user.id, amount: row.value, reason: 'redeem', reference: `code:${row.id}`, idempotencyKey: `redeem:${row.id}` });
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new HttpError(409, 'codeAlreadyRedeemed');
    throw error;
  }
  const balance = await deps.db.selectFrom('users').select('boostz').where('id', '=', user.id).executeTakeFirstOrThrow();
  return { value: row.value, boostz: balance.boostz };
}
