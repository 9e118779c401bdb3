// The AI area loads through this small module, like the boostz area (see boostz-routes.ts): the route
// table is part of the first load, and through here it names one file. /ai and /ai/podcast are its two tabs.

export const aiGamePage = () => import('./ai/index');
export const aiGenerationPage = () => import('./ai/history');
export const aiPodcastPage = () => import('./ai/podcast');
