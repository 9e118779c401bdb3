/**
 * i18n check: compares every language's translation files with the German source (locales/de).
 * The files hold the renderer's namespaces and the server's (those named server*.json: its answers,
 * notifications and mails, read by server/platform/i18n.ts); both follow the same rules.
 *
 *   npx tsx scripts/i18n-check.ts [--locales <dir>] [--src <dir>] [--server-src <dir>] [--json]
 *
 * Reports
 * - missing keys per language and namespace (a missing file counts as all its keys missing). Plural keys are
 *   checked per language: a key that German writes as x_one/x_other needs exactly the plural categories the
 *   target language uses (Intl.PluralRules: ar needs zero…other, ja only other);
 * - placeholders ({{name}}) a translation uses that the German text does not provide (they would render empty),
 *   and in the server's namespaces also those it leaves out (a fact the reader would miss; a plural form may
 *   leave out {{count}}: "Mia und 1 weitere Person" in Arabic names no number);
 * - texts left in German: a translation equal to the German text, when that text has three words or more beyond
 *   the names of SAME_IN_EVERY_LANGUAGE (names and tokens such as "Steam" or "boostz" stay alike; "Link (optional)"
 *   is English too);
 * - in every namespace, texts copied from English: a translation (beyond English) equal to the English text, once
 *   the names of SAME_IN_EVERY_LANGUAGE are set aside, when what is left is a phrase (two words or more) in a
 *   language written in Latin letters, or any English word in a language written in another script. One word
 *   alike in Spanish, French or Portuguese is mostly that language's own word ("Notifications", "Popular");
 *   a phrase alike is a copy ("Feature flags");
 * - counts without plural forms: a German text that interpolates {{count}} must be a plural key (x_one and
 *   x_other, so "1 Punkt" is not "1 Punkte"), and a German plural group needs both forms;
 * - unused keys: German keys that no source mentions, as a literal ('settings.title', 'ns:key', t('…'),
 *   i18nKey="…") or through a template literal (t(`features.${key}.title`)) or a declared dynamic prefix; a
 *   context key (x_group beside x) counts as used with its base. The renderer's namespaces are looked up in
 *   renderer/, the server's in server/ and common/ (the contracts name the validation messages).
 *
 * Exit code 1 when any key is missing, a placeholder is unknown (or, for the server, missing), a text is left
 * in German or copied from English, a count has no plural forms, or a server key is unused; the renderer's unused
 * keys are reported only.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES, SOURCE_LANGUAGE } from '../common/constants';

const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** The server's namespaces are the ones named server*.json; the renderer's bundles leave them out. */
export const SERVER_NAMESPACE_PREFIX = 'server';
export const isServerNamespace = (namespace: string) => namespace.startsWith(SERVER_NAMESPACE_PREFIX);

/** A text shorter than this many words (beyond names) may equal the German one ("Link (optional)" in English). */
const COPY_MIN_WORDS = 3;

/**
 * Names a translation keeps as English has them, so they are set aside before a text is compared with the
 * English or German one: the platform, its currency and its plans (Spielraum Plus, Spielraum Pro), the services
 * it links to and the German age rating (USK). Names only: a word some language would translate does not belong
 * here, and a loan word only if every language we speak uses it as is ("Clips" is no name: Russian says Клипы).
 * Case does not matter.
 */
export const SAME_IN_EVERY_LANGUAGE = ['Spielraum', 'boostz', 'Plus', 'Pro', 'Steam', 'SteamID', 'SteamID64', 'Roblox', 'Google', 'USK'];

/**
 * Keys whose text is the same in every language for a reason outside language, with that reason.
 */
export const SAME_IN_EVERY_LANGUAGE_KEYS: Record<string, string> = {
  // The 401 body is {"code":"unauthenticated","message":"Unauthenticated."} for every client (the API contract).
  'server:unauthenticated': 'a fixed API answer',
  // The sample shows the shape of a code (four letters, three times), not a word.
  'boostz:redeem.placeholder': 'the shape of a code',
};

/** Languages whose own words are written in Latin letters: there one word alike in English is mostly their own. */
const LATIN_SCRIPT_LANGUAGES = new Set(['de', 'en', 'es', 'fr', 'pt']);

/**
 * Keys built at run time from data the scanner cannot see (the server's error codes, the consent store's
 * categories, …): `namespace: [key prefixes]`. Template literals in the source are detected automatically.
 */
export const DYNAMIC_KEY_PREFIXES: Record<string, string[]> = {};

export interface I18nCheckOptions {
  localesDir: string;
  /** Where the renderer's namespaces are used. */
  sourceDirs: string[];
  /** Where the server's namespaces (server*.json) are used. */
  serverSourceDirs?: string[];
  languages?: readonly string[];
  sourceLanguage?: string;
  dynamicPrefixes?: Record<string, string[]>;
}

export interface MissingEntry {
  language: string;
  namespace: string;
  keys: string[];
  /** The whole file is missing. */
  fileMissing: boolean;
}

export interface PlaceholderProblem {
  language: string;
  namespace: string;
  key: string;
  unknown: string[];
  /** Placeholders of the German text the translation leaves out (checked in the server's namespaces). */
  missing?: string[];
}

export interface CopyProblem {
  language: string;
  namespace: string;
  key: string;
  /** The translation is the German text, or the English one where German differs. */
  copiedFrom: 'de' | 'en';
}

/** A German text that counts without plural forms. */
export interface PluralProblem {
  namespace: string;
  key: string;
  /** countWithoutPlural: the text interpolates {{count}} but the key is no plural key; missingForms: the plural group lacks forms. */
  reason: 'countWithoutPlural' | 'missingForms';
  /** The plural keys the group lacks (missingForms). */
  forms?: string[];
}

export interface I18nCheckResult {
  namespaces: string[];
  pluralProblems: PluralProblem[];
  missing: MissingEntry[];
  missingCount: number;
  placeholderProblems: PlaceholderProblem[];
  copied: CopyProblem[];
  unused: { namespace: string; keys: string[] }[];
  unusedCount: number;
  /** Unused keys of the server's namespaces: these fail the check. */
  unusedServerCount: number;
  keyCount: number;
}

type Flat = Map<string, string>;

function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (typeof value === 'string') {
    into.set(prefix, value);
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

function readJson(file: string): Flat | null {
  if (!existsSync(file)) return null;
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as unknown);
}

/** 'gamesCount_one' → { base: 'gamesCount', category: 'one' }. */
function pluralParts(key: string): { base: string; category: string } | null {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? { base: match[1]!, category: match[2]! } : null;
}

function pluralCategories(language: string): string[] {
  const locale = language === 'zhCN' ? 'zh-CN' : language === 'zhTW' ? 'zh-TW' : language;
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
}

/** The keys a language must have, given the source keys (plural groups expanded per language). */
function requiredKeys(sourceKeys: Iterable<string>, language: string): Set<string> {
  const required = new Set<string>();
  const pluralBases = new Set<string>();
  for (const key of sourceKeys) {
    const plural = pluralParts(key);
    if (plural && (PLURAL_SUFFIXES as readonly string[]).includes(plural.category)) pluralBases.add(plural.base);
    else required.add(key);
  }
  const categories = pluralCategories(language);
  for (const base of pluralBases) for (const category of categories) required.add(`${base}_${category}`);
  return required;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g;

function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!));
}

/** The words a text says beyond its placeholders. */
const NAMES = new Set(SAME_IN_EVERY_LANGUAGE.map((name) => name.toLowerCase()));

/**
 * The words of a text beyond its placeholders, markup (<terms>…</terms>) and names: runs of two or more letters
 * ("E-Mail" is one word, a lone "h" or "A" none).
 */
function wordsBeyondNames(text: string): string[] {
  const bare = text.replace(PLACEHOLDER, ' ').replace(/<\/?\w+\s*\/?>/g, ' ');
  return (bare.match(/\p{L}+(?:[-’']\p{L}+)*/gu) ?? []).filter((word) => word.length > 1 && !NAMES.has(word.toLowerCase()));
}

/** Whether a translation that equals the English text is a copy (see the file's head for the rule). */
export function copiesEnglish(language: string, text: string): boolean {
  const words = wordsBeyondNames(text);
  if (LATIN_SCRIPT_LANGUAGES.has(language)) return words.length >= 2;
  return words.some((word) => /\p{Script=Latin}/u.test(word));
}

/** {{count}}, also formatted ({{count, number}}). */
const COUNT_PLACEHOLDER = /\{\{\s*count\s*(?:,[^}]*)?\}\}/;

function listSourceFiles(dir: string, into: string[] = []): string[] {
  if (!existsSync(dir)) return into;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'locales') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) listSourceFiles(full, into);
    else if (/\.(tsx?|jsx?)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) into.push(full);
  }
  return into;
}

interface SourceUsage {
  literals: Set<string>;
  patterns: RegExp[];
}

/** Every string literal of the sources, and every template literal with a static part as a key pattern. */
export function scanSources(files: string[]): SourceUsage {
  const literals = new Set<string>();
  const patterns: RegExp[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)) {
      const value = match[1] ?? match[2] ?? '';
      if (value) literals.add(value);
    }
    for (const match of text.matchAll(/`((?:[^`\\]|\\.)*)`/g)) {
      const body = match[1]!;
      if (!body.includes('${')) {
        literals.add(body);
        continue;
      }
      const parts = body.split(/\$\{[^}]*\}/);
      const staticText = parts.join('');
      // Only templates that look like keys: some static text with a dot or underscore, no spaces.
      if (staticText.length < 3 || /\s/.test(staticText) || !/[._]/.test(staticText)) continue;
      const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      patterns.push(new RegExp(`^(?:[\\w-]+:)?${escaped.join('[\\w.-]+')}$`));
    }
  }
  return { literals, patterns };
}

function isUsed(namespace: string, key: string, usage: SourceUsage, prefixes: string[], keys: Set<string>): boolean {
  const plural = pluralParts(key);
  const candidates = plural ? [key, plural.base] : [key];
  // An i18next context (t('entry', { context: 'exclaimed' }) reads entry_exclaimed) beside its base key.
  const context = /^(.*)_[a-zA-Z]+$/.exec(plural ? plural.base : key)?.[1];
  if (context && keys.has(context)) candidates.push(context);
  for (const candidate of candidates) {
    if (usage.literals.has(candidate) || usage.literals.has(`${namespace}:${candidate}`)) return true;
    if (usage.patterns.some((pattern) => pattern.test(candidate) || pattern.test(`${namespace}:${candidate}`))) {
      return true;
    }
    if (prefixes.some((prefix) => candidate.startsWith(prefix))) return true;
  }
  return false;
}

/**
 * A count needs plural forms: a German text with {{count}} that is no plural key, and a plural group without
 * all of the source language's forms (German: x_one and x_other).
 */
function sourcePluralProblems(namespace: string, source: Flat, sourceLanguage: string): PluralProblem[] {
  const problems: PluralProblem[] = [];
  const groups = new Map<string, Set<string>>();
  for (const [key, text] of source) {
    const plural = pluralParts(key);
    if (plural) groups.set(plural.base, (groups.get(plural.base) ?? new Set()).add(plural.category));
    else if (COUNT_PLACEHOLDER.test(text)) problems.push({ namespace, key, reason: 'countWithoutPlural' });
  }
  const categories = pluralCategories(sourceLanguage);
  for (const [base, present] of groups) {
    const forms = categories.filter((category) => !present.has(category)).map((category) => `${base}_${category}`);
    if (forms.length > 0) problems.push({ namespace, key: base, reason: 'missingForms', forms });
  }
  return problems;
}

export function checkLocales(options: I18nCheckOptions): I18nCheckResult {
  const sourceLanguage = options.sourceLanguage ?? SOURCE_LANGUAGE;
  const languages = (options.languages ?? LANGUAGES).filter((language) => language !== sourceLanguage);
  const sourceDir = path.join(options.localesDir, sourceLanguage);
  const namespaces = readdirSync(sourceDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

  const missing: MissingEntry[] = [];
  const placeholderProblems: PlaceholderProblem[] = [];
  const copied: CopyProblem[] = [];
  const pluralProblems: PluralProblem[] = [];
  const sources = new Map<string, Flat>();
  let keyCount = 0;

  for (const namespace of namespaces) {
    const source = readJson(path.join(sourceDir, `${namespace}.json`)) ?? new Map();
    const english = readJson(path.join(options.localesDir, 'en', `${namespace}.json`));
    sources.set(namespace, source);
    keyCount += source.size;
    pluralProblems.push(...sourcePluralProblems(namespace, source, sourceLanguage));
    for (const language of languages) {
      const target = readJson(path.join(options.localesDir, language, `${namespace}.json`));
      const required = requiredKeys(source.keys(), language);
      const absent = [...required].filter((key) => !target?.has(key) || target.get(key)?.trim() === '');
      if (absent.length > 0) {
        missing.push({ language, namespace, keys: absent.sort(), fileMissing: target === null });
      }
      if (!target) continue;
      for (const [key, text] of target) {
        const plural = pluralParts(key);
        const sourceText = source.get(key) ?? (plural ? (source.get(`${plural.base}_other`) ?? '') : undefined);
        if (sourceText === undefined) continue;
        const allowed = placeholders(sourceText);
        if (plural) allowed.add('count');
        const used = placeholders(text);
        const unknown = [...used].filter((name) => !allowed.has(name));
        const left = isServerNamespace(namespace) ? [...allowed].filter((name) => !used.has(name) && !(plural && name === 'count')) : [];
        if (unknown.length > 0 || left.length > 0) {
          placeholderProblems.push({ language, namespace, key, unknown, ...(left.length > 0 ? { missing: left } : {}) });
        }
        if (`${namespace}:${plural ? plural.base : key}` in SAME_IN_EVERY_LANGUAGE_KEYS) continue;
        if (text === source.get(key) && wordsBeyondNames(text).length >= COPY_MIN_WORDS) {
          copied.push({ language, namespace, key, copiedFrom: 'de' });
          continue;
        }
        if (language === 'en') continue;
        const englishText = english?.get(key) ?? (plural ? english?.get(`${plural.base}_other`) : undefined);
        if (text === englishText && copiesEnglish(language, text)) copied.push({ language, namespace, key, copiedFrom: 'en' });
      }
    }
  }

  const rendererUsage = scanSources(options.sourceDirs.flatMap((dir) => listSourceFiles(dir)));
  const serverUsage = scanSources((options.serverSourceDirs ?? []).flatMap((dir) => listSourceFiles(dir)));
  const dynamic = options.dynamicPrefixes ?? DYNAMIC_KEY_PREFIXES;
  const unused = namespaces
    .map((namespace) => {
      const keys = new Set(sources.get(namespace)?.keys() ?? []);
      const usage = isServerNamespace(namespace) ? serverUsage : rendererUsage;
      return { namespace, keys: [...keys].filter((key) => !isUsed(namespace, key, usage, dynamic[namespace] ?? [], keys)) };
    })
    .filter((entry) => entry.keys.length > 0);
  const count = (entries: { keys: string[] }[]) => entries.reduce((sum, entry) => sum + entry.keys.length, 0);

  return {
    namespaces,
    pluralProblems,
    missing,
    missingCount: count(missing),
    placeholderProblems,
    copied,
    unused,
    unusedCount: count(unused),
    unusedServerCount: count(unused.filter((entry) => isServerNamespace(entry.namespace))),
    keyCount,
  };
}

export function formatReport(result: I18nCheckResult, languages: readonly string[] = LANGUAGES): string {
  const lines: string[] = [];
  lines.push(`i18n check: ${result.keyCount} German keys in ${result.namespaces.length} namespaces`);
  lines.push('');
  lines.push('Missing keys per language:');
  for (const language of languages.filter((entry) => entry !== SOURCE_LANGUAGE)) {
    const entries = result.missing.filter((entry) => entry.language === language);
    const count = entries.reduce((sum, entry) => sum + entry.keys.length, 0);
    lines.push(`  ${language.padEnd(5)} ${count === 0 ? 'complete' : `${count} missing`}`);
    for (const entry of entries) {
      const detail = entry.fileMissing ? '(file missing)' : entry.keys.slice(0, 8).join(', ');
      const more = !entry.fileMissing && entry.keys.length > 8 ? ` … +${entry.keys.length - 8}` : '';
      lines.push(`        ${entry.namespace}: ${entry.keys.length} ${detail}${more}`);
    }
  }
  if (result.placeholderProblems.length > 0) {
    lines.push('');
    lines.push('Placeholders that differ from the German text:');
    for (const problem of result.placeholderProblems) {
      const unknown = problem.unknown.length > 0 ? ` uses {{${problem.unknown.join('}}, {{')}}}, which German does not provide` : '';
      const left = problem.missing?.length ? ` leaves out {{${problem.missing.join('}}, {{')}}}` : '';
      lines.push(`  ${problem.language}/${problem.namespace}: ${problem.key}${unknown}${left}`);
    }
  }
  if (result.pluralProblems.length > 0) {
    lines.push('');
    lines.push('Counts without plural forms (German):');
    for (const problem of result.pluralProblems) {
      lines.push(
        problem.reason === 'countWithoutPlural'
          ? `  ${problem.namespace}: ${problem.key} interpolates {{count}} but is no plural key (${problem.key}_one, ${problem.key}_other)`
          : `  ${problem.namespace}: ${problem.key} lacks ${problem.forms?.join(', ')}`,
      );
    }
  }
  if (result.copied.length > 0) {
    lines.push('');
    lines.push('Not translated (the German text, or the English one):');
    for (const problem of result.copied) {
      lines.push(`  ${problem.language}/${problem.namespace}: ${problem.key} is the ${problem.copiedFrom === 'de' ? 'German' : 'English'} text`);
    }
  }
  lines.push('');
  lines.push(
    `Unused German keys: ${result.unusedCount === 0 ? 'none' : result.unusedCount}${result.unusedServerCount > 0 ? ` (${result.unusedServerCount} of the server's)` : ''}`,
  );
  for (const entry of result.unused) lines.push(`  ${entry.namespace}: ${entry.keys.join(', ')}`);
  return lines.join('\n');
}

export const DEFAULT_OPTIONS = (root: string): I18nCheckOptions => ({
  localesDir: path.join(root, 'locales'),
  sourceDirs: [path.join(root, 'renderer')],
  serverSourceDirs: [path.join(root, 'server'), path.join(root, 'common')],
});

/** Whether the check fails: the report says why. */
export const checkFails = (result: I18nCheckResult) =>
  result.missingCount > 0 ||
  result.placeholderProblems.length > 0 ||
  result.copied.length > 0 ||
  result.pluralProblems.length > 0 ||
  result.unusedServerCount > 0;

function main(argv: string[]): number {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const options = DEFAULT_OPTIONS(root);
  const arg = (name: string) => {
    const index = argv.indexOf(name);
    return index === -1 ? undefined : argv[index + 1];
  };
  const locales = arg('--locales');
  const src = arg('--src');
  const serverSrc = arg('--server-src');
  if (locales) options.localesDir = path.resolve(locales);
  if (src) options.sourceDirs = [path.resolve(src)];
  if (serverSrc) options.serverSourceDirs = [path.resolve(serverSrc)];
  const result = checkLocales(options);
  if (argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else console.log(formatReport(result));
  return checkFails(result) ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
