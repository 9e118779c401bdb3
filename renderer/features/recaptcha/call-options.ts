import type { CallOptions } from '../../api/client';

/**
 * Call options for a request that carries a reCAPTCHA token: never repeated (the first try spends the token), and
 * a 503 (Google could not be asked) is the form's to explain, not a reason for a toast or to sign the visitor out.
 */
export function tokenCallOptions(token: string | undefined): CallOptions | undefined {
  return token ? { retry: 0, context: { silent: true, keepSession: true } } : undefined;
}
