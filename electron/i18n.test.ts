import { describe, expect, it } from 'vitest';
import { MESSAGES, pickLanguage, translator } from './i18n';

describe('launcher texts', () => {
  it('has every German text in English too, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    expect(Object.keys(MESSAGES.en).sort()).toEqual(Object.keys(MESSAGES.de).sort());
    for (const [key, german] of Object.entries(MESSAGES.de)) {
      const english = MESSAGES.en[key as keyof typeof MESSAGES.en];
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(german));
    }
  });

  it('picks German for German locales only', () => {
    expect(['de', 'de-DE', 'de-AT', 'de_CH', 'DE'].map(pickLanguage)).toEqual(['de', 'de', 'de', 'de', 'de']);
    expect(['en-US', 'fr', 'dev', 'nl-DE', ''].map(pickLanguage)).toEqual(['en', 'en', 'en', 'en', 'en']);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    const t = translator('de');
    expect(t('confirm.message', { game: 'Hades' })).toBe('„Hades“ starten?');
    expect(t('launch.failed.message', { game: 'Hades' })).toBe('„Hades“ konnte nicht gestartet werden: {reason}');
  });
});
