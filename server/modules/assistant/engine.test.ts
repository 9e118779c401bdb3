import { describe, expect, it } from 'vitest';
import { CORPUS } from './corpus/entries';
import { answerLanguage, HelpIndex, OfflineAssistant, stem, terms } from './engine';

const engine = new OfflineAssistant();

describe('help corpus', () => {
  it('has at least 60 entries, each with German and English text and a link or action', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CORPUS.map((entry) => entry.id)).size).toBe(CORPUS.length);
    for (const entry of CORPUS) {
      expect(entry.answer.de.length, entry.id).toBeGreaterThan(10);
      expect(entry.answer.en.length, entry.id).toBeGreaterThan(10);
      expect(entry.links.length, entry.id).toBeGreaterThan(0);
      for (const link of entry.links) expect(Boolean(link.link) !== Boolean(link.action), entry.id).toBe(true);
    }
  });
});

describe('folding and stemming', () => {
  it('folds umlauts and ß and drops stop words', () => {
    expect(terms('Wo lösche ich die Straße?')).toEqual(['losch', 'strass']);
    expect(terms('Löschen')).toEqual(terms('loeschen'));
    expect(stem('benachrichtigungen')).toBe('benachrichtig');
  });
});

describe('ranking', () => {
  const index = new HelpIndex();
  it('puts the entry that fits first', () => {
    expect(index.rank('Wie kann ich Freunde hinzufügen?')[0]!.entry.id).toBe('friends');
    expect(index.rank('Gutscheincode einlösen')[0]!.entry.id).toBe('redeem');
    expect(index.rank('how do I delete my account')[0]!.entry.id).toBe('delete-account');
  });
  it('finds nothing for words the corpus does not have', () => {
    expect(index.rank('Quantenchromodynamik')).toEqual([]);
  });
});

describe('intents', () => {
  it('switches dark and light mode on request, in German and English', () => {
    expect(engine.answer('mach den Dunkelmodus an', 'de').links).toEqual([{ LinkName: 'Dunkelmodus an', Action: 'dark_mode' }]);
    expect(engine.answer('dark mode', 'en').links[0]).toMatchObject({ Action: 'dark_mode' });
    expect(engine.answer('switch to light mode please', 'en').links[0]).toMatchObject({ Action: 'light_mode' });
  });
  it('starts a search with the words after "suche nach"', () => {
    expect(engine.answer('Suche nach Space Rally', 'de').links[0]).toEqual({
      LinkName: 'Nach „Space Rally“ suchen',
      Action: 'search',
      Param: 'Space Rally',
    });
  });
  it('opens the upload page for "wo lade ich ein Video hoch"', () => {
    expect(engine.answer('wo lade ich ein Video hoch', 'de').links[0]).toMatchObject({ Action: 'upload' });
  });
});

describe('language and honesty', () => {
  it('answers German in German and every other language in English', () => {
    expect(answerLanguage('de')).toBe('de');
    expect(answerLanguage('fr')).toBe('en');
    expect(engine.answer('Wo ist die Rangliste?', 'de').reply).toMatch(/Rangliste zeigt/);
    expect(engine.answer('Where is the leaderboard?', 'ja').reply).toMatch(/leaderboard shows/);
  });
  it('says it does not know and offers the contact form', () => {
    const answer = engine.answer('Wie wird das Wetter morgen in Berlin?', 'de');
    expect(answer.entryId).toBeNull();
    expect(answer.reply).toMatch(/weiß ich leider nichts/);
    expect(answer.links).toEqual([{ LinkName: 'Kontaktformular', Link: '/contact_us' }]);
  });
});

describe('the panel suggestions (spec §9)', () => {
  it('every one of the 19 German and English questions gets a real answer, not "I do not know"', async () => {
    for (const language of ['de', 'en'] as const) {
      const texts = (await import(`../../../renderer/i18n/locales/${language}/assistant.json`)) as { suggestions: Record<string, string> };
      const questions = Object.values(texts.suggestions);
      expect(questions).toHaveLength(19);
      for (const question of questions) expect(engine.answer(question, language).entryId, question).not.toBeNull();
    }
  });
});
