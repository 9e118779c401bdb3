import { healthRoutes as contract } from '../../../common/contract/health';
import type { AppDeps } from '../../deps';
import { implement } from '../../http/route';

/** A dependency that does not answer within this counts as down: the balancer must not wait on us. */
const READINESS_TIMEOUT_MS = 2_000;

function withTimeout(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([check.catch(() => false), timeout]).finally(() => clearTimeout(timer));
}

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
    implement(contract.ready, async (_input, c) => {
      const names = Object.keys(deps.readiness);
      const results = await Promise.all(names.map((name) => withTimeout(deps.readiness[name]!(), READINESS_TIMEOUT_MS)));
      const checks = Object.fromEntries(names.map((name, index) => [name, results[index]!]));
      const draining = deps.lifecycle.draining;
      const body = { ready: !draining && results.every(Boolean), draining, checks };
      c.header('Cache-Control', 'no-store');
      return body.ready ? { status: 200, body } : c.json(body, 503);
    }),
  ];
}
