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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite };
}

export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}
