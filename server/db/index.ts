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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite };
}

export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}
