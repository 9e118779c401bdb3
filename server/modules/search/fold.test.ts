import SQLite from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, ftsPrefixQuery, ftsSubstringQuery, searchTokens, sqliteFoldSql, tsPrefixQuery } from './fold';

describe('foldText', () => {
  it('folds umlauts and their spelled-out forms to one form', () => {
    for (const word of ['Rätsel', 'Raetsel', 'Ratsel', 'RÄTSEL', 'RAETSEL', 'rätsel']) expect(foldText(word)).toBe('ratsel');
    for (const word of ['Straße', 'Strasse', 'STRASSE', 'STRAẞE']) expect(foldText(word)).toBe('strasse');
    expect(foldText('Größe')).toBe(foldText('Groesse'));
    expect(foldText('Übung')).toBe(foldText('Uebung'));
    expect(foldText('Übung')).toBe('ubung');
  });

  it('removes other diacritics after the German forms', () => {
    expect(foldText('Pokémon Café')).toBe('pokemon cafe');
    expect(foldText('Noël')).toBe('noel');
    // A decomposed umlaut (a + combining diaeresis) folds like the composed one.
    expect(foldText('Ra\u0308tsel')).toBe('ratsel');
  });
});

describe('searchTokens', () => {
  it('keeps letters and digits and drops every piece of search syntax', () => {
    expect(searchTokens('"NEAR(orca OR -wal* ^title:x)')).toEqual(['near', 'orca', 'or', 'wal', 'title', 'x']);
    expect(searchTokens('"*(:^')).toEqual([]);
    expect(searchTokens('Neon Drift 2088')).toEqual(['neon', 'drift', '2088']);
    expect(searchTokens('Mia_Zockt')).toEqual(['mia', 'zockt']);
  });

  it('keeps at most eight distinct words', () => {
    expect(searchTokens('a b c d e f g h i j a')).toHaveLength(8);
    expect(searchTokens('spiel Spiel SPIEL')).toEqual(['spiel']);
  });

  it('builds engine queries from quoted words only', () => {
    expect(ftsPrefixQuery(['ratsel', 'box'])).toBe('"ratsel" AND "box"*');
    expect(ftsPrefixQuery(['rat'])).toBe('"rat"*');
    expect(ftsSubstringQuery(['ab', 'spiel'])).toBe('"spiel"');
    expect(ftsSubstringQuery(['ab'])).toBeNull();
    expect(tsPrefixQuery(['ratsel', 'box'])).toBe("'ratsel' & 'box':*");
  });

  it('never lets a quote or operator character into a token', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (term) => {
        for (const token of searchTokens(term)) expect(token).toMatch(/^[\p{L}\p{N}]+$/u);
      }),
    );
  });
});

describe('the SQL fold agrees with foldText', () => {
  const db = new SQLite(':memory:');
  // The app registers a Unicode lower(); the SQL fold must hold even with SQLite's ASCII-only built-in.
  const fold = db.prepare(`SELECT ${sqliteFoldSql('?')} AS folded`);
  // The FTS5 tokenizer removes the remaining diacritics; foldText does it itself.
  const stripMarks = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '').normalize('NFC').toLowerCase();

  it('on German words', () => {
    for (const word of ['Rätsel', 'Raetsel', 'RÄTSEL', 'Straße', 'STRAẞE', 'Größe', 'Übermut', 'Pixelbäckerei', 'Mia_Zockt']) {
      expect(stripMarks((fold.get(word) as { folded: string }).folded), word).toBe(foldText(word));
    }
  });

  it('on any text of Latin letters with umlauts and accents', () => {
    const letter = fc.constantFrom(...'aeouAEOUäöüÄÖÜßẞéÉèñ bxyz'.split(''));
    fc.assert(
      fc.property(fc.array(letter, { maxLength: 30 }), (letters) => {
        const text = letters.join('');
        expect(stripMarks((fold.get(text) as { folded: string }).folded)).toBe(foldText(text));
      }),
    );
  });
});
