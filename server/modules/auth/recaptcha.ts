import type { Context } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { HttpError, validationError } from '../../http/errors';
import { clientAddress } from '../../http/session';

/** The reCAPTCHA v3 actions of the forms that require a token (the renderer passes the same names). */
export type RecaptchaAction = 'register' | 'contact';

/**
 * Registration and the contact form: with reCAPTCHA on, nothing happens without a token Google confirms
 * (422 for a missing or failed one, 503 when Google cannot be asked: never let anyone through unchecked).
 * Without reCAPTCHA this does nothing, so the offline default needs no outside service.
 */
export async function requireRecaptcha(deps: AppDeps, c: Context<AppEnv>, token: string | undefined, action: RecaptchaAction) {
  if (!deps.recaptcha.enabled) return;
  if (!token) throw validationError('recaptcha_token', 'recaptchaMissing');
  const result = await deps.recaptcha.verify(token, clientAddress(c), action);
  if (result.success) return;
  if (result.reason === 'unavailable') throw new HttpError(503, 'recaptchaUnavailable');
  throw validationError('recaptcha_token', 'recaptchaFailed');
}
