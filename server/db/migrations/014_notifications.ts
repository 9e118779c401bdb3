import { type Kysely, sql } from 'kysely';

/**
 * Notifications: one table that every domain writes through notify() (server/modules/notifications),
 * and each person's choice per type: in the app and/or in an e-mail digest. social_events stays the social
 * log it was (who followed whom, which fans a game update reached); its existing rows are carried over once so
 * nobody loses what was already waiting for them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('type', 'varchar(32)', (col) => col.notNull())
    // Written by an admin (system) or empty: the texts of the other types are built from type and data when read.
    .addColumn('title', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('message', 'text', (col) => col.notNull().defaultTo(''))
    // JSON: facts the texts need (a game's title, an amount); never the content of a private message.
    .addColumn('data', 'text')
    .addColumn('link', 'varchar(300)')
    // Alike notifications share a key ('like:post:12') and are shown as one entry.
    .addColumn('group_key', 'varchar(120)')
    // What caused it ('like:57'): the same cause notifies once (a like taken back and given again, a retried donation).
    .addColumn('source', 'varchar(120)')
    // 0: the person turned this type off in the app; kept only for the e-mail digest.
    .addColumn('in_app', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('read_at', 'varchar(32)')
    .addColumn('emailed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('notifications_source', ['user_id', 'source'])
    .execute();
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('notifications_unread').on('notifications').columns(['user_id', 'read_at']).execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(32)', (col) => col.notNull())
    .addColumn('in_app', 'integer', (col) => col.notNull())
    .addColumn('email', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'type'])
    .execute();

  // What social_events held until now, as notifications (the demo data and anything recorded before this).
  await sql`INSERT INTO notifications (user_id, actor_id, type, title, message, group_key, source, in_app, read_at, created_at)
    SELECT user_id, actor_id,
      CASE type WHEN 'game_update' THEN 'update' ELSE type END,
      '', '',
      CASE type WHEN 'follow' THEN 'follow' ELSE NULL END,
      type || ':' || COALESCE(CAST(subject_id AS varchar(20)), CAST(id AS varchar(20))) || ':' || CAST(actor_id AS varchar(20)),
      1, read_at, created_at
    FROM social_events`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_preferences').ifExists().execute();
  await db.schema.dropTable('notifications').ifExists().execute();
}
