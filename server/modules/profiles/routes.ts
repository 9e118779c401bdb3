import { profileRoutes as contract } from '../../../common/contract/profiles';
import type { AppDeps } from '../../deps';
import { implement } from '../../http/route';
import { getProfile, profilePosts } from './service';

export function profileRoutes(deps: AppDeps) {
  return [
    implement(contract.get, async ({ params }, c) => ({ status: 200, body: await getProfile(deps, c.get('user'), params.id) })),
    implement(contract.posts, async ({ params, query }, c) => ({
      status: 200,
      body: await profilePosts(deps, c.get('user'), params.id, query.cursor),
    })),
  ];
}
