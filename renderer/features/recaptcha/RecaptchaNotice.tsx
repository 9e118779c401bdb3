import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../i18n/RichText';
import styles from './RecaptchaNotice.module.css';

/** A link to one of Google's documents; RichText puts the translated link text in as children. */
function GoogleLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The notice Google requires in place of its badge, under a form that sends a reCAPTCHA token. */
export function RecaptchaNotice() {
  const { t } = useTranslation('common');
  return (
    <p className={styles.notice} data-testid="recaptcha-notice">
      <RichText
        text={t('recaptchaNotice')}
        components={{
          privacy: <GoogleLink href="https://policies.google.com/privacy" />,
          terms: <GoogleLink href="https://policies.google.com/terms" />,
        }}
      />
    </p>
  );
}
