import type { AppConfig } from '../config';
import { type OpenedDatabase, openDatabase } from '../db';

/** The database the configuration names: PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR. */
export function openConfiguredDatabase(config: AppConfig): OpenedDatabase {
  return openDatabase(config.dataDir, { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize });
}
import type { AppDeps } from '../deps';
import { createLifecycle } from '../http/lifecycle';
import { createMemoryRateLimitStore } from '../http/rate-limit';
import { createRequestLog } from '../http/request-log';
import { createCacheShelf } from './cache';
import { cachedDescriptorUsage } from './descriptors';
import { createEventBus } from './events';
import { createMailer } from './mail';
import { createSocialSignIn } from './oauth';
import { createInProcessRealtimeHub } from './realtime';
import { connectRedis, createRedisEventTransport, createRedisRateLimitStore, createRedisRealtimeHub } from './redis';
import { createRecaptchaVerifier } from './recaptcha';
import { createS3Storage } from './s3-storage';
import { createLocalStorage } from './storage';

/** Builds the real adapters for a configuration: what main.ts and the integration tests both use. */
export function createDeps(config: AppConfig, opened: OpenedDatabase = openConfiguredDatabase(config)): AppDeps {
  const redis = config.redis ? connectRedis(config.redis.url, config.redis.prefix) : null;
  // Media on the S3-compatible bucket when S3_* are set, else under DATA_DIR/media.
  const storage = config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
  const events = createEventBus({ transport: redis && config.redis ? createRedisEventTransport(redis, config.redis.url) : null });
  return {
    config,
    db: opened.db,
    pingDatabase: opened.ping,
    readiness: { database: opened.ping, ...(redis ? { redis: redis.ping } : {}), ...(config.s3 ? { storage: storage.ping } : {}) },
    descriptors: cachedDescriptorUsage(),
    lifecycle: createLifecycle(),
    requestLog: config.logRequests ? createRequestLog({ pretty: config.env === 'development' }) : null,
    closeAdapters: async () => {
      await events.close();
      await redis?.close();
    },
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    storage,
    socialSignIn: config.oauth
      ? createSocialSignIn({ ...config.oauth, redirectUri: `${config.publicUrl}/auth/google/callback` })
      : null,
    recaptcha: createRecaptchaVerifier(config.recaptcha),
    rateLimits: redis ? createRedisRateLimitStore(redis) : createMemoryRateLimitStore(),
    realtime: redis && config.redis ? createRedisRealtimeHub(redis, config.redis.url) : createInProcessRealtimeHub(),
    events,
    caches: createCacheShelf(),
  };
}
