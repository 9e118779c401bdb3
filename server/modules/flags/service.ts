import { FEATURE_FLAG_DEFAULTS, type FeatureFlagName } from '../../../common/constants';
import type { Experiment, FeatureFlag } from '../../../common/contract/flags';
import { evaluateExperiment, isFlagEnabled } from '../../../common/rules/feature-flags';
import { nowIso } from '../../db';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';

const DESCRIPTIONS: Record<FeatureFlagName, string> = {
  trending_games_feature: 'Trend-Spiele im Spielbereich',
  giveaway_system_feature: 'Gewinnspiele für Spiele',
  roblox_integration_feature: 'Roblox-Konto verknüpfen',
};

export async function seedFeatureFlags(deps: Pick<AppDeps, 'db'>): Promise<void> {
  for (const [name, setting] of Object.entries(FEATURE_FLAG_DEFAULTS)) {
    await deps.db
      .insertInto('feature_flags')
      .values({
        name,
        enabled_for_all: setting.enabledForAll ? 1 : 0,
        rollout_percentage: setting.rolloutPercentage,
        description: DESCRIPTIONS[name as FeatureFlagName],
        updated_at: nowIso(),
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
}

export async function listFlags(deps: AppDeps): Promise<FeatureFlag[]> {
  const rows = await deps.db.selectFrom('feature_flags').selectAll().orderBy('name').execute();
  return rows.map((row) => ({
    name: row.name,
    enabledForAll: row.enabled_for_all === 1,
    rolloutPercentage: row.rollout_percentage,
    description: row.description,
  }));
}

export async function flagsFor(deps: AppDeps, userId: number | null): Promise<Record<string, boolean>> {
  const flags = await listFlags(deps);
  return Object.fromEntries(
    flags.map((flag) => [flag.name, isFlagEnabled(flag, flag.name, userId, deps.config.testUserIds)]),
  );
}

/** Every flag as an experiment for this user, or for a visitor by the anonymous token. */
export async function experimentsFor(
  deps: AppDeps,
  userId: number | null,
  anonymousToken: string | null,
): Promise<Record<string, Experiment>> {
  const flags = await listFlags(deps);
  return Object.fromEntries(
    flags.map((flag) => [flag.name, evaluateExperiment(flag, flag.name, { userId, anonymousToken }, deps.config.testUserIds)]),
  );
}

export async function isFeatureEnabled(deps: AppDeps, name: string, userId: number | null): Promise<boolean> {
  return (await flagsFor(deps, userId))[name] === true;
}

/** Whether the flag is switched on for everyone, whatever its rollout (the admins' overview of linked accounts). */
export async function isEnabledForAll(deps: Pick<AppDeps, 'db'>, name: FeatureFlagName): Promise<boolean> {
  const flag = await deps.db.selectFrom('feature_flags').select('enabled_for_all').where('name', '=', name).executeTakeFirst();
  return flag?.enabled_for_all === 1;
}

export async function updateFlag(
  deps: AppDeps,
  name: string,
  changes: { enabledForAll?: boolean | undefined; rolloutPercentage?: number | undefined },
): Promise<FeatureFlag> {
  const updated = await deps.db
    .updateTable('feature_flags')
    .set({
      ...(changes.enabledForAll !== undefined ? { enabled_for_all: changes.enabledForAll ? 1 : 0 } : {}),
      ...(changes.rolloutPercentage !== undefined ? { rollout_percentage: changes.rolloutPercentage } : {}),
      updated_at: nowIso(),
    })
    .where('name', '=', name)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw notFound('flagNotFound');
  // Open tabs refetch their flags: a page behind a flag appears or goes without a reload.
  await deps.realtime.publish({ audience: 'all', type: 'flags.changed', data: { name: updated.name } });
  return {
    name: updated.name,
    enabledForAll: updated.enabled_for_all === 1,
    rolloutPercentage: updated.rollout_percentage,
    description: updated.description,
  };
}
