import { adminRoutes } from './admin';
import { aiGameRoutes } from './ai-games';
import { aiPodcastRoutes } from './ai-podcasts';
import { appConfigRoutes } from './app-config';
import { assistantRoutes } from './assistant';
import { commentRoutes } from './comments';
import { authRoutes } from './auth';
import { chatRoutes } from './chat';
import { contactRoutes } from './contact';
import { docsRoutes } from './docs';
import { exploreRoutes } from './explore';
import { boostzRoutes } from './boostz';
import { flagRoutes } from './flags';
import { forumRoutes } from './forums';
import { gameRoutes } from './games';
import { healthRoutes } from './health';
import { playRoutes } from './play';
import { updateRoutes } from './updates';
import { userRoutes } from './users';
import { leaderboardRoutes } from './leaderboard';
import { giveawayRoutes } from './giveaways';
import { notificationRoutes } from './notifications';
import { connectionRoutes } from './connections';
import { postRoutes } from './posts';
import { profileRoutes } from './profiles';
import { realtimeRoutes } from './realtime';
import { reportRoutes } from './reports';
import type { RouteSpec } from './route';
import { socialRoutes } from './social';
import { searchRoutes } from './search';
import { wellbeingRoutes } from './wellbeing';

/** Every declared call, grouped by domain: the OpenAPI document and the coverage figures come from here. */
export const contract = {
  health: healthRoutes,
  appConfig: appConfigRoutes,
  auth: authRoutes,
  users: userRoutes,
  flags: flagRoutes,
  games: gameRoutes,
  play: playRoutes,
  updates: updateRoutes,
  leaderboard: leaderboardRoutes,
  giveaways: giveawayRoutes,
  connections: connectionRoutes,
  contact: contactRoutes,
  wellbeing: wellbeingRoutes,
  posts: postRoutes,
  comments: commentRoutes,
  forums: forumRoutes,
  social: socialRoutes,
  explore: exploreRoutes,
  profiles: profileRoutes,
  docs: docsRoutes,
  realtime: realtimeRoutes,
  search: searchRoutes,
  reports: reportRoutes,
  admin: adminRoutes,
  assistant: assistantRoutes,
  boostz: boostzRoutes,
  notifications: notificationRoutes,
  chat: chatRoutes,
  aiGames: aiGameRoutes,
  aiPodcasts: aiPodcastRoutes,
} satisfies Record<string, Record<string, RouteSpec>>;

export function allRoutes(): RouteSpec[] {
  return Object.values(contract).flatMap((group) => Object.values(group) as RouteSpec[]);
}
