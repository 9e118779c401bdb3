// Text to game: a description becomes a game specification. Pure and seeded: the same description
// always gives the same specification, different descriptions give visibly different ones (genre, theme,
// colours, figures, speed, goal). The server builds the playable bundle from it (server/modules/ai-games).
// German and English keywords are read; everything the player sees is German.

export const AI_DESCRIPTION_MIN = 10;
export const AI_DESCRIPTION_MAX = 500;

export const AI_GENRES = ['runner', 'platformer', 'snake', 'breakout', 'shooter', 'maze', 'memory', 'quiz'] as const;
export type AiGenre = (typeof AI_GENRES)[number];

export const AI_THEMES = ['space', 'ocean', 'forest', 'city', 'desert', 'ice', 'candy', 'castle', 'lava', 'neon'] as const;
export type AiTheme = (typeof AI_THEMES)[number];

export const AI_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'star'] as const;
export type AiShape = (typeof AI_SHAPES)[number];

export interface AiFigure {
  /** German name shown in the game ("Katze"); at most 24 characters. */
  name: string;
  shape: AiShape;
}

export interface AiPalette {
  background: string;
  backgroundAlt: string;
  player: string;
  enemy: string;
  accent: string;
  text: string;
}

export interface AiGameSpec {
  version: 1;
  genre: AiGenre;
  theme: AiTheme;
  title: string;
  palette: AiPalette;
  player: AiFigure;
  enemy: AiFigure;
  /** 0.6 (gemütlich) … 1.8 (hektisch): multiplies every speed of the template. */
  speed: number;
  /** Points to reach (the round is won), or seconds to survive. */
  goal: { kind: 'score' | 'time'; target: number };
  /** German, shown on the title screen. */
  instructions: string;
  /** The trimmed description, shown in the game as text (never as markup). */
  description: string;
  seed: number;
}

/** Trims and folds inner whitespace runs; the length rule applies to this form. */
export function normaliseDescription(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function descriptionProblem(text: string): 'tooShort' | 'tooLong' | null {
  const clean = normaliseDescription(text);
  if (clean.length < AI_DESCRIPTION_MIN) return 'tooShort';
  if (clean.length > AI_DESCRIPTION_MAX) return 'tooLong';
  return null;
}

/** FNV-1a over the lower-cased normalised description: the seed of everything. */
export function seedOf(description: string): number {
  let hash = 0x811c9dc5;
  for (const char of normaliseDescription(description).toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** mulberry32: a small deterministic generator for the seeded choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Lower case, umlauts folded (ä → ae, ß → ss), so "Schläger", "schlaeger" and "SCHLÄGER" match alike. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss');
}

/** Word stems per genre (folded German and English); a stem matches at the start of a word. */
const GENRE_WORDS: Record<AiGenre, string[]> = {
  runner: ['lauf', 'laeuf', 'renn', 'runner', 'run', 'endlos', 'endless', 'sprint', 'flieh', 'flucht', 'escape', 'ausweich', 'dodge', 'hindernis', 'obstacle'],
  platformer: ['plattform', 'platform', 'huepf', 'hop', 'springt', 'spring', 'jump', 'klettern', 'climb', 'level', 'mario', 'leiter'],
  snake: ['schlange', 'snake', 'wurm', 'worm', 'raupe', 'caterpillar', 'waechst', 'grow', 'laenger', 'longer'],
  breakout: ['breakout', 'ziegel', 'brick', 'mauer', 'wall', 'schlaeger', 'paddle', 'ball', 'kloetze', 'bloecke', 'blocks', 'arkanoid', 'abprall', 'bounce'],
  shooter: ['schiess', 'shoot', 'laser', 'raumschiff', 'spaceship', 'ship', 'abschiess', 'shooter', 'blaster', 'invader', 'feuer frei', 'kanone', 'cannon', 'schuss', 'ballern', 'verteidig', 'defend', 'kaempf', 'kampf', 'fight', 'battle', 'angriff', 'attack'],
  maze: ['labyrinth', 'maze', 'irrgarten', 'gaenge', 'dungeon', 'verlies', 'ausgang', 'exit', 'pacman', 'verirr', 'lost', 'sammel', 'collect', 'einsammel'],
  memory: ['memory', 'karten', 'cards', 'paare', 'pairs', 'gedaechtnis', 'merken', 'remember', 'aufdecken', 'flip', 'match'],
  quiz: ['quiz', 'frage', 'question', 'raetsel', 'wissen', 'knowledge', 'trivia', 'rechnen', 'mathe', 'math', 'einmaleins', 'lernen', 'learn', 'test'],
};

const THEME_WORDS: Record<AiTheme, string[]> = {
  space: ['weltraum', 'weltall', 'space', 'stern', 'star', 'planet', 'alien', 'rakete', 'rocket', 'galax', 'mond', 'moon', 'astronaut', 'ufo', 'asteroid', 'komet'],
  ocean: ['meer', 'ozean', 'ocean', 'sea', 'fisch', 'fish', 'unterwasser', 'underwater', 'hai', 'shark', 'wal', 'whale', 'tauch', 'div', 'koralle', 'coral', 'pirat', 'pirate', 'insel', 'island'],
  forest: ['wald', 'forest', 'baum', 'baeume', 'tree', 'dschungel', 'jungle', 'pilz', 'mushroom', 'fuchs', 'fox', 'eichhoernchen', 'squirrel', 'wiese', 'meadow', 'garten', 'garden', 'park'],
  city: ['stadt', 'city', 'strasse', 'street', 'auto', 'car', 'taxi', 'hochhaus', 'skyscraper', 'dach', 'roof', 'verkehr', 'traffic', 'polizei', 'police', 'berlin', 'hamburg'],
  desert: ['wueste', 'desert', 'sand', 'pyramide', 'pyramid', 'kamel', 'camel', 'kaktus', 'cactus', 'oase', 'oasis', 'mumie', 'mummy'],
  ice: ['eis', 'ice', 'schnee', 'snow', 'winter', 'pinguin', 'penguin', 'frost', 'gletscher', 'glacier', 'polar', 'weihnacht', 'christmas', 'eisbaer'],
  candy: ['suess', 'sweet', 'candy', 'bonbon', 'kuchen', 'cake', 'zucker', 'sugar', 'schokolade', 'chocolate', 'keks', 'cookie', 'donut', 'torte', 'einhorn', 'unicorn', 'regenbogen', 'rainbow'],
  castle: ['burg', 'castle', 'schloss', 'ritter', 'knight', 'drache', 'dragon', 'prinzessin', 'princess', 'koenig', 'king', 'zauber', 'wizard', 'magic', 'mittelalter', 'medieval', 'schwert', 'sword'],
  lava: ['vulkan', 'volcano', 'lava', 'feuer', 'fire', 'hoelle', 'hell', 'flamme', 'flame', 'glut', 'magma', 'daemon', 'demon'],
  neon: ['neon', 'cyber', 'retro', 'synthwave', 'arcade', 'pixel', '80er', '80s', 'disco', 'techno', 'hacker', 'matrix', 'roboter', 'robot'],
};

interface Character {
  words: string[];
  name: string;
  shape: AiShape;
}

/** Figures the parser knows (folded stems); the German name is what the game shows. */
const CHARACTERS: Character[] = [
  { words: ['katze', 'kater', 'cat', 'kitten'], name: 'Katze', shape: 'circle' },
  { words: ['hund', 'dog', 'welpe', 'puppy'], name: 'Hund', shape: 'circle' },
  { words: ['ritter', 'knight'], name: 'Ritter', shape: 'square' },
  { words: ['roboter', 'robot', 'droid'], name: 'Roboter', shape: 'square' },
  { words: ['ninja'], name: 'Ninja', shape: 'diamond' },
  { words: ['pinguin', 'penguin'], name: 'Pinguin', shape: 'circle' },
  { words: ['rakete', 'rocket', 'raumschiff', 'spaceship'], name: 'Raumschiff', shape: 'triangle' },
  { words: ['astronaut'], name: 'Astronautin', shape: 'circle' },
  { words: ['fisch', 'fish'], name: 'Fisch', shape: 'diamond' },
  { words: ['drache', 'dragon'], name: 'Drache', shape: 'star' },
  { words: ['hase', 'kaninchen', 'rabbit', 'bunny'], name: 'Hase', shape: 'circle' },
  { words: ['frosch', 'frog'], name: 'Frosch', shape: 'circle' },
  { words: ['pirat', 'pirate'], name: 'Pirat', shape: 'square' },
  { words: ['prinzessin', 'princess'], name: 'Prinzessin', shape: 'diamond' },
  { words: ['zauber', 'wizard', 'hexe', 'witch', 'magier', 'mage'], name: 'Zauberin', shape: 'star' },
  { words: ['biene', 'bee'], name: 'Biene', shape: 'circle' },
  { words: ['fuchs', 'fox'], name: 'Fuchs', shape: 'triangle' },
  { words: ['auto', 'car', 'taxi', 'rennwagen'], name: 'Auto', shape: 'square' },
  { words: ['einhorn', 'unicorn'], name: 'Einhorn', shape: 'star' },
  { words: ['zombie'], name: 'Zombie', shape: 'square' },
  { words: ['alien', 'ausserirdisch', 'ufo'], name: 'Alien', shape: 'diamond' },
  { words: ['geist', 'gespenst', 'ghost'], name: 'Geist', shape: 'circle' },
  { words: ['monster'], name: 'Monster', shape: 'star' },
  { words: ['spinne', 'spider'], name: 'Spinne', shape: 'star' },
  { words: ['hai', 'shark'], name: 'Hai', shape: 'triangle' },
  { words: ['asteroid', 'meteor', 'komet', 'comet'], name: 'Asteroid', shape: 'circle' },
  { words: ['fledermaus', 'bat'], name: 'Fledermaus', shape: 'triangle' },
  { words: ['schleim', 'slime', 'glibber'], name: 'Schleim', shape: 'circle' },
  { words: ['kaktus', 'cactus'], name: 'Kaktus', shape: 'square' },
  { words: ['mumie', 'mummy'], name: 'Mumie', shape: 'square' },
  { words: ['daemon', 'demon', 'teufel'], name: 'Dämon', shape: 'star' },
  { words: ['qualle', 'jellyfish'], name: 'Qualle', shape: 'circle' },
];

/** Words that make the figure after them an enemy: "gegen Zombies", "vor dem Hai fliehen", "avoid sharks". */
const ENEMY_CUES = ['gegen', 'vor', 'feind', 'feinde', 'meide', 'vermeid', 'fuercht', 'against', 'avoid', 'from', 'enemy', 'enemies', 'jagt', 'jagen', 'verfolgt', 'chased', 'chase', 'besieg', 'defeat', 'kill', 'abschiess', 'shoot', 'ausweichen', 'dodge'];
/** Figures that are enemies unless the text says otherwise. */
const USUAL_ENEMIES = new Set(['Zombie', 'Alien', 'Geist', 'Monster', 'Spinne', 'Hai', 'Asteroid', 'Fledermaus', 'Schleim', 'Kaktus', 'Mumie', 'Dämon', 'Qualle']);

const THEME_DEFAULTS: Record<AiTheme, { palette: AiPalette; player: AiFigure; enemy: AiFigure; place: string }> = {
  space: { palette: { background: '#0b0d2a', backgroundAlt: '#1b1f5c', player: '#7bdff2', enemy: '#ff5d8f', accent: '#ffd166', text: '#ffffff' }, player: { name: 'Raumschiff', shape: 'triangle' }, enemy: { name: 'Asteroid', shape: 'circle' }, place: 'im Weltraum' },
  ocean: { palette: { background: '#03304f', backgroundAlt: '#0a6c8f', player: '#ffd166', enemy: '#ef476f', accent: '#7ae582', text: '#ffffff' }, player: { name: 'Fisch', shape: 'diamond' }, enemy: { name: 'Hai', shape: 'triangle' }, place: 'in der Tiefsee' },
  forest: { palette: { background: '#143d2b', backgroundAlt: '#2d6a4f', player: '#ff9f1c', enemy: '#9d4edd', accent: '#caffbf', text: '#ffffff' }, player: { name: 'Fuchs', shape: 'triangle' }, enemy: { name: 'Spinne', shape: 'star' }, place: 'im Wald' },
  city: { palette: { background: '#22223b', backgroundAlt: '#4a4e69', player: '#f2e94e', enemy: '#ff595e', accent: '#8ac926', text: '#ffffff' }, player: { name: 'Auto', shape: 'square' }, enemy: { name: 'Baustelle', shape: 'square' }, place: 'in der Stadt' },
  desert: { palette: { background: '#7f4f24', backgroundAlt: '#dda15e', player: '#3a86ff', enemy: '#2b9348', accent: '#fefae0', text: '#ffffff' }, player: { name: 'Kamel', shape: 'circle' }, enemy: { name: 'Kaktus', shape: 'square' }, place: 'in der Wüste' },
  ice: { palette: { background: '#caf0f8', backgroundAlt: '#90e0ef', player: '#023e8a', enemy: '#d00000', accent: '#ffb703', text: '#03045e' }, player: { name: 'Pinguin', shape: 'circle' }, enemy: { name: 'Schneeball', shape: 'circle' }, place: 'in der Eiswelt' },
  candy: { palette: { background: '#ffc8dd', backgroundAlt: '#ffafcc', player: '#7209b7', enemy: '#3a0ca3', accent: '#06d6a0', text: '#3c096c' }, player: { name: 'Bonbon', shape: 'circle' }, enemy: { name: 'Zahnbürste', shape: 'square' }, place: 'im Zuckerland' },
  castle: { palette: { background: '#2b2d42', backgroundAlt: '#5c5f7a', player: '#e9c46a', enemy: '#e63946', accent: '#a8dadc', text: '#ffffff' }, player: { name: 'Ritter', shape: 'square' }, enemy: { name: 'Drache', shape: 'star' }, place: 'auf der Burg' },
  lava: { palette: { background: '#1a0000', backgroundAlt: '#6a040f', player: '#48cae4', enemy: '#ffba08', accent: '#f48c06', text: '#ffffff' }, player: { name: 'Feuerläufer', shape: 'diamond' }, enemy: { name: 'Lavaball', shape: 'circle' }, place: 'im Vulkan' },
  neon: { palette: { background: '#10002b', backgroundAlt: '#3c096c', player: '#00f5d4', enemy: '#f15bb5', accent: '#fee440', text: '#ffffff' }, player: { name: 'Pixelheld', shape: 'square' }, enemy: { name: 'Glitch', shape: 'diamond' }, place: 'in Neonstadt' },
};

const COLOUR_WORDS: [string[], string][] = [
  [['rot', 'red'], '#e63946'],
  [['blau', 'blue'], '#3a86ff'],
  [['gruen', 'green'], '#38b000'],
  [['gelb', 'yellow'], '#ffd60a'],
  [['lila', 'violett', 'purple', 'violet'], '#9d4edd'],
  [['pink', 'rosa'], '#ff4d9d'],
  [['orange'], '#fb8500'],
  [['tuerkis', 'cyan', 'turquoise'], '#00d1c1'],
  [['gold', 'golden'], '#ffc300'],
  [['weiss', 'white'], '#f8f9fa'],
  [['schwarz', 'black'], '#111111'],
  [['silber', 'silver', 'grau', 'grey', 'gray'], '#adb5bd'],
];

const GENRE_NOUN: Record<AiGenre, string[]> = {
  runner: ['Der große Lauf', 'Die wilde Flucht', 'Endlos unterwegs', 'Volle Fahrt'],
  platformer: ['Sprung ins Abenteuer', 'Hoch hinaus', 'Die Sprungprobe', 'Über alle Kanten'],
  snake: ['Die lange Schlange', 'Immer länger', 'Futterjagd', 'Kurvenkunst'],
  breakout: ['Mauerbrecher', 'Steinschlag', 'Abpraller', 'Klotz um Klotz'],
  shooter: ['Die letzte Verteidigung', 'Feuer frei', 'Sternenschlacht', 'Angriffswelle'],
  maze: ['Das Labyrinth', 'Der Irrgarten', 'Weg nach draußen', 'Gänge im Dunkeln'],
  memory: ['Gedächtnisprobe', 'Paare finden', 'Karten-Kniffel', 'Merk dir das'],
  quiz: ['Das große Quiz', 'Kopfrechen-Duell', 'Rätselstunde', 'Schlaukopf'],
};

/** Seconds a round lasts, or points to reach, when the description names none. */
const GENRE_GOAL: Record<AiGenre, { kind: 'score' | 'time'; target: number }> = {
  runner: { kind: 'time', target: 60 },
  platformer: { kind: 'score', target: 10 },
  snake: { kind: 'score', target: 20 },
  breakout: { kind: 'score', target: 40 },
  shooter: { kind: 'score', target: 30 },
  maze: { kind: 'score', target: 3 },
  memory: { kind: 'score', target: 8 },
  quiz: { kind: 'score', target: 10 },
};

interface Token {
  word: string;
  index: number;
}

function tokens(folded: string): Token[] {
  return [...folded.matchAll(/[a-z0-9]+/g)].map((match, index) => ({ word: match[0], index }));
}

function matchesStem(word: string, stem: string): boolean {
  // Short English stems ("run", "hop", "bat", "hai") must be the whole word, longer ones may start it.
  return stem.length <= 4 ? word === stem || word === `${stem}s` || word === `${stem}e` || word === `${stem}en` : word.startsWith(stem);
}

function countMatches(words: Token[], folded: string, stems: string[]): number {
  let count = 0;
  for (const stem of stems) {
    if (stem.includes(' ')) {
      if (folded.includes(stem)) count += 2;
      continue;
    }
    for (const token of words) if (matchesStem(token.word, stem)) count += 1;
  }
  return count;
}

function best<K extends string>(scores: Record<K, number>, keys: readonly K[], random: () => number): { key: K; matched: boolean } {
  let top = 0;
  let winners: K[] = [];
  for (const key of keys) {
    const score = scores[key];
    if (score > top) {
      top = score;
      winners = [key];
    } else if (score === top && score > 0) winners.push(key);
  }
  if (winners.length === 0) return { key: keys[Math.floor(random() * keys.length)]!, matched: false };
  return { key: winners[Math.floor(random() * winners.length)]!, matched: true };
}

function clampSpeed(speed: number): number {
  return Math.round(Math.min(1.8, Math.max(0.6, speed)) * 100) / 100;
}

/** Moves a #rrggbb colour's lightness a little, seeded: two texts with the same theme still look different. */
export function shiftColour(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.min(255, Math.max(0, ((value >> shift) & 255) + amount));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

function findCharacters(words: Token[]): { character: Character; index: number; enemyCue: boolean }[] {
  const found: { character: Character; index: number; enemyCue: boolean }[] = [];
  for (const token of words) {
    const character = CHARACTERS.find((candidate) => candidate.words.some((stem) => matchesStem(token.word, stem)));
    if (!character || found.some((entry) => entry.character === character)) continue;
    const before = words.slice(Math.max(0, token.index - 3), token.index);
    const enemyCue = before.some((previous) => ENEMY_CUES.some((cue) => matchesStem(previous.word, cue)));
    found.push({ character, index: token.index, enemyCue });
  }
  return found;
}

function numberBefore(folded: string, units: string): number | null {
  const match = new RegExp(`(\\d{1,4})\\s*(?:${units})`).exec(folded);
  return match ? Number(match[1]) : null;
}

function genreInstructions(genre: AiGenre, player: string, enemy: string, goal: AiGameSpec['goal']): string {
  // Figures as labels ("Du spielst: Katze. Gegner: Hai."), so any name reads right without German articles.
  const cast = `Du spielst: ${player}. Gegner: ${enemy}.`;
  const target = goal.kind === 'time' ? `Halte ${goal.target} Sekunden durch.` : `Ziel: ${goal.target} Punkte.`;
  const lines: Record<AiGenre, string> = {
    runner: `${cast} Du läufst von allein – spring mit Leertaste, Pfeil hoch oder einem Tipp über die Gegner. ${target}`,
    platformer: `${cast} Lauf mit den Pfeiltasten oder durch Tippen links und rechts, spring mit Pfeil hoch, Leertaste oder einem Tipp oben. Sammle die Sterne und weich den Gegnern aus. ${target}`,
    snake: `${cast} Lenk mit den Pfeiltasten oder durch Tippen in die Richtung. Friss das Futter, werde länger und beiß dich nicht selbst. ${target}`,
    breakout: `Beweg den Schläger mit Pfeil links und rechts oder mit dem Finger. Halte den Ball im Spiel und räum alle Steine ab. ${target}`,
    shooter: `${cast} Flieg mit Pfeil links und rechts oder mit dem Finger und schieß mit Leertaste oder einem Tipp. Lass keinen Gegner durch. ${target}`,
    maze: `${cast} Lauf mit den Pfeiltasten oder durch Tippen in die Richtung zum leuchtenden Ausgang und weich dem Gegner aus. ${target}`,
    memory: `Deck mit Klick, Tipp oder Pfeiltasten und Leertaste je zwei Karten auf und finde alle Paare, bevor die Zeit um ist. ${target}`,
    quiz: `Beantworte die Fragen mit den Tasten 1, 2 und 3 oder tipp auf eine Antwort. Drei Fehler, und die Runde ist vorbei. ${target}`,
  };
  return lines[genre];
}

/** The specification the offline generator reads out of a description. */
export function parseDescription(description: string): AiGameSpec {
  const clean = normaliseDescription(description).slice(0, AI_DESCRIPTION_MAX);
  const folded = foldText(clean);
  const words = tokens(folded);
  const seed = seedOf(clean);
  const random = seededRandom(seed);

  const genreScores = Object.fromEntries(AI_GENRES.map((genre) => [genre, countMatches(words, folded, GENRE_WORDS[genre])])) as Record<AiGenre, number>;
  const genre = best(genreScores, AI_GENRES, random).key;
  const themeScores = Object.fromEntries(AI_THEMES.map((theme) => [theme, countMatches(words, folded, THEME_WORDS[theme])])) as Record<AiTheme, number>;
  const theme = best(themeScores, AI_THEMES, random).key;
  const defaults = THEME_DEFAULTS[theme];

  // Figures: the first named figure without an enemy cue is the player, the first with one (or a usual enemy) the enemy.
  const characters = findCharacters(words);
  const enemyEntry = characters.find((entry) => entry.enemyCue) ?? characters.find((entry) => USUAL_ENEMIES.has(entry.character.name));
  const playerEntry = characters.find((entry) => entry !== enemyEntry && !entry.enemyCue);
  const player: AiFigure = playerEntry ? { name: playerEntry.character.name, shape: playerEntry.character.shape } : { ...defaults.player };
  let enemy: AiFigure = enemyEntry ? { name: enemyEntry.character.name, shape: enemyEntry.character.shape } : { ...defaults.enemy };
  if (enemy.name === player.name) enemy = player.name === defaults.enemy.name ? { name: 'Schatten', shape: 'diamond' } : { ...defaults.enemy };

  // Speed: words, else a seeded nudge around normal.
  let speed = 0.9 + random() * 0.3;
  if (/\b(sehr|extrem|super|mega|ultra|very)\s+(schnell|fast|rasant)/.test(folded)) speed = 1.7;
  else if (/\b(schnell|fast|rasant|hektisch|turbo|speed|quick)/.test(folded)) speed = 1.4;
  else if (/\b(langsam|slow|gemuetlich|entspannt|ruhig|relax|cozy|chill|kinder|kids)/.test(folded)) speed = 0.7;
  speed = clampSpeed(speed);

  // Goal: "30 Punkte", "100 points", "90 Sekunden", "2 minutes".
  let goal = { ...GENRE_GOAL[genre] };
  const points = numberBefore(folded, 'punkte|punkten|points|pkt');
  const seconds = numberBefore(folded, 'sekunden|seconds|sek|sec');
  const minutes = numberBefore(folded, 'minuten|minutes|min');
  if (points !== null && points > 0) goal = { kind: 'score', target: Math.min(999, points) };
  else if (seconds !== null && seconds > 0) goal = { kind: 'time', target: Math.min(600, Math.max(10, seconds)) };
  else if (minutes !== null && minutes > 0) goal = { kind: 'time', target: Math.min(600, minutes * 60) };
  if (genre === 'memory') goal = { kind: 'score', target: Math.min(12, Math.max(4, goal.kind === 'score' ? goal.target : 8)) };
  if (genre === 'maze' && goal.kind === 'score') goal.target = Math.min(10, Math.max(1, goal.target));

  // Colours: the theme's palette, nudged by the seed; a named colour becomes the player's.
  const nudge = Math.round((random() - 0.5) * 40);
  const palette: AiPalette = {
    ...defaults.palette,
    background: shiftColour(defaults.palette.background, Math.round(nudge / 2)),
    backgroundAlt: shiftColour(defaults.palette.backgroundAlt, nudge),
    enemy: shiftColour(defaults.palette.enemy, -nudge),
  };
  const named = COLOUR_WORDS.filter(([stems]) => words.some((token) => stems.some((stem) => token.word === stem || token.word.startsWith(`${stem}e`))));
  if (named[0]) palette.player = named[0][1];
  if (named[1]) palette.accent = named[1][1];

  // Title: a quoted name in the description wins, else a seeded German one.
  const quoted = /[„"“»«']([^„"“”»«']{3,40})["“”«»']/.exec(clean);
  const nouns = GENRE_NOUN[genre];
  const title = quoted?.[1]?.trim() || `${player.name} ${defaults.place}: ${nouns[Math.floor(random() * nouns.length)]}`;

  return {
    version: 1,
    genre,
    theme,
    title: title.slice(0, 60),
    palette,
    player,
    enemy,
    speed,
    goal,
    instructions: genreInstructions(genre, player.name, enemy.name, goal),
    description: clean,
    seed,
  };
}

/** What a model may change of the offline specification; everything else stays the parser's. */
export interface AiSpecProposal {
  genre?: AiGenre;
  theme?: AiTheme;
  title?: string;
  player?: string;
  enemy?: string;
  speed?: number;
  goal?: { kind: 'score' | 'time'; target: number };
  colours?: Partial<Record<'player' | 'enemy' | 'accent' | 'background', string>>;
  instructions?: string;
}

/** The offline specification with a model's (already schema-checked) proposal laid over it. */
export function applyProposal(base: AiGameSpec, proposal: AiSpecProposal): AiGameSpec {
  const genre = proposal.genre ?? base.genre;
  const theme = proposal.theme ?? base.theme;
  const themed = theme !== base.theme ? THEME_DEFAULTS[theme].palette : base.palette;
  const palette = { ...themed };
  for (const key of ['player', 'enemy', 'accent', 'background'] as const) {
    const colour = proposal.colours?.[key];
    if (colour && HEX_COLOUR.test(colour)) palette[key] = colour.toLowerCase();
  }
  const player = proposal.player ? { name: proposal.player.slice(0, 24), shape: base.player.shape } : base.player;
  const enemy = proposal.enemy ? { name: proposal.enemy.slice(0, 24), shape: base.enemy.shape } : base.enemy;
  const goal = proposal.goal ?? (genre !== base.genre ? GENRE_GOAL[genre] : base.goal);
  return {
    ...base,
    genre,
    theme,
    palette,
    player,
    enemy,
    speed: proposal.speed !== undefined ? clampSpeed(proposal.speed) : base.speed,
    goal,
    title: (proposal.title ?? base.title).slice(0, 60),
    instructions: (proposal.instructions ?? genreInstructions(genre, player.name, enemy.name, goal)).slice(0, 400),
  };
}

/** German label of a genre (lists, the /ai/h page). */
export const GENRE_LABEL_DE: Record<AiGenre, string> = {
  runner: 'Runner',
  platformer: 'Jump ’n’ Run',
  snake: 'Schlange',
  breakout: 'Mauerbrecher',
  shooter: 'Shooter',
  maze: 'Labyrinth',
  memory: 'Memory',
  quiz: 'Quiz',
};
