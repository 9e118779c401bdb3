import { LANGUAGE_CORPORA } from './files';

// The corpus in one language: the words people use when they ask about each entry, its answer and the labels
// of its links (the order of the entry's links), and the assistant's fixed sentences (<code>.json, shaped by
// schema.ts).

export type { AssistantTexts, CorpusTranslation, EntryTranslation } from './schema';

/** The fixed sentences in the source languages. */
export const SOURCE_TEXTS = { de: LANGUAGE_CORPORA.de.texts, en: LANGUAGE_CORPORA.en.texts };
