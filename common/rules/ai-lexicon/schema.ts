import { z } from 'zod/mini';

// The shape of a language's lexicon (ai-lexicon/<code>.json) and of the figure catalogue (figures.json). Checked
// the first time a description is read and by lexicon.test.ts: an unknown figure id, act or cue, or a figure
// without its two names fails loudly with the file's name instead of quietly reading less.

export const FIGURE_KINDS = ['character', 'vehicle', 'foe', 'item', 'hazard'] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

export const FIGURE_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'star', 'car'] as const;

/** Verbs by what they do to the figure they govern (ACT_ROLES in read.ts) and to the choice of template. */
export const ACTS = [
  'collect',
  'eat',
  'hunt',
  'avoid',
  'flee',
  'jumpOver',
  'hit',
  'touch',
  'fight',
  'shoot',
  'defend',
  'reach',
  'survive',
  'grow',
  'jump',
  'climb',
  'run',
  'race',
  'fly',
  'swim',
  'fall',
] as const;
export type Act = (typeof ACTS)[number];

/** Small words that steer the reading: who is the player, who is an enemy, a negation, a list, a time limit. */
export const CUES = ['player', 'playerAfter', 'subject', 'enemy', 'and', 'negation', 'within', 'timeLimit', 'goal', 'other', 'with', 'without'] as const;
export type Cue = (typeof CUES)[number];

export const LEXICON_GENRES = ['runner', 'platformer', 'snake', 'breakout', 'shooter', 'maze', 'memory', 'quiz', 'catcher', 'racer'] as const;
export const LEXICON_THEMES = ['space', 'ocean', 'forest', 'garden', 'city', 'desert', 'ice', 'candy', 'castle', 'lava', 'neon'] as const;
export const UNITS = ['points', 'lives', 'seconds', 'minutes', 'times', 'pieces', 'enemies', 'obstacles'] as const;
export type Unit = (typeof UNITS)[number];
export const SPEEDS = ['very', 'fast', 'slow'] as const;
export const COLOURS = ['red', 'blue', 'green', 'yellow', 'purple', 'pink', 'orange', 'turquoise', 'gold', 'white', 'black', 'silver'] as const;
export type ColourName = (typeof COLOURS)[number];

const words = z.array(z.string().check(z.minLength(1)));
/** A record whose keys must all be of `keys` (not all of them need to be present). */
const keyed = (keys: readonly string[]) =>
  z.record(z.string(), words).check(
    z.superRefine((value, context) => {
      for (const key of Object.keys(value)) if (!keys.includes(key)) context.issues.push({ code: 'custom', message: `unknown key "${key}"`, input: key, path: [key] });
    }),
  );

export const figureCatalogueSchema = z.strictObject({
  about: z.string(),
  figures: z.record(
    z.string(),
    z.strictObject({
      kind: z.enum(FIGURE_KINDS),
      shape: z.enum(FIGURE_SHAPES),
      colour: z.string().check(z.regex(/^#[0-9a-f]{6}$/)),
      habitat: z.nullable(z.enum(LEXICON_THEMES)),
    }),
  ),
});
export type FigureCatalogue = z.infer<typeof figureCatalogueSchema>;

export const lexiconSchema = z.strictObject({
  about: z.string(),
  /** Where a verb stands from the figure it governs, mostly: before (er sammelt Nüsse) or after (木の実を集める). */
  verbSide: z.enum(['before', 'after']),
  /** Arabic: a figure right after the first verb is its subject (يجمع السنجاب البندق). */
  verbFirst: z.optional(z.boolean()),
  /** German: a known noun at the end of a longer word counts (Haselnüsse, Neonstadt). */
  compounds: z.optional(z.boolean()),
  /** Written without spaces (Japanese, Chinese): the lexicon's words are found inside the text. */
  unspaced: z.optional(z.boolean()),
  /** Endings a word may carry beyond its listed forms (plural, case). */
  endings: words,
  /** Letters that cling to the front of a word (Arabic و, ال, ب …). */
  prefixes: z.optional(words),
  /** Frequent small words of the language: they decide which language a description is in. */
  hints: words,
  figures: z.record(z.string(), z.strictObject({ name: z.tuple([z.string().check(z.minLength(1)), z.string().check(z.minLength(1))]), words: z.optional(words) })),
  acts: keyed(ACTS),
  cues: keyed(CUES),
  genres: keyed(LEXICON_GENRES),
  settings: keyed(LEXICON_THEMES),
  units: keyed(UNITS),
  numbers: z.strictObject({
    words: z.record(z.string(), z.number()),
    /** Number words that only count inside a longer one (German "ein" in "einundzwanzig"). */
    compoundOnly: z.optional(z.record(z.string(), z.number())),
    joiners: words,
  }),
  speed: keyed(SPEEDS),
  colours: keyed(COLOURS),
});
export type LexiconData = z.infer<typeof lexiconSchema>;

/** A lexicon file checked against its shape and the figure catalogue; the error names the file. */
export function parseLexicon(language: string, raw: unknown, catalogue: FigureCatalogue): LexiconData {
  const result = lexiconSchema.safeParse(raw);
  if (!result.success) throw new Error(`ai-lexicon/${language}.json: ${z.prettifyError(result.error)}`);
  const unknown = Object.keys(result.data.figures).filter((id) => !(id in catalogue.figures));
  if (unknown.length > 0) throw new Error(`ai-lexicon/${language}.json: unknown figure ${unknown.join(', ')} (not in figures.json)`);
  return result.data;
}

export function parseCatalogue(raw: unknown): FigureCatalogue {
  const result = figureCatalogueSchema.safeParse(raw);
  if (!result.success) throw new Error(`ai-lexicon/figures.json: ${z.prettifyError(result.error)}`);
  return result.data;
}
