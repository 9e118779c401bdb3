import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIES } from '../../../common/constants';
import { createMemoryCookieAccess, readCookie, resetCookieAccess, setCookieAccess } from '../../api/cookies';
import { createConsentStore, readConsentRecord } from './store';

let writes: string[];
let jar: ReturnType<typeof createMemoryCookieAccess>;
const reload = vi.fn();

beforeEach(() => {
  writes = [];
  jar = createMemoryCookieAccess();
  setCookieAccess({
    read: jar.read,
    write: (assignment) => {
      writes.push(assignment);
      jar.write(assignment);
    },
  });
  reload.mockReset();
});
afterEach(() => resetCookieAccess());

const newStore = () => createConsentStore({ now: () => 1_757_116_800_000, reload });

describe('consent store', () => {
  it('starts unanswered, so the banner shows', () => {
    expect(newStore().getState().record).toBeNull();
  });

  it('accept all writes every consent cookie for 365 days with the consent version, then reloads', () => {
    const store = newStore();
    store.getState().acceptAll();

    expect(store.getState().record).toEqual({
      necessary: true,
      functional: true,
      analytics: true,
      marketing: true,
      dntOverride: false,
      timestamp: 1_757_116_800_000,
    });
    expect(writes.map((assignment) => assignment.split('=')[0])).toEqual([...CONSENT_COOKIES]);
    expect(writes.every((assignment) => assignment.includes('Max-Age=31536000') && assignment.includes('Path=/'))).toBe(
      true,
    );
    expect(readCookie('consent_version')).toBe('2025-09-06');
    expect(readCookie('analytics_consent')).toBe('true');
    expect(readCookie('cookieAccepted')).toBe('true');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('only necessary turns every optional category off', () => {
    const store = newStore();
    store.getState().onlyNecessary();
    expect(store.getState().record).toMatchObject({ functional: false, analytics: false, marketing: false });
    expect(['analytics_consent', 'marketing_consent', 'functional_cookies', 'analytics_cookies'].map(readCookie)).toEqual([
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('saves a selection with the Do Not Track opt-in, which needs analytics consent', () => {
    const store = newStore();
    store.getState().saveSelection({ functional: true, analytics: true, marketing: false, dntOverride: true });
    expect(readCookie('analytics_dnt_override')).toBe('true');
    expect(readCookie('marketing_consent')).toBe('false');

    store.getState().saveSelection({ functional: false, analytics: false, marketing: false, dntOverride: true });
    expect(readCookie('analytics_dnt_override')).toBe('false');
  });

  it('reads the stored record back, but not one of an older consent version', () => {
    newStore().getState().saveSelection({ functional: true, analytics: false, marketing: true });
    expect(newStore().getState().record).toMatchObject({ functional: true, analytics: false, marketing: true });

    jar.write('consent_version=2024-01-01');
    expect(readConsentRecord()).toBeNull();
  });
});
