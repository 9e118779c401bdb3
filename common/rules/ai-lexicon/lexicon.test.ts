import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../constants';
import { FIGURE_FILE, LEXICON_FILES, cjkNumber, lexicon } from './index';
import { ACTS, parseCatalogue, parseLexicon } from './schema';

// The lexicons are data (ai-lexicon/<code>.json): every file must parse, name every figure of the catalogue in
// its language and know every kind of verb, so a description reads alike in all interface languages; a broken
// file fails with its name.

const catalogue = parseCatalogue(FIGURE_FILE);

describe('game description lexicons', () => {
  it('there is one per interface language', () => {
    expect(Object.keys(LEXICON_FILES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s parses, names every figure and has words for every kind of verb', (language) => {
    const data = parseLexicon(language, LEXICON_FILES[language], catalogue);
    expect(Object.keys(data.figures).sort()).toEqual(Object.keys(catalogue.figures).sort());
    for (const act of ACTS) expect(data.acts[act]?.length ?? 0, `${language} acts.${act}`).toBeGreaterThan(0);
    for (const cue of ['and', 'negation', 'goal', 'other', 'with']) expect(data.cues[cue]?.length ?? 0, `${language} cues.${cue}`).toBeGreaterThan(0);
    for (const unit of ['points', 'lives', 'seconds']) expect(data.units[unit]?.length ?? 0, `${language} units.${unit}`).toBeGreaterThan(0);
    expect(() => lexicon(language)).not.toThrow();
  });

  it('a broken file fails loudly, naming the file and the problem', () => {
    const de = LEXICON_FILES.de as Record<string, unknown>;
    expect(() => parseLexicon('de', { ...de, figures: { ...(de.figures as object), wombat: { name: ['Wombat', 'Wombats'] } } }, catalogue)).toThrow(/ai-lexicon\/de\.json: unknown figure wombat/);
    expect(() => parseLexicon('fr', { ...de, acts: { ...(de.acts as object), sneeze: ['niest'] } }, catalogue)).toThrow(/ai-lexicon\/fr\.json[\s\S]*sneeze/);
    expect(() => parseLexicon('de', { ...de, figures: { squirrel: { name: ['Eichhörnchen'] } } }, catalogue)).toThrow(/ai-lexicon\/de\.json/);
  });

  it('reads Chinese and Japanese numerals', () => {
    expect([cjkNumber('四十'), cjkNumber('二十五'), cjkNumber('百'), cjkNumber('三千'), cjkNumber('六十'), cjkNumber('两')]).toEqual([40, 25, 100, 3000, 60, 2]);
  });
});
