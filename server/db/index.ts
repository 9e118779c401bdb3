import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  /** The raw handle, for the health check and graceful shutdown. */
  sqlite: SQLite.Database;
}

export function openDatabase(dataDir: string, fileName = 'spielraum.sqlite'): OpenedDatabase {
  const sqlite = new SQLite(path.join(dataDir, fileName));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // SQLite's built-in lower() folds ASCII only, so "Ärger" and "ärger" would be two different names for
  // the case-insensitive unique index on lower(name). PostgreSQL's lower() folds all of Unicode; this
  // makes SQLite agree, before any migration builds an index with it.
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    value === null || value === undefined ? null : String(value).toLowerCase(),
  );
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, sqlite };
}

/** Prepared statements kept per SQL text, so a repeated query is not parsed and planned again. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew; preparing cost as much as running the query on the
 * hot signed-in read. The same SQL text gets the same statement back (better-sqlite3 runs statements
 * synchronously, so sharing one is safe). Statements that change the schema bypass the cache.
 */
function withStatementCache(sqlite: SQLite.Database): { prepare: SQLite.Database['prepare']; close: () => void } {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare: ((source: string) => {
      const cached = cache.get(source);
      if (cached) return cached;
      const statement = sqlite.prepare(source);
      if (/^\s*(create|drop|alter)\b/i.test(source)) return statement;
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(source, statement);
      return statement;
    }) as SQLite.Database['prepare'],
    close: () => {
      cache.clear();
      sqlite.close();
    },
  };
}

export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}
