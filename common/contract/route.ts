import type { $ZodType, input, output } from 'zod/v4/core';
import type { Role } from '../constants';

// One declaration per call: method, the spec's path, request schemas, answer schema per success status,
// guards and rate limit. The server mounts it (validation, guards, limits), builds the OpenAPI document
// from it, and the renderer's typed client calls it and checks the answer with the same schemas.
// Contracts use zod/mini, so the renderer bundles only the checks it uses.

export type Schema = $ZodType;
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** 101: the WebSocket upgrade of the realtime channel. */
export type SuccessStatus = 101 | 200 | 201 | 202 | 204 | 302 | 303;
/** Error statuses a route declares beyond the ones its guards, schemas and limit already imply. */
export type DeclaredErrorStatus = 400 | 403 | 404 | 409 | 413 | 415 | 422 | 426 | 429 | 500 | 503;

export interface RateLimitSpec {
  max: number;
  windowSeconds: number;
  /** Counted per client address, per signed-in user (address for visitors), or both. */
  by: 'address' | 'user';
}

export interface RouteSpec {
  method: HttpMethod;
  /** The path as the spec writes it, parameters in braces: /api/games/{id}. */
  path: `/${string}`;
  summary: string;
  tag: string;
  /** 'auth' needs a signed-in user; 'verified' also a verified e-mail ([auth+email] in the spec). */
  guard?: 'auth' | 'verified';
  role?: Role;
  /** A feature flag the user must have (spec §3 feature flags). */
  feature?: string;
  /**
   * false: no CSRF token is asked for, because the caller is a server that signs its request instead (payment
   * webhooks); the handler must check that signature. The body then reaches the handler unread (no `body`).
   */
  csrf?: false;
  rateLimit?: RateLimitSpec;
  /** Path parameters; a value that fails them is a 404, not a 422. */
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /**
   * How the body arrives: JSON (default) or multipart/form-data (files). 'upload' is multipart/form-data too,
   * but streamed to a temporary file on the server (large videos): the handler gets the validated text
   * fields and, for the file field, an UploadedFile instead of a File in memory.
   */
  bodyType?: 'json' | 'multipart' | 'upload';
  /** Largest accepted body in bytes (multipart); JSON bodies have the server-wide JSON limit. */
  maxBodyBytes?: number;
  /** The answer per success status; null for an answer without body (204, redirects). */
  responses: Partial<Record<SuccessStatus, Schema | null>>;
  errors?: readonly DeclaredErrorStatus[];
}

export function defineRoute<const Route extends RouteSpec>(route: Route): Route {
  return route;
}

// Bounds every call shares, beside each field's own: ids and amounts stay within what both databases store (see
// dbId and MAX_DB_ID in common.ts), and no text a request carries, in any field or key, holds a NUL character
// (PostgreSQL's text cannot store it) or a lone UTF-16 surrogate (no valid Unicode, no UTF-8 form). The server
// refuses such text with 422 before any schema or handler sees it.

// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const NUL_OR_LONE_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text can be stored as it is on SQLite and PostgreSQL. */
export function isStorableText(text: string): boolean {
  return !NUL_OR_LONE_SURROGATE.test(text);
}

/** The dotted path of the first text in `value` (strings, object keys, arrays, nested) that is not storable, or null. */
export function unstorableTextAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path || '_';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextAt(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return field;
      const found = unstorableTextAt(item, field);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Whether the body is sent as multipart/form-data (kept in memory or streamed to a file on the server). */
export function isMultipartRoute(route: Pick<RouteSpec, 'bodyType'>): boolean {
  return route.bodyType === 'multipart' || route.bodyType === 'upload';
}

/** A file of an 'upload' body as the server handler receives it: already on disk, not in memory. */
export interface UploadedFile {
  /** The temporary file on the server; removed after the handler unless the handler moved it. */
  path: string;
  size: number;
  /** The name the browser sent (never trusted for the type). */
  fileName: string;
  /** The type the browser claimed (never trusted either). */
  mimeType: string;
}

/** What z.file() parses to, described by shape: common/ is compiled without the DOM's File type. */
type FileLike = { readonly name: string; readonly size: number; arrayBuffer(): Promise<ArrayBuffer> };
type UploadBody<Body> = Body extends object ? { [K in keyof Body]: Body[K] extends FileLike ? UploadedFile : Body[K] } : Body;

type Parsed<S> = S extends Schema ? output<S> : undefined;
type Raw<S> = S extends Schema ? input<S> : undefined;

/** What a handler receives: the validated (and transformed) parts of the request. */
export interface RouteInput<Route extends RouteSpec> {
  params: Parsed<Route['params']>;
  query: Parsed<Route['query']>;
  body: Route['bodyType'] extends 'upload' ? UploadBody<Parsed<Route['body']>> : Parsed<Route['body']>;
}

type OptionalIfEmpty<Key extends string, Value> = Value extends undefined
  ? { [K in Key]?: undefined }
  : object extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

/** What a caller sends: the raw request parts, each required when its schema requires something. */
export type RouteRequest<Route extends RouteSpec> = OptionalIfEmpty<'params', Raw<Route['params']>> &
  OptionalIfEmpty<'query', Raw<Route['query']>> &
  OptionalIfEmpty<'body', Raw<Route['body']>>;

export type StatusOf<Route extends RouteSpec> = Extract<keyof Route['responses'], number>;

type BodyAt<Route extends RouteSpec, Status extends StatusOf<Route>> = Route['responses'][Status] extends Schema
  ? input<Route['responses'][Status]>
  : null;

/** What a handler answers: one of the declared statuses with its body. */
export type RouteReply<Route extends RouteSpec> = {
  [Status in StatusOf<Route>]: { status: Status; body: BodyAt<Route, Status> };
}[StatusOf<Route>];

/** What the caller gets back: the body of any declared success status, as the schema outputs it. */
export type RouteResult<Route extends RouteSpec> = {
  [Status in StatusOf<Route>]: Route['responses'][Status] extends Schema ? output<Route['responses'][Status]> : undefined;
}[StatusOf<Route>];

/** The path with its parameters filled in (values are URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
