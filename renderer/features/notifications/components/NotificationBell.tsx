import { lazy, Suspense } from 'react';
import { useSessionStore } from '../../session/store';

// The header's notification bell, only for a signed-in person. The bell, its texts and TanStack Query load in
// their own chunk and Suspense, so the header (and a visitor's landing page) never waits for them.

const BellButton = lazy(() => import('./BellButton'));

export function NotificationBell() {
  const signedIn = useSessionStore((state) => state.user !== null);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <BellButton />
    </Suspense>
  );
}
