import type { Kysely } from 'kysely';

/**
 * "Passwort vergessen": one row per link mailed. Only the SHA-256 of the link's token is stored, so a copy of the
 * database opens no account. A link works once (`used_at`) and until `expires_at`; setting a new password marks
 * every link of the account used. Rows stay a day past their expiry, so a late click learns that its link expired
 * rather than that it never existed. Portable: ISO text for times.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
  await db.schema.createIndex('password_resets_expires').on('password_resets').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_resets').ifExists().execute();
}
