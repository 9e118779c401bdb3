import type { RewardView } from '../../../common/contract/boostz';
import {
  dailyRewardAmount,
  dayKey,
  FIRST_GAME_REWARD,
  FIRST_UPLOAD_REWARD,
  periodEnd,
  previousDay,
  REFERRAL_REWARD,
  type RewardType,
} from '../../../common/rules/boostz';
import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { hasReadyClip } from '../posts/service';
import { hasPlayed } from '../wellbeing/service';
import { book, runOnce } from './ledger';

// Rewards (/rewards, POST /api/claim-reward): each is claimable once per period. The ledger's idempotency key
// is the period (reward:daily:2026-11-27, reward:first_upload, reward:referral:<friend id>), so a double click or
// two tabs claiming at the same instant book exactly once.

const dailyKey = (day: string) => `reward:daily:${day}`;

/** The last daily claim: its day and the streak it continued (reference "streak:<n>"). */
async function lastDaily(db: Db, userId: number): Promise<{ day: string; streak: number; at: string } | null> {
  const entry = await db
    .selectFrom('ledger_entries')
    .select(['idempotency_key', 'reference', 'created_at'])
    .where('user_id', '=', userId)
    .where('reason', '=', 'reward')
    .where('idempotency_key', 'like', 'reward:daily:%')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!entry) return null;
  return {
    day: entry.idempotency_key!.slice('reward:daily:'.length),
    streak: Number(/^streak:(\d+)$/.exec(entry.reference ?? '')?.[1] ?? 1),
    at: entry.created_at,
  };
}

async function claimedAt(db: Db, userId: number, key: string): Promise<string | null> {
  const entry = await db.selectFrom('ledger_entries').select('created_at').where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
  return entry?.created_at ?? null;
}

/** Friends who signed up through the user's link and verified their e-mail, without a claimed reward yet. */
async function unrewardedReferrals(db: Db, userId: number): Promise<number[]> {
  const friends = await db
    .selectFrom('users')
    .select('id')
    .where('referral_id', '=', String(userId))
    .where('email_verified_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .where('id', '!=', userId)
    .orderBy('id')
    .execute();
  if (friends.length === 0) return [];
  const claimed = await db
    .selectFrom('ledger_entries')
    .select('idempotency_key')
    .where('user_id', '=', userId)
    .where('idempotency_key', 'like', 'reward:referral:%')
    .execute();
  const done = new Set(claimed.map((row) => row.idempotency_key));
  return friends.map((friend) => friend.id).filter((id) => !done.has(`reward:referral:${id}`));
}

export async function rewardsOf(deps: AppDeps, user: UserRow, now = new Date()): Promise<RewardView[]> {
  const db = deps.db;
  const today = dayKey(now);
  const [last, uploadAt, gameAt, uploaded, played, referrals] = await Promise.all([
    lastDaily(db, user.id),
    claimedAt(db, user.id, 'reward:first_upload'),
    claimedAt(db, user.id, 'reward:first_game'),
    hasReadyClip(db, user.id),
    hasPlayed(db, user.id),
    unrewardedReferrals(db, user.id),
  ]);
  const claimedToday = last?.day === today;
  const continues = last?.day === previousDay(today);
  const nextStreak = claimedToday ? last.streak : continues ? last.streak + 1 : 1;
  const referralAt = await db
    .selectFrom('ledger_entries')
    .select('created_at')
    .where('user_id', '=', user.id)
    .where('idempotency_key', 'like', 'reward:referral:%')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return [
    {
      type: 'daily',
      amount: dailyRewardAmount(claimedToday ? nextStreak + 1 : nextStreak),
      claimable: !claimedToday,
      pending: claimedToday ? 0 : 1,
      last_claimed_at: last?.at ?? null,
      next_claim_at: claimedToday ? periodEnd(now, 'day').toISOString() : null,
      // Days in a row including today's claim; a streak that broke shows 0 until the next claim.
      streak: claimedToday || continues ? last!.streak : 0,
    },
    { type: 'first_upload', amount: FIRST_UPLOAD_REWARD, claimable: uploaded && !uploadAt, pending: uploaded && !uploadAt ? 1 : 0, last_claimed_at: uploadAt, next_claim_at: null, streak: 0 },
    { type: 'first_game', amount: FIRST_GAME_REWARD, claimable: played && !gameAt, pending: played && !gameAt ? 1 : 0, last_claimed_at: gameAt, next_claim_at: null, streak: 0 },
    {
      type: 'referral',
      amount: REFERRAL_REWARD * Math.max(1, referrals.length),
      claimable: referrals.length > 0,
      pending: referrals.length,
      last_claimed_at: referralAt?.created_at ?? null,
      next_claim_at: null,
      streak: 0,
    },
  ];
}

export async function claimReward(deps: AppDeps, user: UserRow, type: RewardType, now = new Date()) {
  const db = deps.db;
  let granted = 0;
  if (type === 'daily') {
    const today = dayKey(now);
    const last = await lastDaily(db, user.id);
    if (last?.day === today) throw new HttpError(409, 'rewardAlreadyClaimed');
    const streak = last?.day === previousDay(today) ? last.streak + 1 : 1;
    granted = dailyRewardAmount(streak);
    await runOnce(
      db,
      { userId: user.id, idempotencyKey: dailyKey(today) },
      (trx) => book(trx, { userId: user.id, amount: granted, reason: 'reward', reference: `streak:${streak}`, idempotencyKey: dailyKey(today) }),
      async () => {
        throw new HttpError(409, 'rewardAlreadyClaimed');
      },
    );
  } else if (type === 'referral') {
    const friends = await unrewardedReferrals(db, user.id);
    if (friends.length === 0) throw new HttpError(409, 'rewardNotEarned');
    // Every friend is their own key: a concurrent twin claim books each friend once, the transaction as a whole rolls back.
    await runOnce(
      db,
      { userId: user.id, idempotencyKey: `reward:referral:${friends[0]}` },
      async (trx) => {
        for (const friend of friends) {
          await book(trx, { userId: user.id, amount: REFERRAL_REWARD, reason: 'reward', reference: `referral:${friend}`, idempotencyKey: `reward:referral:${friend}` });
        }
      },
      async () => {
        throw new HttpError(409, 'rewardAlreadyClaimed');
      },
    );
    granted = REFERRAL_REWARD * friends.length;
  } else {
    const earned = type === 'first_upload' ? await hasReadyClip(db, user.id) : await hasPlayed(db, user.id);
    if (!earned) throw new HttpError(409, 'rewardNotEarned');
    granted = type === 'first_upload' ? FIRST_UPLOAD_REWARD : FIRST_GAME_REWARD;
    const key = `reward:${type}`;
    await runOnce(
      db,
      { userId: user.id, idempotencyKey: key },
      (trx) => book(trx, { userId: user.id, amount: granted, reason: 'reward', reference: type, idempotencyKey: key }),
      async () => {
        throw new HttpError(409, 'rewardAlreadyClaimed');
      },
    );
  }
  const rewards = await rewardsOf(deps, user, now);
  const balance = await db.selectFrom('users').select('boostz').where('id', '=', user.id).executeTakeFirstOrThrow();
  return { reward: rewards.find((reward) => reward.type === type)!, amount: granted, boostz: balance.boostz };
}

/** The affiliate programme (/settings/affiliate-programm): who signed up through one's link, and what it earned. */
export async function affiliateOf(deps: AppDeps, user: UserRow) {
  const db = deps.db;
  const [signedUp, verified, earned, pending] = await Promise.all([
    db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).where('referral_id', '=', String(user.id)).where('id', '!=', user.id).executeTakeFirst(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('referral_id', '=', String(user.id))
      .where('id', '!=', user.id)
      .where('email_verified_at', 'is not', null)
      .executeTakeFirst(),
    db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number>('amount').as('sum'))
      .where('user_id', '=', user.id)
      .where('idempotency_key', 'like', 'reward:referral:%')
      .executeTakeFirst(),
    unrewardedReferrals(db, user.id),
  ]);
  return {
    referral_id: String(user.id),
    signed_up: Number(signedUp?.count ?? 0),
    verified: Number(verified?.count ?? 0),
    boostz_earned: Number(earned?.sum ?? 0),
    pending: pending.length,
  };
}
