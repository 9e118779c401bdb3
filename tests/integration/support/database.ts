// A fresh database per test file: a SQLite file in the test's DATA_DIR, or, in the PostgreSQL run, a new
// database on the suite's PostgreSQL server, dropped again afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  /** DATABASE_URL for the app, or null for the embedded SQLite file. */
  url: string | null;
  drop(): Promise<void>;
}

export function postgresAdminUrl(): string | null {
  return inject('postgresAdminUrl') ?? null;
}

export function testRedisUrl(): string | null {
  return inject('redisUrl') ?? null;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) return { url: null, drop: async () => undefined };
  const name = `spielraum_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
