import { lazy } from 'react';

// The report dialog, loaded only when someone opens it (the feed and the shell must not carry it).
// Import this from screens; render it inside <Suspense> only while it is open.
export const LazyReportDialog = lazy(() => import('./components/ReportDialog'));
export type { ReportDialogProps, ReportTarget } from './components/ReportDialog';
