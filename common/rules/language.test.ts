import { describe, expect, it } from 'vitest';
import { browserLanguage, chooseLanguage, parseAcceptLanguage, toLanguage } from './language';

describe('toLanguage', () => {
  it('maps browser codes to our languages, Chinese by script or region', () => {
    expect(toLanguage('de-AT')).toBe('de');
    expect(toLanguage('pt_BR')).toBe('pt');
    expect(toLanguage('zh')).toBe('zhCN');
    expect(toLanguage('zh-Hant-TW')).toBe('zhTW');
    expect(toLanguage('zh-HK')).toBe('zhTW');
    expect(toLanguage('zhCN')).toBe('zhCN');
    expect(toLanguage('it-IT')).toBeNull();
    expect(toLanguage('')).toBeNull();
  });

  it('falls back to English when no browser language is spoken', () => {
    expect(browserLanguage(['it', 'nl'])).toBe('en');
    expect(browserLanguage(['it', 'fr-CA', 'de'])).toBe('fr');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by quality, keeps header order on ties, drops * and q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-DE, en;q=0.9, *;q=0.1')).toEqual(['de-DE', 'en', 'fr']);
    expect(parseAcceptLanguage('ja;q=0, es')).toEqual(['es']);
    expect(parseAcceptLanguage('en, de')).toEqual(['en', 'de']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('  ')).toEqual([]);
  });
});

describe('chooseLanguage', () => {
  it('prefers the stored choice in the language cookie', () => {
    expect(chooseLanguage({ cookie: 'ar', acceptLanguage: 'de-DE,de;q=0.9' })).toBe('ar');
    expect(chooseLanguage({ cookie: 'zhTW', acceptLanguage: 'en' })).toBe('zhTW');
  });

  it('ignores a cookie that names no language of ours, then reads Accept-Language like navigator.languages', () => {
    expect(chooseLanguage({ cookie: 'klingon', acceptLanguage: 'it-IT, de-AT;q=0.8, en;q=0.5' })).toBe('de');
    expect(chooseLanguage({ acceptLanguage: 'zh-TW,zh;q=0.9' })).toBe('zhTW');
  });

  it('answers English when nothing decides', () => {
    expect(chooseLanguage({})).toBe('en');
    expect(chooseLanguage({ acceptLanguage: 'it, nl' })).toBe('en');
  });
});
