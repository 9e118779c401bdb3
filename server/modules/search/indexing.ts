// The search index's SQL, shared by migration 008 and the search service so the expressions the
// PostgreSQL indexes are built on and the ones the queries use stay identical (a planner only uses an
// expression index for the same expression). Changing an expression here needs a migration that rebuilds
// the indexes.
import { sqliteFoldSql } from './fold';

/** SQLite: the FTS5 tables (contentless: the text lives in users/posts/games, the index holds only terms). */
// `prefix`: the prefix lengths FTS5 indexes. A prefix query of another length merges the postings of every
// word it starts; names are one word each (lena… starts thousands of them), so people get longer ones.
// Posts keep the index smaller (1M posts); the trigram tables need none.
export const SQLITE_FTS_TABLES = {
  search_users: { columns: ['name', 'bio'], trigram: false, prefix: '2 3 4 5 6' },
  search_users_tri: { columns: ['name'], trigram: true, prefix: '' },
  search_posts: { columns: ['title', 'text'], trigram: false, prefix: '2 3 4' },
  search_posts_tri: { columns: ['title'], trigram: true, prefix: '' },
  search_games: { columns: ['name', 'developer', 'categories', 'description'], trigram: false, prefix: '2 3' },
  search_games_tri: { columns: ['name', 'developer', 'categories'], trigram: true, prefix: '' },
} as const;

export function sqliteCreateFtsSql(table: keyof typeof SQLITE_FTS_TABLES): string {
  const { columns, trigram, prefix: lengths } = SQLITE_FTS_TABLES[table];
  // Words: unicode61 folds case and strips the diacritics the SQL fold leaves (é); prefix indexes keep typing
  // fast. Substrings: trigram, case- and diacritic-insensitive too.
  const tokenize = trigram ? `'trigram remove_diacritics 1'` : `'unicode61 remove_diacritics 2'`;
  const prefix = lengths ? `, prefix='${lengths}'` : '';
  return `CREATE VIRTUAL TABLE ${table} USING fts5(${columns.join(', ')}, tokenize=${tokenize}${prefix}, content='', contentless_delete=1)`;
}

const f = sqliteFoldSql;

/** The eligible rows, as the index holds them: SELECT rowid, folded columns… (with a WHERE to complete). */
export const SQLITE_ROWS = {
  // A bio is part of the profile: searchable only while the profile is visible to everyone (a word of a
  // friends-only bio must not find its owner).
  users: (alias: string) => ({
    words: `SELECT ${alias}.id, ${f(`${alias}.name`)}, ${f(`CASE WHEN ${alias}.profile_visibility = 'everyone' THEN ${alias}.bio END`)}`,
    substrings: `SELECT ${alias}.id, ${f(`${alias}.name`)}`,
  }),
  posts: (alias: string) => ({
    words: `SELECT ${alias}.id, ${f(`${alias}.title`)}, ${f(`${alias}.text`)}`,
    substrings: `SELECT ${alias}.id, ${f(`${alias}.title`)}`,
  }),
  games: (alias: string) => ({
    words: `SELECT ${alias}.id, ${f(`${alias}.name`)}, ${f(`${alias}.developer`)}, ${f(`${alias}.categories`)}, ${f(`${alias}.description`)}`,
    substrings: `SELECT ${alias}.id, ${f(`${alias}.name`)}, ${f(`${alias}.developer`)}, ${f(`${alias}.categories`)}`,
  }),
};

export const SQLITE_USER_VISIBLE = (alias: string) => `${alias}.deleted_at IS NULL AND ${alias}.suspended_at IS NULL`;
export const SQLITE_POST_VISIBLE = (alias: string) =>
  `${alias}.status = 'ready' AND ${alias}.hidden = 0 AND EXISTS (SELECT 1 FROM users AS author WHERE author.id = ${alias}.user_id AND ${SQLITE_USER_VISIBLE('author')})`;

/**
 * The triggers that keep the FTS5 tables in step with users, posts and games, whoever writes them (the
 * services, the seed, admin tools, tests): the folding is plain SQL, so no write path has to remember the
 * index. A post is indexed while it is ready, not hidden and its author neither deleted nor suspended; an
 * account is indexed while it is neither deleted nor suspended (suspending one takes its posts out too).
 */
export function sqliteTriggerSql(): string[] {
  const userRows = SQLITE_ROWS.users('NEW');
  const postRows = SQLITE_ROWS.posts('NEW');
  const gameRows = SQLITE_ROWS.games('NEW');
  const authorPosts = SQLITE_ROWS.posts('p');
  return [
    `CREATE TRIGGER search_users_insert AFTER INSERT ON users BEGIN
       INSERT INTO search_users (rowid, name, bio) ${userRows.words} WHERE ${SQLITE_USER_VISIBLE('NEW')};
       INSERT INTO search_users_tri (rowid, name) ${userRows.substrings} WHERE ${SQLITE_USER_VISIBLE('NEW')};
     END`,
    `CREATE TRIGGER search_users_update AFTER UPDATE OF name, bio, profile_visibility, deleted_at, suspended_at ON users BEGIN
       DELETE FROM search_users WHERE rowid = OLD.id;
       DELETE FROM search_users_tri WHERE rowid = OLD.id;
       INSERT INTO search_users (rowid, name, bio) ${userRows.words} WHERE ${SQLITE_USER_VISIBLE('NEW')};
       INSERT INTO search_users_tri (rowid, name) ${userRows.substrings} WHERE ${SQLITE_USER_VISIBLE('NEW')};
     END`,
    // Deleting or suspending an account takes its posts out of the index; restoring it puts them back.
    `CREATE TRIGGER search_users_visibility AFTER UPDATE OF deleted_at, suspended_at ON users
       WHEN (OLD.deleted_at IS NULL AND OLD.suspended_at IS NULL) <> (NEW.deleted_at IS NULL AND NEW.suspended_at IS NULL)
     BEGIN
       DELETE FROM search_posts WHERE rowid IN (SELECT id FROM posts WHERE user_id = NEW.id);
       DELETE FROM search_posts_tri WHERE rowid IN (SELECT id FROM posts WHERE user_id = NEW.id);
       INSERT INTO search_posts (rowid, title, text) ${authorPosts.words} FROM posts AS p WHERE p.user_id = NEW.id AND ${SQLITE_POST_VISIBLE('p')};
       INSERT INTO search_posts_tri (rowid, title) ${authorPosts.substrings} FROM posts AS p WHERE p.user_id = NEW.id AND ${SQLITE_POST_VISIBLE('p')};
     END`,
    `CREATE TRIGGER search_users_delete AFTER DELETE ON users BEGIN
       DELETE FROM search_users WHERE rowid = OLD.id;
       DELETE FROM search_users_tri WHERE rowid = OLD.id;
     END`,
    `CREATE TRIGGER search_posts_insert AFTER INSERT ON posts WHEN NEW.status = 'ready' AND NEW.hidden = 0 BEGIN
       INSERT INTO search_posts (rowid, title, text) ${postRows.words} WHERE ${SQLITE_POST_VISIBLE('NEW')};
       INSERT INTO search_posts_tri (rowid, title) ${postRows.substrings} WHERE ${SQLITE_POST_VISIBLE('NEW')};
     END`,
    `CREATE TRIGGER search_posts_update AFTER UPDATE OF title, text, status, hidden, user_id ON posts BEGIN
       DELETE FROM search_posts WHERE rowid = OLD.id;
       DELETE FROM search_posts_tri WHERE rowid = OLD.id;
       INSERT INTO search_posts (rowid, title, text) ${postRows.words} WHERE ${SQLITE_POST_VISIBLE('NEW')};
       INSERT INTO search_posts_tri (rowid, title) ${postRows.substrings} WHERE ${SQLITE_POST_VISIBLE('NEW')};
     END`,
    `CREATE TRIGGER search_posts_delete AFTER DELETE ON posts BEGIN
       DELETE FROM search_posts WHERE rowid = OLD.id;
       DELETE FROM search_posts_tri WHERE rowid = OLD.id;
     END`,
    `CREATE TRIGGER search_games_insert AFTER INSERT ON games BEGIN
       INSERT INTO search_games (rowid, name, developer, categories, description) ${gameRows.words};
       INSERT INTO search_games_tri (rowid, name, developer, categories) ${gameRows.substrings};
     END`,
    `CREATE TRIGGER search_games_update AFTER UPDATE OF name, developer, categories, description ON games BEGIN
       DELETE FROM search_games WHERE rowid = OLD.id;
       DELETE FROM search_games_tri WHERE rowid = OLD.id;
       INSERT INTO search_games (rowid, name, developer, categories, description) ${gameRows.words};
       INSERT INTO search_games_tri (rowid, name, developer, categories) ${gameRows.substrings};
     END`,
    `CREATE TRIGGER search_games_delete AFTER DELETE ON games BEGIN
       DELETE FROM search_games WHERE rowid = OLD.id;
       DELETE FROM search_games_tri WHERE rowid = OLD.id;
     END`,
  ];
}

/** SQLite: fills the index from the rows already there (the migration's backfill). */
export function sqliteBackfillSql(): string[] {
  const users = SQLITE_ROWS.users('u');
  const posts = SQLITE_ROWS.posts('p');
  const games = SQLITE_ROWS.games('g');
  return [
    `INSERT INTO search_users (rowid, name, bio) ${users.words} FROM users AS u WHERE ${SQLITE_USER_VISIBLE('u')}`,
    `INSERT INTO search_users_tri (rowid, name) ${users.substrings} FROM users AS u WHERE ${SQLITE_USER_VISIBLE('u')}`,
    `INSERT INTO search_posts (rowid, title, text) ${posts.words} FROM posts AS p WHERE ${SQLITE_POST_VISIBLE('p')}`,
    `INSERT INTO search_posts_tri (rowid, title) ${posts.substrings} FROM posts AS p WHERE ${SQLITE_POST_VISIBLE('p')}`,
    `INSERT INTO search_games (rowid, name, developer, categories, description) ${games.words} FROM games AS g`,
    `INSERT INTO search_games_tri (rowid, name, developer, categories) ${games.substrings} FROM games AS g`,
  ];
}

// PostgreSQL: no copies, expression indexes over the rows themselves (always in step, nothing to trigger).
// 'simple' rather than 'german': the text is folded first (Rätsel → ratsel), which the German stemmer's
// rules do not expect, and prefixes must match what the user typed, not a stem; compounds come from pg_trgm.

/** `alias.` or nothing (index definitions name the columns bare). */
const c = (alias: string) => (alias ? `${alias}.` : '');

/** The weighted document of a user (name above bio). `alias` is the table alias ('' in index definitions). */
export const pgUserDocument = (alias: string) =>
  `(setweight(to_tsvector('simple', search_fold(${c(alias)}name)), 'A') || setweight(to_tsvector('simple', coalesce(search_fold(CASE WHEN ${c(alias)}profile_visibility = 'everyone' THEN ${c(alias)}bio END), '')), 'B'))`;
export const pgPostDocument = (alias: string) =>
  `(setweight(to_tsvector('simple', search_fold(${c(alias)}title)), 'A') || setweight(to_tsvector('simple', search_fold(${c(alias)}text)), 'B'))`;
export const pgGameDocument = (alias: string) =>
  `(setweight(to_tsvector('simple', search_fold(${c(alias)}name)), 'A') || setweight(to_tsvector('simple', search_fold(${c(alias)}developer || ' ' || ${c(alias)}categories)), 'B') || setweight(to_tsvector('simple', search_fold(${c(alias)}description)), 'C'))`;
/** The text whose substrings are matched (pg_trgm). */
export const pgUserSubstrings = (alias: string) => `search_fold(${c(alias)}name)`;
export const pgPostSubstrings = (alias: string) => `search_fold(${c(alias)}title)`;
export const pgGameSubstrings = (alias: string) =>
  `search_fold(${c(alias)}name || ' ' || ${c(alias)}developer || ' ' || ${c(alias)}categories)`;
/** Posts are indexed (partial indexes) while ready and not hidden; queries repeat this predicate. */
export const PG_POST_INDEXED = (alias: string) => `${c(alias)}status = 'ready' AND ${c(alias)}hidden = 0`;
