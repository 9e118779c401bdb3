import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * What the code checked before writing, the database now guarantees, so two requests at the same moment cannot
 * both pass the check:
 * - one friendship row per pair of people, whoever asked: two crossing requests (A asks B while B asks A)
 *   made two pending rows, and neither became a friendship;
 * - one open report per reporter and target: a double click made two.
 * Rows that already break the rule are folded first: crossing requests become the friendship they meant,
 * repeated open reports keep the oldest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const [low, high] = postgres ? ['LEAST', 'GREATEST'] : ['MIN', 'MAX'];

  await sql`UPDATE friendships SET status = 'accepted'
    WHERE EXISTS (SELECT 1 FROM friendships AS other WHERE other.user_id = friendships.friend_id AND other.friend_id = friendships.user_id)`.execute(db);
  await sql`DELETE FROM friendships
    WHERE EXISTS (SELECT 1 FROM friendships AS other WHERE other.user_id = friendships.friend_id AND other.friend_id = friendships.user_id
      AND other.id < friendships.id)`.execute(db);
  await sql
    .raw(`CREATE UNIQUE INDEX friendships_pair ON friendships (${low}(user_id, friend_id), ${high}(user_id, friend_id))`)
    .execute(db);

  await sql`DELETE FROM reports WHERE status = 'open' AND EXISTS (SELECT 1 FROM reports AS first
    WHERE first.status = 'open' AND first.reporter_id = reports.reporter_id AND first.target_type = reports.target_type
      AND first.target_id = reports.target_id AND first.id < reports.id)`.execute(db);
  await sql`CREATE UNIQUE INDEX reports_open_once ON reports (reporter_id, target_type, target_id) WHERE status = 'open'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS reports_open_once`.execute(db);
  await sql`DROP INDEX IF EXISTS friendships_pair`.execute(db);
}
