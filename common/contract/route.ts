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
