import { useEffect } from 'react';
import { useAppConfig } from '../app-config/use-app-config';
import { browserDoNotTrack } from '../consent/consent-rules';
import { useConsentStore } from '../consent/store';
import { useSessionStore } from '../session/store';
import { type AnalyticsController, createAnalyticsController } from './controller';

// Loaded by AnalyticsService once analytics consent exists. One controller per page: it follows the consent
// and session stores itself and lives as long as the page (a remount, e.g. under StrictMode, must not start a
// second session; a withdrawal stops it through the consent store, not through unmounting).
let controller: AnalyticsController | null = null;

function pageController(): AnalyticsController {
  controller ??= createAnalyticsController({
    consent: useConsentStore,
    session: useSessionStore,
    doNotTrack: () => browserDoNotTrack(),
    // The capture client is a further chunk, fetched only when capture is allowed.
    load: () => import('./client'),
  });
  return controller;
}

/** Feeds the app config (GET /api/app-config) to the page's analytics controller. */
export default function AnalyticsRunner() {
  const config = useAppConfig();
  useEffect(() => {
    // useAppConfig() is null until the answer arrives (and after a failed fetch): keep waiting then.
    if (config) pageController().setConfig(config.analytics);
  }, [config]);
  return null;
}
