import { type Language, RTL_LANGUAGES } from '../../common/constants';

// The detection rule is shared with the server (which picks the prerendered variant by it).
export { browserLanguage, isLanguage, toLanguage } from '../../common/rules/language';

/** Each language in its own name (a language switcher lists endonyms, never translations). */
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
  hi: 'हिन्दी',
  ja: '日本語',
  pt: 'Português',
  ru: 'Русский',
  zhCN: '简体中文',
  zhTW: '繁體中文',
};

/** The value for <html lang>: zhCN → zh-CN. */
/**
 * The BCP 47 tag for Intl of any language name i18next reports (i18n.language): our Chinese codes (zhCN, zhTW)
 * are not tags, and Intl throws a RangeError on them.
 */
export function localeOf(language: string): string {
  return language === 'zhCN' ? 'zh-CN' : language === 'zhTW' ? 'zh-TW' : language;
}

export function toBcp47(language: Language): string {
  if (language === 'zhCN') return 'zh-CN';
  if (language === 'zhTW') return 'zh-TW';
  return language;
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/** Legal texts exist in German and English only; every other language reads English. */
export function legalLanguageOf(language: string): 'de' | 'en' {
  return language === 'de' ? 'de' : 'en';
}
