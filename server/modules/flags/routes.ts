import { Hono } from 'hono';
import { updateFeatureFlagRequest } from '../../../common/contract/auth';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { requireRole } from '../../http/guards';
import { readJson } from '../../http/validate';
import { flagsFor, listFlags, updateFlag } from './service';

export function flagRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/api/feature-flags', async (c) => c.json({ flags: await flagsFor(deps, c.get('user')?.id ?? null) }));

  app.get('/api/admin/feature-flags', requireRole('admin'), async (c) => c.json({ flags: await listFlags(deps) }));

  app.patch('/api/admin/feature-flags/:name', requireRole('admin'), async (c) => {
    const changes = await readJson(c, updateFeatureFlagRequest);
    return c.json({ flag: await updateFlag(deps, c.req.param('name'), changes) });
  });

  return app;
}
