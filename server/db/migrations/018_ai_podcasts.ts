import { type Kysely, sql } from 'kysely';

/**
 * Generated podcasts (text to podcast). One row per generation: the description, the language the
 * script is written in, status and progress of its job, the German reason of a failure, and once ready the
 * cover, the tracks (the whole episode, then its chapters: JSON [{id, name, path, duration_ms}]) and the
 * transcript (JSON [{track, speaker, name, text}]). The audio and the cover live under DATA_DIR/media, never
 * in the database. At most one queued or running generation per person (a partial unique index). Portable: ISO text
 * for times, text for JSON.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_podcasts')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('script_source', 'varchar(16)')
    .addColumn('cover_path', 'varchar(300)')
    .addColumn('tracks', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('transcript', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('duration_ms', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('job_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The community list (newest ready) and a person's own list / their open generation.
  await db.schema.createIndex('ai_podcasts_status').on('ai_podcasts').columns(['status', 'id']).execute();
  await db.schema.createIndex('ai_podcasts_user').on('ai_podcasts').columns(['user_id', 'status', 'id']).execute();
  // Fair queueing: at most one queued or running generation per person, also when two requests race
  // (a partial unique index; SQLite and PostgreSQL both have them).
  await sql`create unique index ai_podcasts_one_open on ai_podcasts (user_id) where status in ('queued', 'running')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_podcasts').ifExists().execute();
}
