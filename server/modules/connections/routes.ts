import type { Context } from 'hono';
import { type SteamOpenIdError, connectionRoutes as contract } from '../../../common/contract/connections';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { implement } from '../../http/route';
import { createSteamOpenId } from '../../platform/steam-openid';
import { confirmSteam, connectionsOf, gamingServices, linkRoblox, linkSteam, unlinkRoblox, unlinkSteam, useOnce } from './service';
import { createSteamState, readSteamState } from './steam-state';

const SETTINGS = '/settings/connections';

export function connectionRoutes(deps: AppDeps) {
  const steam = deps.config.steamOpenIdUrl ? createSteamOpenId({ endpoint: deps.config.steamOpenIdUrl }) : null;
  const returnTo = (state: string) => `${deps.config.publicUrl}${contract.steamOpenIdReturn.path}?state=${encodeURIComponent(state)}`;
  // Browser navigations, like the Google sign-in: a failure goes back to the settings page with its reason.
  const failure = (c: Context<AppEnv>, reason: SteamOpenIdError) => c.redirect(`${SETTINGS}?steam_error=${reason}`, 302);

  return [
    implement(contract.get, async (_input, c) => ({ status: 200, body: await connectionsOf(deps, c.get('user')!) })),
    implement(contract.linkSteam, async ({ body }, c) => ({ status: 200, body: await linkSteam(deps, c.get('user')!, body.steam) })),
    implement(contract.steamOpenId, async (_input, c) => {
      if (!steam) return failure(c, 'disabled');
      const user = c.get('user');
      if (!user) return failure(c, 'session');
      const realm = new URL(deps.config.publicUrl).origin;
      return c.redirect(steam.signInUrl(returnTo(createSteamState(deps.config.appKey, user.id)), realm), 302);
    }),
    implement(contract.steamOpenIdReturn, async ({ query }, c) => {
      if (!steam) return failure(c, 'disabled');
      const checked = readSteamState(deps.config.appKey, query.state ?? '');
      if (!checked.ok) return failure(c, checked.reason === 'expired' ? 'expired' : 'invalid');
      // Bound to the person who started it: a return URL carried into another session links nothing.
      const user = c.get('user');
      if (!user || user.id !== checked.state.userId) return failure(c, 'session');
      if (!(await useOnce(deps, `steam-state:${checked.state.id}`, new Date(checked.state.expires * 1000)))) return failure(c, 'expired');

      const params = Object.fromEntries(Object.entries(c.req.query()).filter(([name]) => name.startsWith('openid.')));
      const assertion = await steam.verify(params, returnTo(query.state!));
      if (!assertion.ok) return failure(c, assertion.reason === 'rejected' ? 'invalid' : assertion.reason);
      // Each of the OP's answers counts once, also when its state was somehow fresh (OpenID 2.0 §11.3).
      if (!(await useOnce(deps, `steam-nonce:${assertion.nonce}`, assertion.nonceExpiresAt))) return failure(c, 'invalid');
      try {
        await confirmSteam(deps, user.id, assertion.steamId);
      } catch (error) {
        if (error instanceof HttpError && error.status === 409) return failure(c, 'taken');
        throw error;
      }
      return c.redirect(`${SETTINGS}?steam=confirmed`, 302);
    }),
    implement(contract.unlinkSteam, async (_input, c) => ({ status: 200, body: await unlinkSteam(deps, c.get('user')!) })),
    implement(contract.linkRoblox, async ({ body }, c) => ({ status: 200, body: await linkRoblox(deps, c.get('user')!, body) })),
    implement(contract.unlinkRoblox, async (_input, c) => ({ status: 200, body: await unlinkRoblox(deps, c.get('user')!) })),
    implement(contract.admin, async () => ({ status: 200, body: await gamingServices(deps) })),
  ];
}
