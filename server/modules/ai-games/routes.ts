import { aiGameRoutes as contract } from '../../../common/contract/ai-games';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { implement } from '../../http/route';
import { createGeneration, getGeneration, listGenerations, publishGeneration } from './service';

export function aiGameRoutes(deps: AppDeps) {
  return [
    implement(contract.create, async ({ body }, c) => ({ status: 202, body: { data: await createGeneration(deps, currentUser(c), body.description, c.get('language')) } })),
    implement(contract.list, async (_input, c) => ({ status: 200, body: await listGenerations(deps, c.get('user'), c.get('language')) })),
    implement(contract.get, async ({ params }, c) => ({ status: 200, body: { data: await getGeneration(deps, c.get('user'), params.id, c.get('language')) } })),
    implement(contract.publish, async ({ params }, c) => ({ status: 201, body: await publishGeneration(deps, currentUser(c), params.id) })),
  ];
}
