import { AssistantHost } from '../features/assistant/AssistantHost';
import { LauncherGateResponder } from '../features/launcher/LauncherGateResponder';
import { PrePlayGate } from '../features/wellbeing/components/PrePlayGate';
import { QueryProvider } from '../api/query-client';

/**
 * Shell parts that need server state, in their own chunk: the pre-play gate's dialogs and, inside the desktop
 * launcher, the page side of its gate. Root loads this only when a gate question is open or the page runs in
 * the launcher, so the landing page does not pay for TanStack Query; and the assistant's host once the
 * help menu first asks for it.
 */
export default function ShellServices({ assistantRequested = false }: { assistantRequested?: boolean }) {
  return (
    <QueryProvider>
      <PrePlayGate />
      <LauncherGateResponder />
      {/* The assistant panel: mounted once the help menu first asks for it; its panel is a lazy chunk. */}
      {assistantRequested && <AssistantHost openInitially />}
    </QueryProvider>
  );
}
