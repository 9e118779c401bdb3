import {
  ArrowRight,
  Clapperboard,
  Coins,
  Gamepad2,
  Gauge,
  Heart,
  HeartPulse,
  MessageCircle,
  MessagesSquare,
  MonitorDown,
  Scale,
  Smile,
  Sparkles,
  Trophy,
  Users,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppConfig } from '../../features/app-config/use-app-config';
import { safeNextPath } from '../../features/auth/next-path';
import { openSignIn } from '../../features/auth/open-sign-in';
import { HelpMenu } from '../../features/help/components/HelpMenu';
import { useSessionStore } from '../../features/session/store';
import { Footer } from '../../features/shell/components/Footer';
import { AccountArea, AppearanceMenu, LanguageMenu } from '../../features/shell/components/HeaderControls';
import { Logo } from '../../features/shell/Logo';
import { Button, buttonClassName, useDocumentTitle } from '../../ui';
// Files of their own (never inlined into the script, whatever their size): images do not count to the JS budget.
import gameplayLoop from './gameplay-loop.mp4?no-inline';
import gameplayPoster from './gameplay-poster.webp?no-inline';
import styles from './welcome.module.css';

// Rare (a live installation that only simulates purchases), so its code and the app-config call stay out of the
// first load of the landing page, which is at its size budget.
const SandboxNotice = lazy(() => import('../../features/boostz/components/SandboxNotice').then((module) => ({ default: module.SandboxNotice })));

const FEATURES = [
  { key: 'feed', icon: Clapperboard },
  { key: 'games', icon: Gamepad2 },
  { key: 'social', icon: MessagesSquare },
  { key: 'boostz', icon: Coins },
  { key: 'ai', icon: Sparkles },
  { key: 'wellbeing', icon: HeartPulse },
  { key: 'launcher', icon: MonitorDown },
] as const;

const STEPS = ['account', 'discover', 'play'] as const;

const GOALS = [
  { key: 'less', icon: Gauge },
  { key: 'fulfilling', icon: Smile },
  { key: 'more', icon: Scale },
] as const;

/**
 * Real gameplay in the phone (scripts/record-gameplay.ts): a poster frame at once, the short muted loop only after
 * the page has loaded and the browser is idle, and not at all for reduced motion or a data saver.
 */
function GameplayLoop() {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
    let cancel = () => {};
    const start = () => {
      const play = () => {
        element.src = gameplayLoop;
        element.play().catch(() => undefined);
      };
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(play, { timeout: 3000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(play, 1000);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, []);
  return (
    <>
      <img className={styles.clipMedia} src={gameplayPoster} width={360} height={640} alt="" decoding="async" />
      <video
        ref={video}
        className={`${styles.clipMedia} ${styles.clipVideo}`}
        muted
        loop
        playsInline
        preload="none"
        width={360}
        height={640}
        onPlaying={(event) => event.currentTarget.setAttribute('data-playing', '')}
      />
    </>
  );
}

function CallToAction({ large = false, className }: { large?: boolean; className?: string }) {
  const { t } = useTranslation('welcome');
  const user = useSessionStore((state) => state.user);
  if (user) {
    return (
      <Link to="/" className={buttonClassName({ size: large ? 'lg' : 'md', className })}>
        {t('cta.toStart')}
        <ArrowRight aria-hidden="true" size={20} className="flip-rtl" />
      </Link>
    );
  }
  return (
    <Button
      size={large ? 'lg' : 'md'}
      className={className}
      onClick={() => openSignIn()}
      iconEnd={<ArrowRight className="flip-rtl" />}
      data-testid="welcome-cta"
    >
      {t('cta.join')}
    </Button>
  );
}

/** The landing page for visitors (no layout): what Spielraum is, and the way in. */
export default function WelcomePage() {
  const { t } = useTranslation('welcome');
  useDocumentTitle(t('documentTitle'));
  const [searchParams] = useSearchParams();
  const hasUser = useSessionStore((state) => Boolean(state.user));
  // Google only where this installation offers it (app-config; unknown while prerendered, so not promised there).
  const google = useAppConfig()?.socialSignIn ?? false;

  // Arriving from a page that needs a login (/welcome?next=…): open the sign-in overlay right away.
  const next = safeNextPath(searchParams.get('next'));
  useEffect(() => {
    if (next && !hasUser) openSignIn();
  }, [next, hasUser]);

  return (
    <div className={styles.page}>
      <header className={styles.topbar}>
        <Link to="/welcome" className={styles.brand} aria-label={t('brandLabel')}>
          <Logo className={styles.brandMark} />
          <span className={styles.brandName} aria-hidden="true">
            Spielraum
          </span>
        </Link>
        <Suspense fallback={null}>
          <SandboxNotice iconOnPhones />
        </Suspense>
        <LanguageMenu />
        <AppearanceMenu />
        <HelpMenu />
        <AccountArea />
      </header>

      <main id="main" className={styles.main} tabIndex={-1}>
        <section className={`${styles.section} ${styles.hero}`} aria-labelledby="welcome-title">
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>
              <span className={styles.dot} aria-hidden="true" />
              {t('hero.eyebrow')}
            </p>
            <h1 id="welcome-title" className={styles.title}>
              {t('hero.titleStart')} <span className={styles.accent}>{t('hero.titleAccent')}</span>
            </h1>
            <p className={styles.lead}>{t('hero.lead')}</p>
            <div className={styles.ctaRow}>
              <CallToAction large />
              <a href="#funktionen" className={buttonClassName({ variant: 'ghost', size: 'lg' })}>
                {t('cta.learnMore')}
              </a>
            </div>
            <p className={styles.note}>{t(google ? 'hero.noteGoogle' : 'hero.note')}</p>
          </div>

          <div className={styles.visual} aria-hidden="true">
            <div className={styles.phone}>
              <GameplayLoop />
              <div className={styles.clipActions}>
                <Heart fill="currentColor" />
                <MessageCircle />
                <Trophy />
              </div>
              <div className={styles.clipMeta}>
                <span className={styles.clipUser}>
                  <span className={styles.clipAvatar} />
                  @pixelpirat
                </span>
                <span className={styles.clipLine} />
                <span className={`${styles.clipLine} ${styles.clipLineShort}`} />
              </div>
            </div>
            <span className={`${styles.floating} ${styles.chip1}`}>
              <Users />
              {t('visual.friends')}
            </span>
            <span className={`${styles.floating} ${styles.chip2}`}>
              <Coins />
              {t('visual.boostz')}
            </span>
            <span className={`${styles.floating} ${styles.chip3}`}>
              <HeartPulse />
              {t('visual.goal')}
            </span>
          </div>
        </section>

        <section id="funktionen" className={styles.section} aria-labelledby="features-title">
          <div className={styles.sectionHead}>
            <p className={styles.kicker}>{t('features.kicker')}</p>
            <h2 id="features-title" className={styles.h2}>
              {t('features.title')}
            </h2>
            <p className={styles.sectionLead}>{t('features.lead')}</p>
          </div>
          <ul className={styles.grid}>
            {FEATURES.map(({ key, icon: Icon }) => (
              <li key={key} className={styles.feature}>
                <span className={styles.featureIcon} aria-hidden="true">
                  <Icon />
                </span>
                <h3 className={styles.featureTitle}>{t(`features.${key}.title`)}</h3>
                <p className={styles.featureText}>{t(`features.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className={styles.band}>
          <section className={styles.section} aria-labelledby="steps-title">
            <div className={styles.sectionHead}>
              <p className={styles.kicker}>{t('steps.kicker')}</p>
              <h2 id="steps-title" className={styles.h2}>
                {t('steps.title')}
              </h2>
            </div>
            <ol className={styles.steps}>
              {STEPS.map((key) => (
                <li key={key} className={styles.step}>
                  <h3 className={styles.stepTitle}>{t(`steps.${key}.title`)}</h3>
                  <p className={styles.stepText}>{t(key === 'account' && google ? 'steps.account.textGoogle' : `steps.${key}.text`)}</p>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <section className={`${styles.section} ${styles.wellbeing}`} aria-labelledby="wellbeing-title">
          <div className={styles.sectionHead}>
            <p className={styles.kicker}>{t('wellbeing.kicker')}</p>
            <h2 id="wellbeing-title" className={styles.h2}>
              {t('wellbeing.title')}
            </h2>
            <p className={styles.sectionLead}>{t('wellbeing.lead')}</p>
          </div>
          <ul className={styles.goals}>
            {GOALS.map(({ key, icon: Icon }) => (
              <li key={key} className={styles.goal}>
                <Icon aria-hidden="true" />
                <span className={styles.goalTitle}>{t(`wellbeing.${key}.title`)}</span>
                <span className={styles.goalText}>{t(`wellbeing.${key}.text`)}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="final-title">
          <div className={styles.final}>
            <h2 id="final-title" className={styles.h2}>
              {t('final.title')}
            </h2>
            <p className={styles.finalText}>{t('final.text')}</p>
            <CallToAction large className={styles.finalButton} />
          </div>
        </section>
      </main>
      <Footer />
    </div>
  );
}
