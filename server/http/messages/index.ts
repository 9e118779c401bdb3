import type { Language } from '../../../common/constants';
import { browserLanguage, parseAcceptLanguage, toLanguage } from '../../../common/rules/language';
import { ar } from './ar';
import { de, type MessageKey } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { ja } from './ja';
import { pt } from './pt';
import { ru } from './ru';
import { zhCN } from './zhCN';
import { zhTW } from './zhTW';

// The texts of the server's answers (errors and confirmations the renderer shows as they arrive), one file per
// language with exactly the German source's keys: the type makes a missing text a compile error.

export type { MessageKey };

/** The language of a server answer: one of the app's eleven. */
export type ServerLanguage = Language;

export const SERVER_TEXTS: Record<Language, Record<MessageKey, string>> = { de, en, es, fr, ar, hi, ja, pt, ru, zhCN, zhTW };

/** A text with its {placeholders} filled; one without a value stays as written. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

export function translate(key: string, language: ServerLanguage, params?: Record<string, string>): string {
  const table: Record<string, string> = SERVER_TEXTS[language] ?? de;
  const text = table[key] ?? key;
  return params ? fillPlaceholders(text, params) : text;
}

export function isMessageKey(key: string): key is MessageKey {
  return key in de;
}

/**
 * The signed-in user's language, else the language the visitor chose in the app (its cookie), else the first
 * language of the browser's Accept-Language that the app speaks (English for one it does not); German when the
 * request names none.
 */
export function pickServerLanguage(userLanguage: string | null | undefined, acceptLanguage: string | undefined, cookie?: string | null): ServerLanguage {
  const chosen = toLanguage(userLanguage) ?? toLanguage(cookie);
  if (chosen) return chosen;
  const wanted = parseAcceptLanguage(acceptLanguage);
  if (wanted.length === 0 || wanted[0] === '*') return 'de';
  return browserLanguage(wanted);
}
