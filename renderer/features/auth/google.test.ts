import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { googleSignInUrl, invitationUrl, REFERRAL_STORAGE_KEY, storeReferralId } from './google';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('invitation links', () => {
  it('lead to the inviting user’s profile and carry their id', () => {
    expect(invitationUrl('https://spielraum.example', 42)).toBe('https://spielraum.example/profile/42?ref=42');
  });

  it('store the referral id that registration and the Google sign-in read', () => {
    storeReferralId('42');
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('42');
    expect(googleSignInUrl()).toBe('/auth/google?ref=42');
  });

  it('ignore empty, overlong and odd values', () => {
    for (const value of [null, '', '   ', 'x'.repeat(65), '<script>', '42&next=/evil']) storeReferralId(value);
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
    expect(googleSignInUrl()).toBe('/auth/google?ref=default');
  });
});
