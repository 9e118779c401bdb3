import { MailWarning, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { VERIFICATION_BANNER_DELAY_MS } from '../../../../common/constants';
import { Button, IconButton } from '../../../ui';
import { useSessionStore } from '../../session/store';
import { useResendVerification } from '../resend';
import styles from './VerificationBanner.module.css';

const DISMISSED_KEY = 'verificationBannerDismissed';

/** The custom property global.css turns into room above the page content (#main), so the banner covers nothing. */
const SPACE_PROPERTY = '--verification-banner-space';

/** Keeps SPACE_PROPERTY at the banner's height (it wraps differently per width and language) while it shows. */
function useReservedSpace(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    // The banner's height and the gaps above and below it (it sits var(--space-3) under the header).
    const update = () =>
      root.style.setProperty(SPACE_PROPERTY, `calc(${Math.ceil(element.getBoundingClientRect().height)}px + 2 * var(--space-3))`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(SPACE_PROPERTY);
    };
  }, [element]);
}

function readDismissed(): boolean {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Spec §4: shown 1.5 s after start to a logged-in user whose e-mail is not verified (email_verified_at empty),
 * never on /verify-email; offers to send the link again. Closing hides it for this browser session.
 */
export function VerificationBanner() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const unverified = useSessionStore((state) => Boolean(state.user && !state.user.email_verified_at));
  const [delayPassed, setDelayPassed] = useState(false);
  const [dismissed, setDismissed] = useState(() => readDismissed());
  const resend = useResendVerification();
  const [banner, setBanner] = useState<HTMLElement | null>(null);
  useReservedSpace(banner);

  useEffect(() => {
    const timer = setTimeout(() => setDelayPassed(true), VERIFICATION_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!delayPassed || !unverified || dismissed || pathname === '/verify-email') return null;

  return (
    <section ref={setBanner} className={styles.banner} aria-label={t('verification.label')} data-testid="verification-banner">
      <MailWarning className={styles.icon} aria-hidden="true" />
      <div className={styles.text}>
        <p className={styles.title}>{t('verification.title')}</p>
        <p className={styles.detail}>{t('verification.text')}</p>
        {resend.status !== 'idle' && resend.status !== 'sending' && (
          <p className={styles.status} role="status">
            {t(`verification.${resend.status}`)}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="secondary"
          loading={resend.status === 'sending'}
          disabled={resend.status === 'sent'}
          onClick={() => void resend.send()}
        >
          {t('verification.resend')}
        </Button>
        <IconButton
          label={t('verification.dismiss')}
          icon={<X />}
          onClick={() => {
            sessionStorage.setItem(DISMISSED_KEY, '1');
            setDismissed(true);
          }}
        />
      </div>
    </section>
  );
}
