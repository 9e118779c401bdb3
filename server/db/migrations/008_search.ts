import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { postgresFoldFunctionSql } from '../../modules/search/fold';
import {
  PG_POST_INDEXED,
  SQLITE_FTS_TABLES,
  pgGameDocument,
  pgGameSubstrings,
  pgPostDocument,
  pgPostSubstrings,
  pgUserDocument,
  pgUserSubstrings,
  sqliteBackfillSql,
  sqliteCreateFtsSql,
  sqliteTriggerSql,
} from '../../modules/search/indexing';

/**
 * Search (issue 10) over people, posts and games, German-aware (server/modules/search/fold.ts).
 * SQLite: FTS5 tables over folded copies (words with prefixes; trigrams for parts of compounds), kept in
 * step by triggers and filled from the rows already there. PostgreSQL: the same folding as an immutable SQL
 * function, GIN indexes over weighted tsvectors of the folded text and pg_trgm indexes for substrings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await upPostgres(db);
    return;
  }
  for (const table of Object.keys(SQLITE_FTS_TABLES) as (keyof typeof SQLITE_FTS_TABLES)[]) {
    await sql.raw(sqliteCreateFtsSql(table)).execute(db);
  }
  for (const statement of sqliteBackfillSql()) await sql.raw(statement).execute(db);
  for (const statement of sqliteTriggerSql()) await sql.raw(statement).execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql.raw(postgresFoldFunctionSql()).execute(db);
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
  const statements = [
    `CREATE INDEX search_users_words ON users USING gin (${pgUserDocument('')})`,
    `CREATE INDEX search_posts_words ON posts USING gin (${pgPostDocument('')}) WHERE ${PG_POST_INDEXED('')}`,
    `CREATE INDEX search_games_words ON games USING gin (${pgGameDocument('')})`,
  ];
  if (trigrams) {
    statements.push(
      `CREATE INDEX search_users_substrings ON users USING gin (${pgUserSubstrings('')} gin_trgm_ops)`,
      `CREATE INDEX search_posts_substrings ON posts USING gin (${pgPostSubstrings('')} gin_trgm_ops) WHERE ${PG_POST_INDEXED('')}`,
      `CREATE INDEX search_games_substrings ON games USING gin (${pgGameSubstrings('')} gin_trgm_ops)`,
    );
  }
  for (const statement of statements) await sql.raw(statement).execute(db);
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
  for (const trigger of sqliteTriggerSql().map((statement) => /CREATE TRIGGER (\w+)/.exec(statement)![1]!)) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
  }
  for (const table of Object.keys(SQLITE_FTS_TABLES)) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
