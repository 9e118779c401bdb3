import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {/* Prerendered at build time: a build from last year may differ from the browser's year (React keeps the
            prerendered text then instead of reporting a mismatch, until the footer renders again). */}
        <p suppressHydrationWarning>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.links}>
            <li>
              <Link to="/impressum">{t('nav.imprint')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('nav.privacy')}</Link>
            </li>
            <li>
              <Link to="/privacy/cookies">{t('nav.cookiePolicy')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('nav.terms')}</Link>
            </li>
            <li>
              <Link to="/settings/privacy">{t('nav.cookieSettings')}</Link>
            </li>
            <li>
              <Link to="/contact_us">{t('nav.contact')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
