import { searchRoutes as contract } from '../../../common/contract/search';
import type { AppDeps } from '../../deps';
import { implement } from '../../http/route';
import { search } from './service';

export function searchRoutes(deps: AppDeps) {
  return [
    implement(contract.search, async ({ params, query }, c) => ({
      status: 200,
      body: await search(deps, c.get('user'), params.term, { limit: query.limit }),
    })),
  ];
}
