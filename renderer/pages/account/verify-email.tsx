import { CircleCheck, CircleX, MailCheck, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useVerifyEmail } from '../../features/auth/queries';
import { isApiError } from '../../api/http';
import { useSessionStore } from '../../features/session/store';
import { useResendVerification } from '../../features/verification/resend';
import { Button, buttonClassName, Page, Spinner, useDocumentTitle } from '../../ui';
import styles from './account.module.css';
import { AccountPanel } from './AccountPanel';

function ResendButton() {
  const { t } = useTranslation('account');
  const resend = useResendVerification();
  return (
    <>
      <Button
        variant="secondary"
        loading={resend.status === 'sending'}
        disabled={resend.status === 'sent'}
        onClick={() => void resend.send()}
        data-testid="resend-verification"
      >
        {t('verify.resend')}
      </Button>
      {resend.status !== 'idle' && resend.status !== 'sending' && (
        <p className={styles.status} role="status">
          {t(`verify.resend_${resend.status}`)}
        </p>
      )}
    </>
  );
}

/** With the link's query: confirm the address. */
function VerifyLink({ query }: { query: string }) {
  const { t } = useTranslation('account');
  const refreshUser = useSessionStore((state) => state.refreshUser);
  const result = useVerifyEmail(query, refreshUser);

  if (result.isPending) return <Spinner center label={t('verify.checking')} showLabel />;

  if (result.isError) {
    const invalid = isApiError(result.error) && result.error.status === 403;
    return (
      <AccountPanel icon={<CircleX />} tone="error" title={t('verify.failedTitle')} testId="verify-failed">
        <p className={styles.text} role="alert">
          {invalid ? t('verify.invalidLink') : t('verify.failedText')}
        </p>
        <div className={styles.actions}>
          <ResendButton />
        </div>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel icon={<CircleCheck />} tone="success" title={t('verify.successTitle')} testId="verify-success">
      <p className={styles.text}>{t('verify.successText')}</p>
      <div className={styles.actions}>
        <Link to="/" className={buttonClassName()}>
          {t('verify.toStart')}
        </Link>
      </div>
    </AccountPanel>
  );
}

/** Without a link: ask the user to open the mail, offer to send it again. */
function CheckInbox() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const refreshUser = useSessionStore((state) => state.refreshUser);
  const [checking, setChecking] = useState(false);
  const [stillUnverified, setStillUnverified] = useState(false);

  if (user?.email_verified_at) {
    return (
      <AccountPanel icon={<CircleCheck />} tone="success" title={t('verify.alreadyTitle')}>
        <p className={styles.text}>{t('verify.alreadyText')}</p>
        <div className={styles.actions}>
          <Link to="/" className={buttonClassName()}>
            {t('verify.toStart')}
          </Link>
        </div>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel icon={<MailCheck />} title={t('verify.inboxTitle')} testId="verify-inbox">
      <p className={styles.text}>
        {t('verify.inboxText')} <span className={styles.email}>{user?.email}</span>
      </p>
      <p className={styles.hint}>{t('verify.inboxHint')}</p>
      <div className={styles.actions}>
        <ResendButton />
        <Button
          variant="ghost"
          icon={<RefreshCw />}
          loading={checking}
          onClick={async () => {
            setChecking(true);
            await refreshUser().catch(() => undefined);
            setChecking(false);
            if (useSessionStore.getState().user?.email_verified_at) navigate('/', { replace: true });
            else setStillUnverified(true);
          }}
        >
          {t('verify.checkAgain')}
        </Button>
      </div>
      {stillUnverified && (
        <p className={styles.status} role="status">
          {t('verify.stillUnverified')}
        </p>
      )}
    </AccountPanel>
  );
}

/** /verify-email [auth]: confirms the address from the mail link, or explains what to do. */
export default function VerifyEmailPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('verify.documentTitle'));
  const [searchParams] = useSearchParams();
  const hasLink = searchParams.has('signature') && searchParams.has('id');
  return <Page narrow>{hasLink ? <VerifyLink query={searchParams.toString()} /> : <CheckInbox />}</Page>;
}
