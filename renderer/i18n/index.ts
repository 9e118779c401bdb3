import i18n, { type LanguageDetectorModule } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../common/constants';
import { exponentialDelayMs } from '../../common/rules/backoff';
import { LANGUAGE_COOKIE } from '../../common/rules/language';
import { writeCookie } from '../api/cookies';
import { numberFormat } from './formats';
import { browserLanguage, directionOf, isLanguage, toBcp47, toLanguage } from './languages';

/**
 * i18next setup (spec §1, ARCHITECTURE "renderer"):
 * - languages de (source) en es fr ar hi ja pt ru zhCN zhTW; bundles load on demand per language and namespace
 *   (one Vite chunk per locales/<lang>/<ns>.json, found through the language's map in bundles/<lang>.ts);
 * - the language comes from the stored choice ('language' in localStorage), else the browser language if we
 *   speak it (zh-CN, zh-TW, pt-BR, de-AT ... are mapped), else English;
 * - no fallback language: a missing translation shows its key; saveMissing is off;
 * - a bundle that fails to load is tried again (twice, with backoff), then the German bundle of the same
 *   namespace stands in, so a flaky network never leaves raw keys on screen;
 * - <html lang> and dir follow the language (Arabic is right-to-left); the language is also written to the
 *   'language' cookie, so the server sends the prerendered variant this detector will pick.
 */

export const NAMESPACES = [
  'common',
  'auth',
  'consent',
  'welcome',
  'catalogue',
  'play',
  'updates',
  'leaderboard',
  'giveaways',
  'create',
  'connections',
  'account',
  'settings',
  'legal',
  'contact',
  'admin',
  'wellbeing',
  'client',
  'feed',
  'comments',
  'upload',
  'studio',
  'dev',
  'people',
  'search',
  'reports',
  'games',
  'assistant',
  'boostz',
  'notifications',
  'forums',
  'chat',
  'ai',
  'aiGames',
  'aiPodcasts',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Namespaces every screen needs: the shell's texts and the client-logic messages (toasts, message stack). */
export const SHELL_NAMESPACES: Namespace[] = ['common', 'client'];

/** localStorage key shared with the session store's cached records (spec §3). */
export const LANGUAGE_STORAGE_KEY = 'language';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The stored choice, else the first browser language we speak, else English: the rule of
 * common/rules/language.ts, which the server applies to the 'language' cookie and Accept-Language to pick the
 * prerendered variant. (Our own few lines instead of i18next-browser-languagedetector, which carries
 * detectors we do not use into the first load.)
 */
const detector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => {
    const navigatorLanguages =
      typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
    return toLanguage(storage()?.getItem(LANGUAGE_STORAGE_KEY)) ?? browserLanguage(navigatorLanguages);
  },
  cacheUserLanguage: (language: string) => {
    try {
      storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private mode or a full storage: the cookie still carries the choice for this browser.
    }
  },
};

/** The stored choice lives a year, like the localStorage entry it mirrors (readable by the server, not secret). */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined' || !isLanguage(language)) return;
  document.documentElement.lang = toBcp47(language);
  document.documentElement.dir = directionOf(language);
  writeCookie(LANGUAGE_COOKIE, language, { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_S });
}

i18n.on('languageChanged', applyDocumentLanguage);

/** The source language, whose bundles stand in when another language's bundle cannot be loaded. */
const SOURCE_LANGUAGE: Language = 'de';
export const BUNDLE_RETRIES = 2;
const BUNDLE_RETRY_BASE_MS = 400;
const BUNDLE_RETRY_CAP_MS = 2_000;

type BundleMap = Record<string, () => Promise<unknown>>;

/**
 * Two steps: the language's map of namespace chunks (bundles/<lang>.ts), then the namespace's chunk. One map of
 * every language × namespace would sit in the first load and grow with each namespace (docs/performance.md,
 * first load); the prerendered pages preload their language's map, so the step costs them no round trip.
 */
const importBundle = async (language: string, namespace: string): Promise<unknown> => {
  const bundles = ((await import(`./bundles/${language}.ts`)) as { default: BundleMap }).default;
  const load = bundles[`../../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`no translations ${language}/${namespace}`);
  return load();
};

/** Loads a bundle, trying again after 400 ms and 800 ms when the network drops it. */
async function importWithRetry(language: string, namespace: string): Promise<unknown> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await importBundle(language, namespace);
    } catch (error) {
      if (attempt > BUNDLE_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, exponentialDelayMs(attempt, BUNDLE_RETRY_BASE_MS, BUNDLE_RETRY_CAP_MS)));
    }
  }
}

/** A language's bundle, or after the retries the German one in its place (German text beats raw keys). */
export async function loadBundle(language: string, namespace: string): Promise<unknown> {
  try {
    return await importWithRetry(language, namespace);
  } catch (error) {
    if (language === SOURCE_LANGUAGE) throw error;
    console.warn(`translations ${language}/${namespace} could not be loaded; showing German`, error);
    return importWithRetry(SOURCE_LANGUAGE, namespace);
  }
}

export const i18nReady: Promise<unknown> = i18n
  .use(detector)
  .use(
    resourcesToBackend((language: string, namespace: string) => loadBundle(language, namespace)),
  )
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    fallbackLng: false,
    ns: SHELL_NAMESPACES,
    defaultNS: 'common',
    fallbackNS: false,
    saveMissing: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    // Components render again when the language changes. Not on 'loaded': with suspense a component waits for
    // its own namespaces before it renders, and every other namespace that arrived (a banner's, the next page's)
    // re-rendered every translated component at once, several times while a page started (docs/performance.md).
    react: { useSuspense: true, bindI18n: 'languageChanged' },
    // Detect the language synchronously, so route loaders can request their namespaces at once, in parallel
    // with the shell's (instead of after them).
    initAsync: false,
  });

pluralRulesByBcp47(i18n);
numberFormatsByBcp47(i18n);

/** Resolves when the given namespaces are loaded for the current language (used by route loaders). */
export async function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  await Promise.all([i18nReady, i18n.loadNamespaces(namespaces)]);
}

/**
 * i18next asks Intl.PluralRules for a language's plural forms by the language's code, and Intl knows 'zh-CN', not
 * the app's 'zhCN'/'zhTW': without this a count of 1 found no form in Chinese and showed the raw key ("runde"
 * instead of "1 局"). The lookup gets the BCP 47 tag; keys and bundles keep the app's codes.
 */
export function pluralRulesByBcp47(instance: typeof i18n): void {
  const resolver = instance.services.pluralResolver as { getRule: (code: string, options?: object) => unknown };
  const ruleOf = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => ruleOf(isLanguage(code) ? toBcp47(code) : code, options);
}

type NumberFormat = (value: unknown, language: string, options?: Intl.NumberFormatOptions) => string;

/**
 * Counts in texts: "{{count, number}}" (12.345 Aufrufe) and "{{count, compact}}" (1,2 Tsd. Follower), formatted
 * in the text's language. i18next's own number format hands the app's code to Intl, which refuses 'zhCN' (the
 * count then stood unformatted); these get the BCP 47 tag, as the plural rules above do.
 */
export function numberFormatsByBcp47(instance: typeof i18n): void {
  const formatter = instance.services.formatter as { add: (name: string, format: NumberFormat) => void } | undefined;
  const locale = (language: string) => (isLanguage(language) ? toBcp47(language) : language);
  const format = (extra: Intl.NumberFormatOptions): NumberFormat => (value, language, options) => {
    const { notation, maximumFractionDigits, minimumFractionDigits } = options ?? {};
    return numberFormat(locale(language), { notation, maximumFractionDigits, minimumFractionDigits, ...extra }).format(Number(value));
  };
  formatter?.add('number', format({}));
  formatter?.add('compact', format({ notation: 'compact', maximumFractionDigits: 1 }));
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}

export async function changeLanguage(language: Language): Promise<void> {
  // After the detected language has loaded: i18next applies that load when it ends (its change has no target
  // language), so a change made before then was undone by it.
  await i18nReady;
  await i18n.changeLanguage(language);
}

export default i18n;
