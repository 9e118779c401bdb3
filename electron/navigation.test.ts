import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, isAllowedExternalUrl, isPermissionGranted, isSiteUrl, resolveSiteUrl } from './navigation';

const SITE = 'https://spielraum.de';

describe('resolveSiteUrl', () => {
  it('uses the environment when it is an http(s) URL, else the default', () => {
    expect(resolveSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(resolveSiteUrl('https://spielraum.de')).toBe('https://spielraum.de/');
    const messages: string[] = [];
    for (const bad of ['file:///etc/passwd', 'javascript:alert(1)', 'not a url', 'https://a:b@spielraum.de']) {
      expect(resolveSiteUrl(bad, (message) => messages.push(message))).toBe(DEFAULT_SITE_URL);
    }
    expect(messages).toHaveLength(4);
  });
});

describe('isSiteUrl', () => {
  it('accepts the exact origin only', () => {
    expect(isSiteUrl('https://spielraum.de/play?x=1', SITE)).toBe(true);
    expect(isSiteUrl('https://spielraum.de:443/', SITE)).toBe(true);
    for (const other of [
      'http://spielraum.de/',
      'https://spielraum.de.evil.com/',
      'https://evil.com/?https://spielraum.de',
      'https://sub.spielraum.de/',
      'https://spielraum.de:8443/',
      'https://spielraum.de@evil.com/',
      'file:///C:/spielraum.de',
      'data:text/html,hi',
      'not a url',
    ]) {
      expect(isSiteUrl(other, SITE), other).toBe(false);
    }
  });
});

describe('isAllowedExternalUrl', () => {
  it('allows web pages and e-mail, nothing else', () => {
    expect(isAllowedExternalUrl('https://store.steampowered.com/app/400')).toBe(true);
    expect(isAllowedExternalUrl('mailto:hilfe@spielraum.de')).toBe(true);
    for (const refused of [
      'file:///etc/passwd',
      'smb://server/share',
      'javascript:alert(1)',
      'spielraum://launch?game=1',
      'steam://rungameid/400',
      'ms-settings:',
      'https://user:pw@example.com/',
      '',
    ]) {
      expect(isAllowedExternalUrl(refused), refused).toBe(false);
    }
  });
});

describe('isPermissionGranted', () => {
  it('grants clipboard writing and fullscreen to the site only', () => {
    expect(isPermissionGranted('fullscreen', 'https://spielraum.de/video/1', SITE)).toBe(true);
    expect(isPermissionGranted('clipboard-sanitized-write', 'https://spielraum.de/', SITE)).toBe(true);
    expect(isPermissionGranted('fullscreen', 'https://evil.com/', SITE)).toBe(false);
    expect(isPermissionGranted('media', 'https://spielraum.de/', SITE)).toBe(false);
    expect(isPermissionGranted('notifications', 'https://spielraum.de/', SITE)).toBe(false);
    expect(isPermissionGranted('fullscreen', undefined, SITE)).toBe(false);
  });
});
