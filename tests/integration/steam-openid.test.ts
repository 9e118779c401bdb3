// Confirming a Steam link through Steam's OpenID 2.0 sign-in, over real HTTP on SQLite and PostgreSQL, against a
// real local OpenID provider playing Steam's (support/steam-openid.ts). Only a return the OP itself vouches for,
// for this endpoint, this return address, a fresh nonce and the signed-in person's own fresh state confirms a
// Steam id; an id typed by hand stays unconfirmed and never blocks the owner's confirmation.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSteamState } from '../../server/modules/connections/steam-state';
import { insertUsers } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { type TestServer, startTestServer } from './support/server';
import { type FakeSteamOp, startFakeSteamOp, steamClaimedId } from './support/steam-openid';

const RETURN_PATH = '/api/connections/steam/openid/return';

let op: FakeSteamOp;
let evilOp: FakeSteamOp;
let server: TestServer;
let people = 0;

interface Person {
  id: number;
  client: TestClient;
}

async function person(): Promise<Person> {
  const [row] = await insertUsers(server, `Steam${(people += 1)}x`, 1);
  return { id: row!.id, client: await server.loginAs(row!.email) };
}

async function steamRow(userId: number) {
  return server.db.selectFrom('users').select(['steam_id', 'steam_verified_at']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Starts the sign-in on our server: the address of the OP's page the browser is sent to. */
async function start(client: TestClient): Promise<URL> {
  const response = await client.get('/api/connections/steam/openid');
  expect(response.status).toBe(302);
  return new URL(response.location!);
}

/** The browser on the OP's page: where the OP sends it back (our return address with its openid.* fields). */
async function atOp(url: URL): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('Location')!);
}

/** Back on our server: where it sends the browser (the settings page with the outcome). */
async function finish(client: TestClient, returnUrl: URL): Promise<string> {
  expect(returnUrl.origin).toBe(server.baseUrl);
  const response = await client.get(`${returnUrl.pathname}${returnUrl.search}`);
  expect(response.status).toBe(302);
  return response.location!;
}

async function confirmWithSteam(who: Person): Promise<string> {
  return finish(who.client, await atOp(await start(who.client)));
}

beforeAll(async () => {
  op = await startFakeSteamOp();
  evilOp = await startFakeSteamOp();
  server = await startTestServer({ env: { STEAM_OPENID_URL: op.endpoint, LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '100' } });
});
afterAll(async () => {
  await server.close();
  await op.close();
  await evilOp.close();
});
beforeEach(() => {
  op.signedIn = null;
  op.rewrite = null;
  evilOp.alwaysValid = true;
});

describe('confirming through Steam', () => {
  it('sends the browser to the OP with a return address on our origin and stores the id confirmed', async () => {
    const mia = await person();
    op.signedIn = '76561198000100001';
    const opPage = await start(mia.client);
    expect(`${opPage.origin}${opPage.pathname}`).toBe(op.endpoint);
    expect(opPage.searchParams.get('openid.mode')).toBe('checkid_setup');
    expect(opPage.searchParams.get('openid.realm')).toBe(server.baseUrl);
    expect(opPage.searchParams.get('openid.return_to')).toMatch(new RegExp(`^${server.baseUrl}${RETURN_PATH}\\?state=`));
    const checksBefore = op.checks.valid;

    expect(await finish(mia.client, await atOp(opPage))).toBe('/settings/connections?steam=confirmed');
    expect(op.checks.valid).toBe(checksBefore + 1);
    const answer = await mia.client.get('/api/connections');
    expect(answer.body.steam).toEqual({
      steam_id: '76561198000100001',
      profile_url: 'https://steamcommunity.com/profiles/76561198000100001',
      verified: true,
    });
    expect(answer.body.steam_openid).toBe(true);
    expect((await mia.client.get('/api/logged-in-user')).body).toMatchObject({ steam_id: '76561198000100001', steam_verified: true });
    expect((await server.client().get(`/api/profiles/${mia.id}`)).body.user[0]).toMatchObject({
      steam_id: '76561198000100001',
      steam_verified: true,
    });
  });

  it('says so when the person cancels on Steam, and stores nothing', async () => {
    const paul = await person();
    expect(await confirmWithSteam(paul)).toBe('/settings/connections?steam_error=cancelled');
    expect(await steamRow(paul.id)).toEqual({ steam_id: null, steam_verified_at: null });
  });

  it('sends a visitor back without starting anything', async () => {
    const visitor = server.client();
    const response = await visitor.get('/api/connections/steam/openid');
    expect(response.status).toBe(302);
    expect(response.location).toBe('/settings/connections?steam_error=session');
  });
});

describe('a forged or stale return stores nothing', () => {
  it('refuses a field changed after signing: the OP answers is_valid:false', async () => {
    const kim = await person();
    op.signedIn = '76561198000100011';
    const back = await atOp(await start(kim.client));
    back.searchParams.set('openid.claimed_id', steamClaimedId('76561198000100012'));
    back.searchParams.set('openid.identity', steamClaimedId('76561198000100012'));
    const checks = op.checks.total;
    expect(await finish(kim.client, back)).toBe('/settings/connections?steam_error=invalid');
    expect(op.checks.total).toBe(checks + 1);
    expect(await steamRow(kim.id)).toEqual({ steam_id: null, steam_verified_at: null });
  });

  it('refuses an assertion the OP signed for another endpoint', async () => {
    const ben = await person();
    op.signedIn = '76561198000100021';
    op.rewrite = (fields) => {
      fields['openid.op_endpoint'] = 'https://openid.example/login';
    };
    expect(await confirmWithSteam(ben)).toBe('/settings/connections?steam_error=invalid');
    expect(await steamRow(ben.id)).toEqual({ steam_id: null, steam_verified_at: null });
  });

  it('never asks an OP named in the return, only the configured one', async () => {
    const pia = await person();
    evilOp.signedIn = '76561198000100031';
    const ours = await start(pia.client);
    // The same request, sent to an OP that vouches for anything and names itself as the endpoint.
    const evilPage = new URL(evilOp.endpoint);
    evilPage.search = ours.search;
    expect(await finish(pia.client, await atOp(evilPage))).toBe('/settings/connections?steam_error=invalid');
    expect(evilOp.checks.total).toBe(0);
    expect(await steamRow(pia.id)).toEqual({ steam_id: null, steam_verified_at: null });
  });

  it('refuses an assertion the OP signed for another return address', async () => {
    const max = await person();
    op.signedIn = '76561198000100041';
    op.rewrite = (fields) => {
      fields['openid.return_to'] = `${server.baseUrl}/settings/connections`;
    };
    expect(await confirmWithSteam(max)).toBe('/settings/connections?steam_error=invalid');
    expect(await steamRow(max.id)).toEqual({ steam_id: null, steam_verified_at: null });
  });

  it('refuses the same return twice, and a nonce the OP used before under a fresh state', async () => {
    const eule = await person();
    op.signedIn = '76561198000100051';
    const first = await atOp(await start(eule.client));
    expect(await finish(eule.client, first)).toBe('/settings/connections?steam=confirmed');
    expect((await eule.client.delete('/api/connections/steam')).body.steam).toBeNull();

    expect(await finish(eule.client, first)).toBe('/settings/connections?steam_error=expired');
    const nonce = first.searchParams.get('openid.response_nonce')!;
    op.rewrite = (fields) => {
      fields['openid.response_nonce'] = nonce;
    };
    const valid = op.checks.valid;
    expect(await confirmWithSteam(eule)).toBe('/settings/connections?steam_error=invalid');
    // The OP itself would have vouched for it again: refusing the replay is ours.
    expect(op.checks.valid).toBe(valid + 1);
    expect(await steamRow(eule.id)).toEqual({ steam_id: null, steam_verified_at: null });
  });

  it("refuses another person's state", async () => {
    const attacker = await person();
    const victim = await person();
    op.signedIn = '76561198000100061';
    const back = await atOp(await start(attacker.client));
    const checks = op.checks.total;
    expect(await finish(victim.client, back)).toBe('/settings/connections?steam_error=session');
    expect(await finish(server.client(), back)).toBe('/settings/connections?steam_error=session');
    expect(op.checks.total).toBe(checks);
    expect(await steamRow(victim.id)).toEqual({ steam_id: null, steam_verified_at: null });
    expect(await steamRow(attacker.id)).toEqual({ steam_id: null, steam_verified_at: null });
  });

  it('refuses an expired state and a state with a wrong signature', async () => {
    const tilda = await person();
    op.signedIn = '76561198000100071';
    const opPage = await start(tilda.client);
    const withState = (state: string) => {
      const page = new URL(opPage);
      page.searchParams.set('openid.return_to', `${server.baseUrl}${RETURN_PATH}?state=${state}`);
      return page;
    };
    const expired = createSteamState(server.config.appKey, tilda.id, Date.now() - 11 * 60_000);
    expect(await finish(tilda.client, await atOp(withState(expired)))).toBe('/settings/connections?steam_error=expired');
    const forged = createSteamState('another-key-another-key-another-key', tilda.id);
    expect(await finish(tilda.client, await atOp(withState(forged)))).toBe('/settings/connections?steam_error=invalid');
    expect(await steamRow(tilda.id)).toEqual({ steam_id: null, steam_verified_at: null });
  });
});

describe('an id typed by hand', () => {
  it('is unconfirmed, blocks nobody, and gives way when the owner confirms', async () => {
    const [squatter, other, owner] = [await person(), await person(), await person()];
    const typed = await squatter.client.put('/api/connections/steam', { steam: '76561198000100081' });
    expect(typed.status).toBe(200);
    expect(typed.body.steam).toMatchObject({ steam_id: '76561198000100081', verified: false });
    expect((await server.client().get(`/api/profiles/${squatter.id}`)).body.user[0]).toMatchObject({
      steam_id: '76561198000100081',
      steam_verified: false,
    });
    // A second claim by hand is no more a proof than the first: both stay, unconfirmed.
    expect((await other.client.put('/api/connections/steam', { steam: 'https://steamcommunity.com/profiles/76561198000100081' })).status).toBe(200);

    op.signedIn = '76561198000100081';
    expect(await confirmWithSteam(owner)).toBe('/settings/connections?steam=confirmed');
    expect((await owner.client.get('/api/connections')).body.steam).toMatchObject({ steam_id: '76561198000100081', verified: true });
    expect(await steamRow(squatter.id)).toEqual({ steam_id: null, steam_verified_at: null });
    expect(await steamRow(other.id)).toEqual({ steam_id: null, steam_verified_at: null });

    const again = await squatter.client.put('/api/connections/steam', { steam: '76561198000100081' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Dieses Steam-Konto ist schon mit einem anderen Spielraum-Konto verknüpft.');
    expect(await steamRow(squatter.id)).toEqual({ steam_id: null, steam_verified_at: null });
  });

  it("keeps one's own confirmation when typed again; another id starts unconfirmed", async () => {
    const hanna = await person();
    op.signedIn = '76561198000100091';
    expect(await confirmWithSteam(hanna)).toBe('/settings/connections?steam=confirmed');
    expect((await hanna.client.put('/api/connections/steam', { steam: '76561198000100091' })).body.steam.verified).toBe(true);
    expect((await hanna.client.put('/api/connections/steam', { steam: '76561198000100092' })).body.steam).toMatchObject({
      steam_id: '76561198000100092',
      verified: false,
    });
  });
});

describe('one account per confirmed Steam account', () => {
  it('refuses a confirmation of an id another account confirmed', async () => {
    const [first, second] = [await person(), await person()];
    op.signedIn = '76561198000100101';
    expect(await confirmWithSteam(first)).toBe('/settings/connections?steam=confirmed');
    expect(await confirmWithSteam(second)).toBe('/settings/connections?steam_error=taken');
    expect(await steamRow(second.id)).toEqual({ steam_id: null, steam_verified_at: null });
    expect((await steamRow(first.id)).steam_id).toBe('76561198000100101');
  });

  it('confirms one account when several that typed the id confirm it at the same moment', async () => {
    const crowd = await Promise.all([person(), person(), person(), person()]);
    // Each confirmation releases the others' claims while they confirm: rows locked crosswise.
    for (const who of crowd) expect((await who.client.put('/api/connections/steam', { steam: '76561198000100111' })).status).toBe(200);
    op.signedIn = '76561198000100111';
    const returns = await Promise.all(crowd.map(async (who) => atOp(await start(who.client))));
    const outcomes = await Promise.all(crowd.map((who, index) => finish(who.client, returns[index]!)));
    expect(outcomes.sort()).toEqual([
      '/settings/connections?steam=confirmed',
      '/settings/connections?steam_error=taken',
      '/settings/connections?steam_error=taken',
      '/settings/connections?steam_error=taken',
    ]);
    const left = await server.db.selectFrom('users').select('steam_verified_at').where('steam_id', '=', '76561198000100111').execute();
    expect(left).toHaveLength(1);
    expect(left[0]!.steam_verified_at).not.toBeNull();
  });
});

describe('with STEAM_OPENID_URL empty', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer({ env: { STEAM_OPENID_URL: '' } });
  });
  afterAll(() => plain.close());

  it('offers no confirmation and keeps typed ids unconfirmed', async () => {
    const [row] = await insertUsers(plain, 'OhneSteam', 1);
    const client = await plain.loginAs(row!.email);
    expect((await client.get('/api/connections')).body.steam_openid).toBe(false);
    const start = await client.get('/api/connections/steam/openid');
    expect(start.location).toBe('/settings/connections?steam_error=disabled');
    expect((await client.put('/api/connections/steam', { steam: '76561198000100121' })).body.steam).toMatchObject({ verified: false });
  });
});
