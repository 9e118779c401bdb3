import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gaming_goals')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('goal_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('confirm_before_start', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('collect_feedback', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('daily_minutes', 'integer', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('gaming_goals_user').on('gaming_goals').columns(['user_id', 'active']).execute();

  await db.schema
    .createTable('session_feedback')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
    .addColumn('mood_before', 'integer')
    .addColumn('mood_after', 'integer')
    .addColumn('session_duration_minutes', 'integer', (col) => col.notNull())
    .addColumn('additional_notes', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('session_feedback_user_time')
    .on('session_feedback')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('last_played')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
    .addColumn('played_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('last_played_unique', ['user_id', 'game_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('last_played').execute();
  await db.schema.dropTable('session_feedback').execute();
  await db.schema.dropTable('gaming_goals').execute();
}
