// German-aware folding for search, written once in TypeScript (for the query) and once in SQL (for the
// indexed text, so triggers and expression indexes can fold without the application), with the same result:
// lower case; ä/ö/ü → a/o/u and ß → ss; then the spelled-out forms ae/oe/ue → a/o/u; then any other
// diacritic removed (é → e). So "Rätsel", "Raetsel" and "Ratsel" all become "ratsel", "Straße" and "Strasse"
// both "strasse". The spelled-out step folds every "ae/oe/ue" (Feuer → feur), on both sides alike, which is
// what makes the match work both ways. On SQLite the last step (other diacritics) is left to the FTS5
// tokenizers (`remove_diacritics`), which strip them after the SQL fold, exactly where the TypeScript does.

/** At most this many words of a term take part (a 100-character term of one-letter words stays cheap). */
export const SEARCH_TOKENS_MAX = 8;

const UMLAUTS: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss' };

export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => UMLAUTS[letter]!)
    .replaceAll('ae', 'a')
    .replaceAll('oe', 'o')
    .replaceAll('ue', 'u')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
}

/**
 * The words of a term, folded: runs of letters and digits; everything else (quotes, `*`, `(`, `:`, `^`,
 * `-`, …) separates words and never reaches a search engine as syntax. Operators such as OR, AND, NOT or
 * NEAR become ordinary words, because every word is quoted where it is used.
 */
export function searchTokens(term: string): string[] {
  const seen = new Set<string>();
  for (const token of foldText(term).split(/[^\p{L}\p{N}]+/u)) {
    if (token) seen.add(token);
    if (seen.size >= SEARCH_TOKENS_MAX) break;
  }
  return [...seen];
}

/** Characters, not UTF-16 units: a trigram index needs three of them. */
export function charLength(text: string): number {
  return [...text].length;
}

/**
 * SQLite: FTS5 query, every word quoted; the last one, still being typed, matched as a prefix. Only the last:
 * a prefix costs a merge of every indexed word it starts (the 2- and 3-letter prefix indexes aside), and
 * words before the last are finished ones (a finished part of a compound is still found by the substring pass).
 */
export function ftsPrefixQuery(tokens: string[]): string {
  return tokens.map((token, index) => (index === tokens.length - 1 ? `"${token}"*` : `"${token}"`)).join(' AND ');
}

/** SQLite: FTS5 trigram query over the words of at least three characters (parts of compounds), or null. */
export function ftsSubstringQuery(tokens: string[]): string | null {
  const long = tokens.filter((token) => charLength(token) >= 3);
  return long.length ? long.map((token) => `"${token}"`).join(' AND ') : null;
}

/** PostgreSQL: to_tsquery text, every word quoted as a lexeme, the last one matched as a prefix (as on SQLite). */
export function tsPrefixQuery(tokens: string[]): string {
  return tokens.map((token, index) => (index === tokens.length - 1 ? `'${token}':*` : `'${token}'`)).join(' & ');
}

/**
 * The SQL fold of SQLite for a column expression: nested replace() over lower(). SQLite's lower() folds
 * ASCII only, so the capital umlauts and ẞ are replaced before it; other capitals with diacritics are left
 * to the tokenizer (unicode61 and trigram fold case themselves).
 */
export function sqliteFoldSql(expression: string): string {
  const pairs: [string, string][] = [
    ['Ä', 'a'],
    ['ä', 'a'],
    ['Ö', 'o'],
    ['ö', 'o'],
    ['Ü', 'u'],
    ['ü', 'u'],
    ['ẞ', 'ss'],
    ['ß', 'ss'],
  ];
  let sql = `coalesce(${expression}, '')`;
  for (const [from, to] of pairs) sql = `replace(${sql}, '${from}', '${to}')`;
  sql = `lower(${sql})`;
  for (const [from, to] of [
    ['ae', 'a'],
    ['oe', 'o'],
    ['ue', 'u'],
  ]) {
    sql = `replace(${sql}, '${from}', '${to}')`;
  }
  return sql;
}

/** Letters whose canonical decomposition is a base letter and marks (so foldText strips them the same way). */
const PG_ACCENTED = 'àáâãåāăąçćčďèéêëēėęěìíîïīįñńňòóôõōőŕřśšşťùúûůūűųýÿźżž';
const stripMarks = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '');

/**
 * PostgreSQL: the body of the immutable function search_fold(text) the expression indexes use. lower()
 * depends on the database's locale (a C locale folds ASCII only), so umlauts and the common accented
 * capitals are translated before it; the umlauts and ß before the spelled-out forms, the other accents after
 * them, in the same order as foldText.
 */
export function postgresFoldFunctionSql(): string {
  const from = PG_ACCENTED + PG_ACCENTED.toUpperCase();
  const to = stripMarks(PG_ACCENTED).repeat(2);
  if ([...from].length !== [...to].length) throw new Error('the fold tables differ in length');
  return `CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fold$
    SELECT translate(
      replace(replace(replace(
        lower(replace(replace(translate(value, 'ÄÖÜäöü', 'aouaou'), 'ẞ', 'ss'), 'ß', 'ss')),
      'ae', 'a'), 'oe', 'o'), 'ue', 'u'),
      '${from}', '${to}')
    $fold$`;
}
