// The podcast generator (issue 14) loads through this small module, like the boostz and forum areas (see
// economy-routes.ts): the route table is part of the first load, and through here it names one file.

export const aiPodcastPage = () => import('./ai/podcast');
