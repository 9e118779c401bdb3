import path from 'node:path';
import type { AiGameSpec } from '../../../common/rules/ai-games';
import { AI_EVAL_SET, type AiEvalCase } from './eval-set';
import { generateGame } from './service';

// `npm run eval:ai-games`: how much of each description arrives in the game the offline generator builds. Each
// description goes through generateGame (parse, template, bundle) and is checked on the bundle itself: the
// specification game.js carries, and the template code in it, which must draw the named items and hazards and
// count lives. A description arrives when everything it names does. Target: 90 % of the tuning part.

export const AI_EVAL_TARGET = 0.9;

export interface AiEvalResult {
  item: AiEvalCase;
  ok: boolean;
  /** What did not arrive: "player: squirrel ≠ fox". */
  misses: string[];
  spec: AiGameSpec;
}

/** The specification a built bundle plays, read back out of its game.js. */
export function specOfBundle(gameJs: string): AiGameSpec {
  const match = /window\.SPIELRAUM_AI_SPEC = (.*);\n/.exec(gameJs);
  if (!match) throw new Error('game.js carries no specification');
  return JSON.parse(match[1]!) as AiGameSpec;
}

const sameSet = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();

export async function evaluateCase(item: AiEvalCase, gamesDir: string): Promise<AiEvalResult> {
  const { files } = await generateGame({ gamesDir, llm: null }, item.text);
  const game = new TextDecoder().decode(files.find((file) => file.name === 'game.js')!.bytes);
  const spec = specOfBundle(game);
  const want = item.expect;
  const misses: string[] = [];
  const genres = Array.isArray(want.genre) ? want.genre : [want.genre];
  if (!genres.includes(spec.genre)) misses.push(`genre: ${genres.join('|')} ≠ ${spec.genre}`);
  if (spec.player.id !== want.player) misses.push(`player: ${want.player} ≠ ${spec.player.id ?? spec.player.name}`);
  const items = (spec.items ?? []).map((figure) => figure.id ?? figure.name);
  if (!sameSet(items, want.items)) misses.push(`items: [${want.items.join(', ')}] ≠ [${items.join(', ')}]`);
  const hazards = (spec.hazards ?? []).map((figure) => figure.id ?? figure.name);
  if (!sameSet(hazards, want.hazards)) misses.push(`hazards: [${want.hazards.join(', ')}] ≠ [${hazards.join(', ')}]`);
  if (want.theme && spec.theme !== want.theme) misses.push(`setting: ${want.theme} ≠ ${spec.theme}`);
  if (want.goal && (spec.goal.kind !== want.goal.kind || (want.goal.target !== undefined && spec.goal.target !== want.goal.target))) {
    misses.push(`goal: ${want.goal.kind} ${want.goal.target ?? ''} ≠ ${spec.goal.kind} ${spec.goal.target}`);
  }
  if (want.lives !== undefined && spec.lives !== want.lives) misses.push(`lives: ${want.lives} ≠ ${spec.lives}`);
  if (want.timeLimit !== undefined && spec.timeLimit !== want.timeLimit) misses.push(`time limit: ${want.timeLimit} ≠ ${spec.timeLimit}`);
  // The template in the bundle must show what the specification names.
  if (want.items.length > 0 && !game.includes('ai.item(')) misses.push(`template ${spec.genre} draws no items`);
  if (want.hazards.length > 0 && !game.includes('ai.hazard(')) misses.push(`template ${spec.genre} draws no hazards`);
  if ((want.lives ?? 1) > 1 && !game.includes('ai.hit(') && !/g\.lives = ai\.spec\.lives/.test(game)) misses.push(`template ${spec.genre} has no lives`);
  return { item, ok: misses.length === 0, misses, spec };
}

export async function evaluate(cases: AiEvalCase[] = AI_EVAL_SET, gamesDir = path.resolve('resources/games')): Promise<AiEvalResult[]> {
  const results: AiEvalResult[] = [];
  for (const item of cases) results.push(await evaluateCase(item, gamesDir));
  return results;
}

export function share(results: AiEvalResult[]): number {
  return results.filter((result) => result.ok).length / Math.max(1, results.length);
}

function describe(spec: AiGameSpec): string {
  const names = (figures: { name: string; plural?: string }[] | undefined) => (figures ?? []).map((figure) => figure.plural ?? figure.name).join(', ') || '–';
  const extra = [spec.lives && spec.lives > 1 ? `${spec.lives} Leben` : '', spec.timeLimit ? `${spec.timeLimit} s Zeitlimit` : ''].filter(Boolean).join(', ');
  return `${spec.genre} · ${spec.player.name} · sammelt: ${names(spec.items)} · meidet: ${names(spec.hazards)} · ${spec.goal.kind} ${spec.goal.target} · ${spec.theme}${extra ? ` · ${extra}` : ''}`;
}

async function main() {
  const results = await evaluate();
  for (const result of results) {
    const mark = result.ok ? 'OK    ' : 'FALSCH';
    console.log(`${mark} ${result.item.heldOut ? '[zurückgehalten] ' : ''}${result.item.lang.padEnd(4)} ${result.item.text}`);
    console.log(`       → ${describe(result.spec)}`);
    for (const miss of result.misses) console.log(`       ✗ ${miss}`);
  }
  const percent = (part: AiEvalResult[]) => `${part.filter((result) => result.ok).length}/${part.length} = ${(share(part) * 100).toFixed(1)} %`;
  const tuning = results.filter((result) => !result.item.heldOut);
  const held = results.filter((result) => result.item.heldOut);
  const languages = [...new Set(results.map((result) => result.item.lang))];
  console.log(`Je Sprache: ${languages.map((language) => `${language} ${results.filter((result) => result.item.lang === language && result.ok).length}/${results.filter((result) => result.item.lang === language).length}`).join(', ')}`);
  console.log(`Abstimmungsteil: ${percent(tuning)}`);
  console.log(`Zurückgehalten: ${percent(held)}`);
  console.log(`Gesamt: ${percent(results)} (Ziel ≥ ${AI_EVAL_TARGET * 100} % im Abstimmungsteil)`);
  if (share(tuning) < AI_EVAL_TARGET) process.exitCode = 1;
}

if (process.argv[1] && /eval\.(ts|js)$/.test(process.argv[1])) void main();
