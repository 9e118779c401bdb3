import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  DataTypeNode,
  type KyselyPlugin,
  type ColumnDefinitionNode,
  Kysely,
  OperationNodeTransformer,
  PostgresDialect,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  sql,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import { checkpointInBackground } from './checkpointer';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Db;
  dialect: DialectName;
  /** Does the database answer? (health and readiness checks) */
  ping(): Promise<boolean>;
  /** The raw SQLite handle; null on PostgreSQL. */
  sqlite: SQLite.Database | null;
}

export interface DatabaseOptions {
  /** postgres://… switches to PostgreSQL; otherwise SQLite in DATA_DIR. */
  databaseUrl?: string | null;
  /** PostgreSQL pool size per process. */
  poolSize?: number;
}

/**
 * The embedded default is SQLite under DATA_DIR; DATABASE_URL=postgres://… runs the same migrations and
 * queries on PostgreSQL. Both keep one meaning for the stored values: booleans are integers 0/1,
 * timestamps ISO-8601 UTC text, JSON text, counts and sums plain numbers.
 */
export function openDatabase(dataDir: string, options: DatabaseOptions = {}): OpenedDatabase {
  const url = options.databaseUrl ?? null;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options.poolSize ?? 10);
  return openSqlite(dataDir);
}

const SQLITE_MMAP_BYTES = 1024 * 1024 * 1024;

function openSqlite(dataDir: string, fileName = 'spielraum.sqlite'): OpenedDatabase {
  const file = path.join(dataDir, fileName);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Reads through a memory map instead of a read() call per page: on a large database (1M posts) a profile's
  // random row lookups cost a quarter less. Address space only; the OS keeps in memory what is used.
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  // SQLite's built-in lower() folds ASCII only, so "Ärger" and "ärger" would be two different names for
  // the case-insensitive unique index on lower(name). PostgreSQL's lower() folds all of Unicode; this
  // makes SQLite agree, before any migration builds an index with it.
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    value === null || value === undefined ? null : String(value).toLowerCase(),
  );
  const stopCheckpoints = checkpointInBackground(sqlite, file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, stopCheckpoints) }) });
  SQLITE_HANDLES.set(db, sqlite);
  const ping = sqlite.prepare('SELECT 1 AS ok');
  return { db, dialect: 'sqlite', sqlite, ping: async () => (ping.get() as { ok: number }).ok === 1 };
}

// PostgreSQL answers bigint (count, sum) and numeric (avg) as strings to stay exact; our counts and
// averages fit a double, and SQLite answers them as numbers, so both dialects agree on numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

function openPostgres(url: string, poolSize: number): OpenedDatabase {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its server (restart, failover) must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] PostgreSQL-Verbindung verloren', error.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new PortableSchemaPlugin()] });
  return {
    db,
    dialect: 'postgres',
    sqlite: null,
    ping: async () => {
      try {
        const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(db);
        return rows[0]?.ok === 1;
      } catch {
        return false;
      }
    },
  };
}

/** The migrations say `integer primary key autoIncrement` once; PostgreSQL spells that `serial primary key`. */
class PortableSchemaPlugin implements KyselyPlugin {
  private readonly transformer = new (class extends OperationNodeTransformer {
    protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
      const transformed = super.transformColumnDefinition(node);
      if (!transformed.autoIncrement) return transformed;
      return { ...transformed, autoIncrement: false, dataType: DataTypeNode.create('serial') };
    }
  })();

  transformQuery(args: PluginTransformQueryArgs) {
    return args.node.kind === 'CreateTableNode' ? this.transformer.transformNode(args.node) : args.node;
  }

  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

/** The better-sqlite3 handle behind each SQLite Kysely instance (not behind its transactions). */
const SQLITE_HANDLES = new WeakMap<object, SQLite.Database>();

/**
 * The raw SQLite handle of `db` when a statement may run on it synchronously right now: `db` is an open SQLite
 * database (not PostgreSQL, not a transaction object) and no Kysely transaction is open on its one connection.
 * While one is (it awaits between its statements), a statement run beside it would run inside it and read what
 * it has not committed: callers then take Kysely's path, which waits for the transaction to finish.
 */
export function idleSqlite(db: object): SQLite.Database | null {
  const sqlite = SQLITE_HANDLES.get(db);
  return sqlite && sqlite.open && !sqlite.inTransaction ? sqlite : null;
}

export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}

/** Prepared statements kept per SQL text, so a repeated query is not parsed and planned again. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew; preparing cost as much as running the query on the
 * hot signed-in read. The same SQL text gets the same statement back (better-sqlite3 runs statements
 * synchronously, so sharing one is safe). Statements that change the schema bypass the cache.
 */
function withStatementCache(sqlite: SQLite.Database, beforeClose: () => void): { prepare: SQLite.Database['prepare']; close: () => void } {
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
      beforeClose();
      sqlite.close();
    },
  };
}
