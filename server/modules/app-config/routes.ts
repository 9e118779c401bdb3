import { Hono } from 'hono';
import type { AppConfigResponse } from '../../../common/contract/app-config';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';

/** Public facts about this installation that the renderer needs (download link, which sign-ins exist). */
export function appConfigRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/api/app-config', (c) => {
    const body: AppConfigResponse = {
      launcherDownloadUrl: deps.config.launcherDownloadUrl,
      socialSignIn: deps.socialSignIn !== null,
      recaptcha: deps.recaptcha.enabled,
      analytics: deps.config.analytics,
    };
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body);
  });
  return app;
}
