import { FALLBACK_LANGUAGE, LANGUAGES, type Language, RTL_LANGUAGES } from '../../common/constants';

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

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps a browser or BCP 47 code (de-AT, zh-CN, zh-Hant-TW, pt-BR, ...) to one of our languages,
 * or null when we do not speak it. Our own codes (zhCN, zhTW) pass through.
 */
export function toLanguage(code: string | null | undefined): Language | null {
  if (!code) return null;
  if (isLanguage(code)) return code;
  const parts = code.replace(/_/g, '-').toLowerCase().split('-');
  const base = parts[0];
  if (base === 'zh') {
    const rest = parts.slice(1);
    if (rest.includes('hant') || rest.includes('tw') || rest.includes('hk') || rest.includes('mo')) return 'zhTW';
    return 'zhCN';
  }
  return isLanguage(base) ? base : null;
}

/** The value for <html lang>: zhCN → zh-CN. */
export function toBcp47(language: Language): string {
  if (language === 'zhCN') return 'zh-CN';
  if (language === 'zhTW') return 'zh-TW';
  return language;
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/** Spec §1: the browser language if we speak it, otherwise English. */
export function browserLanguage(candidates: readonly string[]): Language {
  for (const candidate of candidates) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/** Legal texts exist in German and English only; every other language reads English. */
export function legalLanguageOf(language: string): 'de' | 'en' {
  return language === 'de' ? 'de' : 'en';
}
