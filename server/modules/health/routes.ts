import { Hono } from 'hono';
import type { HealthCheckResponse } from '../../../common/contract/auth';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';

export function healthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/api/health-check', (c) => {
    const started = performance.now();
    let healthy: boolean;
    try {
      healthy = deps.pingDatabase();
    } catch {
      healthy = false;
    }
    const body: HealthCheckResponse = {
      healthy,
      responseTime: Math.round((performance.now() - started) * 100) / 100,
      message: healthy ? 'OK' : 'Datenbank nicht erreichbar',
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body, healthy ? 200 : 503);
  });
  return app;
}
