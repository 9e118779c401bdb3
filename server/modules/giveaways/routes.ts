import { giveawayRoutes as contract } from '../../../common/contract/giveaways';
import type { AppDeps } from '../../deps';
import { implement } from '../../http/route';
import {
  allGiveaways,
  auditOf,
  batchCheck,
  cancelGiveaway,
  createGiveaway,
  drawNow,
  enterGiveaway,
  getGiveaway,
  listGiveaways,
  myEntries,
  myGiveaways,
} from './service';

export function giveawayRoutes(deps: AppDeps) {
  return [
    implement(contract.batchCheck, async ({ body }) => ({ status: 200, body: await batchCheck(deps, body.game_ids) })),
    implement(contract.list, async ({ query }, c) => ({
      status: 200,
      body: {
        giveaways: await listGiveaways(deps, c.get('user'), {
          ...(query.status ? { status: query.status } : {}),
          ...(query.game_id ? { gameId: Number(query.game_id) } : {}),
        }),
      },
    })),
    implement(contract.mine, async (_input, c) => ({ status: 200, body: { giveaways: await myGiveaways(deps, c.get('user')!) } })),
    implement(contract.myEntries, async (_input, c) => ({ status: 200, body: { entries: await myEntries(deps, c.get('user')!) } })),
    implement(contract.admin, async (_input, c) => ({ status: 200, body: { giveaways: await allGiveaways(deps, c.get('user')!) } })),
    implement(contract.get, async ({ params }, c) => ({ status: 200, body: { giveaway: await getGiveaway(deps, params.id, c.get('user')) } })),
    implement(contract.audit, async ({ params }) => ({ status: 200, body: await auditOf(deps, params.id) })),
    implement(contract.create, async ({ body }, c) => ({ status: 201, body: { giveaway: await createGiveaway(deps, c.get('user')!, body) } })),
    implement(contract.enter, async ({ params }, c) => {
      const answer = await enterGiveaway(deps, c.get('user')!, params.id);
      return answer.created ? { status: 201 as const, body: answer } : { status: 200 as const, body: answer };
    }),
    implement(contract.cancel, async ({ params }, c) => ({ status: 200, body: { giveaway: await cancelGiveaway(deps, c.get('user')!, params.id) } })),
    implement(contract.drawNow, async ({ params }, c) => ({ status: 200, body: { giveaway: await drawNow(deps, c.get('user')!, params.id) } })),
  ];
}
