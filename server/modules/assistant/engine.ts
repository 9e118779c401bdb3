import type { AssistantLink } from '../../../common/contract/assistant';
import type { Language } from '../../../common/constants';
import { toLanguage } from '../../../common/rules/language';
import { foldText } from '../search/fold';
import { CORPUS, type CorpusEntry, type CorpusLink } from './corpus/entries';
import { assistantTexts, entryIn, fillPlaceholders } from './corpus/languages';

// The offline assistant: intent rules for actions first, then BM25 over the corpus's folded and
// stemmed words (keywords weigh three times, answers once). Answers in every language of the app: German and
// English are indexed together (people mix them); another language is indexed in its own words plus English.
// Chinese and Japanese, written without spaces, are split into overlapping character pairs. A question that
// matches nothing well gets an honest "I don't know" plus the contact form.

export type AnswerLanguage = Language;
export interface EngineAnswer {
  reply: string;
  links: AssistantLink[];
  /** The corpus entry (or intent) that answered; null when the engine did not know. */
  entryId: string | null;
}

/**
 * Words that say nothing about the topic, per language, folded like the questions (so "qu'est-ce", "où" and
 * "можно" are left out as they are typed). Chinese and Japanese need none: their character pairs rarely repeat.
 */
const STOPWORDS = new Set(
  [
    // German and English
    'ich du er sie es wir ihr mir mich dir dich mein meine dein deine der die das den dem des ein eine einen einem einer und oder ' +
    'wie wo was wer wann warum kann konnen man ist sind bin bist hat habe hast auf an in im zu zum zur mit von fur bei aus nach ' +
    'nicht noch auch mal bitte doch ja nein gibt es da hier dort so sich sein wird werden will mocht mochte soll gern ' +
    'i you he she it we they me my your the a an and or how where what who when why can could is are am was do does did ' +
    'to of for on at by with from not please there here this that want would like should get',
    // French, Spanish, Portuguese
    'le la les l un une des du de d et ou est sont suis es a ai as au aux en dans sur pour par avec sans ce cet cette ces c qui que qu ' +
      'quoi quel quelle quels quelles comment où quand pourquoi combien je tu il elle on nous vous ils elles me te se mon ma mes ton ta ' +
      'tes son sa ses mais pas ne y peux peut puis dois jusqu à',
    'el los las una unos unas del y son soy eres al con sin para por qué cómo como dónde donde cuándo cuando cuál cual cuánto yo tú él ' +
      'ella mi mis lo le les no puedo puede hay',
    'o os as um uma do da dos das é são sou no na nos nas com sem como onde quando qual quanto eu você meu minha não posso pode há',
    // Russian, Arabic, Hindi
    'и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по ее мне меня еще нет о из ему когда ли если уже ' +
      'или быть был до вас вам там себя они тут где есть надо для мы тебя их чем сам чтобы без чего тоже под будет кто этот того этого ' +
      'какой какая здесь этом мой можно при об после над тот через эти нас про них эту моя свою этой мою',
    'في من على إلى عن ما ماذا كيف أين متى لماذا هل هو هي أنا أنت نحن هذا هذه ذلك التي الذي و أو لا مع كل يمكن يمكنني',
    'का के की है हैं में से को पर और या क्या कैसे कहाँ कब क्यों मैं तुम आप यह वह हूँ हो था थी ने भी तो मेरा मेरी मेरे',
  ]
    .join(' ')
    .split(' ')
    .filter(Boolean)
    .map((word) => foldText(word)),
);

/** Han, kana and Hangul: scripts written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/gu;

/**
 * Folded (ä→a, ß→ss, ae→a) and crudely stemmed words: plural and inflection endings of German and English.
 * Runs of Chinese or Japanese characters become their overlapping pairs ("夜间模式" → 夜间 间模 模式), so a
 * question matches without a word list; a single character stays itself.
 */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const raw of foldText(text).split(/[^\p{L}\p{N}]+/u)) {
    if (!raw || STOPWORDS.has(raw)) continue;
    const runs = raw.match(UNSPACED);
    if (!runs) {
      out.push(stem(raw));
      continue;
    }
    for (const run of runs) {
      const chars = [...run];
      if (chars.length === 1) out.push(run);
      for (let index = 0; index + 1 < chars.length; index += 1) out.push(chars[index]! + chars[index + 1]!);
    }
    const rest = raw.replace(UNSPACED, ' ').trim();
    for (const word of rest.split(' ')) if (word && !STOPWORDS.has(word)) out.push(stem(word));
  }
  return out;
}

export function stem(word: string): string {
  if (ARABIC.test(word)) return stemArabic(word);
  if (word.length <= 4) return word;
  for (const suffix of ['ungen', 'ung', 'ern', 'en', 'er', 'es', 'e', 'n', 's', 'ing', 'ed']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  return word;
}

const ARABIC = /[\u0600-\u06FF]/;

/**
 * A light Arabic stem: the article and the particles fused with it (ال، وال، بال، لل …), the alif of the
 * accusative ending (رمزًا → رمز) and the common plural endings go; ى and ة are written as ي and ه.
 */
export function stemArabic(word: string): string {
  let stemmed = word.replace(/ى/g, 'ي').replace(/ة/g, 'ه');
  const article = /^(وال|بال|كال|فال|لل|ال)/.exec(stemmed);
  if (article && stemmed.length - article[0].length >= 2) stemmed = stemmed.slice(article[0].length);
  for (const suffix of ['ات', 'ون', 'ين', 'ا']) {
    if (stemmed.endsWith(suffix) && stemmed.length - suffix.length >= 3) return stemmed.slice(0, -suffix.length);
  }
  return stemmed;
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

  /** `language`: German and English index both; any other language its own words and English. */
  constructor(
    readonly entries: CorpusEntry[] = CORPUS,
    language: Language = 'de',
  ) {
    const languages: Language[] = language === 'de' || language === 'en' ? ['de', 'en'] : [language, 'en'];
    this.docs = entries.map((entry) => {
      const tf = new Map<string, number>();
      const add = (text: string, weight: number) => {
        for (const term of terms(text)) tf.set(term, (tf.get(term) ?? 0) + weight);
      };
      const texts = languages.map((each) => entryIn(entry, each));
      add(texts.map((text) => text.keywords).join(' '), 3);
      add(texts.map((text) => text.answer).join(' '), 1);
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
  answer: (language: AnswerLanguage, match: RegExpMatchArray) => { reply: string; links: AssistantLink[] };
}

/** Words, folded like the question, as one alternation (a phrase matches where its folded form appears). */
const anyOf = (words: string[]) => words.map((word) => foldText(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/** Asking to switch something on, in the app's languages (German and English as words, the others as stems). */
const ON = new RegExp(
  `\\b(an|ein|einschalt|aktivier|wechsel|stell|schalt|mach|on|enable|switch|turn|use|activate|set)|${anyOf([
    'activ', 'allume', 'mets', 'passe', 'pon', 'cambia', 'liga', 'ativ', 'muda', 'coloca',
    'включи', 'переключи', 'сделай', 'شغل', 'فعل', 'حول', 'चालू', 'करो', 'オン', '切り替え', 'して',
    '打开', '开启', '切换', '打開', '開啟', '切換',
  ])}`,
);
/** "Dark mode" and "light mode" as people of the other languages write it. */
const DARK_PHRASES = anyOf([
  'mode sombre', 'thème sombre', 'modo oscuro', 'tema oscuro', 'modo escuro', 'tema escuro', 'тёмная тема', 'тёмный режим',
  'тёмную тему', 'ночной режим', 'الوضع الداكن', 'الوضع الليلي', 'المظهر الداكن', 'डार्क मोड', 'ダークモード', '深色模式',
  '暗色模式', '夜间模式', '夜間模式', '深色主題',
]);
const LIGHT_PHRASES = anyOf([
  'mode clair', 'thème clair', 'modo claro', 'tema claro', 'светлая тема', 'светлый режим', 'светлую тему', 'الوضع الفاتح',
  'المظهر الفاتح', 'लाइट मोड', 'ライトモード', '浅色模式', '亮色模式', '淺色模式', '淺色主題',
]);

/**
 * "Search for X" in the app's languages, on the question as typed (the term keeps its case): the verb first in
 * most of them ("suche nach", "cherche", "busca", "найди", "ابحث عن", "搜索"), last in Hindi and Japanese
 * ("… खोजें", "…を検索して"). A bare "找" (find) is left out: "找不到…" is "cannot find …", a question.
 */
const SEARCH_VERB_FIRST = new RegExp(
  `^(?:such(?:e)?(?:\\s+nach)?|finde?|search(?:\\s+for)?|look\\s+for|${[
    'recherche(?:r)?', 'cherche(?:r)?', 'busca(?:r)?', 'encuentra', 'procura(?:r)?', 'procure', 'pesquisa(?:r)?', 'pesquise',
    'найди', 'найти', 'ищи', 'поиск', 'ابحث\\s+عن', 'ابحث', 'بحث\\s+عن', '搜索', '搜尋', '查找', '尋找', '搜一下',
  ].join('|')})(?:\\s+|\\s*[:：]\\s*|(?<=[\\u3400-\\u9fff]))(\\S.{1,79})$`,
  'iu',
);
const SEARCH_VERB_LAST = /^(\S.{1,79}?)\s*(?:को\s+)?(?:खोजें|खोजिए|खोजो|ढूंढें|ढूँढें|सर्च\s+करें|を検索して(?:ください)?|を検索|を探して(?:ください)?)[?!.。？！।]*$/u;

/** "गेम कैसे खोजें?" asks how searching works; it is not a search for "गेम कैसे". */
const QUESTION_WORDS = /(?:कैसे|कहाँ|कहां|क्या|क्यों|कौन|どう|どこ|なぜ|何)/u;

/** The term of a search request, or null when the question asks something else. */
export function searchRequest(question: string): RegExpMatchArray | null {
  const trimmed = question.trim();
  const first = trimmed.match(SEARCH_VERB_FIRST);
  if (first) return first;
  const last = trimmed.match(SEARCH_VERB_LAST);
  return last && !QUESTION_WORDS.test(last[1]!) ? last : null;
}

const INTENTS: Intent[] = [
  {
    id: 'intent:dark',
    // German adjectives inflect: "den dunklen Modus", "auf hellen Modus".
    pattern: new RegExp(`(dunkel|dunkle[mnrs]?|dark|nacht|night|schwarz(?:e[mnrs]?)?)[\\s-]*(mod|modus|mode|theme|design|thema)?|${DARK_PHRASES}`),
    answer: (language) => ({
      reply: assistantTexts(language).darkModeOn,
      links: [{ LinkName: assistantTexts(language).darkModeLink, Action: 'dark_mode' }],
    }),
  },
  {
    id: 'intent:light',
    pattern: new RegExp(`(hell(?:e[mnrs]?)?|light|tag|day|weiss(?:e[mnrs]?)?)[\\s-]*(mod|modus|mode|theme|design|thema)|${LIGHT_PHRASES}`),
    answer: (language) => ({
      reply: assistantTexts(language).lightModeOn,
      links: [{ LinkName: assistantTexts(language).lightModeLink, Action: 'light_mode' }],
    }),
  },
  {
    id: 'intent:search',
    pattern: SEARCH_VERB_FIRST,
    answer: (language, match) => {
      const term = match[1]!.replace(/[?!.。？！।]+$/u, '').trim();
      const texts = assistantTexts(language);
      return {
        reply: fillPlaceholders(texts.searching, { term }),
        links: [{ LinkName: fillPlaceholders(texts.searchLink, { term }), Action: 'search', Param: term }],
      };
    },
  },
];

function toLink(link: CorpusLink, name: string): AssistantLink {
  if (link.action) return link.param ? { LinkName: name, Action: link.action, Param: link.param } : { LinkName: name, Action: link.action };
  return { LinkName: name, Link: link.link! };
}

/** The language to answer in: one of the app's (browser codes such as fr-CA map to it), else English. */
export function answerLanguage(language: string | undefined): AnswerLanguage {
  return toLanguage(language) ?? 'en';
}

export function dontKnow(language: AnswerLanguage): EngineAnswer {
  const texts = assistantTexts(language);
  return { reply: texts.dontKnow, links: [{ LinkName: texts.contactForm, Link: '/contact_us' }], entryId: null };
}

export class OfflineAssistant {
  private readonly indexes = new Map<Language, HelpIndex>();

  /** `index`: the German and English one (tests pass their own); the others are built when first asked. */
  constructor(index = new HelpIndex()) {
    this.indexes.set('de', index);
    this.indexes.set('en', index);
  }

  private indexFor(language: AnswerLanguage): HelpIndex {
    let index = this.indexes.get(language);
    if (!index) {
      index = new HelpIndex(CORPUS, language);
      this.indexes.set(language, index);
    }
    return index;
  }

  /** The top corpus entries for a question (the grounding a model gets). */
  ground(question: string, limit = 4, language: string | undefined = 'de'): CorpusEntry[] {
    return this.indexFor(answerLanguage(language)).rank(question, limit).map((item) => item.entry);
  }

  answer(question: string, language: string | undefined): EngineAnswer {
    const lang = answerLanguage(language);
    const folded = foldText(question).replace(/\s+/g, ' ').trim();
    for (const intent of INTENTS) {
      if (intent.id === 'intent:search') {
        const match = searchRequest(question);
        if (match) return { ...intent.answer(lang, match), entryId: intent.id };
        continue;
      }
      const match = folded.match(intent.pattern);
      if (!match) continue;
      // "dark mode" alone is enough; a longer question about it must also ask to switch it on.
      const short = folded.split(' ').length <= 3;
      if (!short && !ON.test(folded)) continue;
      return { ...intent.answer(lang, match), entryId: intent.id };
    }
    const [best] = this.indexFor(lang).rank(question, 1);
    if (!best || best.score < MIN_SCORE) return dontKnow(lang);
    const text = entryIn(best.entry, lang);
    return {
      reply: text.answer,
      links: best.entry.links.map((link, index) => toLink(link, text.links[index] ?? link.en)),
      entryId: best.entry.id,
    };
  }
}
