import type { Language } from '../../../../common/constants';
import { ar } from './ar';
import type { CorpusEntry } from './entries';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { ja } from './ja';
import { pt } from './pt';
import { ru } from './ru';
import { type AssistantTexts, type CorpusTranslation, type EntryTranslation, SOURCE_TEXTS } from './translation';
import { zhCN } from './zhCN';
import { zhTW } from './zhTW';

/** The corpus in every language of the app beyond the German and English of entries.ts. */
export const TRANSLATIONS: Record<Exclude<Language, 'de' | 'en'>, CorpusTranslation> = { es, fr, ar, hi, ja, pt, ru, zhCN, zhTW };

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
