import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../common/constants';
import { isMessageKey, pickServerLanguage, translate } from './index';

// The server's answer texts come from the locale files (namespace "server"); the i18n check
// (scripts/i18n-check.ts) holds every language to the German keys and placeholders. Here: what the server does
// with them.

describe('server texts', () => {
  it('keeps the protocol literal of a missing session in every language', () => {
    for (const language of LANGUAGES) expect(translate('unauthenticated', language)).toBe('Unauthenticated.');
  });

  it('answers in the language asked for, German for one the app does not speak', () => {
    expect(translate('notFound', 'de')).toBe('Nicht gefunden.');
    expect(translate('notFound', 'en')).toBe('Not found.');
    expect(translate('notFound', 'xx' as never)).toBe('Nicht gefunden.');
  });

  it('fills placeholders and answers the key itself for an unknown one', () => {
    for (const language of LANGUAGES) expect(translate('buildSymlink', language, { file: '«spiel/link.js»' })).toContain('«spiel/link.js»');
    expect(translate('buildSymlink', 'de', { file: 'a.js' })).toBe('„a.js“ ist ein symbolischer Link. Im ZIP sind nur echte Dateien erlaubt.');
    // @ts-expect-error A key the German file lacks is a compile error; at run time the key itself comes back.
    expect(translate('gibtEsNicht', 'fr')).toBe('gibtEsNicht');
  });

  it('puts a value in as it is: never escaped, never read as a placeholder or a nested key', () => {
    const reason = 'Spam <b>&</b> {{file}} $t(server:forbidden)';
    expect(translate('accountSuspended', 'de', { reason })).toContain(`„${reason}“`);
  });

  it('leaves a placeholder without a value as written', () => {
    expect(translate('buildSymlink', 'en')).toContain('{{file}}');
  });

  it('knows the keys of the German file, and nothing else', () => {
    expect(isMessageKey('passwordChanged')).toBe(true);
    expect(isMessageKey('too_short')).toBe(true);
    expect(isMessageKey('gibtEsNicht')).toBe(false);
    expect(isMessageKey('Invalid input: expected string')).toBe(false);
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
