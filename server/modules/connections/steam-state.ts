import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The state a Steam sign-in carries in its return address: who started it, until when it is good, and a random
// id that is used once (openid_nonces). Signed with the app key, so nobody can make one for another person: a
// return only links the Steam account for the signed-in person who started it (no CSRF, no login swapping).

/** How long the person has on Steam's page before the return no longer counts. */
export const STEAM_STATE_TTL_MS = 10 * 60_000;

export interface SteamState {
  userId: number;
  /** Seconds since the epoch. */
  expires: number;
  id: string;
}

function sign(appKey: string, body: string): string {
  return createHmac('sha256', appKey).update(`steam-openid:${body}`).digest('base64url');
}

export function createSteamState(appKey: string, userId: number, now = Date.now()): string {
  const body = `${userId}.${Math.floor((now + STEAM_STATE_TTL_MS) / 1000)}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${sign(appKey, body)}`;
}

export type SteamStateCheck = { ok: true; state: SteamState } | { ok: false; reason: 'invalid' | 'expired' };

export function readSteamState(appKey: string, value: string, now = Date.now()): SteamStateCheck {
  const match = /^([1-9]\d{0,15})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, userId, expires, id, signature] = match as unknown as [string, string, string, string, string];
  const expected = Buffer.from(sign(appKey, `${userId}.${expires}.${id}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (Number(expires) * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, state: { userId: Number(userId), expires: Number(expires), id } };
}
