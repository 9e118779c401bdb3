import type SQLite from 'better-sqlite3';
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { idleSqlite } from './index';

// Kysely builds and compiles a query on every call; for the fixed-shape queries on the hot paths (the session and
// its user on every signed-in request, profiles, feeds) that building cost more than running them. A prepared query
// is built once with stand-ins for its values; each call only swaps the values in. On SQLite it then runs as a
// better-sqlite3 statement, synchronously (no driver, no promise per step); on PostgreSQL through Kysely's driver.

class Slot {
  constructor(readonly index: number) {}
}

/** The rows: at once on SQLite, as a promise on PostgreSQL (or while a transaction holds SQLite's connection). */
export type PreparedQuery<Args extends unknown[], Row> = (...args: Args) => Row[] | Promise<Row[]>;

/**
 * A prepared query per open database, built on first use: `const q = perDatabase((db) => prepareQuery(db, …))`,
 * then `q(db)(…args)`. Held weakly by the database object, so a closed one takes its queries along.
 */
export function perDatabase<Database, Args extends unknown[], Row>(build: (db: Kysely<Database>) => PreparedQuery<Args, Row>) {
  const queries = new WeakMap<Kysely<Database>, PreparedQuery<Args, Row>>();
  return (db: Kysely<Database>): PreparedQuery<Args, Row> => {
    let query = queries.get(db);
    if (!query) {
      query = build(db);
      queries.set(db, query);
    }
    return query;
  };
}

export function prepareQuery<Database, Args extends unknown[], Row>(
  db: Kysely<Database>,
  arity: Args['length'],
  build: (...slots: Args) => Compilable<Row>,
): PreparedQuery<Args, Row> {
  let compiled: CompiledQuery<Row> | null = null;
  let statement: SQLite.Statement | null = null;
  return (...args: Args) => {
    compiled ??= build(...(Array.from({ length: arity }, (_unused, index) => new Slot(index)) as Args)).compile();
    const parameters = compiled.parameters.map((parameter) => (parameter instanceof Slot ? args[parameter.index] : parameter));
    const sqlite = idleSqlite(db);
    if (sqlite) {
      statement ??= sqlite.prepare(compiled.sql);
      if (statement.reader) return statement.all(parameters) as Row[];
      statement.run(parameters);
      return [];
    }
    return db.executeQuery(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<Row>).then((result) => result.rows);
  };
}
