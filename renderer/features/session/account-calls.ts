import type { Appearance, Language } from '../../../common/constants';
import { authRoutes, type CheckEmailResponse, type LoginRequest, type RegisterRequest, type SessionUser } from '../../../common/contract/auth';
import { userRoutes } from '../../../common/contract/users';
import { api } from '../../api/client';
import { ApiError, type HttpContext } from '../../api/http';
import { tokenCallOptions } from '../recaptcha/call-options';

// The account calls of the shell (spec §7): the session restore, sign-in, sign-up and sign-out, the sign-in
// overlay's e-mail check, the language and appearance saved on the account, the verification banner's resend.
// They run on every page, /welcome included, which loads no query client (its first-load budget): plain calls
// of the typed client, loaded on first use (import()), not TanStack Query hooks. The account screens' calls are
// hooks in features/auth/queries.ts.

export function checkEmail(email: string): Promise<CheckEmailResponse> {
  return api(authRoutes.checkEmail, { body: { email } });
}

/** POST /login, falling back to POST /auth/login when the first answers 404 (spec §7). */
export async function login(input: LoginRequest): Promise<{ user: SessionUser }> {
  const body = { email: input.email, password: input.password, remember: input.remember ?? false };
  try {
    return await api(authRoutes.login, { body });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return api(authRoutes.loginFallback, { body });
  }
}

export function register(payload: RegisterRequest): Promise<{ user: SessionUser }> {
  return api(authRoutes.register, { body: payload }, tokenCallOptions(payload.recaptcha_token));
}

export async function logout(): Promise<void> {
  await api(authRoutes.logout);
}

export interface GetUserOptions {
  /** The start-up session check and the session recovery handle a 401 themselves. */
  sessionCheck?: boolean;
}

export function getUser(options: GetUserOptions = {}): Promise<SessionUser> {
  const context: HttpContext = options.sessionCheck ? { skipSessionRecovery: true } : {};
  return api(authRoutes.loggedInUser, {}, { context });
}

export async function updateLanguage(language: Language): Promise<SessionUser> {
  return (await api(userRoutes.updateLanguage, { body: { language } })).user;
}

export async function updateApperance(apperance: Appearance): Promise<SessionUser> {
  return (await api(userRoutes.updateApperance, { body: { apperance } })).user;
}

export function resendVerification(): Promise<{ message: string }> {
  return api(authRoutes.resendVerification);
}
