import { type Kysely, sql } from 'kysely';

/**
 * People: the counters a profile shows (kept in the same transaction as the rows they count),
 * privacy choices, suspension, blocks, mutes, reports, the social events notifications will deliver, and
 * favourite games (suggestions read them here; the games module adds their calls). Portable types only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const addUserColumn = (name: string, type: 'integer' | 'varchar(16)' | 'varchar(32)' | 'text', fallback?: number | string) =>
    db.schema
      .alterTable('users')
      .addColumn(name, type, (col) => (fallback === undefined ? col : col.notNull().defaultTo(fallback)))
      .execute();
  await addUserColumn('followers_count', 'integer', 0);
  await addUserColumn('following_count', 'integer', 0);
  // The sum of likes over the user's posts (spec §3 Profile "total likes").
  await addUserColumn('likes_received', 'integer', 0);
  // 'everyone' | 'friends'
  await addUserColumn('profile_visibility', 'varchar(16)', 'everyone');
  // 'everyone' | 'friends_of_friends' | 'nobody'
  await addUserColumn('friend_requests_from', 'varchar(32)', 'everyone');
  await addUserColumn('messages_from', 'varchar(32)', 'everyone');
  await addUserColumn('suspended_at', 'varchar(32)');
  await addUserColumn('suspension_reason', 'text');

  await sql`UPDATE users SET
      followers_count = (SELECT count(*) FROM follows WHERE follows.account_id = users.id),
      following_count = (SELECT count(*) FROM follows WHERE follows.user_id = users.id),
      likes_received = (SELECT coalesce(sum(posts.likes_count), 0) FROM posts WHERE posts.user_id = users.id)`.execute(db);

  // Followers of a user (the unique (user_id, account_id) index covers whom a user follows).
  await db.schema.createIndex('follows_account').on('follows').columns(['account_id', 'created_at']).execute();

  for (const [table, other] of [
    ['blocks', 'blocked_id'],
    ['mutes', 'muted_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn(other, 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint(`${table}_unique`, ['user_id', other])
      .execute();
    await db.schema.createIndex(`${table}_${other}`).on(table).column(other).execute();
  }

  await db.schema
    .createTable('reports')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('reporter_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // 'post' | 'comment' | 'user'
    .addColumn('target_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    // The account behind the content (the profile itself for a user report).
    .addColumn('target_user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'varchar(32)', (col) => col.notNull())
    .addColumn('details', 'text')
    // 'open' | 'dismissed' | 'removed' | 'suspended'
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    .addColumn('handled_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('handled_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('reports_queue').on('reports').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('reports_target').on('reports').columns(['target_type', 'target_id']).execute();
  await db.schema.createIndex('reports_reporter').on('reports').columns(['reporter_id', 'target_type', 'target_id']).execute();

  // What happened to a user (new follower, friend request, accepted): the notifications module delivers these.
  await db.schema
    .createTable('social_events')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // 'follow' | 'friend_request' | 'friend_accepted'
    .addColumn('type', 'varchar(32)', (col) => col.notNull())
    .addColumn('subject_id', 'integer')
    .addColumn('read_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('social_events_user').on('social_events').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('favorite_games')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('favorite_games_unique', ['user_id', 'game_id'])
    .execute();
  await db.schema.createIndex('favorite_games_game').on('favorite_games').columns(['game_id', 'user_id']).execute();

  // A profile's visible posts, newest first, and their number, from the index alone (GET /api/profiles/{id}).
  await db.schema.createIndex('posts_profile').on('posts').columns(['user_id', 'status', 'hidden', 'created_at']).execute();

  // Games a profile's owner made (GET /api/profiles/{id}).
  await db.schema.createIndex('games_creator').on('games').column('creator_id').execute();

  // Sign-ups per day and the admin's user list.
  await db.schema.createIndex('users_created').on('users').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_created').ifExists().execute();
  await db.schema.dropIndex('games_creator').ifExists().execute();
  await db.schema.dropIndex('posts_profile').ifExists().execute();
  for (const table of ['favorite_games', 'social_events', 'reports', 'mutes', 'blocks']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('follows_account').ifExists().execute();
  for (const column of [
    'suspension_reason',
    'suspended_at',
    'messages_from',
    'friend_requests_from',
    'profile_visibility',
    'likes_received',
    'following_count',
    'followers_count',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
