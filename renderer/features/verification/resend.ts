import { useCallback, useState } from 'react';
import { isApiError } from '../../api/http';

/** sent | tooOften (429) | alreadyVerified (the server says so) | failed. Used as i18n key suffix. */
export type ResendStatus = 'idle' | 'sending' | 'sent' | 'tooOften' | 'failed';

/** Sends the verification link again (POST /api/email/verification-notification). */
export function useResendVerification() {
  const [status, setStatus] = useState<ResendStatus>('idle');
  const send = useCallback(async () => {
    setStatus('sending');
    try {
      await (await import('../session/account-calls')).resendVerification();
      setStatus('sent');
    } catch (error) {
      setStatus(isApiError(error) && error.status === 429 ? 'tooOften' : 'failed');
    }
  }, []);
  return { status, send };
}
