import { useEffect, useState } from 'react';
import { LOADING_COVER_MS, LOADING_COVER_SKIP_ROUTES } from '../../../common/constants';
import { isPrerenderedStart } from './render-mode';
import { Logo } from './Logo';
import styles from './LoadingCover.module.css';

/** Spec §9: the initial loading cover stays 250 ms, and not at all on /terms and /impressum. */
export function coverDuration(pathname: string): number {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (LOADING_COVER_SKIP_ROUTES as readonly string[]).includes(path) ? 0 : LOADING_COVER_MS;
}

function Cover({ hiding = false }: { hiding?: boolean }) {
  return (
    <div className={`${styles.cover} ${hiding ? styles.hiding : ''}`} aria-hidden="true" data-testid="loading-cover">
      <div className={styles.mark}>
        <Logo className={styles.logo} />
      </div>
    </div>
  );
}

/** Zero when the page arrived prerendered: its content is painted already, there is nothing to cover. */
function initialCoverDuration(): number {
  return isPrerenderedStart() ? 0 : coverDuration(window.location.pathname);
}

/** Shown while the first route loads (the router's fallback). */
export function InitialCover() {
  return initialCoverDuration() === 0 ? null : <Cover />;
}

/** Covers the first paint of the app for LOADING_COVER_MS, then fades out. */
export function LoadingCover() {
  const [phase, setPhase] = useState<'shown' | 'hiding' | 'gone'>(() => (initialCoverDuration() === 0 ? 'gone' : 'shown'));
  useEffect(() => {
    if (phase === 'gone') return;
    const timer = setTimeout(
      () => setPhase(phase === 'shown' ? 'hiding' : 'gone'),
      phase === 'shown' ? LOADING_COVER_MS : 320,
    );
    return () => clearTimeout(timer);
  }, [phase]);
  return phase === 'gone' ? null : <Cover hiding={phase === 'hiding'} />;
}
