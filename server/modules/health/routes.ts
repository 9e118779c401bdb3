import { healthRoutes as contract } from '../../../common/contract/health';
import type { AppDeps } from '../../deps';
import { implement } from '../../http/route';

export function healthRoutes(deps: AppDeps) {
  return [
    implement(contract.check, async (_input, c) => {
      const started = performance.now();
      let healthy: boolean;
      try {
        healthy = await deps.pingDatabase();
      } catch {
        healthy = false;
      }
      const body = {
        healthy,
        responseTime: Math.round((performance.now() - started) * 100) / 100,
        message: healthy ? 'OK' : 'Datenbank nicht erreichbar',
      };
      c.header('Cache-Control', 'no-store');
      // 503 carries the same body (spec §7: on failure an error message and the HTTP status).
      return healthy ? { status: 200, body } : c.json(body, 503);
    }),
  ];
}
