import { aiPodcastRoutes as contract } from '../../../common/contract/ai-podcasts';
import type { AppDeps } from '../../deps';
import { implement } from '../../http/route';
import { getPodcast, listPodcasts, startPodcast } from './service';

export function aiPodcastRoutes(deps: AppDeps) {
  return [
    implement(contract.generate, async ({ body }, c) => ({
      status: 202,
      body: { podcast: await startPodcast(deps, c.get('user')!, body.description, c.get('language')) },
    })),
    implement(contract.list, async (_input, c) => ({ status: 200, body: await listPodcasts(deps, c.get('user')) })),
    implement(contract.get, async ({ params }, c) => ({ status: 200, body: { podcast: await getPodcast(deps, c.get('user'), params.id) } })),
  ];
}
