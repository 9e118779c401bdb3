import { type ReactNode, Suspense, useCallback, useState } from 'react';
import { openSignIn } from '../auth/open-sign-in';
import { useSessionStore } from '../session/store';
import { LazyReportDialog, type ReportTarget } from './lazy';

/**
 * "Melden" for any screen (feed, post page, comments, profile): `report(target)` opens the report dialog, or
 * the sign-in overlay for a visitor (`onSignInNeeded` runs first, e.g. to pause the feed); render `dialog`
 * somewhere in the tree. The dialog's code loads on first use.
 */
export function useReportDialog(options: { onSignInNeeded?(): void } = {}): { report(target: ReportTarget): void; dialog: ReactNode } {
  const signedIn = useSessionStore((state) => state.user !== null);
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const { onSignInNeeded } = options;

  const report = useCallback(
    (next: ReportTarget) => {
      if (!signedIn) {
        onSignInNeeded?.();
        openSignIn();
        return;
      }
      setTarget(next);
    },
    [signedIn, onSignInNeeded],
  );

  const dialog = target ? (
    <Suspense fallback={null}>
      <LazyReportDialog key={`${target.type}:${target.id}`} open onClose={() => setTarget(null)} target={target} />
    </Suspense>
  ) : null;
  return { report, dialog };
}
