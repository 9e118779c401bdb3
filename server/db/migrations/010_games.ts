import { type Kysely, sql } from 'kysely';

/**
 * The games side: creators' games and their updates, ratings, favourite counters, giveaways with
 * auditable draws, and the admin's trending pins. Portable types only (SQLite and PostgreSQL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('favorites_count', 'integer', (col) => col.notNull().defaultTo(0).check(sql`favorites_count >= 0`))
    .execute();
  await db.schema
    .alterTable('games')
    .addColumn('rating_count', 'integer', (col) => col.notNull().defaultTo(0).check(sql`rating_count >= 0`))
    .execute();
  await db.schema
    .alterTable('games')
    .addColumn('rating_sum', 'integer', (col) => col.notNull().defaultTo(0).check(sql`rating_sum >= 0`))
    .execute();
  // The creator's trailer, a post of the short-videos pipeline (POST /api/games with a video).
  await db.schema
    .alterTable('games')
    .addColumn('trailer_post_id', 'integer', (col) => col.references('posts.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('games').addColumn('updated_at', 'varchar(32)').execute();
  await sql`UPDATE games SET favorites_count = (SELECT COUNT(*) FROM favorite_games WHERE favorite_games.game_id = games.id)`.execute(db);
  await db.schema.createIndex('games_created').on('games').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('games_popular').on('games').columns(['favorites_count', 'id']).execute();

  await db.schema
    .createTable('game_ratings')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
    .addColumn('stars', 'integer', (col) => col.notNull().check(sql`stars BETWEEN 1 AND 5`))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('game_ratings_pk', ['user_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('game_updates')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('version', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('game_updates_game').on('game_updates').columns(['game_id', 'created_at']).execute();
  await db.schema.createIndex('game_updates_created').on('game_updates').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('giveaways')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
    .addColumn('creator_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('prize', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('winner_count', 'integer', (col) => col.notNull().defaultTo(1).check(sql`winner_count >= 1`))
    .addColumn('ends_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('entries_count', 'integer', (col) => col.notNull().defaultTo(0).check(sql`entries_count >= 0`))
    // 'open' until the draw; 'drawn' with the audit fields below; 'cancelled' by its creator or an admin.
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    .addColumn('drawn_at', 'varchar(32)')
    // Audit of the draw: the random seed (hex) and the SHA-256 of the ordered entry list it was applied to.
    .addColumn('draw_seed', 'varchar(128)')
    .addColumn('entries_hash', 'varchar(128)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('giveaways_game').on('giveaways').columns(['game_id', 'status', 'ends_at']).execute();
  await db.schema.createIndex('giveaways_due').on('giveaways').columns(['status', 'ends_at']).execute();
  await db.schema.createIndex('giveaways_creator').on('giveaways').columns(['creator_id', 'created_at']).execute();

  await db.schema
    .createTable('giveaway_entries')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('giveaway_id', 'integer', (col) => col.notNull().references('giveaways.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('won', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('giveaway_entries_unique', ['giveaway_id', 'user_id'])
    .execute();
  await db.schema.createIndex('giveaway_entries_user').on('giveaway_entries').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('trending_pins')
    .addColumn('game_id', 'integer', (col) => col.primaryKey().references('games.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('pinned_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['trending_pins', 'giveaway_entries', 'giveaways', 'game_updates', 'game_ratings']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('games_popular').ifExists().execute();
  await db.schema.dropIndex('games_created').ifExists().execute();
  for (const column of ['updated_at', 'trailer_post_id', 'rating_sum', 'rating_count', 'favorites_count']) {
    await db.schema.alterTable('games').dropColumn(column).execute();
  }
}
