import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../constants';

// The interface language rule, shared by the browser (i18n detection) and the server (which prerendered
// variant of a page to send), so both arrive at the same language for the same visitor.

/** The cookie the renderer writes whenever the interface language is set (the stored choice, readable by the server). */
export const LANGUAGE_COOKIE = 'language';

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
  const parts = code.trim().replace(/_/g, '-').toLowerCase().split('-');
  const base = parts[0];
  if (base === 'zh') {
    const rest = parts.slice(1);
    if (rest.includes('hant') || rest.includes('tw') || rest.includes('hk') || rest.includes('mo')) return 'zhTW';
    return 'zhCN';
  }
  return isLanguage(base) ? base : null;
}

/** Spec §1: the first browser language we speak, otherwise English. */
export function browserLanguage(candidates: readonly string[]): Language {
  for (const candidate of candidates) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * The language tags of an Accept-Language header in the order a browser lists them in navigator.languages:
 * highest quality first, ties in header order; `*` and q=0 left out.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language the renderer will detect for a request, seen from the server: the stored choice (the language
 * cookie) when it names one of our languages, else the first Accept-Language entry we speak, else English.
 * The same order as the renderer's detector: localStorage (mirrored in the cookie), navigator, English.
 */
export function chooseLanguage(input: { cookie?: string | null; acceptLanguage?: string | null }): Language {
  const stored = toLanguage(input.cookie);
  if (stored) return stored;
  return browserLanguage(parseAcceptLanguage(input.acceptLanguage));
}
