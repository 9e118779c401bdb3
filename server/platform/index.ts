import type { AppConfig } from '../config';
import { type OpenedDatabase, openDatabase } from '../db';
import type { AppDeps } from '../deps';
import { createMemoryRateLimitStore } from '../http/rate-limit';
import { createMailer } from './mail';
import { createSocialSignIn } from './oauth';
import { createInProcessRealtimeHub } from './realtime';
import { createRecaptchaVerifier } from './recaptcha';
import { createLocalStorage } from './storage';

/** Builds the real adapters for a configuration: what main.ts and the integration tests both use. */
export function createDeps(config: AppConfig, opened: OpenedDatabase = openDatabase(config.dataDir)): AppDeps {
  const ping = opened.sqlite.prepare('SELECT 1 AS ok');
  return {
    config,
    db: opened.db,
    pingDatabase: () => (ping.get() as { ok: number }).ok === 1,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    storage: createLocalStorage(config.dataDir),
    socialSignIn: config.oauth
      ? createSocialSignIn({ ...config.oauth, redirectUri: `${config.publicUrl}/auth/google/callback` })
      : null,
    recaptcha: createRecaptchaVerifier(config.recaptcha),
    rateLimits: createMemoryRateLimitStore(),
    realtime: createInProcessRealtimeHub(),
  };
}
