// Where the desktop window may go. Plain functions so they are tested without Electron.

export const DEFAULT_SITE_URL = 'http://127.0.0.1:3000';

/** SPIELRAUM_SITE_URL when it is a plain http(s) URL without credentials, else the default. */
export function resolveSiteUrl(raw: string | undefined, log: (message: string) => void = () => {}): string {
  if (!raw) return DEFAULT_SITE_URL;
  try {
    const url = new URL(raw);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password) return url.href;
  } catch {
    // reported below
  }
  log(`SPIELRAUM_SITE_URL is not a usable http(s) URL, using ${DEFAULT_SITE_URL}`);
  return DEFAULT_SITE_URL;
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** True when the URL belongs to the site (same scheme, host and port). */
export function isSiteUrl(url: string, siteOrigin: string): boolean {
  const parsed = parse(url);
  return parsed !== null && parsed.origin !== 'null' && parsed.origin === siteOrigin;
}

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Only web pages and e-mail addresses are handed to the system; never file:, javascript:, custom schemes. */
export function isAllowedExternalUrl(url: string): boolean {
  const parsed = parse(url);
  return parsed !== null && EXTERNAL_PROTOCOLS.has(parsed.protocol) && !parsed.username && !parsed.password;
}

/** Permissions the site may use inside the launcher window; everything else is denied. */
export const GRANTED_SITE_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write', 'fullscreen']);

export function isPermissionGranted(permission: string, requestingUrl: string | undefined, siteOrigin: string): boolean {
  return GRANTED_SITE_PERMISSIONS.has(permission) && requestingUrl !== undefined && isSiteUrl(requestingUrl, siteOrigin);
}
