import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../common/constants';
import { directionOf, isLanguage, toBcp47, toLanguage } from './languages';

/**
 * i18next setup (spec §1, ARCHITECTURE "renderer"):
 * - languages de (source) en es fr ar hi ja pt ru zhCN zhTW; bundles load on demand per language and namespace
 *   (one Vite chunk per locales/<lang>/<ns>.json);
 * - the language comes from the stored choice ('language' in localStorage), else the browser language if we
 *   speak it (zh-CN, zh-TW, pt-BR, de-AT ... are mapped), else English;
 * - no fallback language: a missing translation shows its key; saveMissing is off;
 * - <html lang> and dir follow the language (Arabic is right-to-left).
 */

export const NAMESPACES = [
  'common',
  'auth',
  'consent',
  'welcome',
  'home',
  'account',
  'settings',
  'legal',
  'contact',
  'admin',
  'wellbeing',
  'client',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Namespaces every screen needs: the shell's texts and the client-logic messages (toasts, message stack). */
export const SHELL_NAMESPACES: Namespace[] = ['common', 'client'];

/** localStorage key shared with the session store's cached records (spec §3). */
export const LANGUAGE_STORAGE_KEY = 'language';

const detector = new LanguageDetector();
detector.addDetector({
  name: 'englishFallback',
  lookup: () => FALLBACK_LANGUAGE,
});

function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined' || !isLanguage(language)) return;
  document.documentElement.lang = toBcp47(language);
  document.documentElement.dir = directionOf(language);
}

i18n.on('languageChanged', applyDocumentLanguage);

export const i18nReady: Promise<unknown> = i18n
  .use(detector)
  .use(
    resourcesToBackend(
      (language: string, namespace: string) => import(`./locales/${language}/${namespace}.json`),
    ),
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
    detection: {
      order: ['localStorage', 'navigator', 'englishFallback'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      convertDetectedLanguage: (code: string) => toLanguage(code) ?? code,
    },
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    // Detect the language synchronously, so route loaders can request their namespaces at once, in parallel
    // with the shell's (instead of after them).
    initAsync: false,
  });

/** Resolves when the given namespaces are loaded for the current language (used by route loaders). */
export async function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  await Promise.all([i18nReady, i18n.loadNamespaces(namespaces)]);
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}

export default i18n;
