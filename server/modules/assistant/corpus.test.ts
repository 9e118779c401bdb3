import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../common/constants';
import { CORPUS_FILES, STRUCTURE_FILE } from './corpus/files';
import { type CorpusTranslation, languageFileSchema, parseCorpus, structureSchema } from './corpus/schema';

// The help corpus is data (corpus/<code>.json per language, corpus/entries.json for the entries and their links):
// every file must parse and have German's shape, and a broken file must stop the start with its name and the
// problem.

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const german = CORPUS_FILES.de as CorpusTranslation;

describe('assistant corpus files', () => {
  it('entries.json parses, and German has every entry', () => {
    const structure = structureSchema.parse(STRUCTURE_FILE);
    expect(structure.length).toBeGreaterThanOrEqual(60);
    expect(Object.keys(german.entries)).toEqual(structure.map((entry) => entry.id));
    for (const entry of structure) expect(german.entries[entry.id]!.links, entry.id).toHaveLength(entry.links.length);
  });

  it('there is one file per interface language', () => {
    expect(Object.keys(CORPUS_FILES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s parses and has the keys of German, each text with German’s placeholders', (language) => {
    const own = languageFileSchema.parse(CORPUS_FILES[language]);
    expect(Object.keys(own.texts)).toEqual(Object.keys(german.texts));
    for (const [key, text] of Object.entries(own.texts)) expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(german.texts[key as keyof typeof german.texts]));
    expect(Object.keys(own.entries).sort()).toEqual(Object.keys(german.entries).sort());
    for (const [id, entry] of Object.entries(own.entries)) expect(entry.links.length, `${language} ${id}`).toBe(german.entries[id]!.links.length);
  });

  it('a broken file fails loudly, naming the file and the problem', () => {
    const files = { ...CORPUS_FILES };
    const fr = CORPUS_FILES.fr as CorpusTranslation;
    const broken = (language: keyof typeof files, file: unknown) => () => parseCorpus(STRUCTURE_FILE, { ...files, [language]: file });
    expect(broken('fr', { ...fr, texts: { ...fr.texts, searching: undefined } })).toThrow(/fr\.json[\s\S]*searching/);
    expect(broken('fr', { ...fr, texts: { ...fr.texts, unavailable: 'Écris-nous à {mail}.' } })).toThrow(/fr\.json[\s\S]*\{mail\} is no placeholder here/);
    expect(broken('ja', { ...fr, entries: { ...fr.entries, leaderbord: fr.entries.leaderboard } })).toThrow(/ja\.json: entry "leaderbord" is not in entries\.json/);
    expect(broken('ru', { ...fr, entries: { ...fr.entries, studio: { ...fr.entries.studio!, links: ['Studio'] } } })).toThrow(/ru\.json: entry "studio" has 1 link labels for 2 links/);
    const { feed: _feed, ...withoutFeed } = german.entries;
    expect(broken('de', { ...german, entries: withoutFeed })).toThrow(/de\.json: entry "feed" is missing/);
    const structure = STRUCTURE_FILE as { id: string; links: unknown[] }[];
    expect(() => parseCorpus([...structure, { id: 'feed', links: [{ link: '/' }] }], files)).toThrow(/entries\.json[\s\S]*"feed" is there twice/);
    expect(() => parseCorpus([{ id: 'x', links: [{ action: 'self_destruct' }] }], files)).toThrow(/entries\.json/);
  });
});
