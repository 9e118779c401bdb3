import { sql } from 'kysely';
import {
  CATALOGUE_PAGE_SIZE,
  type CatalogueSort,
  type Game,
  type GameCategoriesResponse,
  type GamesResponse,
} from '../../../common/contract/games';
import type { Post } from '../../../common/contract/posts';
import { GAME_CATEGORIES, categoryBySlug } from '../../../common/rules/game-categories';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { GameRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { cacheSlot } from '../../platform/cache';
import { toPosts } from '../posts/serialize';
import { rankedGameIds } from '../search/service';
import { postsVisibleTo } from '../posts/visibility';
import { cachedHiddenAuthorIds } from '../social/relations';
import { SANDBOX_PREFIX } from './sandbox';

/** How many of a game's clips its page shows. */
export const GAME_POSTS_LIMIT = 12;

export function parseCategories(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** A games row, with its giveaway flag when it was read through selectGames (SQLite answers 0/1). */
type CatalogueRow = GameRow & { has_active_giveaway?: number | boolean | null };

export function toGame(row: CatalogueRow): Game {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    categories: parseCategories(row.categories),
    release_date: row.release_date,
    developer: row.developer,
    publisher: row.publisher,
    age_rating: row.age_rating,
    image: row.image,
    has_active_giveaway: Boolean(Number(row.has_active_giveaway ?? 0)),
    launch: { steam_app_id: row.steam_app_id, executable_name: row.executable_name },
    typical_session_minutes: row.typical_session_minutes,
    browser_build: row.browser_build ? `${SANDBOX_PREFIX}${row.browser_build}/index.html` : null,
    creator_id: row.creator_id,
    favorites_count: row.favorites_count,
    rating: { average: row.rating_count > 0 ? Math.round((row.rating_sum / row.rating_count) * 10) / 10 : null, count: row.rating_count },
  };
}

/** Games with their giveaway flag: an open giveaway whose end lies ahead (spec §3 "the active-giveaway flag"). */
export function selectGames(db: Db) {
  const now = nowIso();
  return db
    .selectFrom('games')
    .selectAll('games')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('giveaways')
            .select('giveaways.id')
            .whereRef('giveaways.game_id', '=', 'games.id')
            .where('giveaways.status', '=', 'open')
            .where('giveaways.ends_at', '>', now),
        )
        .as('has_active_giveaway'),
    );
}

export interface CatalogueOptions {
  category?: string;
  sort?: CatalogueSort;
  q?: string;
  browser?: boolean;
  creator?: number;
  page?: number;
  per_page?: number;
}

// A catalogue page is the same for everyone who asks the same question: answers are kept a few seconds per
// query (bounded), so a busy /games costs one query per question and second instead of one per visitor. A change
// to a game (created, edited, new cover or build, a giveaway: game.changed) drops them at once in every instance;
// favourite counters and ratings catch up within the 5 s.
const CATALOGUE = cacheSlot<string, Promise<CataloguePage>>({ ttlMs: 5_000, max: 500 });
const GERMAN_ORDER = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** A catalogue page and its JSON, serialized once per cached answer (most of a page's cost is its size). */
export interface CataloguePage {
  answer: GamesResponse;
  json: string;
}

/** After game.changed (games/events.ts). */
export function forgetCatalogue(deps: Pick<AppDeps, 'caches'>): void {
  deps.caches.of(CATALOGUE).clear();
}

/**
 * One page of the catalogue. A search ranks by relevance (unless a sort is asked for) among the search's best
 * matches; otherwise the database sorts and pages. Categories are stored as a JSON list of their German names,
 * so a category filter matches the quoted name inside it.
 */
export function cataloguePage(deps: AppDeps, options: CatalogueOptions = {}): Promise<CataloguePage> {
  const key = `${options.category ?? ''}|${options.sort ?? ''}|${options.q?.trim() ?? ''}|${options.browser ? 1 : 0}|${options.creator ?? ''}|${options.page ?? 1}|${options.per_page ?? CATALOGUE_PAGE_SIZE}`;
  return deps.caches.of(CATALOGUE).remember(key, async () => {
    const answer = await computeCatalogue(deps, options);
    return { answer, json: JSON.stringify(answer) };
  });
}

export async function listGames(deps: AppDeps, options: CatalogueOptions = {}): Promise<GamesResponse> {
  return (await cataloguePage(deps, options)).answer;
}

async function computeCatalogue(deps: AppDeps, options: CatalogueOptions): Promise<GamesResponse> {
  const perPage = options.per_page ?? CATALOGUE_PAGE_SIZE;
  const page = options.page ?? 1;
  const category = options.category ? categoryBySlug(options.category) : undefined;
  const term = options.q?.trim() ?? '';
  const ranked = term ? await rankedGameIds(deps, term) : null;
  if (ranked && ranked.length === 0) return { games: [], total: 0, page, per_page: perPage };

  let query = selectGames(deps.db);
  if (category) query = query.where('games.categories', 'like', `%${JSON.stringify(category.name)}%`);
  if (options.browser) query = query.where('games.browser_build', 'is not', null);
  if (options.creator !== undefined) query = query.where('games.creator_id', '=', options.creator);
  if (ranked) query = query.where('games.id', 'in', ranked);

  if (ranked && !options.sort) {
    const rows = (await query.execute()) as CatalogueRow[];
    const position = new Map(ranked.map((id, index) => [id, index]));
    rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    return { games: rows.slice((page - 1) * perPage, page * perPage).map(toGame), total: rows.length, page, per_page: perPage };
  }

  if (options.sort === 'name') {
    // By name as a German reader expects it (Ödland with the O, not after Z): the databases' own orders are
    // byte-wise or depend on the server's locale, so the names are sorted here and only the page is read.
    const names = await query.clearSelect().select(['games.id', 'games.name']).execute();
    names.sort((a, b) => GERMAN_ORDER.compare(a.name, b.name) || a.id - b.id);
    const pageIds = names.slice((page - 1) * perPage, page * perPage).map((entry) => entry.id);
    const rows = pageIds.length ? ((await selectGames(deps.db).where('games.id', 'in', pageIds).execute()) as CatalogueRow[]) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { games: pageIds.flatMap((id) => (byId.has(id) ? [toGame(byId.get(id)!)] : [])), total: names.length, page, per_page: perPage };
  }

  const [rows, count] = await Promise.all([
    sorted(query, options.sort ?? 'popular')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute() as Promise<CatalogueRow[]>,
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { games: rows.map(toGame), total: Number(count.n), page, per_page: perPage };
}

function sorted(query: ReturnType<typeof selectGames>, sort: CatalogueSort) {
  switch (sort) {
    case 'new':
      return query.orderBy('games.release_date', 'desc').orderBy('games.id', 'desc');
    case 'rating':
      // Average stars, rated games first; among equals the more often rated.
      return query
        .orderBy(sql`CASE WHEN games.rating_count = 0 THEN 0 ELSE 1 END`, 'desc')
        .orderBy(sql`CAST(games.rating_sum AS REAL) / CASE WHEN games.rating_count = 0 THEN 1 ELSE games.rating_count END`, 'desc')
        .orderBy('games.rating_count', 'desc')
        .orderBy('games.id', 'asc');
    default:
      return query.orderBy('games.favorites_count', 'desc').orderBy('games.rating_count', 'desc').orderBy('games.id', 'asc');
  }
}

/** Each category of the fixed list with how many games carry it (zero included, the screen decides). */
export async function gameCategories(deps: AppDeps): Promise<GameCategoriesResponse> {
  const rows = await deps.db.selectFrom('games').select('categories').execute();
  const counts = new Map<string, number>();
  for (const row of rows) for (const name of parseCategories(row.categories)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return { categories: GAME_CATEGORIES.map(({ slug, name }) => ({ slug, name, count: counts.get(name) ?? 0 })) };
}

export async function getGame(deps: AppDeps, id: number): Promise<Game> {
  const row = (await selectGames(deps.db).where('games.id', '=', id).executeTakeFirst()) as CatalogueRow | undefined;
  if (!row) throw notFound('gameNotFound');
  return toGame(row);
}

/** The game's newest clips a viewer may see (posts/visibility.ts), without the authors the viewer muted. */
export async function gamePosts(deps: AppDeps, gameId: number, viewer: { id: number } | null): Promise<Post[]> {
  const hidden = viewer ? [...(await cachedHiddenAuthorIds(deps, viewer.id))] : [];
  const rows = await deps.db
    .selectFrom('posts')
    .selectAll('posts')
    .where('posts.game_id', '=', gameId)
    .where(postsVisibleTo(viewer?.id ?? null))
    .$if(hidden.length > 0, (query) => query.where('posts.user_id', 'not in', hidden))
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(GAME_POSTS_LIMIT)
    .execute();
  return toPosts(deps.db, rows, viewer);
}
