// The integration suite's shared fixtures: people to act as (rows written straight into the database and signed
// in, or accounts signed up through the API), visitors with a CSRF cookie, sign-up bodies and the mails a server
// sent. Each test file starts its own server (support/server.ts); these build on it. Counters are per worker
// (the integration files share their modules): names stay unique within a file's own database either way.
import { expect } from 'vitest';
import { nowIso } from '../../../server/db';
import type { NewUser } from '../../../server/db/schema';
import { insertUsers as insertUserRows, newUserRow } from '../../../server/modules/users/new-user';
import type { TestClient } from './http-client';
import { type TestServer, addressesOf } from './server';

/** Extra verified users who can sign in with the demo password. */
export async function insertUsers(server: TestServer, prefix: string, count: number): Promise<{ id: number; email: string; name: string }[]> {
  const demo = await server.db.selectFrom('users').select('password_hash').where('email', '=', 'mia@spielraum.example').executeTakeFirstOrThrow();
  const rows: NewUser[] = Array.from({ length: count }, (_, index) =>
    newUserRow({
      name: `${prefix}${index}`,
      email: `${prefix.toLowerCase()}${index}@spielraum.example`,
      password_hash: demo.password_hash,
      email_verified_at: nowIso(),
    }),
  );
  return (await insertUserRows(server.db, rows)).map(({ id, email, name }) => ({ id, email, name }));
}

/** A signed-in account: its id, address and name, and a client holding its session. */
export interface Member {
  id: number;
  email: string;
  name: string;
  client: TestClient;
}

let batches = 0;

/**
 * Fresh verified accounts (demo password), each signed in with its own client: every test that asks starts with
 * people nobody else has followed, befriended or blocked. `label` names them in the database (e.g. "Soz").
 */
export async function members(server: TestServer, label: string, count: number): Promise<Member[]> {
  batches += 1;
  const rows = await insertUsers(server, `${label}${batches}x`, count);
  return Promise.all(rows.map(async (row) => ({ ...row, client: await server.loginAs(row.email) })));
}

/** A client that is not signed in but holds the CSRF cookie, as the app's first request leaves it. */
export async function visitor(server: TestServer): Promise<TestClient> {
  const client = server.client();
  await client.csrf();
  return client;
}

/** The password of the accounts signed up through the API. */
export const SIGN_UP_PASSWORD = 'sicheres-passwort-1';

let signUps = 0;

/** A body for POST /auth/register: a name and address nobody has yet unless `overrides` gives them. */
export function registration(overrides: Record<string, unknown> = {}) {
  signUps += 1;
  return {
    name: `Pruefling_${signUps}`,
    email: `pruefling.${signUps}@example.org`,
    password: SIGN_UP_PASSWORD,
    password_confirmation: SIGN_UP_PASSWORD,
    language: 'de',
    ...overrides,
  };
}

/** An account signed up through the API as `name` (address <name>@example.org), signed in on its client. */
export async function newAccount(server: TestServer, name: string, password = SIGN_UP_PASSWORD): Promise<{ client: TestClient; email: string; id: number }> {
  const client = await visitor(server);
  const email = `${name.toLowerCase()}@example.org`;
  const response = await client.post('/auth/register', registration({ name, email, password, password_confirmation: password }));
  expect(response.status, response.text).toBe(201);
  return { client, email, id: response.body.user.id as number };
}

/** The mails the server sent to `address` so far (after its due jobs ran), oldest first. */
export async function mailsTo(server: TestServer, address: string) {
  return (await server.outbox()).filter((mail) => addressesOf(mail.to).includes(address));
}
