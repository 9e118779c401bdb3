import type { LucideIcon } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { Footer } from '../../features/shell/components/Footer';
import { Header } from '../../features/shell/components/Header';
import { QueryProvider } from '../../api/query-client';
import styles from './layouts.module.css';

export interface SideNavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
}

export interface SideNavLayoutProps {
  /** Accessible name of the navigation landmark. */
  navLabel: string;
  /** Visible heading above the entries. */
  title: string;
  entries: SideNavEntry[];
  /** Whether the site footer follows the page. */
  footer?: boolean;
}

/** Header, a side navigation beside the page (a scrollable row on phones), and optionally the footer. */
export function SideNavLayout({ navLabel, title, entries, footer = false }: SideNavLayoutProps) {
  return (
    <div className={styles.shell}>
      <Header />
      <div className={styles.split}>
        <nav className={styles.sideNav} aria-label={navLabel}>
          <p className={styles.sideNavTitle}>{title}</p>
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
      {footer && <Footer />}
    </div>
  );
}
