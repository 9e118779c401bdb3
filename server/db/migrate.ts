import { type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import type { Db } from './index';
import * as m001 from './migrations/001_accounts';
import * as m002 from './migrations/002_games_and_flags';
import * as m003 from './migrations/003_wellbeing';
import * as m004 from './migrations/004_jobs';
import * as m005 from './migrations/005_relation_indexes';
import * as m006 from './migrations/006_posts';
import * as m007 from './migrations/007_people';
import * as m008 from './migrations/008_search';
import * as m009 from './migrations/009_game_builds';
import * as m010 from './migrations/010_games';
import * as m011 from './migrations/011_one_per_pair';
import * as m012 from './migrations/012_linked_accounts';
import * as m013 from './migrations/013_economy';
import * as m014 from './migrations/014_notifications';
import * as m015 from './migrations/015_forums';
import * as m016 from './migrations/016_chat';
import * as m017 from './migrations/017_ai_games';
import * as m018 from './migrations/018_ai_podcasts';
import * as m019 from './migrations/019_steam_openid';
import * as m020 from './migrations/020_password_resets';
import * as m021 from './migrations/021_search_documents';

// Migrations are listed statically so the bundle and tsx agree on the set and its order.
const migrations: Record<string, Migration> = {
  '001_accounts': m001,
  '002_games_and_flags': m002,
  '003_wellbeing': m003,
  '004_jobs': m004,
  '005_relation_indexes': m005,
  '006_posts': m006,
  '007_people': m007,
  '008_search': m008,
  '009_game_builds': m009,
  '010_games': m010,
  '011_one_per_pair': m011,
  '012_linked_accounts': m012,
  '013_economy': m013,
  '014_notifications': m014,
  '015_forums': m015,
  '016_chat': m016,
  '017_ai_games': m017,
  '018_ai_podcasts': m018,
  '019_steam_openid': m019,
  '020_password_resets': m020,
  '021_search_documents': m021,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Any constant: the advisory lock all instances of this application take while they migrate and seed. */
const STARTUP_LOCK_KEY = 4_711_2026;

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Runs `work` while holding the startup lock: on PostgreSQL a session advisory lock, so instances that
 * start together migrate and seed one after another instead of racing; SQLite has one writer anyway.
 */
export async function withStartupLock<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}

export async function migrateToLatest(db: Db): Promise<void> {
  await withStartupLock(db, async (locked) => {
    const migrator = new Migrator({ db: locked, provider });
    const { error, results } = await migrator.migrateToLatest();
    for (const result of results ?? []) {
      if (result.status === 'Error') console.error(`Migration ${result.migrationName} fehlgeschlagen`);
    }
    if (error) throw error;
  });
}
