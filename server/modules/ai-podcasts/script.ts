import type { PodcastSpeaker } from '../../../common/contract/ai-podcasts';

// The offline script engine (issue 14): a segment grammar for two hosts, filled from the description and live
// site data (trending games, new clips, giveaways). Pure: the same description and data give the same script
// (a PRNG seeded by the description picks the wording), so it is unit-tested without a database or a model.
// German and English grammars; the other interface languages get the English script (a configured model
// writes in any language).

export type ScriptLanguage = 'de' | 'en';

export interface SiteData {
  trendingGames: { name: string; categories: string[] }[];
  newClips: { title: string; creator: string }[];
  giveaways: { prize: string; game: string | null; endsAt: string }[];
}

export interface ScriptLine {
  speaker: PodcastSpeaker;
  text: string;
}

export interface ScriptSegment {
  /** A chapter of the episode (a track of its own). */
  kind: 'intro' | 'topic' | 'trending' | 'clips' | 'giveaways' | 'outro';
  title: string;
  lines: ScriptLine[];
}

export interface PodcastScript {
  /** The language the lines are written in (the voice speaks it): de or en offline, any with a model. */
  language: string;
  title: string;
  show: string;
  hosts: Record<PodcastSpeaker, string>;
  segments: ScriptSegment[];
}

/** The longest line a host speaks (espeak reads long sentences in one breath). */
export const LINE_MAX = 300;
/** The whole script's characters: the budget of the speech step. */
export const SCRIPT_CHARS_MAX = 6_000;

export const HOSTS: Record<PodcastSpeaker, string> = { a: 'Lena', b: 'Tom' };

export function scriptLanguageOf(language: string): ScriptLanguage {
  return language === 'de' ? 'de' : 'en';
}

/** FNV-1a, then mulberry32: a small deterministic generator. */
export function seededRandom(seed: string): () => number {
  let hash = 0x811c9dc5;
  for (const char of seed) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  let state = hash || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A text as a host may speak it: no markup or control characters, no leading dash (a speech engine could take
 * it for an option), single spaces, at most LINE_MAX characters (cut at a word).
 */
export function speakable(text: string): string {
  let clean = text
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
    .replace(/[\u0000-\u001f\u007f<>{}[\]\\|`^~*_#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[^\p{L}\p{N}"„“']+/u, '');
  if (clean.length > LINE_MAX) {
    const cut = clean.slice(0, LINE_MAX);
    clean = `${cut.slice(0, Math.max(cut.lastIndexOf(' '), LINE_MAX - 40)).trim()} …`;
  }
  return clean;
}

const STOPWORDS = new Set(
  (
    'der die das ein eine einer eines einem einen und oder aber mit von für über unter auf aus bei nach vor zum zur ' +
    'ist sind war wird werden wie was wer wo warum ich du er sie es wir ihr mein dein sein unser euer kein keine nicht ' +
    'auch noch nur sehr mehr viel viele alle allem allen als dann denn doch schon so zu im in an am um des dem den ' +
    'podcast folge bitte mach mache erstelle erzähl erzähle etwas thema über ' +
    'the a an and or but with from for about over under on of at by after before to in is are was be been will how what ' +
    'who where why i you he she it we they my your our no not also only very more much all as then so this that these ' +
    'make create episode please tell talk something topic'
  ).split(' '),
);

/** The description's words that carry its topic: no stop words, at least 4 letters, first occurrence, at most `max`. */
export function keywordsOf(description: string, max = 4): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const match of description.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu)) {
    const word = match[0];
    const key = word.toLowerCase();
    if (key.length < 4 || STOPWORDS.has(key) || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
    if (words.length >= max) break;
  }
  return words;
}

type Mood = 'horror' | 'racing' | 'strategy' | 'puzzle' | 'coop' | 'retro' | 'shooter' | 'rpg' | 'cozy' | 'general';

const MOOD_WORDS: [Mood, RegExp][] = [
  ['horror', /horror|grusel|angst|zombie|geist|ghost|scary|dunkel|dark|nebel/i],
  ['racing', /renn|race|racing|auto|car|speed|tempo|kart|drift/i],
  ['strategy', /strateg|taktik|tactic|aufbau|stadt|city|builder|schach|chess|runde|turn/i],
  ['puzzle', /rätsel|raetsel|puzzle|knobel|logik|logic|escape/i],
  ['coop', /koop|coop|co-op|freunde|friends|team|zusammen|together|multiplayer/i],
  ['retro', /retro|pixel|arcade|klassik|classic|8-bit|16-bit|automat/i],
  ['shooter', /shooter|ballern|schießen|shoot|fps|waffe|weapon/i],
  ['rpg', /rpg|rollenspiel|role-playing|fantasy|drache|dragon|quest|abenteuer|adventure|souls/i],
  ['cozy', /gemütlich|cozy|cosy|entspann|relax|garten|garden|farm|katze|cat|tee|tea/i],
];

export function moodOf(description: string): Mood {
  for (const [mood, pattern] of MOOD_WORDS) if (pattern.test(description)) return mood;
  return 'general';
}

/** A title from the description: its first clause, at most 60 characters, cut at a word. */
export function titleOf(description: string, language: ScriptLanguage): string {
  const first = speakable(description).split(/[.!?\n;:]/)[0]!.trim();
  const cut = first.slice(0, 60);
  let title = first.length > 60 ? `${cut.slice(0, cut.lastIndexOf(' ')).trim().replace(/[,;:–-]+$/, '')} …` : first;
  if (!title) title = language === 'de' ? 'Neue Folge' : 'New episode';
  return title.charAt(0).toUpperCase() + title.slice(1);
}

function pick<T>(random: () => number, options: readonly T[]): T {
  return options[Math.floor(random() * options.length)]!;
}

function joinList(items: string[], language: ScriptLanguage): string {
  const and = language === 'de' ? 'und' : 'and';
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

const MOOD_LINES: Record<ScriptLanguage, Record<Mood, string[]>> = {
  de: {
    horror: ['Mir läuft jetzt schon ein Schauer über den Rücken.', 'Licht aus, Kopfhörer auf, und dann bloß nicht umdrehen.'],
    racing: ['Da kommt es auf jede Zehntelsekunde an.', 'Vollgas in die Kurve und hoffen, dass die Reifen halten.'],
    strategy: ['Erst planen, dann bauen, dann merken, dass man die Straßen vergessen hat.', 'Da zählt jeder Zug, und Geduld gewinnt.'],
    puzzle: ['Ich liebe den Moment, wenn es plötzlich klick macht.', 'Manchmal hilft es, eine Nacht drüber zu schlafen.'],
    coop: ['Zusammen macht das doppelt so viel Spaß, und man scheitert wenigstens gemeinsam.', 'Hauptsache, jemand übernimmt das Kommando und alle hören zu.'],
    retro: ['Pixel, Piepstöne und ein Highscore, der einfach nicht fallen will.', 'Das fühlt sich an wie ein Nachmittag in der Spielhalle.'],
    shooter: ['Schnelle Reflexe, gute Kommunikation, und bitte nicht ins eigene Team laufen.', 'Da entscheidet oft die erste halbe Sekunde.'],
    rpg: ['Eine gute Geschichte, eine Karte voller Geheimnisse, und schon sind drei Stunden weg.', 'Ich lese wirklich jeden Tagebucheintrag, den ich finde.'],
    cozy: ['Eine Tasse Tee dazu, und der Abend ist gerettet.', 'Manchmal braucht man einfach ein Spiel, das nichts von einem will.'],
    general: ['Da steckt mehr drin, als man auf den ersten Blick denkt.', 'Genau über so etwas reden wir hier am liebsten.'],
  },
  en: {
    horror: ['I already have goosebumps.', 'Lights off, headphones on, and whatever you do, do not turn around.'],
    racing: ['Every tenth of a second counts there.', 'Full throttle into the corner and hope the tyres hold.'],
    strategy: ['Plan first, build second, then notice you forgot the roads.', 'Every move counts, and patience wins.'],
    puzzle: ['I love the moment when it suddenly clicks.', 'Sometimes it helps to sleep on it.'],
    coop: ['It is twice the fun together, and at least you fail as a team.', 'As long as someone takes charge and everyone listens.'],
    retro: ['Pixels, beeps and a high score that simply will not fall.', 'It feels like an afternoon at the arcade.'],
    shooter: ['Quick reflexes, good communication, and please do not run into your own team.', 'Often the first half second decides it.'],
    rpg: ['A good story, a map full of secrets, and three hours are gone.', 'I really read every diary entry I find.'],
    cozy: ['Add a cup of tea and the evening is saved.', 'Sometimes you just need a game that asks nothing of you.'],
    general: ['There is more to it than meets the eye.', 'This is exactly what we love to talk about here.'],
  },
};

interface Phrases {
  show: string;
  segmentTitles: Record<ScriptSegment['kind'], string>;
  intro(title: string, random: () => number): ScriptLine[];
  topic(description: string, keywords: string[], mood: Mood, random: () => number): ScriptLine[];
  trending(games: SiteData['trendingGames'], random: () => number): ScriptLine[];
  clips(clips: SiteData['newClips'], random: () => number): ScriptLine[];
  giveaways(giveaways: SiteData['giveaways'], random: () => number): ScriptLine[];
  outro(random: () => number): ScriptLine[];
}

const a = (text: string): ScriptLine => ({ speaker: 'a', text });
const b = (text: string): ScriptLine => ({ speaker: 'b', text });

const GERMAN: Phrases = {
  show: 'Spielraum Funk',
  segmentTitles: { intro: 'Begrüßung', topic: 'Das Thema', trending: 'Angesagte Spiele', clips: 'Neue Clips', giveaways: 'Gewinnspiele', outro: 'Verabschiedung' },
  intro: (title, random) => [
    a(pick(random, ['Hallo und herzlich willkommen beim Spielraum Funk!', 'Hey, schön, dass du wieder reinhörst. Hier ist der Spielraum Funk!'])),
    b(pick(random, ['Ich bin Tom, neben mir sitzt Lena, und heute haben wir einiges vor.', 'Hallo zusammen, ich bin Tom. Lena und ich haben heute ein richtig gutes Thema.'])),
    a(`Unser Thema heute: ${title}.`),
  ],
  topic: (description, keywords, mood, random) => {
    const lines = [
      b(pick(random, ['Lies doch mal vor, was uns da geschickt wurde.', 'Worum geht es genau?'])),
      a(`Also, der Wunsch lautet: ${speakable(description)}`),
    ];
    if (keywords.length > 0) {
      lines.push(b(pick(random, [`${joinList(keywords, 'de')}, da bin ich sofort dabei.`, `Bei ${joinList(keywords, 'de')} werde ich hellhörig.`])));
    }
    lines.push(a(MOOD_LINES.de[mood][0]!), b(MOOD_LINES.de[mood][1]!));
    lines.push(a(pick(random, ['Schreibt uns gern in die Kommentare, wie ihr das seht.', 'Ich bin gespannt, was die Community dazu sagt.'])));
    return lines;
  },
  trending: (games, random) => {
    const names = games.slice(0, 3).map((game) => game.name);
    const top = games[0]!;
    return [
      b(pick(random, ['Schauen wir mal, was auf Spielraum gerade angesagt ist.', 'Zeit für einen Blick auf die Trends bei uns auf der Seite.'])),
      a(`Ganz vorne liegen im Moment ${joinList(names, 'de')}.`),
      b(top.categories.length > 0 ? `${top.name} ist ${joinList(top.categories.slice(0, 2), 'de')}, das passt gerade richtig gut.` : `${top.name} habe ich diese Woche auch gespielt.`),
    ];
  },
  clips: (clips, random) => {
    const [first, second] = clips;
    const lines = [a(pick(random, ['Und es gibt neue Clips aus der Community.', 'Bei den Clips hat sich auch einiges getan.']))];
    lines.push(b(`Zum Beispiel „${first!.title}“ von ${first!.creator}.`));
    if (second) lines.push(a(`Und „${second.title}“ von ${second.creator} solltet ihr euch auch anschauen.`));
    return lines;
  },
  giveaways: (giveaways, random) => {
    const first = giveaways[0]!;
    return [
      b(pick(random, ['Bevor wir gehen: Es laufen gerade Gewinnspiele.', 'Noch ein Tipp zum Schluss: die Gewinnspiele.'])),
      a(first.game ? `Zu ${first.game} gibt es ${first.prize} zu gewinnen.` : `Zu gewinnen gibt es ${first.prize}.`),
      b(giveaways.length > 1 ? `Insgesamt sind es gerade ${giveaways.length} Gewinnspiele. Reinschauen lohnt sich.` : 'Mitmachen geht mit einem Klick auf der Gewinnspielseite.'),
    ];
  },
  outro: (random) => [
    a(pick(random, ['Das war es für heute. Danke fürs Zuhören!', 'Und damit sind wir schon am Ende dieser Folge.'])),
    b(pick(random, ['Bis zum nächsten Mal im Spielraum. Tschüss!', 'Macht es gut, und wir hören uns beim nächsten Mal. Tschüss!'])),
  ],
};

const ENGLISH: Phrases = {
  show: 'Spielraum Radio',
  segmentTitles: { intro: 'Welcome', topic: 'The topic', trending: 'Trending games', clips: 'New clips', giveaways: 'Giveaways', outro: 'Goodbye' },
  intro: (title, random) => [
    a(pick(random, ['Hello and welcome to Spielraum Radio!', 'Hey, great to have you back. This is Spielraum Radio!'])),
    b(pick(random, ['I am Tom, Lena is here with me, and we have a lot planned today.', 'Hi everyone, I am Tom. Lena and I have a really good topic today.'])),
    a(`Our topic today: ${title}.`),
  ],
  topic: (description, keywords, mood, random) => {
    const lines = [b(pick(random, ['Read out what we were sent.', 'So what is it about?'])), a(`Here is the request: ${speakable(description)}`)];
    if (keywords.length > 0) {
      lines.push(b(pick(random, [`${joinList(keywords, 'en')}, count me in.`, `${joinList(keywords, 'en')}, now you have my attention.`])));
    }
    lines.push(a(MOOD_LINES.en[mood][0]!), b(MOOD_LINES.en[mood][1]!));
    lines.push(a(pick(random, ['Tell us in the comments what you think.', 'I wonder what the community thinks about it.'])));
    return lines;
  },
  trending: (games, random) => {
    const names = games.slice(0, 3).map((game) => game.name);
    const top = games[0]!;
    return [
      b(pick(random, ['Let us see what is trending on Spielraum right now.', 'Time for a look at the trends on our site.'])),
      a(`Right at the top are ${joinList(names, 'en')}.`),
      b(top.categories.length > 0 ? `${top.name} is ${joinList(top.categories.slice(0, 2), 'en')}, which fits really well right now.` : `I played ${top.name} this week too.`),
    ];
  },
  clips: (clips, random) => {
    const [first, second] = clips;
    const lines = [a(pick(random, ['And there are new clips from the community.', 'A lot has happened in the clips, too.']))];
    lines.push(b(`For example "${first!.title}" by ${first!.creator}.`));
    if (second) lines.push(a(`And you should also watch "${second.title}" by ${second.creator}.`));
    return lines;
  },
  giveaways: (giveaways, random) => {
    const first = giveaways[0]!;
    return [
      b(pick(random, ['Before we go: there are giveaways running.', 'One last tip: the giveaways.'])),
      a(first.game ? `For ${first.game} you can win ${first.prize}.` : `You can win ${first.prize}.`),
      b(giveaways.length > 1 ? `There are ${giveaways.length} giveaways right now. Worth a look.` : 'Entering takes one click on the giveaways page.'),
    ];
  },
  outro: (random) => [
    a(pick(random, ['That is it for today. Thanks for listening!', 'And that brings us to the end of this episode.'])),
    b(pick(random, ['See you next time in Spielraum. Bye!', 'Take care, and talk to you next time. Bye!'])),
  ],
};

const PHRASES: Record<ScriptLanguage, Phrases> = { de: GERMAN, en: ENGLISH };

export function segmentTitle(kind: ScriptSegment['kind'], language: ScriptLanguage): string {
  return PHRASES[language].segmentTitles[kind];
}

export function showName(language: ScriptLanguage): string {
  return PHRASES[language].show;
}

/** The offline script: intro, the topic, what is trending, new clips, giveaways (each when there is data), outro. */
export function buildScript(description: string, language: string, data: SiteData): PodcastScript {
  const lang = scriptLanguageOf(language);
  const phrases = PHRASES[lang];
  const clean = speakable(description);
  const random = seededRandom(`${lang}:${clean}`);
  const title = titleOf(clean, lang);
  const segment = (kind: ScriptSegment['kind'], lines: ScriptLine[]): ScriptSegment => ({
    kind,
    title: phrases.segmentTitles[kind],
    lines: lines.map((line) => ({ speaker: line.speaker, text: speakable(line.text) })).filter((line) => line.text.length > 0),
  });
  const segments = [segment('intro', phrases.intro(title, random)), segment('topic', phrases.topic(clean, keywordsOf(clean), moodOf(clean), random))];
  if (data.trendingGames.length > 0) segments.push(segment('trending', phrases.trending(data.trendingGames, random)));
  if (data.newClips.length > 0) segments.push(segment('clips', phrases.clips(data.newClips, random)));
  if (data.giveaways.length > 0) segments.push(segment('giveaways', phrases.giveaways(data.giveaways, random)));
  segments.push(segment('outro', phrases.outro(random)));
  return { language: lang, title, show: phrases.show, hosts: HOSTS, segments };
}

export function scriptChars(script: Pick<PodcastScript, 'segments'>): number {
  return script.segments.reduce((sum, segment) => sum + segment.lines.reduce((lineSum, line) => lineSum + line.text.length, 0), 0);
}
