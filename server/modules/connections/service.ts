import type { ConnectionsAnswer, GamingServicesAnswer } from '../../../common/contract/connections';
import { parseSteamAccount, robloxProfileUrl, steamProfileUrl, validRobloxUsername } from '../../../common/rules/gaming-accounts';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, validationError } from '../../http/errors';
import { isFeatureEnabled } from '../flags/service';
import { uniqueViolation } from '../../db/errors';

// Linked gaming accounts (issue 11). One Spielraum account per Steam or Roblox account: linking one that
// another person linked already is a 409, so nobody can pose as someone else's Steam profile. The check gives
// the clear answer; the unique indexes of migration 012 decide a race.

async function answerFor(deps: AppDeps, userId: number): Promise<ConnectionsAnswer> {
  const row = await deps.db
    .selectFrom('users')
    .select(['steam_id', 'roblox_id', 'roblox_username', 'roblox_display_name', 'roblox_profile_url', 'roblox_avatar_url'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    steam: row.steam_id ? { steam_id: row.steam_id, profile_url: steamProfileUrl(row.steam_id) } : null,
    roblox:
      row.roblox_id && row.roblox_username
        ? {
            roblox_id: row.roblox_id,
            roblox_username: row.roblox_username,
            roblox_display_name: row.roblox_display_name,
            roblox_profile_url: row.roblox_profile_url ?? robloxProfileUrl(row.roblox_id),
            roblox_avatar_url: row.roblox_avatar_url,
          }
        : null,
    roblox_available: await isFeatureEnabled(deps, 'roblox_integration_feature', userId),
  };
}

export const connectionsOf = (deps: AppDeps, user: UserRow) => answerFor(deps, user.id);

async function takenBySomeoneElse(deps: AppDeps, user: UserRow, column: 'steam_id' | 'roblox_id', value: string): Promise<boolean> {
  const other = await deps.db.selectFrom('users').select('id').where(column, '=', value).where('id', '!=', user.id).executeTakeFirst();
  return other !== undefined;
}

export async function linkSteam(deps: AppDeps, user: UserRow, input: string): Promise<ConnectionsAnswer> {
  const parsed = parseSteamAccount(input);
  if (!parsed.ok) throw validationError('steam', parsed.reason);
  if (await takenBySomeoneElse(deps, user, 'steam_id', parsed.steamId)) throw new HttpError(409, 'steamTaken', { steam: ['steamTaken'] });
  try {
    await deps.db.updateTable('users').set({ steam_id: parsed.steamId }).where('id', '=', user.id).execute();
  } catch (error) {
    if (uniqueViolation(error)) throw new HttpError(409, 'steamTaken', { steam: ['steamTaken'] });
    throw error;
  }
  return answerFor(deps, user.id);
}

export async function unlinkSteam(deps: AppDeps, user: UserRow): Promise<ConnectionsAnswer> {
  await deps.db.updateTable('users').set({ steam_id: null }).where('id', '=', user.id).execute();
  return answerFor(deps, user.id);
}

export async function linkRoblox(
  deps: AppDeps,
  user: UserRow,
  input: { roblox_id: string; roblox_username: string; roblox_display_name?: string | null | undefined },
): Promise<ConnectionsAnswer> {
  if (!validRobloxUsername(input.roblox_username)) throw validationError('roblox_username', 'invalidRobloxUsername');
  if (await takenBySomeoneElse(deps, user, 'roblox_id', input.roblox_id)) throw new HttpError(409, 'robloxTaken', { roblox_id: ['robloxTaken'] });
  try {
    await deps.db
      .updateTable('users')
      .set({
        roblox_id: input.roblox_id,
        roblox_username: input.roblox_username,
        roblox_display_name: input.roblox_display_name ? input.roblox_display_name : null,
        roblox_profile_url: robloxProfileUrl(input.roblox_id),
        roblox_avatar_url: null,
      })
      .where('id', '=', user.id)
      .execute();
  } catch (error) {
    if (uniqueViolation(error)) throw new HttpError(409, 'robloxTaken', { roblox_id: ['robloxTaken'] });
    throw error;
  }
  return answerFor(deps, user.id);
}

export async function unlinkRoblox(deps: AppDeps, user: UserRow): Promise<ConnectionsAnswer> {
  await deps.db
    .updateTable('users')
    .set({ roblox_id: null, roblox_username: null, roblox_display_name: null, roblox_profile_url: null, roblox_avatar_url: null })
    .where('id', '=', user.id)
    .execute();
  return answerFor(deps, user.id);
}

export async function gamingServices(deps: AppDeps): Promise<GamingServicesAnswer> {
  const row = await deps.db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('users'),
      eb.fn.count<number | string>('steam_id').as('steam'),
      eb.fn.count<number | string>('roblox_id').as('roblox'),
    ])
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const flag = await deps.db.selectFrom('feature_flags').select('enabled_for_all').where('name', '=', 'roblox_integration_feature').executeTakeFirst();
  return { users: Number(row.users), steam_linked: Number(row.steam), roblox_linked: Number(row.roblox), roblox_enabled_for_all: flag?.enabled_for_all === 1 };
}
