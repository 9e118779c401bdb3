import { type Kysely, sql } from 'kysely';

/**
 * A Steam id typed by hand proves nothing, yet the unique index of 012 let the first person to type an id own
 * it: the real owner got a 409. Now a link is confirmed only through Steam's OpenID sign-in
 * (`steam_verified_at`), and only confirmed links are unique, so a claim typed by hand never blocks the owner.
 * Every link made so far was typed by hand and stays unconfirmed.
 *
 * `openid_nonces` remembers what must be used once: the state of a started Steam sign-in and the OP's
 * response nonce, each until it expires (the primary key refuses a second use on every instance).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('steam_verified_at', 'varchar(32)').execute();
  await sql`DROP INDEX IF EXISTS users_steam_id`.execute(db);
  await sql`CREATE UNIQUE INDEX users_steam_id_confirmed ON users (steam_id) WHERE steam_verified_at IS NOT NULL`.execute(db);
  // Claims typed by hand are looked up and released by id when the owner confirms.
  await sql`CREATE INDEX users_steam_id_claims ON users (steam_id) WHERE steam_id IS NOT NULL`.execute(db);

  await db.schema
    .createTable('openid_nonces')
    .addColumn('key', 'varchar(600)', (col) => col.primaryKey())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('openid_nonces_expires').on('openid_nonces').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('openid_nonces').ifExists().execute();
  await sql`DROP INDEX IF EXISTS users_steam_id_claims`.execute(db);
  await sql`DROP INDEX IF EXISTS users_steam_id_confirmed`.execute(db);
  // Back to one account per id: of several claims the earliest account keeps it, as in 012.
  await sql`UPDATE users SET steam_id = NULL WHERE steam_id IS NOT NULL AND EXISTS (
      SELECT 1 FROM users AS earlier WHERE earlier.steam_id = users.steam_id AND earlier.id < users.id)`.execute(db);
  await sql`CREATE UNIQUE INDEX users_steam_id ON users (steam_id) WHERE steam_id IS NOT NULL`.execute(db);
  await db.schema.alterTable('users').dropColumn('steam_verified_at').execute();
}
