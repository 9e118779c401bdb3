import { appConfigRoutes as contract } from '../../../common/contract/app-config';
import type { AppDeps } from '../../deps';
import { implement } from '../../http/route';

/** Public facts about this installation that the renderer needs (download link, which sign-ins exist). */
export function appConfigRoutes(deps: AppDeps) {
  return [
    implement(contract.get, (_input, c) => {
      // Revalidated on every read: after an app-config.changed event the refetch must not come from a cache.
      c.header('Cache-Control', 'no-cache');
      return {
        status: 200,
        body: {
          launcherDownloadUrl: deps.config.launcherDownloadUrl,
          socialSignIn: deps.socialSignIn !== null,
          recaptcha: deps.recaptcha.enabled,
          recaptchaSiteKey: deps.recaptcha.siteKey,
          paymentsSandboxNotice: deps.config.env === 'production' && deps.config.payments === 'sandbox',
          analytics: deps.config.analytics,
          operator: deps.config.operator,
        },
      };
    }),
  ];
}
