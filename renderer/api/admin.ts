import type { Role } from '../../common/constants';
import { type AdminUser, type FilteredUsersQuery, type SignUps, adminRoutes } from '../../common/contract/admin';
import { api } from './client';

// Admin user tools (issue 10): sign-ups per day, the filtered user list, role changes and suspension.

export function getSignUps(days: number): Promise<SignUps> {
  return api(adminRoutes.signUps, { body: { days } });
}

export function getFilteredUsers(query: FilteredUsersQuery) {
  return api(adminRoutes.filteredUsers, { query });
}

export async function changeUserRole(id: number, role: Role): Promise<AdminUser> {
  return (await api(adminRoutes.changeRole, { params: { id: String(id) }, body: { role } })).user;
}

export async function suspendUser(id: number, reason: string): Promise<AdminUser> {
  return (await api(adminRoutes.suspend, { params: { id: String(id) }, body: { reason } })).user;
}

export async function unsuspendUser(id: number): Promise<AdminUser> {
  return (await api(adminRoutes.unsuspend, { params: { id: String(id) } })).user;
}
