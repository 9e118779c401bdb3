import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './index';
import * as m001 from './migrations/001_accounts';
import * as m002 from './migrations/002_games_and_flags';
import * as m003 from './migrations/003_wellbeing';
import * as m004 from './migrations/004_jobs';
import * as m005 from './migrations/005_relation_indexes';

// Migrations are listed statically so the bundle and tsx agree on the set and its order.
const migrations: Record<string, Migration> = {
  '001_accounts': m001,
  '002_games_and_flags': m002,
  '003_wellbeing': m003,
  '004_jobs': m004,
  '005_relation_indexes': m005,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`Migration ${result.migrationName} fehlgeschlagen`);
  }
  if (error) throw error;
}
