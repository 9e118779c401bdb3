import { connectionRoutes as contract } from '../../../common/contract/connections';
import type { AppDeps } from '../../deps';
import { implement } from '../../http/route';
import { connectionsOf, gamingServices, linkRoblox, linkSteam, unlinkRoblox, unlinkSteam } from './service';

export function connectionRoutes(deps: AppDeps) {
  return [
    implement(contract.get, async (_input, c) => ({ status: 200, body: await connectionsOf(deps, c.get('user')!) })),
    implement(contract.linkSteam, async ({ body }, c) => ({ status: 200, body: await linkSteam(deps, c.get('user')!, body.steam) })),
    implement(contract.unlinkSteam, async (_input, c) => ({ status: 200, body: await unlinkSteam(deps, c.get('user')!) })),
    implement(contract.linkRoblox, async ({ body }, c) => ({ status: 200, body: await linkRoblox(deps, c.get('user')!, body) })),
    implement(contract.unlinkRoblox, async (_input, c) => ({ status: 200, body: await unlinkRoblox(deps, c.get('user')!) })),
    implement(contract.admin, async () => ({ status: 200, body: await gamingServices(deps) })),
  ];
}
