import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import { z } from 'zod/mini';
import { type RouteInput, type RouteReply, type RouteSpec, unstorableTextAt } from '../../common/contract/route';
import type { AppDeps } from '../deps';
import type { AppEnv } from './context';
import { HttpError, forbidden, notFound, tooManyRequests, unauthenticated } from './errors';
import { checkRateLimit } from './rate-limit';
import { clientAddress } from './session';
import { parseWith, readJson, readMultipart, readUpload } from './validate';

// Mounts the declared calls of common/contract: guards, rate limit, request validation and the typed
// answer come from the declaration; a handler only calls its service.

export type RouteHandler<Route extends RouteSpec> = (
  input: RouteInput<Route>,
  c: Context<AppEnv>,
) => Promise<RouteReply<Route> | Response> | RouteReply<Route> | Response;

export interface ImplementedRoute {
  spec: RouteSpec;
  handler: RouteHandler<RouteSpec>;
  /** The 413 a multipart body over its limit gets (defaults to payloadTooLarge). */
  tooLarge?: () => HttpError;
  /** 'upload' routes: the largest file in bytes (defaults to the spec's maxBodyBytes); configurable per install. */
  maxFileBytes?: number;
}

export function implement<Route extends RouteSpec>(
  spec: Route,
  handler: RouteHandler<Route>,
  options: { tooLarge?: () => HttpError; maxFileBytes?: number } = {},
): ImplementedRoute {
  return { spec, handler: handler as unknown as RouteHandler<RouteSpec>, ...options };
}

/** /api/games/{id} → /api/games/:id */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export interface MountOptions {
  /** Check every answer against its declared schema (on in tests: a drifting answer fails loudly). */
  checkAnswers: boolean;
  /**
   * Whether a feature flag is on for a user (null: a visitor), for routes that declare `feature`. Handed in by the
   * composition root: the HTTP layer knows no domain, flags included.
   */
  featureEnabled: (name: string, userId: number | null) => Promise<boolean>;
}

const ROLE_RANK = { user: 0, creator: 1, admin: 2 } as const;
const NO_INPUT = { params: undefined, query: undefined, body: undefined } as RouteInput<RouteSpec>;

async function enforceGuards(spec: RouteSpec, options: MountOptions, c: Context<AppEnv>): Promise<void> {
  const user = c.get('user');
  if ((spec.guard || spec.role) && !user) throw unauthenticated();
  if (spec.guard === 'verified' && !user?.email_verified_at) throw new HttpError(403, 'emailNotVerified');
  if (spec.role && ROLE_RANK[user!.role] < ROLE_RANK[spec.role]) throw forbidden();
  if (spec.feature && !(await options.featureEnabled(spec.feature, user?.id ?? null))) throw notFound();
}

async function enforceRateLimit(spec: RouteSpec, deps: AppDeps, c: Context<AppEnv>): Promise<void> {
  if (!spec.rateLimit) return;
  const { max, windowSeconds, by } = spec.rateLimit;
  const userId = c.get('user')?.id;
  const subject = by === 'user' && userId ? `user:${userId}` : `address:${clientAddress(c) ?? 'unknown'}`;
  const decision = await checkRateLimit(deps.rateLimits, `route:${spec.method}:${spec.path}:${subject}`, {
    max: max * deps.config.rateLimitScale,
    windowMs: windowSeconds * 1000,
  });
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
}

const payloadTooLarge = () => new HttpError(413, 'payloadTooLarge', undefined, { Connection: 'close' });

async function readInput(spec: RouteSpec, c: Context<AppEnv>, route: ImplementedRoute, deps: AppDeps): Promise<RouteInput<RouteSpec>> {
  let params: unknown;
  if (spec.params) {
    const parsed = z.safeParse(spec.params, c.req.param());
    // A path that names nothing we have is a 404, whatever is wrong with it.
    if (!parsed.success) throw notFound();
    params = parsed.data;
  }
  const query = spec.query ? parseWith(spec.query, c.req.query()) : undefined;
  let body: unknown;
  if (spec.body) {
    body =
      spec.bodyType === 'upload'
        ? await readUpload(c, spec.body, {
            tmpDir: path.join(deps.config.dataDir, 'tmp'),
            maxFileBytes: route.maxFileBytes ?? spec.maxBodyBytes ?? 1024 * 1024,
            tooLarge: route.tooLarge ?? payloadTooLarge,
          })
        : spec.bodyType === 'multipart'
          ? await readMultipart(c, spec.body, spec.maxBodyBytes ?? 1024 * 1024, route.tooLarge ?? payloadTooLarge)
          : await readJson(c, spec.body);
  }
  return { params, query, body } as RouteInput<RouteSpec>;
}

/** The contract's shared bound on text (common/contract/route.ts): NUL and lone surrogates are refused, in every field. */
function refuseUnstorableText(input: RouteInput<RouteSpec>): void {
  const field = unstorableTextAt(input.params) ?? unstorableTextAt(input.query) ?? unstorableTextAt(input.body);
  if (field !== null) throw new HttpError(422, 'invalidCharacters', { [field]: ['invalidCharacters'] });
}

async function removeUploadedFiles(body: unknown): Promise<void> {
  if (!body || typeof body !== 'object') return;
  for (const value of Object.values(body as Record<string, unknown>)) {
    if (value && typeof value === 'object' && 'path' in value && typeof value.path === 'string' && 'mimeType' in value) {
      await rm(value.path, { force: true }).catch(() => undefined);
    }
  }
}

function checkAnswer(spec: RouteSpec, status: number, body: unknown): void {
  const schema = spec.responses[status as keyof RouteSpec['responses']];
  if (schema === undefined) throw new Error(`${spec.method} ${spec.path} answered the undeclared status ${status}`);
  if (schema === null) return;
  const result = z.safeParse(schema, body);
  if (!result.success) {
    throw new Error(`${spec.method} ${spec.path} answered ${status} off its contract: ${JSON.stringify(result.error.issues)}`);
  }
}

export function mountRoutes(app: Hono<AppEnv>, deps: AppDeps, routes: ImplementedRoute[], options: MountOptions): void {
  for (const route of routes) {
    const { spec } = route;
    app.on(spec.method.toUpperCase(), honoPath(spec.path), async (c) => {
      if (spec.guard || spec.role || spec.feature) await enforceGuards(spec, options, c);
      // Input first: a request refused for its shape costs nothing and must not use up anyone's budget.
      const input = spec.params || spec.query || spec.body ? await readInput(spec, c, route, deps) : NO_INPUT;
      let reply: Awaited<ReturnType<RouteHandler<RouteSpec>>>;
      try {
        refuseUnstorableText(input);
        if (spec.rateLimit) await enforceRateLimit(spec, deps, c);
        reply = await route.handler(input, c);
      } finally {
        // An uploaded file the handler did not move away (refused, failed, limited) leaves nothing behind.
        if (spec.bodyType === 'upload') await removeUploadedFiles(input.body);
      }
      if (reply instanceof Response) {
        // Redirects, cookies-only answers and declared error bodies (a 503 health answer) come as Responses; a 304
        // stands for the declared 200 the client already holds.
        if (options.checkAnswers && reply.status < 400 && reply.status !== 304) {
          const declared = spec.responses[reply.status as keyof RouteSpec['responses']];
          checkAnswer(spec, reply.status, declared ? await reply.clone().json() : null);
        }
        return reply;
      }
      const answer = reply as { status: number; body: unknown };
      if (options.checkAnswers) checkAnswer(spec, answer.status, answer.body);
      if (answer.body === null) return c.body(null, answer.status as StatusCode);
      return c.json(answer.body as object, answer.status as ContentfulStatusCode);
    });
  }
}
