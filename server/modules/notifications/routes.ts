import { notificationRoutes as contract } from '../../../common/contract/notifications';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { implement } from '../../http/route';
import { broadcast, listNotifications, markAllRead, markRead, previewBroadcast, saveSettings, settingsOf, unsubscribe } from './service';

export function notificationRoutes(deps: AppDeps) {
  return [
    implement(contract.list, async ({ query }, c) => {
      const user = currentUser(c);
      return { status: 200, body: await listNotifications(deps.db, user, query.before ? Number(query.before) : null, c.get('language')) };
    }),
    implement(contract.markRead, async ({ body }, c) => ({ status: 200, body: await markRead(deps.db, currentUser(c), body.notification_id) })),
    implement(contract.markAllRead, async (_input, c) => ({ status: 200, body: await markAllRead(deps.db, currentUser(c)) })),
    implement(contract.settings, async (_input, c) => ({ status: 200, body: { settings: await settingsOf(deps.db, currentUser(c).id) } })),
    implement(contract.saveSettings, async ({ body }, c) => ({ status: 200, body: { settings: await saveSettings(deps.db, currentUser(c).id, body.settings) } })),
    implement(contract.unsubscribe, async ({ query }) => ({ status: 200, body: await unsubscribe(deps, Number(query.user), query.signature) })),
    implement(contract.broadcastPreview, async ({ body }) => ({ status: 200, body: await previewBroadcast(deps.db, body.segment) })),
    implement(contract.broadcast, async ({ body }, c) => ({ status: 201, body: await broadcast(deps, currentUser(c), body) })),
  ];
}
