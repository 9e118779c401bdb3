import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './legal.module.css';

const LINKS = [
  { to: '/privacy', key: 'links.privacy' },
  { to: '/privacy/cookies', key: 'links.cookies' },
  { to: '/terms', key: 'links.terms' },
  { to: '/impressum', key: 'links.imprint' },
  { to: '/settings/privacy', key: 'links.cookieSettings' },
] as const;

/** Links to the other legal pages, below each document. */
export function RelatedLinks({ current }: { current: string }) {
  const { t } = useTranslation('legal');
  return (
    <nav className={styles.related} aria-label={t('links.label')}>
      {LINKS.filter((link) => link.to !== current).map((link) => (
        <Link key={link.to} to={link.to}>
          {t(link.key)}
        </Link>
      ))}
    </nav>
  );
}
