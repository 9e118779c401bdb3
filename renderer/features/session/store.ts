import { create } from 'zustand';
import { SESSION_RESTORE_RETRY_MS, USER_FETCH_RETRIES, USER_FETCH_RETRY_DELAY_MS } from '../../../common/constants';
import type { LoginRequest, RegisterRequest, SessionUser } from '../../../common/contract/auth';
import { ApiError, ensureCsrfCookie, type SessionBridge } from '../../api/http';
import { trackOnboardingStarted } from '../analytics/track';
import type { FailureMessage, RegistrationFailure } from '../auth/login-errors';
import type { GetUserOptions } from './account-calls';
import { useMessageStore } from '../messages/store';

// Spec §4 "Session" and the browser-cached user data of §3.

export type SessionStatus = 'restoring' | 'authenticated' | 'anonymous';

export type LoginResult = { ok: true } | ({ ok: false } & FailureMessage);
export type RegisterResult = { ok: true } | ({ ok: false } & RegistrationFailure);

export interface SessionState {
  user: SessionUser | null;
  status: SessionStatus;
  sessionRecoveryInProgress: boolean;
  /** Failed logins since the page loaded, and the last failure (spec §8 "Login failure counts errors"). */
  loginErrorCount: number;
  lastLoginError: FailureMessage | null;
  restore(): Promise<void>;
  login(input: LoginRequest): Promise<LoginResult>;
  register(input: RegisterRequest): Promise<RegisterResult>;
  logout(): Promise<void>;
  refreshUser(): Promise<void>;
  setUser(user: SessionUser | null): void;
  /** Forgets the user in memory (401, 419, 503); the cached records stay. */
  resetUser(): void;
  /** Gets the session back after a 401; true when a user is authenticated again. */
  recoverSession(): Promise<boolean>;
  /** Ends a session the server no longer knows: clears everything cached and says so. */
  expireSession(): void;
}

/** localStorage keys of the cached records (spec §3); 'language' is shared with the i18n detector. */
export const CACHE_KEYS = {
  user: 'user',
  quickAuth: 'quickAuth',
  isLoggedIn: 'isLoggedIn',
  lastAccess: 'lastAccess',
  language: 'language',
} as const;

const LOGIN_MARKER_KEYS = [CACHE_KEYS.user, CACHE_KEYS.quickAuth, CACHE_KEYS.isLoggedIn, CACHE_KEYS.lastAccess];

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionDeps {
  api: {
    getUser(options?: GetUserOptions): Promise<SessionUser>;
    login(input: LoginRequest): Promise<unknown>;
    register(input: RegisterRequest): Promise<{ user: SessionUser }>;
    logout(): Promise<void>;
    ensureCsrfCookie(): Promise<void>;
  };
  storage(): KeyValueStorage | null;
  pushMessage(key: string, type: 'error' | 'warning' | 'info' | 'success'): void;
  sleep(ms: number): Promise<void>;
  now(): number;
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const loadAuthApi = () => import('./account-calls');

const browserDeps: SessionDeps = {
  // The account calls and the contract's schemas they check answers with load as their own chunk, after
  // the first paint: the session check runs after hydration anyway.
  api: {
    getUser: async (options) => (await loadAuthApi()).getUser(options),
    login: async (input) => (await loadAuthApi()).login(input),
    register: async (input) => (await loadAuthApi()).register(input),
    logout: async () => (await loadAuthApi()).logout(),
    ensureCsrfCookie,
  },
  storage: browserStorage,
  pushMessage: (key, type) => {
    useMessageStore.getState().push(key, type);
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
};

function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 419);
}

function readCachedUser(storage: KeyValueStorage | null): SessionUser | null {
  const raw = storage?.getItem(CACHE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as SessionUser).id === 'number'
      ? (parsed as SessionUser)
      : null;
  } catch {
    return null;
  }
}

/** The stored logged-in marker (spec §2 redirect of / to /welcome). */
export function readCachedLoginMarker(storage: KeyValueStorage | null = browserStorage()): boolean {
  return storage?.getItem(CACHE_KEYS.isLoggedIn) === 'true';
}

export function createSessionStore(deps: SessionDeps = browserDeps) {
  let restoreInFlight = false;

  return create<SessionState>()((set, get, api) => {
    // zustand renders the server's HTML and hydrates it with a store's initial state. The session is known before
    // either render (a signed-in page's server render and the browser take it from the page's first answers,
    // renderer/entry-prerender.tsx and main.tsx), so both use the current one: the signed-in header, not a
    // visitor's that turns into it after hydration.
    api.getInitialState = api.getState;
    const writeCache = (user: SessionUser) => {
      const storage = deps.storage();
      if (!storage) return;
      try {
        storage.setItem(CACHE_KEYS.user, JSON.stringify(user));
        storage.setItem(
          CACHE_KEYS.quickAuth,
          JSON.stringify({ id: user.id, name: user.name, image: user.image, authenticated: true }),
        );
        storage.setItem(CACHE_KEYS.isLoggedIn, 'true');
        storage.setItem(CACHE_KEYS.lastAccess, String(deps.now()));
        storage.setItem(CACHE_KEYS.language, user.language);
      } catch {
        // A full or blocked storage only costs the fast start-up; the session itself is server-side.
      }
    };

    const clearCache = () => {
      const storage = deps.storage();
      for (const key of LOGIN_MARKER_KEYS) storage?.removeItem(key);
    };

    /** Counts setUser calls, so that refreshUser can tell an answer that a local change overtook. */
    let localChanges = 0;
    const applyUser = (user: SessionUser) => {
      writeCache(user);
      set({ user, status: 'authenticated' });
    };

    const signOutLocally = () => {
      clearCache();
      set({ user: null, status: 'anonymous' });
    };

    /** Fetches the user after login; a 500 is retried up to twice, 3 s apart (spec §4). */
    const fetchUserAfterLogin = async (): Promise<SessionUser> => {
      for (let retry = 0; ; retry += 1) {
        try {
          return await deps.api.getUser();
        } catch (error) {
          const serverError = error instanceof ApiError && error.status === 500;
          if (!serverError || retry >= USER_FETCH_RETRIES) throw error;
          await deps.sleep(USER_FETCH_RETRY_DELAY_MS);
        }
      }
    };

    const checkSession = async (hadCachedLogin: boolean, mayRetryLater: boolean): Promise<void> => {
      try {
        applyUser(await deps.api.getUser({ sessionCheck: true }));
        return;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }

      await deps.api.ensureCsrfCookie();
      try {
        applyUser(await deps.api.getUser({ sessionCheck: true }));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (isUnauthenticated(error)) {
          signOutLocally();
          if (hadCachedLogin) deps.pushMessage('sessionExpired', 'warning');
          return;
        }
        if (mayRetryLater) {
          await deps.sleep(SESSION_RESTORE_RETRY_MS);
          return checkSession(hadCachedLogin, false);
        }
        // Still unreachable: keep the cached login rather than logging the user out over a server hiccup.
        const cached = readCachedUser(deps.storage());
        set(cached && hadCachedLogin ? { user: cached, status: 'authenticated' } : { status: 'anonymous' });
      }
    };

    return {
      user: null,
      status: 'restoring',
      sessionRecoveryInProgress: false,
      loginErrorCount: 0,
      lastLoginError: null,

      async restore() {
        const storage = deps.storage();
        const cached = readCachedUser(storage);
        const hadCachedLogin = cached !== null && readCachedLoginMarker(storage);
        // A page the server rendered signed in starts with its user (renderer/main.tsx): keep it while checking.
        const known = get().user ?? (hadCachedLogin ? cached : null);
        set(known ? { user: known, status: 'authenticated' } : { user: null, status: 'restoring' });
        restoreInFlight = true;
        try {
          await checkSession(hadCachedLogin, true);
        } catch (error) {
          console.error('session restore failed', error);
          signOutLocally();
        } finally {
          restoreInFlight = false;
        }
      },

      async login(input) {
        try {
          await deps.api.ensureCsrfCookie();
          await deps.api.login(input);
          applyUser(await fetchUserAfterLogin());
          return { ok: true };
        } catch (error) {
          // Loaded when needed: the texts of a failed sign-in are not part of every first load.
          const { loginErrorMessage } = await import('../auth/login-errors');
          const failure = loginErrorMessage(error);
          set({ loginErrorCount: get().loginErrorCount + 1, lastLoginError: failure });
          return { ok: false, ...failure };
        }
      },

      async register(input) {
        try {
          await deps.api.ensureCsrfCookie();
          const answer = await deps.api.register(input);
          applyUser(answer.user);
          // A new account starts the onboarding, which ends at the first favourites (analytics, spec §4).
          trackOnboardingStarted();
          return { ok: true };
        } catch (error) {
          const { registrationErrorMessage } = await import('../auth/login-errors');
          return { ok: false, ...registrationErrorMessage(error) };
        }
      },

      async logout() {
        try {
          await deps.api.logout();
        } catch {
          // Logging out locally must work even when the server cannot be reached.
        } finally {
          signOutLocally();
        }
      },

      async refreshUser() {
        // An answer overtaken by a change made here meanwhile (a follow, an unfollow) is older than what the
        // screen shows: it is asked again rather than put back (a few times at most).
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const changesBefore = localChanges;
          try {
            const user = await deps.api.getUser();
            if (localChanges !== changesBefore) continue;
            applyUser(user);
            return;
          } catch (error) {
            // The HTTP layer has already reported it (and reset the user where the spec says so).
            if (!(error instanceof ApiError)) throw error;
            return;
          }
        }
      },

      setUser(user) {
        localChanges += 1;
        if (user) applyUser(user);
        else signOutLocally();
      },

      resetUser() {
        set({ user: null, status: restoreInFlight ? 'restoring' : 'anonymous' });
      },

      async recoverSession() {
        set({ sessionRecoveryInProgress: true });
        try {
          await deps.api.ensureCsrfCookie();
          applyUser(await deps.api.getUser({ sessionCheck: true }));
          return true;
        } catch {
          return false;
        } finally {
          set({ sessionRecoveryInProgress: false });
        }
      },

      expireSession() {
        signOutLocally();
        deps.pushMessage('sessionExpired', 'warning');
      },
    };
  });
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** What the HTTP layer may do with the session (spec §4: reset on 401/419/503, recovery after 401). */
export function sessionBridgeFor(store: SessionStore): SessionBridge {
  return {
    hasAuthenticatedUser: () => store.getState().user !== null,
    isRecovering: () => store.getState().sessionRecoveryInProgress,
    recover: () => store.getState().recoverSession(),
    resetUser: () => store.getState().resetUser(),
    logout: async () => store.getState().expireSession(),
  };
}

export const useSessionStore = createSessionStore();

/** The user once the session is known: at once, or as soon as restoring it ends. */
export function whenSessionKnown(store: SessionStore = useSessionStore): Promise<SessionUser | null> {
  const state = store.getState();
  if (state.status !== 'restoring') return Promise.resolve(state.user);
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe((next) => {
      if (next.status === 'restoring') return;
      unsubscribe();
      resolve(next.user);
    });
  });
}
