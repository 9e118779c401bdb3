import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  changePasswordRequest,
  checkEmailRequest,
  loginRequest,
  registerRequest,
  restoreAccountRequest,
  verifyRecaptchaRequest,
} from '../../../common/contract/auth';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { currentUser, requireAuth } from '../../http/guards';
import { translate } from '../../http/messages';
import { type SessionManager, clientAddress } from '../../http/session';
import { readJson, readQuery } from '../../http/validate';
import { toSessionUser } from '../users/serialize';
import {
  authenticate,
  changePassword,
  findUserByEmail,
  limitVerificationResend,
  registerUser,
  restoreUser,
  sendVerificationMail,
  signInWithSocialIdentity,
  softDeleteUser,
  verifyEmail,
} from './service';

const verifyQuery = z.object({
  id: z.coerce.number().int().positive(),
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export function authRoutes(deps: AppDeps, sessions: SessionManager) {
  const app = new Hono<AppEnv>();

  app.get('/sanctum/csrf-cookie', async (c) => {
    await sessions.ensure(c);
    return c.body(null, 204);
  });

  const login = async (c: Context<AppEnv>) => {
    const input = await readJson(c, loginRequest);
    const user = await authenticate(deps, input.email, input.password, clientAddress(c));
    await sessions.startForUser(c, user.id, input.remember);
    return c.json({ user: await toSessionUser(deps.db, user) });
  };
  app.post('/login', login);
  app.post('/auth/login', login);

  app.post('/auth/register', async (c) => {
    const input = await readJson(c, registerRequest);
    const user = await registerUser(deps, input);
    await sessions.startForUser(c, user.id, false);
    return c.json({ user: await toSessionUser(deps.db, user) }, 201);
  });

  app.post('/auth/logout', async (c) => {
    await sessions.destroy(c);
    return c.body(null, 204);
  });

  app.post('/api/check-email', async (c) => {
    const { email } = await readJson(c, checkEmailRequest);
    return c.json({ isRegistered: (await findUserByEmail(deps, email)) !== undefined });
  });

  app.get('/api/logged-in-user', requireAuth, async (c) => c.json(await toSessionUser(deps.db, currentUser(c))));

  app.post('/api/change-password', requireAuth, async (c) => {
    const input = await readJson(c, changePasswordRequest);
    const user = currentUser(c);
    await changePassword(deps, user, input.old_password, input.new_password);
    await sessions.destroyOtherSessionsOf(user.id, c.get('session')?.id ?? null);
    return c.json({ message: translate('passwordChanged', c.get('language')) });
  });

  app.post('/api/email/verification-notification', requireAuth, async (c) => {
    const user = currentUser(c);
    if (user.email_verified_at) return c.json({ message: translate('alreadyVerified', c.get('language')) });
    limitVerificationResend(deps, user.id);
    await sendVerificationMail(deps, user);
    return c.json({ message: translate('verificationSent', c.get('language')) }, 202);
  });

  app.get('/api/email/verify', async (c) => {
    const query = readQuery(c, verifyQuery);
    const user = await verifyEmail(deps, query);
    const current = c.get('user');
    return c.json({ verified: true, ...(current?.id === user.id ? { user: await toSessionUser(deps.db, user) } : {}) });
  });

  app.delete('/api/user-delete', requireAuth, async (c) => {
    const user = currentUser(c);
    await softDeleteUser(deps, user.id);
    await sessions.destroyAllSessionsOf(user.id);
    await sessions.destroy(c);
    return c.json({ message: translate('accountDeletedNotice', c.get('language')) });
  });

  app.post('/api/user-restore', async (c) => {
    const input = await readJson(c, restoreAccountRequest);
    const user = await restoreUser(deps, input.email, input.password, clientAddress(c));
    await sessions.startForUser(c, user.id, false);
    return c.json({ message: translate('accountRestored', c.get('language')), user: await toSessionUser(deps.db, user) });
  });

  app.post('/api/verify-recaptcha', async (c) => {
    const { token } = await readJson(c, verifyRecaptchaRequest);
    if (!deps.recaptcha.enabled) return c.json({ success: true, enabled: false });
    const result = await deps.recaptcha.verify(token, clientAddress(c));
    if (!result.success) {
      return c.json({ success: false, enabled: true, message: translate('recaptchaFailed', c.get('language')) }, 422);
    }
    return c.json({ success: true, enabled: true, ...(result.score !== undefined ? { score: result.score } : {}) });
  });

  app.get('/auth/google', async (c) => {
    if (!deps.socialSignIn) throw new HttpError(404, 'socialSignInDisabled');
    const session = await sessions.ensure(c);
    let started: Awaited<ReturnType<NonNullable<AppDeps['socialSignIn']>['begin']>>;
    try {
      started = await deps.socialSignIn.begin();
    } catch (error) {
      // A browser navigation, not an API call: send the user back to the app with a reason.
      console.error('[auth] social sign-in could not start', error);
      return c.redirect('/google-login-success?error=provider', 302);
    }
    const { url, state, codeVerifier } = started;
    const ref = (c.req.query('ref') ?? '').slice(0, 64) || null;
    await sessions.writeData(session, { ...(await sessions.readData(session)), oauth: { state, codeVerifier, ref } });
    return c.redirect(url, 302);
  });

  app.get('/auth/google/callback', async (c) => {
    const failure = (code: string) => c.redirect(`/google-login-success?error=${encodeURIComponent(code)}`, 302);
    if (!deps.socialSignIn) return failure('disabled');
    const session = c.get('session');
    if (!session) return failure('session');
    const data = await sessions.readData(session);
    const pending = data.oauth as { state?: string; codeVerifier?: string; ref?: string | null } | undefined;
    const code = c.req.query('code');
    const stateMatches = Boolean(pending?.state) && c.req.query('state') === pending?.state;
    // The provider answered with an error for this very sign-in (the user cancelled, or the provider
    // failed): say so, instead of blaming the state, and end the pending sign-in.
    const providerError = c.req.query('error');
    if (providerError && stateMatches) {
      await sessions.writeData(session, { ...data, oauth: undefined });
      return failure(providerError === 'access_denied' ? 'denied' : 'provider');
    }
    if (!pending?.state || !pending.codeVerifier || !code || !stateMatches) {
      return failure('state');
    }
    await sessions.writeData(session, { ...data, oauth: undefined });
    try {
      const identity = await deps.socialSignIn.complete(code, pending.codeVerifier);
      const user = await signInWithSocialIdentity(deps, identity, pending.ref ?? null);
      await sessions.startForUser(c, user.id, true);
      return c.redirect('/google-login-success', 302);
    } catch (error) {
      if (error instanceof HttpError) return failure(error.messageKey);
      console.error('[auth] social sign-in failed', error);
      return failure('provider');
    }
  });

  return app;
}
