import { Outlet, useMatches, useSearchParams } from 'react-router';
import { Footer } from '../../features/shell/components/Footer';
import { Header } from '../../features/shell/components/Header';
import { QueryProvider } from '../../api/query-client';
import type { RouteHandle } from '../../features/shell/route-handle';
import styles from './layouts.module.css';

/** The main layout: header with menus, the page, the footer (not under a full-height page such as the feed). */
export function MainLayout() {
  const [search] = useSearchParams();
  const fullHeight = useMatches().some((match) => {
    const handle = match.handle as RouteHandle | undefined;
    return handle?.fullHeight === true || handle?.fullHeightWhen?.(search) === true;
  });
  return (
    <div className={`${styles.shell} ${fullHeight ? styles.fullHeight : ''}`}>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <QueryProvider>
          <Outlet />
        </QueryProvider>
      </main>
      {fullHeight ? null : <Footer />}
    </div>
  );
}
