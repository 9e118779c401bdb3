import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { PG_SUBSTRING_INDEXES, PG_WORD_INDEXES } from './frozen/008_search';

/**
 * PostgreSQL search reads stored documents instead of computing them. Migration 008 indexed expressions over the
 * rows (the folded text's tsvector, its trigrams); the index finds a match, but ranking it and rechecking a trigram
 * hit computed the expression again for every listed row, and on a million posts a common part of a word took
 * seconds per query (docs/performance.md, request path). Now each user, post and game has a row in a side table
 * with its weighted document and its folded substring text, written by triggers in the same transaction as the
 * row itself (whoever writes it: services, seed, admin tools, tests), and the GIN indexes are on those columns.
 * Side tables rather than columns on users/posts/games: those rows are read everywhere with `select *`, and a
 * tsvector in each would travel with every read.
 *
 * A post has a document only while it is ready and not hidden (as the partial indexes of 008 held them); people
 * and games always, their visibility is checked by the query. Missing text counts as empty (a NULL made 008's
 * whole document NULL). SQLite keeps its FTS5 tables of 008: nothing changes there.
 *
 * The SQL is written out here and never changes with the live code (server/modules/search/fold.ts): the
 * search_fold function of 008 does the folding.
 */

const USER_DOCUMENT = (row: string) =>
  `setweight(to_tsvector('simple', search_fold(coalesce(${row}.name, ''))), 'A') || setweight(to_tsvector('simple', search_fold(coalesce(CASE WHEN ${row}.profile_visibility = 'everyone' THEN ${row}.bio END, ''))), 'B')`;
const USER_SUBSTRINGS = (row: string) => `search_fold(coalesce(${row}.name, ''))`;
const POST_DOCUMENT = (row: string) =>
  `setweight(to_tsvector('simple', search_fold(coalesce(${row}.title, ''))), 'A') || setweight(to_tsvector('simple', search_fold(coalesce(${row}.text, ''))), 'B')`;
const POST_SUBSTRINGS = (row: string) => `search_fold(coalesce(${row}.title, ''))`;
const POST_INDEXED = (row: string) => `${row}.status = 'ready' AND ${row}.hidden = 0`;
const GAME_DOCUMENT = (row: string) =>
  `setweight(to_tsvector('simple', search_fold(coalesce(${row}.name, ''))), 'A') || setweight(to_tsvector('simple', search_fold(coalesce(${row}.developer, '') || ' ' || coalesce(${row}.categories, ''))), 'B') || setweight(to_tsvector('simple', search_fold(coalesce(${row}.description, ''))), 'C')`;
const GAME_SUBSTRINGS = (row: string) =>
  `search_fold(coalesce(${row}.name, '') || ' ' || coalesce(${row}.developer, '') || ' ' || coalesce(${row}.categories, ''))`;

const TABLES = [
  { table: 'search_user_documents', source: 'users', document: USER_DOCUMENT, substrings: USER_SUBSTRINGS, columns: 'name, bio, profile_visibility', indexed: null },
  { table: 'search_post_documents', source: 'posts', document: POST_DOCUMENT, substrings: POST_SUBSTRINGS, columns: 'title, text, status, hidden', indexed: POST_INDEXED },
  { table: 'search_game_documents', source: 'games', document: GAME_DOCUMENT, substrings: GAME_SUBSTRINGS, columns: 'name, developer, categories, description', indexed: null },
] as const;

/** The expression indexes of 008, by the names its frozen SQL gave them. */
const OLD_INDEXES = [...PG_WORD_INDEXES, ...PG_SUBSTRING_INDEXES].map((statement) => /CREATE INDEX (\w+)/.exec(statement)![1]!);

/** Whether pg_trgm exists (008 created it where the database allowed; without it substrings have no index). */
async function hasTrigrams(db: Kysely<unknown>): Promise<boolean> {
  return (await sql`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db)).rows.length > 0;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const trigrams = await hasTrigrams(db);
  for (const { table, source, document, substrings, columns, indexed } of TABLES) {
    await sql
      .raw(
        `CREATE TABLE ${table} (
           id integer PRIMARY KEY REFERENCES ${source}(id) ON DELETE CASCADE,
           document tsvector NOT NULL,
           substrings text NOT NULL
         )`,
      )
      .execute(db);
    const upsert = `INSERT INTO ${table} (id, document, substrings) VALUES (NEW.id, ${document('NEW')}, ${substrings('NEW')})
         ON CONFLICT (id) DO UPDATE SET document = EXCLUDED.document, substrings = EXCLUDED.substrings;`;
    const body = indexed ? `IF ${indexed('NEW')} THEN ${upsert} ELSE DELETE FROM ${table} WHERE id = NEW.id; END IF;` : upsert;
    await sql
      .raw(
        `CREATE FUNCTION ${table}_sync() RETURNS trigger LANGUAGE plpgsql AS $sync$
         BEGIN
           ${body}
           RETURN NULL;
         END
         $sync$`,
      )
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER ${table}_sync AFTER INSERT OR UPDATE OF ${columns} ON ${source} FOR EACH ROW EXECUTE FUNCTION ${table}_sync()`)
      .execute(db);
    await sql
      .raw(
        `INSERT INTO ${table} (id, document, substrings) SELECT s.id, ${document('s')}, ${substrings('s')} FROM ${source} AS s${
          indexed ? ` WHERE ${indexed('s')}` : ''
        }`,
      )
      .execute(db);
    await sql.raw(`CREATE INDEX ${table}_words ON ${table} USING gin (document)`).execute(db);
    if (trigrams) await sql.raw(`CREATE INDEX ${table}_substrings ON ${table} USING gin (substrings gin_trgm_ops)`).execute(db);
  }
  // The expression indexes of 008 answer no query any more; kept, every write would still compute them.
  for (const index of OLD_INDEXES) await sql.raw(`DROP INDEX IF EXISTS ${index}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const { table, source } of TABLES) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_sync ON ${source}`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS ${table}_sync()`).execute(db);
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
  const trigrams = await hasTrigrams(db);
  for (const statement of [...PG_WORD_INDEXES, ...(trigrams ? PG_SUBSTRING_INDEXES : [])]) await sql.raw(statement).execute(db);
}
