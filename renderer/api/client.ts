import type { Options } from 'ky';
import { z } from 'zod/mini';
import { fillPath, isMultipartRoute, type RouteRequest, type RouteResult, type RouteSpec } from '../../common/contract/route';
import { type HttpContext, http, pushHttpErrorMessage } from './http';

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
  const endpoint = `${route.method.toUpperCase()} ${route.path}`;
  const invalid = (detail: string) => {
    // A proxy, a captive portal or a version mismatch answered: say so once, in the spec's words.
    if (!options?.context?.silent) pushHttpErrorMessage('invalidAnswer');
    return new InvalidAnswerError(endpoint, detail);
  };
  const schema = route.responses[response.status as keyof RouteSpec['responses']];
  if (schema === undefined) throw invalid(`undeclared status ${response.status}`);
  if (schema === null) return undefined as RouteResult<Route>;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw invalid('not JSON');
  }
  const checked = z.safeParse(schema, body);
  if (!checked.success) throw invalid(checked.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', '));
  return checked.data as RouteResult<Route>;
}
