import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../common/constants';
import { de } from './de';
import { en } from './en';
import { pickServerLanguage, SERVER_TEXTS, translate } from './index';

// The server's answer texts in every language of the app: the same keys as the German source, the same
// placeholders, and really translated (not English copied over).

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const keys = Object.keys(de) as (keyof typeof de)[];

describe('server texts', () => {
  it.each(LANGUAGES)('%s has every key of the German source with its placeholders, and nothing else', (language) => {
    const table = SERVER_TEXTS[language];
    expect(Object.keys(table).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const text = table[key];
      expect(text.trim(), `${language}.${key}`).not.toBe('');
      expect(text, `${language}.${key}`).toBe(text.trim());
      expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(de[key]));
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'de' && language !== 'en'))('%s is translated, not English copied over', (language) => {
    const copied = keys.filter((key) => SERVER_TEXTS[language][key] === en[key] && key !== 'unauthenticated');
    // Names and tokens alone may stay the same (a text that is only "Steam" or a code); anything longer is text.
    expect(copied.filter((key) => en[key].split(' ').length > 2)).toEqual([]);
  });

  it('keeps the protocol literal of a missing session in every language', () => {
    for (const language of LANGUAGES) expect(SERVER_TEXTS[language].unauthenticated).toBe('Unauthenticated.');
  });

  it('fills placeholders and answers the key itself for an unknown one', () => {
    const key = keys.find((candidate) => placeholders(de[candidate]).length > 0)!;
    const params = Object.fromEntries(placeholders(de[key]).map((name) => [name!, `«${name}»`]));
    for (const language of LANGUAGES) {
      const text = translate(key, language, params);
      for (const name of placeholders(de[key])) expect(text).toContain(`«${name}»`);
    }
    expect(translate('gibtEsNicht', 'fr')).toBe('gibtEsNicht');
  });
});

describe('pickServerLanguage', () => {
  it('takes the signed-in user’s language first, then the language chosen in the app (cookie)', () => {
    expect(pickServerLanguage('ja', 'fr-FR,fr;q=0.9', 'ru')).toBe('ja');
    expect(pickServerLanguage(null, 'fr-FR,fr;q=0.9', 'ru')).toBe('ru');
    expect(pickServerLanguage(undefined, undefined, 'zhTW')).toBe('zhTW');
  });

  it('then the first language of the browser that the app speaks, English for one it does not', () => {
    expect(pickServerLanguage(null, 'fr-CH,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(pickServerLanguage(null, 'zh-Hant-TW')).toBe('zhTW');
    expect(pickServerLanguage(null, 'pt-BR')).toBe('pt');
    expect(pickServerLanguage(null, 'nl-NL,sv;q=0.5')).toBe('en');
    expect(pickServerLanguage(null, 'nl-NL,ar;q=0.5')).toBe('ar');
  });

  it('German when the request names no language, or only "*"', () => {
    expect(pickServerLanguage(null, undefined)).toBe('de');
    expect(pickServerLanguage(null, '')).toBe('de');
    expect(pickServerLanguage(null, '*')).toBe('de');
    // A cookie or stored value that is not one of the app's languages is ignored.
    expect(pickServerLanguage('xx', undefined, 'klingon')).toBe('de');
  });
});
