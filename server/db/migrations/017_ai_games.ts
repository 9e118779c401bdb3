import { type Kysely, sql } from 'kysely';

/**
 * Text to game: one row per generation. The description as typed (trimmed), the job's state and
 * progress, the German reason of a failure, the game specification (JSON text) and the slug of the generated
 * bundle in the media store (/media/builds/<slug>/, served by the game sandbox like an uploaded build).
 * game_id: the catalogue game once its creator published it. Portable: ISO text for times, text for JSON.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_games')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('description', 'varchar(600)', (col) => col.notNull())
    // queued | running | done | failed
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('queued'))
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'varchar(400)')
    .addColumn('title', 'varchar(120)')
    .addColumn('genre', 'varchar(24)')
    .addColumn('theme', 'varchar(24)')
    // offline | model
    .addColumn('source', 'varchar(16)')
    .addColumn('spec', 'text')
    .addColumn('build_slug', 'varchar(64)')
    .addColumn('build_bytes', 'integer')
    .addColumn('job_id', 'integer')
    .addColumn('game_id', 'integer', (col) => col.references('games.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // /ai: the newest finished generations; the own ones; "one running or queued per person".
  await db.schema.createIndex('ai_games_status').on('ai_games').columns(['status', 'id']).execute();
  await db.schema.createIndex('ai_games_user').on('ai_games').columns(['user_id', 'status', 'id']).execute();
  // Fair use, enforced by the database as well: two requests at once cannot both start a generation.
  await db.schema
    .createIndex('ai_games_one_active')
    .on('ai_games')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), 'in', sql`('queued', 'running')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_games').ifExists().execute();
}
