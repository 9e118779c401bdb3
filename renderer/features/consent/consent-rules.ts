import { COOKIE_BANNER_HIDDEN_ROUTES, type DntMode } from '../../../common/constants';

// Spec §2 banner rules and §4 "Analytics" start rule.

/** The cookie banner stays hidden on the legal pages and the privacy settings (a trailing slash counts too). */
export function isBannerHidden(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (COOKIE_BANNER_HIDDEN_ROUTES as readonly string[]).includes(normalised);
}

export interface AnalyticsConsent {
  /** The analytics_consent cookie is 'true'. */
  analytics: boolean;
  /** The visitor ticked the opt-in that is offered when the browser sends Do Not Track. */
  dntOverride: boolean;
}

export type AnalyticsCapture = 'none' | 'full' | 'eventsOnly';

export interface AnalyticsStartInput {
  publicKey: string | null | undefined;
  consent: AnalyticsConsent | null;
  dntMode?: DntMode;
  doNotTrack: boolean;
}

/**
 * What analytics may capture. Without a key or consent: nothing. With Do Not Track set:
 * strict (default) captures only after the explicit DNT opt-in; consent_overrides lets the consent alone
 * win; events_only captures anonymous events without identifying the user.
 */
export function analyticsCapture({ publicKey, consent, dntMode = 'strict', doNotTrack }: AnalyticsStartInput): AnalyticsCapture {
  if (!publicKey || consent?.analytics !== true) return 'none';
  if (!doNotTrack) return 'full';
  switch (dntMode) {
    case 'strict':
      return consent.dntOverride ? 'full' : 'none';
    case 'consent_overrides':
      return 'full';
    case 'events_only':
      return consent.dntOverride ? 'full' : 'eventsOnly';
  }
}

export function shouldStartAnalytics(input: AnalyticsStartInput): boolean {
  return analyticsCapture(input) !== 'none';
}

/** The browser's Do Not Track setting ('1' in navigator.doNotTrack, or the legacy window flag). */
export function browserDoNotTrack(
  nav: { doNotTrack?: string | null } | undefined = typeof navigator === 'undefined' ? undefined : navigator,
  win: { doNotTrack?: string | null } | undefined = typeof window === 'undefined'
    ? undefined
    : (window as unknown as { doNotTrack?: string | null }),
): boolean {
  return nav?.doNotTrack === '1' || nav?.doNotTrack === 'yes' || win?.doNotTrack === '1';
}

/** SHA-256 of the user id as lowercase hex; analytics only ever sees this (spec §4). */
export async function hashUserId(userId: number | string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(String(userId)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
