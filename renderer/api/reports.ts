import {
  type AdminReport,
  type CreateReportRequest,
  type HandleReportRequest,
  REPORT_STATUSES,
  reportRoutes,
} from '../../common/contract/reports';
import { api } from './client';

// Reports (issue 10): POST /api/reports for everyone signed in; the admin queue and its decisions.
// Failures reject with the ApiError of api/http.ts.

export type ReportStatus = (typeof REPORT_STATUSES)[number];

export async function createReport(request: CreateReportRequest): Promise<{ id: number; status: ReportStatus }> {
  return (await api(reportRoutes.create, { body: request })).report;
}

export function listAdminReports(status: ReportStatus, cursor?: string | null) {
  return api(reportRoutes.adminList, { query: { status, ...(cursor ? { cursor } : {}) } });
}

export async function handleAdminReport(id: number, decision: HandleReportRequest): Promise<{ report: AdminReport; closed: number }> {
  return api(reportRoutes.adminHandle, { params: { id: String(id) }, body: decision });
}
