import type { AssistantLink } from '../../../common/contract/assistant';
import { OfflineAssistant } from './engine';
import { EVAL_SET, type EvalCase } from './eval-set';

// `npm run eval:assistant`: the share of the evaluation set the offline engine answers right (a right answer
// offers one of the expected links or actions), for the tuning part and the held-out part.

function key(link: AssistantLink): string[] {
  if ('Link' in link) return [link.Link];
  return link.Param ? [`action:${link.Action}`, `action:${link.Action}:${link.Param}`] : [`action:${link.Action}`];
}

export function evaluate(engine = new OfflineAssistant(), cases: EvalCase[] = EVAL_SET) {
  return cases.map((item) => {
    const answer = engine.answer(item.q, item.lang);
    const offered = answer.links.flatMap(key);
    return { item, ok: item.expect.some((want) => offered.includes(want)), offered, entryId: answer.entryId };
  });
}

function main() {
  const results = evaluate();
  const verbose = process.argv.includes('--verbose');
  const share = (part: typeof results) => (part.filter((r) => r.ok).length / Math.max(1, part.length)) * 100;
  for (const r of results) {
    if (!r.ok && (verbose || !r.item.heldOut)) console.log(`FALSCH ${r.item.heldOut ? '[held-out] ' : ''}${r.item.q} → ${r.entryId} ${r.offered.join(', ')}`);
  }
  const tuning = results.filter((r) => !r.item.heldOut);
  const held = results.filter((r) => r.item.heldOut);
  console.log(`Tuning-Teil: ${tuning.filter((r) => r.ok).length}/${tuning.length} = ${share(tuning).toFixed(1)} %`);
  console.log(`Zurückgehalten: ${held.filter((r) => r.ok).length}/${held.length} = ${share(held).toFixed(1)} %`);
  console.log(`Gesamt: ${results.filter((r) => r.ok).length}/${results.length} = ${share(results).toFixed(1)} % (Ziel ≥ 90 %)`);
  if (share(results) < 90) process.exitCode = 1;
}

if (process.argv[1] && /eval\.(ts|js)$/.test(process.argv[1])) main();
