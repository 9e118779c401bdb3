// boostz over real HTTP, on SQLite and PostgreSQL: the shop and the locker, donations, rewards,
// redeem codes, boosts, quests, voting and the sandbox checkout with its signed webhooks — each with its bad
// inputs — and the ledger's promise: every balance is the sum of its ledger, never below zero, and the same
// idempotency key never books twice, also under concurrent load.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BORDERS, donationValue, SUBSCRIPTION_PLANS } from '../../common/rules/boostz';
import { nowIso } from '../../server/db';
import { ledgerMismatches, negativeBalances } from '../../server/modules/boostz/ledger';
import { paymentProvider, settleSandboxSubscriptions, signPayload } from '../../server/modules/boostz/payments';
import { insertUsers } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { insertPost, userId } from './support/posts';
import { DEMO, DEMO_PASSWORD, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;
let admin: TestClient;
let creator: TestClient;
let mia: TestClient;
let miaId: number;
let creatorId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '1000' } });
  visitor = server.client();
  await visitor.csrf();
  [admin, creator, mia] = await Promise.all([server.loginAs(DEMO.admin), server.loginAs(DEMO.creator), server.loginAs(DEMO.mia)]);
  [miaId, creatorId] = await Promise.all([userId(server, DEMO.mia), userId(server, DEMO.creator)]);
});
afterAll(() => server.close());

async function balanceOf(id: number): Promise<number> {
  return (await server.db.selectFrom('users').select('boostz').where('id', '=', id).executeTakeFirstOrThrow()).boostz;
}

async function ledgerRows(id: number): Promise<number> {
  const row = await server.db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll<number>().as('count')).where('user_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.count);
}

async function setBalance(id: number, boostz: number): Promise<void> {
  // Through the ledger like everything else: an adjustment row explains the change.
  const current = await balanceOf(id);
  if (current === boostz) return;
  await server.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ boostz }).where('id', '=', id).execute();
    await trx
      .insertInto('ledger_entries')
      .values({ user_id: id, amount: boostz - current, balance_after: boostz, reason: 'adjustment', reference: 'test', idempotency_key: null, created_at: nowIso() })
      .execute();
  });
}

async function freshUser(prefix: string, boostz: number): Promise<{ id: number; client: TestClient }> {
  const [user] = await insertUsers(server, `${prefix}${Math.random().toString(36).slice(2, 7)}`, 1);
  await setBalance(user!.id, boostz);
  const client = server.client();
  await client.csrf();
  expect((await client.login(user!.email, DEMO_PASSWORD)).status).toBe(200);
  return { id: user!.id, client };
}

describe('new accounts', () => {
  it('open with a welcome row: the balance is explained from the first day', async () => {
    const { id } = await freshUser('Neu', 100);
    const rows = await server.db.selectFrom('ledger_entries').select(['amount', 'reason', 'balance_after']).where('user_id', '=', id).execute();
    expect(rows[0]).toMatchObject({ amount: 100, reason: 'welcome', balance_after: 100 });
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });
});

describe('shop and locker', () => {
  it('lists the borders for everyone, with what the viewer owns', async () => {
    const list = await visitor.get('/api/user-profile/borders');
    expect(list.status).toBe(200);
    expect(list.body.borders).toHaveLength(BORDERS.length);
    expect(list.body).toMatchObject({ selected: null, boostz: null });
  });

  it('sells a border at the server’s price, once; the locker equips it and the profile shows it', async () => {
    const { id, client } = await freshUser('Kauf', 400);
    const gold = BORDERS.find((border) => border.id === 'gold')!;
    const badPrices: unknown[] = [gold.price - 1, 0, -300, 1.5, '300', 1e12, null];
    for (const price of badPrices) {
      const refused = await client.post('/api/shop/purchase', { item_id: 'gold', item_type: 'border', price });
      expect([409, 422], `${String(price)} → ${refused.status}`).toContain(refused.status);
      expect(refused.body.message).toMatch(/Preis/);
    }
    expect((await client.post('/api/shop/purchase', { item_id: 'diamant', item_type: 'border', price: 5 })).status).toBe(404);
    expect((await client.post('/api/shop/purchase', { item_id: 'gold', item_type: 'hat', price: gold.price })).status).toBe(422);
    expect(await ledgerRows(id)).toBe(2);

    const key = randomUUID();
    const bought = await client.post('/api/shop/purchase', { item_id: 'gold', item_type: 'border', price: gold.price, idempotency_key: key });
    expect(bought.status, bought.text).toBe(201);
    expect(bought.body).toMatchObject({ item_id: 'gold', boostz: 400 - gold.price, owned_borders: ['gold'] });
    // A retry of the same purchase answers the same, books nothing.
    const retried = await client.post('/api/shop/purchase', { item_id: 'gold', item_type: 'border', price: gold.price, idempotency_key: key });
    expect(retried.status).toBe(201);
    expect(retried.body.boostz).toBe(400 - gold.price);
    const again = await client.post('/api/shop/purchase', { item_id: 'gold', item_type: 'border', price: gold.price });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Diesen Artikel besitzt du schon.');
    const tooExpensive = await client.post('/api/shop/purchase', { item_id: 'rainbow', item_type: 'border', price: 1000 });
    expect(tooExpensive.status).toBe(409);
    expect(tooExpensive.body.message).toBe('Dafür reichen deine boostz nicht.');
    expect(await balanceOf(id)).toBe(400 - gold.price);

    expect((await client.post('/api/user-profile/select-border', { border_id: 'rainbow' })).status).toBe(403);
    expect((await client.post('/api/user-profile/select-border', { border_id: 'nope' })).status).toBe(404);
    const equipped = await client.post('/api/user-profile/select-border', { border_id: 'gold' });
    expect(equipped.body).toEqual({ profile_border: 'gold', owned_borders: ['gold'] });
    expect((await visitor.get(`/api/profiles/${id}`)).body.user[0].profile_border).toBe('gold');
    expect((await client.post('/api/user-profile/select-border', { border_id: null })).body.profile_border).toBeNull();
    expect((await visitor.post('/api/shop/purchase', { item_id: 'gold', item_type: 'border', price: gold.price })).status).toBe(401);
  });

  it('sells the same border once when a double click sends two purchases at the same instant', async () => {
    const { id, client } = await freshUser('Doppel', 1_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => client.post('/api/shop/purchase', { item_id: 'mint', item_type: 'border', price: 100 })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
    expect(await balanceOf(id)).toBe(900);
  });
});

describe('donations', () => {
  it('moves the slider’s value from donor to creator in one step and tells the creator', async () => {
    const { id, client } = await freshUser('Spender', 2_000);
    const before = await balanceOf(creatorId);
    const key = randomUUID();
    const donated = await client.post('/api/donations', { recipient_id: creatorId, slider: 520, message: 'Mega Clip!', idempotency_key: key });
    expect(donated.status, donated.text).toBe(201);
    expect(donationValue(520)).toBe(880);
    expect(donated.body).toMatchObject({ donation: { amount: 880, recipient_id: creatorId, message: 'Mega Clip!' }, boostz: 2_000 - 880 });
    expect(await balanceOf(creatorId)).toBe(before + 880);
    const replay = await client.post('/api/donations', { recipient_id: creatorId, slider: 520, message: 'Mega Clip!', idempotency_key: key });
    expect(replay.status).toBe(201);
    expect(replay.body.donation.id).toBe(donated.body.donation.id);
    expect(await balanceOf(id)).toBe(2_000 - 880);
    const event = await server.db.selectFrom('social_events').selectAll().where('user_id', '=', creatorId).where('type', '=', 'donation').where('actor_id', '=', id).execute();
    expect(event).toHaveLength(1);
  });

  it('refuses bad donations with a German message and no ledger row', async () => {
    const { id, client } = await freshUser('Knapp', 300);
    const [deleted] = await insertUsers(server, `Weg${Date.now() % 10_000}`, 1);
    await server.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', deleted!.id).execute();
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ recipient_id: id, slider: 100 }, 422, /dich selbst/],
      [{ recipient_id: deleted!.id, slider: 100 }, 404, /Creator/],
      [{ recipient_id: 2_000_000_000, slider: 100 }, 404, /Creator/],
      [{ recipient_id: creatorId, slider: 15 }, 422, /Zehnerschritten/],
      [{ recipient_id: creatorId, slider: 0 }, 422, /Zehnerschritten/],
      [{ recipient_id: creatorId, slider: -10 }, 422, /Zehnerschritten/],
      [{ recipient_id: creatorId, slider: 1010 }, 422, /Zehnerschritten/],
      [{ recipient_id: creatorId, slider: 10.5 }, 422, /Zehnerschritten/],
      [{ recipient_id: creatorId, slider: '100' }, 422, /Zehnerschritten/],
      [{ recipient_id: creatorId, slider: 100, message: 'Hallo' }, 422, /ab einer Spende von 200/],
      [{ recipient_id: creatorId, slider: 1000 }, 409, /reichen deine boostz nicht/],
      [{ recipient_id: 'x', slider: 100 }, 422, /Creator/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await client.post('/api/donations', body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    expect(await balanceOf(id)).toBe(300);
    expect(await ledgerRows(id)).toBe(2);
  });

  it('gives exactly one success to 100 parallel donations with money for one', async () => {
    const { id, client } = await freshUser('Einmal', 100);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => client.post('/api/donations', { recipient_id: creatorId, slider: 100, idempotency_key: randomUUID() })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(99);
    expect(await balanceOf(id)).toBe(0);
  });
});

describe('rewards', () => {
  it('gives the daily reward once a day, also to tabs claiming at the same instant, and shows the next time', async () => {
    const { id, client } = await freshUser('Taeglich', 0);
    const list = await client.get('/api/rewards');
    expect(list.body.rewards.find((reward: { type: string }) => reward.type === 'daily')).toMatchObject({ claimable: true, amount: 10, streak: 0 });
    const claims = await Promise.all(Array.from({ length: 6 }, () => client.post('/api/claim-reward', { type: 'daily' })));
    expect(claims.filter((claim) => claim.status === 200)).toHaveLength(1);
    expect(claims.filter((claim) => claim.status === 409).map((claim) => claim.body.message)[0]).toBe('Diese Belohnung hast du schon abgeholt.');
    expect(await balanceOf(id)).toBe(10);
    const after = (await client.get('/api/rewards')).body.rewards.find((reward: { type: string }) => reward.type === 'daily');
    expect(after).toMatchObject({ claimable: false, streak: 1 });
    expect(new Date(after.next_claim_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('gives once-only rewards only when earned', async () => {
    const { id, client } = await freshUser('Erst', 0);
    expect((await client.post('/api/claim-reward', { type: 'first_upload' })).status).toBe(409);
    expect((await client.post('/api/claim-reward', { type: 'referral' })).body.message).toBe('Diese Belohnung hast du noch nicht verdient.');
    expect((await client.post('/api/claim-reward', { type: 'weekly' })).status).toBe(422);
    await insertPost(server, { user_id: id });
    expect((await client.post('/api/claim-reward', { type: 'first_upload' })).body).toMatchObject({ amount: 50, boostz: 50 });
    expect((await client.post('/api/claim-reward', { type: 'first_upload' })).status).toBe(409);

    // A friend signs up through the invitation and verifies: one referral reward.
    const [friend] = await insertUsers(server, `Freund${Date.now() % 10_000}`, 1);
    await server.db.updateTable('users').set({ referral_id: String(id) }).where('id', '=', friend!.id).execute();
    const affiliate = await client.get('/api/affiliate');
    expect(affiliate.body).toMatchObject({ referral_id: String(id), signed_up: 1, verified: 1, pending: 1, boostz_earned: 0 });
    expect((await client.post('/api/claim-reward', { type: 'referral' })).body.amount).toBe(100);
    expect((await client.get('/api/affiliate')).body).toMatchObject({ pending: 0, boostz_earned: 100 });
    expect(await balanceOf(id)).toBe(150);
  });
});

describe('redeem codes', () => {
  it('lets admins create codes that each person redeems once, until used up or expired', async () => {
    expect((await mia.post('/api/admin/redeem-codes', { value: 50 })).status).toBe(403);
    for (const body of [{ value: 0 }, { value: -5 }, { value: 1.5 }, { value: '50' }, { value: 50, max_uses: 0 }, { value: 50, expires_at: '2020-01-01T00:00:00Z' }]) {
      expect((await admin.post('/api/admin/redeem-codes', body)).status, JSON.stringify(body)).toBe(422);
    }
    const created = await admin.post('/api/admin/redeem-codes', { value: 75, max_uses: 2 });
    expect(created.status).toBe(201);
    const code: string = created.body.code.code;
    expect(code).toMatch(/^[A-Z2-9]{12}$/);

    const one = await freshUser('Code', 0);
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4, 8)} ${code.slice(8)}`;
    expect((await one.client.post('/api/redeem', { code: typed })).body).toEqual({ value: 75, boostz: 75 });
    expect((await one.client.post('/api/redeem', { code })).body.message).toBe('Diesen Code hast du schon eingelöst.');
    const two = await freshUser('Code', 0);
    const three = await freshUser('Code', 0);
    const [a, b] = await Promise.all([two.client.post('/api/redeem', { code }), three.client.post('/api/redeem', { code })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await admin.get('/api/admin/redeem-codes')).body.codes.find((entry: { code: string }) => entry.code === code).uses_count).toBe(2);
    expect((await one.client.post('/api/redeem', { code: 'ABCDABCDABCD' })).status).toBe(404);
    expect((await one.client.post('/api/redeem', { code: '' })).status).toBe(422);

    const expiring = await admin.post('/api/admin/redeem-codes', { value: 10, expires_at: new Date(Date.now() + 60_000).toISOString() });
    await server.db.updateTable('redeem_codes').set({ expires_at: nowIso(new Date(Date.now() - 1000)) }).where('id', '=', expiring.body.code.id).execute();
    expect((await one.client.post('/api/redeem', { code: expiring.body.code.code })).body.message).toBe('Dieser Code ist abgelaufen.');
    expect(await balanceOf(one.id)).toBe(75);
  });
});

describe('boosts', () => {
  it('lets a creator boost their own clip for boostz; others get 403', async () => {
    const { id, client } = await freshUser('Boost', 200);
    const postId = await insertPost(server, { user_id: id });
    expect((await mia.post(`/api/posts/${postId}/boost`, { hours: 1 })).status).toBe(403);
    expect((await client.post(`/api/posts/${postId}/boost`, { hours: 0 })).status).toBe(422);
    expect((await client.post(`/api/posts/${postId}/boost`, { hours: 73 })).status).toBe(422);
    const boosted = await client.post(`/api/posts/${postId}/boost`, { hours: 6 });
    expect(boosted.status, boosted.text).toBe(201);
    expect(boosted.body).toMatchObject({ post_id: postId, cost: 120, boostz: 80 });
    const extended = await client.post(`/api/posts/${postId}/boost`, { hours: 1 });
    expect(new Date(extended.body.ends_at).getTime() - new Date(boosted.body.ends_at).getTime()).toBe(3_600_000);
    expect((await client.post(`/api/posts/${postId}/boost`, { hours: 24 })).status).toBe(409);
    expect(await balanceOf(id)).toBe(60);
  });
});

describe('quests', () => {
  it('counts progress from real events and pays a completed quest once', async () => {
    const { id, client } = await freshUser('Quest', 0);
    const list = await client.get('/api/quests');
    expect(list.status).toBe(200);
    expect(list.body.quests.find((quest: { id: string }) => quest.id === 'daily-comment')).toMatchObject({ progress: 0, completed: false, claimed: false });
    expect((await client.post('/api/quests/daily-comment/claim')).body.message).toBe('Diese Quest ist noch nicht erfüllt.');
    expect((await client.post('/api/quests/no-such-quest/claim')).status).toBe(404);

    const postId = await insertPost(server, { user_id: creatorId });
    expect((await client.post('/api/comments', { post_id: postId, comment: 'Starker Clip!' })).status).toBe(201);
    const claimed = await client.post('/api/quests/daily-comment/claim');
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.body).toMatchObject({ quest: { completed: true, claimed: true }, boostz: 10 });
    expect((await client.post('/api/quests/daily-comment/claim')).status).toBe(409);
    expect(await balanceOf(id)).toBe(10);
  });
});

describe('voting', () => {
  it('takes one vote per person in the current poll and shows results after voting', async () => {
    expect((await mia.post('/api/admin/polls', { question: 'Welches Genre?', options: ['A', 'B'], ends_at: new Date(Date.now() + 86_400_000).toISOString() })).status).toBe(403);
    for (const body of [
      { question: 'Nur eine?', options: ['A'], ends_at: new Date(Date.now() + 86_400_000).toISOString() },
      { question: 'Vergangen?', options: ['A', 'B'], ends_at: '2020-01-01T00:00:00Z' },
      { question: 'Zu viele?', options: ['1', '2', '3', '4', '5', '6', '7'], ends_at: new Date(Date.now() + 86_400_000).toISOString() },
    ]) {
      expect((await admin.post('/api/admin/polls', body)).status).toBe(422);
    }
    const created = await admin.post('/api/admin/polls', { question: 'Welches Spiel kommt als Nächstes?', options: ['Rennspiel', 'Rätsel', 'Shooter'], ends_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(created.status, created.text).toBe(201);
    const pollId = created.body.poll.id;

    const seen = await mia.get('/api/vote');
    expect(seen.body.poll).toMatchObject({ id: pollId, results: null, my_vote: null, open: true });
    expect((await mia.post('/api/vote', { optionIndex: 3 })).status).toBe(422);
    expect((await mia.post('/api/vote', { optionIndex: -1 })).status).toBe(422);
    expect((await mia.post('/api/vote', { optionIndex: '1' })).status).toBe(422);
    expect((await visitor.post('/api/vote', { optionIndex: 1 })).status).toBe(401);
    const voted = await mia.post('/api/vote', { optionIndex: 1 });
    expect(voted.status).toBe(201);
    expect(voted.body.poll).toMatchObject({ my_vote: 1, results: [0, 1, 0], votes_total: 1 });
    const twice = await mia.post('/api/vote', { optionIndex: 2 });
    expect(twice.status).toBe(200);
    expect(twice.body.poll).toMatchObject({ my_vote: 1, results: [0, 1, 0] });
    expect((await creator.get('/api/vote')).body.poll.results).toBeNull();

    await server.db.updateTable('polls').set({ ends_at: nowIso(new Date(Date.now() - 1000)) }).where('id', '=', pollId).execute();
    expect((await creator.post('/api/vote', { optionIndex: 0, poll_id: pollId })).body.message).toBe('Diese Abstimmung ist beendet.');
    const results = (await admin.get('/api/admin/polls')).body.polls.find((poll: { id: number }) => poll.id === pollId);
    expect(results.results).toEqual([0, 1, 0]);
  });
});

describe('buying boostz in the sandbox checkout', () => {
  it('credits a pack once, through a signed webhook; replayed and forged webhooks change nothing', async () => {
    const { id, client } = await freshUser('Kaeufer', 0);
    const products = await client.get('/api/boostz/products');
    expect(products.body.mode).toBe('sandbox');
    expect((await client.post('/api/create-checkout-session', { product_id: 'pack-999' })).status).toBe(404);
    const checkout = await client.post('/api/create-checkout-session', { product_id: 'pack-500' });
    expect(checkout.status, checkout.text).toBe(200);
    expect(checkout.body.url).toBe(`/boostz/payment?session_id=${checkout.body.id}`);
    expect((await mia.get(`/api/checkout-sessions/${checkout.body.id}`)).status).toBe(404);
    expect((await client.get(`/api/checkout-sessions/${checkout.body.id}`)).body.session).toMatchObject({ status: 'open', boostz: 500, price_cents: 499 });

    const paid = await client.post(`/api/sandbox-checkout/${checkout.body.id}/pay`);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.session.status).toBe('paid');
    expect((await client.post(`/api/sandbox-checkout/${checkout.body.id}/pay`)).status).toBe(409);
    expect(await balanceOf(id)).toBe(500);
    expect((await client.get(`/api/subscription-success?session_id=${checkout.body.id}`)).body).toMatchObject({ session: { status: 'paid' }, boostz: 500 });

    // A forged event (wrong key), a stale signature, and a replay of a real event: 400, 400, nothing booked.
    const other = await client.post('/api/create-checkout-session', { product_id: 'pack-1200' });
    const event = JSON.stringify({ id: 'evt_replay_1', type: 'checkout.session.completed', data: { object: { id: other.body.id, payment_intent: 'pi_replay_1' } } });
    const webhook = (body: string, signature: string) =>
      visitor.request('POST', '/api/payments/webhook', { body, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, xsrf: false });
    expect((await webhook(event, signPayload('whsec_forged', event))).status).toBe(400);
    expect((await webhook(event, signPayload(paymentProvider(server.deps).webhookSecret, event, Math.floor(Date.now() / 1000) - 3600))).status).toBe(400);
    expect((await webhook(event, 't=1,v1=abc')).status).toBe(400);
    const secret = paymentProvider(server.deps).webhookSecret;
    expect((await webhook(event, signPayload(secret, event))).status).toBe(200);
    expect(await balanceOf(id)).toBe(1_700);
    expect((await webhook(event, signPayload(secret, event))).status).toBe(200);
    const again = JSON.stringify({ id: 'evt_replay_2', type: 'checkout.session.completed', data: { object: { id: other.body.id } } });
    expect((await webhook(again, signPayload(secret, again))).status).toBe(200);
    expect(await balanceOf(id)).toBe(1_700);
    expect((await webhook('{nope', signPayload(secret, '{nope'))).status).toBe(400);

    const statement = await client.get('/api/boostz/ledger');
    expect(statement.body.entries.map((entry: { reason: string; amount: number }) => [entry.reason, entry.amount])).toEqual([
      ['pack', 1_200],
      ['pack', 500],
      ['adjustment', -100],
      ['welcome', 100],
    ]);

    // An admin refunds the first pack: the boostz go back through the signed charge.refunded event, once.
    expect((await mia.post(`/api/admin/checkout-sessions/${checkout.body.id}/refund`)).status).toBe(403);
    const refunded = await admin.post(`/api/admin/checkout-sessions/${checkout.body.id}/refund`);
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body.session.status).toBe('refunded');
    expect(await balanceOf(id)).toBe(1_200);
    expect((await admin.post(`/api/admin/checkout-sessions/${checkout.body.id}/refund`)).body.message).toBe('Erstatten lassen sich nur bezahlte boostz-Pakete, und jedes nur einmal.');
    // Spent already: a refund takes back only what is left, never below zero.
    await setBalance(id, 700);
    await admin.post(`/api/admin/checkout-sessions/${other.body.id}/refund`);
    expect(await balanceOf(id)).toBe(0);
  });

  it('subscribes, grants every period, cancels at the period’s end', async () => {
    const { id, client } = await freshUser('Abo', 0);
    const plan = SUBSCRIPTION_PLANS[0]!;
    const checkout = await client.post('/api/create-checkout-session', { product_id: `plan-${plan.id}` });
    await client.post(`/api/sandbox-checkout/${checkout.body.id}/pay`);
    const products = await client.get('/api/boostz/products');
    expect(products.body.subscription).toMatchObject({ plan_id: plan.id, status: 'active', provider: 'sandbox' });
    expect((await client.get('/api/user')).body.subscription_plan_id ?? (await server.db.selectFrom('users').select('subscription_plan_id').where('id', '=', id).executeTakeFirstOrThrow()).subscription_plan_id).toBe(plan.id);
    expect(await balanceOf(id)).toBe(plan.boostzPerPeriod);
    expect((await client.post('/api/create-checkout-session', { product_id: 'plan-2' })).status).toBe(409);

    const periodEnd = new Date(products.body.subscription.current_period_end).getTime();
    await settleSandboxSubscriptions(server.deps, periodEnd + 1000);
    await settleSandboxSubscriptions(server.deps, periodEnd + 1000);
    expect(await balanceOf(id)).toBe(2 * plan.boostzPerPeriod);

    const cancelled = await client.post('/api/cancel-subscription');
    expect(cancelled.body.subscription.status).toBe('cancelling');
    expect((await client.post('/api/cancel-subscription')).status).toBe(409);
    await settleSandboxSubscriptions(server.deps, periodEnd + 40 * 86_400_000);
    const row = await server.db.selectFrom('users').select('subscription_plan_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.subscription_plan_id).toBeNull();
    expect(await balanceOf(id)).toBe(2 * plan.boostzPerPeriod);
    expect((await client.post('/api/cancel-subscription')).status).toBe(404);
  });
});

describe('the ledger', () => {
  it('shows the statement to its owner and to admins only', async () => {
    const own = await mia.get('/api/boostz/ledger');
    expect(own.status).toBe(200);
    expect(own.body.boostz).toBe(await balanceOf(miaId));
    expect((await visitor.get('/api/boostz/ledger')).status).toBe(401);
    expect((await mia.get(`/api/admin/users/${miaId}/ledger`)).status).toBe(403);
    expect((await admin.get(`/api/admin/users/${miaId}/ledger`)).body.user.id).toBe(miaId);
    expect((await admin.get('/api/admin/users/2000000000/ledger')).status).toBe(404);
  });

  it('keeps every balance the sum of its ledger under a random concurrent workload with retries', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, (_, index) => freshUser(`Last${index}`, 150 + index * 40)));
    const code = (await admin.post('/api/admin/redeem-codes', { value: 30, max_uses: 5 })).body.code.code as string;
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    // A pack bought in the test checkout, refunded at once by an admin in every second case (spent or not).
    const buyAndMaybeRefund = async (client: TestClient) => {
      const checkout = await client.post('/api/create-checkout-session', { product_id: 'pack-500' });
      const paid = await client.post(`/api/sandbox-checkout/${checkout.body.id}/pay`);
      if (random() < 0.5) return paid;
      return admin.post(`/api/admin/checkout-sessions/${checkout.body.id}/refund`);
    };
    const operations: Promise<unknown>[] = [];
    for (let step = 0; step < 240; step++) {
      const actor = pick(users);
      const roll = random();
      const key = randomUUID();
      const send = () => {
        if (roll < 0.4) {
          const target = pick(users.filter((user) => user !== actor));
          return actor.client.post('/api/donations', { recipient_id: target.id, slider: pick([10, 20, 50, 100]), idempotency_key: key });
        }
        if (roll < 0.7) {
          const border = pick(BORDERS.slice(0, 6));
          return actor.client.post('/api/shop/purchase', { item_id: border.id, item_type: 'border', price: border.price, idempotency_key: key });
        }
        if (roll < 0.85) return actor.client.post('/api/claim-reward', { type: 'daily' });
        if (roll < 0.9) return actor.client.post('/api/redeem', { code });
        if (roll < 0.95) return buyAndMaybeRefund(actor.client);
        return actor.client.post(`/api/posts/${2_000_000_000}/boost`, { hours: 1, idempotency_key: key });
      };
      operations.push(send());
      // Some requests are sent twice with the same key, as a client retrying after a lost answer would.
      if (random() < 0.3) operations.push(send());
    }
    const answers = (await Promise.all(operations)) as { status: number }[];
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    expect(await ledgerMismatches(server.db)).toEqual([]);
    expect(await negativeBalances(server.db)).toBe(0);
    const check = await admin.get('/api/admin/ledger/check');
    expect(check.body.mismatches).toEqual([]);
  });
});
