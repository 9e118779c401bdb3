import { lazy, Suspense, useEffect } from 'react';
import { deleteCookie, readCookie } from '../../api/cookies';
import { useConsentStore } from '../consent/store';
import { ANALYTICS_ID_COOKIE } from './track';

// Tiny on purpose, so it can sit anywhere in the shell: without analytics consent it only makes sure no
// analytics id cookie is left; with consent it loads the runner (app config + controller), which in turn loads
// the capture client only when capture is allowed (key, Do Not Track mode).
const AnalyticsRunner = lazy(() => import('./AnalyticsRunner'));

/** First-party analytics (spec §4): starts and stops as the app config, the consent and the user change. */
export function AnalyticsService() {
  const consented = useConsentStore((state) => state.record?.analytics === true);
  useEffect(() => {
    if (!consented && readCookie(ANALYTICS_ID_COOKIE) !== null) deleteCookie(ANALYTICS_ID_COOKIE);
  }, [consented]);
  if (!consented) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsRunner />
    </Suspense>
  );
}
