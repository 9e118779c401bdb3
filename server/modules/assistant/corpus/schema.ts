import { z } from 'zod';
import { ASSISTANT_ACTIONS } from '../../../../common/contract/assistant';
import type { Language } from '../../../../common/constants';

// The shape of the help corpus's data files, checked when the server starts (and in corpus.test.ts), so a broken
// file stops the start with its name and the problem instead of answering with half an entry:
//   entries.json — the entries in ranking order, each with its links (paths of this site) and actions;
//   <code>.json  — per language the words people use when they ask, the answer and the link labels of each
//                  entry (labels in the order of the entry's links), and the assistant's fixed sentences.

/** A text that may use only these {placeholders}. */
function text(...allowed: string[]) {
  return z
    .string()
    .min(1)
    .superRefine((value, context) => {
      for (const [, name] of value.matchAll(/\{(\w+)\}/g)) {
        if (!allowed.includes(name!)) context.addIssue({ code: 'custom', message: `{${name}} is no placeholder here` });
      }
    });
}

const linkSchema = z.union([
  z.strictObject({ link: z.string().startsWith('/') }),
  z.strictObject({ action: z.enum(ASSISTANT_ACTIONS), param: z.string().min(1).optional() }),
]);

export const structureSchema = z
  .array(z.strictObject({ id: z.string().regex(/^[a-z0-9-]+$/), links: z.array(linkSchema).min(1) }))
  .superRefine((entries, context) => {
    const seen = new Set<string>();
    for (const entry of entries) {
      if (seen.has(entry.id)) context.addIssue({ code: 'custom', message: `entry "${entry.id}" is there twice` });
      seen.add(entry.id);
    }
  });

export const textsSchema = z.strictObject({
  /** When nothing in the corpus answers the question. */
  dontKnow: text(),
  contactForm: text(),
  /** When even the offline engine failed; {email} is the contact address. */
  unavailable: text('email'),
  darkModeOn: text(),
  darkModeLink: text(),
  lightModeOn: text(),
  lightModeLink: text(),
  /** {term} is what the user asked to search for. */
  searching: text('term'),
  searchLink: text('term'),
});

export const entryTranslationSchema = z.strictObject({
  /** Words people use when they ask about it, in that language (space-separated, lower case where the script has case). */
  keywords: text(),
  answer: text(),
  /** The labels of the entry's links and actions, in their order. */
  links: z.array(text()),
});

export const languageFileSchema = z.strictObject({
  texts: textsSchema,
  /** By entry id (entries.json). */
  entries: z.record(z.string(), entryTranslationSchema),
});

export type CorpusStructure = z.infer<typeof structureSchema>;
export type AssistantTexts = z.infer<typeof textsSchema>;
export type EntryTranslation = z.infer<typeof entryTranslationSchema>;
export type CorpusTranslation = z.infer<typeof languageFileSchema>;

/** The languages whose file must answer every entry: the corpus is written in them (any other falls back to English). */
const SOURCE_LANGUAGES: readonly Language[] = ['de', 'en'];

/**
 * The corpus checked: every file has its shape, names only entries of entries.json and gives each as many link
 * labels as the entry has links; German and English have every entry. Throws with every problem of every file.
 */
export function parseCorpus(structureRaw: unknown, files: Record<Language, unknown>): { structure: CorpusStructure; languages: Record<Language, CorpusTranslation> } {
  const problems: string[] = [];
  const structureResult = structureSchema.safeParse(structureRaw);
  if (!structureResult.success) throw new Error(`assistant corpus entries.json: ${z.prettifyError(structureResult.error)}`);
  const structure = structureResult.data;
  const links = new Map(structure.map((entry) => [entry.id, entry.links.length]));
  const languages = {} as Record<Language, CorpusTranslation>;
  for (const [language, raw] of Object.entries(files) as [Language, unknown][]) {
    const result = languageFileSchema.safeParse(raw);
    if (!result.success) {
      problems.push(`${language}.json: ${z.prettifyError(result.error)}`);
      continue;
    }
    for (const [id, entry] of Object.entries(result.data.entries)) {
      const count = links.get(id);
      if (count === undefined) problems.push(`${language}.json: entry "${id}" is not in entries.json`);
      else if (entry.links.length !== count) problems.push(`${language}.json: entry "${id}" has ${entry.links.length} link labels for ${count} links`);
    }
    if (SOURCE_LANGUAGES.includes(language)) {
      for (const id of links.keys()) if (!Object.hasOwn(result.data.entries, id)) problems.push(`${language}.json: entry "${id}" is missing`);
    }
    languages[language] = result.data;
  }
  if (problems.length > 0) throw new Error(`assistant corpus:\n${problems.join('\n')}`);
  return { structure, languages };
}
