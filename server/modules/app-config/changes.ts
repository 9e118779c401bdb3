import type { AppDeps } from '../../deps';

/**
 * Tells every open tab to refetch GET /api/app-config. The configuration is read once per process today;
 * whatever changes it at run time (an admin setting, a reloaded configuration) calls this afterwards.
 */
export async function announceAppConfigChange(deps: Pick<AppDeps, 'realtime'>): Promise<void> {
  await deps.realtime.publish({ audience: 'all', type: 'app-config.changed', data: {} });
}
