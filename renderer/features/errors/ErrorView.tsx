import { House } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../ui';
import styles from './ErrorView.module.css';

export interface ErrorViewProps {
  status: number | null;
  title: string;
  message?: string;
}

/** The generic error page of spec §2: the status code, the message and a way back to the start page. */
export function ErrorView({ status, title, message }: ErrorViewProps) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${title} – Spielraum`;
  }, [title]);
  return (
    <div className={styles.wrap} data-testid="error-page">
      <div className={styles.content}>
        {status !== null && (
          <p className={styles.status} aria-hidden="true">
            {status}
          </p>
        )}
        <h1 className={styles.title}>
          {status !== null && <span className="visually-hidden">{status} – </span>}
          {title}
        </h1>
        {message && <p className={styles.message}>{message}</p>}
        <div className={styles.actions}>
          <Link to="/" className={buttonClassName()}>
            <House aria-hidden="true" size={18} />
            {t('errors.backHome')}
          </Link>
        </div>
      </div>
    </div>
  );
}

export function NotFoundView() {
  const { t } = useTranslation('common');
  return <ErrorView status={404} title={t('errors.notFoundTitle')} message={t('errors.notFoundMessage')} />;
}
