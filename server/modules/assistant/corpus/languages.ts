import type { Language } from '../../../../common/constants';
import type { CorpusEntry } from './entries';
import { LANGUAGE_CORPORA } from './files';
import { type AssistantTexts, type CorpusTranslation, type EntryTranslation, SOURCE_TEXTS } from './translation';

/** The corpus in every language of the app beyond German and English (the source, see entries.ts). */
export const TRANSLATIONS: Record<Exclude<Language, 'de' | 'en'>, CorpusTranslation> = {
  es: LANGUAGE_CORPORA.es,
  fr: LANGUAGE_CORPORA.fr,
  ar: LANGUAGE_CORPORA.ar,
  hi: LANGUAGE_CORPORA.hi,
  ja: LANGUAGE_CORPORA.ja,
  pt: LANGUAGE_CORPORA.pt,
  ru: LANGUAGE_CORPORA.ru,
  zhCN: LANGUAGE_CORPORA.zhCN,
  zhTW: LANGUAGE_CORPORA.zhTW,
};

/** A sentence of the corpus with its {placeholders} filled; one without a value stays as written. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

export function assistantTexts(language: Language): AssistantTexts {
  return language === 'de' || language === 'en' ? SOURCE_TEXTS[language] : TRANSLATIONS[language].texts;
}

/** An entry's words, answer and link labels in one language (English where a translation lacks the entry). */
export function entryIn(entry: CorpusEntry, language: Language): EntryTranslation {
  if (language === 'de' || language === 'en') {
    return { keywords: entry.keywords[language], answer: entry.answer[language], links: entry.links.map((link) => link[language]) };
  }
  return TRANSLATIONS[language].entries[entry.id] ?? entryIn(entry, 'en');
}
