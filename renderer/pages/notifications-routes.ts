// The notification pages load through this small module, like the boostz area (boostz-routes.ts):
// the route table is part of the first load, and through here it names one file instead of every page's chunks.

export const settingsPage = () => import('./notifications/settings');
export const devPage = () => import('./notifications/dev');
export const unsubscribePage = () => import('./notifications/unsubscribe');
