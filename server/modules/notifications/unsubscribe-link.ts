import { createHmac } from 'node:crypto';

// The digest mail's unsubscribe links: signed with the app key over the account and its address, so
// they work without signing in and stop working when the address changes.

export function unsubscribeSignature(appKey: string, userId: number, email: string): string {
  return createHmac('sha256', appKey).update(`unsubscribe:${userId}:${email}`).digest('hex');
}

/**
 * The digest's ways to turn off every e-mail without signing in; both stop working when the address changes.
 * `page`: the link in the text, a page with a button (opening it changes nothing: mail scanners open links).
 * `oneClick`: the URL mail programs POST to (List-Unsubscribe, RFC 8058).
 */
export function unsubscribeLinks(publicUrl: string, appKey: string, user: { id: number; email: string }): { page: string; oneClick: string } {
  const query = new URLSearchParams({ user: String(user.id), signature: unsubscribeSignature(appKey, user.id, user.email) }).toString();
  return { page: `${publicUrl}/notifications/unsubscribe?${query}`, oneClick: `${publicUrl}/api/notifications/unsubscribe?${query}` };
}
