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
