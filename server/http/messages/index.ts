import type { Language } from '../../../common/constants';
import { browserLanguage, parseAcceptLanguage, toLanguage } from '../../../common/rules/language';
import { hasServerText, serverText, type TextKey } from '../../platform/i18n';

// The texts of the server's answers (errors and confirmations the renderer shows as they arrive) live in the
// namespace "server" of the locale files (locales/<lang>/server.json), German the source. The
// key type is read from the German file: a key it does not have is a compile error; the i18n check keeps every
// other language complete.

export type MessageKey = TextKey<typeof import('../../../locales/de/server.json')>;

/** The language of a server answer: one of the app's eleven. */
export type ServerLanguage = Language;

/**
 * The text of an answer in a language, its {{placeholders}} filled; an unknown key answers the key itself. A
 * numeric `count` picks the plural form (podcastCpuBudget_one, podcastCpuBudget_other, …).
 */
export function translate(key: MessageKey, language: ServerLanguage, params?: Record<string, string | number>): string {
  return serverText('server', key, language, params);
}

export function isMessageKey(key: string): key is MessageKey {
  return hasServerText('server', key);
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
