import type { Kysely } from 'kysely';

/**
 * Short videos: posts with their media and processing state, likes, daily views, watch time,
 * threaded comments with likes, and the admins' curated list. Counters live on the rows they count and
 * change in the same transaction as the rows behind them. Portable types only (SQLite and PostgreSQL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('posts')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (col) => col.references('games.id').onDelete('set null'))
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    // processing → ready | failed; progress 0–100 while processing; error: the reason a creator sees.
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('processing'))
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'text')
    // Public media paths (/media/…), set when processing succeeded.
    .addColumn('hls_path', 'text')
    .addColumn('mp4_path', 'text')
    .addColumn('poster_path', 'text')
    .addColumn('duration_ms', 'integer')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    // The uploaded original while it waits for the transcode job (removed afterwards).
    .addColumn('source_path', 'text')
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('likes_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('comments_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('views_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('watch_ms_total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('posts_feed').on('posts').columns(['status', 'hidden', 'created_at', 'id']).execute();
  await db.schema.createIndex('posts_user').on('posts').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('posts_game').on('posts').columns(['game_id', 'created_at']).execute();

  await db.schema
    .createTable('likes')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (col) => col.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('likes_unique', ['user_id', 'post_id'])
    .execute();
  await db.schema.createIndex('likes_post').on('likes').columns(['post_id']).execute();

  // One row per user, post and day (UTC): a view counts once a day.
  await db.schema
    .createTable('post_views')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (col) => col.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('post_views_unique', ['user_id', 'post_id', 'day'])
    .execute();
  await db.schema.createIndex('post_views_post_day').on('post_views').columns(['post_id', 'day']).execute();

  // Watch time per user, post and day (history and the studio's watch-through).
  await db.schema
    .createTable('watch_time')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (col) => col.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('watch_ms', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('watch_time_unique', ['user_id', 'post_id', 'day'])
    .execute();
  await db.schema.createIndex('watch_time_user_time').on('watch_time').columns(['user_id', 'updated_at']).execute();
  await db.schema.createIndex('watch_time_post_day').on('watch_time').columns(['post_id', 'day']).execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('post_id', 'integer', (col) => col.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (col) => col.references('comments.id').onDelete('cascade'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('likes_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('replies_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('comments_post').on('comments').columns(['post_id', 'parent_id', 'created_at']).execute();

  await db.schema
    .createTable('comment_likes')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('comment_id', 'integer', (col) => col.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('comment_likes_unique', ['user_id', 'comment_id'])
    .execute();
  await db.schema.createIndex('comment_likes_comment').on('comment_likes').columns(['comment_id']).execute();

  // The admins' curated list for /custom, in their order.
  await db.schema
    .createTable('custom_posts')
    .addColumn('post_id', 'integer', (col) => col.primaryKey().references('posts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['custom_posts', 'comment_likes', 'comments', 'watch_time', 'post_views', 'likes', 'posts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
