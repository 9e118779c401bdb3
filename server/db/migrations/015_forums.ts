import type { Kysely } from 'kysely';

/**
 * Forums: threads ("Foren", spec §3 Forum: id, title, messages) and their posts. A post may answer
 * another post of the same thread (reply_to), so the thread shows them nested. Posts are stored as the Markdown
 * the author typed, never as HTML. Deleting a post keeps its row without text (deleted_at), so the replies to it
 * keep their place; an admin deleting a thread removes it with its posts. messages_count and last_activity_at
 * change in the transaction that adds or removes a post. Portable: integers for flags, ISO text for times.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('forums')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('game_id', 'integer', (col) => col.references('games.id').onDelete('set null'))
    .addColumn('pinned', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('messages_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_activity_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // /foren: pinned first, then newest activity; per game the same.
  await db.schema.createIndex('forums_activity').on('forums').columns(['pinned', 'last_activity_at', 'id']).execute();
  await db.schema.createIndex('forums_game_activity').on('forums').columns(['game_id', 'pinned', 'last_activity_at', 'id']).execute();

  await db.schema
    .createTable('forum_messages')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('forum_id', 'integer', (col) => col.notNull().references('forums.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reply_to', 'integer', (col) => col.references('forum_messages.id').onDelete('set null'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('edited_at', 'varchar(32)')
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('forum_messages_thread').on('forum_messages').columns(['forum_id', 'id']).execute();
  await db.schema.createIndex('forum_messages_reply_to').on('forum_messages').column('reply_to').execute();
  await db.schema.createIndex('forum_messages_user').on('forum_messages').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('forum_messages').ifExists().execute();
  await db.schema.dropTable('forums').ifExists().execute();
}
