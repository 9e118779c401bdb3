import type { Language } from '../../constants';
import { type Act, type ColourName, type Lexicon, type Tag, type Token, combineNumbers, figureCatalogue, lexicon } from './index';
import type { FigureKind } from './schema';

// Reads a description in any interface language: who the player is, what it collects, what it must avoid or
// fight, the goal and its numbers (targets, lives, time), the world, and which verbs it uses (they choose the
// template). Pure: the same text always gives the same reading. The language is the one whose lexicon
// recognises most of the text among those written in its script.

export type GoalKind = 'score' | 'collect' | 'defeat' | 'time' | 'reach';
export type HazardKind = 'enemy' | 'obstacle';

export interface Reading {
  language: Language;
  /** How much of the text the lexicon recognised (the language with the most wins). */
  recognised: number;
  player: string | null;
  /** What the player collects, in the order named. */
  items: string[];
  /** What the player must avoid or fight, in the order named. */
  hazards: { id: string; kind: HazardKind }[];
  /** How often each verb kind was used. */
  acts: Partial<Record<Act, number>>;
  /** Explicit words for a kind of game (Labyrinth, Quiz, race …). */
  genres: Record<string, number>;
  settings: Record<string, number>;
  goal: { kind: GoalKind; target: number } | null;
  lives: number | null;
  /** Seconds the goal must be reached in. */
  timeLimit: number | null;
  speed: 'very' | 'fast' | 'slow' | null;
  colours: ColourName[];
}

/** What a verb makes of the figure it governs. */
const ACT_ROLES: Partial<Record<Act, 'collect' | 'hazard'>> = {
  collect: 'collect',
  eat: 'collect',
  hunt: 'collect',
  touch: 'collect',
  avoid: 'hazard',
  flee: 'hazard',
  jumpOver: 'hazard',
  hit: 'hazard',
  fight: 'hazard',
  shoot: 'hazard',
  defend: 'hazard',
};
const DEFEAT_ACTS = new Set<Act>(['fight', 'shoot', 'defend']);

const has = (token: Token | undefined, t: Tag['t']) => token?.tags.some((tag) => tag.t === t) ?? false;
const cueOf = (token: Token | undefined, cue: string) => token?.tags.some((tag) => tag.t === 'cue' && tag.cue === cue) ?? false;
const actOf = (token: Token | undefined): Act | null => {
  const tag = token?.tags.find((candidate) => candidate.t === 'act');
  return tag?.t === 'act' ? tag.act : null;
};
const figOf = (token: Token | undefined): string | null => {
  const tag = token?.tags.find((candidate) => candidate.t === 'fig');
  return tag?.t === 'fig' ? tag.id : null;
};

function kindOf(id: string): FigureKind {
  return figureCatalogue().figures[id]?.kind ?? 'character';
}

/** Which languages may have written the text, by its script. */
export function candidateLanguages(text: string): Language[] {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return ['ja'];
  if (/\p{Script=Han}/u.test(text)) return ['zhCN', 'zhTW', 'ja'];
  if (/\p{Script=Devanagari}/u.test(text)) return ['hi'];
  if (/\p{Script=Arabic}/u.test(text)) return ['ar'];
  if (/\p{Script=Cyrillic}/u.test(text)) return ['ru'];
  return ['de', 'en', 'es', 'fr', 'pt'];
}

/** Numbers: number words in a row (with their joiners) become one. */
function mergeNumbers(tokens: Token[]): { value: number; at: number }[] {
  const numbers: { value: number; at: number }[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const tag = token.tags.find((candidate) => candidate.t === 'num');
    if (tag?.t !== 'num' || tag.join) continue;
    if (token.kind === 'digits') {
      numbers.push({ value: tag.value, at: index });
      continue;
    }
    // A figure, place or verb that looks like a number word ("elf") is what the lexicon says it is.
    if (token.tags.some((other) => other.t === 'fig' || other.t === 'act')) continue;
    const values = [tag.value];
    let end = index;
    for (let next = index + 1; next < tokens.length; next++) {
      const candidate = tokens[next]!;
      const number = candidate.tags.find((other) => other.t === 'num');
      if (candidate.kind !== 'word' || number?.t !== 'num') break;
      if (number.join) continue;
      values.push(number.value);
      end = next;
    }
    numbers.push({ value: combineNumbers(values), at: end });
    index = end;
  }
  return numbers;
}

interface Scope {
  act: Act;
  at: number;
  distance: number;
  negated: boolean;
}

/** Whether an "and" between index and its neighbour splits two clauses: a verb stands right beside it. */
function clauseAnd(tokens: Token[], at: number): boolean {
  if (!cueOf(tokens[at], 'and')) return false;
  for (const offset of [-2, -1, 1, 2]) {
    const near = tokens[at + offset];
    if (near && actOf(near) && !(offset === -2 && (near.kind === 'soft' || near.kind === 'hard'))) return true;
  }
  return false;
}

const isBoundary = (token: Token) => token.kind === 'hard' || token.kind === 'soft';

/** The verbs that may govern the figure at index, nearest first on each side, within its clause. */
function governing(tokens: Token[], index: number, step: -1 | 1, reach = 7): Scope | null {
  let distance = 0;
  for (let at = index + step; at >= 0 && at < tokens.length && distance < reach; at += step) {
    const token = tokens[at]!;
    if (isBoundary(token)) return null;
    if (clauseAnd(tokens, at)) return null;
    distance++;
    const act = actOf(token);
    if (act && ACT_ROLES[act]) {
      // A negation just before the verb or between it and the figure turns "collect" into "keep away from".
      const from = Math.min(at, index) - (step === -1 ? 2 : 0);
      const to = Math.max(at, index);
      let negated = false;
      for (let near = Math.max(0, from); near <= to; near++) if (cueOf(tokens[near], 'negation') || cueOf(tokens[near], 'without')) negated = true;
      return { act, at, distance, negated };
    }
  }
  return null;
}

/** The tokens of the sentence (up to . ! ?) around index. */
function sentenceOf(tokens: Token[], index: number): Token[] {
  let from = index;
  while (from > 0 && tokens[from - 1]!.kind !== 'hard') from--;
  let to = index;
  while (to < tokens.length - 1 && tokens[to + 1]!.kind !== 'hard') to++;
  return tokens.slice(from, to + 1);
}

function nearbyCue(tokens: Token[], index: number, cue: string, before: number): boolean {
  for (let at = index - 1; at >= Math.max(0, index - before); at--) {
    if (isBoundary(tokens[at]!)) return false;
    if (cueOf(tokens[at], cue)) return true;
  }
  return false;
}

type Role = 'collect' | 'hazard' | 'drop' | null;

interface Occurrence {
  id: string;
  at: number;
  role: Role;
  act: Act | null;
}

function readWith(lex: Lexicon, text: string): Reading {
  const tokens = lex.tokenize(text);
  // A word that is a figure and a verb ("flies", "fliegen"): after a figure it is the verb (a bird flies), after
  // a verb the figure (catches flies).
  tokens.forEach((token, at) => {
    if (!has(token, 'fig') || !has(token, 'act')) return;
    const before = tokens[at - 1];
    if (has(before, 'fig')) token.tags = token.tags.filter((tag) => tag.t !== 'fig');
    else token.tags = token.tags.filter((tag) => tag.t !== 'act');
  });
  const preferred: -1 | 1 = lex.data.verbSide === 'before' ? -1 : 1;
  const figures: Occurrence[] = [];
  tokens.forEach((token, at) => {
    const id = figOf(token);
    if (id) figures.push({ id, at, role: null, act: null });
  });

  // The player: named by a cue ("als", "play as", として), marked as the subject (が), or the first figure that
  // can act and is not what a verb is done to.
  let player: Occurrence | undefined;
  for (let at = 0; at < tokens.length && !player; at++) {
    if (cueOf(tokens[at], 'player')) player = figures.find((figure) => figure.at > at && figure.at <= at + 4);
    else if (cueOf(tokens[at], 'playerAfter')) player = [...figures].reverse().find((figure) => figure.at < at && figure.at >= at - 3);
  }
  player ??= figures.find((figure) => kindOf(figure.id) !== 'item' && kindOf(figure.id) !== 'hazard' && cueOf(tokens[figure.at + 1], 'subject'));
  const canLead = (figure: Occurrence, kinds: FigureKind[]) => {
    if (!kinds.includes(kindOf(figure.id))) return false;
    if (nearbyCue(tokens, figure.at, 'enemy', 3) || nearbyCue(tokens, figure.at, 'other', 2) || nearbyCue(tokens, figure.at, 'negation', 2) || nearbyCue(tokens, figure.at, 'without', 2)) return false;
    const before = governing(tokens, figure.at, -1, 3);
    if (!before) return true;
    if (ACT_ROLES[before.act] === 'hazard') return false;
    // Arabic puts the verb first: the first figure after it is who does it.
    return Boolean(lex.data.verbFirst) && figure === figures[0];
  };
  player ??= figures.find((figure) => canLead(figure, ['character', 'vehicle'])) ?? figures.find((figure) => canLead(figure, ['foe']));

  // Everyone else: the verb that governs them, else the list they stand in, else a cue, else their nature.
  for (const figure of figures) {
    if (figure === player) continue;
    const left = governing(tokens, figure.at, -1);
    const right = governing(tokens, figure.at, 1);
    const cost = (scope: Scope | null, side: -1 | 1) => (scope ? scope.distance + (side === preferred ? 0 : 1.5) : Infinity);
    const scope = cost(left, -1) <= cost(right, 1) ? left : right;
    if (scope) {
      const role = ACT_ROLES[scope.act]!;
      figure.role = role === 'collect' && scope.negated ? 'hazard' : role;
      figure.act = scope.act;
      // The player's own figure named again without "other" is the player, not a second figure.
      if (player && figure.id === player.id && !nearbyCue(tokens, figure.at, 'other', 3) && figure.role !== 'hazard') figure.role = 'drop';
      continue;
    }
    if (player && figure.id === player.id && !nearbyCue(tokens, figure.at, 'other', 3)) figure.role = 'drop';
    // "ohne Spinnen": the game has none; "Karotten, aber keine Eier": what is not to be collected is in the way.
    else if (nearbyCue(tokens, figure.at, 'without', 2)) figure.role = 'drop';
    else if (nearbyCue(tokens, figure.at, 'negation', 2)) figure.role = sentenceOf(tokens, figure.at).some((token) => actOf(token) === 'collect' || actOf(token) === 'eat') ? 'hazard' : 'drop';
    // A thing the player has ("mit lila Lasern", "with a laser") is its gear, not something in its way.
    else if (kindOf(figure.id) === 'hazard' && nearbyCue(tokens, figure.at, 'with', 2)) figure.role = 'drop';
    else if (nearbyCue(tokens, figure.at, 'enemy', 3)) figure.role = 'hazard';
  }
  // A figure in a list ("Nüsse und Eicheln", "Äste, Steine") takes the role of its neighbour.
  for (let pass = 0; pass < 2; pass++) {
    for (let index = 0; index < figures.length; index++) {
      const figure = figures[index]!;
      if (figure.role !== null || figure === player) continue;
      for (const neighbour of [figures[index - 1], figures[index + 1]]) {
        if (!neighbour || neighbour.role === null || neighbour.role === 'drop' || neighbour === player) continue;
        const [from, to] = [Math.min(figure.at, neighbour.at), Math.max(figure.at, neighbour.at)];
        const between = tokens.slice(from + 1, to);
        if (between.length <= 3 && between.every((token) => cueOf(token, 'and') || token.kind === 'soft' || (token.tags.length === 0 && token.kind !== 'hard') || has(token, 'colour') || cueOf(token, 'other'))) {
          figure.role = neighbour.role;
          figure.act = neighbour.act;
          break;
        }
      }
    }
  }
  for (const figure of figures) {
    if (figure.role !== null || figure === player) continue;
    const kind = kindOf(figure.id);
    figure.role = kind === 'item' ? 'collect' : kind === 'hazard' || kind === 'foe' ? 'hazard' : player ? 'hazard' : null;
  }

  const items: string[] = [];
  const hazards: Reading['hazards'] = [];
  for (const figure of figures) {
    if (figure.role === 'collect' && !items.includes(figure.id)) items.push(figure.id);
    if (figure.role === 'hazard' && !hazards.some((hazard) => hazard.id === figure.id)) {
      const kind = kindOf(figure.id);
      hazards.push({ id: figure.id, kind: kind === 'foe' || kind === 'character' ? 'enemy' : 'obstacle' });
    }
  }
  const roleOf = (at: number) => figures.find((figure) => figure.at === at);

  // Numbers and what they count: points, lives, seconds, rounds, or a figure to collect or defeat.
  const acts: Partial<Record<Act, number>> = {};
  for (const token of tokens) for (const tag of token.tags) if (tag.t === 'act') acts[tag.act] = (acts[tag.act] ?? 0) + 1;
  const found = { points: [] as number[], lives: [] as number[], seconds: [] as { value: number; limit: boolean }[], times: [] as number[], collect: [] as number[], defeat: [] as number[], bare: [] as number[] };
  for (const number of mergeNumbers(tokens)) {
    // "in 60 Sekunden", "制限時間は60秒"; where postpositions follow ("60 सेकंड में", 60秒以内) the cue comes after the unit.
    const after = lex.data.verbSide === 'after' ? tokens.slice(number.at + 2, number.at + 4).some((token) => cueOf(token, 'within')) : false;
    const limit = after || nearbyCue(tokens, number.at, 'within', 2) || tokens.slice(Math.max(0, number.at - 5), number.at).some((token) => cueOf(token, 'timeLimit'));
    let counted = false;
    const look = (from: number, step: -1 | 1): boolean => {
      for (let at = from + step, seen = 0; at >= 0 && at < tokens.length && seen < 3; at += step) {
        const token = tokens[at]!;
        if (token.kind === 'hard' || (token.kind === 'soft' && seen > 0)) return false;
        if (token.kind === 'soft') continue;
        seen++;
        const figure = roleOf(at);
        // A number counts the figure after it ("40 Nüsse"); only where objects come first (魚を30匹) the one before.
        if (figure && (step === 1 || lex.data.verbSide === 'after')) {
          if (figure === player || figure.role === 'drop') return number.value === 1;
          if (figure.role === 'collect') found.collect.push(number.value);
          else if (figure.act && DEFEAT_ACTS.has(figure.act)) found.defeat.push(number.value);
          else found.points.push(number.value);
          return true;
        }
        const unit = token.tags.find((tag) => tag.t === 'unit');
        if (unit?.t === 'unit') {
          if (unit.unit === 'pieces') continue;
          if (unit.unit === 'points') found.points.push(number.value);
          else if (unit.unit === 'lives') found.lives.push(number.value);
          else if (unit.unit === 'seconds') found.seconds.push({ value: number.value, limit });
          else if (unit.unit === 'minutes') found.seconds.push({ value: number.value * 60, limit });
          else if (unit.unit === 'times') found.times.push(number.value);
          else if (unit.unit === 'enemies') found.defeat.push(number.value);
          else found.points.push(number.value);
          return true;
        }
        // A verb, another number, "and" or a negation ends what the number may count.
        if (token.tags.some((tag) => tag.t === 'act' || (tag.t === 'num' && !tag.join)) || cueOf(token, 'and') || cueOf(token, 'negation')) return false;
      }
      return false;
    };
    counted = look(number.at, 1) || look(number.at, -1);
    if (!counted && number.value > 1 && tokens.slice(Math.max(0, number.at - 3), number.at).some((token) => cueOf(token, 'goal'))) found.bare.push(number.value);
  }

  let goal: Reading['goal'] = null;
  let timeLimit: number | null = null;
  const survive = (acts.survive ?? 0) > 0;
  const time = found.seconds.find((entry) => !entry.limit) ?? found.seconds[0];
  if (found.points[0]) goal = { kind: 'score', target: found.points[0] };
  else if (found.collect[0]) goal = { kind: 'collect', target: found.collect[0] };
  else if (found.defeat[0]) goal = { kind: 'defeat', target: found.defeat[0] };
  else if (found.times[0]) goal = { kind: 'reach', target: found.times[0] };
  else if (found.bare[0]) goal = { kind: 'score', target: found.bare[0] };
  if (time) {
    if (survive || (!goal && !time.limit)) goal = { kind: 'time', target: time.value };
    else if (goal) timeLimit = time.value;
    else goal = { kind: 'time', target: time.value };
  }

  const genres: Record<string, number> = {};
  const settings: Record<string, number> = {};
  const colours: ColourName[] = [];
  let speed: Reading['speed'] = null;
  let recognised = 0;
  tokens.forEach((token, at) => {
    for (const tag of token.tags) {
      if (tag.t === 'genre') genres[tag.genre] = (genres[tag.genre] ?? 0) + 1;
      else if (tag.t === 'set') settings[tag.theme] = (settings[tag.theme] ?? 0) + 1;
      else if (tag.t === 'colour' && !colours.includes(tag.colour)) colours.push(tag.colour);
      else if (tag.t === 'speed') {
        if (tag.speed === 'fast' && tokens.slice(Math.max(0, at - 2), at).some((near) => near.tags.some((other) => other.t === 'speed' && other.speed === 'very'))) speed = 'very';
        else if (tag.speed !== 'very' && speed !== 'very') speed ??= tag.speed as 'fast' | 'slow';
      }
    }
    // Without spaces a text can be cut into more, shorter known pieces: there the letters covered count.
    if (lex.data.unspaced) recognised += token.kind === 'word' || token.kind === 'digits' ? token.text.length : 0;
    else {
      const weights = token.tags.map((tag) => (tag.t === 'fig' ? 3 : tag.t === 'hint' || tag.t === 'cue' || tag.t === 'num' ? 1 : 2));
      recognised += weights.length > 0 ? Math.max(...weights) : 0;
    }
  });

  return {
    language: lex.language,
    recognised,
    player: player?.id ?? null,
    items,
    hazards,
    acts,
    genres,
    settings,
    goal,
    lives: found.lives[0] ?? null,
    timeLimit,
    speed,
    colours,
  };
}

/** The reading of a description in the language (of those its script allows) that recognises most of it. */
export function readDescription(text: string): Reading {
  let best: Reading | null = null;
  for (const language of candidateLanguages(text)) {
    const reading = readWith(lexicon(language), text);
    if (!best || reading.recognised > best.recognised) best = reading;
  }
  return best!;
}

/** One language's reading (tests, the evaluation's per-language view). */
export function readIn(language: Language, text: string): Reading {
  return readWith(lexicon(language), text);
}

/** A figure's name in a language (singular or plural), German when that language lacks it, else the id. */
export function figureName(id: string, language: Language, plural = false): string {
  return lexicon(language).name(id, plural) ?? lexicon('de').name(id, plural) ?? id;
}

