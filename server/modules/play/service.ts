import type { Game } from '../../../common/contract/games';
import type {
  FavoriteChangeAnswer,
  FavoriteGame,
  MyGameAnswer,
  PlayDashboard,
  RatingAnswer,
  RecommendedGame,
  TrendingGame,
  TrendingGamesAnswer,
} from '../../../common/contract/play';
import { nowIso } from '../../db';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, notFound } from '../../http/errors';
import { selectGames, toGame } from '../games/service';
import { profileContentVisible } from '../profiles/service';
import { friendIdsOf } from '../social/relations';
import { favoriteGameUpdates } from '../updates/queries';
import { lastPlayedOf } from '../wellbeing/service';
import { invalidateDashboard } from './dashboard-cache';
import { type CategoryAffinity, rankRecommendations, trendScore } from './ranking';

// Favourites, ratings, recommendations, trends and the play dashboard. Counters on games change in
// the transaction that adds or removes the rows they count.

const FAVORITES_LISTED = 60;
const DASHBOARD_FAVORITES = 12;
const DASHBOARD_LAST_PLAYED = 8;
const DASHBOARD_UPDATES = 6;
export const RECOMMENDED_LIMIT = 8;
export const TRENDING_LIMIT = 10;
export const TREND_DAYS = 7;

type Viewer = Pick<UserRow, 'id' | 'role'> | null;

async function requireGame(deps: AppDeps, gameId: number): Promise<void> {
  const game = await deps.db.selectFrom('games').select('id').where('id', '=', gameId).executeTakeFirst();
  if (!game) throw notFound('gameNotFound');
}

// --------------------------------------------------------------------------------------------- favourites

export async function favoriteGames(deps: AppDeps, viewer: Viewer, userId: number | undefined): Promise<FavoriteGame[]> {
  const ownerId = userId ?? viewer?.id;
  if (ownerId === undefined) throw new HttpError(401, 'unauthenticated');
  if (ownerId !== viewer?.id && !(await profileContentVisible(deps, viewer, ownerId))) throw new HttpError(403, 'profileRestricted');
  const rows = await selectGames(deps.db)
    .innerJoin('favorite_games', 'favorite_games.game_id', 'games.id')
    .select('favorite_games.created_at as favorited_at')
    .where('favorite_games.user_id', '=', ownerId)
    .orderBy('favorite_games.created_at', 'desc')
    .orderBy('favorite_games.id', 'desc')
    .limit(FAVORITES_LISTED)
    .execute();
  return rows.map(({ favorited_at, ...game }) => ({ game: toGame(game), created_at: favorited_at }));
}

async function favoriteCount(deps: AppDeps, userId: number): Promise<number> {
  const row = await deps.db
    .selectFrom('favorite_games')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function addFavorite(
  deps: AppDeps,
  user: UserRow,
  gameId: number,
): Promise<{ created: boolean; answer: FavoriteChangeAnswer }> {
  const created = await deps.db.transaction().execute(async (trx) => {
    const game = await trx.selectFrom('games').select('id').where('id', '=', gameId).executeTakeFirst();
    if (!game) throw notFound('gameNotFound');
    const inserted = await trx
      .insertInto('favorite_games')
      .values({ user_id: user.id, game_id: gameId, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'game_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      await trx.updateTable('games').set((eb) => ({ favorites_count: eb('favorites_count', '+', 1) })).where('id', '=', gameId).execute();
    }
    return inserted !== undefined;
  });
  if (created) await invalidateDashboard(deps, user.id);
  return { created, answer: await favoriteState(deps, user.id, gameId, true) };
}

export async function removeFavorite(deps: AppDeps, user: UserRow, gameId: number): Promise<FavoriteChangeAnswer> {
  await requireGame(deps, gameId);
  const removed = await deps.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('favorite_games')
      .where('user_id', '=', user.id)
      .where('game_id', '=', gameId)
      .returning('id')
      .executeTakeFirst();
    if (deleted) {
      await trx.updateTable('games').set((eb) => ({ favorites_count: eb('favorites_count', '-', 1) })).where('id', '=', gameId).execute();
    }
    return deleted !== undefined;
  });
  if (!removed) throw notFound('favoriteNotFound');
  await invalidateDashboard(deps, user.id);
  return favoriteState(deps, user.id, gameId, false);
}

async function favoriteState(deps: AppDeps, userId: number, gameId: number, favorite: boolean): Promise<FavoriteChangeAnswer> {
  const [game, count] = await Promise.all([
    deps.db.selectFrom('games').select('favorites_count').where('id', '=', gameId).executeTakeFirstOrThrow(),
    favoriteCount(deps, userId),
  ]);
  return { game_id: gameId, favorite, favorites_count: game.favorites_count, count };
}

export async function myGame(deps: AppDeps, user: UserRow, gameId: number): Promise<MyGameAnswer> {
  await requireGame(deps, gameId);
  const [favorite, rating] = await Promise.all([
    deps.db.selectFrom('favorite_games').select('id').where('user_id', '=', user.id).where('game_id', '=', gameId).executeTakeFirst(),
    deps.db.selectFrom('game_ratings').select('stars').where('user_id', '=', user.id).where('game_id', '=', gameId).executeTakeFirst(),
  ]);
  return { favorite: favorite !== undefined, stars: rating?.stars ?? null };
}

// ------------------------------------------------------------------------------------------------ ratings

/**
 * Sets (stars) or removes (null) the user's rating. The first statement locks the game's row (an update that
 * changes nothing), so concurrent ratings of one game queue up and each reads the rating before it as it is.
 */
export async function rateGame(deps: AppDeps, user: UserRow, gameId: number, stars: number | null): Promise<RatingAnswer> {
  const answer = await deps.db.transaction().execute(async (trx) => {
    const locked = await trx.updateTable('games').set((eb) => ({ rating_count: eb.ref('rating_count') })).where('id', '=', gameId).executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) throw notFound('gameNotFound');
    const before = await trx.selectFrom('game_ratings').select('stars').where('user_id', '=', user.id).where('game_id', '=', gameId).executeTakeFirst();
    const now = nowIso();
    if (stars === null) {
      if (before) await trx.deleteFrom('game_ratings').where('user_id', '=', user.id).where('game_id', '=', gameId).execute();
    } else if (before) {
      await trx.updateTable('game_ratings').set({ stars, updated_at: now }).where('user_id', '=', user.id).where('game_id', '=', gameId).execute();
    } else {
      await trx.insertInto('game_ratings').values({ user_id: user.id, game_id: gameId, stars, created_at: now, updated_at: now }).execute();
    }
    const countDelta = (stars === null ? 0 : 1) - (before ? 1 : 0);
    const sumDelta = (stars ?? 0) - (before?.stars ?? 0);
    const game = await trx
      .updateTable('games')
      .set((eb) => ({ rating_count: eb('rating_count', '+', countDelta), rating_sum: eb('rating_sum', '+', sumDelta) }))
      .where('id', '=', gameId)
      .returning(['rating_count', 'rating_sum'])
      .executeTakeFirstOrThrow();
    return {
      game_id: gameId,
      stars,
      rating: {
        average: game.rating_count > 0 ? Math.round((game.rating_sum / game.rating_count) * 10) / 10 : null,
        count: game.rating_count,
      },
    };
  });
  await invalidateDashboard(deps, user.id);
  return answer;
}

// ------------------------------------------------------------------------------------------ recommendations

/** How strongly a person leans to each category: favourites weigh most, then minutes played, then plays. */
async function categoryAffinity(deps: AppDeps, userId: number): Promise<CategoryAffinity> {
  const [favourites, sessions, played] = await Promise.all([
    deps.db
      .selectFrom('favorite_games')
      .innerJoin('games', 'games.id', 'favorite_games.game_id')
      .select(['games.id', 'games.categories'])
      .where('favorite_games.user_id', '=', userId)
      .execute(),
    deps.db
      .selectFrom('session_feedback')
      .innerJoin('games', 'games.id', 'session_feedback.game_id')
      .select(['games.id', 'games.categories', (eb) => eb.fn.sum<number | string>('session_feedback.session_duration_minutes').as('minutes')])
      .where('session_feedback.user_id', '=', userId)
      .groupBy(['games.id', 'games.categories'])
      .execute(),
    deps.db
      .selectFrom('last_played')
      .innerJoin('games', 'games.id', 'last_played.game_id')
      .select(['games.id', 'games.categories'])
      .where('last_played.user_id', '=', userId)
      .orderBy('last_played.played_at', 'desc')
      .limit(20)
      .execute(),
  ]);
  return {
    favourites: favourites.map((row) => ({ id: row.id, categories: row.categories })),
    sessions: sessions.map((row) => ({ id: row.id, categories: row.categories, minutes: Number(row.minutes ?? 0) })),
    played: played.map((row) => ({ id: row.id, categories: row.categories })),
  };
}

export async function recommendedGames(deps: AppDeps, viewer: Viewer, limit = RECOMMENDED_LIMIT): Promise<RecommendedGame[]> {
  const candidates = (await selectGames(deps.db).execute()).map((row) => toGame(row));
  if (!viewer) {
    return rankRecommendations(candidates, null, new Map(), limit);
  }
  const [affinity, friendFavourites] = await Promise.all([
    categoryAffinity(deps, viewer.id),
    deps.db
      .selectFrom('favorite_games')
      .select(['game_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('user_id', 'in', friendIdsOf(deps.db, viewer.id))
      .groupBy('game_id')
      .execute(),
  ]);
  const byFriends = new Map(friendFavourites.map((row) => [row.game_id, Number(row.n)]));
  return rankRecommendations(candidates, affinity, byFriends, limit);
}

// --------------------------------------------------------------------------------------------------- trends

export async function trendingGames(deps: AppDeps, now = Date.now()): Promise<TrendingGamesAnswer> {
  const since = nowIso(new Date(now - TREND_DAYS * 86_400_000));
  const [sessions, players, favourites, pins] = await Promise.all([
    deps.db
      .selectFrom('session_feedback')
      .select(['game_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('created_at', '>=', since)
      .groupBy('game_id')
      .execute(),
    deps.db
      .selectFrom('last_played')
      .select(['game_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('played_at', '>=', since)
      .groupBy('game_id')
      .execute(),
    deps.db
      .selectFrom('favorite_games')
      .select(['game_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('created_at', '>=', since)
      .groupBy('game_id')
      .execute(),
    deps.db.selectFrom('trending_pins').select(['game_id', 'position']).orderBy('position').orderBy('created_at').execute(),
  ]);
  const plays = new Map<number, number>();
  for (const row of [...sessions, ...players]) plays.set(row.game_id, (plays.get(row.game_id) ?? 0) + Number(row.n));
  const favs = new Map(favourites.map((row) => [row.game_id, Number(row.n)]));
  const pinned = new Map(pins.map((pin) => [pin.game_id, pin.position]));
  const ids = new Set([...plays.keys(), ...favs.keys(), ...pinned.keys()]);
  if (ids.size === 0) return { trendingGames: [], days: TREND_DAYS };
  const games = new Map<number, Game>(
    (await selectGames(deps.db).where('games.id', 'in', [...ids]).execute()).map((row) => [row.id, toGame(row)]),
  );
  const entries: TrendingGame[] = [...ids]
    .filter((id) => games.has(id))
    .map((id) => {
      const entry = { plays: plays.get(id) ?? 0, favorites: favs.get(id) ?? 0 };
      return { game: games.get(id)!, ...entry, score: trendScore(entry), pinned: pinned.has(id) };
    });
  const ranked = entries
    .filter((entry) => !entry.pinned && entry.score > 0)
    .sort((a, b) => b.score - a.score || b.game.favorites_count - a.game.favorites_count || a.game.id - b.game.id);
  // Pins take their position (1 = first); the computed ranking fills the places around them.
  const pinnedEntries = entries.filter((entry) => entry.pinned).sort((a, b) => pinned.get(a.game.id)! - pinned.get(b.game.id)!);
  const result = [...ranked];
  for (const entry of pinnedEntries) result.splice(Math.min(pinned.get(entry.game.id)! - 1, result.length), 0, entry);
  return { trendingGames: result.slice(0, TRENDING_LIMIT), days: TREND_DAYS };
}

export async function pinTrending(deps: AppDeps, admin: UserRow, gameId: number, position: number | undefined, now = Date.now()) {
  await requireGame(deps, gameId);
  const last = await deps.db.selectFrom('trending_pins').select((eb) => eb.fn.max('position').as('p')).executeTakeFirst();
  const at = position ?? Number(last?.p ?? 0) + 1;
  await deps.db
    .insertInto('trending_pins')
    .values({ game_id: gameId, position: at, pinned_by: admin.id, created_at: nowIso() })
    .onConflict((oc) => oc.column('game_id').doUpdateSet({ position: at, pinned_by: admin.id }))
    .execute();
  return trendingGames(deps, now);
}

export async function unpinTrending(deps: AppDeps, gameId: number) {
  const deleted = await deps.db.deleteFrom('trending_pins').where('game_id', '=', gameId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound('pinNotFound');
  return trendingGames(deps);
}

// ------------------------------------------------------------------------------------------------ dashboard

export async function computeDashboard(deps: AppDeps, user: UserRow): Promise<Omit<PlayDashboard, 'cached'>> {
  const [lastPlayed, favourites, recommended, updates] = await Promise.all([
    lastPlayedOf(deps, user.id, DASHBOARD_LAST_PLAYED),
    favoriteGames(deps, user, user.id),
    recommendedGames(deps, user),
    favoriteGameUpdates(deps.db, user.id, DASHBOARD_UPDATES),
  ]);
  return {
    lastPlayed,
    favoriteGames: favourites.slice(0, DASHBOARD_FAVORITES),
    recommendedGames: recommended,
    recentUpdates: updates,
    generated_at: nowIso(),
  };
}
