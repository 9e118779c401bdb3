// The forums load through this small module, like the people and boostz areas (see
// boostz-routes.ts): the route table is part of the first load, and through here it names one file.

export const forumsPage = () => import('./forums/index');
export const forumThreadPage = () => import('./forums/thread');
export const createForumPage = () => import('./forums/create');
