import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { CheckoutSessionView, SubscriptionView } from '../../../common/contract/boostz';
import { checkoutProduct, planById, SUBSCRIPTION_PERIOD_DAYS } from '../../../common/rules/boostz';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { CheckoutSessionsTable, SubscriptionsTable, UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, notFound } from '../../http/errors';
import { book, type Trx } from './ledger';

// Buying boostz and subscriptions. One payment interface, three implementations: Stripe Checkout when
// STRIPE_SECRET_KEY is set; a built-in sandbox ("Testmodus") whose checkout page completes the same flow, on a
// developer's machine or with PAYMENTS_SANDBOX=true; and none at all in production without keys, where a test
// checkout would let every account mint boostz (and boostz can be donated).
// Either way the money side ends in a webhook event signed with Stripe's scheme (Stripe-Signature: t=…,v1=…),
// and one handler books it: the event id is stored in the same transaction as its effect, so a replayed event
// changes nothing, and every booking carries an idempotency key of its own (the checkout, the period).

type CheckoutRow = Selectable<CheckoutSessionsTable>;
type SubscriptionRow = Selectable<SubscriptionsTable>;

export interface PaymentProvider {
  mode: 'sandbox' | 'stripe' | 'off';
  webhookSecret: string;
  createCheckout(input: { user: UserRow; productId: string; kind: 'pack' | 'plan'; name: string; priceCents: number }): Promise<{ id: string; url: string; provider: 'sandbox' | 'stripe' }>;
  cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<void>;
  /** Gives the money of a paid checkout back; its webhook (charge.refunded) books the boostz back. */
  refund(checkout: CheckoutRow): Promise<void>;
}

const SIGNATURE_TOLERANCE_S = 300;
const DAY_MS = 86_400_000;

function sandboxProvider(deps: AppDeps): PaymentProvider {
  return {
    mode: 'sandbox',
    webhookSecret: `whsec_${createHmac('sha256', deps.config.appKey).update('spielraum-sandbox-webhook').digest('hex')}`,
    async createCheckout() {
      const id = `cs_test_${randomBytes(18).toString('base64url').replace(/-/g, '_')}`;
      return { id, url: `/boostz/payment?session_id=${id}`, provider: 'sandbox' };
    },
    async cancelAtPeriodEnd() {
      // Nothing outside: the sandbox ends the subscription itself when its period is over.
    },
    async refund(checkout) {
      await deliverSandboxEvent(deps, 'charge.refunded', { object: 'charge', payment_intent: checkout.payment_ref, refunded: true });
    },
  };
}

function stripeProvider(deps: AppDeps, stripe: NonNullable<AppDeps['config']['stripe']>): PaymentProvider {
  async function call(path: string, form: Record<string, string>): Promise<Record<string, unknown>> {
    const response = await fetch(`${stripe.apiBase}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stripe.secretKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      console.error(`[payments] Stripe ${path} answered ${response.status}`, body['error']);
      throw new HttpError(503, 'paymentFailed');
    }
    return body;
  }
  return {
    mode: 'stripe',
    webhookSecret: stripe.webhookSecret,
    async createCheckout({ user, productId, kind, name, priceCents }) {
      const form: Record<string, string> = {
        mode: kind === 'plan' ? 'subscription' : 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': String(priceCents),
        'line_items[0][price_data][product_data][name]': name,
        success_url: `${deps.config.publicUrl}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${deps.config.publicUrl}/boostz`,
        client_reference_id: String(user.id),
        customer_email: user.email,
        'metadata[product_id]': productId,
      };
      if (kind === 'plan') form['line_items[0][price_data][recurring][interval]'] = 'month';
      const session = await call('/v1/checkout/sessions', form);
      return { id: String(session['id']), url: String(session['url']), provider: 'stripe' };
    },
    async cancelAtPeriodEnd(subscription) {
      await call(`/v1/subscriptions/${encodeURIComponent(subscription.provider_ref)}`, { cancel_at_period_end: 'true' });
    },
    async refund(checkout) {
      await call('/v1/refunds', { payment_intent: checkout.payment_ref ?? '' });
    },
  };
}

/** Production without Stripe keys and without PAYMENTS_SANDBOX: nothing is sold, no webhook is accepted. */
function noPaymentProvider(): PaymentProvider {
  const unavailable = () => new HttpError(503, 'paymentsUnavailable');
  return {
    mode: 'off',
    webhookSecret: '',
    async createCheckout() {
      throw unavailable();
    },
    async cancelAtPeriodEnd() {
      // A subscription left from an earlier configuration simply ends with its period.
    },
    async refund() {
      throw unavailable();
    },
  };
}

const providers = new WeakMap<AppDeps, PaymentProvider>();

export function paymentProvider(deps: AppDeps): PaymentProvider {
  let provider = providers.get(deps);
  if (!provider) {
    const { payments, stripe } = deps.config;
    provider = payments === 'stripe' && stripe ? stripeProvider(deps, stripe) : payments === 'sandbox' ? sandboxProvider(deps) : noPaymentProvider();
    providers.set(deps, provider);
  }
  return provider;
}

// ------------------------------------------------------------------------------------------------ signatures

export function signPayload(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

function verifySignature(secret: string, payload: string, header: string | undefined, now = Date.now()): boolean {
  if (!header || !secret) return false;
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex'));
  return parts.some(([key, value]) => {
    if (key !== 'v1' || !value) return false;
    const given = Buffer.from(value);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

// ---------------------------------------------------------------------------------------------------- views

export function checkoutView(row: CheckoutRow): CheckoutSessionView {
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    product_id: row.product_id,
    price_cents: row.price_cents,
    boostz: row.boostz,
    provider: row.provider,
    created_at: row.created_at,
    completed_at: row.completed_at,
  };
}

function subscriptionView(row: SubscriptionRow): SubscriptionView {
  return {
    plan_id: row.plan_id,
    status: row.status,
    current_period_start: row.current_period_start,
    current_period_end: row.current_period_end,
    provider: row.provider,
  };
}

async function currentSubscription(db: Db | Trx, userId: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).where('status', 'in', ['active', 'cancelling']).orderBy('id', 'desc').executeTakeFirst();
}

export async function subscriptionOf(deps: AppDeps, userId: number): Promise<SubscriptionView | null> {
  await settleSandboxSubscriptions(deps);
  const row = await currentSubscription(deps.db, userId);
  return row ? subscriptionView(row) : null;
}

// ------------------------------------------------------------------------------------------------- checkout

export async function createCheckout(deps: AppDeps, user: UserRow, productId: string): Promise<{ id: string; url: string }> {
  const product = checkoutProduct(productId);
  if (!product) throw notFound('productNotFound');
  if (product.kind === 'plan' && (await subscriptionOf(deps, user.id))) throw new HttpError(409, 'alreadySubscribed');
  const provider = paymentProvider(deps);
  const priceCents = product.kind === 'pack' ? product.pack.priceCents : product.plan.priceCents;
  const boostz = product.kind === 'pack' ? product.pack.boostz : product.plan.boostzPerPeriod;
  const name = product.kind === 'pack' ? `${boostz} boostz` : `Spielraum ${product.plan.key === 'plus' ? 'Plus' : 'Pro'}`;
  const created = await provider.createCheckout({ user, productId, kind: product.kind, name, priceCents });
  await deps.db
    .insertInto('checkout_sessions')
    .values({
      id: created.id,
      user_id: user.id,
      provider: created.provider,
      kind: product.kind,
      product_id: productId,
      price_cents: priceCents,
      boostz,
      payment_ref: null,
      created_at: nowIso(),
      completed_at: null,
    })
    .execute();
  return { id: created.id, url: created.url };
}

export async function ownCheckout(deps: AppDeps, user: UserRow, id: string): Promise<CheckoutRow> {
  const row = await deps.db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.user_id !== user.id) throw notFound('checkoutNotFound');
  return row;
}

/** Testmodus: pays the checkout by sending the event Stripe would send, signed the same way, into the same handler. */
export async function payInSandbox(deps: AppDeps, user: UserRow, id: string): Promise<CheckoutRow> {
  const provider = paymentProvider(deps);
  const row = await ownCheckout(deps, user, id);
  if (row.provider !== 'sandbox' || provider.mode !== 'sandbox') throw new HttpError(409, 'sandboxOnly');
  if (row.status !== 'open') throw new HttpError(409, 'checkoutClosed');
  const now = Date.now();
  const object: Record<string, unknown> = {
    id: row.id,
    object: 'checkout.session',
    payment_status: 'paid',
    payment_intent: `pi_test_${randomBytes(12).toString('hex')}`,
    client_reference_id: String(user.id),
  };
  if (row.kind === 'plan') {
    object['subscription'] = `sub_test_${randomBytes(12).toString('hex')}`;
    object['current_period_start'] = Math.floor(now / 1000);
    object['current_period_end'] = Math.floor((now + SUBSCRIPTION_PERIOD_DAYS * DAY_MS) / 1000);
  }
  await deliverSandboxEvent(deps, 'checkout.session.completed', object);
  return ownCheckout(deps, user, id);
}

export async function cancelSandboxCheckout(deps: AppDeps, user: UserRow, id: string): Promise<CheckoutRow> {
  const row = await ownCheckout(deps, user, id);
  if (row.provider !== 'sandbox') throw new HttpError(409, 'sandboxOnly');
  const updated = await deps.db
    .updateTable('checkout_sessions')
    .set({ status: 'cancelled', completed_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new HttpError(409, 'checkoutClosed');
  return updated;
}

async function deliverSandboxEvent(deps: AppDeps, type: string, object: Record<string, unknown>): Promise<void> {
  const payload = JSON.stringify({ id: `evt_test_${randomBytes(12).toString('hex')}`, type, created: Math.floor(Date.now() / 1000), data: { object } });
  await handleWebhook(deps, payload, signPayload(paymentProvider(deps).webhookSecret, payload));
}

// -------------------------------------------------------------------------------------------------- webhook

interface WebhookEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

function parseEvent(payload: string): WebhookEvent {
  let event: unknown;
  try {
    event = JSON.parse(payload);
  } catch {
    throw new HttpError(400, 'malformedJson');
  }
  const candidate = event as Partial<WebhookEvent> | null;
  if (!candidate || typeof candidate.id !== 'string' || typeof candidate.type !== 'string' || typeof candidate.data?.object !== 'object' || candidate.data.object === null) {
    throw new HttpError(400, 'malformedJson');
  }
  return candidate as WebhookEvent;
}

const isoFromUnix = (value: unknown, fallback: number) => new Date((typeof value === 'number' ? value * 1000 : fallback)).toISOString();

/** Grants a plan's boostz for the period that starts at `periodStart`, once (the key is the period). */
async function grantPeriod(trx: Trx, subscription: Pick<SubscriptionRow, 'user_id' | 'plan_id' | 'provider_ref'>, periodStart: string): Promise<void> {
  const plan = planById(subscription.plan_id);
  if (!plan) return;
  const idempotencyKey = `subscription:${subscription.provider_ref}:${periodStart}`;
  const granted = await trx.selectFrom('ledger_entries').select('id').where('user_id', '=', subscription.user_id).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  if (granted) return;
  await book(trx, { userId: subscription.user_id, amount: plan.boostzPerPeriod, reason: 'subscription', reference: `plan:${plan.id}`, idempotencyKey });
}

async function applyEvent(trx: Trx, event: WebhookEvent): Promise<void> {
  const object = event.data.object;
  const now = Date.now();
  switch (event.type) {
    case 'checkout.session.completed': {
      const row = await trx.selectFrom('checkout_sessions').selectAll().where('id', '=', String(object['id'])).executeTakeFirst();
      if (!row || row.status === 'paid' || row.status === 'refunded') return;
      const paymentRef = typeof object['payment_intent'] === 'string' ? object['payment_intent'] : null;
      await trx.updateTable('checkout_sessions').set({ status: 'paid', payment_ref: paymentRef, completed_at: nowIso() }).where('id', '=', row.id).execute();
      if (row.kind === 'pack') {
        await book(trx, { userId: row.user_id, amount: row.boostz, reason: 'pack', reference: `checkout:${row.id}`, idempotencyKey: `checkout:${row.id}` });
        return;
      }
      const plan = checkoutProduct(row.product_id);
      if (plan?.kind !== 'plan') return;
      const providerRef = String(object['subscription'] ?? row.id);
      const periodStart = isoFromUnix(object['current_period_start'], now);
      const periodEnd = isoFromUnix(object['current_period_end'], now + SUBSCRIPTION_PERIOD_DAYS * DAY_MS);
      const subscription = { user_id: row.user_id, plan_id: plan.plan.id, provider_ref: providerRef };
      await trx
        .insertInto('subscriptions')
        .values({ ...subscription, provider: row.provider, status: 'active', current_period_start: periodStart, current_period_end: periodEnd, created_at: nowIso(), updated_at: nowIso() })
        .onConflict((conflict) => conflict.column('provider_ref').doNothing())
        .execute();
      await trx.updateTable('users').set({ subscription_plan_id: plan.plan.id, updated_at: nowIso() }).where('id', '=', row.user_id).execute();
      await grantPeriod(trx, subscription, periodStart);
      return;
    }
    case 'invoice.paid': {
      const ref = String(object['subscription'] ?? '');
      const subscription = await trx.selectFrom('subscriptions').selectAll().where('provider_ref', '=', ref).executeTakeFirst();
      // Stripe may send the first invoice before the completed checkout: answer so that it is sent again later.
      if (!subscription) throw new HttpError(409, 'webhookOutOfOrder');
      if (object['billing_reason'] === 'subscription_create') return;
      const lines = (object['lines'] as { data?: { period?: { start?: number; end?: number } }[] } | undefined)?.data?.[0]?.period;
      const periodStart = isoFromUnix(object['period_start'] ?? lines?.start, now);
      const periodEnd = isoFromUnix(object['period_end'] ?? lines?.end, now + SUBSCRIPTION_PERIOD_DAYS * DAY_MS);
      if (periodEnd > subscription.current_period_end) {
        await trx.updateTable('subscriptions').set({ current_period_start: periodStart, current_period_end: periodEnd, updated_at: nowIso() }).where('id', '=', subscription.id).execute();
      }
      await grantPeriod(trx, subscription, periodStart);
      return;
    }
    case 'customer.subscription.updated': {
      const ref = String(object['id'] ?? '');
      const status = object['cancel_at_period_end'] === true ? 'cancelling' : 'active';
      await trx.updateTable('subscriptions').set({ status, updated_at: nowIso() }).where('provider_ref', '=', ref).where('status', '!=', 'ended').execute();
      return;
    }
    case 'customer.subscription.deleted': {
      const ref = String(object['id'] ?? '');
      const ended = await trx
        .updateTable('subscriptions')
        .set({ status: 'ended', updated_at: nowIso() })
        .where('provider_ref', '=', ref)
        .returning('user_id')
        .executeTakeFirst();
      if (ended) {
        const other = await currentSubscription(trx, ended.user_id);
        await trx.updateTable('users').set({ subscription_plan_id: other?.plan_id ?? null, updated_at: nowIso() }).where('id', '=', ended.user_id).execute();
      }
      return;
    }
    case 'charge.refunded': {
      const paymentRef = typeof object['payment_intent'] === 'string' ? object['payment_intent'] : '';
      const row = paymentRef ? await trx.selectFrom('checkout_sessions').selectAll().where('payment_ref', '=', paymentRef).executeTakeFirst() : undefined;
      if (!row) throw new HttpError(409, 'webhookOutOfOrder');
      if (row.status !== 'paid' || row.kind !== 'pack') return;
      await trx.updateTable('checkout_sessions').set({ status: 'refunded' }).where('id', '=', row.id).execute();
      // The money went back: so do the boostz, as far as they are still there (a balance never goes below zero).
      const { boostz } = await trx.selectFrom('users').select('boostz').where('id', '=', row.user_id).executeTakeFirstOrThrow();
      const taken = Math.min(boostz, row.boostz);
      if (taken > 0) {
        await book(trx, { userId: row.user_id, amount: -taken, reason: 'refund', reference: `checkout:${row.id}`, idempotencyKey: `refund:${row.id}` });
      }
      return;
    }
    default:
      // Events we do not use are acknowledged, so the sender stops retrying them.
      return;
  }
}

/** Verifies and applies one webhook delivery. A replayed event (same id) is acknowledged and changes nothing. */
export async function handleWebhook(deps: AppDeps, payload: string, signature: string | undefined): Promise<{ received: boolean }> {
  if (!verifySignature(paymentProvider(deps).webhookSecret, payload, signature)) throw new HttpError(400, 'invalidSignature');
  const event = parseEvent(payload);
  await deps.db.transaction().execute(async (trx) => {
    const seen = await trx
      .insertInto('payment_events')
      .values({ id: event.id, type: event.type, received_at: nowIso() })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!seen) return;
    await applyEvent(trx, event);
  });
  return { received: true };
}

// ------------------------------------------------------------------------------------------- subscriptions

export async function cancelSubscription(deps: AppDeps, user: UserRow): Promise<SubscriptionView> {
  await settleSandboxSubscriptions(deps);
  const row = await currentSubscription(deps.db, user.id);
  if (!row) throw notFound('noSubscription');
  if (row.status === 'cancelling') throw new HttpError(409, 'subscriptionAlreadyCancelled');
  await paymentProvider(deps).cancelAtPeriodEnd(row);
  const updated = await deps.db
    .updateTable('subscriptions')
    .set({ status: 'cancelling', updated_at: nowIso() })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return subscriptionView(updated);
}

/**
 * The sandbox plays Stripe's part when a period is over: a renewing subscription gets its next invoice.paid, a
 * cancelled one its customer.subscription.deleted — signed events into the same handler. Runs when someone looks
 * at boostz or subscriptions; several periods that passed unseen are caught up one by one (at most a year).
 */
export async function settleSandboxSubscriptions(deps: AppDeps, now = Date.now()): Promise<void> {
  if (paymentProvider(deps).mode !== 'sandbox') return;
  for (let round = 0; round < 13; round++) {
    const due = await deps.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('provider', '=', 'sandbox')
      .where('status', 'in', ['active', 'cancelling'])
      .where('current_period_end', '<=', new Date(now).toISOString())
      .limit(100)
      .execute();
    if (due.length === 0) return;
    for (const subscription of due) {
      if (subscription.status === 'cancelling') {
        await deliverSandboxEvent(deps, 'customer.subscription.deleted', { id: subscription.provider_ref, object: 'subscription' });
        continue;
      }
      const start = new Date(subscription.current_period_end).getTime();
      await deliverSandboxEvent(deps, 'invoice.paid', {
        object: 'invoice',
        subscription: subscription.provider_ref,
        billing_reason: 'subscription_cycle',
        period_start: Math.floor(start / 1000),
        period_end: Math.floor((start + SUBSCRIPTION_PERIOD_DAYS * DAY_MS) / 1000),
      });
    }
  }
}

/** An admin gives a paid boostz pack back (Stripe refunds the money; the webhook books the boostz back). */
export async function refundCheckout(deps: AppDeps, id: string): Promise<CheckoutRow> {
  const row = await deps.db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('checkoutNotFound');
  if (row.kind !== 'pack' || row.status !== 'paid' || !row.payment_ref) throw new HttpError(409, 'notRefundable');
  await paymentProvider(deps).refund(row);
  return deps.db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function checkoutResult(deps: AppDeps, user: UserRow, sessionId: string) {
  const row = await ownCheckout(deps, user, sessionId);
  const balance = await deps.db.selectFrom('users').select('boostz').where('id', '=', user.id).executeTakeFirstOrThrow();
  return { session: checkoutView(row), boostz: balance.boostz, subscription: await subscriptionOf(deps, user.id) };
}
