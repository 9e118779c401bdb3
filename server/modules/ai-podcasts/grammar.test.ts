import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../common/constants';
import { GRAMMAR_FILES, GRAMMARS, phrasesOf } from './grammar';
import { placeholdersOf } from './grammar/helpers';
import { parseGrammar } from './grammar/schema';

// The podcast phrases are data (grammar/<code>.json): every file must parse, have German's shape and give each
// phrase the placeholders German gives it, and a broken file must fail with its name and the problem.

/** Every string of a phrase file by its path ("topic.keywords.*"), array positions folded into "*". */
function leaves(value: unknown, path = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (node: unknown, at: string) => {
    if (typeof node === 'string') found.set(at, [...(found.get(at) ?? []), node]);
    else if (Array.isArray(node)) for (const item of node) visit(item, `${at}.*`);
    else if (node && typeof node === 'object') for (const [key, child] of Object.entries(node)) visit(child, at ? `${at}.${key}` : key);
  };
  visit(value, path);
  return found;
}

/** A phrase's placeholders as the grammar fills them: {Terms} and {quotedTerms} are both the keywords. */
const filled = (phrase: string) =>
  [...new Set(placeholdersOf(phrase).map((name) => (name.charAt(0).toLowerCase() + name.slice(1)).replace(/^quotedTerms$/, 'terms')))].sort();

const german = leaves(GRAMMAR_FILES.de);

describe('podcast phrase files', () => {
  it('there is one per interface language', () => {
    expect(Object.keys(GRAMMAR_FILES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s parses and has the keys of German, each phrase with German’s placeholders', (language) => {
    expect(() => parseGrammar(language, GRAMMAR_FILES[language])).not.toThrow();
    const own = leaves(GRAMMAR_FILES[language]);
    expect([...own.keys()].sort()).toEqual([...german.keys()].sort());
    for (const [path, phrases] of own) {
      if (path === 'about' || path.startsWith('list.') || path.startsWith('quotes.')) continue;
      const expected = filled(german.get(path)![0]!);
      for (const phrase of phrases) expect(filled(phrase), `${language} ${path}: ${phrase}`).toEqual(expected);
    }
  });

  it('a broken file fails loudly, naming the file and the problem', () => {
    const de = GRAMMAR_FILES.de as Record<string, Record<string, unknown>>;
    expect(() => parseGrammar('de', { ...de, trending: { ...de.trending, top: 'Vorne liegen {gmae}.' } })).toThrow(/grammar\/de\.json[\s\S]*\{gmae\} is no placeholder here/);
    expect(() => parseGrammar('fr', { ...de, outro: { thanks: ['Merci !'] } })).toThrow(/grammar\/fr\.json[\s\S]*goodbye/);
    expect(() => parseGrammar('de', { ...de, outtro: {} })).toThrow(/outtro/);
    expect(() => parseGrammar('de', { ...de, intro: { ...de.intro, greeting: [] } })).toThrow(/greeting/);
  });

  it('fills a capitalised placeholder with a capital and leaves braces in a value alone', () => {
    const de = parseGrammar('de', GRAMMAR_FILES.de);
    const es = phrasesOf('es', parseGrammar('es', GRAMMAR_FILES.es));
    const lines = es.topic('x', ['terror', 'amigos'], 'horror', () => 0).map((line) => line.text);
    expect(lines).toContain('Terror y amigos: ahí me apunto.');
    const title = phrasesOf('de', de).intro('Ein {title} im Titel', () => 0).at(-1)!.text;
    expect(title).toBe('Unser Thema heute: Ein {title} im Titel.');
    expect(GRAMMARS.de.artist('Spielraum Funk', { a: 'Lena', b: 'Tom' })).toBe('Spielraum Funk mit Lena und Tom');
  });
});
