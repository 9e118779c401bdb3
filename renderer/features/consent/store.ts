import { create } from 'zustand';
import { CONSENT_LIFETIME_DAYS, CONSENT_VERSION } from '../../../common/constants';
import { readCookie, writeCookie } from '../../api/cookies';

// Spec §3 "Cookie consent record", §4 "Cookie consent" and §9 "Cookies and consent".

export interface ConsentRecord {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
  /** Analytics despite the browser's Do Not Track (only offered when DNT is on). */
  dntOverride: boolean;
  timestamp: number;
}

export interface ConsentSelection {
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
  dntOverride?: boolean;
}

export interface ConsentState {
  record: ConsentRecord | null;
  acceptAll(): void;
  saveSelection(selection: ConsentSelection): void;
  onlyNecessary(): void;
}

export interface ConsentDeps {
  now(): number;
  reload(): void;
}

const LIFETIME_SECONDS = CONSENT_LIFETIME_DAYS * 24 * 60 * 60;

function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/** The stored record, or null when unanswered, unreadable or given for an older consent version. */
export function readConsentRecord(): ConsentRecord | null {
  if (readCookie('consent_version') !== CONSENT_VERSION) return null;
  const raw = readCookie('cookieConsent');
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ConsentRecord>;
    if (!isBoolean(parsed.functional) || !isBoolean(parsed.analytics) || !isBoolean(parsed.marketing)) return null;
    return {
      necessary: true,
      functional: parsed.functional,
      analytics: parsed.analytics,
      marketing: parsed.marketing,
      dntOverride: parsed.dntOverride === true,
      timestamp: typeof parsed.timestamp === 'number' ? parsed.timestamp : 0,
    };
  } catch {
    return null;
  }
}

/** Writes every consent cookie of spec §9 with the 365-day lifetime. */
export function writeConsentCookies(record: ConsentRecord): void {
  const flag = (value: boolean) => (value ? 'true' : 'false');
  const cookies: Record<string, string> = {
    cookieConsent: JSON.stringify(record),
    cookieAccepted: 'true',
    analytics_consent: flag(record.analytics),
    marketing_consent: flag(record.marketing),
    consent_version: CONSENT_VERSION,
    analytics_dnt_override: flag(record.dntOverride),
    functional_cookies: flag(record.functional),
    analytics_cookies: flag(record.analytics),
  };
  for (const [name, value] of Object.entries(cookies)) writeCookie(name, value, { maxAgeSeconds: LIFETIME_SECONDS });
}

const browserDeps: ConsentDeps = {
  now: () => Date.now(),
  reload: () => window.location.reload(),
};

export function createConsentStore(deps: ConsentDeps = browserDeps) {
  return create<ConsentState>()((set) => {
    const store = (selection: ConsentSelection) => {
      const record: ConsentRecord = {
        necessary: true,
        functional: selection.functional,
        analytics: selection.analytics,
        marketing: selection.marketing,
        // The DNT opt-in means nothing without analytics consent.
        dntOverride: selection.analytics && selection.dntOverride === true,
        timestamp: deps.now(),
      };
      writeConsentCookies(record);
      set({ record });
      deps.reload();
    };

    return {
      record: readConsentRecord(),
      acceptAll: () => store({ functional: true, analytics: true, marketing: true }),
      saveSelection: (selection) => store(selection),
      onlyNecessary: () => store({ functional: false, analytics: false, marketing: false }),
    };
  });
}

export const useConsentStore = createConsentStore();
