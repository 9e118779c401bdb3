import { boostzRoutes as contract } from '../../../common/contract/boostz';
import { BOOSTZ_PACKS, SUBSCRIPTION_PLANS } from '../../../common/rules/boostz';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { implement } from '../../http/route';
import { readBodyText } from '../../http/validate';
import { boostPost } from './boosts';
import { donate } from './donations';
import { ledgerMismatches } from './ledger';
import {
  cancelSandboxCheckout,
  cancelSubscription,
  checkoutResult,
  checkoutView,
  createCheckout,
  handleWebhook,
  ownCheckout,
  payInSandbox,
  paymentProvider,
  refundCheckout,
  settleSandboxSubscriptions,
  subscriptionOf,
} from './payments';
import { claimQuest, questsOf } from './quests';
import { createCode, listCodes, redeem } from './redeem';
import { affiliateOf, claimReward, rewardsOf } from './rewards';
import { adminStatementOf, bordersFor, purchase, selectBorder, statementOf } from './shop';
import { allPolls, createPoll, currentPoll, vote } from './votes';

/** Webhook bodies are small; Stripe's are a few kilobytes. */
const WEBHOOK_MAX_BYTES = 256 * 1024;

const before = (value: string | undefined) => (value ? Number(value) : null);

export function boostzRoutes(deps: AppDeps) {
  return [
    implement(contract.borders, async (_input, c) => ({ status: 200, body: await bordersFor(deps, c.get('user')) })),
    implement(contract.selectBorder, async ({ body }, c) => ({ status: 200, body: await selectBorder(deps, currentUser(c), body.border_id) })),
    implement(contract.purchase, async ({ body }, c) => ({ status: 201, body: await purchase(deps, currentUser(c), body) })),
    implement(contract.ledger, async ({ query }, c) => {
      await settleSandboxSubscriptions(deps);
      return { status: 200, body: await statementOf(deps.db, currentUser(c).id, before(query.before)) };
    }),
    implement(contract.adminLedger, async ({ params, query }) => ({ status: 200, body: await adminStatementOf(deps.db, params.id, before(query.before)) })),
    implement(contract.ledgerCheck, async () => {
      const [mismatches, counts] = await Promise.all([
        ledgerMismatches(deps.db),
        deps.db
          .selectFrom('ledger_entries')
          .select((eb) => eb.fn.countAll<number>().as('entries'))
          .executeTakeFirstOrThrow(),
      ]);
      const users = await deps.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('users')).executeTakeFirstOrThrow();
      return { status: 200, body: { users_checked: Number(users.users), entries_checked: Number(counts.entries), mismatches } };
    }),
    implement(contract.products, async (_input, c) => {
      const user = c.get('user');
      return {
        status: 200,
        body: {
          packs: BOOSTZ_PACKS.map((pack) => ({ id: pack.id, boostz: pack.boostz, price_cents: pack.priceCents })),
          plans: SUBSCRIPTION_PLANS.map((plan) => ({ id: plan.id, key: plan.key, price_cents: plan.priceCents, boostz_per_period: plan.boostzPerPeriod })),
          mode: paymentProvider(deps).mode,
          subscription: user ? await subscriptionOf(deps, user.id) : null,
        },
      };
    }),
    implement(contract.createCheckout, async ({ body }, c) => ({ status: 200, body: await createCheckout(deps, currentUser(c), body.product_id) })),
    implement(contract.checkoutSession, async ({ params }, c) => ({ status: 200, body: { session: checkoutView(await ownCheckout(deps, currentUser(c), params.id)) } })),
    implement(contract.sandboxPay, async ({ params }, c) => ({ status: 200, body: { session: checkoutView(await payInSandbox(deps, currentUser(c), params.id)) } })),
    implement(contract.sandboxCancel, async ({ params }, c) => ({
      status: 200,
      body: { session: checkoutView(await cancelSandboxCheckout(deps, currentUser(c), params.id)) },
    })),
    implement(contract.refund, async ({ params }) => ({ status: 200, body: { session: checkoutView(await refundCheckout(deps, params.id)) } })),
    implement(contract.webhook, async (_input, c) => {
      const payload = await readBodyText(c, WEBHOOK_MAX_BYTES);
      return { status: 200, body: await handleWebhook(deps, payload, c.req.header('Stripe-Signature')) };
    }),
    implement(contract.subscriptionSuccess, async ({ query }, c) => ({ status: 200, body: await checkoutResult(deps, currentUser(c), query.session_id) })),
    implement(contract.cancelSubscription, async (_input, c) => ({ status: 200, body: { subscription: await cancelSubscription(deps, currentUser(c)) } })),
    implement(contract.donate, async ({ body }, c) => ({ status: 201, body: await donate(deps, currentUser(c), body) })),
    implement(contract.rewards, async (_input, c) => {
      const user = currentUser(c);
      const balance = await deps.db.selectFrom('users').select('boostz').where('id', '=', user.id).executeTakeFirstOrThrow();
      return { status: 200, body: { rewards: await rewardsOf(deps, user), boostz: balance.boostz } };
    }),
    implement(contract.claimReward, async ({ body }, c) => ({ status: 200, body: await claimReward(deps, currentUser(c), body.type) })),
    implement(contract.redeem, async ({ body }, c) => ({ status: 200, body: await redeem(deps, currentUser(c), body.code) })),
    implement(contract.adminCodes, async () => ({ status: 200, body: { codes: await listCodes(deps) } })),
    implement(contract.createCode, async ({ body }, c) => ({ status: 201, body: { code: await createCode(deps, currentUser(c), body) } })),
    implement(contract.boost, async ({ params, body }, c) => ({
      status: 201,
      body: await boostPost(deps, currentUser(c), params.id, body.hours, body.idempotency_key),
    })),
    implement(contract.quests, async (_input, c) => ({ status: 200, body: await questsOf(deps, currentUser(c)) })),
    implement(contract.claimQuest, async ({ params }, c) => ({ status: 200, body: await claimQuest(deps, currentUser(c), params.id) })),
    implement(contract.currentPoll, async (_input, c) => ({ status: 200, body: await currentPoll(deps, c.get('user')) })),
    implement(contract.vote, async ({ body }, c) => {
      const answer = await vote(deps, currentUser(c), body.optionIndex, body.poll_id);
      return answer.created ? { status: 201 as const, body: answer } : { status: 200 as const, body: answer };
    }),
    implement(contract.adminPolls, async (_input, c) => ({ status: 200, body: { polls: await allPolls(deps, currentUser(c)) } })),
    implement(contract.createPoll, async ({ body }, c) => ({ status: 201, body: { poll: await createPoll(deps, currentUser(c), body) } })),
    implement(contract.affiliate, async (_input, c) => ({ status: 200, body: await affiliateOf(deps, currentUser(c)) })),
  ];
}
