// The AI area's game side (issue 14) loads through this small module, like the boostz area (see
// economy-routes.ts): the route table is part of the first load, and through here it names one file.
// /ai/podcast comes with the podcast tab in its own module.

export const aiGamePage = () => import('./ai/index');
export const aiGenerationPage = () => import('./ai/history');
