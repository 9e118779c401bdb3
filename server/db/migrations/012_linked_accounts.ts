import { type Kysely, sql } from 'kysely';

/**
 * One Spielraum account per Steam or Roblox account (/settings/connections): the service checked before
 * writing, so two people linking the same account at the same instant could both succeed. Partial unique
 * indexes make the database refuse the second; where older data already has a pair, the later account loses
 * the link (it can link again once the other unlinks).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['steam_id', 'roblox_id'] as const) {
    await sql`UPDATE users SET ${sql.ref(column)} = NULL WHERE ${sql.ref(column)} IS NOT NULL AND EXISTS (
        SELECT 1 FROM users AS earlier WHERE earlier.${sql.ref(column)} = users.${sql.ref(column)} AND earlier.id < users.id)`.execute(db);
  }
  await sql`UPDATE users SET roblox_username = NULL, roblox_display_name = NULL, roblox_profile_url = NULL, roblox_avatar_url = NULL
    WHERE roblox_id IS NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX users_steam_id ON users (steam_id) WHERE steam_id IS NOT NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX users_roblox_id ON users (roblox_id) WHERE roblox_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_roblox_id`.execute(db);
  await sql`DROP INDEX IF EXISTS users_steam_id`.execute(db);
}
