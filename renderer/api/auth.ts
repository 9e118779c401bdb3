import { authRoutes, type CheckEmailResponse, type LoginRequest, type RegisterRequest, type SessionUser, userRoutes, type VerifyEmailAnswer } from '../../common/contract/auth';
import { healthRoutes, type HealthCheckResponse } from '../../common/contract/health';
import type { Appearance, Gender, Language } from '../../common/constants';
import { tokenCallOptions } from '../features/recaptcha/call-options';
import { api } from './client';
import { ApiError, type ApiErrorStatus, type HttpContext } from './http';

// Account calls of spec §7 (and the verification calls of the renderer contract). Failures reject with ApiError.

export type { VerifyEmailAnswer };

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

export function changePassword(input: { old_password: string; new_password: string }): Promise<{ message: string }> {
  return api(authRoutes.changePassword, { body: input });
}

export async function updateUser(input: { name?: string; bio?: string }): Promise<SessionUser> {
  return (await api(userRoutes.updateUser, { body: input })).user;
}

export async function updateLanguage(language: Language): Promise<SessionUser> {
  return (await api(userRoutes.updateLanguage, { body: { language } })).user;
}

export async function updateApperance(apperance: Appearance): Promise<SessionUser> {
  return (await api(userRoutes.updateApperance, { body: { apperance } })).user;
}

export async function updateBirthdate(input: { year: number; month: number; day: number }): Promise<SessionUser> {
  return (await api(userRoutes.updateBirthdate, { body: input })).user;
}

export async function updateGender(gender: Gender): Promise<SessionUser> {
  return (await api(userRoutes.updateGender, { body: { gender } })).user;
}

export async function updateUserImage(file: File): Promise<SessionUser> {
  return (await api(userRoutes.updateUserImage, { body: { image: file } })).user;
}

export function deleteAccount(): Promise<{ message: string }> {
  return api(authRoutes.deleteAccount);
}

export function restoreAccount(input: { email: string; password: string }): Promise<{ message: string; user: SessionUser }> {
  return api(authRoutes.restoreAccount, { body: input });
}

export function resendVerification(): Promise<{ message: string }> {
  return api(authRoutes.resendVerification);
}

/** The /verify-email page passes the query of the mailed link (id, expires, signature) through unchanged. */
export function verifyEmail(searchParams: string): Promise<VerifyEmailAnswer> {
  const query = new URLSearchParams(searchParams.startsWith('?') ? searchParams.slice(1) : searchParams);
  return api(authRoutes.verifyEmail, {
    query: { id: query.get('id') ?? '', expires: query.get('expires') ?? '', signature: query.get('signature') ?? '' },
  });
}

export interface HealthCheckResult extends HealthCheckResponse {
  /** The HTTP status (or timeout/network) when the check failed. */
  status?: ApiErrorStatus;
}

/**
 * GET /api/health-check (15 s timeout). A failed check resolves with healthy false, the error message and
 * the status instead of rejecting, as spec §7 describes the answer "on failure".
 */
export async function health(): Promise<HealthCheckResult> {
  const started = Date.now();
  try {
    return await api(healthRoutes.check, {}, { retry: 0, context: { silent: true, keepSession: true } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      healthy: false,
      responseTime: Date.now() - started,
      message: error.body?.message ?? error.message,
      status: error.status,
    };
  }
}
