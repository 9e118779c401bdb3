import { useSessionStore, whenSessionKnown } from '../session/store';
import { useAuthOverlayStore } from './step-machine';

/**
 * Opens the sign-in overlay for something that needs an account. While the session is still being restored,
 * a signed-in user looks like a visitor for a moment: then the overlay waits until the session is known and
 * opens only for a visitor, so nobody who is signed in gets asked to sign in.
 */
export function openSignIn(): void {
  const open = useAuthOverlayStore.getState().openOverlay;
  if (useSessionStore.getState().status !== 'restoring') {
    open();
    return;
  }
  void whenSessionKnown().then((user) => {
    if (!user) open();
  });
}
