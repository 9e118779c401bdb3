import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { AnalyticsService } from '../features/analytics/AnalyticsService';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useThemeSync } from '../features/appearance/appearance';
import { useAuthOverlayStore } from '../features/auth/step-machine';
import { ConfirmDialog } from '../features/confirm/components/ConfirmDialog';
import { useConsentStore } from '../features/consent/store';
import { useAccountLanguageSync } from '../features/language/language';
import { getLauncherBridge } from '../features/launcher/bridge';
import { MessageStack } from '../features/messages/components/MessageStack';
import { useRealtimeChannel } from '../features/realtime/useRealtimeChannel';
import { useSessionStore } from '../features/session/store';
import { InitialCover, LoadingCover } from '../features/shell/LoadingCover';
import { useHydrated } from '../features/shell/render-mode';
import { ScrollManager } from '../features/shell/ScrollManager';
import { ToastStack } from '../features/toasts/components/ToastStack';
import { selectCurrentPrompt, useGateStore } from '../features/wellbeing/gate-store';

// The sign-in overlay is code-split: its chunk loads the first time someone opens it.
const AuthOverlay = lazy(() => import('../features/auth/components/AuthOverlay'));
const LazyShellServices = lazy(() => import('./ShellServices'));
// The banners only some visitors see load when they are due: a returning visitor who answered the cookie question,
// or a verified account, never downloads them (they were a few kB of every page's first load).
const CookieBanner = lazy(() => import('../features/consent/components/CookieBanner').then((module) => ({ default: module.CookieBanner })));
const VerificationBanner = lazy(() =>
  import('../features/verification/components/VerificationBanner').then((module) => ({ default: module.VerificationBanner })),
);
let loadedShellServices: ComponentType<{ assistantRequested: boolean }> | null = null;

/**
 * Inside the desktop launcher the gate must answer the launcher from the first click on: the root loader waits
 * for this, so the services render in the same commit as the first page.
 */
export async function preloadShellServicesInLauncher(): Promise<void> {
  if (getLauncherBridge() === null || loadedShellServices) return;
  loadedShellServices = (await import('./ShellServices')).default;
}

/** Keeps <html data-auth> (read by CSS for [data-auth-only]) in line with the session once it is known. */
function useAuthAttribute() {
  const signedIn = useSessionStore((state) => (state.user ? true : state.status === 'restoring' ? null : false));
  useEffect(() => {
    if (signedIn !== null) document.documentElement.dataset.auth = signedIn ? 'user' : 'anon';
  }, [signedIn]);
}

function AuthOverlayHost() {
  const open = useAuthOverlayStore((state) => state.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AuthOverlay />
    </Suspense>
  );
}

/** The cookie banner while the cookie question is unanswered, after hydration (it depends on this browser's cookies). */
function CookieBannerHost() {
  const answered = useConsentStore((state) => state.record !== null);
  const hydrated = useHydrated();
  if (answered || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}

/** The verification banner for a signed-in account whose e-mail address is not verified. */
function VerificationBannerHost() {
  const unverified = useSessionStore((state) => Boolean(state.user && !state.user.email_verified_at));
  if (!unverified) return null;
  return (
    <Suspense fallback={null}>
      <VerificationBanner />
    </Suspense>
  );
}

/** Loads the gate dialogs once a gate question is open, or at once inside the desktop launcher; then stays. */
function ShellServicesHost() {
  const gateOpen = useGateStore((state) => selectCurrentPrompt(state) !== null);
  const [needed, setNeeded] = useState(() => getLauncherBridge() !== null);
  const [assistantRequested, setAssistantRequested] = useState(false);
  useEffect(() => {
    if (gateOpen) setNeeded(true);
  }, [gateOpen]);
  // The help menu's first "assistant" toggle (TOGGLE_ASSISTANT_EVENT of HelpMenu, written out so nothing of
  // the help menu or the assistant is imported here); the shell services' AssistantHost handles later ones.
  useEffect(() => {
    if (assistantRequested) return;
    const onToggle = () => {
      setAssistantRequested(true);
      setNeeded(true);
    };
    window.addEventListener('spielraum:toggle-assistant', onToggle);
    return () => window.removeEventListener('spielraum:toggle-assistant', onToggle);
  }, [assistantRequested]);
  if (!needed && !gateOpen) return null;
  const Loaded = loadedShellServices;
  if (Loaded) return <Loaded assistantRequested={assistantRequested} />;
  return (
    <Suspense fallback={null}>
      <LazyShellServices assistantRequested={assistantRequested} />
    </Suspense>
  );
}

/** The app shell around every route: scroll handling, banners, stacks, dialogs and the overlay. */
export function Root() {
  const { t } = useTranslation('common');
  useThemeSync();
  useAccountLanguageSync();
  useAuthAttribute();
  useRealtimeChannel();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <ScrollManager />
      <Outlet />
      <VerificationBannerHost />
      <CookieBannerHost />
      <MessageStack />
      <ToastStack />
      <ConfirmDialog />
      <AuthOverlayHost />
      <ShellServicesHost />
      <AnalyticsService />
      <LoadingCover />
    </>
  );
}

/** While the first route's code and translations load. */
export function RootFallback() {
  return <InitialCover />;
}
