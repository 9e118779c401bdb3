import { z } from 'zod';
import { placeholdersOf } from './helpers';
import { MOODS, type Mood } from './types';

// The shape of a language's phrases (grammar/<code>.json). Checked when the server starts: a missing phrase, an
// unknown key or a placeholder the phrase cannot be given fails loudly there (and in grammar.test.ts) instead of
// putting "{gmae}" into an episode.

/** A phrase that may use only these {placeholders} (also written with a capital, {Terms}: the sentence starts with it). */
function phrase(...allowed: string[]) {
  return z
    .string()
    .min(1)
    .superRefine((text, context) => {
      for (const name of placeholdersOf(text)) {
        const key = name.charAt(0).toLowerCase() + name.slice(1);
        if (!allowed.includes(key)) {
          context.addIssue({ code: 'custom', message: `{${name}} is no placeholder here${allowed.length ? ` (only ${allowed.map((each) => `{${each}}`).join(', ')})` : ''}` });
        }
      }
    });
}

/** Wordings to choose from (the episode's seed picks one): at least one. */
const choices = () => z.array(phrase()).min(1);
/** A mood's two lines: Lena's, then Tom's. */
const moodLines = () => z.tuple([phrase(), phrase()]);

export const grammarSchema = z.strictObject({
  /** For translators: the register and the choices behind the wording. The grammar does not read it. */
  about: z.string(),
  show: phrase(),
  segmentTitles: z.strictObject({ intro: phrase(), topic: phrase(), trending: phrase(), clips: phrase(), giveaways: phrase(), outro: phrase() }),
  /** Per mood, the two lines the hosts say about the topic (Lena first, then Tom). */
  moods: z.strictObject(Object.fromEntries(MOODS.map((mood) => [mood, moodLines()])) as Record<Mood, ReturnType<typeof moodLines>>),
  /** "A, B and C": `separator` between the items, `last` before the last one. */
  list: z.strictObject({ separator: z.string().min(1), last: z.string().min(1) }),
  /** Opening and closing quote marks around a clip title. */
  quotes: z.tuple([z.string().min(1), z.string().min(1)]),
  newEpisode: phrase(),
  fullEpisode: phrase(),
  artist: phrase('show', 'a', 'b'),
  intro: z.strictObject({ greeting: choices(), hosts: choices(), topic: phrase('title') }),
  topic: z.strictObject({
    ask: choices(),
    request: phrase('description'),
    /** {terms}: the description's keywords as a list; {quotedTerms}: the same, each in quotes. */
    keywords: z.array(phrase('terms', 'quotedTerms')).min(1),
    comments: choices(),
  }),
  trending: z.strictObject({
    opening: choices(),
    /** {games}: the top three as a list. */
    top: phrase('games'),
    /** {game}: the top game; {categories}: its first two categories as a list. */
    withCategories: phrase('game', 'categories'),
    withoutCategories: phrase('game'),
  }),
  clips: z.strictObject({ opening: choices(), first: phrase('title', 'creator'), second: phrase('title', 'creator') }),
  giveaways: z.strictObject({
    opening: choices(),
    withGame: phrase('game', 'prize'),
    withoutGame: phrase('prize'),
    /** {count}: how many giveaways run (more than one). */
    several: phrase('count'),
    one: phrase(),
  }),
  outro: z.strictObject({ thanks: choices(), goodbye: choices() }),
});

export type GrammarData = z.infer<typeof grammarSchema>;

/** A language's phrases, checked; a broken file names itself and every problem. */
export function parseGrammar(language: string, raw: unknown): GrammarData {
  const result = grammarSchema.safeParse(raw);
  if (!result.success) throw new Error(`grammar/${language}.json: ${z.prettifyError(result.error)}`);
  return result.data;
}
