import { lazy, Suspense, useEffect, useState } from 'react';
import { TOGGLE_ASSISTANT_EVENT } from '../help/components/HelpMenu';

const AssistantPanel = lazy(() => import('./components/AssistantPanel'));

/**
 * Lives in the lazily loaded shell services: Root loads those on the help menu's first "assistant" toggle
 * (openInitially), then this host toggles the panel on every further event. The panel itself is its own chunk.
 */
export function AssistantHost({ openInitially }: { openInitially: boolean }) {
  const [open, setOpen] = useState(openInitially);
  const [loaded, setLoaded] = useState(openInitially);
  useEffect(() => {
    const onToggle = () => {
      setLoaded(true);
      setOpen((value) => !value);
    };
    window.addEventListener(TOGGLE_ASSISTANT_EVENT, onToggle);
    return () => window.removeEventListener(TOGGLE_ASSISTANT_EVENT, onToggle);
  }, []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AssistantPanel open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
