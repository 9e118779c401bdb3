// Business constants of the product spec (§9 and the numbers scattered through §4/§5).
// Nothing else hard-codes these values.

export const LANGUAGES = ['de', 'en', 'es', 'fr', 'ar', 'hi', 'ja', 'pt', 'ru', 'zhCN', 'zhTW'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'de';
export const FALLBACK_LANGUAGE: Language = 'en';
/** Terms and privacy texts exist only in these languages; every other language reads English. */
export const LEGAL_LANGUAGES = ['de', 'en'] as const;
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

/** apperance (sic, spec §3): 0 follows the system, 1 dark, 2 light. */
export const APPEARANCE = { system: 0, dark: 1, light: 2 } as const;
export type Appearance = (typeof APPEARANCE)[keyof typeof APPEARANCE];

export const GENDERS = ['male', 'female', 'diverse', 'unspecified'] as const;
export type Gender = (typeof GENDERS)[number];

export const ROLES = ['user', 'creator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

// §5 validation
export const EMAIL_MAX = 254;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 150;
export const BIO_MAX = 500;
export const ASSISTANT_INPUT_MAX = 200;

// §9 HTTP
export const HTTP_TIMEOUT_MS = 25_000;
export const HTTP_AUTH_TIMEOUT_MS = 35_000;
export const LOGIN_TIMEOUT_MS = 10_000;
export const HEALTH_CHECK_TIMEOUT_MS = 15_000;
export const MAX_RETRIES = 3;
export const RETRY_BACKOFF_BASE_MS = 1_000;
export const RETRY_CAP_RATE_LIMIT_MS = 15_000;
export const RETRY_CAP_SERVER_ERROR_MS = 5_000;
export const RETRY_CAP_NETWORK_ERROR_MS = 8_000;
export const RETRY_CAP_GIVEAWAY_MS = 3_000;
export const DEFAULT_RATE_LIMIT_WAIT_MS = 10_000;
export const UNAUTHORIZED_LOG_THROTTLE_MS = 3_000;
export const COOKIE_HEADER_TRIM_THRESHOLD = 1_000;
export const SERVER_UNAVAILABLE_STATUSES = [502, 503] as const;
/** URLs containing one of these are "auth-type" calls (spec §7). */
export const AUTH_URL_MARKERS = ['/auth/login', '/login', '/api/logged-in-user', '/auth/logout'] as const;
export const USER_FETCH_RETRIES = 2;
export const USER_FETCH_RETRY_DELAY_MS = 3_000;
export const SESSION_RESTORE_RETRY_MS = 2_000;

// §9 performance
export const MAX_ROUTE_PRELOADS = 5;

// §9 messages and toasts
export const MESSAGE_DURATION_MS = 3_000;
export const MESSAGE_GENERAL_ERROR_DURATION_MS = 4_000;
export const MESSAGE_MAX_VISIBLE = 3;
export const MESSAGE_HISTORY_MAX = 100;
export const TOAST_MAX = 4;
export const TOAST_DURATION_MS = {
  default: 4_000,
  info: 4_000,
  error: 10_000,
  success: 3_000,
  warning: 5_000,
  apiError: 6_000,
} as const;
export const TOAST_DEDUPE_WINDOW_MS = 5_000;
export const TOAST_STALE_ERROR_MS = 30_000;
export const RATE_LIMIT_TOAST_INTERVAL_MS = 30_000;
export const GIVEAWAY_CACHE_MS = 5 * 60_000;

// §9 tracking and games
export const WATCH_TIME_SEND_THRESHOLD_S = 60;
export const GAME_HIGHLIGHT_CHANCE = 0.3;
export const GAME_HIGHLIGHT_MIN_DAYS = 1;
export const GAME_HIGHLIGHT_MAX_DAYS = 4;
export const LEADERBOARD_DEFAULT_LIMIT = 10;
export const MEMORY_CHECK_INTERVAL_MS = 30_000;
export const MEMORY_WARNING_RATIO = 0.8;
export const MAX_VIDEO_ELEMENTS = 15;
export const VIDEO_PAUSE_THRESHOLD = 0.1;
export const VIDEO_AUTOPLAY_THRESHOLD = 0.25;
/** A clip counts as viewed (POST /api/views) once it has played this long. */
export const VIEW_AFTER_PLAYED_MS = 1_000;
export const FEED_SCROLL_DEBOUNCE_MS = 100;
export const FEED_SCROLL_LOCK_MS = 500;
export const FEED_SCROLL_OFFSET_PX = 75;
export const LOADING_COVER_MS = 250;
export const LOADING_COVER_SKIP_ROUTES = ['/terms', '/impressum'] as const;
export const VERIFICATION_BANNER_DELAY_MS = 1_500;
export const ASSISTANT_GREETING_DELAY_MS = 500;

// §9 chat and mood
export const CHAT_PAGE_SIZE = 10;
export const CONVERSATIONS_REFRESH_MIN_MS = 10_000;
export const GROUP_MESSAGES_REFRESH_MIN_MS = 2_000;
export const RATE_LIMIT_BACKOFF_CONVERSATIONS_MS = 10_000;
export const RATE_LIMIT_BACKOFF_NOTIFICATIONS_MS = 10_000;
export const RATE_LIMIT_BACKOFF_KEY_SYNC_MS = 60_000;
export const ENCRYPTION = {
  pbkdf2Iterations: 100_000,
  hash: 'SHA-256',
  aesKeyBits: 256,
  saltBytes: 16,
  ivBytes: 12,
  rsaModulusBits: 2048,
} as const;
export const MOOD_DEFAULTS = { frequencyS: 90, postsBeforeQuestion: 4 } as const;
/** §9: five German mood questions asked in rotation. */
export const MOOD_QUESTION_COUNT = 5;
export const CONFETTI_DEFAULTS = { particleCount: 50, ticks: 200 } as const;

// §9 assistant and names
export const ASSISTANT_SUGGESTION_COUNT = 3;
export const SIGN_IN_STEP_TRANSITION_MS = 900;
export const SHARE_COPY_CONFIRMATION_MS = 1_000;
/** §9 sharing: the share dialog previews at most this many characters of the post's text. */
export const SHARE_TEXT_PREVIEW_CHARS = 200;

// §9 cookies and consent
export const CONSENT_LIFETIME_DAYS = 365;
export const CONSENT_VERSION = '2025-09-06';
export const CONSENT_COOKIES = [
  'cookieConsent',
  'cookieAccepted',
  'analytics_consent',
  'marketing_consent',
  'consent_version',
  'analytics_dnt_override',
  'functional_cookies',
  'analytics_cookies',
] as const;
export const COOKIE_RESTORE_DEFAULT_YEARS = 10;
export const FALLBACK_CSRF_COOKIE_HOURS = 24;
/** Routes on which the cookie banner stays hidden (spec §2). */
export const COOKIE_BANNER_HIDDEN_ROUTES = [
  '/privacy',
  '/privacy/archive',
  '/terms',
  '/impressum',
  '/contact_us',
  '/settings/privacy',
] as const;

// §9 analytics
export const ANALYTICS = {
  sessionIdleTimeoutS: 1_800,
  sessionIdleTimeoutMinS: 60,
  sessionIdleTimeoutMaxS: 36_000,
  maxSessionLengthH: 24,
  requestTimeoutS: 60,
  stringPropertyLimit: 65_535,
  cookieLifeDays: 365,
  flagTimeoutS: 3,
  surveyTimeoutS: 10,
  onboardingFavouritesThreshold: 3,
} as const;
export const DNT_MODES = ['strict', 'consent_overrides', 'events_only'] as const;
export type DntMode = (typeof DNT_MODES)[number];

// §9 comments ranking
export const COMMENT_SCORE = {
  perLike: 0.1,
  perReply: 0.15,
  perAuthorFollower: 0.01,
  recencyWeight: 0.1,
  recencyBase: 5,
  recencyDecayPerHour: 0.01,
} as const;

// §9 donate
export const DONATE_SLIDER = { min: 10, max: 1_000, step: 10 } as const;
export const DONATE_LINEAR_LIMIT = 500;
export const DONATE_EXCESS_FACTOR = 19;
export const DONATE_MAX_VALUE = 10_000;
export const DONATE_MESSAGE_MIN_VALUE = 200;
export const DONATE_TIERS = [
  { upTo: 500, colour: 'green' },
  { upTo: 2_500, colour: 'yellow' },
  { upTo: 5_000, colour: 'orange' },
  { upTo: Number.POSITIVE_INFINITY, colour: 'red' },
] as const;

// §9 sharing
export const SHARE_PREVIEW_CHARS = 200;
export const SHARE_TARGETS = ['x', 'facebook', 'reddit'] as const;

// Feature flags of spec §3 with their defaults.
export const FEATURE_FLAG_DEFAULTS = {
  trending_games_feature: { enabledForAll: false, rolloutPercentage: 0 },
  giveaway_system_feature: { enabledForAll: true, rolloutPercentage: 100 },
  roblox_integration_feature: { enabledForAll: true, rolloutPercentage: 100 },
} as const;
export type FeatureFlagName = keyof typeof FEATURE_FLAG_DEFAULTS;

// Accounts (server side policy; the spec leaves these to us).
export const ACCOUNT_RESTORE_WINDOW_DAYS = 30;
export const SESSION_LIFETIME_HOURS = 12;
export const SESSION_REMEMBER_DAYS = 30;
export const EMAIL_VERIFICATION_LINK_HOURS = 48;
/** How long the link of a "Passwort vergessen" mail works (it works once). */
export const PASSWORD_RESET_LINK_MINUTES = 60;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const NEW_USER_BOOSTZ = 100;
export const NEW_USER_CREDITS = 0;

// Well-being
export const GOAL_TYPES = ['less', 'fulfilling', 'more'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];
export const MOOD_MIN = 1;
export const MOOD_MAX = 5;
export const SESSION_DURATION_MAX_MINUTES = 1_440;
export const MIN_REPORTED_SESSION_MS = 60_000;
export const GOAL_DAILY_MINUTES = { less: 60, fulfilling: 120, more: 240 } as const;
