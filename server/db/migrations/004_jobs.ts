import type { Kysely } from 'kysely';

/**
 * Durable background jobs (server/jobs). A worker claims the oldest eligible job by setting status
 * 'running', its id in locked_by and a lease; a job whose lease ran out (its worker died) is eligible
 * again. Portable types only: the same table serves SQLite and PostgreSQL (claimed there with
 * FOR UPDATE SKIP LOCKED).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('type', 'varchar(64)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('queued'))
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull().defaultTo(5))
    .addColumn('run_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('locked_by', 'varchar(64)')
    .addColumn('lease_expires_at', 'varchar(32)')
    .addColumn('last_error', 'text')
    .addColumn('result', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The claim looks for queued jobs that are due, oldest first, and for running jobs whose lease expired.
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at', 'id']).execute();
  await db.schema.createIndex('jobs_lease').on('jobs').columns(['status', 'lease_expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
