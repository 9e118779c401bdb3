import { queryOptions, useQuery } from '@tanstack/react-query';
import { appConfigRoutes } from '../../../common/contract/app-config';
import { api } from '../../api/client';

// Public facts about this installation (GET /api/app-config) for screens inside the query client: the launcher's
// install dialog. The shell's own copy (use-app-config.ts) serves the pages that load no query client.

export const appConfigKeys = {
  all: ['app-config'] as const,
};

export function appConfigQuery() {
  return queryOptions({ queryKey: appConfigKeys.all, queryFn: () => api(appConfigRoutes.get), staleTime: 5 * 60_000 });
}

export function useAppConfigQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ ...appConfigQuery(), ...options });
}
