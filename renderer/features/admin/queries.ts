import { type InfiniteData, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../common/constants';
import type { AdminUser, FilteredUsersQuery } from '../../../common/contract/admin';
import { changeUserRole, getFilteredUsers, getSignUps, suspendUser, unsuspendUser } from '../../api/admin';

/** Query keys of the admin user tools. */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  signUps: (days: number) => ['admin', 'users', 'sign-ups', days] as const,
  list: (filter: FilteredUsersQuery) => ['admin', 'users', 'list', filter] as const,
};

export function useSignUps(days: number) {
  return useQuery({ queryKey: adminUserKeys.signUps(days), queryFn: () => getSignUps(days), placeholderData: keepPreviousData });
}

type UserPage = Awaited<ReturnType<typeof getFilteredUsers>>;

export function useFilteredUsers(filter: FilteredUsersQuery) {
  return useInfiniteQuery({
    queryKey: adminUserKeys.list(filter),
    queryFn: ({ pageParam }) => getFilteredUsers({ ...filter, ...(pageParam ? { cursor: pageParam } : {}) }),
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
    mutationFn: ({ id, change }: { id: number; change: UserChange }) =>
      change.kind === 'role' ? changeUserRole(id, change.role) : change.kind === 'suspend' ? suspendUser(id, change.reason) : unsuspendUser(id),
    onSuccess: replace,
  });
}
