import type { CreateUpdateRequest, EditUpdateRequest, GameUpdate, GameUpdatesAnswer, GamesWithUpdates, UpdatesPage } from '../../../common/contract/updates';
import { UPDATES_PAGE_SIZE } from '../../../common/contract/updates';
import { nowIso } from '../../db';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, notFound } from '../../http/errors';
import { notify } from '../notifications/service';
import { allGameUpdates, favoriteGameUpdates, findGameUpdate, updatesOfGame } from './queries';

// Game updates (spec §7 the game-updates calls, §8 their messages). A game's creator or an admin
// writes them; everyone reads them; the people who favour the game get an event for notifications to deliver.

export const updateNotFound = () => notFound('updateNotFound');

/** The game a writer may publish for: its creator or an admin; anyone else a 403, a missing game a 404. */
async function writableGame(deps: AppDeps, user: UserRow, gameId: number) {
  const game = await deps.db.selectFrom('games').select(['id', 'creator_id']).where('id', '=', gameId).executeTakeFirst();
  if (!game) throw notFound('gameNotFound');
  if (user.role !== 'admin' && game.creator_id !== user.id) throw new HttpError(403, 'updateNotAllowed');
  return game;
}

export async function createUpdate(deps: AppDeps, user: UserRow, input: CreateUpdateRequest): Promise<GameUpdate> {
  await writableGame(deps, user, input.game_id);
  const { id, fans } = await deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto('game_updates')
      .values({
        game_id: input.game_id,
        author_id: user.id,
        title: input.title,
        content: input.content,
        version: input.version ? input.version : null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Everyone who favours the game (but the author) is told, in one statement.
    const fans = await trx
      .insertInto('social_events')
      .columns(['user_id', 'actor_id', 'type', 'subject_id', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('favorite_games')
          .select((inner) => [
            'favorite_games.user_id',
            inner.val(user.id).as('actor_id'),
            inner.val('game_update').as('type'),
            inner.val(row.id).as('subject_id'),
            inner.val(now).as('created_at'),
          ])
          .where('favorite_games.game_id', '=', input.game_id)
          .where('favorite_games.user_id', '!=', user.id),
      )
      .returning('user_id')
      .execute();
    return { id: row.id, fans: fans.map((fan) => fan.user_id) };
  });
  // Their play dashboards list the newest updates of their favourites.
  await deps.events.publish({ type: 'update.published', gameId: input.game_id, fanIds: fans });
  const game = await deps.db.selectFrom('games').select('name').where('id', '=', input.game_id).executeTakeFirst();
  await notify(
    deps,
    fans.map((fan) => ({
      userId: fan,
      type: 'update' as const,
      actorId: user.id,
      subject: { game: game?.name ?? '', title: input.title },
      link: `/updates/games/${input.game_id}/${id}`,
      source: `update:${id}`,
    })),
  );
  return (await findGameUpdate(deps.db, id))!;
}

async function ownUpdate(deps: AppDeps, user: UserRow, id: number) {
  const update = await deps.db.selectFrom('game_updates').select(['id', 'game_id']).where('id', '=', id).executeTakeFirst();
  if (!update) throw updateNotFound();
  await writableGame(deps, user, update.game_id);
  return update;
}

export async function editUpdate(deps: AppDeps, user: UserRow, id: number, input: EditUpdateRequest): Promise<GameUpdate> {
  await ownUpdate(deps, user, id);
  const change = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.content !== undefined ? { content: input.content } : {}),
    ...(input.version !== undefined ? { version: input.version ? input.version : null } : {}),
  };
  if (Object.keys(change).length > 0) {
    await deps.db.updateTable('game_updates').set({ ...change, updated_at: nowIso() }).where('id', '=', id).execute();
  }
  return (await findGameUpdate(deps.db, id))!;
}

export async function deleteUpdate(deps: AppDeps, user: UserRow, id: number): Promise<void> {
  await ownUpdate(deps, user, id);
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('social_events').where('type', '=', 'game_update').where('subject_id', '=', id).execute();
    await trx.deleteFrom('game_updates').where('id', '=', id).execute();
  });
}

export async function getUpdate(deps: AppDeps, id: number): Promise<GameUpdate> {
  const update = await findGameUpdate(deps.db, id);
  if (!update) throw updateNotFound();
  return update;
}

async function totalUpdates(deps: AppDeps): Promise<number> {
  const row = await deps.db.selectFrom('game_updates').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recentUpdates(deps: AppDeps, page = 1): Promise<UpdatesPage> {
  const [updates, total] = await Promise.all([allGameUpdates(deps.db, UPDATES_PAGE_SIZE, (page - 1) * UPDATES_PAGE_SIZE), totalUpdates(deps)]);
  return { updates, total, page, per_page: UPDATES_PAGE_SIZE };
}

export async function gameUpdatesPage(deps: AppDeps, gameId: number, page = 1): Promise<GameUpdatesAnswer> {
  const game = await deps.db.selectFrom('games').select(['id', 'name', 'image', 'creator_id']).where('id', '=', gameId).executeTakeFirst();
  if (!game) throw notFound('gameNotFound');
  const { updates, total } = await updatesOfGame(deps.db, gameId, UPDATES_PAGE_SIZE, (page - 1) * UPDATES_PAGE_SIZE);
  return { updates, game, total_updates: total, page, per_page: UPDATES_PAGE_SIZE };
}

export async function allUpdatesOfGame(deps: AppDeps, gameId: number): Promise<GameUpdate[]> {
  const game = await deps.db.selectFrom('games').select('id').where('id', '=', gameId).executeTakeFirst();
  if (!game) throw notFound('gameNotFound');
  return (await updatesOfGame(deps.db, gameId, 200)).updates;
}

export async function favoriteUpdates(deps: AppDeps, user: UserRow, userId: number | undefined): Promise<GameUpdate[]> {
  if (userId !== undefined && userId !== user.id) throw new HttpError(403, 'updatesOwnOnly');
  return favoriteGameUpdates(deps.db, user.id, 50);
}

export async function gamesWithUpdates(deps: AppDeps): Promise<GamesWithUpdates> {
  const rows = await deps.db
    .selectFrom('game_updates')
    .innerJoin('games', 'games.id', 'game_updates.game_id')
    .select(['games.id', 'games.name', 'games.image', (eb) => eb.fn.countAll<number | string>().as('total'), (eb) => eb.fn.max('game_updates.created_at').as('last')])
    .groupBy(['games.id', 'games.name', 'games.image'])
    .orderBy((eb) => eb.fn.max('game_updates.created_at'), 'desc')
    .limit(100)
    .execute();
  return { games: rows.map((row) => ({ id: row.id, name: row.name, image: row.image, total_updates: Number(row.total), last_update_at: String(row.last) })) };
}
