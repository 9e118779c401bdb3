/// <reference types="node" />
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { analyticsCapture, browserDoNotTrack, hashUserId, isBannerHidden, shouldStartAnalytics } from './consent-rules';

describe('isBannerHidden', () => {
  it('hides the banner on the legal pages and the privacy settings only', () => {
    for (const path of ['/privacy', '/privacy/archive', '/terms', '/impressum', '/contact_us', '/settings/privacy', '/terms/']) {
      expect(isBannerHidden(path)).toBe(true);
    }
    for (const path of ['/', '/privacy/cookies', '/settings', '/terms/archive', '/games']) {
      expect(isBannerHidden(path)).toBe(false);
    }
  });
});

describe('analytics start rule', () => {
  const consent = { analytics: true, dntOverride: false };

  it('needs a public key and analytics consent', () => {
    expect(shouldStartAnalytics({ publicKey: '', consent, doNotTrack: false })).toBe(false);
    expect(shouldStartAnalytics({ publicKey: 'k', consent: null, doNotTrack: false })).toBe(false);
    expect(shouldStartAnalytics({ publicKey: 'k', consent: { ...consent, analytics: false }, doNotTrack: false })).toBe(
      false,
    );
    expect(shouldStartAnalytics({ publicKey: 'k', consent, doNotTrack: false })).toBe(true);
  });

  it('under Do Not Track: strict (the default) needs the opt-in, consent_overrides does not', () => {
    expect(analyticsCapture({ publicKey: 'k', consent, doNotTrack: true })).toBe('none');
    expect(analyticsCapture({ publicKey: 'k', consent: { analytics: true, dntOverride: true }, doNotTrack: true })).toBe(
      'full',
    );
    expect(analyticsCapture({ publicKey: 'k', consent, dntMode: 'consent_overrides', doNotTrack: true })).toBe('full');
  });

  it('under Do Not Track: events_only captures anonymous events unless the visitor opted in', () => {
    expect(analyticsCapture({ publicKey: 'k', consent, dntMode: 'events_only', doNotTrack: true })).toBe('eventsOnly');
    expect(shouldStartAnalytics({ publicKey: 'k', consent, dntMode: 'events_only', doNotTrack: true })).toBe(true);
    const optedIn = { analytics: true, dntOverride: true };
    expect(analyticsCapture({ publicKey: 'k', consent: optedIn, dntMode: 'events_only', doNotTrack: true })).toBe('full');
  });

  it('reads Do Not Track from the navigator or the legacy window flag', () => {
    expect(browserDoNotTrack({ doNotTrack: '1' }, {})).toBe(true);
    expect(browserDoNotTrack({ doNotTrack: '0' }, {})).toBe(false);
    expect(browserDoNotTrack({}, { doNotTrack: '1' })).toBe(true);
    expect(browserDoNotTrack(undefined, undefined)).toBe(false);
  });
});

describe('hashUserId', () => {
  it('gives the SHA-256 hex digest of the id', async () => {
    const expected = createHash('sha256').update('42').digest('hex');
    expect(await hashUserId(42)).toBe(expected);
    expect(await hashUserId('42')).toBe(expected);
    expect(await hashUserId(43)).not.toBe(expected);
  });
});
