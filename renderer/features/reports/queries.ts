import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandleReportRequest } from '../../../common/contract/reports';
import { handleAdminReport, listAdminReports, type ReportStatus } from '../../api/reports';

/** Query keys of the report domain. */
export const reportKeys = {
  all: ['reports'] as const,
  admin: (status: ReportStatus) => ['reports', 'admin', status] as const,
};

type QueuePage = Awaited<ReturnType<typeof listAdminReports>>;

/** The admin queue of one status, keyset-paged. */
export function useReportQueue(status: ReportStatus) {
  return useInfiniteQuery({
    queryKey: reportKeys.admin(status),
    queryFn: ({ pageParam }) => listAdminReports(status, pageParam),
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
    mutationFn: ({ id, decision }: { id: number; decision: HandleReportRequest }) => handleAdminReport(id, decision),
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
