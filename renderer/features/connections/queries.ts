import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ConnectionsAnswer, connectionRoutes } from '../../../common/contract/connections';
import { api } from '../../api/client';
import type { MutationExtras } from '../../api/query-client';

// Linked gaming services (/settings/connections): Steam, and behind its flag Roblox; the admins' figures.

export const connectionKeys = {
  mine: ['connections'] as const,
  admin: ['admin', 'gaming-services'] as const,
};

/** Where the browser goes to confirm a Steam link through Steam's sign-in (a navigation, not a fetch). */
export const steamSignInUrl = connectionRoutes.steamOpenId.path;

export function useConnections() {
  return useQuery({ queryKey: connectionKeys.mine, queryFn: () => api(connectionRoutes.get) });
}

/** A change of one's links: its answer is the new state of all of them. */
function useConnectionChange<Input>(run: (input: Input) => Promise<ConnectionsAnswer>, extras: MutationExtras<ConnectionsAnswer, Input>) {
  const client = useQueryClient();
  return useMutation({
    ...extras,
    mutationFn: run,
    onSuccess: (answer, ...rest) => {
      client.setQueryData(connectionKeys.mine, answer);
      return extras.onSuccess?.(answer, ...rest);
    },
  });
}

export const useLinkSteam = (extras: MutationExtras<ConnectionsAnswer, string> = {}) =>
  useConnectionChange((steam: string) => api(connectionRoutes.linkSteam, { body: { steam } }), extras);

export const useUnlinkSteam = (extras: MutationExtras<ConnectionsAnswer> = {}) =>
  useConnectionChange(() => api(connectionRoutes.unlinkSteam), extras);

export type RobloxLink = { roblox_id: string; roblox_username: string; roblox_display_name?: string | null };

export const useLinkRoblox = (extras: MutationExtras<ConnectionsAnswer, RobloxLink> = {}) =>
  useConnectionChange((body: RobloxLink) => api(connectionRoutes.linkRoblox, { body }), extras);

export const useUnlinkRoblox = (extras: MutationExtras<ConnectionsAnswer> = {}) =>
  useConnectionChange(() => api(connectionRoutes.unlinkRoblox), extras);

/** How many people linked which service (admins). */
export function useGamingServices() {
  return useQuery({ queryKey: connectionKeys.admin, queryFn: () => api(connectionRoutes.admin) });
}
