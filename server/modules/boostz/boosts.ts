import { randomUUID } from 'node:crypto';
import { BOOST_PRICE_PER_HOUR } from '../../../common/rules/boostz';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, notFound } from '../../http/errors';
import { isReadable, postStateOf } from '../posts/visibility';
import { book, type LedgerEntry, runOnce } from './ledger';

// Boosts: a creator spends boostz to show their own clip higher in "Für dich" for some hours; the feed marks it
// "Gesponsert". Boosting a clip that is boosted already extends the running boost.

export async function boostPost(deps: AppDeps, user: UserRow, postId: number, hours: number, clientKey: string | undefined, now = new Date()) {
  const post = await postStateOf(deps.db, postId);
  if (!post) throw notFound('postNotFound');
  // Someone else's post: 403 only where the user may see it at all, else the same 404 as a missing one.
  if (post.user_id !== user.id) throw (await isReadable(deps.db, postId, user)) ? new HttpError(403, 'boostNotOwnPost') : notFound('postNotFound');
  if (post.status !== 'ready' || post.hidden) throw new HttpError(409, 'postNotBoostable');
  const cost = hours * BOOST_PRICE_PER_HOUR;
  const idempotencyKey = `boost:${clientKey ?? randomUUID()}`;
  const boostId = await runOnce(
    deps.db,
    { userId: user.id, idempotencyKey },
    async (trx) => {
      const running = await trx
        .selectFrom('post_boosts')
        .select((eb) => eb.fn.max('ends_at').as('ends_at'))
        .where('post_id', '=', postId)
        .where('ends_at', '>', nowIso(now))
        .executeTakeFirst();
      const startsAt = running?.ends_at ? new Date(running.ends_at) : now;
      const endsAt = new Date(startsAt.getTime() + hours * 3_600_000);
      const boost = await trx
        .insertInto('post_boosts')
        .values({ post_id: postId, user_id: user.id, hours, cost, starts_at: nowIso(startsAt), ends_at: nowIso(endsAt) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await book(trx, { userId: user.id, amount: -cost, reason: 'boost', reference: `boost:${boost.id}`, idempotencyKey });
      return boost.id;
    },
    async (entry: LedgerEntry) => {
      const id = Number(/^boost:(\d+)$/.exec(entry.reference ?? '')?.[1]);
      if (!id || entry.amount !== -cost) throw new HttpError(409, 'idempotencyConflict');
      return id;
    },
  );
  // The ranked window of "Für dich" is cached briefly: the boost shows at once, not a second later.
  await deps.events.publish({ type: 'post.boosted', postId });
  const boost = await deps.db.selectFrom('post_boosts').select(['post_id', 'cost', 'ends_at']).where('id', '=', boostId).executeTakeFirstOrThrow();
  const balance = await deps.db.selectFrom('users').select('boostz').where('id', '=', user.id).executeTakeFirstOrThrow();
  const endsAt = await boostedUntil(deps.db, [postId], now);
  return { post_id: boost.post_id, cost: boost.cost, ends_at: endsAt.get(postId) ?? boost.ends_at, boostz: balance.boostz };
}

/** Until when each of the posts is boosted (posts without a running boost are absent). Boosts chain without gaps, so the latest end of any unfinished boost is the end of the running one. */
export async function boostedUntil(db: Db, postIds: readonly number[], now = new Date()): Promise<Map<number, string>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('post_boosts')
    .select(['post_id', (eb) => eb.fn.max('ends_at').as('ends_at')])
    .where('post_id', 'in', [...postIds])
    .where('ends_at', '>', nowIso(now))
    .groupBy('post_id')
    .execute();
  return new Map(rows.map((row) => [row.post_id, String(row.ends_at)]));
}
