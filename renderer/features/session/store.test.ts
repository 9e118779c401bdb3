import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { SessionUser } from '../../../common/contract/auth';
import { ApiError } from '../../api/http';
import { setAnalyticsSink } from '../analytics/track';
import { CACHE_KEYS, createSessionStore, readCachedLoginMarker, type SessionDeps, sessionBridgeFor, whenSessionKnown } from './store';

const user = { id: 7, name: 'Mia', image: null, language: 'de', email: 'mia@example.de' } as SessionUser;
const fail = (status: ApiError['status'], body?: ApiError['body']) => new ApiError(status, '/x', body);

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
    removeItem: (key: string) => {
      values.delete(key);
    },
  };
}

/** Node 20 has no Promise.withResolvers. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const cachedLogin = () =>
  memoryStorage({ user: JSON.stringify(user), isLoggedIn: 'true', quickAuth: '{}', lastAccess: '1', language: 'en' });

let storage: ReturnType<typeof memoryStorage>;
let sleeps: number[];
type Api = SessionDeps['api'];
let deps: SessionDeps & {
  api: { [K in keyof Api]: Mock<Api[K]> };
  pushMessage: Mock<SessionDeps['pushMessage']>;
};

beforeEach(() => {
  storage = memoryStorage();
  sleeps = [];
  deps = {
    api: {
      getUser: vi.fn<Api['getUser']>(async () => user),
      login: vi.fn<Api['login']>(async () => ({ user })),
      register: vi.fn<Api['register']>(async () => ({ user })),
      logout: vi.fn<Api['logout']>(async () => {}),
      ensureCsrfCookie: vi.fn<Api['ensureCsrfCookie']>(async () => {}),
    },
    storage: () => storage,
    pushMessage: vi.fn<SessionDeps['pushMessage']>(),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    now: () => 1_000,
  };
});

describe('restore on start', () => {
  it('shows the cached user at once, then confirms it with the server', async () => {
    storage = cachedLogin();
    const pendingUser = deferred<SessionUser>();
    deps.api.getUser.mockReturnValueOnce(pendingUser.promise);
    const store = createSessionStore(deps);

    const restoring = store.getState().restore();
    expect(store.getState()).toMatchObject({ user: { id: 7 }, status: 'authenticated' });
    pendingUser.resolve({ ...user, name: 'Mia Neu' });
    await restoring;

    expect(store.getState().user?.name).toBe('Mia Neu');
    expect(deps.api.getUser).toHaveBeenCalledWith({ sessionCheck: true });
    expect(JSON.parse(storage.values.get(CACHE_KEYS.user)!)).toMatchObject({ name: 'Mia Neu' });
  });

  it('retries once after fetching a CSRF cookie', async () => {
    deps.api.getUser.mockRejectedValueOnce(fail('network'));
    const store = createSessionStore(deps);
    await store.getState().restore();
    expect(deps.api.ensureCsrfCookie).toHaveBeenCalledTimes(1);
    expect(deps.api.getUser).toHaveBeenCalledTimes(2);
    expect(store.getState().status).toBe('authenticated');
  });

  it('on 401 or 419 resets the user, removes the cached login markers and says the session expired', async () => {
    for (const status of [401, 419]) {
      storage = cachedLogin();
      deps.pushMessage.mockClear();
      deps.api.getUser.mockReset().mockRejectedValue(fail(status));
      const store = createSessionStore(deps);
      await store.getState().restore();

      expect(store.getState()).toMatchObject({ user: null, status: 'anonymous' });
      expect([...storage.values.keys()]).toEqual(['language']);
      expect(deps.pushMessage).toHaveBeenCalledWith('sessionExpired', 'warning');
    }
  });

  it('does not tell a visitor who was never logged in that a session expired', async () => {
    deps.api.getUser.mockRejectedValue(fail(401));
    const store = createSessionStore(deps);
    await store.getState().restore();
    expect(store.getState().status).toBe('anonymous');
    expect(deps.pushMessage).not.toHaveBeenCalled();
  });

  it('keeps the cached login on other failures and checks again after 2 s', async () => {
    storage = cachedLogin();
    deps.api.getUser.mockRejectedValue(fail(503));
    const store = createSessionStore(deps);
    await store.getState().restore();

    expect(sleeps).toEqual([2_000]);
    expect(deps.api.getUser).toHaveBeenCalledTimes(4);
    expect(store.getState()).toMatchObject({ user: { id: 7 }, status: 'authenticated' });
    expect(readCachedLoginMarker(storage)).toBe(true);
  });

  it('succeeds on the check 2 s later', async () => {
    deps.api.getUser.mockRejectedValueOnce(fail(500)).mockRejectedValueOnce(fail(500));
    const store = createSessionStore(deps);
    await store.getState().restore();
    expect(sleeps).toEqual([2_000]);
    expect(store.getState().status).toBe('authenticated');
  });

  it('logs out when restoring throws', async () => {
    storage = cachedLogin();
    deps.api.getUser.mockRejectedValue(new TypeError('broken'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createSessionStore(deps);
    await store.getState().restore();
    expect(store.getState()).toMatchObject({ user: null, status: 'anonymous' });
    expect(readCachedLoginMarker(storage)).toBe(false);
  });

  it('keeps the status "restoring" when the HTTP layer resets the user mid-restore', async () => {
    const store = createSessionStore(deps);
    const statuses: string[] = [];
    deps.api.getUser.mockImplementationOnce(async () => {
      store.getState().resetUser();
      statuses.push(store.getState().status);
      throw fail(401);
    });
    await store.getState().restore();
    expect(statuses).toEqual(['restoring']);
    expect(store.getState().status).toBe('authenticated');
  });
});

describe('login', () => {
  it('logs in, fetches the user and writes the cached records', async () => {
    const store = createSessionStore(deps);
    const result = await store.getState().login({ email: 'mia@example.de', password: 'geheim123', remember: true });

    expect(result).toEqual({ ok: true });
    expect(deps.api.ensureCsrfCookie).toHaveBeenCalledBefore(deps.api.login);
    expect(store.getState()).toMatchObject({ user: { id: 7 }, status: 'authenticated' });
    expect(Object.fromEntries(storage.values)).toMatchObject({
      isLoggedIn: 'true',
      lastAccess: '1000',
      language: 'de',
      quickAuth: JSON.stringify({ id: 7, name: 'Mia', image: null, authenticated: true }),
    });
  });

  it('retries a user fetch that answers 500 up to twice, 3 s apart', async () => {
    deps.api.getUser.mockRejectedValueOnce(fail(500)).mockRejectedValueOnce(fail(500));
    const store = createSessionStore(deps);
    expect(await store.getState().login({ email: 'a@b.de', password: 'x' })).toEqual({ ok: true });
    expect(sleeps).toEqual([3_000, 3_000]);

    deps.api.getUser.mockReset().mockRejectedValue(fail(500));
    sleeps = [];
    const failed = await store.getState().login({ email: 'a@b.de', password: 'x' });
    expect(failed).toEqual({ ok: false, messageKey: 'errorServerError' });
    expect(deps.api.getUser).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([3_000, 3_000]);
  });

  it('maps failures, counts them and keeps the last one', async () => {
    deps.api.login.mockRejectedValueOnce(fail(401)).mockRejectedValueOnce(fail(429));
    const store = createSessionStore(deps);
    expect(await store.getState().login({ email: 'a@b.de', password: 'x' })).toEqual({
      ok: false,
      messageKey: 'wrongCredentials',
    });
    await store.getState().login({ email: 'a@b.de', password: 'x' });
    expect(store.getState().loginErrorCount).toBe(2);
    expect(store.getState().lastLoginError).toEqual({ messageKey: 'tooManyLoginAttempts' });
    expect(store.getState().user).toBeNull();
  });
});

describe('register, logout and recovery', () => {
  it('registers and signs the new user in', async () => {
    const store = createSessionStore(deps);
    const payload = { name: 'Mia', email: 'mia@example.de', password: 'geheim123', password_confirmation: 'geheim123' };
    expect(await store.getState().register(payload)).toEqual({ ok: true });
    expect(store.getState().user?.id).toBe(7);
  });

  it('starts the onboarding (analytics) with a new account, and not with a failed sign-up', async () => {
    const captured: string[] = [];
    setAnalyticsSink('off'); // drops what earlier tests queued
    setAnalyticsSink({ capture: (event) => captured.push(event) });
    try {
      const store = createSessionStore(deps);
      deps.api.register.mockRejectedValueOnce(fail(422, { code: 'test', message: 'x', errors: { name: ['Name vergeben'] } }));
      await store.getState().register({ name: 'Mia', email: 'a@b.de', password: 'p', password_confirmation: 'p' });
      expect(captured).toEqual([]);
      await store.getState().register({ name: 'Mia', email: 'mia@example.de', password: 'geheim123', password_confirmation: 'geheim123' });
      expect(captured).toEqual(['onboarding_started']);
    } finally {
      setAnalyticsSink('pending');
    }
  });

  it('returns the first field error of a failed registration', async () => {
    deps.api.register.mockRejectedValue(fail(422, { code: 'test', message: 'x', errors: { name: ['Name vergeben'] } }));
    const store = createSessionStore(deps);
    const result = await store.getState().register({ name: 'Mia', email: 'a@b.de', password: 'p', password_confirmation: 'p' });
    expect(result).toEqual({ ok: false, messageKey: 'registrationFailed', message: 'Name vergeben', field: 'name' });
  });

  it('logs out locally even when the server call fails, keeping the language', async () => {
    storage = cachedLogin();
    deps.api.logout.mockRejectedValue(fail('network'));
    const store = createSessionStore(deps);
    store.getState().setUser(user);
    await store.getState().logout();
    expect(store.getState()).toMatchObject({ user: null, status: 'anonymous' });
    expect([...storage.values.keys()]).toEqual(['language']);
  });

  it('lends the HTTP layer a bridge that recovers, resets and expires the session', async () => {
    const store = createSessionStore(deps);
    const bridge = sessionBridgeFor(store);
    expect(bridge.hasAuthenticatedUser()).toBe(false);
    store.getState().setUser(user);
    expect(bridge.hasAuthenticatedUser()).toBe(true);

    const pendingRecovery = deferred<SessionUser>();
    deps.api.getUser.mockReturnValueOnce(pendingRecovery.promise);
    const recovery = bridge.recover();
    await Promise.resolve();
    expect(bridge.isRecovering()).toBe(true);
    pendingRecovery.resolve(user);
    expect(await recovery).toBe(true);
    expect(bridge.isRecovering()).toBe(false);

    deps.api.getUser.mockRejectedValueOnce(fail(401));
    expect(await bridge.recover()).toBe(false);

    bridge.resetUser();
    expect(store.getState()).toMatchObject({ user: null, status: 'anonymous' });
    expect(readCachedLoginMarker(storage)).toBe(true);

    await bridge.logout();
    expect(readCachedLoginMarker(storage)).toBe(false);
    expect(deps.pushMessage).toHaveBeenCalledWith('sessionExpired', 'warning');
  });
});

describe('whenSessionKnown', () => {
  it('waits while the session is restoring, then gives the user or null', async () => {
    const answer = deferred<SessionUser>();
    deps.api.getUser.mockImplementationOnce(() => answer.promise);
    const store = createSessionStore(deps);
    const restoring = store.getState().restore();
    let known: SessionUser | null | undefined;
    void whenSessionKnown(store).then((value) => {
      known = value;
    });
    await Promise.resolve();
    expect(store.getState().status).toBe('restoring');
    expect(known).toBeUndefined();
    answer.resolve(user);
    await restoring;
    await Promise.resolve();
    expect(known).toEqual(user);
  });

  it('answers at once when the session is known, also for a visitor', async () => {
    deps.api.getUser.mockRejectedValue(fail(401));
    const store = createSessionStore(deps);
    await store.getState().restore();
    expect(store.getState().status).toBe('anonymous');
    await expect(whenSessionKnown(store)).resolves.toBeNull();
  });
});

describe('refreshUser', () => {
  it('asks again when a change made here overtook the answer, instead of putting the older user back', async () => {
    const store = createSessionStore(deps);
    store.getState().setUser({ ...user, name: 'Vorher' });
    const stale = deferred<SessionUser>();
    deps.api.getUser.mockReturnValueOnce(stale.promise).mockResolvedValueOnce({ ...user, name: 'Vom Server, neu' });

    const refreshing = store.getState().refreshUser();
    store.getState().setUser({ ...user, name: 'Hier geändert' });
    stale.resolve({ ...user, name: 'Vom Server, alt' });
    await refreshing;

    expect(deps.api.getUser).toHaveBeenCalledTimes(2);
    expect(store.getState().user?.name).toBe('Vom Server, neu');
  });
});
