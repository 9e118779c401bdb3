import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

// Kysely builds and compiles a query on every call; for the few fixed-shape queries on the hot path
// (the session and its user on every signed-in request) that building cost more than running them.
// A prepared query is built once with stand-ins for its values; each call only swaps the values in.

class Slot {
  constructor(readonly index: number) {}
}

export type PreparedQuery<Args extends unknown[], Row> = (...args: Args) => Promise<Row[]>;

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
  return async (...args: Args) => {
    compiled ??= build(...(Array.from({ length: arity }, (_unused, index) => new Slot(index)) as Args)).compile();
    const parameters = compiled.parameters.map((parameter) => (parameter instanceof Slot ? args[parameter.index] : parameter));
    const result = await db.executeQuery(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<Row>);
    return result.rows;
  };
}
