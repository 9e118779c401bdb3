// Production is safe unless told otherwise: with NODE_ENV=production an empty database gets no demo accounts (one
// of them an admin whose password the README publishes) and, without Stripe keys, nothing can be bought (the test
// checkout would credit boostz without payment). SEED_DEMO_DATA=true and PAYMENTS_SANDBOX=true turn them on
// anyway, loudly. A developer's machine (no NODE_ENV) keeps the lively demo.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, productionWarnings } from '../../server/config';
import { insertUsers } from './support/fixtures';
import { createTestDatabase, type TestDatabase } from './support/database';
import { type ServerInstance, startInstance } from './support/instance';
import { DEMO_PASSWORD, type TestServer, startTestServer } from './support/server';

describe('the configuration', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('keeps the demo and the test checkout on a developer machine and in the tests', () => {
    expect(config({})).toMatchObject({ seedDemoData: true, payments: 'sandbox' });
    expect(config({ NODE_ENV: 'test' })).toMatchObject({ seedDemoData: true, payments: 'sandbox' });
    expect(productionWarnings(config({}))).toEqual([]);
  });

  it('turns both off in production unless they are asked for', () => {
    expect(config({ NODE_ENV: 'production' })).toMatchObject({ seedDemoData: false, payments: 'off' });
    expect(config({ NODE_ENV: 'production', SEED_DEMO_DATA: '' })).toMatchObject({ seedDemoData: false });
    expect(config({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true', PAYMENTS_SANDBOX: 'true' })).toMatchObject({ seedDemoData: true, payments: 'sandbox' });
    expect(config({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' })).toMatchObject({ payments: 'stripe' });
    expect(config({ SEED_DEMO_DATA: 'false', PAYMENTS_SANDBOX: '0' })).toMatchObject({ seedDemoData: false, payments: 'off' });
  });

  it('warns at start-up about each risky production setting', () => {
    expect(productionWarnings(config({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true', PAYMENTS_SANDBOX: 'true' })).join('\n')).toMatch(
      /SEED_DEMO_DATA=true.*spielraum-demo[\s\S]*PAYMENTS_SANDBOX=true/,
    );
    expect(productionWarnings(config({ NODE_ENV: 'production' })).join('\n')).toMatch(/STRIPE_SECRET_KEY/);
    const operator = { OPERATOR_NAME: 'Pixelwerk UG', OPERATOR_ADDRESS: 'Hafenstraße 3, 20457 Hamburg', OPERATOR_EMAIL: 'hallo@pixelwerk.de' };
    expect(productionWarnings(config({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' })).join('\n')).toMatch(
      /Betreiberangaben fehlen \(OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL\)/,
    );
    expect(productionWarnings(config({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x', ...operator }))).toEqual([]);
  });

  it('takes the operator of the legal pages from the configuration and invents none', () => {
    expect(config({}).operator).toEqual({
      name: null,
      address: null,
      representative: null,
      email: null,
      privacyEmail: null,
      phone: null,
      registerCourt: null,
      registerNumber: null,
      vatId: null,
    });
    expect(config({ OPERATOR_NAME: ' Pixelwerk UG ', OPERATOR_EMAIL: 'hallo@pixelwerk.de' }).operator).toMatchObject({
      name: 'Pixelwerk UG',
      email: 'hallo@pixelwerk.de',
      privacyEmail: 'hallo@pixelwerk.de',
      phone: null,
    });
  });
});

describe('a production start of the real server on an empty database', () => {
  let database: TestDatabase;
  let instance: ServerInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    instance = await startInstance('production', {
      NODE_ENV: 'production',
      SEED_DEMO_VIDEOS: 'false',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
  }, 90_000);
  afterAll(async () => {
    await instance?.stop();
    await database?.drop();
  });

  it('has no demo admin to sign in as, and says why it sells nothing', async () => {
    const client = instance.client();
    await client.csrf();
    const login = await client.post('/login', { email: 'admin@spielraum.example', password: DEMO_PASSWORD });
    expect(login.status).toBe(401);
    expect((await client.get('/api/games')).body).toMatchObject({ games: [], total: 0 });
    expect((await client.get('/api/boostz/products')).body).toMatchObject({ mode: 'off' });
    expect(instance.output()).toContain('STRIPE_SECRET_KEY');
    expect(instance.output()).not.toContain('Demo-Daten angelegt');
  });
});

describe('payments in production', () => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  async function buyer(current: TestServer) {
    const [user] = await insertUsers(current, 'Kaeufer', 1);
    return current.loginAs(user!.email);
  }

  it('without a provider: no checkout, no test payment, no webhook, no notice', async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production' } });
    const client = await buyer(server);
    const products = await client.get('/api/boostz/products');
    expect(products.body.mode).toBe('off');
    expect(products.body.packs.length).toBeGreaterThan(0);
    const checkout = await client.post('/api/create-checkout-session', { product_id: products.body.packs[0].id });
    expect(checkout.status).toBe(503);
    expect(checkout.body.message).toMatch(/kein Zahlungsanbieter/);
    expect(await server.db.selectFrom('checkout_sessions').select('id').execute()).toEqual([]);
    const webhook = await client.post('/api/payments/webhook', { id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } }, { headers: { 'Stripe-Signature': 't=1,v1=00' } });
    expect(webhook.status).toBe(400);
    expect((await client.get('/api/app-config')).body.paymentsSandboxNotice).toBe(false);
  });

  it('with PAYMENTS_SANDBOX=true: the test checkout works and every page is told to say so', async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' } });
    const client = await buyer(server);
    expect((await client.get('/api/boostz/products')).body.mode).toBe('sandbox');
    const checkout = await client.post('/api/create-checkout-session', { product_id: (await client.get('/api/boostz/products')).body.packs[0].id });
    expect(checkout.status).toBe(200);
    expect(checkout.body.url).toMatch(/^\/boostz\/payment\?session_id=/);
    expect((await server.client().get('/api/app-config')).body.paymentsSandboxNotice).toBe(true);
  });

  it('outside production the test checkout needs no notice', async () => {
    server = await startTestServer({ seed: false });
    expect((await server.client().get('/api/app-config')).body.paymentsSandboxNotice).toBe(false);
  });

  it('tells the legal pages who runs the installation, and null for what is not configured', async () => {
    server = await startTestServer({ seed: false, env: { OPERATOR_NAME: 'Pixelwerk UG', OPERATOR_VAT_ID: 'DE123456789' } });
    const { operator } = (await server.client().get('/api/app-config')).body;
    expect(operator).toMatchObject({ name: 'Pixelwerk UG', vatId: 'DE123456789', address: null, email: null });
  });
});
