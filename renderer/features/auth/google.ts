/** localStorage key of a referral id stored when a visitor arrives through an invitation link. */
export const REFERRAL_STORAGE_KEY = 'referralId';

/** Spec §2: the social sign-in route /auth/google?ref=<stored referral id, else 'default'> (a full-page navigation). */
export function googleSignInUrl(): string {
  let ref = 'default';
  try {
    ref = localStorage.getItem(REFERRAL_STORAGE_KEY) || 'default';
  } catch {
    ref = 'default';
  }
  return `/auth/google?ref=${encodeURIComponent(ref)}`;
}

export function startGoogleSignIn(): void {
  window.location.assign(googleSignInUrl());
}

/** The query parameter of an invitation link that carries the inviting user's referral id. */
export const REFERRAL_QUERY_PARAMETER = 'ref';

/**
 * An invitation link: the inviting user's profile (who invites, with a follow button that leads to the sign-up),
 * carrying their id as the referral id. The profile page stores it (not the welcome page: that is the first load,
 * at its size budget).
 */
export function invitationUrl(origin: string, userId: number): string {
  return `${origin}/profile/${userId}?${REFERRAL_QUERY_PARAMETER}=${userId}`;
}

/** Remembers the referral id of an invitation link for the sign-up (registration and Google sign-in read it). */
export function storeReferralId(value: string | null): void {
  const referralId = value?.trim();
  if (!referralId || referralId.length > 64 || !/^[\w-]+$/.test(referralId)) return;
  try {
    localStorage.setItem(REFERRAL_STORAGE_KEY, referralId);
  } catch {
    // Private mode: the invitation is not credited, nothing else.
  }
}
