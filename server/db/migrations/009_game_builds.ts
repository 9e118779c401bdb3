import type { Kysely } from 'kysely';

/**
 * Games: a game's browser build, the slug of its HTML5 bundle served under /play-sandbox/<slug>/
 * (null: the game is played through the desktop launcher only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').addColumn('browser_build', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('browser_build').execute();
}
