import type { Language } from '../../constants';
import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import figuresFile from './figures.json';
import fr from './fr.json';
import hi from './hi.json';
import ja from './ja.json';
import pt from './pt.json';
import ru from './ru.json';
import {
  type Act,
  type ColourName,
  type Cue,
  type FigureCatalogue,
  type LexiconData,
  type Unit,
  parseCatalogue,
  parseLexicon,
} from './schema';
import zhCN from './zhCN.json';
import zhTW from './zhTW.json';

// The offline game maker's lexicons: what the words of a description mean is data (ai-lexicon/<code>.json, one
// file per interface language, and figures.json for the figures all languages share); how a text is cut into
// words and which entry a word matches is this code, the same for every language. Compiled lazily, once: the
// renderer imports the rules module for its constants and must not carry the lexicons.

export type { Act, ColourName, Cue, Unit } from './schema';

/** The raw files, by language (checked by parseLexicon when first used). */
export const LEXICON_FILES: Record<Language, unknown> = { de, en, es, fr, ar, hi, ja, pt, ru, zhCN, zhTW };
export const FIGURE_FILE: unknown = figuresFile;

export type Tag =
  | { t: 'fig'; id: string }
  | { t: 'act'; act: Act }
  | { t: 'cue'; cue: Cue }
  | { t: 'genre'; genre: string }
  | { t: 'set'; theme: string }
  | { t: 'unit'; unit: Unit }
  | { t: 'num'; value: number; join?: boolean }
  | { t: 'speed'; speed: string }
  | { t: 'colour'; colour: ColourName }
  | { t: 'hint' };
type Category = Tag['t'];

export interface Token {
  /** The folded text of the word (or the punctuation mark). */
  text: string;
  /** hard ends a sentence (. ! ?), soft a part of it (, :), filler is text no entry matched (unspaced scripts). */
  kind: 'word' | 'digits' | 'hard' | 'soft' | 'filler';
  tags: Tag[];
}

interface Entry {
  tag: Tag;
  /** The folded parts of a multi-word entry; a part ending in '-' is a stem (any continuation). */
  parts: string[];
}

export interface Lexicon {
  language: Language;
  data: LexiconData;
  /** Tags of a text, word by word. */
  tokenize(text: string): Token[];
  /** The name of a figure in this language: singular or plural. */
  name(id: string, plural: boolean): string | undefined;
}

const LATIN = new Set<Language>(['de', 'en', 'es', 'fr', 'pt']);

const DIGIT_BLOCKS = [0x0660, 0x06f0, 0x0966, 0xff10];

/** Digits of other scripts (Arabic-Indic, Persian, Devanagari, full width) as 0–9. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\uff10-\uff19]/g, (char) => {
    const code = char.codePointAt(0)!;
    const base = DIGIT_BLOCKS.find((start) => code >= start && code <= start + 9)!;
    return String(code - base);
  });
}

/** The form both the text and the lexicon are compared in: lower case, the script's variants folded. */
export function foldFor(language: Language, text: string): string {
  let folded = asciiDigits(text.normalize('NFKC').toLowerCase());
  if (language === 'de') folded = folded.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  if (LATIN.has(language)) folded = folded.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
  if (language === 'ru') folded = folded.replace(/ё/g, 'е');
  if (language === 'ar') {
    folded = folded
      .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ى/g, 'ي')
      .replace(/ة/g, 'ه');
  }
  return folded;
}

const HARD = /^[.!?;。！？；…]$/u;
const SOFT = /^[,，、:：()（）"“”„«»「」『』]$/u;
const WORDS = /\d+(?:[.,]\d{3})*|[\p{L}\p{M}]+|[.!?;。！？；…,，、:：()（）"“”„«»「」『』]/gu;

const CJK_NUMERALS: Record<string, number> = {
  〇: 0, 零: 0, 一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 百: 100, 千: 1000, 万: 10000, 萬: 10000,
};

/** 四十 → 40, 二十五 → 25, 百 → 100, 三千 → 3000. */
export function cjkNumber(text: string): number {
  let total = 0;
  let section = 0;
  let digit = 0;
  for (const char of text) {
    const value = CJK_NUMERALS[char]!;
    if (value < 10) digit = value;
    else if (value < 10000) {
      section += (digit || 1) * value;
      digit = 0;
    } else {
      total += (section + digit || 1) * value;
      section = 0;
      digit = 0;
    }
  }
  return total + section + digit;
}

/** Number words in a row (forty two, cuarenta y dos, zwei + und + vierzig) as one value. */
export function combineNumbers(values: number[]): number {
  let total = 0;
  let current = 0;
  for (const value of values) {
    if (value === 100) current = (current || 1) * 100;
    else if (value >= 1000) {
      total += (current || 1) * value;
      current = 0;
    } else current += value;
  }
  return total + current;
}

function compile(language: Language, data: LexiconData): Lexicon {
  const fold = (text: string) => foldFor(language, text);
  const entries: Entry[] = [];
  const add = (surfaces: readonly string[] | undefined, tag: Tag) => {
    for (const surface of surfaces ?? []) {
      // Cut like the text is cut (spaces, apostrophes, hyphens); a final '-' marks a stem.
      const parts = fold(surface)
        .split(/\s+/)
        .flatMap((piece) => {
          const stem = piece.endsWith('-');
          const pieces = piece.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
          if (stem && pieces.length > 0) pieces[pieces.length - 1] += '-';
          return pieces;
        });
      if (parts.length > 0) entries.push({ tag, parts });
    }
  };
  for (const [id, figure] of Object.entries(data.figures)) add([...figure.name, ...(figure.words ?? [])], { t: 'fig', id });
  for (const [act, surfaces] of Object.entries(data.acts)) add(surfaces, { t: 'act', act: act as Act });
  for (const [cue, surfaces] of Object.entries(data.cues)) add(surfaces, { t: 'cue', cue: cue as Cue });
  for (const [genre, surfaces] of Object.entries(data.genres)) add(surfaces, { t: 'genre', genre });
  for (const [theme, surfaces] of Object.entries(data.settings)) add(surfaces, { t: 'set', theme });
  for (const [unit, surfaces] of Object.entries(data.units)) add(surfaces, { t: 'unit', unit: unit as Unit });
  for (const [speed, surfaces] of Object.entries(data.speed)) add(surfaces, { t: 'speed', speed });
  for (const [colour, surfaces] of Object.entries(data.colours)) add(surfaces, { t: 'colour', colour: colour as ColourName });
  for (const [word, value] of Object.entries(data.numbers.words)) add([word], { t: 'num', value });
  add(data.numbers.joiners, { t: 'num', value: 0, join: true });
  add(data.hints, { t: 'hint' });

  const endings = data.endings.map(fold);
  const prefixes = (data.prefixes ?? []).map(fold).sort((a, b) => b.length - a.length);
  const numberParts = new Map<string, number>();
  for (const [word, value] of Object.entries({ ...data.numbers.words, ...(data.numbers.compoundOnly ?? {}) })) numberParts.set(fold(word), value);
  for (const joiner of data.numbers.joiners) numberParts.set(fold(joiner), -1);

  // Whole words by their form (and their form with each ending); stems by their first two letters.
  const exact = new Map<string, Entry[]>();
  const stems = new Map<string, Entry[]>();
  for (const entry of entries) {
    const first = entry.parts[0]!;
    if (first.endsWith('-')) {
      const key = first.slice(0, 2);
      stems.set(key, [...(stems.get(key) ?? []), entry]);
    } else exact.set(first, [...(exact.get(first) ?? []), entry]);
  }

  /** How well a word is one part: 3 the form itself, 2 the form with an ending, 1 a stem's continuation. */
  const partQuality = (word: string, part: string): number => {
    if (part.endsWith('-')) return word.startsWith(part.slice(0, -1)) ? 1 + part.length / 100 : 0;
    if (word === part) return 3;
    for (const ending of endings) if (word.length >= ending.length + 3 && word.endsWith(ending) && word.slice(0, -ending.length) === part) return 2;
    return 0;
  };

  /** The entries a word may start, with the quality of the first part's match. */
  const startingAt = (word: string): { entry: Entry; quality: number }[] => {
    const found: { entry: Entry; quality: number }[] = [];
    const push = (list: Entry[] | undefined, quality: number) => {
      for (const entry of list ?? []) found.push({ entry, quality });
    };
    push(exact.get(word), 3);
    // A short word takes no ending ("ein" is not "Ei" + n): its other forms are listed.
    for (const ending of endings) if (word.length >= ending.length + 3 && word.endsWith(ending)) push(exact.get(word.slice(0, -ending.length)), 2);
    for (const entry of stems.get(word.slice(0, 2)) ?? []) {
      const quality = partQuality(word, entry.parts[0]!);
      if (quality > 0) found.push({ entry, quality });
    }
    if (data.compounds) {
      // A compound ends in a known noun or place (Haselnüsse, Neonstadt): its head must be a few letters long.
      for (let start = 3; start <= word.length - 4; start++) {
        const tail = word.slice(start);
        for (const candidate of [tail, ...endings.filter((ending) => tail.endsWith(ending)).map((ending) => tail.slice(0, -ending.length))]) {
          for (const entry of exact.get(candidate) ?? []) {
            if (entry.parts.length === 1 && (entry.tag.t === 'fig' || entry.tag.t === 'set' || entry.tag.t === 'unit') && candidate.length >= 4) {
              found.push({ entry, quality: 0.5 + candidate.length / 100 });
            }
          }
        }
      }
    }
    return found;
  };

  const clitics = (word: string): { word: string; penalty: number }[] => {
    const forms = [{ word, penalty: 0 }];
    for (const prefix of prefixes) if (word.startsWith(prefix) && word.length - prefix.length >= 2) forms.push({ word: word.slice(prefix.length), penalty: 0.25 });
    return forms;
  };

  /** A word that is number words glued together (zweiundvierzig, hundertzwanzig): its value, or null. */
  const gluedNumber = (word: string): number | null => {
    const best: (number[] | null)[] = Array.from({ length: word.length + 1 }, () => null);
    best[0] = [];
    for (let end = 1; end <= word.length; end++) {
      for (let start = 0; start < end; start++) {
        const value = numberParts.get(word.slice(start, end));
        if (value === undefined || best[start] === null) continue;
        const next = [...best[start]!, value];
        if (best[end] === null || next.length < best[end]!.length) best[end] = next;
      }
    }
    const pieces = best[word.length];
    if (!pieces || pieces.filter((value) => value >= 0).length < 2) return null;
    return combineNumbers(pieces.filter((value) => value >= 0));
  };

  const tagSpaced = (tokens: Token[]) => {
    const covered = new Map<Category, number>();
    const phrases: [number, number][] = [];
    for (let index = 0; index < tokens.length; index++) {
      const token = tokens[index]!;
      if (token.kind !== 'word') continue;
      const best = new Map<Category, { tag: Tag; span: number; score: number }>();
      // A word that is itself an entry is not read again without its first letters (بطريق is a penguin, not ب + road).
      const whole = (exact.get(token.text)?.length ?? 0) > 0;
      for (const form of clitics(token.text)) {
        if (whole && form.penalty > 0) continue;
        for (const { entry, quality } of startingAt(form.word)) {
          const category = entry.tag.t;
          if ((covered.get(category) ?? -1) >= index) continue;
          let score = quality - form.penalty;
          let ok = true;
          for (let part = 1; part < entry.parts.length && ok; part++) {
            const next = tokens[index + part];
            const quality = next?.kind === 'word' ? Math.max(...clitics(next.text).map((variant) => partQuality(variant.word, entry.parts[part]!) - variant.penalty)) : 0;
            if (quality <= 0) ok = false;
            else score += quality;
          }
          if (!ok) continue;
          // More words first, then the better match, then the longer form.
          const rank = entry.parts.length * 100 + score + entry.parts.join('').length / 1000;
          const previous = best.get(category);
          if (!previous || rank > previous.score) best.set(category, { tag: entry.tag, span: entry.parts.length, score: rank });
        }
      }
      if (!best.has('num')) {
        const value = gluedNumber(token.text);
        if (value !== null) best.set('num', { tag: { t: 'num', value }, span: 1, score: 1 });
      }
      for (const [category, { tag, span }] of best) {
        token.tags.push(tag);
        if (span > 1) covered.set(category, index + span - 1);
        // The rest of a number of several words ("quatre vingt") joins it like "and" does.
        if (category === 'num') for (let part = 1; part < span; part++) tokens[index + part]?.tags.push({ t: 'num', value: 0, join: true });
        if ((category === 'act' || category === 'cue') && span > 1) phrases.push([index, index + span - 1]);
      }
    }
    // A figure's word inside a verb phrase ("fire at", أطلق النار, "Feuer frei") is part of the verb.
    for (const [from, to] of phrases) {
      for (let at = from; at <= to; at++) {
        const token = tokens[at]!;
        token.tags = token.tags.filter((tag) => tag.t !== 'fig');
      }
    }
  };

  // Unspaced scripts: the longest entry at each position, numerals read as numbers, the rest is filler.
  const bySurface = new Map<string, Tag[]>();
  for (const entry of entries) {
    const surface = entry.parts.join('').replace(/-$/, '');
    const tags = bySurface.get(surface) ?? [];
    if (!tags.some((tag) => tag.t === entry.tag.t)) tags.push(entry.tag);
    bySurface.set(surface, tags);
  }
  const longest = Math.max(1, ...[...bySurface.keys()].map((surface) => surface.length));

  const tokenizeUnspaced = (text: string): Token[] => {
    const tokens: Token[] = [];
    let filler = '';
    const flush = () => {
      if (filler) tokens.push({ text: filler, kind: 'filler', tags: [] });
      filler = '';
    };
    let at = 0;
    while (at < text.length) {
      const char = text[at]!;
      if (/\s/.test(char)) {
        flush();
        at++;
        continue;
      }
      let matched = '';
      for (let length = Math.min(longest, text.length - at); length > 0; length--) {
        const piece = text.slice(at, at + length);
        if (bySurface.has(piece)) {
          matched = piece;
          break;
        }
      }
      const digits = /^\d+/.exec(text.slice(at))?.[0];
      const numeral = /^[〇零一二两兩三四五六七八九十百千万萬]+/u.exec(text.slice(at))?.[0];
      if (digits) {
        flush();
        tokens.push({ text: digits, kind: 'digits', tags: [{ t: 'num', value: Number(digits) }] });
        at += digits.length;
      } else if (matched && matched.length >= (numeral?.length ?? 0)) {
        flush();
        tokens.push({ text: matched, kind: 'word', tags: [...bySurface.get(matched)!] });
        at += matched.length;
      } else if (numeral) {
        flush();
        tokens.push({ text: numeral, kind: 'digits', tags: [{ t: 'num', value: cjkNumber(numeral) }] });
        at += numeral.length;
      } else if (HARD.test(char) || SOFT.test(char)) {
        flush();
        tokens.push({ text: char, kind: HARD.test(char) ? 'hard' : 'soft', tags: [] });
        at++;
      } else {
        filler += char;
        at++;
      }
    }
    flush();
    return tokens;
  };

  const names = new Map(Object.entries(data.figures).map(([id, figure]) => [id, figure.name]));
  return {
    language,
    data,
    name: (id, plural) => names.get(id)?.[plural ? 1 : 0],
    tokenize(text) {
      const folded = fold(text);
      if (data.unspaced) return tokenizeUnspaced(folded);
      const tokens: Token[] = [...folded.matchAll(WORDS)].map(([word]) => {
        if (/^\d/.test(word)) return { text: word, kind: 'digits', tags: [{ t: 'num', value: Number(word.replace(/[.,]/g, '')) }] };
        if (HARD.test(word)) return { text: word, kind: 'hard', tags: [] };
        if (SOFT.test(word)) return { text: word, kind: 'soft', tags: [] };
        return { text: word, kind: 'word', tags: [] };
      });
      tagSpaced(tokens);
      return tokens;
    },
  };
}

let catalogue: FigureCatalogue | null = null;
const compiled = new Map<Language, Lexicon>();

/** The figure catalogue (kind, shape, colour, habitat by id), checked once. */
export function figureCatalogue(): FigureCatalogue {
  catalogue ??= parseCatalogue(FIGURE_FILE);
  return catalogue;
}

/** One language's lexicon, checked and compiled on first use. */
export function lexicon(language: Language): Lexicon {
  let found = compiled.get(language);
  if (!found) {
    found = compile(language, parseLexicon(language, LEXICON_FILES[language], figureCatalogue()));
    compiled.set(language, found);
  }
  return found;
}
