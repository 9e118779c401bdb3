import type { Game } from '../../../common/contract/games';
import type { GameRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { SANDBOX_PREFIX } from './sandbox';

export function toGame(row: GameRow): Game {
  let categories: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.categories);
    if (Array.isArray(parsed)) categories = parsed.filter((entry): entry is string => typeof entry === 'string');
  } catch {
    categories = [];
  }
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    categories,
    release_date: row.release_date,
    developer: row.developer,
    publisher: row.publisher,
    age_rating: row.age_rating,
    image: row.image,
    has_active_giveaway: false,
    launch: { steam_app_id: row.steam_app_id, executable_name: row.executable_name },
    typical_session_minutes: row.typical_session_minutes,
    browser_build: row.browser_build ? `${SANDBOX_PREFIX}${row.browser_build}/index.html` : null,
    creator_id: row.creator_id,
    favorites_count: row.favorites_count,
    rating: { average: row.rating_count > 0 ? Math.round((row.rating_sum / row.rating_count) * 10) / 10 : null, count: row.rating_count },
  };
}

export async function listGames(deps: AppDeps): Promise<Game[]> {
  const rows = await deps.db.selectFrom('games').selectAll().orderBy('name').execute();
  return rows.map(toGame);
}

export async function getGame(deps: AppDeps, id: number): Promise<Game> {
  const row = await deps.db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('gameNotFound');
  return toGame(row);
}
