import { type Kysely, PostgresAdapter, sql } from 'kysely';
import {
  FOLD_FUNCTION_SQL,
  PG_SUBSTRING_INDEXES,
  PG_WORD_INDEXES,
  SQLITE_BACKFILL,
  SQLITE_CREATE_FTS,
  SQLITE_FTS_TABLE_NAMES,
  SQLITE_TRIGGERS,
} from './frozen/008_search';

/**
 * Search over people, posts and games, German-aware (the folding of server/modules/search/fold.ts as it was then:
 * the SQL is frozen in ./frozen/008_search.ts).
 * SQLite: FTS5 tables over folded copies (words with prefixes; trigrams for parts of compounds), kept in
 * step by triggers and filled from the rows already there. PostgreSQL: the same folding as an immutable SQL
 * function, GIN indexes over weighted tsvectors of the folded text and pg_trgm indexes for substrings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await upPostgres(db);
    return;
  }
  for (const statement of SQLITE_CREATE_FTS) await sql.raw(statement).execute(db);
  for (const statement of SQLITE_BACKFILL) await sql.raw(statement).execute(db);
  for (const statement of SQLITE_TRIGGERS) await sql.raw(statement).execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql.raw(FOLD_FUNCTION_SQL).execute(db);
  // pg_trgm is a trusted extension (any owner of the database may create it). Where it cannot be created,
  // substrings are still matched with LIKE over the folded text, only without an index (the service checks).
  await sql`SAVEPOINT search_trgm`.execute(db);
  let trigrams = true;
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`RELEASE SAVEPOINT search_trgm`.execute(db);
  } catch (error) {
    trigrams = false;
    await sql`ROLLBACK TO SAVEPOINT search_trgm`.execute(db);
    console.warn(`[search] pg_trgm fehlt (${error instanceof Error ? error.message : String(error)}): Teilwörter ohne Index`);
  }
  for (const statement of [...PG_WORD_INDEXES, ...(trigrams ? PG_SUBSTRING_INDEXES : [])]) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const index of [
      'search_users_words',
      'search_posts_words',
      'search_games_words',
      'search_users_substrings',
      'search_posts_substrings',
      'search_games_substrings',
    ]) {
      await sql.raw(`DROP INDEX IF EXISTS ${index}`).execute(db);
    }
    await sql`DROP FUNCTION IF EXISTS search_fold(text)`.execute(db);
    return;
  }
  for (const trigger of SQLITE_TRIGGERS.map((statement) => /CREATE TRIGGER (\w+)/.exec(statement)![1]!)) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
  }
  for (const table of SQLITE_FTS_TABLE_NAMES) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
