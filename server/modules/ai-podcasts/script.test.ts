import { describe, expect, it } from 'vitest';
import { buildScript, keywordsOf, LINE_MAX, moodOf, scriptChars, SCRIPT_CHARS_MAX, type SiteData, speakable, titleOf } from './script';

// The offline script grammar (issue 14): segments from the description and the site's data, two hosts,
// German and English, deterministic per description, speakable text only.

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

  it('writes English for English and for the languages without a grammar of their own', () => {
    const english = buildScript('A cozy evening with farming games', 'en', DATA);
    expect(english.show).toBe('Spielraum Radio');
    expect(english.segments[0]!.title).toBe('Welcome');
    expect(english.segments.flatMap((segment) => segment.lines.map((line) => line.text)).join(' ')).toContain('cup of tea');
    expect(buildScript('A cozy evening with farming games', 'fr', DATA).language).toBe('en');
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
