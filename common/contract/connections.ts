import { z } from 'zod/mini';
import { REDIRECT_PARAM_MAX } from './common';
import { defineRoute } from './route';

// Linked gaming accounts (spec §2 /settings/connections, /dev/gaming-services; §3 User steam_id and
// roblox_* fields; feature flag roblox_integration_feature). Rules in common/rules/gaming-accounts.ts.
// A Steam id typed by hand is an unconfirmed claim; Steam's OpenID 2.0 sign-in (steamOpenId, steamOpenIdReturn)
// confirms it. Those two are browser navigations: they answer with redirects, a failure as
// /settings/connections?steam_error=<one of STEAM_OPENID_ERRORS>.

/** Why a Steam sign-in did not confirm the link (the query of the redirect back to /settings/connections). */
export const STEAM_OPENID_ERRORS = ['disabled', 'session', 'expired', 'cancelled', 'invalid', 'unreachable', 'taken'] as const;
export type SteamOpenIdError = (typeof STEAM_OPENID_ERRORS)[number];

export const connectionsAnswer = z.object({
  steam: z.nullable(
    z.object({
      steam_id: z.string(),
      profile_url: z.string(),
      /** Confirmed through Steam's sign-in; false: typed by hand ("nicht bestätigt"), proves nothing. */
      verified: z.boolean(),
    }),
  ),
  /** Whether Steam's sign-in can confirm a link on this server (STEAM_OPENID_URL). */
  steam_openid: z.boolean(),
  roblox: z.nullable(
    z.object({
      roblox_id: z.string(),
      roblox_username: z.string(),
      roblox_display_name: z.nullable(z.string()),
      roblox_profile_url: z.string(),
      roblox_avatar_url: z.nullable(z.string()),
    }),
  ),
  /** Whether Roblox can be linked for this person (roblox_integration_feature). */
  roblox_available: z.boolean(),
});
export type ConnectionsAnswer = z.infer<typeof connectionsAnswer>;

export const steamRequest = z.object({
  /** A SteamID64 or a steamcommunity.com/profiles/<id> address. */
  steam: z.string({ error: 'invalidSteamId' }).check(z.maxLength(200, { error: 'invalidSteamId' })),
});
export const robloxRequest = z.object({
  roblox_id: z.string({ error: 'invalidRobloxId' }).check(z.trim(), z.regex(/^[1-9]\d{0,15}$/, { error: 'invalidRobloxId' })),
  roblox_username: z.string({ error: 'invalidRobloxUsername' }).check(z.trim(), z.maxLength(20, { error: 'invalidRobloxUsername' })),
  roblox_display_name: z.optional(z.nullable(z.string({ error: 'invalidType' }).check(z.trim(), z.maxLength(40, { error: 'tooLong' })))),
});

export const gamingServicesAnswer = z.object({
  /** Accounts with a Steam id, confirmed or typed by hand. */
  steam_linked: z.number(),
  /** Of those, the ones Steam's sign-in confirmed. */
  steam_confirmed: z.number(),
  roblox_linked: z.number(),
  roblox_enabled_for_all: z.boolean(),
  users: z.number(),
});
export type GamingServicesAnswer = z.infer<typeof gamingServicesAnswer>;

const TAG = 'Verbindungen';

export const connectionRoutes = {
  get: defineRoute({
    method: 'get',
    path: '/api/connections',
    tag: TAG,
    summary: 'Die verknüpften Spielekonten (Steam, Roblox)',
    guard: 'auth',
    responses: { 200: connectionsAnswer },
  }),
  linkSteam: defineRoute({
    method: 'put',
    path: '/api/connections/steam',
    tag: TAG,
    summary:
      'Ein Steam-Konto von Hand verknüpfen (SteamID64 oder Profiladresse; eine eigene /id/-Adresse lässt sich ohne Steam nicht auflösen). Es bleibt unbestätigt; 409, wenn jemand anderes es über Steam bestätigt hat',
    guard: 'auth',
    rateLimit: { max: 20, windowSeconds: 3600, by: 'user' },
    body: steamRequest,
    responses: { 200: connectionsAnswer },
    errors: [409, 422],
  }),
  steamOpenId: defineRoute({
    method: 'get',
    path: '/api/connections/steam/openid',
    tag: TAG,
    summary: 'Startet die Bestätigung über Steam (OpenID 2.0): leitet zur Anmeldung bei Steam weiter',
    rateLimit: { max: 30, windowSeconds: 3600, by: 'user' },
    responses: { 302: null },
  }),
  steamOpenIdReturn: defineRoute({
    method: 'get',
    path: '/api/connections/steam/openid/return',
    tag: TAG,
    summary:
      'Rückkehr von Steam: prüft die Antwort (auch bei Steam selbst) und speichert das Steam-Konto als bestätigt; leitet zu /settings/connections weiter',
    // Only `state` is ours; Steam adds its openid.* fields, which the handler reads as they arrived.
    query: z.object({ state: z.optional(z.string().check(z.maxLength(REDIRECT_PARAM_MAX))) }),
    responses: { 302: null },
  }),
  unlinkSteam: defineRoute({
    method: 'delete',
    path: '/api/connections/steam',
    tag: TAG,
    summary: 'Das Steam-Konto lösen',
    guard: 'auth',
    responses: { 200: connectionsAnswer },
  }),
  linkRoblox: defineRoute({
    method: 'put',
    path: '/api/connections/roblox',
    tag: TAG,
    summary: 'Ein Roblox-Konto über seine Nutzer-ID und den Nutzernamen verknüpfen (Feature roblox_integration_feature)',
    guard: 'auth',
    feature: 'roblox_integration_feature',
    rateLimit: { max: 20, windowSeconds: 3600, by: 'user' },
    body: robloxRequest,
    responses: { 200: connectionsAnswer },
    errors: [409, 422],
  }),
  unlinkRoblox: defineRoute({
    method: 'delete',
    path: '/api/connections/roblox',
    tag: TAG,
    summary: 'Das Roblox-Konto lösen',
    guard: 'auth',
    responses: { 200: connectionsAnswer },
  }),
  admin: defineRoute({
    method: 'get',
    path: '/api/admin/gaming-services',
    tag: TAG,
    summary: 'Wie viele Konten Steam und Roblox verknüpft haben (nur Admins)',
    role: 'admin',
    responses: { 200: gamingServicesAnswer },
  }),
};
