import { AI_DESCRIPTION_MAX, AI_GENRES, AI_THEMES, type AiGenre, type AiGoalKind, type AiShape, type AiTheme, normaliseDescription } from './ai-game-kinds';
import { figureCatalogue } from './ai-lexicon/index';
import { type Reading, figureName, readDescription } from './ai-lexicon/read';

// Text to game: a description becomes a game specification. Pure and seeded: the same description
// always gives the same specification, different descriptions give visibly different ones (genre, theme,
// colours, figures, speed, goal). The description is read in any of the interface languages
// (ai-lexicon/read.ts: the player, what it collects, what it avoids or fights, the goal with its numbers, the
// world); the template is the one whose mechanics match the described action. The server builds the playable
// bundle from it (server/modules/ai-games). Everything the player sees in the game is German.

export {
  AI_DESCRIPTION_MAX,
  AI_DESCRIPTION_MIN,
  AI_GENRES,
  AI_GOAL_KINDS,
  AI_SHAPES,
  AI_THEMES,
  type AiGenre,
  type AiGoalKind,
  type AiShape,
  type AiTheme,
  descriptionProblem,
  normaliseDescription,
} from './ai-game-kinds';

export interface AiFigure {
  /** The figure of the lexicon's catalogue (ai-lexicon/figures.json), null for a name a model proposed. */
  id?: string | null;
  /** German name shown in the game ("Katze"); at most 24 characters. */
  name: string;
  /** German plural ("Katzen"), for the collectibles and obstacles. */
  plural?: string;
  shape: AiShape;
  /** How the templates colour it (#rrggbb); the player takes the palette's colour. */
  colour?: string;
}

export interface AiHazard extends AiFigure {
  /** An enemy has eyes and chases or attacks; an obstacle is a thing in the way. */
  kind: 'enemy' | 'obstacle';
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
  version: 1 | 2;
  genre: AiGenre;
  theme: AiTheme;
  title: string;
  palette: AiPalette;
  player: AiFigure;
  /** The first hazard (or the theme's enemy): what the templates of version 1 draw as the opponent. */
  enemy: AiFigure;
  /** What the player collects (up to three kinds), empty when the description names nothing. */
  items?: AiFigure[];
  /** What the player avoids or fights (up to three kinds). */
  hazards?: AiHazard[];
  /** 0.6 (gemütlich) … 1.8 (hektisch): multiplies every speed of the template. */
  speed: number;
  /** Points, items or enemies to reach (the round is won), seconds to survive, or exits/finish lines to reach. */
  goal: { kind: AiGoalKind; target: number };
  /** Hits the player can take; 1 ends the round at the first. */
  lives?: number;
  /** Seconds the goal must be reached in, or null. */
  timeLimit?: number | null;
  /** The language the description was read in. */
  language?: string;
  /** German, shown on the title screen. */
  instructions: string;
  /** The trimmed description, shown in the game as text (never as markup). */
  description: string;
  seed: number;
}

/** What each template can show: a genre without items ignores them, one without hazards has none to avoid. */
export const AI_TEMPLATE_FEATURES: Record<AiGenre, { items: boolean; hazards: boolean; goals: AiGoalKind[] }> = {
  runner: { items: true, hazards: true, goals: ['time', 'score', 'collect'] },
  platformer: { items: true, hazards: true, goals: ['score', 'collect', 'time'] },
  snake: { items: true, hazards: false, goals: ['score', 'collect', 'time'] },
  breakout: { items: false, hazards: false, goals: ['score', 'time'] },
  shooter: { items: false, hazards: true, goals: ['score', 'defeat', 'time'] },
  maze: { items: true, hazards: true, goals: ['reach', 'score', 'collect', 'time'] },
  memory: { items: false, hazards: false, goals: ['score'] },
  quiz: { items: false, hazards: false, goals: ['score'] },
  catcher: { items: true, hazards: true, goals: ['collect', 'score', 'time'] },
  racer: { items: true, hazards: true, goals: ['time', 'score', 'collect', 'reach'] },
};

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

interface ThemeDefaults {
  palette: AiPalette;
  /** A figure of the catalogue, or a German name pair with its shape. */
  player: string | [string, string, AiShape];
  enemy: string | [string, string, AiShape];
  place: string;
}

const THEME_DEFAULTS: Record<AiTheme, ThemeDefaults> = {
  space: { palette: { background: '#0b0d2a', backgroundAlt: '#1b1f5c', player: '#7bdff2', enemy: '#ff5d8f', accent: '#ffd166', text: '#ffffff' }, player: 'spaceship', enemy: 'asteroid', place: 'im Weltraum' },
  ocean: { palette: { background: '#03304f', backgroundAlt: '#0a6c8f', player: '#ffd166', enemy: '#ef476f', accent: '#7ae582', text: '#ffffff' }, player: 'fish', enemy: 'shark', place: 'in der Tiefsee' },
  forest: { palette: { background: '#143d2b', backgroundAlt: '#2d6a4f', player: '#ff9f1c', enemy: '#9d4edd', accent: '#caffbf', text: '#ffffff' }, player: 'fox', enemy: 'spider', place: 'im Wald' },
  city: { palette: { background: '#22223b', backgroundAlt: '#4a4e69', player: '#f2e94e', enemy: '#ff595e', accent: '#8ac926', text: '#ffffff' }, player: 'car', enemy: ['Baustelle', 'Baustellen', 'square'], place: 'in der Stadt' },
  desert: { palette: { background: '#7f4f24', backgroundAlt: '#dda15e', player: '#3a86ff', enemy: '#2b9348', accent: '#fefae0', text: '#ffffff' }, player: ['Kamel', 'Kamele', 'circle'], enemy: 'cactus', place: 'in der Wüste' },
  ice: { palette: { background: '#caf0f8', backgroundAlt: '#90e0ef', player: '#023e8a', enemy: '#d00000', accent: '#ffb703', text: '#03045e' }, player: 'penguin', enemy: 'snowball', place: 'in der Eiswelt' },
  candy: { palette: { background: '#ffc8dd', backgroundAlt: '#ffafcc', player: '#7209b7', enemy: '#3a0ca3', accent: '#06d6a0', text: '#3c096c' }, player: 'candy', enemy: ['Zahnbürste', 'Zahnbürsten', 'square'], place: 'im Zuckerland' },
  castle: { palette: { background: '#2b2d42', backgroundAlt: '#5c5f7a', player: '#e9c46a', enemy: '#e63946', accent: '#a8dadc', text: '#ffffff' }, player: 'knight', enemy: 'dragon', place: 'auf der Burg' },
  lava: { palette: { background: '#1a0000', backgroundAlt: '#6a040f', player: '#48cae4', enemy: '#ffba08', accent: '#f48c06', text: '#ffffff' }, player: ['Feuerläufer', 'Feuerläufer', 'diamond'], enemy: 'lavaball', place: 'im Vulkan' },
  neon: { palette: { background: '#10002b', backgroundAlt: '#3c096c', player: '#00f5d4', enemy: '#f15bb5', accent: '#fee440', text: '#ffffff' }, player: ['Pixelheld', 'Pixelhelden', 'square'], enemy: ['Glitch', 'Glitches', 'diamond'], place: 'in Neonstadt' },
  garden: { palette: { background: '#2d6a4f', backgroundAlt: '#74c69d', player: '#ff6d00', enemy: '#7b2cbf', accent: '#ffd60a', text: '#ffffff' }, player: 'hedgehog', enemy: 'wasp', place: 'im Garten' },
};

const COLOURS: Record<Reading['colours'][number], string> = {
  red: '#e63946',
  blue: '#3a86ff',
  green: '#38b000',
  yellow: '#ffd60a',
  purple: '#9d4edd',
  pink: '#ff4d9d',
  orange: '#fb8500',
  turquoise: '#00d1c1',
  gold: '#ffc300',
  white: '#f8f9fa',
  black: '#111111',
  silver: '#adb5bd',
};

const GENRE_NOUN: Record<AiGenre, string[]> = {
  runner: ['Der große Lauf', 'Die wilde Flucht', 'Endlos unterwegs', 'Volle Fahrt'],
  platformer: ['Sprung ins Abenteuer', 'Hoch hinaus', 'Die Sprungprobe', 'Über alle Kanten'],
  snake: ['Die lange Schlange', 'Immer länger', 'Futterjagd', 'Kurvenkunst'],
  breakout: ['Mauerbrecher', 'Steinschlag', 'Abpraller', 'Klotz um Klotz'],
  shooter: ['Die letzte Verteidigung', 'Feuer frei', 'Sternenschlacht', 'Angriffswelle'],
  maze: ['Das Labyrinth', 'Der Irrgarten', 'Weg nach draußen', 'Gänge im Dunkeln'],
  memory: ['Gedächtnisprobe', 'Paare finden', 'Karten-Kniffel', 'Merk dir das'],
  quiz: ['Das große Quiz', 'Kopfrechen-Duell', 'Rätselstunde', 'Schlaukopf'],
  catcher: ['Fang sie alle', 'Volle Taschen', 'Alles im Griff', 'Was vom Himmel fällt'],
  racer: ['Vollgas', 'Die wilde Fahrt', 'Freie Bahn', 'Auf der Überholspur'],
};

/** Seconds a round lasts, or what to reach, when the description names none. */
const GENRE_GOAL: Record<AiGenre, { kind: AiGoalKind; target: number }> = {
  runner: { kind: 'time', target: 60 },
  platformer: { kind: 'score', target: 10 },
  snake: { kind: 'score', target: 20 },
  breakout: { kind: 'score', target: 40 },
  shooter: { kind: 'score', target: 30 },
  maze: { kind: 'reach', target: 3 },
  memory: { kind: 'score', target: 8 },
  quiz: { kind: 'score', target: 10 },
  catcher: { kind: 'collect', target: 20 },
  racer: { kind: 'time', target: 60 },
};

/** Hits a round allows when the description names none: the dodging games forgive two. */
const GENRE_LIVES: Record<AiGenre, number> = { runner: 1, platformer: 1, snake: 1, breakout: 1, shooter: 1, maze: 1, memory: 1, quiz: 1, catcher: 3, racer: 3 };

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

/** A catalogue figure with its German names, as the game shows it. */
function figureOf(id: string): AiFigure {
  const entry = figureCatalogue().figures[id];
  return {
    id,
    name: figureName(id, 'de').slice(0, 24),
    plural: figureName(id, 'de', true).slice(0, 24),
    shape: (entry?.shape ?? 'circle') as AiShape,
    colour: entry?.colour,
  };
}

function defaultFigure(value: ThemeDefaults['player']): AiFigure {
  if (typeof value === 'string') return figureOf(value);
  return { id: null, name: value[0], plural: value[1], shape: value[2] };
}

function best<K extends string>(scores: Partial<Record<K, number>>, keys: readonly K[], random: () => number): K {
  let top = 0;
  let winners: K[] = [];
  for (const key of keys) {
    const score = scores[key] ?? 0;
    if (score > top + 1e-9) {
      top = score;
      winners = [key];
    } else if (Math.abs(score - top) <= 1e-9 && score > 0) winners.push(key);
  }
  if (winners.length === 0) return keys[Math.floor(random() * keys.length)]!;
  return winners[Math.floor(random() * winners.length)]!;
}

const SNAKE_LIKE = new Set(['snake', 'worm', 'caterpillar']);
const DRIVEN = new Set(['car', 'racecar', 'policecar', 'taxi', 'truck', 'bus', 'motorbike', 'bicycle', 'train']);

/** The template whose mechanics match what the description says happens. */
export function genreScores(reading: Reading): Record<AiGenre, number> {
  const acts = (name: keyof Reading['acts']) => Math.min(2, reading.acts[name] ?? 0);
  const scores = Object.fromEntries(AI_GENRES.map((genre) => [genre, 3 * Math.min(2, reading.genres[genre] ?? 0)])) as Record<AiGenre, number>;
  const playerKind = reading.player ? figureCatalogue().figures[reading.player]?.kind : undefined;
  scores.racer += 2 * acts('race');
  if (reading.player && DRIVEN.has(reading.player)) scores.racer += 2.5;
  else if (playerKind === 'vehicle') {
    scores.racer += 1;
    scores.shooter += 0.5;
  }
  scores.shooter += 2.5 * Math.max(acts('shoot'), acts('fight'), acts('defend'));
  scores.platformer += 2 * Math.max(acts('jump'), acts('climb')) + 0.5 * acts('jumpOver');
  scores.runner += 1.5 * acts('run') + 2 * acts('jumpOver') + acts('flee');
  const collecting = Math.max(acts('collect'), acts('eat'), acts('hunt'));
  scores.catcher += 2 * collecting + acts('avoid') + 1.5 * acts('fall') + 0.5 * acts('survive') + 0.5 * acts('flee');
  scores.racer += 0.5 * acts('avoid') + 0.5 * acts('fly');
  scores.catcher += 0.5 * acts('swim');
  if (reading.player && SNAKE_LIKE.has(reading.player)) scores.snake += 3;
  scores.snake += 2 * acts('grow');
  scores.maze += 2 * acts('reach');
  // Items and obstacles without any verb still ask for a game that has both.
  if (collecting === 0 && reading.items.length > 0) scores.catcher += 1;
  if (acts('avoid') === 0 && reading.hazards.length > 0 && reading.items.length > 0) scores.catcher += 0.5;
  return scores;
}

/** Ties between places: the more specific wins (a neon city is neon, a garden is not just green). */
const THEME_PRIORITY: AiTheme[] = ['neon', 'garden', 'candy', 'lava', 'ice', 'desert', 'castle', 'space', 'ocean', 'forest', 'city'];

function chooseTheme(reading: Reading, random: () => number): AiTheme {
  // One draw whatever the outcome: the seeded choices after it (colours, title) stay where they were.
  const draw = random();
  const named = THEME_PRIORITY.filter((theme) => (reading.settings[theme] ?? 0) > 0);
  if (named.length > 0) {
    const top = Math.max(...named.map((theme) => reading.settings[theme]!));
    return named.find((theme) => reading.settings[theme] === top)!;
  }
  // No place named: the world the player (else the first other figure) belongs to.
  for (const id of [reading.player, ...reading.items, ...reading.hazards.map((hazard) => hazard.id)]) {
    const habitat = id ? figureCatalogue().figures[id]?.habitat : null;
    if (habitat) return habitat as AiTheme;
  }
  return AI_THEMES[Math.floor(draw * AI_THEMES.length)]!;
}

const plural = (figure: AiFigure) => figure.plural ?? figure.name;
const list = (figures: AiFigure[]) => figures.map(plural).join(', ');

function goalSentence(genre: AiGenre, goal: AiGameSpec['goal'], items: AiFigure[], hazards: AiHazard[]): string {
  const n = goal.target;
  switch (goal.kind) {
    case 'time':
      return n === 1 ? 'Halte eine Sekunde durch.' : `Halte ${n} Sekunden durch.`;
    case 'collect':
      return items[0] ? `Ziel: ${n} ${n === 1 ? items[0].name : plural(items[0])} sammeln.` : `Ziel: ${n} Stück sammeln.`;
    case 'defeat':
      return hazards[0] ? `Ziel: ${n} ${n === 1 ? hazards[0].name : plural(hazards[0])} besiegen.` : `Ziel: ${n} Gegner besiegen.`;
    case 'reach':
      return genre === 'maze' ? (n === 1 ? 'Ziel: einmal zum Ausgang.' : `Ziel: ${n}-mal zum Ausgang.`) : n === 1 ? 'Ziel: einmal durchs Ziel.' : `Ziel: ${n}-mal durchs Ziel.`;
    default:
      return n === 1 ? 'Ziel: 1 Punkt.' : `Ziel: ${n} Punkte.`;
  }
}

/** The German instructions: the cast as labels (no article has to agree with a name), the controls, the goal. */
function genreInstructions(spec: Pick<AiGameSpec, 'genre' | 'player' | 'enemy' | 'goal' | 'items' | 'hazards' | 'lives' | 'timeLimit'>): string {
  const { genre, player, goal } = spec;
  const items = spec.items ?? [];
  const hazards = spec.hazards ?? [];
  const enemies = hazards.filter((hazard) => hazard.kind === 'enemy');
  const obstacles = hazards.filter((hazard) => hazard.kind === 'obstacle');
  const features = AI_TEMPLATE_FEATURES[genre];
  const cast = [`Du spielst: ${player.name}.`];
  if (features.items && items.length > 0) cast.push(`Sammeln: ${list(items)}.`);
  if (features.hazards && enemies.length > 0) cast.push(`Gegner: ${list(enemies)}.`);
  if (features.hazards && obstacles.length > 0) cast.push(`Hindernisse: ${list(obstacles)}.`);
  if (features.hazards && hazards.length === 0) cast.push(`Gegner: ${spec.enemy.name}.`);
  const castLine = cast.join(' ');
  const target = goalSentence(genre, goal, items, hazards);
  const extra = [spec.lives && spec.lives > 1 ? `Leben: ${spec.lives}.` : '', spec.timeLimit ? `Zeitlimit: ${spec.timeLimit} Sekunden.` : ''].filter(Boolean).join(' ');
  const lines: Record<AiGenre, string> = {
    runner: `${castLine} Du läufst von allein – spring mit Leertaste, Pfeil hoch oder einem Tipp über die Hindernisse.`,
    platformer: `${castLine} Lauf mit den Pfeiltasten oder durch Tippen links und rechts, spring mit Pfeil hoch, Leertaste oder einem Tipp oben. Sammle alles ein und weich den Gegnern aus.`,
    snake: `${castLine} Lenk mit den Pfeiltasten oder durch Tippen in die Richtung. Friss das Futter, werde länger und beiß dich nicht selbst.`,
    breakout: `Beweg den Schläger mit Pfeil links und rechts oder mit dem Finger. Halte den Ball im Spiel und räum alle Steine ab.`,
    shooter: `${castLine} Flieg mit Pfeil links und rechts oder mit dem Finger und schieß mit Leertaste oder einem Tipp. Lass keinen Gegner durch.`,
    maze: `${castLine} Lauf mit den Pfeiltasten oder durch Tippen in die Richtung zum leuchtenden Ausgang und weich dem Gegner aus.`,
    memory: `Deck mit Klick, Tipp oder Pfeiltasten und Leertaste je zwei Karten auf und finde alle Paare, bevor die Zeit um ist.`,
    quiz: `Beantworte die Fragen mit den Tasten 1, 2 und 3 oder tipp auf eine Antwort. Drei Fehler, und die Runde ist vorbei.`,
    catcher: `${castLine} Lauf mit Pfeil links und rechts oder mit dem Finger, fang auf, was du sammeln sollst, und weich allem anderen aus.`,
    racer: `${castLine} Wechsle die Spur mit Pfeil links und rechts oder einem Tipp auf die Seite und weich allem aus, was dir entgegenkommt.`,
  };
  return [lines[genre], target, extra].filter(Boolean).join(' ');
}

/** The goal the reading names, fitted to what the template can count. */
function fitGoal(genre: AiGenre, reading: Reading, items: AiFigure[], hazards: AiHazard[]): AiGameSpec['goal'] {
  const named = reading.goal;
  let goal = named ? { ...named } : { ...GENRE_GOAL[genre] };
  if (!named && genre === 'catcher' && items.length === 0) goal = { kind: 'time', target: 60 };
  if (!named && genre === 'racer' && items.length > 0 && reading.goal === null && (reading.acts.collect ?? 0) > 0) goal = { kind: 'collect', target: 20 };
  const allowed = AI_TEMPLATE_FEATURES[genre].goals;
  if (!allowed.includes(goal.kind)) {
    // A template that cannot count that kind counts points: every item, enemy or exit is one.
    goal = goal.kind === 'time' ? { ...GENRE_GOAL[genre] } : { kind: 'score', target: goal.target };
  }
  if (goal.kind === 'collect' && items.length === 0) goal.kind = 'score';
  if (goal.kind === 'defeat' && hazards.length === 0) goal.kind = 'score';
  if (goal.kind === 'time') goal.target = Math.min(600, Math.max(10, goal.target));
  else goal.target = Math.min(999, Math.max(1, goal.target));
  if (genre === 'memory') goal = { kind: 'score', target: Math.min(12, Math.max(4, goal.target)) };
  if (genre === 'maze' && goal.kind !== 'time') goal.target = Math.min(goal.kind === 'reach' ? 10 : 99, goal.target);
  return goal;
}

/** The specification the offline generator reads out of a description. */
export function parseDescription(description: string): AiGameSpec {
  const clean = normaliseDescription(description).slice(0, AI_DESCRIPTION_MAX);
  const seed = seedOf(clean);
  const random = seededRandom(seed);
  const reading = readDescription(clean);

  const genre = best(genreScores(reading), AI_GENRES, random);
  const theme = chooseTheme(reading, random);
  const defaults = THEME_DEFAULTS[theme];

  const player = reading.player ? figureOf(reading.player) : defaultFigure(defaults.player);
  const items = reading.items.slice(0, 3).map(figureOf);
  const hazards: AiHazard[] = reading.hazards.slice(0, 3).map((hazard) => ({ ...figureOf(hazard.id), kind: hazard.kind }));
  let enemy: AiFigure = hazards[0] ?? defaultFigure(defaults.enemy);
  if (!hazards[0] && enemy.name === player.name) enemy = { id: null, name: 'Schatten', plural: 'Schatten', shape: 'diamond' };

  // Speed: words, else a seeded nudge around normal.
  let speed = 0.9 + random() * 0.3;
  if (reading.speed === 'very') speed = 1.7;
  else if (reading.speed === 'fast') speed = 1.4;
  else if (reading.speed === 'slow') speed = 0.7;
  speed = clampSpeed(speed);

  const goal = fitGoal(genre, reading, items, hazards);
  const lives = Math.min(9, Math.max(1, reading.lives ?? GENRE_LIVES[genre]));
  const timeLimit = reading.timeLimit !== null && goal.kind !== 'time' ? Math.min(600, Math.max(10, reading.timeLimit)) : null;

  // Colours: the theme's palette, nudged by the seed; a named colour becomes the player's.
  const nudge = Math.round((random() - 0.5) * 40);
  const palette: AiPalette = {
    ...defaults.palette,
    background: shiftColour(defaults.palette.background, Math.round(nudge / 2)),
    backgroundAlt: shiftColour(defaults.palette.backgroundAlt, nudge),
    enemy: shiftColour(defaults.palette.enemy, -nudge),
  };
  if (reading.colours[0]) palette.player = COLOURS[reading.colours[0]];
  if (reading.colours[1]) palette.accent = COLOURS[reading.colours[1]];

  // Title: a quoted name in the description wins, else a seeded German one.
  const quoted = /[„"“»«']([^„"“”»«']{3,40})["“”«»']/.exec(clean);
  const nouns = GENRE_NOUN[genre];
  const title = quoted?.[1]?.trim() || `${player.name} ${defaults.place}: ${nouns[Math.floor(random() * nouns.length)]}`;

  const spec: AiGameSpec = {
    version: 2,
    genre,
    theme,
    title: title.slice(0, 60),
    palette,
    player,
    enemy,
    items,
    hazards,
    speed,
    goal,
    lives,
    timeLimit,
    language: reading.language,
    instructions: '',
    description: clean,
    seed,
  };
  spec.instructions = genreInstructions(spec);
  return spec;
}

/** What a model may change of the offline specification; everything else stays the parser's. */
export interface AiSpecProposal {
  genre?: AiGenre;
  theme?: AiTheme;
  title?: string;
  player?: string;
  enemy?: string;
  speed?: number;
  goal?: { kind: AiGoalKind; target: number };
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
  // A renamed figure is no longer the catalogue's: it keeps the shape, loses the id.
  const player = proposal.player ? { ...base.player, id: null, name: proposal.player.slice(0, 24), plural: proposal.player.slice(0, 24) } : base.player;
  const enemy = proposal.enemy ? { ...base.enemy, id: null, name: proposal.enemy.slice(0, 24), plural: proposal.enemy.slice(0, 24) } : base.enemy;
  const goal = proposal.goal ?? (genre !== base.genre ? GENRE_GOAL[genre] : base.goal);
  const merged: AiGameSpec = {
    ...base,
    genre,
    theme,
    palette,
    player,
    enemy,
    speed: proposal.speed !== undefined ? clampSpeed(proposal.speed) : base.speed,
    goal,
    title: (proposal.title ?? base.title).slice(0, 60),
  };
  merged.instructions = (proposal.instructions ?? genreInstructions(merged)).slice(0, 400);
  return merged;
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
  catcher: 'Fangspiel',
  racer: 'Rennspiel',
};
