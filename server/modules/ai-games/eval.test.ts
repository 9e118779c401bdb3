import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../common/constants';
import { AI_EVAL_TARGET, evaluate, share } from './eval';
import { AI_EVAL_SET } from './eval-set';

// The evaluation set (npm run eval:ai-games) as a test: at least 90 % of the descriptions must arrive in the
// game that is built from them, checked on the bundle's specification and template code.

describe('AI game evaluation', () => {
  it('covers every interface language with at least two descriptions, 40 in all', () => {
    expect(AI_EVAL_SET.filter((item) => !item.heldOut).length).toBeGreaterThanOrEqual(40);
    for (const language of LANGUAGES) expect(AI_EVAL_SET.filter((item) => item.lang === language && !item.heldOut).length, language).toBeGreaterThanOrEqual(2);
  });

  it(`brings at least ${AI_EVAL_TARGET * 100} % of the descriptions into their games`, async () => {
    const results = await evaluate(AI_EVAL_SET.filter((item) => !item.heldOut));
    const failed = results.filter((result) => !result.ok).map((result) => `${result.item.lang} ${result.item.text}: ${result.misses.join('; ')}`);
    expect(share(results), failed.join('\n')).toBeGreaterThanOrEqual(AI_EVAL_TARGET);
  }, 60_000);
});
