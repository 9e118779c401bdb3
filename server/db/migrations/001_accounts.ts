import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(30)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'varchar(16)', (col) => col.notNull().defaultTo('user'))
    .addColumn('bio', 'text')
    .addColumn('boostz', 'integer', (col) => col.notNull().defaultTo(0).check(sql`boostz >= 0`))
    .addColumn('credits', 'integer', (col) => col.notNull().defaultTo(0).check(sql`credits >= 0`))
    .addColumn('steam_id', 'varchar(64)')
    .addColumn('roblox_id', 'varchar(64)')
    .addColumn('roblox_username', 'varchar(64)')
    .addColumn('roblox_display_name', 'varchar(64)')
    .addColumn('roblox_avatar_url', 'text')
    .addColumn('roblox_profile_url', 'text')
    .addColumn('subscription_plan_id', 'integer')
    .addColumn('apperance', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('language', 'varchar(8)', (col) => col.notNull().defaultTo('de'))
    .addColumn('gender', 'varchar(16)')
    .addColumn('image', 'text')
    .addColumn('birthdate', 'varchar(10)')
    .addColumn('email_verified_at', 'varchar(32)')
    .addColumn('profile_border', 'varchar(32)')
    .addColumn('referral_id', 'varchar(64)')
    .addColumn('google_sub', 'varchar(255)', (col) => col.unique())
    .addColumn('deleted_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // Names are unique regardless of case: "Mia" and "mia" would be indistinguishable in mentions.
  await sql`CREATE UNIQUE INDEX users_name_lower ON users (lower(name))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'varchar(64)', (col) => col.notNull())
    .addColumn('remember', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('follows')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('follows_unique', ['user_id', 'account_id'])
    .execute();

  await db.schema
    .createTable('friendships')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('friend_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('friendships_unique', ['user_id', 'friend_id'])
    .execute();

  await db.schema
    .createTable('owned_borders')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('border_id', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('owned_borders_pk', ['user_id', 'border_id'])
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['contact_messages', 'owned_borders', 'friendships', 'follows', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
