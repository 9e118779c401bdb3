// Linking gaming accounts (/settings/connections). No network call is made: a Steam account is
// given as its SteamID64 or a steamcommunity.com/profiles/<id> address (a custom /id/<name> address cannot be
// resolved without Steam's web API), a Roblox account by its numeric user id and user name.

/** Individual Steam accounts: 17 digits starting with 7656119 (universe 1, type 1). */
const STEAM_ID64 = /^7656119\d{10}$/;
const PROFILE_URL = /^(?:https?:\/\/)?(?:www\.)?steamcommunity\.com\/profiles\/(\d{17})\/?(?:[?#].*)?$/i;
const VANITY_URL = /^(?:https?:\/\/)?(?:www\.)?steamcommunity\.com\/id\/[^/]+\/?(?:[?#].*)?$/i;

export type SteamParse = { ok: true; steamId: string } | { ok: false; reason: 'steamVanityUnsupported' | 'invalidSteamId' };

export function parseSteamAccount(input: string): SteamParse {
  const value = input.trim();
  if (STEAM_ID64.test(value)) return { ok: true, steamId: value };
  const profile = PROFILE_URL.exec(value);
  if (profile && STEAM_ID64.test(profile[1]!)) return { ok: true, steamId: profile[1]! };
  if (VANITY_URL.test(value)) return { ok: false, reason: 'steamVanityUnsupported' };
  return { ok: false, reason: 'invalidSteamId' };
}

export function steamProfileUrl(steamId: string): string {
  return `https://steamcommunity.com/profiles/${steamId}`;
}

/** Roblox user names: 3 to 20 letters, digits and at most one underscore, not at either end. */
export function validRobloxUsername(name: string): boolean {
  return /^[A-Za-z0-9](?:[A-Za-z0-9]|_(?=[A-Za-z0-9])){2,19}$/.test(name) && (name.match(/_/g)?.length ?? 0) <= 1;
}

export function robloxProfileUrl(robloxId: string): string {
  return `https://www.roblox.com/users/${robloxId}/profile`;
}
