// The people area loads through this small module: the route table is part of the first load, at its
// size budget, and every page it imports directly is listed there with all the chunks it depends on. Through
// here the first load names one file; the lists of the people pages' chunks live in this module's own chunk.

export const profilePage = () => import('./profile');
export const profileLoader = () => import('../features/profiles/profile-loader');
export const friendsPage = () => import('./friends');
export const connectPage = () => import('./connect');
