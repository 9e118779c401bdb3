import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import { a, b, fill, joinWith, pick, quote } from './helpers';
import hi from './hi.json';
import ja from './ja.json';
import pt from './pt.json';
import ru from './ru.json';
import { type GrammarData, parseGrammar } from './schema';
import type { Phrases, ScriptLanguage } from './types';
import zhCN from './zhCN.json';
import zhTW from './zhTW.json';

export type { Mood, Phrases, ScriptLanguage } from './types';
export { MOODS } from './types';

// The podcast grammar: what the hosts say is data (grammar/<code>.json, one file per interface language, for
// translators); how the lines follow each other, which wording the seed picks and how the site's data fills them
// is this code, the same for every language. Keep the order of the picks: the seed's draws follow it, and the
// same description must keep giving the same episode.

/** The raw phrase files, by language (checked by parseGrammar when the server starts). */
export const GRAMMAR_FILES: Record<ScriptLanguage, unknown> = { de, en, es, fr, ar, hi, ja, pt, ru, zhCN, zhTW };

type ListRule = (items: string[], list: GrammarData['list']) => string;

/**
 * Arabic joins "and" (و) to an Arabic word but leaves a space before a Latin name ("سباق ورعب", "A، B و C"); a
 * word of the description may bring its own و ("والسرعة"), which then needs no second one.
 */
const arabicList: ListRule = (items, { separator, last }) => {
  if (items.length <= 1) return items[0] ?? '';
  const final = items.at(-1)!;
  const and = /^وال/u.test(final) ? last.slice(0, last.length - last.trimStart().length) : /^\p{Script=Arabic}/u.test(final) ? last.trimEnd() : last;
  return `${items.slice(0, -1).join(separator)}${and}${final}`;
};

/** Languages whose list needs more than a separator and a last word. */
const LIST_RULES: Partial<Record<ScriptLanguage, ListRule>> = { ar: arabicList };

/** One language's grammar: its checked phrases assembled into the lines of each segment. */
export function phrasesOf(language: ScriptLanguage, data: GrammarData): Phrases {
  const rule = LIST_RULES[language];
  const list = (items: string[]) => (rule ? rule(items, data.list) : joinWith(items, data.list.separator, data.list.last));
  const { intro, topic, trending, clips, giveaways, outro } = data;
  return {
    show: data.show,
    segmentTitles: data.segmentTitles,
    moods: data.moods,
    list,
    newEpisode: data.newEpisode,
    fullEpisode: data.fullEpisode,
    artist: (show, hosts) => fill(data.artist, { show, a: hosts.a, b: hosts.b }),
    quotes: data.quotes,
    intro: (title, random) => [a(pick(random, intro.greeting)), b(pick(random, intro.hosts)), a(fill(intro.topic, { title }))],
    topic: (description, keywords, mood, random) => {
      const lines = [b(pick(random, topic.ask)), a(fill(topic.request, { description }))];
      if (keywords.length > 0) {
        // {quotedTerms}: the words as the listener wrote them, each quoted, so no sentence has to decline them.
        const terms = { terms: list(keywords), quotedTerms: list(keywords.map((keyword) => quote(data.quotes, keyword))) };
        lines.push(b(fill(pick(random, topic.keywords), terms)));
      }
      lines.push(a(data.moods[mood][0]), b(data.moods[mood][1]));
      lines.push(a(pick(random, topic.comments)));
      return lines;
    },
    trending: (games, random) => {
      const top = games[0]!;
      return [
        b(pick(random, trending.opening)),
        a(fill(trending.top, { games: list(games.slice(0, 3).map((game) => game.name)) })),
        b(
          top.categories.length > 0
            ? fill(trending.withCategories, { game: top.name, categories: list(top.categories.slice(0, 2)) })
            : fill(trending.withoutCategories, { game: top.name }),
        ),
      ];
    },
    clips: (newClips, random) => {
      const [first, second] = newClips;
      const lines = [a(pick(random, clips.opening))];
      lines.push(b(fill(clips.first, { title: first!.title, creator: first!.creator })));
      if (second) lines.push(a(fill(clips.second, { title: second.title, creator: second.creator })));
      return lines;
    },
    giveaways: (running, random) => {
      const first = running[0]!;
      return [
        b(pick(random, giveaways.opening)),
        a(first.game ? fill(giveaways.withGame, { game: first.game, prize: first.prize }) : fill(giveaways.withoutGame, { prize: first.prize })),
        b(running.length > 1 ? fill(giveaways.several, { count: String(running.length) }) : giveaways.one),
      ];
    },
    outro: (random) => [a(pick(random, outro.thanks)), b(pick(random, outro.goodbye))],
  };
}

/** One grammar per interface language (common/constants LANGUAGES): the offline script speaks each of them. */
export const GRAMMARS = Object.fromEntries(
  Object.entries(GRAMMAR_FILES).map(([language, raw]) => [language, phrasesOf(language as ScriptLanguage, parseGrammar(language, raw))]),
) as Record<ScriptLanguage, Phrases>;
