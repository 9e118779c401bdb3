import { type InfiniteData, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../common/constants';
import { type AdminUser, adminRoutes, type FilteredUsersQuery } from '../../../common/contract/admin';
import { api } from '../../api/client';

// Admin user tools: sign-ups per day, the filtered user list, role changes and suspension.

/** Query keys of the admin user tools. */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  signUps: (days: number) => ['admin', 'users', 'sign-ups', days] as const,
  list: (filter: FilteredUsersQuery) => ['admin', 'users', 'list', filter] as const,
};

export function useSignUps(days: number) {
  return useQuery({ queryKey: adminUserKeys.signUps(days), queryFn: () => api(adminRoutes.signUps, { body: { days } }), placeholderData: keepPreviousData });
}

type UserPage = Awaited<ReturnType<typeof filteredUsers>>;

const filteredUsers = (query: FilteredUsersQuery) => api(adminRoutes.filteredUsers, { query });

export function useFilteredUsers(filter: FilteredUsersQuery) {
  return useInfiniteQuery({
    queryKey: adminUserKeys.list(filter),
    queryFn: ({ pageParam }) => filteredUsers({ ...filter, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: UserPage) => (last.hasMore ? last.nextCursor : undefined),
  });
}

/** Puts the changed user into every loaded list page (filters are re-checked on the next load). */
function useReplaceUser() {
  const queryClient = useQueryClient();
  return (user: AdminUser) => {
    queryClient.setQueriesData<InfiniteData<UserPage, string | null>>({ queryKey: ['admin', 'users', 'list'] }, (data) =>
      data
        ? { ...data, pages: data.pages.map((page) => ({ ...page, users: page.users.map((entry) => (entry.id === user.id ? user : entry)) })) }
        : data,
    );
  };
}

export type UserChange = { kind: 'role'; role: Role } | { kind: 'suspend'; reason: string } | { kind: 'unsuspend' };

export function useChangeUser() {
  const replace = useReplaceUser();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: UserChange }) => {
      const params = { id: String(id) };
      const answer =
        change.kind === 'role'
          ? await api(adminRoutes.changeRole, { params, body: { role: change.role } })
          : change.kind === 'suspend'
            ? await api(adminRoutes.suspend, { params, body: { reason: change.reason } })
            : await api(adminRoutes.unsuspend, { params });
      return answer.user;
    },
    onSuccess: replace,
  });
}
