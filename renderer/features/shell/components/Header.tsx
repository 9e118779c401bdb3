import { Menu as MenuIcon, Search, Upload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { IconButton } from '../../../ui';
import { SandboxNotice } from '../../boostz/components/SandboxNotice';
import { HelpMenu } from '../../help/components/HelpMenu';
import { useSessionStore } from '../../session/store';
import { Logo } from '../Logo';
import styles from './Header.module.css';
import { AccountArea, AppearanceMenu, LanguageMenu } from './HeaderControls';
import { NotificationBell } from '../../notifications/components/NotificationBell';
import { SideMenu } from './SideMenu';

// The search panel, its results, its translations and its queries load when it first opens (the first page
// load is at its size budget).
const SearchPanel = lazy(() => import('../../search/components/SearchPanel'));

/** The shell header: side menu, brand, main links, language, appearance, help and the account area. */
export function Header() {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the term for the next time.
  const [searchMounted, setSearchMounted] = useState(false);
  const user = useSessionStore((state) => state.user);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <IconButton
          label={t('nav.openMenu')}
          icon={<MenuIcon />}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          data-testid="side-menu-button"
          onClick={() => setMenuOpen(true)}
        />
        <Link to={user ? '/' : '/welcome'} className={styles.brand} aria-label={t('nav.home')} data-testid="brand">
          <Logo className={styles.brandMark} />
          <span className={styles.brandName} aria-hidden="true">
            Spielraum
          </span>
        </Link>
        <SandboxNotice />
        <nav className={styles.nav} aria-label={t('nav.main')}>
          <NavLink to="/" end className={styles.navLink} data-auth-only="user">
            {t('nav.start')}
          </NavLink>
          <NavLink to="/explore" className={styles.navLink}>
            {t('nav.explore')}
          </NavLink>
          <NavLink to="/games" className={styles.navLink}>
            {t('nav.games')}
          </NavLink>
          <NavLink to="/leaderboard" className={styles.navLink}>
            {t('nav.leaderboard')}
          </NavLink>
        </nav>
        <div className={styles.controls}>
          <IconButton
            label={t('search.open')}
            icon={<Search />}
            aria-expanded={searchOpen}
            aria-haspopup="dialog"
            data-testid="search-button"
            onClick={() => {
              setSearchMounted(true);
              setSearchOpen(true);
            }}
          />
          {/* Creating is one tap from every page; only for the signed in (the upload page asks visitors to sign in). */}
          {user && (
            <Link to="/upload" className={styles.create} title={t('nav.uploadLabel')} data-auth-only="user" data-testid="header-upload">
              <Upload aria-hidden="true" />
              <span className={styles.createText}>{t('nav.upload')}</span>
            </Link>
          )}
          {/* On phones these three live in the side menu: the header keeps room for search and the account. */}
          <div className={styles.wideControls}>
            <LanguageMenu />
            <AppearanceMenu />
            <HelpMenu />
          </div>
          <NotificationBell />
          <AccountArea />
        </div>
      </div>
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      {searchMounted ? (
        <Suspense fallback={null}>
          <SearchPanel open={searchOpen} onClose={() => setSearchOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
