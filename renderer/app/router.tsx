import type { ComponentType } from 'react';
import { createBrowserRouter, data, type HydrationState, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { currentLanguage, loadNamespaces, SHELL_NAMESPACES } from '../i18n';
import type { RouteHandle } from '../features/shell/route-handle';
import { legalLanguageOf } from '../i18n/languages';
import { auth, checkEmailVerification, featureCheck, guarded, homeRedirect, role, waitForSession } from './guards';
import { RootError, RouteError } from './RouteError';
import { preloadShellServicesInLauncher, Root, RootFallback } from './Root';

/**
 * The route table of spec §2, in one file: path, page (lazy, one chunk each), layout, guards.
 * A new route of §2 is added here; unknown paths render the 404 page.
 * Guard legend: auth = [auth], checkEmailVerification = [auth+email], featureCheck(flag), role('admin').
 * Route handle options: see features/shell/route-handle.ts.
 */

const fullHeight: RouteHandle = { fullHeight: true };
/** /explore fills the screen only while it shows the feed. */
const exploreHandle: RouteHandle = { fullHeightWhen: (search) => search.get('view') === 'clips' };
/** The giveaway pages exist only while their flag is on, as their calls do (the server answers 404 otherwise). */
const giveawaysOn = featureCheck('giveaway_system_feature');

type PageModule = { default: ComponentType };

/** Loads a page component on demand (the loader, with guards and translations, runs in parallel). */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return { Component: async () => (await load()).default };
}

/** A route whose path parameter must be a positive integer: anything else is a 404 (spec §2 validity check). */
function numericParam(name: string) {
  return ({ params }: LoaderFunctionArgs) => {
    if (!/^[1-9]\d*$/.test(params[name] ?? '')) throw data('Page Not Found', { status: 404 });
  };
}

/** /admin/reports and /admin/users live in one chunk (pages/admin/moderation.ts). */
const loadModeration = () => import('../pages/admin/moderation');

type LegalName = import('../features/legal/documents').LegalDocumentName;

const people = () => import('../pages/people-routes');
const boostz = () => import('../pages/boostz-routes');
const notifications = () => import('../pages/notifications-routes');
const forums = () => import('../pages/forums-routes');
const chat = () => import('../pages/chat-routes');
const aiRoutes = () => import('../pages/ai-routes');

/**
 * Legal pages: the translations and the document itself load before the page shows, so the text does not push
 * the footer down after the first paint. /privacy takes its language from ?lang=de|en.
 */
function legal(...documents: LegalName[]) {
  const translations = guarded([], ['legal']);
  return async (args: LoaderFunctionArgs) => {
    const [, { queryClient }, { legalDocumentQuery }] = await Promise.all([
      translations(args),
      import('../api/query-client'),
      import('../features/legal/documents'),
    ]);
    const requested = new URL(args.request.url).searchParams.get('lang');
    const fromInterface = legalLanguageOf(currentLanguage());
    await Promise.all(
      documents.map((name) => {
        const language = name === 'privacy' && (requested === 'de' || requested === 'en') ? requested : fromInterface;
        return queryClient.prefetchQuery(legalDocumentQuery(name, language));
      }),
    );
    return null;
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    HydrateFallback: RootFallback,
    ErrorBoundary: RootError,
    loader: async () => {
      await Promise.all([loadNamespaces(...SHELL_NAMESPACES), preloadShellServicesInLauncher()]);
      return null;
    },
    children: [
      // /welcome has no layout.
      { path: 'welcome', loader: guarded([], ['welcome', 'auth']), lazy: page(() => import('../pages/welcome')) },

      {
        lazy: { Component: async () => (await import('./layouts/MainLayout')).MainLayout },
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              // Short videos: the feed at / (signed in) and at /explore?view=clips (everyone); /explore itself is
              // discovery (trending clips, creators, games by category, what friends play). The games grid is /games.
              { index: true, handle: fullHeight, loader: guarded([homeRedirect], ['feed', 'boostz']), lazy: page(() => import('../pages/feed')) },
              {
                path: 'explore',
                handle: exploreHandle,
                loader: guarded([], ['feed', 'boostz', 'people', 'catalogue', 'games']),
                lazy: page(() => import('../pages/explore')),
              },
              { path: 'games', loader: guarded([], ['catalogue', 'games']), lazy: page(() => import('../pages/games')) },
              { path: 'play/category/:category', loader: guarded([], ['catalogue', 'games']), lazy: page(() => import('../pages/games')) },
              { path: 'play', loader: guarded([], ['play', 'catalogue', 'games']), lazy: page(() => import('../pages/play')) },
              { path: 'playOld', loader: guarded([auth], ['play']), lazy: page(() => import('../pages/play-old')) },
              // Game updates and the creators' leaderboard.
              { path: 'updates', loader: guarded([], ['updates']), lazy: page(() => import('../pages/updates/index')) },
              { path: 'updates/create', loader: guarded([auth], ['updates']), lazy: page(() => import('../pages/updates/create')) },
              { path: 'updates/games', loader: guarded([], ['updates']), lazy: page(() => import('../pages/updates/games')) },
              {
                path: 'updates/games/:gameId',
                loader: guarded([numericParam('gameId')], ['updates']),
                lazy: page(() => import('../pages/updates/game')),
              },
              {
                path: 'updates/games/:gameId/:updateId',
                loader: guarded([numericParam('gameId'), numericParam('updateId')], ['updates']),
                lazy: page(() => import('../pages/updates/update')),
              },
              // Creators make games.
              { path: 'create', loader: guarded([checkEmailVerification], ['create', 'games']), lazy: page(() => import('../pages/create/index')) },
              {
                path: 'create/g/:id',
                loader: guarded([auth, numericParam('id')], ['create', 'games']),
                lazy: page(() => import('../pages/create/game')),
              },
              {
                path: 'edit-game/:id',
                loader: guarded([auth, numericParam('id')], ['create', 'games']),
                lazy: page(() => import('../pages/edit-game')),
              },
              { path: 'leaderboard', loader: guarded([], ['leaderboard']), lazy: page(() => import('../pages/leaderboard')) },
              { path: 'giveaways', loader: guarded([giveawaysOn], ['giveaways']), lazy: page(() => import('../pages/giveaways/index')) },
              { path: 'my-entries', loader: guarded([giveawaysOn, auth], ['giveaways']), lazy: page(() => import('../pages/giveaways/my-entries')) },
              { path: 'my-giveaways', loader: guarded([giveawaysOn, auth], ['giveaways']), lazy: page(() => import('../pages/giveaways/my-giveaways')) },
              // Games: a game's page, played in the browser (sandboxed) or through the launcher.
              {
                path: 'game/:id',
                loader: async (args) => {
                  await guarded([numericParam('id')], ['games', 'wellbeing', 'feed', 'play', 'updates', 'giveaways'])(args);
                  return (await import('../features/games/game-loader')).loadGame(args);
                },
                lazy: page(() => import('../pages/game')),
              },
              {
                path: 'post/:id',
                handle: fullHeight,
                loader: async (args) => {
                  await guarded([numericParam('id')], ['feed', 'comments', 'boostz'])(args);
                  return (await import('../features/posts/post-loader')).loadPost(args);
                },
                lazy: page(() => import('../pages/post')),
              },
              { path: 'custom', loader: guarded([], ['feed']), lazy: page(() => import('../pages/custom')) },
              // People: profiles, friends, finding people (through one small module, see pages/people-routes).
              {
                path: 'profile/:id',
                loader: async (args) => {
                  const [viewer] = await Promise.all([waitForSession(), guarded([numericParam('id')], ['people', 'feed', 'boostz'])(args)]);
                  return (await (await people()).profileLoader()).loadProfile(args, viewer?.id ?? null);
                },
                lazy: page(async () => (await people()).profilePage()),
              },
              { path: 'friends', loader: guarded([auth], ['people']), lazy: page(async () => (await people()).friendsPage()) },
              { path: 'connect', loader: guarded([], ['people']), lazy: page(async () => (await people()).connectPage()) },
              // boostz: shop and locker, buying boostz and subscriptions, rewards, codes, quests, voting.
              { path: 'shop', loader: guarded([], ['boostz']), lazy: page(async () => (await boostz()).shopPage()) },
              { path: 'spind', loader: guarded([], ['boostz']), lazy: page(async () => (await boostz()).lockerPage()) },
              { path: 'boostz', loader: guarded([], ['boostz']), lazy: page(async () => (await boostz()).boostzPage()) },
              { path: 'boostz/payment', loader: guarded([auth], ['boostz']), lazy: page(async () => (await boostz()).paymentPage()) },
              { path: 'subscription-success', loader: guarded([auth], ['boostz']), lazy: page(async () => (await boostz()).successPage()) },
              { path: 'cancel', loader: guarded([auth], ['boostz']), lazy: page(async () => (await boostz()).cancelPage()) },
              { path: 'rewards', loader: guarded([auth], ['boostz']), lazy: page(async () => (await boostz()).rewardsPage()) },
              { path: 'redeem', loader: guarded([], ['boostz']), lazy: page(async () => (await boostz()).redeemPage()) },
              { path: 'quests', loader: guarded([auth], ['boostz']), lazy: page(async () => (await boostz()).questsPage()) },
              { path: 'vote', loader: guarded([checkEmailVerification], ['boostz']), lazy: page(async () => (await boostz()).votePage()) },
              // Forums: the list, a thread, opening one.
              { path: 'ai/podcast', loader: guarded([], ['ai', 'aiPodcasts']), lazy: page(async () => (await aiRoutes()).aiPodcastPage()) },
              { path: 'foren', loader: guarded([], ['forums']), lazy: page(async () => (await forums()).forumsPage()) },
              { path: 'foren/create', loader: guarded([auth], ['forums']), lazy: page(async () => (await forums()).createForumPage()) },
              { path: 'foren/:id', loader: guarded([numericParam('id')], ['forums']), lazy: page(async () => (await forums()).forumThreadPage()) },
              // Private and group chat, end-to-end encrypted.
              { path: 'messages', handle: fullHeight, loader: guarded([auth], ['chat']), lazy: page(async () => (await chat()).messagesPage()) },
              {
                path: 'messages/:id',
                handle: fullHeight,
                loader: guarded([auth, numericParam('id')], ['chat']),
                lazy: page(async () => (await chat()).messagesPage()),
              },
              {
                path: 'groups/:id',
                handle: fullHeight,
                loader: guarded([auth, numericParam('id')], ['chat']),
                lazy: page(async () => (await chat()).groupChatPage()),
              },
              { path: 'ai', loader: guarded([], ['ai', 'aiGames']), lazy: page(async () => (await aiRoutes()).aiGamePage()) },
              { path: 'ai/h/:id', loader: guarded([numericParam('id')], ['ai', 'aiGames', 'games']), lazy: page(async () => (await aiRoutes()).aiGenerationPage()) },
              // Search: without a term the last searches, with one the full results.
              { path: 'search', loader: guarded([], ['search']), lazy: page(() => import('../pages/search')) },
              { path: 'search/:query', loader: guarded([], ['search']), lazy: page(() => import('../pages/search')) },
              { path: 'history', loader: guarded([auth], ['feed']), lazy: page(() => import('../pages/history/index')) },
              {
                path: 'history/history',
                loader: guarded([auth], ['feed']),
                lazy: page(() => import('../pages/history/history')),
              },
              {
                path: 'verify-email',
                loader: guarded([auth], ['account']),
                lazy: page(() => import('../pages/account/verify-email')),
              },
              // The digest mail's unsubscribe link: works without signing in (the link's signature decides).
              {
                path: 'notifications/unsubscribe',
                loader: guarded([], ['notifications', 'account']),
                lazy: page(async () => (await notifications()).unsubscribePage()),
              },
              {
                path: 'google-login-success',
                loader: guarded([], ['account']),
                lazy: page(() => import('../pages/account/google-login-success')),
              },
              // "Passwort vergessen": asking for the mail, and the mailed link (no sign-in, the link's token decides).
              { path: 'forgot-password', loader: guarded([], ['account']), lazy: page(() => import('../pages/account/forgot-password')) },
              { path: 'reset-password', loader: guarded([], ['account']), lazy: page(() => import('../pages/account/reset-password')) },
              {
                path: 'restore-account/:id',
                loader: guarded([numericParam('id')], ['account']),
                lazy: page(() => import('../pages/account/restore-account')),
              },
              { path: 'contact_us', loader: guarded([], ['contact']), lazy: page(() => import('../pages/contact')) },
              // The desktop launcher: what it does, its download (LAUNCHER_DOWNLOAD_URL) or how to build it.
              { path: 'download', loader: guarded([], ['wellbeing']), lazy: page(() => import('../pages/download')) },

              // Legal
              { path: 'privacy', loader: legal('privacy'), lazy: page(() => import('../pages/legal/privacy')) },
              { path: 'privacy/archive', loader: legal('privacy-archive'), lazy: page(() => import('../pages/legal/privacy-archive')) },
              { path: 'privacy/cookies', loader: legal('cookies'), lazy: page(() => import('../pages/legal/cookies')) },
              { path: 'terms', loader: legal('terms'), lazy: page(() => import('../pages/legal/terms')) },
              { path: 'terms/archive', loader: legal('terms', 'terms-2023-08-08'), lazy: page(() => import('../pages/legal/terms-archive')) },
              {
                path: 'terms/archive/08.08.2023',
                loader: legal('terms-2023-08-08'),
                lazy: page(() => import('../pages/legal/terms-2023-08-08')),
              },
              { path: 'impressum', loader: legal('impressum'), lazy: page(() => import('../pages/legal/impressum')) },

              // Admin
              {
                path: 'admin/feature-flags',
                loader: guarded([role('admin')], ['admin']),
                lazy: page(() => import('../pages/admin/feature-flags')),
              },
              {
                path: 'admin/reports',
                loader: guarded([role('admin')], ['admin', 'reports']),
                lazy: { Component: async () => (await loadModeration()).AdminReportsPage },
              },
              {
                path: 'admin/users',
                loader: guarded([role('admin')], ['admin']),
                lazy: { Component: async () => (await loadModeration()).AdminUsersPage },
              },

              // Developer areas (spec §2: named by path only)
              { path: 'dev', loader: guarded([role('admin')], ['dev']), lazy: page(() => import('../pages/dev/index')) },
              { path: 'dev/gaming-services', loader: guarded([role('admin')], ['connections']), lazy: page(() => import('../pages/dev/gaming-services')) },
              { path: 'dev/giveaways', loader: guarded([role('admin')], ['giveaways']), lazy: page(() => import('../pages/dev/giveaways')) },
              { path: 'dev/game-updates', loader: guarded([role('admin')], ['updates']), lazy: page(() => import('../pages/dev/game-updates')) },
              { path: 'dev/notifications', loader: guarded([role('admin')], ['notifications']), lazy: page(async () => (await notifications()).devPage()) },
              { path: 'dev/vote-results', loader: guarded([role('admin')], ['boostz']), lazy: page(async () => (await boostz()).voteResultsPage()) },
              { path: 'admin/ledger', loader: guarded([role('admin')], ['boostz']), lazy: page(async () => (await boostz()).ledgerPage()) },
              { path: 'dev/trend-games', loader: guarded([role('admin')], ['play']), lazy: page(() => import('../pages/dev/trend-games')) },
              {
                path: 'dev/video-management',
                loader: guarded([role('admin')], ['dev', 'studio']),
                lazy: page(() => import('../pages/dev/video-management')),
              },

              { path: '*', loader: guarded([], []), lazy: page(() => import('../pages/not-found')) },
            ],
          },
        ],
      },

      {
        path: 'studio',
        lazy: { Component: async () => (await import('./layouts/StudioLayout')).StudioLayout },
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { index: true, loader: guarded([], ['studio']), lazy: page(() => import('../pages/studio/index')) },
              {
                path: 'dashboard',
                loader: guarded([auth], ['studio']),
                lazy: page(() => import('../pages/studio/dashboard')),
              },
              { path: 'inhalte', loader: guarded([auth], ['studio']), lazy: page(() => import('../pages/studio/inhalte')) },
            ],
          },
        ],
      },

      {
        path: 'upload',
        lazy: { Component: async () => (await import('./layouts/UploadLayout')).UploadLayout },
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              {
                index: true,
                loader: guarded([checkEmailVerification], ['upload']),
                lazy: page(() => import('../pages/upload')),
              },
            ],
          },
        ],
      },

      {
        path: 'settings',
        lazy: { Component: async () => (await import('./layouts/SettingsLayout')).SettingsLayout },
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { index: true, loader: guarded([], ['settings']), lazy: page(() => import('../pages/settings/index')) },
              {
                path: 'connections',
                loader: guarded([auth], ['connections']),
                lazy: page(() => import('../pages/settings/connections')),
              },
              {
                path: 'affiliate-programm',
                loader: guarded([auth], ['boostz']),
                lazy: page(async () => (await boostz()).affiliatePage()),
              },
              {
                path: 'privacy',
                loader: guarded([], ['settings', 'consent', 'people']),
                lazy: page(() => import('../pages/settings/privacy')),
              },
              {
                path: 'wellbeing',
                loader: guarded([], ['wellbeing']),
                lazy: page(() => import('../pages/settings/wellbeing')),
              },
              {
                path: 'notifications',
                loader: guarded([auth], ['notifications']),
                lazy: page(async () => (await notifications()).settingsPage()),
              },
              {
                path: 'konto',
                loader: guarded([auth], ['settings']),
                lazy: page(() => import('../pages/settings/konto')),
              },
              {
                path: 'konto-delete',
                loader: guarded([auth], ['settings']),
                lazy: page(() => import('../pages/settings/konto-delete')),
              },
              {
                path: 'konto-delete-finish',
                loader: guarded([auth], ['settings']),
                lazy: page(() => import('../pages/settings/konto-delete-finish')),
              },
              // The account is gone at this point (and with it the session), so this page cannot require a login.
              {
                path: 'konto-deletet',
                loader: guarded([], ['settings']),
                lazy: page(() => import('../pages/settings/konto-deletet')),
              },
              {
                path: 'konto-restored',
                loader: guarded([auth], ['settings']),
                lazy: page(() => import('../pages/settings/konto-restored')),
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The browser's router over the route table (renderer/main.tsx). Not created at import: the build's prerender
 * (renderer/entry-prerender.tsx) renders the same table on the server. `hydrationData` when the page arrived
 * prerendered.
 */
export function createAppRouter(hydrationData?: HydrationState) {
  appRouter = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  return appRouter;
}

let appRouter: ReturnType<typeof createBrowserRouter> | null = null;

/** Where the router is going while it loads the next page's code, or null: the address only changes after it. */
export function pendingNavigationHref(): string | null {
  const pending = appRouter?.state.navigation.location;
  return pending ? appRouter!.createHref(pending) : null;
}
