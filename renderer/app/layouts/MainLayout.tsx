import { Outlet } from 'react-router';
import { Footer } from '../../features/shell/components/Footer';
import { Header } from '../../features/shell/components/Header';
import { QueryProvider } from '../query-client';
import styles from './layouts.module.css';

/** The main layout: header with menus, the page, the footer. */
export function MainLayout() {
  return (
    <div className={styles.shell}>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <QueryProvider>
          <Outlet />
        </QueryProvider>
      </main>
      <Footer />
    </div>
  );
}
