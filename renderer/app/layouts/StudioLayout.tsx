import { Clapperboard, LayoutDashboard, type LucideIcon, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { Header } from '../../features/shell/components/Header';
import { QueryProvider } from '../query-client';
import styles from './layouts.module.css';

interface StudioEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
}

/**
 * The creator studio layout (spec §2: /studio, /studio/dashboard, /studio/inhalte). The studio pages come with
 * their own issue; they mount under this layout in app/router.tsx.
 */
export function StudioLayout() {
  const { t } = useTranslation('common');
  const entries: StudioEntry[] = [
    { to: '/studio', label: t('studioNav.overview'), icon: Store, end: true },
    { to: '/studio/dashboard', label: t('studioNav.dashboard'), icon: LayoutDashboard },
    { to: '/studio/inhalte', label: t('studioNav.content'), icon: Clapperboard },
  ];
  return (
    <div className={styles.shell}>
      <Header />
      <div className={styles.split}>
        <nav className={styles.sideNav} aria-label={t('studioNav.label')}>
          <p className={styles.sideNavTitle}>{t('studioNav.title')}</p>
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
    </div>
  );
}
