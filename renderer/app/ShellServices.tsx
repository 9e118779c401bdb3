import { LauncherGateResponder } from '../features/launcher/LauncherGateResponder';
import { PrePlayGate } from '../features/wellbeing/components/PrePlayGate';
import { QueryProvider } from './query-client';

/**
 * Shell parts that need server state, in their own chunk: the pre-play gate's dialogs and, inside the desktop
 * launcher, the page side of its gate. Root loads this only when a gate question is open or the page runs in
 * the launcher, so the landing page does not pay for TanStack Query.
 */
export default function ShellServices() {
  return (
    <QueryProvider>
      <PrePlayGate />
      <LauncherGateResponder />
    </QueryProvider>
  );
}
