import { assistantRoutes as contract } from '../../../common/contract/assistant';
import { LANGUAGES } from '../../../common/constants';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { implement } from '../../http/route';
import { askAssistant } from './service';

export function assistantRoutes(deps: AppDeps) {
  return [
    implement(contract.ask, async ({ query }, c) => {
      const question = query.message ?? query.text;
      if (!question) throw new HttpError(422, 'assistantMessageRequired', { message: ['required'] });
      const requested = query.language as (typeof LANGUAGES)[number] | undefined;
      const language = requested && (LANGUAGES as readonly string[]).includes(requested) ? requested : c.get('language');
      return { status: 200, body: await askAssistant(deps.config, question, language) };
    }),
  ];
}
