import { DNT_MODES, type DntMode } from '../../../common/constants';
import { deleteCookie, readCookie } from '../../api/cookies';
import { type AnalyticsCapture, analyticsCapture } from '../consent/consent-rules';
import type { AnalyticsClient, AnalyticsConfig, StartAnalyticsOptions } from './client';
import { ANALYTICS_ID_COOKIE, setAnalyticsSink } from './track';

// Decides whether analytics runs (spec §4 "Analytics") from the app config, the consent record, the browser's
// Do Not Track and the signed-in user, and loads the capture client only when capture is allowed. It listens
// to the stores directly, so withdrawing consent stops capture within the same call that stores it (before the
// consent reload's pagehide could send anything).

interface Observable<S> {
  getState(): S;
  subscribe(listener: (state: S, previous: S) => void): () => void;
}

export interface AnalyticsControllerDeps {
  consent: Observable<{ record: { analytics: boolean; dntOverride: boolean } | null }>;
  session: Observable<{ user: { id: number } | null }>;
  doNotTrack(): boolean;
  /** The capture client's chunk (a dynamic import in the app). */
  load(): Promise<{ startAnalytics(options: StartAnalyticsOptions): AnalyticsClient | null }>;
  /** Extra options for the client (tests inject fetch, timers and the like). */
  clientOptions?: Pick<StartAnalyticsOptions, 'deps' | 'sessionIdleTimeoutS'>;
}

export interface AnalyticsController {
  /** The `analytics` field of GET /api/app-config (validated here); until called, nothing starts. */
  setConfig(value: unknown): void;
  /** The capture mode in force: null while the config is unknown. */
  mode(): AnalyticsCapture | null;
  /** The running client once its chunk has loaded (tests). */
  client(): AnalyticsClient | null;
  /** Resolves once a pending client load has settled (tests). */
  ready(): Promise<void>;
  dispose(): void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The analytics config from the app-config answer, or null when absent or malformed. */
export function readAnalyticsConfig(value: unknown): AnalyticsConfig | null {
  if (!isRecord(value)) return null;
  const { publicKey, host, dntMode } = value;
  if (typeof publicKey !== 'string' || publicKey.trim() === '' || typeof host !== 'string') return null;
  let origin: string;
  try {
    const url = new URL(host);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    origin = url.origin;
  } catch {
    return null;
  }
  const mode = (DNT_MODES as readonly unknown[]).includes(dntMode) ? (dntMode as DntMode) : 'strict';
  return { publicKey: publicKey.trim(), host: origin, dntMode: mode };
}

export function createAnalyticsController(deps: AnalyticsControllerDeps): AnalyticsController {
  let config: AnalyticsConfig | null | undefined;
  let currentMode: AnalyticsCapture | null = null;
  /** What the running (or loading) client was started for; null when none. */
  let runningKey: string | null = null;
  let running: AnalyticsClient | null = null;
  let loading: Promise<void> = Promise.resolve();
  let generation = 0;

  const consentInput = () => {
    const record = deps.consent.getState().record;
    return record ? { analytics: record.analytics, dntOverride: record.dntOverride } : null;
  };
  const userId = () => deps.session.getState().user?.id ?? null;

  const stopRunning = (withdrawn: boolean) => {
    generation += 1;
    running?.stop(withdrawn ? 'withdrawn' : undefined);
    running = null;
    runningKey = null;
  };

  const evaluate = () => {
    const consent = consentInput();
    const doNotTrack = deps.doNotTrack();
    currentMode =
      config === undefined
        ? null
        : analyticsCapture({ publicKey: config?.publicKey, consent, dntMode: config?.dntMode, doNotTrack });

    // The persistent id may exist only under full capture (or, before the config is known, under consent).
    const idAllowed = currentMode === null ? consent?.analytics === true : currentMode === 'full';
    if (!idAllowed && readCookie(ANALYTICS_ID_COOKIE) !== null) deleteCookie(ANALYTICS_ID_COOKIE);

    if (currentMode === null) return;
    if (currentMode === 'none' || !config) {
      if (runningKey !== null) stopRunning(true);
      setAnalyticsSink('off');
      return;
    }

    const key = `${currentMode} ${config.publicKey} ${config.host}`;
    if (key === runningKey) {
      running?.identify(userId());
      return;
    }
    // A changed mode (e.g. the DNT opt-in withdrawn) is a fresh start, never a continuation.
    if (runningKey !== null) stopRunning(currentMode !== 'full');
    runningKey = key;
    setAnalyticsSink('pending');
    const token = generation;
    const startConfig = config;
    loading = deps
      .load()
      .then(({ startAnalytics }) => {
        if (token !== generation) return;
        running = startAnalytics({
          ...deps.clientOptions,
          config: startConfig,
          consent: consentInput(),
          doNotTrack: deps.doNotTrack(),
          userId: userId(),
        });
        setAnalyticsSink(running ?? 'off');
      })
      .catch((error: unknown) => {
        // The chunk did not load (offline, new deployment): analytics simply stays off for this page.
        console.warn('analytics did not start', error);
        if (token === generation) setAnalyticsSink('off');
      });
  };

  const unsubscribeConsent = deps.consent.subscribe((state, previous) => {
    if (state.record !== previous.record) evaluate();
  });
  const unsubscribeSession = deps.session.subscribe((state, previous) => {
    if ((state.user?.id ?? null) !== (previous.user?.id ?? null)) evaluate();
  });
  evaluate();

  return {
    setConfig(value) {
      config = readAnalyticsConfig(value);
      evaluate();
    },
    mode: () => currentMode,
    client: () => running,
    ready: () => loading,
    dispose() {
      unsubscribeConsent();
      unsubscribeSession();
      stopRunning(false);
    },
  };
}
