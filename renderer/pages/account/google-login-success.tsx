import { CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { googleSignInUrl } from '../../features/auth/google';
import { useSessionStore } from '../../features/session/store';
import { buttonClassName, Page, Spinner, useDocumentTitle } from '../../ui';
import styles from './account.module.css';
import { AccountPanel } from './AccountPanel';

const KNOWN_ERRORS = new Set(['disabled', 'socialSignInDisabled', 'session', 'state', 'provider', 'accountDeleted', 'emailNotVerified', 'denied', 'accountSuspended']);

/** /google-login-success: the end of the Google sign-in. Loads the user and goes home; ?error= explains what failed. */
export default function GoogleLoginSuccessPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('google.documentTitle'));
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  const refreshUser = useSessionStore((state) => state.refreshUser);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (error || started.current) return;
    started.current = true;
    void (async () => {
      try {
        await refreshUser();
      } catch {
        // Checked below.
      }
      if (useSessionStore.getState().user) window.location.replace('/');
      else setFailed(true);
    })();
  }, [error, refreshUser]);

  if (!error && !failed) {
    return (
      <Page narrow>
        <Spinner center label={t('google.signingIn')} showLabel />
      </Page>
    );
  }

  const code = error ?? 'session';
  return (
    <Page narrow>
      <AccountPanel icon={<CircleX />} tone="error" title={t('google.failedTitle')} testId="google-error">
        <p className={styles.text} role="alert">
          {KNOWN_ERRORS.has(code)
            ? t(`google.errors.${code}`, { reason: searchParams.get('reason') ?? '' })
            : t('google.errors.unknown', { code })}
        </p>
        <div className={styles.actions}>
          <a href={googleSignInUrl()} className={buttonClassName()}>
            {t('google.retry')}
          </a>
          <Link to="/welcome" className={buttonClassName({ variant: 'secondary' })}>
            {t('google.back')}
          </Link>
        </div>
      </AccountPanel>
    </Page>
  );
}
