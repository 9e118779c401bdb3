import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../common/constants';
import { GRAMMARS, MOODS } from './grammar';
import { buildScript, byline, keywordsOf, LINE_MAX, moodOf, scriptChars, SCRIPT_CHARS_MAX, type ScriptLanguage, scriptLanguageOf, type SiteData, speakable, titleOf } from './script';

// The offline script grammar: segments from the description and the site's data, two hosts,
// one grammar per interface language, deterministic per description, speakable text only.

const DATA: SiteData = {
  trendingGames: [
    { name: 'Nebelwald', categories: ['Horror', 'Koop'] },
    { name: 'Turbo Tilt', categories: ['Rennspiel'] },
    { name: 'Pixelhafen', categories: [] },
  ],
  newClips: [
    { title: 'Bestzeit im Regen', creator: 'LenaRast' },
    { title: 'Zu dritt im Keller', creator: 'KoopKarl' },
  ],
  giveaways: [{ prize: 'Ein Steam-Key', game: 'Nebelwald', endsAt: '2030-01-01T00:00:00.000Z' }],
};
const EMPTY: SiteData = { trendingGames: [], newClips: [], giveaways: [] };

describe('buildScript', () => {
  it('writes a German episode in six chapters with both hosts, filled from the description and the site', () => {
    const script = buildScript('Ein gruseliger Koop-Abend im Nebelwald mit Freunden', 'de', DATA);
    expect(script.language).toBe('de');
    expect(script.show).toBe('Spielraum Funk');
    expect(script.segments.map((segment) => segment.kind)).toEqual(['intro', 'topic', 'trending', 'clips', 'giveaways', 'outro']);
    expect(script.segments.map((segment) => segment.title)).toEqual(['Begrüßung', 'Das Thema', 'Angesagte Spiele', 'Neue Clips', 'Gewinnspiele', 'Verabschiedung']);
    const text = script.segments.flatMap((segment) => segment.lines.map((line) => line.text)).join(' ');
    expect(text).toContain('Unser Thema heute: Ein gruseliger Koop-Abend im Nebelwald mit Freunden.');
    expect(text).toContain('Nebelwald, Turbo Tilt und Pixelhafen');
    expect(text).toContain('„Bestzeit im Regen“ von LenaRast');
    expect(text).toContain('Ein Steam-Key');
    // The horror mood is detected before coop ("gruselig").
    expect(text).toContain('Schauer über den Rücken');
    for (const segment of script.segments) expect(segment.lines.length).toBeGreaterThan(0);
    expect(new Set(script.segments.flatMap((segment) => segment.lines.map((line) => line.speaker)))).toEqual(new Set(['a', 'b']));
  });

  it('leaves out the chapters the site has no data for', () => {
    const script = buildScript('Ein Podcast über Rätselspiele', 'de', EMPTY);
    expect(script.segments.map((segment) => segment.kind)).toEqual(['intro', 'topic', 'outro']);
  });

  it('writes English for English and for a language code without a grammar', () => {
    const english = buildScript('A cozy evening with farming games', 'en', DATA);
    expect(english.show).toBe('Spielraum Radio');
    expect(english.segments[0]!.title).toBe('Welcome');
    expect(english.segments.flatMap((segment) => segment.lines.map((line) => line.text)).join(' ')).toContain('cup of tea');
    expect(buildScript('A cozy evening with farming games', 'xx', DATA).language).toBe('en');
    expect(buildScript('Une soirée cosy avec des jeux de ferme', 'fr', DATA).language).toBe('fr');
  });

  it('is the same for the same description and differs for another one', () => {
    const one = buildScript('Retro-Klassiker und Pixel-Spiele am Automaten', 'de', DATA);
    expect(buildScript('Retro-Klassiker und Pixel-Spiele am Automaten', 'de', DATA)).toEqual(one);
    const other = buildScript('Rennspiele mit Vollgas durch die Nacht', 'de', DATA);
    expect(other.segments[1]!.lines).not.toEqual(one.segments[1]!.lines);
  });

  it('keeps every line speakable and the whole script within budget, whatever the description', () => {
    const nasty = `-- <script>alert(1)</script> {{x}} ${'Wort '.repeat(120)}`;
    const script = buildScript(nasty.slice(0, 500), 'de', DATA);
    for (const line of script.segments.flatMap((segment) => segment.lines)) {
      expect(line.text.length).toBeLessThanOrEqual(LINE_MAX + 2);
      expect(line.text).not.toMatch(/[<>{}]/);
      expect(line.text).not.toMatch(/^-/);
    }
    expect(scriptChars(script)).toBeLessThan(SCRIPT_CHARS_MAX);
  });
});

describe('the parts of the grammar', () => {
  it('finds the topic words, the mood and a title', () => {
    expect(keywordsOf('Mach bitte einen Podcast über Strategie, Aufbau und Städte')).toEqual(['Strategie', 'Aufbau', 'Städte']);
    expect(moodOf('Vollgas im Kart')).toBe('racing');
    expect(moodOf('Einfach ein Abend')).toBe('general');
    expect(titleOf('koop-Abende mit Freunden. Und mehr!', 'de')).toBe('Koop-Abende mit Freunden');
    expect(titleOf('x'.repeat(10) + ' ' + 'lang '.repeat(30), 'de').length).toBeLessThanOrEqual(62);
  });

  it('makes text speakable: no markup, no leading dash, single spaces', () => {
    expect(speakable('  -- <b>Hallo</b>\n\n  Welt  ')).toBe('b Hallo /b Welt');
    expect(speakable('***')).toBe('');
  });
});

/** One request per language, with the mood it must be heard as. */
const REQUESTS: Record<ScriptLanguage, { description: string; mood: (typeof MOODS)[number] }> = {
  de: { description: 'Ein gruseliger Koop-Abend im Nebelwald mit Freunden', mood: 'horror' },
  en: { description: 'A cozy evening with farming games', mood: 'cozy' },
  es: { description: 'Una noche de terror con amigos y mucho miedo', mood: 'horror' },
  fr: { description: 'Une émission sur les jeux de stratégie, car j’adore construire des villes', mood: 'strategy' },
  ar: { description: 'حلقة عن ألعاب سباق السيارات والسرعة', mood: 'racing' },
  hi: { description: 'दोस्तों के साथ एक डरावना हॉरर गेम की रात', mood: 'horror' },
  ja: { description: '友達と遊べるレースゲームについて話してほしい', mood: 'racing' },
  pt: { description: 'Um episódio sobre jogos de corrida para passar o tempo', mood: 'racing' },
  ru: { description: 'Выпуск про головоломки и загадки для долгих вечеров', mood: 'puzzle' },
  zhCN: { description: '聊聊和朋友一起玩的恐怖游戏', mood: 'horror' },
  zhTW: { description: '聊聊適合放鬆的農場遊戲，還有可愛的貓', mood: 'cozy' },
};

const textOf = (script: ReturnType<typeof buildScript>) => script.segments.flatMap((segment) => segment.lines.map((line) => line.text)).join(' ');

describe('every interface language', () => {
  it('has a grammar, and each grammar has every mood and segment title', () => {
    expect(Object.keys(GRAMMARS).sort()).toEqual([...LANGUAGES].sort());
    for (const grammar of Object.values(GRAMMARS)) {
      expect(Object.keys(grammar.moods).sort()).toEqual([...MOODS].sort());
      for (const lines of Object.values(grammar.moods)) for (const line of lines) expect(line.trim().length).toBeGreaterThan(0);
      expect(Object.keys(grammar.segmentTitles).sort()).toEqual(['clips', 'giveaways', 'intro', 'outro', 'topic', 'trending']);
      expect(new Set(Object.values(grammar.segmentTitles)).size).toBe(6);
      expect(grammar.show).toContain('Spielraum');
    }
  });

  it.each(LANGUAGES)('%s: six chapters in its own words, both hosts, the site data, short lines, the same every time', (language) => {
    const grammar = GRAMMARS[language];
    const { description, mood } = REQUESTS[language];
    const script = buildScript(description, language, DATA);
    expect(script.language).toBe(language);
    expect(script.show).toBe(grammar.show);
    expect(script.segments.map((segment) => segment.kind)).toEqual(['intro', 'topic', 'trending', 'clips', 'giveaways', 'outro']);
    expect(script.segments.map((segment) => segment.title)).toEqual(['intro', 'topic', 'trending', 'clips', 'giveaways', 'outro'].map((kind) => grammar.segmentTitles[kind as keyof typeof grammar.segmentTitles]));
    expect(new Set(script.segments.flatMap((segment) => segment.lines.map((line) => line.speaker)))).toEqual(new Set(['a', 'b']));
    const text = textOf(script);
    expect(text).toContain(grammar.list(['Nebelwald', 'Turbo Tilt', 'Pixelhafen']));
    for (const name of ['Nebelwald', 'Turbo Tilt', 'Pixelhafen', 'Bestzeit im Regen', 'LenaRast', 'Zu dritt im Keller', 'KoopKarl', 'Ein Steam-Key']) expect(text).toContain(name);
    expect(text).toContain(`${grammar.quotes[0]}Bestzeit im Regen${grammar.quotes[1]}`);
    expect(moodOf(description, language)).toBe(mood);
    expect(text).toContain(grammar.moods[mood][0]);
    expect(text).toContain(grammar.moods[mood][1]);
    for (const line of script.segments.flatMap((segment) => segment.lines)) {
      expect(line.text.length).toBeLessThanOrEqual(LINE_MAX);
      expect(line.text).toBe(speakable(line.text));
    }
    expect(buildScript(description, language, DATA)).toEqual(script);
    // The other branches: no data, one giveaway without a game, several giveaways, a game without categories.
    expect(buildScript(description, language, EMPTY).segments.map((segment) => segment.kind)).toEqual(['intro', 'topic', 'outro']);
    const other = buildScript(description, language, {
      trendingGames: [{ name: 'Pixelhafen', categories: [] }],
      newClips: [{ title: 'Solo', creator: 'KoopKarl' }],
      giveaways: [
        { prize: 'Ein Poster', game: null, endsAt: '2030-01-01T00:00:00.000Z' },
        { prize: 'Ein Steam-Key', game: 'Nebelwald', endsAt: '2030-01-01T00:00:00.000Z' },
      ],
    });
    const otherText = textOf(other);
    for (const name of ['Pixelhafen', 'Solo', 'KoopKarl', 'Ein Poster', '2']) expect(otherText).toContain(name);
    expect(byline(language)).toContain(grammar.show);
    expect(byline(language)).toMatch(/Lena.*Tom/);
  });

  it('maps an interface language to its own grammar and anything else to English', () => {
    for (const language of LANGUAGES) expect(scriptLanguageOf(language)).toBe(language);
    expect(scriptLanguageOf('xx')).toBe('en');
    expect(scriptLanguageOf('')).toBe('en');
    expect(scriptLanguageOf('toString')).toBe('en');
  });

  it('names the hosts in each language’s byline', () => {
    expect(byline('de')).toBe('Spielraum Funk mit Lena und Tom');
    expect(byline('en')).toBe('Spielraum Radio with Lena and Tom');
    expect(byline('fr')).toBe('Spielraum Radio avec Lena et Tom');
  });

  it('joins lists with each language’s own punctuation', () => {
    expect(GRAMMARS.ja.list(['A', 'B', 'C'])).toBe('A、B、C');
    expect(GRAMMARS.zhCN.list(['A', 'B', 'C'])).toBe('A、B和C');
    expect(GRAMMARS.ar.list(['A', 'B', 'C'])).toBe('A، B و C');
    expect(GRAMMARS.ar.list(['سباق', 'رعب'])).toBe('سباق ورعب');
    expect(GRAMMARS.ar.list(['سباق', 'والسرعة'])).toBe('سباق والسرعة');
    expect(GRAMMARS.ru.list(['A', 'B', 'C'])).toBe('A, B и C');
  });

  it('cuts Japanese and Chinese titles at a character, and keeps Latin game names as keywords there', () => {
    const long = '友達と一緒に遊べるホラーゲームとレースゲームと パズルゲームについて、たくさん話してほしいです本当にお願いしますよろしくお願いします';
    const title = titleOf(long, 'ja');
    expect(Array.from(title).length).toBeLessThanOrEqual(61);
    expect(title.endsWith('…')).toBe(true);
    expect(title.startsWith('友達と一緒に遊べる')).toBe(true);
    expect(titleOf('聊聊恐怖游戏。还有更多', 'zhCN')).toBe('聊聊恐怖游戏');
    expect(titleOf('「'.repeat(3), 'zhTW')).toBe('「「「');
    expect(titleOf('', 'ja')).toBe('新しいエピソード');
    expect(titleOf('', 'ru')).toBe('Новый выпуск');
    expect(keywordsOf('友達と遊べるホラーゲームについて話して')).toEqual([]);
    expect(keywordsOf('Elden Ringについて話して')).toEqual(['Elden', 'Ring']);
    expect(keywordsOf('聊聊 Hollow Knight 和恐怖游戏')).toEqual(['Hollow', 'Knight']);
  });

  it('finds the topic words of Hindi (with its vowel signs), Arabic, Russian and the Romance languages', () => {
    expect(keywordsOf('दोस्तों के साथ डरावना गेम')).toEqual(['दोस्तों', 'डरावना']);
    expect(keywordsOf('حلقة عن ألعاب سباق السيارات')).toEqual(['سباق', 'السيارات']);
    expect(keywordsOf('Сделай выпуск про головоломки пожалуйста')).toEqual(['головоломки']);
    expect(keywordsOf('Fais un épisode sur les jeux de stratégie avec des amis')).toEqual(['stratégie', 'amis']);
    expect(keywordsOf('Quiero un episodio sobre juegos de terror')).toEqual(['terror']);
  });

  it('does not take the French "car" or the Portuguese "tempo" for racing', () => {
    expect(moodOf('Un épisode sur les énigmes, car j’adore réfléchir', 'fr')).toBe('puzzle');
    expect(moodOf('Um jogo para passar o tempo', 'pt')).toBe('general');
    expect(moodOf('Vollgas im Kart', 'de')).toBe('racing');
  });
});
