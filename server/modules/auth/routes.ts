import type { Context } from 'hono';
import { PASSWORD_RESET_LINK_MINUTES } from '../../../common/constants';
import { authRoutes as contract, type LoginRequest } from '../../../common/contract/auth';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { jsonWithEtag } from '../../http/etag';
import { currentUser } from '../../http/guards';
import { translate } from '../../http/messages';
import { implement } from '../../http/route';
import { type SessionManager, clientAddress } from '../../http/session';
import { sessionUserAnswer, toSessionUser } from '../users/serialize';
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
import { requireRecaptcha } from './recaptcha';
import { checkPasswordReset, requestPasswordReset, resetPassword, revokePasswordResets } from './password-reset';

export function authRoutes(deps: AppDeps, sessions: SessionManager) {
  const login = async (input: Required<LoginRequest>, c: Context<AppEnv>) => {
    const user = await authenticate(deps, input.email, input.password, clientAddress(c));
    await sessions.startForUser(c, user.id, input.remember);
    return { status: 200 as const, body: { user: await toSessionUser(deps, user) } };
  };

  return [
    implement(contract.csrfCookie, async (_input, c) => {
      await sessions.ensure(c);
      return { status: 204, body: null };
    }),
    implement(contract.login, ({ body }, c) => login(body, c)),
    implement(contract.loginFallback, ({ body }, c) => login(body, c)),
    implement(contract.register, async ({ body }, c) => {
      // Before any other check, so a bot learns nothing (not even whether an address is taken).
      await requireRecaptcha(deps, c, body.recaptcha_token, 'register');
      const user = await registerUser(deps, body);
      await sessions.startForUser(c, user.id, false);
      return { status: 201, body: { user: await toSessionUser(deps, user) } };
    }),
    implement(contract.logout, async (_input, c) => {
      await sessions.destroy(c);
      return { status: 204, body: null };
    }),
    implement(contract.checkEmail, async ({ body }) => ({
      status: 200,
      body: { isRegistered: (await findUserByEmail(deps, body.email)) !== undefined },
    })),
    implement(contract.loggedInUser, async (_input, c) => {
      const { json, etag } = await sessionUserAnswer(deps, currentUser(c));
      return jsonWithEtag(c, json, etag);
    }),
    implement(contract.changePassword, async ({ body }, c) => {
      const user = currentUser(c);
      await changePassword(deps, user, body.old_password, body.new_password);
      await revokePasswordResets(deps, user.id);
      await sessions.destroyOtherSessionsOf(user.id, c.get('session')?.id ?? null);
      return { status: 200, body: { message: translate('passwordChanged', c.get('language')) } };
    }),
    implement(contract.resendVerification, async (_input, c) => {
      const user = currentUser(c);
      if (user.email_verified_at) {
        return { status: 200, body: { message: translate('alreadyVerified', c.get('language')) } };
      }
      await limitVerificationResend(deps, user.id);
      await sendVerificationMail(deps, user);
      return { status: 202, body: { message: translate('verificationSent', c.get('language')) } };
    }),
    implement(contract.verifyEmail, async ({ query }, c) => {
      const user = await verifyEmail(deps, {
        id: Number(query.id),
        expires: Number(query.expires),
        signature: query.signature,
      });
      const current = c.get('user');
      return {
        status: 200,
        body: { verified: true as const, ...(current?.id === user.id ? { user: await toSessionUser(deps, user) } : {}) },
      };
    }),
    implement(contract.deleteAccount, async (_input, c) => {
      const user = currentUser(c);
      await softDeleteUser(deps, user.id);
      await sessions.destroyAllSessionsOf(user.id);
      await sessions.destroy(c);
      return { status: 200, body: { message: translate('accountDeletedNotice', c.get('language')) } };
    }),
    implement(contract.restoreAccount, async ({ body }, c) => {
      const user = await restoreUser(deps, body.email, body.password, clientAddress(c));
      await sessions.startForUser(c, user.id, false);
      return {
        status: 200,
        body: { message: translate('accountRestored', c.get('language')), user: await toSessionUser(deps, user) },
      };
    }),
    implement(contract.forgotPassword, async ({ body }, c) => {
      await requestPasswordReset(deps, body.email);
      return { status: 200, body: { message: translate('passwordResetRequested', c.get('language'), { minutes: PASSWORD_RESET_LINK_MINUTES }) } };
    }),
    implement(contract.checkPasswordReset, async ({ body }) => ({
      status: 200,
      body: { email: await checkPasswordReset(deps, body.token) },
    })),
    implement(contract.resetPassword, async ({ body }, c) => {
      const user = await resetPassword(deps, body.token, body.password);
      // Whoever knew the old password is out everywhere; the person who proved the mailbox is in (unless the
      // account may not sign in at all, which the sign-in then explains).
      await sessions.destroyAllSessionsOf(user.id);
      if (user.suspended_at !== null || user.deleted_at !== null) {
        return { status: 200, body: { message: translate('passwordResetSignIn', c.get('language')), user: null } };
      }
      await sessions.startForUser(c, user.id, false);
      return {
        status: 200,
        body: { message: translate('passwordResetDone', c.get('language')), user: await toSessionUser(deps, user) },
      };
    }),
    implement(contract.verifyRecaptcha, async ({ body }, c) => {
      if (!deps.recaptcha.enabled) return { status: 200, body: { success: true, enabled: false } };
      const result = await deps.recaptcha.verify(body.token, clientAddress(c));
      if (!result.success) {
        const unavailable = result.reason === 'unavailable';
        // Shaped like every other error answer (apiErrorBody): `code` is the key of `message`.
        const code = unavailable ? 'recaptchaUnavailable' : 'recaptchaFailed';
        return c.json({ success: false, enabled: true, code, message: translate(code, c.get('language')) }, unavailable ? 503 : 422);
      }
      return {
        status: 200,
        body: { success: true, enabled: true, ...(result.score !== undefined ? { score: result.score } : {}) },
      };
    }),
    implement(contract.googleStart, async ({ query }, c) => {
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
      const ref = (query.ref ?? '').slice(0, 64) || null;
      await sessions.writeData(session, { ...(await sessions.readData(session)), oauth: { state, codeVerifier, ref } });
      return c.redirect(url, 302);
    }),
    implement(contract.googleCallback, async ({ query }, c) => {
      const failure = (code: string, reason?: string) =>
        c.redirect(`/google-login-success?error=${encodeURIComponent(code)}${reason ? `&reason=${encodeURIComponent(reason)}` : ''}`, 302);
      if (!deps.socialSignIn) return failure('disabled');
      const session = c.get('session');
      if (!session) return failure('session');
      const data = await sessions.readData(session);
      const pending = data.oauth as { state?: string; codeVerifier?: string; ref?: string | null } | undefined;
      const stateMatches = Boolean(pending?.state) && query.state === pending?.state;
      // The provider answered with an error for this very sign-in (the user cancelled, or the provider
      // failed): say so, instead of blaming the state, and end the pending sign-in.
      if (query.error && stateMatches) {
        await sessions.writeData(session, { ...data, oauth: undefined });
        return failure(query.error === 'access_denied' ? 'denied' : 'provider');
      }
      if (!pending?.state || !pending.codeVerifier || !query.code || !stateMatches) return failure('state');
      await sessions.writeData(session, { ...data, oauth: undefined });
      try {
        const identity = await deps.socialSignIn.complete(query.code, pending.codeVerifier);
        const user = await signInWithSocialIdentity(deps, identity, pending.ref ?? null);
        await sessions.startForUser(c, user.id, true);
        return c.redirect('/google-login-success', 302);
      } catch (error) {
        // A suspended account learns why (the same reason the password sign-in shows).
        if (error instanceof HttpError) return failure(error.messageKey, error.params?.reason);
        console.error('[auth] social sign-in failed', error);
        return failure('provider');
      }
    }),
  ];
}
