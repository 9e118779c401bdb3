import { ChevronDown, Cookie } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { RichText } from '../../../i18n/RichText';
import { useHydrated } from '../../shell/render-mode';
import { Button } from '../../../ui';
import { isBannerHidden } from '../consent-rules';
import { useConsentStore } from '../store';
import { ConsentChoices, type ConsentSelection } from './ConsentChoices';
import styles from './CookieBanner.module.css';

const NOTHING: ConsentSelection = { functional: false, analytics: false, marketing: false, dntOverride: false };

/**
 * Cookie consent banner (spec §4, §9): shown while unanswered, not on the legal and cookie-settings routes.
 * Accept all, save a selection, or only necessary; every choice stores the record and reloads the page.
 * The choices look alike (no nudging towards "accept"); the banner takes the focus when it appears, so keyboard
 * and screen reader users meet it first, but it does not trap the focus. It depends on this browser's cookies,
 * so a prerendered page gets it right after hydration, never in its HTML.
 */
export function CookieBanner() {
  const { t, ready } = useTranslation('consent', { useSuspense: false });
  const { pathname } = useLocation();
  const answered = useConsentStore((state) => state.record !== null);
  const { acceptAll, saveSelection, onlyNecessary } = useConsentStore.getState();
  const [expanded, setExpanded] = useState(false);
  const [selection, setSelection] = useState<ConsentSelection>(NOTHING);
  const id = useId();
  const hydrated = useHydrated();
  const visible = hydrated && ready && !answered && !isBannerHidden(pathname);
  const bannerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // Only when it appears, and never away from something the visitor is already using (a dialog, a field).
    if (!visible) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.id !== 'main') return;
    bannerRef.current?.focus({ preventScroll: true });
  }, [visible]);

  if (!visible) return null;

  return (
    <section
      ref={bannerRef}
      className={styles.banner}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      data-testid="cookie-banner"
    >
      <div className={styles.head}>
        <Cookie className={styles.icon} aria-hidden="true" />
        <h2 id={`${id}-title`} className={styles.title}>
          {t('banner.title')}
        </h2>
      </div>
      <p className={styles.text}>
        <RichText text={t('banner.text')} components={{ policy: <Link to="/privacy/cookies" /> }} />
      </p>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={`${id}-choices`}
        onClick={() => setExpanded(!expanded)}
      >
        {t('banner.customize')}
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </button>
      {expanded && (
        <div id={`${id}-choices`}>
          <ConsentChoices value={selection} onChange={setSelection} idPrefix={`${id}-banner`} />
        </div>
      )}
      <div className={styles.actions}>
        <Button onClick={() => onlyNecessary()} data-testid="consent-necessary">
          {t('banner.onlyNecessary')}
        </Button>
        {expanded && (
          <Button onClick={() => saveSelection(selection)} data-testid="consent-save">
            {t('banner.saveSelection')}
          </Button>
        )}
        <Button onClick={() => acceptAll()} data-testid="consent-accept-all">
          {t('banner.acceptAll')}
        </Button>
      </div>
    </section>
  );
}
