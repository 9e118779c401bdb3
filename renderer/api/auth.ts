import type {
  CheckEmailResponse,
  HealthCheckResponse,
  LoginRequest,
  RegisterRequest,
  SessionUser,
} from '../../common/contract/auth';
import type { Appearance, Gender, Language } from '../../common/constants';
import { ApiError, type ApiErrorStatus, type HttpContext, http } from './http';

// Account calls of spec §7 (and the verification calls of the renderer contract). Failures reject with ApiError.

interface UserAnswer {
  user: SessionUser;
}

interface MessageAnswer {
  message: string;
}

export function checkEmail(email: string): Promise<CheckEmailResponse> {
  return http.post('/api/check-email', { json: { email } }).json<CheckEmailResponse>();
}

/** POST /login, falling back to POST /auth/login when the first answers 404 (spec §7). */
export async function login(input: LoginRequest): Promise<UserAnswer> {
  const body = { email: input.email, password: input.password, remember: input.remember ?? false };
  try {
    return await http.post('/login', { json: body }).json<UserAnswer>();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return http.post('/auth/login', { json: body }).json<UserAnswer>();
  }
}

export function register(payload: RegisterRequest): Promise<UserAnswer> {
  return http.post('/auth/register', { json: payload }).json<UserAnswer>();
}

export async function logout(): Promise<void> {
  await http.post('/auth/logout');
}

export interface GetUserOptions {
  /** The start-up session check and the session recovery handle a 401 themselves. */
  sessionCheck?: boolean;
}

export function getUser(options: GetUserOptions = {}): Promise<SessionUser> {
  const context: HttpContext = options.sessionCheck ? { skipSessionRecovery: true } : {};
  return http.get('/api/logged-in-user', { context }).json<SessionUser>();
}

export function changePassword(input: { old_password: string; new_password: string }): Promise<MessageAnswer> {
  return http.post('/api/change-password', { json: input }).json<MessageAnswer>();
}

async function patchUser(path: string, json: Record<string, unknown>): Promise<SessionUser> {
  const answer = await http.patch(path, { json }).json<UserAnswer>();
  return answer.user;
}

export function updateUser(input: { name?: string; bio?: string }): Promise<SessionUser> {
  return patchUser('/api/update-user', input);
}

export function updateLanguage(language: Language): Promise<SessionUser> {
  return patchUser('/api/update-language', { language });
}

export function updateApperance(apperance: Appearance): Promise<SessionUser> {
  return patchUser('/api/update-apperance', { apperance });
}

export function updateBirthdate(input: { year: number; month: number; day: number }): Promise<SessionUser> {
  return patchUser('/api/update-birthdate', input);
}

export function updateGender(gender: Gender): Promise<SessionUser> {
  return patchUser('/api/update-gender', { gender });
}

export async function updateUserImage(file: File): Promise<SessionUser> {
  const form = new FormData();
  form.append('image', file);
  const answer = await http.post('/api/update-user-image', { body: form }).json<UserAnswer>();
  return answer.user;
}

export function deleteAccount(): Promise<MessageAnswer> {
  return http.delete('/api/user-delete').json<MessageAnswer>();
}

export function restoreAccount(input: { email: string; password: string }): Promise<MessageAnswer & UserAnswer> {
  return http.post('/api/user-restore', { json: input }).json<MessageAnswer & UserAnswer>();
}

export function resendVerification(): Promise<MessageAnswer> {
  return http.post('/api/email/verification-notification').json<MessageAnswer>();
}

export interface VerifyEmailAnswer {
  verified: true;
  user?: SessionUser;
}

/** The /verify-email page passes the query of the mailed link (id, expires, signature) through unchanged. */
export function verifyEmail(searchParams: string): Promise<VerifyEmailAnswer> {
  const query = searchParams.startsWith('?') ? searchParams.slice(1) : searchParams;
  return http.get('/api/email/verify', { searchParams: query }).json<VerifyEmailAnswer>();
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
    return await http
      .get('/api/health-check', { retry: 0, context: { silent: true, keepSession: true } satisfies HttpContext })
      .json<HealthCheckResponse>();
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
