import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } from 'arctic';

/** Identity claimed by the social sign-in provider after a successful code exchange. */
export interface SocialIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

export interface SocialSignIn {
  /** Starts the flow: where to send the browser, plus what must be kept in the session until the callback. */
  begin(): Promise<{ url: string; state: string; codeVerifier: string }>;
  complete(code: string, codeVerifier: string): Promise<SocialIdentity>;
}

interface DiscoveryDocument {
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
}

/**
 * OpenID Connect code flow with PKCE through arctic's generic client, so the issuer is configurable:
 * Google in production, a local oidc-provider in tests.
 */
export function createSocialSignIn(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): SocialSignIn {
  const client = new OAuth2Client(options.clientId, options.clientSecret, options.redirectUri);
  let discovery: Promise<DiscoveryDocument> | null = null;

  function discover(): Promise<DiscoveryDocument> {
    discovery ??= fetch(`${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`OIDC-Discovery fehlgeschlagen: ${response.status}`);
      return (await response.json()) as DiscoveryDocument;
    });
    discovery.catch(() => {
      discovery = null;
    });
    return discovery;
  }

  return {
    async begin() {
      const { authorization_endpoint } = await discover();
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      const url = client.createAuthorizationURLWithPKCE(
        authorization_endpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ['openid', 'email', 'profile'],
      );
      return { url: url.toString(), state, codeVerifier };
    },
    async complete(code, codeVerifier) {
      const { token_endpoint, userinfo_endpoint } = await discover();
      const tokens = await client.validateAuthorizationCode(token_endpoint, code, codeVerifier);
      const response = await fetch(userinfo_endpoint, {
        headers: { Authorization: `Bearer ${tokens.accessToken()}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Userinfo fehlgeschlagen: ${response.status}`);
      const claims = (await response.json()) as Record<string, unknown>;
      if (typeof claims.sub !== 'string' || typeof claims.email !== 'string') {
        throw new Error('Userinfo ohne sub oder email');
      }
      return {
        subject: claims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    },
  };
}
