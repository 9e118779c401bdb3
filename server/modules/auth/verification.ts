import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_VERIFICATION_LINK_HOURS } from '../../../common/constants';

// A signed, expiring link in the spirit of Laravel's signed routes. The signature covers the e-mail
// address, so a link stops working once the address changes.

function sign(appKey: string, userId: number, email: string, expires: number): string {
  return createHmac('sha256', appKey).update(`verify:${userId}:${email}:${expires}`).digest('hex');
}

export function createVerificationLink(
  publicUrl: string,
  appKey: string,
  user: { id: number; email: string },
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + EMAIL_VERIFICATION_LINK_HOURS * 3600;
  const signature = sign(appKey, user.id, user.email, expires);
  const query = new URLSearchParams({ id: String(user.id), expires: String(expires), signature });
  return `${publicUrl}/verify-email?${query.toString()}`;
}

export function checkVerificationSignature(
  appKey: string,
  user: { id: number; email: string },
  expires: number,
  signature: string,
  now = Date.now(),
): boolean {
  if (expires * 1000 < now) return false;
  const expected = Buffer.from(sign(appKey, user.id, user.email, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
