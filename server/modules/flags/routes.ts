import { flagRoutes as contract } from '../../../common/contract/flags';
import type { AppDeps } from '../../deps';
import { implement } from '../../http/route';
import { experimentsFor, flagsFor, listFlags, updateFlag } from './service';

export function flagRoutes(deps: AppDeps) {
  return [
    implement(contract.mine, async (_input, c) => ({
      status: 200,
      body: { flags: await flagsFor(deps, c.get('user')?.id ?? null) },
    })),
    implement(contract.webExperiments, async ({ query }, c) => ({
      status: 200,
      body: { experiments: await experimentsFor(deps, c.get('user')?.id ?? null, query.token ?? null) },
    })),
    implement(contract.list, async () => ({ status: 200, body: { flags: await listFlags(deps) } })),
    implement(contract.update, async ({ params, body }) => ({
      status: 200,
      body: { flag: await updateFlag(deps, params.name, body) },
    })),
  ];
}
