// Steam's proof that someone owns a Steam account: its OpenID 2.0 sign-in (https://steamcommunity.com/openid).
// Steam offers no OAuth, and OpenID 2.0 is small enough to speak directly (openid.net/specs/openid-authentication-2_0):
// the browser goes to the OP with checkid_setup, comes back with a signed positive assertion, and we ask the OP
// itself whether the signature is valid (check_authentication, "stateless" mode, no shared association).
// The claimed id is not discovered: Steam is the only OP we ask, and it vouches only for its own ids.

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
/** The claimed id of an individual Steam account: https://steamcommunity.com/openid/id/<SteamID64>. */
const STEAM_CLAIMED_ID = /^https:\/\/steamcommunity\.com\/openid\/id\/(7656119\d{10})$/;
/** Fields the OP must have signed (OpenID 2.0 §10.1), or an attacker could swap them unnoticed. */
const MUST_BE_SIGNED = ['op_endpoint', 'return_to', 'response_nonce', 'assoc_handle', 'claimed_id', 'identity'] as const;
/** How old an OP's response nonce may be, and how far its clock may run ahead of ours. */
const NONCE_MAX_AGE_MS = 10 * 60_000;
const NONCE_MAX_SKEW_MS = 5 * 60_000;

export type SteamAssertionFailure =
  /** The person cancelled on Steam. */
  | 'cancelled'
  /** Not a positive assertion for what we asked, or for another endpoint, return address or kind of id. */
  | 'invalid'
  /** The OP did not confirm its signature. */
  | 'rejected'
  /** The OP could not be asked. */
  | 'unreachable';

export type SteamAssertion =
  | { ok: true; steamId: string; nonce: string; nonceExpiresAt: Date }
  | { ok: false; reason: SteamAssertionFailure };

export interface SteamOpenId {
  endpoint: string;
  /** Where to send the browser: Steam's sign-in, coming back to `returnTo`. */
  signInUrl(returnTo: string, realm: string): string;
  /**
   * Checks a return from the OP: every `openid.*` query parameter as it arrived, and the return address we
   * sent for this sign-in. Only the OP's own answer to check_authentication makes it valid.
   */
  verify(params: Record<string, string>, expectedReturnTo: string, now?: Date): Promise<SteamAssertion>;
}

/** Parses OpenID's key-value form (`key:value` lines), the body of a check_authentication answer. */
export function parseKeyValueForm(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).replace(/\r$/, ''));
  }
  return fields;
}

/** The time an OP's response nonce begins with (`2005-05-15T17:11:51Z` then anything), or null. */
function nonceTime(nonce: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)/.exec(nonce);
  if (!match) return null;
  const time = Date.parse(match[1]!);
  return Number.isNaN(time) ? null : time;
}

export function createSteamOpenId(options: { endpoint: string; timeoutMs?: number }): SteamOpenId {
  const endpoint = options.endpoint;
  return {
    endpoint,
    signInUrl(returnTo, realm) {
      const url = new URL(endpoint);
      url.searchParams.set('openid.ns', OPENID_NS);
      url.searchParams.set('openid.mode', 'checkid_setup');
      url.searchParams.set('openid.return_to', returnTo);
      url.searchParams.set('openid.realm', realm);
      url.searchParams.set('openid.identity', IDENTIFIER_SELECT);
      url.searchParams.set('openid.claimed_id', IDENTIFIER_SELECT);
      return url.toString();
    },
    async verify(params, expectedReturnTo, now = new Date()) {
      const field = (name: string) => params[`openid.${name}`];
      if (field('mode') === 'cancel') return { ok: false, reason: 'cancelled' };
      if (field('ns') !== OPENID_NS || field('mode') !== 'id_res') return { ok: false, reason: 'invalid' };
      // Checked here, before the OP is asked: an assertion for another endpoint or another return address is
      // not one for this sign-in, whatever the OP says about its signature.
      if (field('op_endpoint') !== endpoint || field('return_to') !== expectedReturnTo) return { ok: false, reason: 'invalid' };
      const claimed = STEAM_CLAIMED_ID.exec(field('claimed_id') ?? '');
      if (!claimed || field('identity') !== field('claimed_id')) return { ok: false, reason: 'invalid' };
      const signed = new Set((field('signed') ?? '').split(','));
      if (!field('sig') || MUST_BE_SIGNED.some((name) => !signed.has(name))) return { ok: false, reason: 'invalid' };
      const nonce = field('response_nonce') ?? '';
      const issuedAt = nonceTime(nonce);
      const age = issuedAt === null ? Number.NaN : now.getTime() - issuedAt;
      if (nonce.length > 255 || !(age <= NONCE_MAX_AGE_MS && age >= -NONCE_MAX_SKEW_MS)) return { ok: false, reason: 'invalid' };

      // Exactly what came back, with only the mode changed (OpenID 2.0 §11.4.2.1).
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(params)) {
        if (name.startsWith('openid.')) body.set(name, name === 'openid.mode' ? 'check_authentication' : value);
      }
      let answer: Map<string, string>;
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/plain' },
          body,
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        if (!response.ok) return { ok: false, reason: 'unreachable' };
        answer = parseKeyValueForm(await response.text());
      } catch {
        return { ok: false, reason: 'unreachable' };
      }
      if (answer.get('ns') !== OPENID_NS || answer.get('is_valid') !== 'true') return { ok: false, reason: 'rejected' };
      return { ok: true, steamId: claimed[1]!, nonce, nonceExpiresAt: new Date(issuedAt! + NONCE_MAX_AGE_MS) };
    },
  };
}
