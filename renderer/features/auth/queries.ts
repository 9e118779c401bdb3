import { useMutation, useQuery } from '@tanstack/react-query';
import type { Gender } from '../../../common/constants';
import { authRoutes, type ResetPasswordRequest, type SessionUser } from '../../../common/contract/auth';
import { userRoutes } from '../../../common/contract/users';
import { api, type CallOptions } from '../../api/client';

// The account screens' calls (spec §7): profile fields and picture, birthdate and gender, password, deleting and
// restoring the account, confirming the e-mail address. Each answer that carries the user is the caller's to put
// into the session store. The shell's own account calls (sign-in, the session) are in
// features/session/account-calls.ts.

export const authKeys = {
  all: ['account'] as const,
  /** The /verify-email link, by its query (id, expires, signature). */
  verifyEmail: (search: string) => ['account', 'verify-email', search] as const,
  /** The /reset-password link, by its token. */
  passwordReset: (token: string) => ['account', 'password-reset', token] as const,
};

export function useUpdateUser() {
  return useMutation({
    mutationFn: async (input: { name?: string; bio?: string }): Promise<SessionUser> => (await api(userRoutes.updateUser, { body: input })).user,
  });
}

export function useUpdateUserImage() {
  return useMutation({
    mutationFn: async (file: File): Promise<SessionUser> => (await api(userRoutes.updateUserImage, { body: { image: file } })).user,
  });
}

export function useUpdateBirthdate() {
  return useMutation({
    mutationFn: async (input: { year: number; month: number; day: number }): Promise<SessionUser> =>
      (await api(userRoutes.updateBirthdate, { body: input })).user,
  });
}

export function useUpdateGender() {
  return useMutation({
    mutationFn: async (gender: Gender): Promise<SessionUser> => (await api(userRoutes.updateGender, { body: { gender } })).user,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { old_password: string; new_password: string }) => api(authRoutes.changePassword, { body: input }),
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: () => api(authRoutes.deleteAccount) });
}

export function useRestoreAccount() {
  return useMutation({ mutationFn: (input: { email: string; password: string }) => api(authRoutes.restoreAccount, { body: input }) });
}

/**
 * Confirms the address with the mailed link's query (id, expires, signature), once per link; `after` runs when
 * it succeeded (the session user now counts as verified).
 */
export function useVerifyEmail(search: string, after: () => Promise<void>) {
  return useQuery({
    queryKey: authKeys.verifyEmail(search),
    queryFn: async () => {
      const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
      const answer = await api(authRoutes.verifyEmail, {
        query: { id: query.get('id') ?? '', expires: query.get('expires') ?? '', signature: query.get('signature') ?? '' },
      });
      await after().catch(() => undefined);
      return answer;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * "Passwort vergessen" calls: each is tried once (a retried 429 would only use up more of the limit) and says
 * nothing on its own; the pages show every failure in their own words, decided by status and code.
 */
const ON_PAGE: CallOptions = { retry: 0, context: { silent: true } };

export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => api(authRoutes.forgotPassword, { body: { email } }, ON_PAGE) });
}

/** Whether the mailed link still works, and whose account it is, before the new password is typed. */
export function usePasswordResetCheck(token: string) {
  return useQuery({
    queryKey: authKeys.passwordReset(token),
    queryFn: () => api(authRoutes.checkPasswordReset, { body: { token } }, ON_PAGE),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (input: ResetPasswordRequest) => api(authRoutes.resetPassword, { body: input }, ON_PAGE) });
}
