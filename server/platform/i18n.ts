import { readFileSync } from 'node:fs';
import i18next, { type ResourceKey, type TOptions } from 'i18next';
import { LANGUAGES, type Language, SOURCE_LANGUAGE } from '../../common/constants';
import { isLanguage } from '../../common/rules/language';

// The server's texts come from the same files as the renderer's: locales/<lang>/<namespace>.json,
// read through i18next with the same {{placeholder}} syntax and plural keys (x_one, x_other, …). The server's
// namespaces are the ones whose name starts with "server"; the renderer's bundles leave them out and the i18n
// check (scripts/i18n-check.ts) holds them to the same rules. Every language is read once, at start.

export const SERVER_NAMESPACES = ['server', 'serverNotifications', 'serverMails'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

const LOCALES_DIR = new URL('../../locales/', import.meta.url);

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/**
 * The keys of a namespace's German file as t() takes them: nested keys joined with dots, plural keys by their
 * base ('who.others' for who.others_one and who.others_other). A key German does not have is a compile error.
 */
export type TextKey<Source> = WithoutPlural<Leaves<Source>>;

/**
 * The code i18next gets for a language. It picks plural forms through Intl.PluralRules(code), which rejects our
 * own codes zhCN and zhTW (it would fall back to one/other and miss the Chinese keys, which have only _other).
 */
const i18nextCode = (language: Language): string => (language === 'zhCN' ? 'zh-CN' : language === 'zhTW' ? 'zh-TW' : language);

function readNamespace(language: Language, namespace: ServerNamespace): ResourceKey {
  return JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, LOCALES_DIR), 'utf8')) as ResourceKey;
}

/** Chinese and Japanese put no space between their own characters, but one beside Latin letters and digits. */
const CJK_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff01-\uff60]$/u;

const texts = i18next.createInstance();
void texts.init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [i18nextCode(language), Object.fromEntries(SERVER_NAMESPACES.map((namespace) => [namespace, readNamespace(language, namespace)]))]),
  ),
  lng: SOURCE_LANGUAGE,
  load: 'currentOnly',
  // A missing text shows its key, as in the renderer; the i18n check keeps every language complete.
  fallbackLng: false,
  ns: [...SERVER_NAMESPACES],
  defaultNS: 'server',
  fallbackNS: false,
  returnNull: false,
  // Plain text (JSON answers, text mails): nothing to escape. Values are never read as {{…}} or $t(…) themselves.
  interpolation: { escapeValue: false, skipOnVariables: true },
  initAsync: false,
});
// {{names, cjkSpacing}}: the value, and a space after it unless it ends in a Chinese or Japanese character
// ("Mia 赞了你的短片。", "有人赞了你的短片。").
texts.services.formatter?.add('cjkSpacing', (value: unknown) => {
  const text = String(value ?? '');
  return CJK_END.test(text) ? text : `${text} `;
});

/** A text of a server namespace in a language (German for one the app does not speak). */
export function serverText(namespace: ServerNamespace, key: string, language: string, options: TOptions = {}): string {
  const lng = i18nextCode(isLanguage(language) ? language : SOURCE_LANGUAGE);
  return texts.t(key, { ...options, lng, ns: namespace }) as string;
}

/** Whether the German file of a namespace has this (non-plural) key. */
export function hasServerText(namespace: ServerNamespace, key: string): boolean {
  return typeof texts.getResource(i18nextCode(SOURCE_LANGUAGE), namespace, key) === 'string';
}
