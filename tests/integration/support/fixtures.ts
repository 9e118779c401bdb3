// The integration suite's shared fixtures: people to act as, rows written straight into the database and signed
// in. Each test file starts its own server (support/server.ts); these build on it. Counters are per worker
// (the integration files share their modules): names stay unique within a file's own database either way.
import { nowIso } from '../../../server/db';
import type { NewUser } from '../../../server/db/schema';
import { insertUsers as insertUserRows, newUserRow } from '../../../server/modules/users/new-user';
import type { TestClient } from './http-client';
import type { TestServer } from './server';

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
