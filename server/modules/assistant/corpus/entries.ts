import type { AssistantAction } from '../../../../common/contract/assistant';
import { LANGUAGE_CORPORA, STRUCTURE } from './files';

// The curated help corpus: every feature of Spielraum. The words, answers and labels are data that
// translators edit (<code>.json per language; German and English are the source), the entries and their links
// are entries.json; this module joins them into the entries the engine indexes and ranks. Keep answers short and
// true to what the product does.

export interface CorpusLink {
  de: string;
  en: string;
  link?: string;
  action?: AssistantAction;
  param?: string;
}

export interface CorpusEntry {
  id: string;
  keywords: { de: string; en: string };
  answer: { de: string; en: string };
  links: CorpusLink[];
}

/** The entries in entries.json's order (the order breaks ties in the ranking), with their German and English. */
export const CORPUS: CorpusEntry[] = STRUCTURE.map(({ id, links }) => {
  const de = LANGUAGE_CORPORA.de.entries[id]!;
  const en = LANGUAGE_CORPORA.en.entries[id]!;
  return {
    id,
    keywords: { de: de.keywords, en: en.keywords },
    answer: { de: de.answer, en: en.answer },
    links: links.map((link, index) => ({ ...link, de: de.links[index]!, en: en.links[index]! })),
  };
});
