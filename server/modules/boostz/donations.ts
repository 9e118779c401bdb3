import { randomUUID } from 'node:crypto';
import type { DonateRequest } from '../../../common/contract/boostz';
import { DONATE_MESSAGE_FROM, donationValue, isValidSliderValue } from '../../../common/rules/boostz';
import { nowIso } from '../../db';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, notFound, validationError } from '../../http/errors';
import { notify } from '../notifications/service';
import { actionablePost } from '../posts/visibility';
import { blockedEitherWay } from '../social/relations';
import { bookAll, type LedgerEntry, runOnce } from './ledger';

// Donations (spec §4/§5/§9; the original only said NotAvailable): the donor's boostz move to the creator in one
// transaction, the creator is told (social_events 'donation', delivered by notifications), and a retry with the
// dialog's idempotency key books nothing twice.

export async function donate(deps: AppDeps, donor: UserRow, request: DonateRequest) {
  if (!isValidSliderValue(request.slider)) throw validationError('slider', 'invalidDonation');
  if (request.recipient_id === donor.id) throw validationError('recipient_id', 'donateToSelf');
  const amount = donationValue(request.slider);
  const message = request.message?.trim() || null;
  if (message && amount < DONATE_MESSAGE_FROM) throw validationError('message', 'donationMessageTooEarly');
  const recipient = await deps.db
    .selectFrom('users')
    .select(['id', 'deleted_at'])
    .where('id', '=', request.recipient_id)
    .executeTakeFirst();
  if (!recipient || recipient.deleted_at) throw notFound('recipientNotFound');
  if (await blockedEitherWay(deps.db, donor.id, recipient.id)) throw notFound('recipientNotFound');
  if (request.post_id !== undefined) {
    // Only a post the donor may see: a friends-only one answers as if it did not exist.
    const post = await actionablePost(deps.db, request.post_id, donor);
    if (post.user_id !== recipient.id) throw notFound('postNotFound');
  }

  const idempotencyKey = `donation:${request.idempotency_key ?? randomUUID()}`;
  const answerFor = async (donationId: number) => {
    const donation = await deps.db
      .selectFrom('donations')
      .select(['id', 'amount', 'recipient_id', 'message', 'created_at'])
      .where('id', '=', donationId)
      .executeTakeFirstOrThrow();
    const balance = await deps.db.selectFrom('users').select('boostz').where('id', '=', donor.id).executeTakeFirstOrThrow();
    // A retried donation answers the first one; its notification is stored once (same source).
    await notify(deps, {
      userId: recipient.id,
      type: 'donation',
      actorId: donor.id,
      subject: { amount: donation.amount },
      link: request.post_id ? `/post/${request.post_id}` : '/boostz',
      source: `donation:${donation.id}`,
    });
    return { donation: { ...donation, recipient_id: donation.recipient_id ?? recipient.id }, boostz: balance.boostz };
  };
  return runOnce(
    deps.db,
    { userId: donor.id, idempotencyKey },
    async (trx) => {
      const createdAt = nowIso();
      const donation = await trx
        .insertInto('donations')
        .values({ donor_id: donor.id, recipient_id: recipient.id, post_id: request.post_id ?? null, amount, message, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      const reference = `donation:${donation.id}`;
      await bookAll(trx, [
        { userId: donor.id, amount: -amount, reason: 'donation_sent', reference, idempotencyKey },
        { userId: recipient.id, amount, reason: 'donation_received', reference, idempotencyKey: `donation-in:${donation.id}` },
      ]);
      await trx
        .insertInto('social_events')
        .values({ user_id: recipient.id, actor_id: donor.id, type: 'donation', subject_id: donation.id, created_at: createdAt })
        .execute();
      return donation.id;
    },
    async (entry: LedgerEntry) => {
      const donationId = Number(/^donation:(\d+)$/.exec(entry.reference ?? '')?.[1]);
      if (!donationId || entry.amount !== -amount) throw new HttpError(409, 'idempotencyConflict');
      return donationId;
    },
  ).then(answerFor);
}
