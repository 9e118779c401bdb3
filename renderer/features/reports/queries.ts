import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateReportRequest, type HandleReportRequest, REPORT_STATUSES, reportRoutes } from '../../../common/contract/reports';
import { api } from '../../api/client';
import type { MutationExtras } from '../../api/query-client';

// Reports: POST /api/reports for everyone signed in; the admin queue and its decisions.

export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Query keys of the report domain. */
export const reportKeys = {
  all: ['reports'] as const,
  admin: (status: ReportStatus) => ['reports', 'admin', status] as const,
};

const adminQueue = (status: ReportStatus, cursor: string | null) =>
  api(reportRoutes.adminList, { query: { status, ...(cursor ? { cursor } : {}) } });

type QueuePage = Awaited<ReturnType<typeof adminQueue>>;

/** The admin queue of one status, keyset-paged. */
export function useReportQueue(status: ReportStatus) {
  return useInfiniteQuery({
    queryKey: reportKeys.admin(status),
    queryFn: ({ pageParam }) => adminQueue(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: QueuePage) => (last.hasMore ? last.nextCursor : undefined),
  });
}

/**
 * Handles a report: the reports it closed (every open one of the same target) leave the open queue at once;
 * the other statuses refetch when shown.
 */
export function useHandleReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: HandleReportRequest }) =>
      api(reportRoutes.adminHandle, { params: { id: String(id) }, body: decision }),
    onSuccess: ({ report }) => {
      queryClient.setQueryData<InfiniteData<QueuePage, string | null>>(reportKeys.admin('open'), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                reports: page.reports.filter(
                  (entry) => !(entry.target_type === report.target_type && entry.target_id === report.target_id),
                ),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: reportKeys.all, refetchType: 'none' });
    },
  });
}

/** Reports a post, comment, user or message (signed in). */
export function useCreateReport(extras: MutationExtras<{ id: number; status: ReportStatus }, CreateReportRequest> = {}) {
  return useMutation({ ...extras, mutationFn: async (request) => (await api(reportRoutes.create, { body: request })).report });
}
