// The integration suite's shared fixtures: people to act as, signed in. Each test file starts its own server
// (support/server.ts); these build on it.
import type { TestClient } from './http-client';
import { insertUsers } from './posts';
import type { TestServer } from './server';

/** A signed-in account: its id and a client holding its session. */
export interface Member {
  id: number;
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
  return Promise.all(rows.map(async (row) => ({ id: row.id, client: await server.loginAs(row.email) })));
}
