import type { GameUpdate } from '../../../common/contract/updates';
import type { Db } from '../../db';

// Reading game updates in their one list shape (common/contract/updates.ts); the play dashboard's
// recentUpdates and GET /api/game-updates/favorites both come from here.

function updatesQuery(db: Db) {
  return db
    .selectFrom('game_updates as u')
    .innerJoin('games as g', 'g.id', 'u.game_id')
    .leftJoin('users as a', 'a.id', 'u.author_id')
    .select([
      'u.id',
      'u.game_id',
      'u.title',
      'u.content',
      'u.version',
      'u.created_at',
      'u.updated_at',
      'a.id as author_id',
      'a.name as author_name',
      'a.image as author_image',
      'g.name as game_name',
      'g.image as game_image',
    ]);
}

type UpdateRow = Awaited<ReturnType<ReturnType<typeof updatesQuery>['execute']>>[number];

export function toGameUpdate(row: UpdateRow): GameUpdate {
  return {
    id: row.id,
    game_id: row.game_id,
    title: row.title,
    content: row.content,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
    author: row.author_id === null || row.author_name === null ? null : { id: row.author_id, name: row.author_name, image: row.author_image },
    game: { id: row.game_id, name: row.game_name, image: row.game_image },
  };
}

/** The newest updates of the games a person favours, newest first. */
export async function favoriteGameUpdates(db: Db, userId: number, limit: number): Promise<GameUpdate[]> {
  const rows = await updatesQuery(db)
    .where('u.game_id', 'in', db.selectFrom('favorite_games').select('game_id').where('user_id', '=', userId))
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toGameUpdate);
}

/** The updates of one game, newest first, and how many it has in all. */
export async function updatesOfGame(db: Db, gameId: number, limit: number, offset = 0): Promise<{ updates: GameUpdate[]; total: number }> {
  const [rows, count] = await Promise.all([
    updatesQuery(db).where('u.game_id', '=', gameId).orderBy('u.created_at', 'desc').orderBy('u.id', 'desc').limit(limit).offset(offset).execute(),
    db.selectFrom('game_updates').select((eb) => eb.fn.countAll<number>().as('n')).where('game_id', '=', gameId).executeTakeFirstOrThrow(),
  ]);
  return { updates: rows.map(toGameUpdate), total: Number(count.n) };
}

/** Every update, newest first (the admin list). */
export async function allGameUpdates(db: Db, limit: number, offset = 0): Promise<GameUpdate[]> {
  const rows = await updatesQuery(db).orderBy('u.created_at', 'desc').orderBy('u.id', 'desc').limit(limit).offset(offset).execute();
  return rows.map(toGameUpdate);
}

export async function findGameUpdate(db: Db, id: number): Promise<GameUpdate | undefined> {
  const row = await updatesQuery(db).where('u.id', '=', id).executeTakeFirst();
  return row ? toGameUpdate(row) : undefined;
}
