import { appConfigRoutes as contract } from '../../../common/contract/app-config';
import type { AppDeps } from '../../deps';
import { implement } from '../../http/route';

/** Public facts about this installation that the renderer needs (download link, which sign-ins exist). */
export function appConfigRoutes(deps: AppDeps) {
  return [
    implement(contract.get, (_input, c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return {
        status: 200,
        body: {
          launcherDownloadUrl: deps.config.launcherDownloadUrl,
          socialSignIn: deps.socialSignIn !== null,
          recaptcha: deps.recaptcha.enabled,
          analytics: deps.config.analytics,
        },
      };
    }),
  ];
}
