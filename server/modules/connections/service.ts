import type { ConnectionsAnswer, GamingServicesAnswer } from '../../../common/contract/connections';
import { parseSteamAccount, robloxProfileUrl, steamProfileUrl, validRobloxUsername } from '../../../common/rules/gaming-accounts';
import { sql, type Transaction } from 'kysely';
import { type Db, nowIso } from '../../db';
import { isPostgres } from '../../db/migrate';
import type { Database, UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, validationError } from '../../http/errors';
import { isEnabledForAll, isFeatureEnabled } from '../flags/service';
import { uniqueViolation } from '../../db/errors';

// Linked gaming accounts. One Spielraum account per Roblox account, and per confirmed Steam account:
// linking one that another person linked (Roblox) or confirmed (Steam) is a 409. A Steam id typed by hand is
// only a claim, shown as unconfirmed and never unique, so nobody can block the real owner by typing their id
// first; Steam's OpenID sign-in confirms it, and the owner's confirmation releases everyone else's claims. The
// checks give the clear answer; the unique indexes (012, 019) decide a race.

const steamTaken = () => new HttpError(409, 'steamTaken', { steam: ['steamTaken'] });

async function answerFor(deps: AppDeps, userId: number): Promise<ConnectionsAnswer> {
  const row = await deps.db
    .selectFrom('users')
    .select(['steam_id', 'steam_verified_at', 'roblox_id', 'roblox_username', 'roblox_display_name', 'roblox_profile_url', 'roblox_avatar_url'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    steam: row.steam_id
      ? { steam_id: row.steam_id, profile_url: steamProfileUrl(row.steam_id), verified: row.steam_verified_at !== null }
      : null,
    steam_openid: deps.config.steamOpenIdUrl !== null,
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

async function takenBySomeoneElse(deps: AppDeps, user: UserRow, column: 'roblox_id', value: string): Promise<boolean> {
  const other = await deps.db.selectFrom('users').select('id').where(column, '=', value).where('id', '!=', user.id).executeTakeFirst();
  return other !== undefined;
}

/** Whether another account confirmed `steamId` through Steam (read in a transaction where one is open). */
async function confirmedBySomeoneElse(db: Db | Transaction<Database>, userId: number, steamId: string): Promise<boolean> {
  const other = await db
    .selectFrom('users')
    .select('id')
    .where('steam_id', '=', steamId)
    .where('steam_verified_at', 'is not', null)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return other !== undefined;
}

/** A Steam id typed by hand: stored unconfirmed, unless someone else confirmed it through Steam (409). */
export async function linkSteam(deps: AppDeps, user: UserRow, input: string): Promise<ConnectionsAnswer> {
  const parsed = parseSteamAccount(input);
  if (!parsed.ok) throw validationError('steam', parsed.reason);
  if (await confirmedBySomeoneElse(deps.db, user.id, parsed.steamId)) throw steamTaken();
  // Typing the id one already confirmed keeps the confirmation; any other id starts unconfirmed. The
  // condition repeats the check in the write, so a confirmation that lands in between is not undercut.
  await deps.db
    .updateTable('users')
    .set({ steam_id: parsed.steamId, steam_verified_at: null })
    .where('id', '=', user.id)
    .where((eb) =>
      eb.and([
        eb.or([eb('steam_id', 'is', null), eb('steam_id', '!=', parsed.steamId), eb('steam_verified_at', 'is', null)]),
        eb.not(
          eb.exists(
            eb
              .selectFrom('users as owner')
              .select('owner.id')
              .where('owner.steam_id', '=', parsed.steamId)
              .where('owner.steam_verified_at', 'is not', null)
              .where('owner.id', '!=', user.id),
          ),
        ),
      ]),
    )
    .execute();
  if (await confirmedBySomeoneElse(deps.db, user.id, parsed.steamId)) {
    // The owner confirmed it at the same moment: the claim written meanwhile goes again.
    await deps.db
      .updateTable('users')
      .set({ steam_id: null })
      .where('id', '=', user.id)
      .where('steam_id', '=', parsed.steamId)
      .where('steam_verified_at', 'is', null)
      .execute();
    throw steamTaken();
  }
  return answerFor(deps, user.id);
}

/**
 * Steam confirmed that this person owns `steamId` (OpenID sign-in): the link becomes theirs, confirmed, and
 * every unconfirmed claim of the same id by others is released in the same transaction. An id another
 * account already confirmed stays there (409): that account has to unlink it first.
 */
export async function confirmSteam(deps: AppDeps, userId: number, steamId: string): Promise<void> {
  if (await confirmedBySomeoneElse(deps.db, userId, steamId)) throw steamTaken();
  const postgres = isPostgres(deps.db);
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (postgres) {
        // Two people confirming one id at once would each release the other's claim and then write their own:
        // rows locked crosswise, a deadlock. One confirmation per id at a time; the later one then sees the
        // earlier and stops.
        await sql`select pg_advisory_xact_lock(hashtext(${`steam-confirm:${steamId}`}))`.execute(trx);
        if (await confirmedBySomeoneElse(trx, userId, steamId)) throw steamTaken();
      }
      await trx
        .updateTable('users')
        .set({ steam_id: null, steam_verified_at: null })
        .where('steam_id', '=', steamId)
        .where('steam_verified_at', 'is', null)
        .where('id', '!=', userId)
        .execute();
      await trx.updateTable('users').set({ steam_id: steamId, steam_verified_at: nowIso() }).where('id', '=', userId).execute();
    });
  } catch (error) {
    if (uniqueViolation(error)) throw steamTaken();
    throw error;
  }
}

/**
 * Records `key` as used until `expiresAt`; false when it was used already (on any instance: the primary key
 * decides). Expired keys are cleared on the way, so the table holds only the last minutes.
 */
export async function useOnce(deps: AppDeps, key: string, expiresAt: Date): Promise<boolean> {
  await deps.db.deleteFrom('openid_nonces').where('expires_at', '<', nowIso()).execute();
  try {
    await deps.db.insertInto('openid_nonces').values({ key, expires_at: nowIso(expiresAt) }).execute();
    return true;
  } catch (error) {
    if (uniqueViolation(error)) return false;
    throw error;
  }
}

export async function unlinkSteam(deps: AppDeps, user: UserRow): Promise<ConnectionsAnswer> {
  await deps.db.updateTable('users').set({ steam_id: null, steam_verified_at: null }).where('id', '=', user.id).execute();
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
      eb.fn.count<number | string>('steam_verified_at').as('steam_confirmed'),
      eb.fn.count<number | string>('roblox_id').as('roblox'),
    ])
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const robloxForAll = await isEnabledForAll(deps, 'roblox_integration_feature');
  return {
    users: Number(row.users),
    steam_linked: Number(row.steam),
    steam_confirmed: Number(row.steam_confirmed),
    roblox_linked: Number(row.roblox),
    roblox_enabled_for_all: robloxForAll,
  };
}
