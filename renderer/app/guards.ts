import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import type { SessionUser } from '../../common/contract/auth';
import type { FeatureFlagName } from '../../common/constants';
import { readCachedLoginMarker, useSessionStore } from '../features/session/store';
import { loadNamespaces, type Namespace } from '../i18n';

/**
 * Route guards of spec §2 (auth, check-email-verification, feature-check), written as loader steps, plus the
 * role check of the admin area. A route's loader is `guarded([...guards], [...namespaces])`: guards run in
 * order, each may throw a redirect or an error response; then the route's translations are loaded so the page
 * renders without a suspense flash.
 */

export type Guard = (args: LoaderFunctionArgs) => Promise<void> | void;

/** The user once start-up restore has decided; a cached user counts at once (spec §4: restored from the cache). */
export function waitForSession(): Promise<SessionUser | null> {
  const state = useSessionStore.getState();
  if (state.user || state.status !== 'restoring') return Promise.resolve(state.user);
  return new Promise((resolve) => {
    const unsubscribe = useSessionStore.subscribe((next) => {
      if (next.user || next.status !== 'restoring') {
        unsubscribe();
        resolve(next.user);
      }
    });
  });
}

function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** [auth]: a logged-in user is required; visitors land on the welcome page with the sign-in overlay open. */
export const auth: Guard = async ({ request }) => {
  const user = await waitForSession();
  if (!user) throw redirect(`/welcome?next=${encodeURIComponent(currentPath(request))}`);
};

/** [auth+email]: the user's e-mail address must be verified (spec §4: not verified while email_verified_at is empty). */
export const checkEmailVerification: Guard = async (args) => {
  await auth(args);
  const user = useSessionStore.getState().user;
  if (user && !user.email_verified_at) throw redirect('/verify-email');
};

/** feature-check: the route exists only while the flag is on for this visitor; otherwise it is a 404. */
export function featureCheck(flag: FeatureFlagName): Guard {
  return async () => {
    let flags: Record<string, boolean> = {};
    try {
      const [{ queryClient }, { myFlagsQuery }] = await Promise.all([import('../api/query-client'), import('../features/flags/queries')]);
      flags = await queryClient.fetchQuery(myFlagsQuery(useSessionStore.getState().user?.id ?? null));
    } catch {
      flags = {};
    }
    if (!flags[flag]) throw data('Page Not Found', { status: 404 });
  };
}

/** Admin area: only users with the given role (the server checks again on every call). */
export function role(required: SessionUser['role']): Guard {
  return async (args) => {
    await auth(args);
    const user = useSessionStore.getState().user;
    if (user?.role !== required) throw data('Forbidden', { status: 403 });
  };
}

/** Spec §2: / goes to /welcome when no user id is known and the stored logged-in flag is not true. */
export const homeRedirect: Guard = () => {
  const userId = useSessionStore.getState().user?.id;
  if (!userId && !readCachedLoginMarker()) throw redirect('/welcome');
};

/** A loader that runs the guards, then loads the page's translations. */
export function guarded(guards: Guard[], namespaces: Namespace[] = []) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const translations = loadNamespaces(...namespaces);
    for (const guard of guards) await guard(args);
    await translations;
    return null;
  };
}
