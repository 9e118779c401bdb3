import type { AppConfig } from './config';
import type { Db } from './db';
import type { Lifecycle } from './http/lifecycle';
import type { RateLimitStore } from './http/rate-limit';
import type { RequestLog } from './http/request-log';
import type { CacheShelf } from './platform/cache';
import type { DescriptorUsage } from './platform/descriptors';
import type { EventBus } from './platform/events';
import type { Mailer } from './platform/mail';
import type { RecaptchaVerifier } from './platform/recaptcha';
import type { SocialSignIn } from './platform/oauth';
import type { RealtimeHub } from './platform/realtime';
import type { MediaStorage } from './platform/storage';

/** Everything the app talks to, injected so tests build one app per test file with real adapters. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  /** Answers whether the database really answers (health check). */
  pingDatabase: () => Promise<boolean>;
  mailer: Mailer;
  storage: MediaStorage;
  socialSignIn: SocialSignIn | null;
  recaptcha: RecaptchaVerifier;
  rateLimits: RateLimitStore;
  /** Events to open browser tabs (the WebSocket channel at /api/realtime). */
  realtime: RealtimeHub;
  /** Events between the modules (a post was boosted, a user blocked another …), and for caches to the other instances. */
  events: EventBus;
  /** The modules' in-process caches, this app's own: each module's slot (platform/cache.ts). */
  caches: CacheShelf;
  /** Named checks of GET /api/ready: the database always, Redis and object storage when configured. */
  readiness: Record<string, () => Promise<boolean>>;
  /** Open file descriptors against the soft limit (a cached /proc reading; null where unknown): health and readiness. */
  descriptors: () => Promise<DescriptorUsage | null>;
  /** The request log (LOG_REQUESTS): null when off. Flushed by the shutdown. */
  requestLog: RequestLog | null;
  /** Draining once the process begins to shut down (readiness turns false), and the requests in flight. */
  lifecycle: Lifecycle;
  /** Closes the connections the adapters opened (Redis, the events' subscriber); the database is closed by its owner. */
  closeAdapters(): Promise<void>;
}
