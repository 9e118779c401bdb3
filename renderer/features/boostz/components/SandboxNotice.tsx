import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../app-config/use-app-config';
import styles from './SandboxNotice.module.css';

/**
 * "Testmodus" in every page's header while a live installation only simulates purchases (PAYMENTS_SANDBOX in
 * production): nobody should think a checkout there costs or buys anything real. Leads to the boostz page.
 * iconOnPhones: a header that is full on a phone shows the flask alone there (the name stays the same).
 */
export function SandboxNotice({ iconOnPhones = false }: { iconOnPhones?: boolean }) {
  const { t } = useTranslation('common');
  const shown = useAppConfig()?.paymentsSandboxNotice ?? false;
  if (!shown) return null;
  return (
    <Link
      to="/boostz"
      className={iconOnPhones ? `${styles.notice} ${styles.iconOnPhones}` : styles.notice}
      aria-label={t('sandboxNotice.description')}
      title={t('sandboxNotice.description')}
      data-testid="sandbox-notice"
    >
      <FlaskConical aria-hidden="true" size={14} />
      <span className={styles.label}>{t('sandboxNotice.label')}</span>
    </Link>
  );
}
