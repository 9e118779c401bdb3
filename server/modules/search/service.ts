import { type RawBuilder, sql } from 'kysely';
import {
  type GameHit,
  type PostHit,
  SEARCH_PAGE_LIMIT,
  SEARCH_PANEL_LIMITS,
  SEARCH_TERM_MAX,
  type SearchAnswer,
  type UserHit,
} from '../../../common/contract/search';
import type { Db } from '../../db';
import { isPostgres } from '../../db/migrate';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { validationError } from '../../http/errors';
import { cacheSlot } from '../../platform/cache';
import { visibleIdsAmong } from '../posts/visibility';
import { cachedBlockedAccountIds, profilesOpenToEveryone } from '../social/relations';
import { charLength, foldText, ftsPrefixQuery, ftsSubstringQuery, searchTokens, tsPrefixQuery } from './fold';

// GET /api/search/{term}. Each type is searched twice: words and prefixes first (FTS5 / tsvector, ranked by
// bm25 / ts_rank with names and titles above the rest), then, to fill up, substrings of at least three
// characters (trigram FTS5 / pg_trgm) for parts of compounds ("spiel" in "Rennspiel").
//
// Bounded work: each query ranks at most WINDOW matches, the newest (the engines walk their index by id and
// stop there), so a term that matches half a million posts costs the same as one that matches fifty; the
// best-ranked hits among the newest WINDOW are what a searcher sees. Answers per folded term are kept for a
// few seconds (typing and popular terms repeat), or until a game, post or account that search finds changes
// (search/events.ts; a like or a view does not, counts are not ranked). Who may see what is decided on every
// request from the current rows, never from the cache: the posts by posts/visibility.ts's rule, people without
// those on the other side of a block, and a bio only while its profile is open to everyone.

const WINDOW = 2_000;
/** Hits kept per type and term before the viewer's blocks: the page's limit and some to spare. */
const CANDIDATES = SEARCH_PAGE_LIMIT + 16;
/** Ranked answers per term, for a few seconds (nothing drops them sooner: who sees what is decided per request). */
const RANKINGS = cacheSlot<string, Promise<Ranked>>({ ttlMs: 3_000, max: 1_000 });
const TEXT_PREVIEW = 160;

type CacheDeps = Pick<AppDeps, 'db' | 'caches'>;

interface Ranked {
  users: UserHit[];
  posts: PostHit[];
  games: GameHit[];
}

export interface SearchOptions {
  /** Results per type; the panel's numbers when absent. */
  limit?: number;
}

export async function search(deps: AppDeps, viewer: UserRow | null, rawTerm: string, options: SearchOptions = {}): Promise<SearchAnswer> {
  const term = rawTerm.trim();
  if (!term) throw validationError('term', 'searchTermRequired');
  if (charLength(term) > SEARCH_TERM_MAX) throw validationError('term', 'searchTermTooLong');
  const tokens = searchTokens(term);
  // Only punctuation or operators (`"`, `*`, `(`…): nothing to look for.
  if (!tokens.length) return { posts: [], users: [], games: [] };

  const ranked = await cachedRanking(deps, tokens, foldText(term));
  const viewerId = viewer?.id ?? null;
  const [visiblePosts, blocked, openProfiles] = await Promise.all([
    visibleIdsAmong(
      deps.db,
      ranked.posts.map((post) => post.id),
      viewerId,
    ),
    // Neither side of a block finds the other.
    viewerId ? cachedBlockedAccountIds(deps, viewerId) : Promise.resolve(new Set<number>()),
    profilesOpenToEveryone(
      deps.db,
      ranked.users.filter((user) => user.bio !== null).map((user) => user.id),
    ),
  ]);
  const limits = options.limit ? { users: options.limit, posts: options.limit, games: options.limit } : SEARCH_PANEL_LIMITS;
  return {
    users: ranked.users
      .filter((user) => !blocked.has(user.id))
      .slice(0, limits.users)
      .map((user) => (user.bio !== null && !openProfiles.has(user.id) ? { ...user, bio: null } : user)),
    posts: ranked.posts.filter((post) => visiblePosts.has(post.id)).slice(0, limits.posts),
    games: ranked.games.slice(0, limits.games),
  };
}

/**
 * The catalogue's search (GET /api/games?q): ids of the best-matching games, best first, by the same ranking
 * as /api/search. An empty term is the caller's business; an overlong one is refused here as there.
 */
export async function rankedGameIds(deps: CacheDeps, rawTerm: string): Promise<number[]> {
  const term = rawTerm.trim();
  if (charLength(term) > SEARCH_TERM_MAX) throw validationError('q', 'searchTermTooLong');
  const tokens = searchTokens(term);
  if (!tokens.length) return [];
  return (await cachedRanking(deps, tokens, foldText(term))).games.map((game) => game.id);
}

/** Forgets every kept ranking: a game, a post or an account that others see changed (search/events.ts). */
export function forgetRankings(deps: Pick<AppDeps, 'caches'>): void {
  deps.caches.of(RANKINGS).clear();
}

/** A failed search is not kept (the cache drops a rejected promise). */
function cachedRanking(deps: CacheDeps, tokens: string[], folded: string): Promise<Ranked> {
  return deps.caches.of(RANKINGS).remember(tokens.join(' '), () => rank(deps.db, tokens, folded));
}

async function rank(db: Db, tokens: string[], folded: string): Promise<Ranked> {
  const engine = isPostgres(db) ? postgres : sqlite;
  const [users, posts, games] = await Promise.all([
    twoPass(db, tokens, folded, engine.users),
    twoPass(db, tokens, folded, engine.posts),
    twoPass(db, tokens, folded, engine.games),
  ]);
  return {
    users: users.map(toUserHit),
    posts: posts.map(toPostHit),
    games: games.map(toGameHit),
  };
}

type Row = Record<string, unknown> & { id: number };
interface TypeQueries {
  words(tokens: string[], folded: string): RawBuilder<Row>;
  substrings(tokens: string[], folded: string): RawBuilder<Row> | null;
}

/** Word and prefix hits, then substring hits that were not already found, up to CANDIDATES. */
async function twoPass(db: Db, tokens: string[], folded: string, queries: TypeQueries): Promise<Row[]> {
  const words = await bounded(db, queries.words(tokens, folded));
  if (words.length >= CANDIDATES) return words;
  const substrings = queries.substrings(tokens, folded);
  if (!substrings) return words;
  const found = new Set(words.map((row) => row.id));
  const more = (await bounded(db, substrings)).filter((row) => !found.has(row.id));
  return [...words, ...more].slice(0, CANDIDATES);
}

// Search on PostgreSQL runs at most PG_SEARCH_SLOTS queries at a time and gives each at most PG_SEARCH_TIMEOUT_MS:
// a query that runs out contributes no hits (the other pass and types still do). When the documents were computed
// per listed row (before migration 021), ten searches on a million posts held the whole connection pool and every
// other request of the instance timed out waiting for a connection (docs/performance.md, request path); the bound
// stays so that no term, however common, can do that again.
const PG_SEARCH_SLOTS = 2;
const PG_SEARCH_TIMEOUT_MS = 1_500;
/** PostgreSQL's "canceling statement due to statement timeout". */
const QUERY_CANCELED = '57014';
let pgSearchesRunning = 0;
const pgSearchesWaiting: (() => void)[] = [];

async function bounded(db: Db, query: RawBuilder<Row>): Promise<Row[]> {
  if (!isPostgres(db)) return (await query.execute(db)).rows;
  // A slot is free, or the search that ends hands its slot over (release below).
  if (pgSearchesRunning < PG_SEARCH_SLOTS) pgSearchesRunning += 1;
  else await new Promise<void>((resolve) => pgSearchesWaiting.push(resolve));
  try {
    return await db.transaction().execute(async (trx) => {
      await sql.raw(`SET LOCAL statement_timeout = ${PG_SEARCH_TIMEOUT_MS}`).execute(trx);
      return (await query.execute(trx)).rows;
    });
  } catch (error) {
    if ((error as { code?: string }).code === QUERY_CANCELED) {
      // Visible in the log: a term that runs out often says the index no longer fits the data.
      console.warn(`[search] Suchanfrage nach ${PG_SEARCH_TIMEOUT_MS} ms abgebrochen: Treffer dieses Durchgangs fehlen`);
      return [];
    }
    throw error;
  } finally {
    const next = pgSearchesWaiting.shift();
    if (next) next();
    else pgSearchesRunning -= 1;
  }
}

// SQLite: the FTS5 tables of migration 008. The inner query walks the match list by rowid (newest first)
// and stops after WINDOW; bm25's weights put names and titles above bios and texts.

// A bio belongs to the profile: shown only while the profile is visible to everyone (checked again per request).
const USER_COLUMNS = sql.raw(
  `u.id, u.name, u.image, u.profile_border, CASE WHEN u.profile_visibility = 'everyone' THEN u.bio END AS bio, u.followers_count`,
);
const POST_COLUMNS = sql.raw(
  `p.id, p.title, substr(p.text, 1, ${TEXT_PREVIEW}) AS text, p.poster_path, p.likes_count, p.views_count, p.created_at,
   u.id AS user_id, u.name AS user_name, u.image AS user_image, u.profile_border AS user_profile_border`,
);
const GAME_COLUMNS = sql.raw('g.id, g.name, g.image, g.developer, g.categories, g.age_rating');

function ftsHits(table: string, weights: string, match: string): RawBuilder<unknown> {
  return sql`(SELECT id, score FROM (
      SELECT rowid AS id, bm25(${sql.raw(table)}, ${sql.raw(weights)}) AS score FROM ${sql.raw(table)}
      WHERE ${sql.raw(table)} MATCH ${match} ORDER BY rowid DESC LIMIT ${WINDOW}
    ) ORDER BY score LIMIT ${CANDIDATES})`;
}

const sqlite: Record<'users' | 'posts' | 'games', TypeQueries> = {
  users: {
    words: (tokens) => sql<Row>`SELECT ${USER_COLUMNS} FROM ${ftsHits('search_users', '10.0, 1.0', ftsPrefixQuery(tokens))} AS hit
      JOIN users AS u ON u.id = hit.id WHERE u.deleted_at IS NULL AND u.suspended_at IS NULL ORDER BY hit.score, u.id DESC`,
    substrings: (tokens) => {
      const match = ftsSubstringQuery(tokens);
      return match
        ? sql<Row>`SELECT ${USER_COLUMNS} FROM ${ftsHits('search_users_tri', '1.0', match)} AS hit
            JOIN users AS u ON u.id = hit.id WHERE u.deleted_at IS NULL AND u.suspended_at IS NULL ORDER BY hit.score, u.id DESC`
        : null;
    },
  },
  posts: {
    words: (tokens) => sql<Row>`SELECT ${POST_COLUMNS} FROM ${ftsHits('search_posts', '10.0, 1.0', ftsPrefixQuery(tokens))} AS hit
      JOIN posts AS p ON p.id = hit.id JOIN users AS u ON u.id = p.user_id
      WHERE p.status = 'ready' AND p.hidden = 0 AND u.deleted_at IS NULL AND u.suspended_at IS NULL ORDER BY hit.score, p.id DESC`,
    substrings: (tokens) => {
      const match = ftsSubstringQuery(tokens);
      return match
        ? sql<Row>`SELECT ${POST_COLUMNS} FROM ${ftsHits('search_posts_tri', '1.0', match)} AS hit
            JOIN posts AS p ON p.id = hit.id JOIN users AS u ON u.id = p.user_id
            WHERE p.status = 'ready' AND p.hidden = 0 AND u.deleted_at IS NULL AND u.suspended_at IS NULL ORDER BY hit.score, p.id DESC`
        : null;
    },
  },
  games: {
    words: (tokens) => sql<Row>`SELECT ${GAME_COLUMNS} FROM ${ftsHits('search_games', '10.0, 3.0, 3.0, 1.0', ftsPrefixQuery(tokens))} AS hit
      JOIN games AS g ON g.id = hit.id ORDER BY hit.score, g.id DESC`,
    substrings: (tokens) => {
      const match = ftsSubstringQuery(tokens);
      return match
        ? sql<Row>`SELECT ${GAME_COLUMNS} FROM ${ftsHits('search_games_tri', '10.0, 3.0, 3.0', match)} AS hit
            JOIN games AS g ON g.id = hit.id ORDER BY hit.score, g.id DESC`
        : null;
    },
  },
};

// PostgreSQL: the stored documents of migration 021 (a side table per type, kept by triggers; GIN over the
// tsvector, pg_trgm over the folded text). The inner query takes the newest WINDOW matches (by id), the outer one
// ranks them; a post has a document only while it is ready and not hidden.

/** LIKE conditions, one per word of at least three characters (words are letters and digits only). */
function likeAll(expression: string, tokens: string[]): RawBuilder<unknown> | null {
  const long = tokens.filter((token) => charLength(token) >= 3);
  if (!long.length) return null;
  return sql.join(
    long.map((token) => sql`${sql.raw(expression)} LIKE ${`%${token}%`}`),
    sql` AND `,
  );
}

/** A post search finds only while ready and not hidden (the side table holds no other; asked again of the row). */
const POST_INDEXED = `p.status = 'ready' AND p.hidden = 0`;

// The outer query of each type: the rows of the WINDOW's hits (`id`, `score`), best first.
const rankedUsers = (hits: RawBuilder<unknown>) =>
  sql<Row>`SELECT ${USER_COLUMNS} FROM (${hits}) AS hit JOIN users AS u ON u.id = hit.id
    ORDER BY hit.score DESC, u.id DESC LIMIT ${CANDIDATES}`;
const rankedPosts = (hits: RawBuilder<unknown>) =>
  sql<Row>`SELECT ${POST_COLUMNS} FROM (${hits}) AS hit JOIN posts AS p ON p.id = hit.id JOIN users AS u ON u.id = p.user_id
    WHERE ${sql.raw(POST_INDEXED)} AND u.deleted_at IS NULL AND u.suspended_at IS NULL
    ORDER BY hit.score DESC, p.id DESC LIMIT ${CANDIDATES}`;
const rankedGames = (hits: RawBuilder<unknown>) =>
  sql<Row>`SELECT ${GAME_COLUMNS} FROM (${hits}) AS hit JOIN games AS g ON g.id = hit.id
    ORDER BY hit.score DESC, g.id DESC LIMIT ${CANDIDATES}`;

const postgres: Record<'users' | 'posts' | 'games', TypeQueries> = {
  users: {
    words: (tokens) =>
      rankedUsers(sql`SELECT d.id, ts_rank(d.document, q.query) AS score
        FROM to_tsquery('simple', ${tsPrefixQuery(tokens)}) AS q(query), search_user_documents AS d JOIN users AS u ON u.id = d.id
        WHERE d.document @@ q.query AND u.deleted_at IS NULL AND u.suspended_at IS NULL
        ORDER BY d.id DESC LIMIT ${WINDOW}`),
    substrings: (tokens, folded) => {
      const where = likeAll('d.substrings', tokens);
      return where
        ? rankedUsers(sql`SELECT d.id, ${pgSimilarity('d.substrings', folded)} AS score
            FROM search_user_documents AS d JOIN users AS u ON u.id = d.id
            WHERE ${where} AND u.deleted_at IS NULL AND u.suspended_at IS NULL ORDER BY d.id DESC LIMIT ${WINDOW}`)
        : null;
    },
  },
  posts: {
    words: (tokens) =>
      rankedPosts(sql`SELECT d.id, ts_rank(d.document, q.query) AS score
        FROM to_tsquery('simple', ${tsPrefixQuery(tokens)}) AS q(query), search_post_documents AS d
        WHERE d.document @@ q.query ORDER BY d.id DESC LIMIT ${WINDOW}`),
    substrings: (tokens, folded) => {
      const where = likeAll('d.substrings', tokens);
      return where
        ? rankedPosts(sql`SELECT d.id, ${pgSimilarity('d.substrings', folded)} AS score FROM search_post_documents AS d
            WHERE ${where} ORDER BY d.id DESC LIMIT ${WINDOW}`)
        : null;
    },
  },
  games: {
    words: (tokens) =>
      rankedGames(sql`SELECT d.id, ts_rank(d.document, q.query) AS score
        FROM to_tsquery('simple', ${tsPrefixQuery(tokens)}) AS q(query), search_game_documents AS d
        WHERE d.document @@ q.query ORDER BY d.id DESC LIMIT ${WINDOW}`),
    substrings: (tokens, folded) => {
      const where = likeAll('d.substrings', tokens);
      return where
        ? rankedGames(sql`SELECT d.id, ${pgSimilarity('d.substrings', folded)} AS score FROM search_game_documents AS d
            WHERE ${where} ORDER BY d.id DESC LIMIT ${WINDOW}`)
        : null;
    },
  },
};

/**
 * The rank of a substring hit: the shorter the text around the words, the better (a name that is nearly the
 * term before a long one that contains it). Plain SQL, so it works with and without pg_trgm.
 */
function pgSimilarity(expression: string, folded: string): RawBuilder<unknown> {
  return sql`(${charLengthOf(folded)}::float / greatest(length(${sql.raw(expression)}), 1))`;
}

function charLengthOf(text: string): number {
  return Math.max(1, charLength(text));
}

const person = (row: Row, prefix = '') => ({
  id: Number(row[`${prefix}id`]),
  name: String(row[`${prefix}name`]),
  image: (row[`${prefix}image`] as string | null) ?? null,
  profile_border: (row[`${prefix}profile_border`] as string | null) ?? null,
});

function toUserHit(row: Row): UserHit {
  return { ...person(row), bio: (row.bio as string | null) ?? null, followers_count: Number(row.followers_count ?? 0) };
}

function toPostHit(row: Row): PostHit {
  return {
    id: Number(row.id),
    title: String(row.title),
    text: String(row.text ?? ''),
    user: person(row, 'user_'),
    poster: (row.poster_path as string | null) ?? null,
    likes: Number(row.likes_count ?? 0),
    views: Number(row.views_count ?? 0),
    created_at: String(row.created_at),
  };
}

function toGameHit(row: Row): GameHit {
  let categories: string[] = [];
  try {
    const parsed: unknown = JSON.parse(String(row.categories));
    if (Array.isArray(parsed)) categories = parsed.filter((entry): entry is string => typeof entry === 'string');
  } catch {
    categories = [];
  }
  return {
    id: Number(row.id),
    name: String(row.name),
    image: (row.image as string | null) ?? null,
    developer: String(row.developer),
    categories,
    age_rating: Number(row.age_rating),
  };
}
