// A real OpenID 2.0 provider over HTTP that plays Steam's (https://steamcommunity.com/openid/login): checkid_setup
// signs in whoever the test says is signed in to "Steam" and sends the browser back with a positive assertion
// signed by a secret only this OP knows (HMAC-SHA256, stateless mode); check_authentication recomputes the
// signature over the fields the caller posts, so any changed field is answered is_valid:false. Like Steam, it
// does not remember nonces: refusing a replay is the relying party's job.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
const SIGNED = ['signed', 'op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];

export const steamClaimedId = (steamId: string) => `https://steamcommunity.com/openid/id/${steamId}`;

export interface FakeSteamOp {
  /** The OP endpoint: what STEAM_OPENID_URL names. */
  endpoint: string;
  /** The Steam account signed in on this OP; null: the person cancels on Steam's page. */
  signedIn: string | null;
  /**
   * Changes the assertion's fields before the OP signs them (another op_endpoint, return_to or nonce): what a
   * validly signed assertion for something else looks like. Applied to every assertion while set.
   */
  rewrite: ((fields: Record<string, string>) => void) | null;
  /** Answer every check_authentication with is_valid:true (an OP that vouches for anything). */
  alwaysValid: boolean;
  /** The checkid_setup requests it received, as their query fields. */
  readonly signIns: Record<string, string>[];
  /** How many check_authentication requests it answered, and how many of them is_valid:true. */
  readonly checks: { total: number; valid: number };
  close(): Promise<void>;
}

function keyValueForm(fields: Record<string, string>, names: string[]): string {
  return names.map((name) => `${name}:${fields[`openid.${name}`] ?? ''}\n`).join('');
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeSteamOp(options: { port?: number } = {}): Promise<FakeSteamOp> {
  const secret = randomBytes(32);
  let counter = 0;
  const sign = (fields: Record<string, string>, names: string[]) =>
    createHmac('sha256', secret).update(keyValueForm(fields, names)).digest('base64');

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://op.invalid');
      if (url.pathname !== '/openid/login') return void response.writeHead(404).end();
      if (request.method === 'GET') {
        const query = Object.fromEntries(url.searchParams);
        op.signIns.push(query);
        const returnTo = query['openid.return_to'] ?? '';
        const realm = query['openid.realm'] ?? '';
        if (
          query['openid.ns'] !== OPENID_NS ||
          query['openid.mode'] !== 'checkid_setup' ||
          query['openid.identity'] !== IDENTIFIER_SELECT ||
          query['openid.claimed_id'] !== IDENTIFIER_SELECT ||
          !realm ||
          !returnTo.startsWith(realm)
        ) {
          return void response.writeHead(400, { 'Content-Type': 'text/plain' }).end('bad request');
        }
        const back = new URL(returnTo);
        if (op.signedIn === null) {
          back.searchParams.set('openid.ns', OPENID_NS);
          back.searchParams.set('openid.mode', 'cancel');
          return void response.writeHead(302, { Location: back.toString() }).end();
        }
        const fields: Record<string, string> = {
          'openid.ns': OPENID_NS,
          'openid.mode': 'id_res',
          'openid.op_endpoint': op.endpoint,
          'openid.claimed_id': steamClaimedId(op.signedIn),
          'openid.identity': steamClaimedId(op.signedIn),
          'openid.return_to': returnTo,
          'openid.response_nonce': `${new Date().toISOString().slice(0, 19)}Z${(++counter).toString(36)}${randomBytes(6).toString('hex')}`,
          'openid.assoc_handle': '1234567890',
          'openid.signed': SIGNED.join(','),
        };
        op.rewrite?.(fields);
        fields['openid.sig'] = sign(fields, SIGNED);
        for (const [name, value] of Object.entries(fields)) back.searchParams.set(name, value);
        return void response.writeHead(302, { Location: back.toString() }).end();
      }
      if (request.method === 'POST') {
        const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));
        op.checks.total += 1;
        const names = (fields['openid.signed'] ?? '').split(',').filter(Boolean);
        const expected = Buffer.from(sign(fields, names));
        const given = Buffer.from(fields['openid.sig'] ?? '');
        const valid =
          op.alwaysValid ||
          (fields['openid.mode'] === 'check_authentication' &&
            names.includes('return_to') &&
            expected.length === given.length &&
            timingSafeEqual(expected, given));
        if (valid) op.checks.valid += 1;
        response.writeHead(200, { 'Content-Type': 'text/plain' }).end(`ns:${OPENID_NS}\nis_valid:${valid ? 'true' : 'false'}\n`);
        return;
      }
      response.writeHead(405).end();
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
  const op: FakeSteamOp = {
    endpoint: `http://127.0.0.1:${port}/openid/login`,
    signedIn: null,
    rewrite: null,
    alwaysValid: false,
    signIns: [],
    checks: { total: 0, valid: 0 },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return op;
}
