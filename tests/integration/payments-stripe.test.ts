// Payments through Stripe with STRIPE_SECRET_KEY set. Stripe is a paid service outside our reach, so
// a small HTTP server plays its API (checkout sessions, subscription updates) at STRIPE_API_BASE; everything else
// is real: the adapter's form-encoded calls, the signed webhooks into the same handler the sandbox uses, the
// ledger. Covers packs, a subscription's life (first period, renewal, replay, out of order, cancel, end) and a
// failing Stripe.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_PLANS } from '../../common/rules/boostz';
import { signPayload } from '../../server/modules/boostz/payments';
import { insertUsers } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { DEMO_PASSWORD, type TestServer, startTestServer } from './support/server';

const WEBHOOK_SECRET = 'whsec_test_spielraum';

interface StripeCall {
  path: string;
  form: URLSearchParams;
  authorization: string | undefined;
}

let stripe: Server;
const calls: StripeCall[] = [];
let failNext = false;
let server: TestServer;
let buyer: TestClient;
let buyerId: number;
let visitor: TestClient;

beforeAll(async () => {
  let sessions = 0;
  stripe = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls.push({ path: request.url ?? '', form: new URLSearchParams(body), authorization: request.headers.authorization });
      response.setHeader('Content-Type', 'application/json');
      if (failNext) {
        failNext = false;
        response.statusCode = 500;
        response.end(JSON.stringify({ error: { message: 'Stripe is down' } }));
        return;
      }
      if (request.url === '/v1/checkout/sessions') {
        const id = `cs_test_stripe${++sessions}abcdef`;
        response.end(JSON.stringify({ id, url: `https://checkout.stripe.com/c/pay/${id}` }));
        return;
      }
      response.end(JSON.stringify({ id: request.url?.split('/').pop(), cancel_at_period_end: true }));
    });
  });
  await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
  const { port } = stripe.address() as AddressInfo;
  server = await startTestServer({
    env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: `http://127.0.0.1:${port}`, RATE_LIMIT_SCALE: '100' },
  });
  visitor = server.client();
  const [user] = await insertUsers(server, 'StripeKunde', 1);
  buyerId = user!.id;
  buyer = server.client();
  await buyer.csrf();
  expect((await buyer.login(user!.email, DEMO_PASSWORD)).status).toBe(200);
});

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => stripe.close(resolve));
});

async function balance(): Promise<number> {
  return (await server.db.selectFrom('users').select('boostz').where('id', '=', buyerId).executeTakeFirstOrThrow()).boostz;
}

let eventCounter = 0;
function webhook(type: string, object: Record<string, unknown>, options: { id?: string; secret?: string } = {}) {
  const payload = JSON.stringify({ id: options.id ?? `evt_${++eventCounter}_${Date.now()}`, type, data: { object } });
  return visitor.request('POST', '/api/payments/webhook', {
    body: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signPayload(options.secret ?? WEBHOOK_SECRET, payload) },
    xsrf: false,
  });
}

describe('Stripe Checkout', () => {
  it('creates the session at Stripe with the server’s price and credits the pack from the signed webhook', async () => {
    expect((await buyer.get('/api/boostz/products')).body.mode).toBe('stripe');
    const checkout = await buyer.post('/api/create-checkout-session', { product_id: 'pack-500' });
    expect(checkout.status, checkout.text).toBe(200);
    expect(checkout.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_stripe/);
    const call = calls.at(-1)!;
    expect(call.authorization).toBe('Bearer sk_test_123');
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '499',
      'metadata[product_id]': 'pack-500',
      client_reference_id: String(buyerId),
    });
    expect(call.form.get('success_url')).toMatch(/\/subscription-success\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    // The test checkout is not there when Stripe is.
    expect((await buyer.post(`/api/sandbox-checkout/${checkout.body.id}/pay`)).status).toBe(409);

    expect((await webhook('checkout.session.completed', { id: checkout.body.id }, { secret: 'whsec_wrong' })).status).toBe(400);
    const event = { id: 'evt_pack_once' };
    expect((await webhook('checkout.session.completed', { id: checkout.body.id, payment_status: 'paid' }, event)).status).toBe(200);
    expect((await webhook('checkout.session.completed', { id: checkout.body.id, payment_status: 'paid' }, event)).status).toBe(200);
    expect(await balance()).toBe(100 + 500);
    expect((await buyer.get(`/api/subscription-success?session_id=${checkout.body.id}`)).body.session.status).toBe('paid');
  });

  it('answers 503 with a German message when Stripe fails, and books nothing', async () => {
    failNext = true;
    const failed = await buyer.post('/api/create-checkout-session', { product_id: 'pack-1200' });
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe('Die Zahlung konnte nicht gestartet werden. Bitte versuche es später erneut.');
    expect(await balance()).toBe(600);
  });

  it('runs a subscription: first period, renewal once, out-of-order events, cancel at Stripe, end', async () => {
    const plan = SUBSCRIPTION_PLANS[1]!;
    const checkout = await buyer.post('/api/create-checkout-session', { product_id: `plan-${plan.id}` });
    expect(calls.at(-1)!.form.get('mode')).toBe('subscription');
    expect(calls.at(-1)!.form.get('line_items[0][price_data][recurring][interval]')).toBe('month');

    // Stripe may send the first invoice before the completed checkout: 409, so that it is sent again later.
    const now = Math.floor(Date.now() / 1000);
    const early = await webhook('invoice.paid', { subscription: 'sub_live_1', billing_reason: 'subscription_create', period_start: now, period_end: now + 30 * 86_400 });
    expect(early.status).toBe(409);

    expect(
      (await webhook('checkout.session.completed', { id: checkout.body.id, subscription: 'sub_live_1', current_period_start: now, current_period_end: now + 30 * 86_400 })).status,
    ).toBe(200);
    expect(await balance()).toBe(600 + plan.boostzPerPeriod);
    expect((await server.db.selectFrom('users').select('subscription_plan_id').where('id', '=', buyerId).executeTakeFirstOrThrow()).subscription_plan_id).toBe(plan.id);
    // The retried first invoice now arrives: the first period was granted with the checkout already.
    expect((await webhook('invoice.paid', { subscription: 'sub_live_1', billing_reason: 'subscription_create', period_start: now, period_end: now + 30 * 86_400 })).status).toBe(200);
    expect(await balance()).toBe(600 + plan.boostzPerPeriod);

    const renewal = { subscription: 'sub_live_1', billing_reason: 'subscription_cycle', period_start: now + 30 * 86_400, period_end: now + 60 * 86_400 };
    expect((await webhook('invoice.paid', renewal)).status).toBe(200);
    // The same period again under another event id (Stripe resends after a timeout): still one grant.
    expect((await webhook('invoice.paid', renewal)).status).toBe(200);
    expect(await balance()).toBe(600 + 2 * plan.boostzPerPeriod);

    const cancelled = await buyer.post('/api/cancel-subscription');
    expect(cancelled.body.subscription.status).toBe('cancelling');
    expect(calls.at(-1)!.path).toBe('/v1/subscriptions/sub_live_1');
    expect(calls.at(-1)!.form.get('cancel_at_period_end')).toBe('true');

    expect((await webhook('customer.subscription.deleted', { id: 'sub_live_1' })).status).toBe(200);
    expect((await server.db.selectFrom('users').select('subscription_plan_id').where('id', '=', buyerId).executeTakeFirstOrThrow()).subscription_plan_id).toBeNull();
    expect((await buyer.get('/api/boostz/products')).body.subscription).toBeNull();
    // Unknown event types are acknowledged and change nothing.
    expect((await webhook('customer.created', { id: 'cus_1' })).status).toBe(200);
    expect(await balance()).toBe(600 + 2 * plan.boostzPerPeriod);
  });
});
