import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feature_flags')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('enabled_for_all', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rollout_percentage', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('description', 'text')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('categories', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('release_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('developer', 'varchar(120)', (col) => col.notNull())
    .addColumn('publisher', 'varchar(120)', (col) => col.notNull())
    .addColumn('age_rating', 'integer', (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('steam_app_id', 'integer')
    .addColumn('executable_name', 'varchar(255)')
    .addColumn('typical_session_minutes', 'integer', (col) => col.notNull().defaultTo(30))
    .addColumn('creator_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('games').execute();
  await db.schema.dropTable('feature_flags').execute();
}
