import { connectionRoutes } from '../../common/contract/connections';
import { api } from './client';

export const getConnections = () => api(connectionRoutes.get);
export const linkSteam = (steam: string) => api(connectionRoutes.linkSteam, { body: { steam } });
/** Where the browser goes to confirm a Steam link through Steam's sign-in (a navigation, not a fetch). */
export const steamSignInUrl = connectionRoutes.steamOpenId.path;
export const unlinkSteam = () => api(connectionRoutes.unlinkSteam);
export const linkRoblox = (body: { roblox_id: string; roblox_username: string; roblox_display_name?: string | null }) =>
  api(connectionRoutes.linkRoblox, { body });
export const unlinkRoblox = () => api(connectionRoutes.unlinkRoblox);
export const getGamingServices = () => api(connectionRoutes.admin);
