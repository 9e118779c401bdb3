import type { AssistantLink } from '../../../common/contract/assistant';
import { foldText } from '../search/fold';
import { CORPUS, type CorpusEntry, type CorpusLink } from './corpus/entries';

// The offline assistant (issue 14): intent rules for actions first, then BM25 over the corpus's folded and
// stemmed words (keywords weigh three times, answers once). Answers in German or English; every other
// language gets English. A question that matches nothing well gets an honest "I don't know" plus the
// contact form.

export type AnswerLanguage = 'de' | 'en';
export interface EngineAnswer {
  reply: string;
  links: AssistantLink[];
  /** The corpus entry (or intent) that answered; null when the engine did not know. */
  entryId: string | null;
}

const STOPWORDS = new Set(
  (
    'ich du er sie es wir ihr mir mich dir dich mein meine dein deine der die das den dem des ein eine einen einem einer und oder ' +
    'wie wo was wer wann warum kann konnen man ist sind bin bist hat habe hast auf an in im zu zum zur mit von fur bei aus nach ' +
    'nicht noch auch mal bitte doch ja nein gibt es da hier dort so sich sein wird werden will mocht mochte soll gern ' +
    'i you he she it we they me my your the a an and or how where what who when why can could is are am was do does did ' +
    'to of for on at by with from not please there here this that want would like should get'
  ).split(' '),
);

/** Folded (ä→a, ß→ss, ae→a) and crudely stemmed words: plural and inflection endings of German and English. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const raw of foldText(text).split(/[^\p{L}\p{N}]+/u)) {
    if (!raw || STOPWORDS.has(raw)) continue;
    out.push(stem(raw));
  }
  return out;
}

export function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const suffix of ['ungen', 'ung', 'ern', 'en', 'er', 'es', 'e', 'n', 's', 'ing', 'ed']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  return word;
}

interface Doc {
  entry: CorpusEntry;
  tf: Map<string, number>;
  length: number;
}

const K1 = 1.2;
const B = 0.75;

export class HelpIndex {
  private readonly docs: Doc[];
  private readonly df = new Map<string, number>();
  private readonly avgLength: number;

  constructor(readonly entries: CorpusEntry[] = CORPUS) {
    this.docs = entries.map((entry) => {
      const tf = new Map<string, number>();
      const add = (text: string, weight: number) => {
        for (const term of terms(text)) tf.set(term, (tf.get(term) ?? 0) + weight);
      };
      add(`${entry.keywords.de} ${entry.keywords.en}`, 3);
      add(`${entry.answer.de} ${entry.answer.en}`, 1);
      let length = 0;
      for (const count of tf.values()) length += count;
      for (const term of tf.keys()) this.df.set(term, (this.df.get(term) ?? 0) + 1);
      return { entry, tf, length };
    });
    this.avgLength = this.docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(1, this.docs.length);
  }

  /** Entries by BM25 score, best first; only those with a positive score. */
  rank(question: string, limit = 5): { entry: CorpusEntry; score: number }[] {
    const queryTerms = [...new Set(terms(question))];
    const n = this.docs.length;
    const scored = this.docs.map((doc) => {
      let score = 0;
      for (const term of queryTerms) {
        const candidates = this.matching(doc, term);
        if (candidates === 0) continue;
        const df = this.df.get(term) ?? 1;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        score += (idf * candidates * (K1 + 1)) / (candidates + K1 * (1 - B + (B * doc.length) / this.avgLength));
      }
      return { entry: doc.entry, score };
    });
    return scored
      .filter((item) => item.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }

  /** Exact term frequency, or a compound/prefix hit ("videohochladen", "dunkelmodus" ↔ "dunkel") at half weight. */
  private matching(doc: Doc, term: string): number {
    const exact = doc.tf.get(term);
    if (exact) return exact;
    if (term.length < 5) return 0;
    let partial = 0;
    for (const [docTerm, count] of doc.tf) {
      if (docTerm.length >= 5 && (docTerm.startsWith(term) || term.startsWith(docTerm))) partial = Math.max(partial, count / 2);
    }
    return partial;
  }
}

/** Below this BM25 score the engine says it does not know. */
export const MIN_SCORE = 2.2;

interface Intent {
  id: string;
  pattern: RegExp;
  answer: (language: AnswerLanguage, match: RegExpMatchArray) => { reply: string; links: CorpusLink[] };
}

const ON = /\b(an|ein|einschalt|aktivier|wechsel|stell|schalt|mach|on|enable|switch|turn|use|activate|set)/;

const INTENTS: Intent[] = [
  {
    id: 'intent:dark',
    pattern: /(dunkel|dark|nacht|night|schwarz)[\s-]*(mod|modus|mode|theme|design|thema)?/,
    answer: (language) => ({
      reply: language === 'de' ? 'Klar, ich schalte den Dunkelmodus ein.' : 'Sure, I am switching on dark mode.',
      links: [{ action: 'dark_mode', de: 'Dunkelmodus an', en: 'Dark mode on' }],
    }),
  },
  {
    id: 'intent:light',
    pattern: /(hell|light|tag|day|weiss)[\s-]*(mod|modus|mode|theme|design|thema)/,
    answer: (language) => ({
      reply: language === 'de' ? 'Klar, ich schalte den Hellmodus ein.' : 'Sure, I am switching on light mode.',
      links: [{ action: 'light_mode', de: 'Hellmodus an', en: 'Light mode on' }],
    }),
  },
  {
    id: 'intent:search',
    pattern: /^(?:such(?:e)?|find(?:e)?|search(?: for)?|look for)\s+(?:nach\s+)?(.{2,80})$/,
    answer: (language, match) => {
      const term = match[1]!.replace(/[?!.]+$/, '').trim();
      return {
        reply: language === 'de' ? `Ich suche nach „${term}“.` : `Searching for "${term}".`,
        links: [{ action: 'search', de: `Nach „${term}“ suchen`, en: `Search for "${term}"`, param: term }],
      };
    },
  },
];

function toLink(link: CorpusLink, language: AnswerLanguage): AssistantLink {
  const name = link[language];
  if (link.action) return link.param ? { LinkName: name, Action: link.action, Param: link.param } : { LinkName: name, Action: link.action };
  return { LinkName: name, Link: link.link! };
}

export function answerLanguage(language: string | undefined): AnswerLanguage {
  return language?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

export function dontKnow(language: AnswerLanguage): EngineAnswer {
  return {
    reply:
      language === 'de'
        ? 'Dazu weiß ich leider nichts Sicheres. Schreib unserem Team über das Kontaktformular, dann hilft dir ein Mensch weiter.'
        : 'I am sorry, I do not know that for sure. Write to our team via the contact form and a person will help you.',
    links: [{ LinkName: language === 'de' ? 'Kontaktformular' : 'Contact form', Link: '/contact_us' }],
    entryId: null,
  };
}

export class OfflineAssistant {
  constructor(private readonly index = new HelpIndex()) {}

  /** The top corpus entries for a question (the grounding a model gets). */
  ground(question: string, limit = 4): CorpusEntry[] {
    return this.index.rank(question, limit).map((item) => item.entry);
  }

  answer(question: string, language: string | undefined): EngineAnswer {
    const lang = answerLanguage(language);
    const folded = foldText(question).replace(/\s+/g, ' ').trim();
    for (const intent of INTENTS) {
      if (intent.id === 'intent:search') {
        const match = folded.match(intent.pattern) && question.trim().match(/^(?:such(?:e)?|find(?:e)?|search(?: for)?|look for)\s+(?:nach\s+)?(.{2,80})$/i);
        if (match) {
          const { reply, links } = intent.answer(lang, match);
          return { reply, links: links.map((link) => toLink(link, lang)), entryId: intent.id };
        }
        continue;
      }
      const match = folded.match(intent.pattern);
      if (!match) continue;
      // "dark mode" alone is enough; a longer question about it must also ask to switch it on.
      const short = folded.split(' ').length <= 3;
      if (!short && !ON.test(folded)) continue;
      const { reply, links } = intent.answer(lang, match);
      return { reply, links: links.map((link) => toLink(link, lang)), entryId: intent.id };
    }
    const [best] = this.index.rank(question, 1);
    if (!best || best.score < MIN_SCORE) return dontKnow(lang);
    return {
      reply: best.entry.answer[lang],
      links: best.entry.links.map((link) => toLink(link, lang)),
      entryId: best.entry.id,
    };
  }
}
