import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { OperatorDetails } from '../common/contract/app-config';
import { VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS } from '../common/contract/posts';
import { HTTP_LIMIT_DEFAULTS, type HttpLimits } from './http/limits';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Like booleanFromEnv, but unset (or empty) stays undefined, so the default can depend on NODE_ENV. */
const optionalBooleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1'));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  APP_KEY: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Spielraum <no-reply@spielraum.example>'),
  CONTACT_EMAIL: z.string().default('kontakt@spielraum.example'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OAUTH_ISSUER: z.url().default('https://accounts.google.com'),
  // Steam's OpenID 2.0 endpoint for confirming a linked Steam account; empty turns the confirmation off.
  STEAM_OPENID_URL: z.url().or(z.literal('')).default('https://steamcommunity.com/openid/login'),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  // reCAPTCHA v3 scores run from 0 (a bot) to 1 (a person); Google suggests 0.5 to start with.
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  TEST_USER_IDS: z.string().default('1'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  LOGIN_RATE_WINDOW_S: z.coerce.number().int().min(1).default(60),
  // Multiplies every declared limit: tests and benchmarks drive thousands of requests per second from one address.
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1_000_000).default(1),
  // The operator's details for the legal pages (imprint, privacy policy, terms). Unset, the pages say which are
  // missing instead of showing invented ones, and a production start warns.
  OPERATOR_NAME: z.string().trim().optional(),
  OPERATOR_ADDRESS: z.string().trim().optional(),
  OPERATOR_REPRESENTATIVE: z.string().trim().optional(),
  OPERATOR_EMAIL: z.string().trim().optional(),
  OPERATOR_PRIVACY_EMAIL: z.string().trim().optional(),
  OPERATOR_PHONE: z.string().trim().optional(),
  OPERATOR_REGISTER_COURT: z.string().trim().optional(),
  OPERATOR_REGISTER_NUMBER: z.string().trim().optional(),
  OPERATOR_VAT_ID: z.string().trim().optional(),
  // Where the desktop launcher's installers are published (a release page, a bucket); unset, /download says that
  // none is published and shows how to build it.
  LAUNCHER_DOWNLOAD_URL: z.url({ protocol: /^https?$/ }).or(z.literal('')).optional(),
  ANALYTICS_PUBLIC_KEY: z.string().optional(),
  ANALYTICS_HOST: z.url().optional(),
  ANALYTICS_DNT_MODE: z.enum(['strict', 'consent_overrides', 'events_only']).default('strict'),
  // Unset: on for a developer's machine and the tests, off in production (the demo has an admin with a published password).
  SEED_DEMO_DATA: optionalBooleanFromEnv,
  // true (default): 24 generated demo clips; false or 0: none; a number: that many (at most 60).
  SEED_DEMO_VIDEOS: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'true, false oder eine Anzahl erwartet')
    .default('true')
    .transform((value) => (value === 'true' ? 24 : value === 'false' ? 0 : Math.min(60, Number(value)))),
  // Upload limits; the defaults are the contract's (200 MB, 3 minutes). Lower values for a small install or the tests.
  VIDEO_MAX_BYTES: z.coerce.number().int().min(1).max(VIDEO_MAX_BYTES).default(VIDEO_MAX_BYTES),
  VIDEO_MAX_SECONDS: z.coerce.number().positive().max(VIDEO_MAX_SECONDS).default(VIDEO_MAX_SECONDS),
  LOG_REQUESTS: booleanFromEnv.default(true),
  STATIC_DIR: z.string().default('./dist/renderer'),
  // The browser builds of the games Spielraum ships (resources/games/<slug>/index.html …).
  GAMES_DIR: z.string().default('./resources/games'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'postgres://… erwartet').or(z.literal('')).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  S3_ENDPOINT: z.url().or(z.literal('')).optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(true),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'redis://… erwartet').or(z.literal('')).optional(),
  SHUTDOWN_DELAY_S: z.coerce.number().min(0).max(120).default(0),
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/).default('spielraum:'),
  REQUEST_TIMEOUT_S: z.coerce.number().positive().max(3600).default(HTTP_LIMIT_DEFAULTS.requestTimeoutS),
  HEADERS_TIMEOUT_S: z.coerce.number().positive().max(3600).default(HTTP_LIMIT_DEFAULTS.headersTimeoutS),
  KEEP_ALIVE_TIMEOUT_S: z.coerce.number().positive().max(3600).default(HTTP_LIMIT_DEFAULTS.keepAliveTimeoutS),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(HTTP_LIMIT_DEFAULTS.maxConnections),
  // Optional OpenAI-compatible model server for the AI features; without it the offline engines answer.
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  // Without Stripe keys: the built-in test checkout. Unset: on, except in production (it mints boostz for free).
  PAYMENTS_SANDBOX: optionalBooleanFromEnv,
  LLM_BASE_URL: z.url().or(z.literal('')).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  // The podcast generator: the speech engine (unset: the first one installed), each generation's CPU
  // time budget (its processes' user + system time) and the largest audio file it may write.
  SPEECH_ENGINE: z.enum(['espeak-ng', 'pico2wave', 'text2wav']).or(z.literal('')).optional(),
  PODCAST_CPU_BUDGET_MS: z.coerce.number().int().min(1).max(3_600_000).default(120_000),
  PODCAST_MAX_BYTES: z.coerce.number().int().min(64 * 1024).max(200 * 1024 * 1024).default(15 * 1024 * 1024),
});

const httpLimitsSchema = envSchema.pick({
  REQUEST_TIMEOUT_S: true,
  HEADERS_TIMEOUT_S: true,
  KEEP_ALIVE_TIMEOUT_S: true,
  MAX_CONNECTIONS: true,
});

function toHttpLimits(values: z.infer<typeof httpLimitsSchema>): HttpLimits {
  return {
    requestTimeoutMs: Math.round(values.REQUEST_TIMEOUT_S * 1000),
    headersTimeoutMs: Math.round(values.HEADERS_TIMEOUT_S * 1000),
    keepAliveTimeoutMs: Math.round(values.KEEP_ALIVE_TIMEOUT_S * 1000),
    maxConnections: values.MAX_CONNECTIONS,
  };
}

/**
 * The HTTP server's limits alone, for code that creates the server before the rest of the configuration
 * is known (the integration tests listen first, to learn the port for PUBLIC_URL).
 */
export function loadHttpLimits(env: NodeJS.ProcessEnv = process.env): HttpLimits {
  const parsed = httpLimitsSchema.safeParse(env);
  if (!parsed.success) throw configurationError(parsed.error.issues);
  return toHttpLimits(parsed.data);
}

function configurationError(issues: readonly z.core.$ZodIssue[]): Error {
  const problems = issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  return new Error(`Ungültige Konfiguration:\n${problems.join('\n')}`);
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  secureCookies: boolean;
  appKey: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  oauth: { clientId: string; clientSecret: string; issuer: string } | null;
  /** The OpenID 2.0 endpoint that confirms Steam links (Steam's by default); null: Steam ids are only typed by hand. */
  steamOpenIdUrl: string | null;
  /** reCAPTCHA for registration and the contact form (secret and site key both set); null: no outside check. */
  recaptcha: RecaptchaConfig | null;
  testUserIds: number[];
  loginRateLimit: { max: number; windowMs: number };
  /** Multiplies every declared per-route limit (a closed beta, a LAN event, a test run that signs up many). */
  rateLimitScale: number;
  /** The launcher's download (LAUNCHER_DOWNLOAD_URL), or null when this installation publishes none. */
  launcherDownloadUrl: string | null;
  /** Who runs this installation, for the legal pages; a field that is not configured is null. */
  operator: OperatorDetails;
  /** Product analytics (PostHog-compatible capture API); off unless a public key and host are set. */
  analytics: { publicKey: string; host: string; dntMode: 'strict' | 'consent_overrides' | 'events_only' } | null;
  /** Demo users (an admin among them, password published in the README) and games in an empty database. */
  seedDemoData: boolean;
  /** How many demo clips the first start generates in the background (SEED_DEMO_VIDEOS; 0: none). */
  seedDemoVideos: number;
  /** Upload limits of a video: bytes and seconds, at most the contract's. */
  videoLimits: { maxBytes: number; maxSeconds: number };
  logRequests: boolean;
  staticDir: string;
  /** Where the shipped browser builds of games live (one folder per slug). */
  gamesDir: string;
  /** Timeouts and the connection cap of the Node HTTP server (server/http/limits.ts). */
  httpLimits: HttpLimits;
  /** PostgreSQL instead of the embedded SQLite file (docs/deploy.md). */
  databaseUrl: string | null;
  databasePoolSize: number;
  /** Media on an S3-compatible bucket instead of DATA_DIR/media (all four S3_* variables set). */
  s3: S3Config | null;
  /** After SIGTERM, how long to keep answering (readiness 503) before the listener closes. */
  shutdownDelayMs: number;
  /** Redis for what must agree across instances (rate limits, realtime fan-out); null: in-process. */
  redis: { url: string; prefix: string } | null;
  /** OpenAI-compatible model server (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL); null: offline engines only. */
  llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  /**
   * Stripe Checkout when STRIPE_SECRET_KEY is set; null: see `payments` (the built-in sandbox, "Testmodus", signs
   * its webhooks the same way with a key derived from appKey).
   */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string } | null;
  /**
   * How boostz are bought: 'stripe' (keys set), 'sandbox' (the test checkout; PAYMENTS_SANDBOX, on by default
   * outside production) or 'off' (production without keys: nothing can be bought, nothing is minted for free).
   */
  payments: 'stripe' | 'sandbox' | 'off';
  /** The podcast generator: SPEECH_ENGINE (null: the first installed), PODCAST_CPU_BUDGET_MS, PODCAST_MAX_BYTES. */
  podcast: { speechEngine: 'espeak-ng' | 'pico2wave' | 'text2wav' | null; cpuBudgetMs: number; maxBytes: number };
}

/** Parses the environment once. Throws with every problem listed when a variable is malformed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw configurationError(parsed.error.issues);
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (values.PUBLIC_URL ?? `http://${values.HOST}:${values.PORT}`).replace(/\/$/, '');
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    appKey: values.APP_KEY ?? readOrCreateAppKey(dataDir),
    smtpUrl: values.SMTP_URL || undefined,
    mailFrom: values.MAIL_FROM,
    contactEmail: values.CONTACT_EMAIL,
    oauth:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? { clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET, issuer: values.OAUTH_ISSUER }
        : null,
    steamOpenIdUrl: values.STEAM_OPENID_URL || null,
    recaptcha: recaptchaConfigFrom(values),
    testUserIds: values.TEST_USER_IDS.split(',')
      .map((id) => Number(id.trim()))
      .filter((id) => Number.isInteger(id) && id > 0),
    loginRateLimit: { max: values.LOGIN_RATE_LIMIT, windowMs: values.LOGIN_RATE_WINDOW_S * 1000 },
    rateLimitScale: values.RATE_LIMIT_SCALE,
    launcherDownloadUrl: values.LAUNCHER_DOWNLOAD_URL || null,
    operator: {
      name: values.OPERATOR_NAME || null,
      address: values.OPERATOR_ADDRESS || null,
      representative: values.OPERATOR_REPRESENTATIVE || null,
      email: values.OPERATOR_EMAIL || null,
      privacyEmail: values.OPERATOR_PRIVACY_EMAIL || values.OPERATOR_EMAIL || null,
      phone: values.OPERATOR_PHONE || null,
      registerCourt: values.OPERATOR_REGISTER_COURT || null,
      registerNumber: values.OPERATOR_REGISTER_NUMBER || null,
      vatId: values.OPERATOR_VAT_ID || null,
    },
    analytics:
      values.ANALYTICS_PUBLIC_KEY && values.ANALYTICS_HOST
        ? {
            publicKey: values.ANALYTICS_PUBLIC_KEY,
            host: new URL(values.ANALYTICS_HOST).origin,
            dntMode: values.ANALYTICS_DNT_MODE,
          }
        : null,
    seedDemoData: values.SEED_DEMO_DATA ?? values.NODE_ENV !== 'production',
    seedDemoVideos: values.SEED_DEMO_VIDEOS,
    videoLimits: { maxBytes: values.VIDEO_MAX_BYTES, maxSeconds: values.VIDEO_MAX_SECONDS },
    logRequests: values.LOG_REQUESTS,
    staticDir: path.resolve(values.STATIC_DIR),
    gamesDir: path.resolve(values.GAMES_DIR),
    databaseUrl: values.DATABASE_URL || null,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    s3: s3ConfigFrom(values),
    shutdownDelayMs: values.SHUTDOWN_DELAY_S * 1000,
    redis: values.REDIS_URL ? { url: values.REDIS_URL, prefix: values.REDIS_PREFIX } : null,
    httpLimits: toHttpLimits(values),
    llm:
      values.LLM_BASE_URL && values.LLM_MODEL
        ? {
            baseUrl: values.LLM_BASE_URL.replace(/\/$/, ''),
            apiKey: values.LLM_API_KEY ?? '',
            model: values.LLM_MODEL,
            timeoutMs: values.LLM_TIMEOUT_MS,
          }
        : null,
    stripe: values.STRIPE_SECRET_KEY
      ? { secretKey: values.STRIPE_SECRET_KEY, webhookSecret: values.STRIPE_WEBHOOK_SECRET ?? '', apiBase: values.STRIPE_API_BASE.replace(/\/$/, '') }
      : null,
    payments: values.STRIPE_SECRET_KEY ? 'stripe' : (values.PAYMENTS_SANDBOX ?? values.NODE_ENV !== 'production') ? 'sandbox' : 'off',
    podcast: { speechEngine: values.SPEECH_ENGINE || null, cpuBudgetMs: values.PODCAST_CPU_BUDGET_MS, maxBytes: values.PODCAST_MAX_BYTES },
  };
}

export interface RecaptchaConfig {
  secret: string;
  verifyUrl: string;
  /** The public key the renderer loads Google's script with. */
  siteKey: string;
  /** Lowest reCAPTCHA v3 score that passes. */
  minScore: number;
  /** The host Google must report the token was solved on (PUBLIC_URL's); null when PUBLIC_URL is not set. */
  hostname: string | null;
}

/**
 * Secret and site key: reCAPTCHA on. Neither: off. Only one: a startup error, since the server could not
 * check tokens, or the renderer could not get any and nobody could sign up or write to us.
 */
function recaptchaConfigFrom(values: z.infer<typeof envSchema>): RecaptchaConfig | null {
  const secret = values.RECAPTCHA_SECRET || undefined;
  const siteKey = values.RECAPTCHA_SITE_KEY || undefined;
  if (!secret && !siteKey) return null;
  if (!secret || !siteKey) {
    throw new Error(
      `Ungültige Konfiguration:\nreCAPTCHA unvollständig konfiguriert, es fehlt: ${secret ? 'RECAPTCHA_SITE_KEY' : 'RECAPTCHA_SECRET'}. ` +
        'Für reCAPTCHA beide setzen, ohne reCAPTCHA keinen.',
    );
  }
  return {
    secret,
    verifyUrl: values.RECAPTCHA_VERIFY_URL,
    siteKey,
    minScore: values.RECAPTCHA_MIN_SCORE,
    hostname: values.PUBLIC_URL ? new URL(values.PUBLIC_URL).hostname : null,
  };
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * All four of endpoint, bucket and keys: the bucket. None: local files. Some: a startup error naming the
 * missing ones, since silently falling back to local files would scatter one community's media over the
 * disks of several instances.
 */
function s3ConfigFrom(values: z.infer<typeof envSchema>): S3Config | null {
  const missing = S3_REQUIRED.filter((name) => !values[name]);
  if (missing.length === S3_REQUIRED.length) return null;
  if (missing.length > 0) {
    throw new Error(
      `Ungültige Konfiguration:\nObjektspeicher unvollständig konfiguriert, es fehlt: ${missing.join(', ')}. ` +
        `Für S3 alle vier setzen (${S3_REQUIRED.join(', ')}), für lokale Dateien keine.`,
    );
  }
  return {
    endpoint: values.S3_ENDPOINT!,
    bucket: values.S3_BUCKET!,
    accessKeyId: values.S3_ACCESS_KEY_ID!,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY!,
    region: values.S3_REGION,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
  };
}

/** The signing key for e-mail links must survive restarts, so it lives next to the database. */
function readOrCreateAppKey(dataDir: string): string {
  const file = path.join(dataDir, 'app-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/**
 * What an operator must hear about at start-up: a production installation that seeds the demo (its admin's
 * password is in the README), simulates purchases, or sells nothing. Empty outside production.
 */
/** What an imprint needs at least (§ 5 DDG): who, where, and a way to write. */
const REQUIRED_OPERATOR_DETAILS: readonly [keyof OperatorDetails, string][] = [
  ['name', 'OPERATOR_NAME'],
  ['address', 'OPERATOR_ADDRESS'],
  ['email', 'OPERATOR_EMAIL'],
];

export function productionWarnings(config: Pick<AppConfig, 'env' | 'seedDemoData' | 'payments' | 'operator'>): string[] {
  if (config.env !== 'production') return [];
  const warnings: string[] = [];
  if (config.seedDemoData) {
    warnings.push('SEED_DEMO_DATA=true in Produktion: Eine leere Datenbank bekommt die Demo-Konten, darunter einen Admin mit dem veröffentlichten Passwort „spielraum-demo“.');
  }
  if (config.payments === 'sandbox') {
    warnings.push('PAYMENTS_SANDBOX=true in Produktion: Käufe laufen über die Testkasse, boostz werden ohne Zahlung gutgeschrieben. Jede Seite zeigt „Testmodus“.');
  }
  if (config.payments === 'off') {
    warnings.push('Kein Zahlungsanbieter (STRIPE_SECRET_KEY fehlt): boostz und Abos können nicht gekauft werden.');
  }
  const missing = REQUIRED_OPERATOR_DETAILS.filter(([field]) => !config.operator[field]).map(([, variable]) => variable);
  if (missing.length > 0) {
    warnings.push(`Betreiberangaben fehlen (${missing.join(', ')}): Impressum, Datenschutzerklärung und Nutzungsbedingungen zeigen „nicht hinterlegt“.`);
  }
  return warnings;
}
