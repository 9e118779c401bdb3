import type { PodcastSpeaker } from '../../../common/contract/ai-podcasts';
import { GRAMMARS, type Mood, type Phrases, type ScriptLanguage } from './grammar';
import type { ScriptLine, ScriptSegment, SiteData } from './grammar/types';

// The offline script engine: a segment grammar for two hosts, filled from the description and live
// site data (trending games, new clips, giveaways). Pure: the same description and data give the same script
// (a PRNG seeded by the description picks the wording), so it is unit-tested without a database or a model.
// One grammar per interface language (its phrases in grammar/<code>.json: de, en, es, fr, ar, hi, ja, pt, ru, zhCN,
// zhTW), so the episode is written, and spoken, in the person's language; an unknown code gets the English script.

export type { ScriptLanguage } from './grammar';
// Declared with the grammars, which write them (a grammar importing them from here would import in a circle).
export type { ScriptLine, ScriptSegment, SiteData } from './grammar/types';

export interface PodcastScript {
  /** The language the lines are written in (the voice speaks it): an interface language (English for any other). */
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

/** The language itself when it has a grammar, else English. */
export function scriptLanguageOf(language: string): ScriptLanguage {
  return Object.hasOwn(GRAMMARS, language) ? (language as ScriptLanguage) : 'en';
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
    .replace(/^[^\p{L}\p{N}"„“'«¡¿「『]+/u, '');
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
    'make create episode please tell talk something topic ' +
    // Spanish
    'el la los las un una unos unas y o pero con sin de del al para por sobre entre desde hasta en es son era ser ' +
    'como qué que quién dónde cuando porque yo tú él ella nosotros ellos mi tu su nuestro muy más mucho muchos todo ' +
    'todos todas también solo esto esta este estos estas eso esa ese hacer haz crea quiero episodio favor cuéntame ' +
    'algo tema sobre juegos juego habla hablar encanta gusta programa ' +
    // French
    'le les une des et ou mais avec sans du pour par sur sous dans chez est sont était être comme quoi qui où quand ' +
    'pourquoi je tu il elle nous vous ils elles mon ton son notre votre leur très plus beaucoup tous toutes tout aussi ' +
    'seulement ceci cela cette ces fais faire crée veux voudrais épisode plaît raconte quelque chose sujet jeux jeu ' +
    'adore aime aimerais émission parle parler ' +
    // Portuguese
    'os as um uma uns umas e ou mas com sem do da dos das no na nos nas em pelo pela para por sobre é são era ser ' +
    'como quem onde quando porque eu ele ela nós eles elas meu minha seu sua nosso muito mais muitos todo todos ' +
    'também só isso isto esta este essa esse faça fazer cria crie quero episódio favor conta fala algo tema jogos jogo ' +
    'falar passar adoro gosto programa ' +
    // Russian
    'и или но а с со без в во на за под над из от до по о об про для при у к ко это этот эта эти тот та те как что ' +
    'кто где когда почему я ты он она мы вы они мой твой свой наш ваш не ни тоже также только очень ещё уже все всё ' +
    'весь был была было были быть будет сделай создай расскажи пожалуйста подкаст выпуск эпизод тема игры игра игр ' +
    'хочу нравится люблю поговорим ' +
    // Arabic and Hindi: the commonest words of a request
    'في من على إلى عن مع هذا هذه ذلك التي الذي حول أريد اصنع اعمل بودكاست حلقة لعبة ألعاب ' +
    'के की का को में से पर और एक है हैं था यह वह बारे लिए साथ बनाओ बनाइए कृपया पॉडकास्ट एपिसोड गेम गेम्स'
  ).split(' '),
);

/** Letters of scripts written without spaces (Japanese, Chinese): their words cannot be told apart by a regex. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]+/gu;

/**
 * The description's words that carry its topic: no stop words, at least 4 letters, first occurrence, at most `max`.
 * Japanese and Chinese text has no spaces between words: only its Latin-script words (game names) count.
 */
export function keywordsOf(description: string, max = 4): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const match of description.replace(UNSPACED, ' ').matchAll(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'-]*/gu)) {
    const word = match[0];
    const key = word.toLowerCase();
    if (key.length < 4 || STOPWORDS.has(key) || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
    if (words.length >= max) break;
  }
  return words;
}

// The first match wins, in this order. Each pattern holds the words of every interface language (stems where
// the word is inflected); short words that mean something else in another language are avoided.
const MOOD_WORDS: [Mood, RegExp][] = [
  [
    'horror',
    /horror|grusel|angst|zombie|geist|ghost|scary|dunkel|dark|nebel|horreur|effray|peur|fant[ôo]me|terror|miedo|fantasma|oscur|medo|assustador|ужас|страш|хоррор|призрак|зомби|رعب|مرعب|مخيف|أشباح|زومبي|डरावन|हॉरर|भूत|ホラー|怖|恐怖|ゾンビ|幽霊|お化け|鬼|惊悚|驚悚|僵尸|殭屍/iu,
  ],
  [
    'racing',
    /renn|race|racing|auto|car|speed|tempo|kart|drift|voiture|vitesse|jeux? de course|courses? de|carrera|coche|velocidad|corrida|carro|velocidade|гонк|гоноч|машин|скорост|سباق|سيارات|سرعة|रेस|रेसिंग|गाड़ी|レース|カート|ドリフト|車|赛车|賽車|竞速|競速|飙车|飆車/iu,
  ],
  [
    'strategy',
    /strateg|taktik|tactic|aufbau|stadt|city|builder|schach|chess|runde|turn|strat[ée]g|tactique|t[áa]ctic|tátic|ciudad|cidade|[ée]checs|ajedrez|xadrez|стратег|тактик|градострои|шахмат|استراتيج|تكتيك|مدينة|شطرنج|रणनीति|शतरंज|戦略|シミュレーション|将棋|チェス|策略|战略|戰略|象棋|城市/iu,
  ],
  [
    'puzzle',
    /rätsel|raetsel|puzzle|knobel|logik|logic|escape|[ée]nigm|casse-t[êe]te|logique|l[óo]gica|acertijo|rompecabezas|quebra-cabe|головоломк|загадк|логик|لغز|ألغاز|पहेली|パズル|謎解き|解谜|解謎|谜题|謎題|益智/iu,
  ],
  [
    'coop',
    /koop|coop|co-op|freunde|friends|team|zusammen|together|multiplayer|amis|ensemble|[ée]quipe\b|amigos|juntos|equipo\b|кооп|друз|вместе|команд|أصدقاء|تعاون|جماعي|दोस्त|मल्टीप्लेयर|協力|友達|マルチ|合作|朋友|联机|連線|多人/iu,
  ],
  [
    'retro',
    /retro|pixel|arcade|klassik|classic|8-bit|16-bit|automat|r[ée]tro|classique|cl[áa]sico|cl[áa]ssico|píxel|ретро|пиксел|аркад|классик|ريترو|كلاسيك|أركيد|रेट्रो|क्लासिक|पिक्सल|レトロ|ドット絵|アーケード|复古|復古|街机|街機|像素/iu,
  ],
  [
    'shooter',
    /shooter|ballern|schießen|shoot|fps|waffe|weapon|jeux? de tir|\btirs?\b|disparo|tiroteo|tiroteio|\barm(?:e|a)s\b|шутер|стрелялк|перестрелк|оруж|تصويب|إطلاق النار|أسلحة|शूटर|बंदूक|シューター|銃|射击|射擊|枪|槍/iu,
  ],
  [
    'rpg',
    /rpg|rollenspiel|role-playing|fantasy|drache|dragon|quest|abenteuer|adventure|souls|jeux? de r[ôo]le|qu[êe]te|aventur|fantas[íi]a|drag[óoã]|juegos? de rol|рпг|ролев|фэнтези|дракон|приключ|مغامر|تنين|أدوار|रोलप्ले|ड्रैगन|रोमांच|ロールプレイ|ファンタジー|ドラゴン|冒険|角色扮演|奇幻|冒险|冒險|龙|龍/iu,
  ],
  [
    'cozy',
    /gemütlich|cozy|cosy|entspann|relax|garten|garden|farm|katze|cat|tee|tea|d[ée]tente|jardin|ferme\b|tranquil|calme|relajante|jard[íi]n|granja|gato|relaxante|jardim|fazenda|уют|расслаб|ферм|котик|مريح|هادئ|مزرعة|حديقة|आरामदायक|सुकून|खेती|बगीचा|まったり|のんびり|癒し|農場|牧場|猫|休闲|休閒|治愈|療癒|农场|貓/iu,
  ],
];

/**
 * Words of a language that contain a short German or English mood word but mean something else (French "car" is
 * "because", "autour" is not an "auto", Portuguese "tempo" is time): set aside before the moods are matched.
 */
const FALSE_FRIENDS: Partial<Record<ScriptLanguage, RegExp>> = {
  fr: /(?<!\p{L})(?:car|autour|automnes?|questions?|ch[âa]teaux?|g[âa]teaux?|bateaux?|cartes?|\p{L}*cations?|noct\p{L}*)(?!\p{L})/giu,
  es: /(?<!\p{L})(?:caras?|caros?|cartas?|autor\p{L}*|teatros?|noct\p{L}*|cat[óo]lic\p{L}*)(?!\p{L})/giu,
  pt: /(?<!\p{L})(?:caras?|caros?|cartas?|autor\p{L}*|teatros?|tempo|quest\p{L}*|noturn\p{L}*|cat[óo]lic\p{L}*)(?!\p{L})/giu,
};

/** The mood of the description; `language` (the person's) sets aside its false friends first. */
export function moodOf(description: string, language = 'en'): Mood {
  const falseFriends = FALSE_FRIENDS[language as ScriptLanguage];
  const text = falseFriends ? description.replace(falseFriends, ' ') : description;
  for (const [mood, pattern] of MOOD_WORDS) if (pattern.test(text)) return mood;
  return 'general';
}

/** Japanese and Chinese: no spaces between words, a title is cut at any character. */
const UNSPACED_LANGUAGES: readonly ScriptLanguage[] = ['ja', 'zhCN', 'zhTW'];

/** A title from the description: its first clause, at most 60 characters, cut at a word (a character in ja/zh). */
export function titleOf(description: string, language: ScriptLanguage): string {
  const first = speakable(description).split(/[.!?\n;:。！？；：؟؛।]/)[0]!.trim();
  let title = first;
  if (UNSPACED_LANGUAGES.includes(language) || !first.slice(0, 60).includes(' ')) {
    const chars = Array.from(first);
    if (chars.length > 60) title = `${chars.slice(0, 60).join('').trim().replace(/[,;:–、，-]+$/, '')}…`;
  } else if (first.length > 60) {
    const cut = first.slice(0, 60);
    title = `${cut.slice(0, cut.lastIndexOf(' ')).trim().replace(/[,;:–-]+$/, '')} …`;
  }
  if (!title) title = GRAMMARS[language].newEpisode;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

export function grammarOf(language: ScriptLanguage): Phrases {
  return GRAMMARS[language];
}

export function segmentTitle(kind: ScriptSegment['kind'], language: ScriptLanguage): string {
  return GRAMMARS[language].segmentTitles[kind];
}

export function showName(language: ScriptLanguage): string {
  return GRAMMARS[language].show;
}

/** The byline (the audio file's artist tag): "Spielraum Funk mit Lena und Tom". */
export function byline(language: ScriptLanguage): string {
  return GRAMMARS[language].artist(GRAMMARS[language].show, HOSTS);
}

/** The offline script: intro, the topic, what is trending, new clips, giveaways (each when there is data), outro. */
export function buildScript(description: string, language: string, data: SiteData): PodcastScript {
  const lang = scriptLanguageOf(language);
  const phrases = GRAMMARS[lang];
  const clean = speakable(description);
  const random = seededRandom(`${lang}:${clean}`);
  const title = titleOf(clean, lang);
  const segment = (kind: ScriptSegment['kind'], lines: ScriptLine[]): ScriptSegment => ({
    kind,
    title: phrases.segmentTitles[kind],
    lines: lines.map((line) => ({ speaker: line.speaker, text: speakable(line.text) })).filter((line) => line.text.length > 0),
  });
  const segments = [segment('intro', phrases.intro(title, random)), segment('topic', phrases.topic(speakable(clean), keywordsOf(clean), moodOf(clean, lang), random))];
  if (data.trendingGames.length > 0) segments.push(segment('trending', phrases.trending(data.trendingGames, random)));
  if (data.newClips.length > 0) segments.push(segment('clips', phrases.clips(data.newClips, random)));
  if (data.giveaways.length > 0) segments.push(segment('giveaways', phrases.giveaways(data.giveaways, random)));
  segments.push(segment('outro', phrases.outro(random)));
  return { language: lang, title, show: phrases.show, hosts: HOSTS, segments };
}

export function scriptChars(script: Pick<PodcastScript, 'segments'>): number {
  return script.segments.reduce((sum, segment) => sum + segment.lines.reduce((lineSum, line) => lineSum + line.text.length, 0), 0);
}
