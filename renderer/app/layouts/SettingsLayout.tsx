import { Cookie, HeartPulse, type LucideIcon, Settings, UserRound, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useSessionStore } from '../../features/session/store';
import { Footer } from '../../features/shell/components/Footer';
import { Header } from '../../features/shell/components/Header';
import { QueryProvider } from '../query-client';
import styles from './layouts.module.css';

interface SettingsEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
}

/** The settings layout: the settings sections beside the page (a scrollable row on phones). */
export function SettingsLayout() {
  const { t } = useTranslation('common');
  const user = useSessionStore((state) => state.user);
  const entries: SettingsEntry[] = [
    { to: '/settings', label: t('settingsNav.overview'), icon: Settings, end: true },
    ...(user
      ? [
          { to: '/settings/konto', label: t('settingsNav.account'), icon: UserRound },
          { to: '/settings/konto-delete', label: t('settingsNav.deleteAccount'), icon: UserX },
        ]
      : []),
    { to: '/settings/wellbeing', label: t('settingsNav.wellbeing'), icon: HeartPulse },
    { to: '/settings/privacy', label: t('settingsNav.privacy'), icon: Cookie },
  ];
  return (
    <div className={styles.shell}>
      <Header />
      <div className={styles.split}>
        <nav className={styles.sideNav} aria-label={t('settingsNav.label')}>
          <p className={styles.sideNavTitle}>{t('nav.settings')}</p>
          <ul className={styles.sideNavList}>
            {entries.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink to={to} end={end} className={styles.sideNavLink}>
                  <Icon className={styles.sideNavIcon} aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className={styles.main} tabIndex={-1}>
          <QueryProvider>
          <Outlet />
        </QueryProvider>
        </main>
      </div>
      <Footer />
    </div>
  );
}
