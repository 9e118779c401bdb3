import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps } from './deps';
import { HttpError } from './http/errors';
import { isFeatureEnabled } from './modules/flags/service';
import { mountMedia } from './http/media';
import { trackRequests } from './http/lifecycle';
import { translate } from './http/messages';
import { requestLogger } from './http/request-log';
import { type AppEnv, setBaseHeader } from './http/context';
import { mountRenderer } from './http/renderer';
import { securityHeaders } from './http/security';
import { mountRoutes } from './http/route';
import { SessionManager } from './http/session';
import { adminRoutes } from './modules/admin/routes';
import { aiPodcastRoutes } from './modules/ai-podcasts/routes';
import { appConfigRoutes } from './modules/app-config/routes';
import { authRoutes } from './modules/auth/routes';
import { contactRoutes } from './modules/contact/routes';
import { aiGameRoutes } from './modules/ai-games/routes';
import { assistantRoutes } from './modules/assistant/routes';
import { docsRoutes } from './modules/docs/routes';
import { exploreRoutes } from './modules/explore/routes';
import { boostzRoutes } from './modules/boostz/routes';
import { allRoutes } from '../common/contract';
import { flagRoutes } from './modules/flags/routes';
import { forumRoutes } from './modules/forums/routes';
import { chatRoutes } from './modules/chat/routes';
import { subscribeGames } from './modules/games/events';
import { gameRoutes } from './modules/games/routes';
import { directoryBundleSource, mountGameSandbox, storageBundleSource } from './modules/games/sandbox';
import { healthRoutes } from './modules/health/routes';
import { subscribePlay } from './modules/play/events';
import { playRoutes } from './modules/play/routes';
import { postUploadRoutes } from './modules/posts/upload';
import { updateRoutes } from './modules/updates/routes';
import { leaderboardRoutes } from './modules/leaderboard/routes';
import { giveawayRoutes } from './modules/giveaways/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { connectionRoutes } from './modules/connections/routes';
import { commentRoutes } from './modules/comments/routes';
import { subscribePosts } from './modules/posts/events';
import { postRoutes } from './modules/posts/routes';
import { profileRoutes } from './modules/profiles/routes';
import { realtimeRoutes } from './modules/realtime/routes';
import { subscribeSocial } from './modules/social/events';
import { socialRoutes } from './modules/social/routes';
import { subscribeSearch } from './modules/search/events';
import { searchRoutes } from './modules/search/routes';
import { reportRoutes } from './modules/reports/routes';
import { subscribeUsers } from './modules/users/events';
import { userRoutes } from './modules/users/routes';
import { wellbeingRoutes } from './modules/wellbeing/routes';

/** Each domain's subscriptions to the others' events (server/platform/events.ts). */
const DOMAIN_SUBSCRIPTIONS = [subscribeSocial, subscribePosts, subscribeGames, subscribePlay, subscribeUsers, subscribeSearch];
/** Deps whose domains subscribed already: a second app on the same deps (a test builds one) must not subscribe twice. */
const subscribed = new WeakSet<AppDeps['events']>();

export function createApp(deps: AppDeps) {
  if (!subscribed.has(deps.events)) {
    subscribed.add(deps.events);
    for (const subscribe of DOMAIN_SUBSCRIPTIONS) subscribe(deps);
  }
  const sessions = new SessionManager({ db: deps.db, secureCookies: deps.config.secureCookies });
  const app = new Hono<AppEnv>();

  // Our own line per request: hono's logger writes the query as is, signatures and OAuth codes included.
  app.use(trackRequests(deps.lifecycle));
  if (deps.requestLog) app.use(requestLogger(deps.requestLog));
  app.use(
    securityHeaders({
      https: deps.config.secureCookies,
      analyticsOrigin: deps.config.analytics?.host ?? null,
      recaptcha: deps.recaptcha.enabled,
    }),
  );
  // Browser builds of games, before sessions and CSRF: a sandboxed frame never gets or needs a session.
  mountGameSandbox(app, [directoryBundleSource(deps.config.gamesDir), storageBundleSource(deps.storage)]);
  // API answers are never cached unless a route says otherwise (it sets its own Cache-Control later).
  app.use(async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/auth/') || path.startsWith('/sanctum/') || path === '/login') {
      // On Node's response (context.ts): a route's own Cache-Control wins there.
      setBaseHeader(c, 'Cache-Control', 'no-store');
    }
    await next();
  });
  app.use(sessions.middleware());
  app.use(
    sessions.csrfMiddleware(
      new Set(
        allRoutes()
          .filter((route) => route.csrf === false)
          .map((route) => route.path),
      ),
    ),
  );

  mountRoutes(
    app,
    deps,
    [
      ...healthRoutes(deps),
      ...appConfigRoutes(deps),
      ...authRoutes(deps, sessions),
      ...userRoutes(deps),
      ...flagRoutes(deps),
      ...gameRoutes(deps),
      ...playRoutes(deps),
      ...updateRoutes(deps),
      ...leaderboardRoutes(deps),
      ...giveawayRoutes(deps),
      ...boostzRoutes(deps),
      ...notificationRoutes(deps),
      ...connectionRoutes(deps),
      ...contactRoutes(deps),
      ...wellbeingRoutes(deps),
      ...postUploadRoutes(deps),
      ...postRoutes(deps),
      ...exploreRoutes(deps),
      ...commentRoutes(deps),
      ...forumRoutes(deps),
      ...chatRoutes(deps),
      ...socialRoutes(deps),
      ...profileRoutes(deps),
      ...searchRoutes(deps),
      ...reportRoutes(deps),
      ...adminRoutes(deps),
      ...docsRoutes(deps),
      ...aiPodcastRoutes(deps),
      ...assistantRoutes(deps),
      ...aiGameRoutes(deps),
    ],
    { checkAnswers: deps.config.env !== 'production', featureEnabled: (name, userId) => isFeatureEnabled(deps, name, userId) },
  );
  app.route('/', realtimeRoutes(deps));


  mountMedia(app, deps.storage);

  mountRenderer(app, deps.config.staticDir);

  // Every error answer carries a stable `code` (the message key) beside its translated `message`: clients decide by
  // the code, never by the wording, which follows the reader's language. Field errors keep Laravel's shape.
  app.notFound((c) => c.json({ code: 'routeNotFound', message: translate('routeNotFound', c.get('language') ?? 'de') }, 404));

  app.onError((error, c) => {
    const language = c.get('language') ?? 'de';
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      const errors = error.fieldErrors
        ? Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, keys]) => [field, keys.map((key) => translate(key, language, error.params))]),
          )
        : undefined;
      const codes = error.fieldErrors ? { codes: error.fieldErrors } : {};
      return c.json(
        { code: error.messageKey, message: translate(error.messageKey, language, error.params), ...(errors ? { errors } : {}), ...codes },
        error.status as ContentfulStatusCode,
      );
    }
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // A framework's own 4xx (Hono's body limit, a malformed request): its text is English, so ours goes out.
      return c.json({ code: 'validationFailed', message: translate('validationFailed', language) }, status as ContentfulStatusCode);
    }
    console.error(`[error] ${c.req.method} ${c.req.path}`, error);
    return c.json({ code: 'serverError', message: translate('serverError', language) }, 500);
  });

  return app;
}
