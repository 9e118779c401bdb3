import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../common/constants';
import { CORPUS } from './corpus/entries';
import { TRANSLATIONS } from './corpus/languages';
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
  it('splits Chinese and Japanese, written without spaces, into overlapping character pairs', () => {
    expect(terms('夜间模式')).toEqual(['夜间', '间模', '模式']);
    expect(terms('Spielraumのアカウント')).toEqual(expect.arrayContaining(['アカ', 'カウ', 'ウン', 'ント', 'spielraum']));
    expect(terms('猫')).toEqual(['猫']);
  });
});

describe('the corpus in the other languages', () => {
  it.each(Object.keys(TRANSLATIONS))('%s has every entry with its words, answer and a label per link', (language) => {
    const translation = TRANSLATIONS[language as keyof typeof TRANSLATIONS];
    expect(Object.keys(translation.entries).sort()).toEqual(CORPUS.map((entry) => entry.id).sort());
    for (const entry of CORPUS) {
      const text = translation.entries[entry.id]!;
      expect(text.keywords.trim().length, entry.id).toBeGreaterThan(3);
      expect(text.answer.trim().length, entry.id).toBeGreaterThan(5);
      expect(text.answer, entry.id).not.toBe(entry.answer.en);
      expect(text.links, entry.id).toHaveLength(entry.links.length);
      for (const label of text.links) expect(label.trim(), entry.id).not.toBe('');
    }
    expect(translation.texts.unavailable).toContain('{email}');
    expect(translation.texts.searching).toContain('{term}');
    expect(translation.texts.searchLink).toContain('{term}');
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
  it('starts a search in every language of the app, the verb first or (Hindi, Japanese) last', () => {
    const cases: [string, string, string][] = [
      ['search for racing games', 'en', 'racing games'],
      ['cherche Minecraft', 'fr', 'Minecraft'],
      ['rechercher jeux de course', 'fr', 'jeux de course'],
      ['busca Space Rally', 'es', 'Space Rally'],
      ['pesquisar Nebelwald', 'pt', 'Nebelwald'],
      ['найди Space Rally', 'ru', 'Space Rally'],
      ['ابحث عن Minecraft', 'ar', 'Minecraft'],
      ['Space Rally खोजें', 'hi', 'Space Rally'],
      ['Minecraftを検索して', 'ja', 'Minecraft'],
      ['搜索Space Rally', 'zhCN', 'Space Rally'],
      ['搜尋 Nebelwald', 'zhTW', 'Nebelwald'],
    ];
    for (const [question, language, term] of cases) {
      expect(engine.answer(question, language).links[0], question).toMatchObject({ Action: 'search', Param: term });
    }
  });
  it('answers a question about searching instead of searching for its words', () => {
    for (const [question, language] of [
      ['गेम कैसे खोजें?', 'hi'],
      ['找不到设置', 'zhCN'],
      ['comment chercher un jeu ?', 'fr'],
    ] as const) {
      expect(engine.answer(question, language).entryId, question).not.toBe('intent:search');
    }
  });
  it('opens the upload page for "wo lade ich ein Video hoch"', () => {
    expect(engine.answer('wo lade ich ein Video hoch', 'de').links[0]).toMatchObject({ Action: 'upload' });
  });
});

describe('language and honesty', () => {
  it('answers in the language of the app, English for one it does not speak', () => {
    expect(answerLanguage('de')).toBe('de');
    expect(answerLanguage('fr-CA')).toBe('fr');
    expect(answerLanguage('zhTW')).toBe('zhTW');
    expect(answerLanguage('nl')).toBe('en');
    expect(answerLanguage(undefined)).toBe('en');
    expect(engine.answer('Wo ist die Rangliste?', 'de').reply).toMatch(/Rangliste zeigt/);
    // Asked in English in a Japanese interface: found through the English words, answered in Japanese.
    const japanese = engine.answer('Where is the leaderboard?', 'ja');
    expect(japanese.reply).toBe(TRANSLATIONS.ja.entries[japanese.entryId!]!.answer);
    expect(engine.answer('Où est le classement ?', 'fr').reply).toBe(TRANSLATIONS.fr.entries[engine.answer('Where is the leaderboard?', 'en').entryId!]!.answer);
    expect(engine.answer('mach den Dunkelmodus an', 'es').links).toEqual([{ LinkName: TRANSLATIONS.es.texts.darkModeLink, Action: 'dark_mode' }]);
  });
  it('says it does not know and offers the contact form', () => {
    const answer = engine.answer('Wie wird das Wetter morgen in Berlin?', 'de');
    expect(answer.entryId).toBeNull();
    expect(answer.reply).toMatch(/weiß ich leider nichts/);
    expect(answer.links).toEqual([{ LinkName: 'Kontaktformular', Link: '/contact_us' }]);
    expect(engine.answer('Quelle est la capitale de l’Australie ?', 'fr')).toEqual({
      reply: TRANSLATIONS.fr.texts.dontKnow,
      links: [{ LinkName: TRANSLATIONS.fr.texts.contactForm, Link: '/contact_us' }],
      entryId: null,
    });
  });
});

describe('the panel suggestions (spec §9)', () => {
  it.each(LANGUAGES)('every one of the 19 questions in %s gets a real answer, not "I do not know"', async (language) => {
    const texts = (await import(`../../../locales/${language}/assistant.json`)) as { suggestions: Record<string, string> };
    const questions = Object.values(texts.suggestions);
    expect(questions).toHaveLength(19);
    for (const question of questions) expect(engine.answer(question, language).entryId, question).not.toBeNull();
    // The second one asks for dark mode: it is switched on, whatever the language.
    expect(engine.answer(texts.suggestions.s02!, language).links[0], texts.suggestions.s02).toMatchObject({ Action: 'dark_mode' });
  });
});
