import { updateRoutes as contract } from '../../../common/contract/updates';
import type { AppDeps } from '../../deps';
import { implement } from '../../http/route';
import { translate } from '../../http/messages';
import {
  allUpdatesOfGame,
  createUpdate,
  deleteUpdate,
  editUpdate,
  favoriteUpdates,
  gameUpdatesPage,
  gamesWithUpdates,
  getUpdate,
  recentUpdates,
} from './service';

export function updateRoutes(deps: AppDeps) {
  return [
    implement(contract.recent, async ({ query }) => ({ status: 200, body: await recentUpdates(deps, query.page) })),
    implement(contract.games, async () => ({ status: 200, body: await gamesWithUpdates(deps) })),
    implement(contract.favorites, async ({ query }, c) => ({
      status: 200,
      body: { updates: await favoriteUpdates(deps, c.get('user')!, query.userId === undefined ? undefined : Number(query.userId)) },
    })),
    implement(contract.ofGame, async ({ params }) => ({ status: 200, body: { updates: await allUpdatesOfGame(deps, params.id) } })),
    implement(contract.one, async ({ params }) => ({ status: 200, body: { update: await getUpdate(deps, params.id) } })),
    implement(contract.gamePage, async ({ params, query }) => ({ status: 200, body: await gameUpdatesPage(deps, params.id, query.page) })),
    implement(contract.create, async ({ body }, c) => ({
      status: 201,
      body: { update: await createUpdate(deps, c.get('user')!, body), message: translate('updateCreated', c.get('language')) },
    })),
    implement(contract.replace, async ({ params, body }, c) => ({
      status: 200,
      body: { update: await editUpdate(deps, c.get('user')!, params.id, body), message: translate('updateEdited', c.get('language')) },
    })),
    implement(contract.edit, async ({ params, body }, c) => ({
      status: 200,
      body: { update: await editUpdate(deps, c.get('user')!, params.id, body), message: translate('updateEdited', c.get('language')) },
    })),
    implement(contract.remove, async ({ params }, c) => {
      await deleteUpdate(deps, c.get('user')!, params.id);
      return { status: 200, body: { message: translate('updateDeleted', c.get('language')) } };
    }),
    implement(contract.admin, async ({ query }) => ({ status: 200, body: await recentUpdates(deps, query.page) })),
  ];
}
