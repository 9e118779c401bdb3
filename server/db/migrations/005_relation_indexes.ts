import type { Kysely } from 'kysely';

// The session user's relations are read on every signed-in page load: requests addressed to a user are
// found by friend_id, which the (user_id, friend_id) unique index does not cover.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('friendships_friend_id_status').on('friendships').columns(['friend_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('friendships_friend_id_status').execute();
}
