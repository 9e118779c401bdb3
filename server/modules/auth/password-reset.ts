import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_LINK_MINUTES } from '../../../common/constants';
import { nowIso } from '../../db';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, tooManyRequests, validationError } from '../../http/errors';
import { checkRateLimit } from '../../http/rate-limit';
import { queueMail } from '../../jobs/mail';
import { passwordResetMail } from './mails';
import { findUserByEmail, hashPassword } from './service';

// "Passwort vergessen": a mailed link with a random token (256 bits) that works once and for
// PASSWORD_RESET_LINK_MINUTES. Only its SHA-256 is stored (a fast hash is enough for a random secret of that
// size), so neither a copy of the database nor a log of it opens an account.

/** Links one e-mail address may be sent per hour, counted whether or not it is registered (no hint either way). */
const LINKS_PER_EMAIL = { max: 5, windowMs: 3_600_000 };
/** Spent and expired rows are kept this long, so a late click hears "abgelaufen" rather than "ungültig". */
const KEEP_AFTER_EXPIRY_MS = 86_400_000;

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Mails a link when the address belongs to an account, and does nothing visible otherwise: the caller answers the
 * same either way. 429 once the address asked too often, registered or not.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, now = Date.now()): Promise<void> {
  const decision = await checkRateLimit(deps.rateLimits, `password-reset:email:${email}`, LINKS_PER_EMAIL, now);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
  const user = await findUserByEmail(deps, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await deps.db
    .deleteFrom('password_resets')
    .where('expires_at', '<', nowIso(new Date(now - KEEP_AFTER_EXPIRY_MS)))
    .execute();
  await deps.db
    .insertInto('password_resets')
    .values({
      user_id: user.id,
      token_hash: hashOf(token),
      expires_at: nowIso(new Date(now + PASSWORD_RESET_LINK_MINUTES * 60_000)),
      used_at: null,
      created_at: nowIso(new Date(now)),
    })
    .execute();
  const link = `${deps.config.publicUrl}/reset-password?${new URLSearchParams({ token }).toString()}`;
  await queueMail(deps, passwordResetMail(user.email, user.name, link, user.language, PASSWORD_RESET_LINK_MINUTES));
}

/** The link's row and its account, or 422 on `token` saying whether it is unknown, spent or expired. */
async function usableReset(deps: AppDeps, token: string, now: number) {
  const reset = await deps.db
    .selectFrom('password_resets')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst();
  if (!reset) throw validationError('token', 'passwordResetInvalid');
  if (reset.used_at !== null) throw validationError('token', 'passwordResetUsed');
  if (Date.parse(reset.expires_at) <= now) {
    throw new HttpError(422, 'passwordResetExpired', { token: ['passwordResetExpired'] }, undefined, {
      minutes: String(PASSWORD_RESET_LINK_MINUTES),
    });
  }
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', reset.user_id).executeTakeFirst();
  if (!user) throw validationError('token', 'passwordResetInvalid');
  return { reset, user };
}

/** The address of the account a usable link belongs to. */
export async function checkPasswordReset(deps: AppDeps, token: string, now = Date.now()): Promise<string> {
  return (await usableReset(deps, token, now)).user.email;
}

/**
 * Sets the new password and spends the link together with every other open link of the account, in one
 * transaction: of two requests racing with the same link only one gets through. Opening the mailed link proves the
 * mailbox, so an unconfirmed address counts as confirmed afterwards. The caller ends the account's sessions.
 */
export async function resetPassword(deps: AppDeps, token: string, password: string, now = Date.now()): Promise<UserRow> {
  const { reset, user } = await usableReset(deps, token, now);
  const passwordHash = await hashPassword(password);
  const at = nowIso(new Date(now));
  return deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw validationError('token', 'passwordResetUsed');
    await trx.updateTable('password_resets').set({ used_at: at }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    return trx
      .updateTable('users')
      .set({ password_hash: passwordHash, email_verified_at: user.email_verified_at ?? at, updated_at: at })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Spends every open link of an account (its password was just changed another way). */
export async function revokePasswordResets(deps: AppDeps, userId: number): Promise<void> {
  await deps.db.updateTable('password_resets').set({ used_at: nowIso() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
