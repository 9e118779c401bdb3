import { adminRoutes as contract } from '../../../common/contract/admin';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { implement } from '../../http/route';
import { changeRole, filteredUsers, signUpsPerDay, suspendUser, unsuspendUser } from './service';

export function adminRoutes(deps: AppDeps) {
  return [
    implement(contract.signUps, async ({ body }) => ({ status: 200, body: await signUpsPerDay(deps, body.days) })),
    implement(contract.filteredUsers, async ({ query }) => ({ status: 200, body: await filteredUsers(deps, query) })),
    implement(contract.changeRole, async ({ params, body }, c) => ({
      status: 200,
      body: { user: await changeRole(deps, currentUser(c), params.id, body.role) },
    })),
    implement(contract.suspend, async ({ params, body }, c) => ({
      status: 200,
      body: { user: await suspendUser(deps, currentUser(c), params.id, body.reason) },
    })),
    implement(contract.unsuspend, async ({ params }) => ({ status: 200, body: { user: await unsuspendUser(deps, params.id) } })),
  ];
}
