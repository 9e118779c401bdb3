import type { Kysely } from 'kysely';

/**
 * Private and group chat, end-to-end encrypted in the browser: the server stores ciphertext and public
 * keys only (docs/security/e2ee.md).
 * - user_keys: one public key bundle per account (JSON text: an ECDH key to wrap message keys for, an ECDSA key
 *   that signs messages) and the key backup, the private keys encrypted under the user's recovery passphrase.
 * - chat_groups / chat_group_members: a group and who is in it now; last_read_id is the member's read mark.
 * - chat_messages: a private message has receiver_id, a group message group_id (exactly one of them). message is
 *   the ciphertext, encrypted_key the message key wrapped per reader plus the sender's signature, iv the nonce.
 *   uploaded_images is a JSON list of encrypted attachment paths. read_at marks a private message as read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_keys')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('key_backup', 'text')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('chat_groups')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('creator_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_activity_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('chat_group_members')
    .addColumn('group_id', 'integer', (col) => col.notNull().references('chat_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_read_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('chat_group_members_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('chat_group_members_user').on('chat_group_members').column('user_id').execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('sender_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receiver_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (col) => col.references('chat_groups.id').onDelete('cascade'))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('is_encrypted', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('encrypted_key', 'text')
    .addColumn('iv', 'varchar(64)')
    .addColumn('uploaded_images', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('read_at', 'varchar(32)')
    .execute();
  // A conversation's history pages by id in both directions; the group's by group and id.
  await db.schema.createIndex('chat_messages_pair').on('chat_messages').columns(['sender_id', 'receiver_id', 'id']).execute();
  await db.schema.createIndex('chat_messages_inbox').on('chat_messages').columns(['receiver_id', 'read_at']).execute();
  await db.schema.createIndex('chat_messages_group').on('chat_messages').columns(['group_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_messages').ifExists().execute();
  await db.schema.dropTable('chat_group_members').ifExists().execute();
  await db.schema.dropTable('chat_groups').ifExists().execute();
  await db.schema.dropTable('user_keys').ifExists().execute();
}
