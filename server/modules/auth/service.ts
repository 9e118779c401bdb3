import { hash, verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import { ACCOUNT_RESTORE_WINDOW_DAYS } from '../../../common/constants';
import type { output } from 'zod/v4/core';
import type { registerRequest } from '../../../common/contract/auth';
import { nowIso } from '../../db';
import { uniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, tooManyRequests, validationError } from '../../http/errors';
import { queueMail } from '../../jobs/mail';
import { checkRateLimit } from '../../http/rate-limit';
import { normalizeEmail } from '../../../common/rules/validation';
import type { SocialIdentity } from '../../platform/oauth';
import { insertUser, newUserRow } from '../users/new-user';
import { verificationMail } from './mails';
import { checkVerificationSignature, createVerificationLink } from './verification';
import { removePodcastMediaOf } from '../ai-podcasts/service';
import { releaseLikesOf } from '../posts/service';
import { releaseFollowsOf } from '../social/service';

type RegisterInput = output<typeof registerRequest>;

export function hashPassword(password: string): Promise<string> {
  // argon2id is the library's default algorithm.
  return hash(password);
}

async function passwordMatches(user: UserRow, password: string): Promise<boolean> {
  if (!user.password_hash) return false;
  try {
    return await verify(user.password_hash, password);
  } catch {
    return false;
  }
}

export async function findUserByEmail(deps: AppDeps, email: string): Promise<UserRow | undefined> {
  return deps.db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function isNameTaken(deps: AppDeps, name: string, exceptUserId?: number): Promise<boolean> {
  let query = deps.db.selectFrom('users').select('id').where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function registerUser(deps: AppDeps, input: RegisterInput): Promise<UserRow> {
  if (await findUserByEmail(deps, input.email)) throw validationError('email', 'emailTaken');
  if (await isNameTaken(deps, input.name)) throw validationError('name', 'nameTaken');
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await insertUser(
      deps.db,
      newUserRow({
        name: input.name,
        email: input.email,
        password_hash: passwordHash,
        apperance: input.apperance ?? 0,
        language: input.language ?? 'de',
        gender: input.gender ?? null,
        referral_id: input.referralId ?? null,
      }),
    );
  } catch (error) {
    // Two registrations racing for the same address or name: the unique index decides.
    const violated = uniqueViolation(error);
    if (violated !== null) {
      throw violated.includes('email') ? validationError('email', 'emailTaken') : validationError('name', 'nameTaken');
    }
    throw error;
  }
  // The account exists now: a mail server hiccup must not turn the sign-up into a 500 with a
  // half-made account. The user is logged in and can ask for the mail again.
  try {
    await sendVerificationMail(deps, user);
  } catch (error) {
    console.error(`[mail] Bestätigungs-E-Mail für Nutzer ${user.id} nicht versendet`, error);
  }
  return user;
}

/** Verification mails one mailbox may receive per hour, whichever account asks for them. */
const VERIFICATION_MAILS_PER_RECIPIENT = { max: 5, windowMs: 3_600_000 };

/** Queues the mail (server/jobs): the request answers at once, the worker sends and retries. */
export async function sendVerificationMail(deps: AppDeps, user: UserRow): Promise<void> {
  const perRecipient = await checkRateLimit(deps.rateLimits, `mail:verification:${user.email}`, VERIFICATION_MAILS_PER_RECIPIENT);
  if (!perRecipient.allowed) throw tooManyRequests(perRecipient.retryAfterSeconds);
  const link = createVerificationLink(deps.config.publicUrl, deps.config.appKey, user);
  await queueMail(deps, verificationMail(user.email, user.name, link, user.language));
}

/**
 * Counts a login attempt before the password is checked, so a burst of parallel guesses cannot slip past
 * the limit. Three counters: this account from this address (the configured limit), this address over
 * all accounts (four times as many), and this account from everywhere (ten times as many). Someone
 * guessing from one address is stopped at the first, while the owner, coming from another address, still
 * gets in: locking a person out takes many addresses. Only failures use up the budget: `succeeded()`
 * takes the attempt back (many people share one address: a LAN party, a school, a carrier NAT).
 */
export async function limitLoginAttempts(
  deps: AppDeps,
  email: string,
  address: string | null,
): Promise<{ succeeded: () => Promise<void> }> {
  const rule = deps.config.loginRateLimit;
  const now = Date.now();
  const from = address ?? 'unknown';
  const counters = [
    { key: `login:pair:${email}:${from}`, max: rule.max },
    { key: `login:address:${from}`, max: rule.max * 4 },
    { key: `login:account:${email}`, max: rule.max * 10 },
  ];
  const decisions = await Promise.all(
    counters.map((counter) => checkRateLimit(deps.rateLimits, counter.key, { max: counter.max, windowMs: rule.windowMs }, now)),
  );
  if (decisions.some((decision) => !decision.allowed)) {
    // A refused attempt tests no password, so it must not eat into anyone else's budget.
    await Promise.all(counters.map((counter) => deps.rateLimits.release(counter.key)));
    throw tooManyRequests(Math.max(...decisions.map((decision) => (decision.allowed ? 0 : decision.retryAfterSeconds))));
  }
  return {
    succeeded: async () => {
      await deps.rateLimits.reset(counters[0]!.key);
      await Promise.all(counters.slice(1).map((counter) => deps.rateLimits.release(counter.key)));
    },
  };
}

/** A suspended account does not get in: 403 with the reason the admin gave, after the password check. */
export function refuseSuspended(user: Pick<UserRow, 'suspended_at' | 'suspension_reason'>): void {
  if (user.suspended_at === null) return;
  throw new HttpError(403, 'accountSuspended', undefined, undefined, { reason: user.suspension_reason ?? '' });
}

export async function authenticate(deps: AppDeps, email: string, password: string, address: string | null): Promise<UserRow> {
  const attempt = await limitLoginAttempts(deps, email, address);
  const user = await findUserByEmail(deps, email);
  if (!user || !(await passwordMatches(user, password))) {
    if (!user) await hashPassword(password); // same work either way, so timing does not reveal registered addresses
    throw new HttpError(401, 'invalidCredentials');
  }
  await attempt.succeeded();
  refuseSuspended(user);
  if (user.deleted_at) throw new HttpError(403, 'accountDeleted');
  return user;
}

export async function changePassword(deps: AppDeps, user: UserRow, oldPassword: string, newPassword: string): Promise<void> {
  if (!user.password_hash) throw new HttpError(403, 'noPasswordSet');
  if (!(await passwordMatches(user, oldPassword))) throw new HttpError(403, 'wrongOldPassword');
  await deps.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(newPassword), updated_at: nowIso() })
    .where('id', '=', user.id)
    .execute();
}

export async function limitVerificationResend(deps: AppDeps, userId: number): Promise<void> {
  const decision = await checkRateLimit(deps.rateLimits, `verify-resend:${userId}`, { max: 3, windowMs: 10 * 60_000 });
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
}

export async function verifyEmail(
  deps: AppDeps,
  query: { id: number; expires: number; signature: string },
): Promise<UserRow> {
  const user = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', query.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user || !checkVerificationSignature(deps.config.appKey, user, query.expires, query.signature)) {
    throw new HttpError(403, 'invalidVerificationLink');
  }
  if (user.email_verified_at) return user;
  return deps.db
    .updateTable('users')
    .set({ email_verified_at: nowIso(), updated_at: nowIso() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function softDeleteUser(deps: AppDeps, userId: number): Promise<void> {
  await deps.db.updateTable('users').set({ deleted_at: nowIso(), updated_at: nowIso() }).where('id', '=', userId).execute();
  await deps.events.publish({ type: 'account.changed', userId, kind: 'status' });
}

export async function restoreUser(deps: AppDeps, email: string, password: string, address: string | null): Promise<UserRow> {
  const attempt = await limitLoginAttempts(deps, email, address);
  const user = await findUserByEmail(deps, email);
  if (!user || !(await passwordMatches(user, password))) {
    if (!user) await hashPassword(password);
    throw new HttpError(401, 'invalidCredentials');
  }
  attempt.succeeded();
  refuseSuspended(user);
  if (!user.deleted_at) throw new HttpError(422, 'restoreNotPossible', { email: ['restoreNotPossible'] });
  const windowEnd = Date.parse(user.deleted_at) + ACCOUNT_RESTORE_WINDOW_DAYS * 86_400_000;
  if (Date.now() > windowEnd) throw new HttpError(422, 'restoreWindowOver', { email: ['restoreWindowOver'] });
  const restored = await deps.db
    .updateTable('users')
    .set({ deleted_at: null, updated_at: nowIso() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await deps.events.publish({ type: 'account.changed', userId: user.id, kind: 'status' });
  return restored;
}

/** Removes accounts whose restore window has passed; their rows cascade to sessions and relations. */
export async function purgeDeletedAccounts(deps: AppDeps, now = Date.now()): Promise<number> {
  const cutoff = nowIso(new Date(now - ACCOUNT_RESTORE_WINDOW_DAYS * 86_400_000));
  const doomed = await deps.db.selectFrom('users').select(['id', 'image']).where('deleted_at', '<=', cutoff).execute();
  for (const user of doomed) {
    if (user.image) await deps.storage.remove(user.image);
    await removePodcastMediaOf(deps, user.id);
    await deps.db.transaction().execute(async (trx) => {
      // The rows cascade; the counters others keep about them move in the same transaction.
      await releaseFollowsOf(trx, user.id);
      await releaseLikesOf(trx, user.id);
      await trx.deleteFrom('users').where('id', '=', user.id).execute();
    });
    await deps.events.publish({ type: 'account.changed', userId: user.id, kind: 'removed' });
  }
  return doomed.length;
}

/** Finds the account for a social sign-in: by provider subject, else by verified e-mail, else a new account. */
export async function signInWithSocialIdentity(
  deps: AppDeps,
  identity: SocialIdentity,
  referralId: string | null,
): Promise<UserRow> {
  const bySubject = await deps.db.selectFrom('users').selectAll().where('google_sub', '=', identity.subject).executeTakeFirst();
  if (bySubject) {
    refuseSuspended(bySubject);
    if (bySubject.deleted_at) throw new HttpError(403, 'accountDeleted');
    return bySubject;
  }
  if (!identity.emailVerified) throw new HttpError(403, 'emailNotVerified');
  const byEmail = await findUserByEmail(deps, identity.email);
  if (byEmail) {
    refuseSuspended(byEmail);
    if (byEmail.deleted_at) throw new HttpError(403, 'accountDeleted');
    // An address nobody ever proved to own may have been registered by someone else ahead of its owner
    // (account pre-hijacking). The owner proved it now through the provider: whatever the first
    // registrant set up — the password and any open sessions — must not outlive the link.
    const unproven = byEmail.email_verified_at === null;
    return deps.db.transaction().execute(async (trx) => {
      if (unproven) await trx.deleteFrom('sessions').where('user_id', '=', byEmail.id).execute();
      return trx
        .updateTable('users')
        .set({
          google_sub: identity.subject,
          email_verified_at: byEmail.email_verified_at ?? nowIso(),
          ...(unproven ? { password_hash: null } : {}),
          updated_at: nowIso(),
        })
        .where('id', '=', byEmail.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }
  return insertUser(
    deps.db,
    newUserRow({
      name: await availableName(deps, identity.name ?? identity.email.split('@')[0] ?? 'Spieler'),
      email: identity.email,
      referral_id: referralId,
      email_verified_at: nowIso(),
      google_sub: identity.subject,
    }),
  );
}

/** A valid, unused username derived from the provider's display name. */
async function availableName(deps: AppDeps, wanted: string): Promise<string> {
  const cleaned = wanted.replace(/[^\p{L}\p{N}_.\- ]/gu, '').trim().slice(0, 24);
  const base = cleaned.length >= 3 ? cleaned : `Spieler${cleaned}`;
  if (!(await isNameTaken(deps, base))) return base;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const candidate = `${base.slice(0, 24)}_${Math.floor(Math.random() * 100_000)}`;
    if (!(await isNameTaken(deps, candidate))) return candidate;
  }
  throw new Error('Kein freier Name gefunden');
}
