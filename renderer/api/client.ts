import type { Options } from 'ky';
import { z } from 'zod/mini';
import { fillPath, isMultipartRoute, type RouteRequest, type RouteResult, type RouteSpec } from '../../common/contract/route';
import { serverAnswer, takeFirstAnswer } from './first-answers';
import { ensureCsrfCookie, type HttpContext, http, pushHttpErrorMessage } from './http';
import { csrfHeaders } from './raw';

// The one typed client: a call names its declaration from common/contract, the request is built from it,
// and the answer is checked with the declaration's own schema here, in one place. Transport, retries and
// error side effects are the ky instance's (api/http.ts).

/** The answer did not have the shape the contract promises (spec §8 'Ungültige Antwort'). */
export class InvalidAnswerError extends Error {
  readonly endpoint: string;

  constructor(endpoint: string, detail: string) {
    super(`invalid answer from ${endpoint}: ${detail}`);
    this.name = 'InvalidAnswerError';
    this.endpoint = endpoint;
  }
}

export interface CallOptions {
  context?: HttpContext;
  retry?: Options['retry'];
  timeout?: Options['timeout'];
  signal?: AbortSignal;
}

function searchParamsOf(query: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return entries.length > 0 ? Object.fromEntries(entries.map(([key, value]) => [key, String(value)])) : undefined;
}

function multipartOf(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as unknown[]) form.append(`${name}[]`, item instanceof Blob ? item : String(item));
    } else form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** Calls a declared route and answers its checked body (undefined for answers without body). */
export async function api<Route extends RouteSpec>(
  route: Route,
  ...[request, options]: object extends RouteRequest<Route>
    ? [request?: RouteRequest<Route>, options?: CallOptions]
    : [request: RouteRequest<Route>, options?: CallOptions]
): Promise<RouteResult<Route>> {
  const parts = (request ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const url = fillPath(route.path, parts.params);
  const searchParams = searchParamsOf(parts.query);
  if (route.method === 'get') {
    const address = searchParams ? `${url}?${new URLSearchParams(searchParams).toString()}` : url;
    const onServer = serverAnswer(address);
    // A read the server did not answer stays loading in its render, as in the browser's first one.
    if (onServer === 'unanswered') return new Promise<never>(() => {});
    const first = onServer ?? takeFirstAnswer(address);
    if (first) return checkedAnswer(route, first.status, () => Promise.resolve(first.body), options?.context?.silent === true);
  } else if (serverAnswer(url) !== null) {
    throw new Error(`${route.method.toUpperCase()} ${route.path} during a server render`);
  }
  const response = await http(url, {
    method: route.method,
    ...(searchParams ? { searchParams } : {}),
    ...(parts.body === undefined
      ? {}
      : isMultipartRoute(route)
        ? { body: multipartOf(parts.body as Record<string, unknown>) }
        : { json: parts.body }),
    ...(options?.context ? { context: options.context } : {}),
    ...(options?.retry !== undefined ? { retry: options.retry } : {}),
    ...(options?.timeout !== undefined ? { timeout: options.timeout } : {}),
    ...(options?.signal ? { signal: options.signal } : {}),
  });
  return checkedAnswer(route, response.status, () => response.json(), options?.context?.silent === true);
}

/**
 * The one check of an answer against its declaration: the status must be declared, and its body must have the
 * declared shape. Failing that, the spec's 'Ungültige Antwort' (said once, unless the call is silent).
 */
async function checkedAnswer<Route extends RouteSpec>(
  route: Route,
  status: number,
  readBody: () => Promise<unknown>,
  silent: boolean,
): Promise<RouteResult<Route>> {
  const endpoint = `${route.method.toUpperCase()} ${route.path}`;
  const invalid = (detail: string) => {
    // A proxy, a captive portal or a version mismatch answered: say so once, in the spec's words.
    if (!silent) pushHttpErrorMessage('invalidAnswer');
    return new InvalidAnswerError(endpoint, detail);
  };
  const schema = route.responses[status as keyof RouteSpec['responses']];
  if (schema === undefined) throw invalid(`undeclared status ${status}`);
  if (schema === null) return undefined as RouteResult<Route>;
  let body: unknown;
  try {
    body = await readBody();
  } catch {
    throw invalid('not JSON');
  }
  const checked = z.safeParse(schema, body);
  if (!checked.success) throw invalid(checked.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', '));
  return checked.data as RouteResult<Route>;
}

/** A failed upload: the HTTP status, or 'network' / 'aborted'; `message` is the server's text (in the user's language). */
export class UploadError extends Error {
  readonly status: number | 'network' | 'aborted';
  /** The server's stable code (the key of `message`), 'unknown' when the answer had none. */
  readonly code: string;

  constructor(status: number | 'network' | 'aborted', message: string, code = 'unknown') {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.code = code;
  }
}

/**
 * A declared multipart call through XMLHttpRequest, the one browser API that reports upload progress
 * (`onProgress` gets 0–1), with the headers the ky instance sends. Its own failures are the caller's to show
 * (UploadError, no toasts); its answer is checked like every other.
 */
export async function sendWithProgress<Route extends RouteSpec>(
  route: Route,
  request: RouteRequest<Route>,
  options: { onProgress(share: number): void; signal?: AbortSignal },
): Promise<RouteResult<Route>> {
  await ensureCsrfCookie();
  const parts = request as { params?: Record<string, unknown>; body?: unknown };
  const form = multipartOf((parts.body ?? {}) as Record<string, unknown>);
  return new Promise<RouteResult<Route>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method.toUpperCase(), fillPath(route.path, parts.params));
    for (const [name, value] of Object.entries(csrfHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new UploadError('network', ''));
    xhr.onabort = () => reject(new UploadError('aborted', ''));
    xhr.onload = () => {
      const body = () => Promise.resolve(JSON.parse(xhr.responseText) as unknown);
      if (xhr.status >= 200 && xhr.status < 300) {
        checkedAnswer(route, xhr.status, body, true).then(resolve, () => reject(new UploadError(xhr.status, '')));
        return;
      }
      body()
        .catch(() => null)
        .then((answer) => {
          const { message, code } = (answer ?? {}) as { message?: unknown; code?: unknown };
          reject(new UploadError(xhr.status, typeof message === 'string' ? message : '', typeof code === 'string' ? code : 'unknown'));
        });
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
