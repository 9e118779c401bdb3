// Reporting, for every screen that offers "Melden": the hook opens the lazily loaded dialog (or the
// sign-in overlay for visitors); LazyReportDialog is the dialog itself for screens that manage their own state.
export { useReportDialog } from './useReportDialog';
export { LazyReportDialog, type ReportDialogProps, type ReportTarget } from './lazy';
