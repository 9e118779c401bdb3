import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { apiErrorBody } from '../../common/contract/common';
import { isMultipartRoute, type RouteSpec } from '../../common/contract/route';
import { translate } from './messages';

// The OpenAPI 3.1 document, built from the same declarations the server mounts (common/contract).
// OpenAPI 3.1 uses JSON Schema 2020-12, which is what zod emits.

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: $ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  return rest;
}

function parametersOf(schema: $ZodType | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Ungültige Anfrage',
  401: 'Nicht angemeldet',
  403: 'Keine Berechtigung',
  404: 'Nicht gefunden',
  409: 'Konflikt',
  413: 'Anfrage zu groß',
  415: 'Kein JSON',
  419: 'CSRF-Token fehlt oder passt nicht',
  422: 'Eingaben ungültig (Feldfehler in errors)',
  426: 'Nur als WebSocket',
  429: 'Zu viele Anfragen (Retry-After)',
  500: 'Serverfehler',
  503: 'Nicht verfügbar',
};

/** The error statuses a call can answer: implied by its guards, schemas, limit and method, plus declared ones. */
export function errorStatusesOf(route: RouteSpec): number[] {
  const statuses = new Set<number>(route.errors ?? []);
  if (route.guard || route.role) statuses.add(401);
  if (route.guard === 'verified' || route.role) statuses.add(403);
  if (route.feature || route.params) statuses.add(404);
  if (route.query || route.body) statuses.add(422);
  if (route.body && !isMultipartRoute(route)) statuses.add(415);
  if (route.body) statuses.add(413);
  if (route.rateLimit) statuses.add(429);
  if (route.method !== 'get') statuses.add(419);
  return [...statuses].sort((a, b) => a - b);
}

function operationOf(route: RouteSpec): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, schema] of Object.entries(route.responses)) {
    responses[status] = schema
      ? { description: 'Erfolg', content: { 'application/json': { schema: jsonSchema(schema, 'output') } } }
      : { description: status === '101' ? 'Wechsel zu WebSocket' : Number(status) >= 300 && Number(status) < 400 ? 'Weiterleitung' : 'Ohne Inhalt' };
  }
  for (const status of errorStatusesOf(route)) {
    responses[String(status)] = {
      description: ERROR_DESCRIPTIONS[status] ?? translate('serverError', 'de'),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  const guards = [
    route.guard === 'verified' ? 'Anmeldung mit bestätigter E-Mail' : route.guard === 'auth' ? 'Anmeldung' : null,
    route.role ? `Rolle ${route.role}` : null,
    route.feature ? `Feature-Flag ${route.feature}` : null,
    route.rateLimit ? `höchstens ${route.rateLimit.max} je ${route.rateLimit.windowSeconds} s` : null,
  ].filter(Boolean);
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(guards.length > 0 ? { description: `Voraussetzungen: ${guards.join(', ')}.` } : {}),
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string | undefined) => (next ?? '').toUpperCase())}`,
    parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              [isMultipartRoute(route) ? 'multipart/form-data' : 'application/json']: {
                schema: jsonSchema(route.body, 'input'),
              },
            },
          },
        }
      : {}),
    ...(route.guard || route.role ? { security: [{ session: [] }] } : {}),
    responses,
  };
}

export function buildOpenApiDocument(routes: RouteSpec[], serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Spielraum API',
      version: '1.0.0',
      description:
        'Die Aufrufe der Spielraum-Plattform. Unsichere Methoden brauchen das XSRF-TOKEN-Cookie (GET /sanctum/csrf-cookie) im Header X-XSRF-TOKEN; Fehler haben die Form { message, errors }.',
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorBody, 'output') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'spielraum_session' } },
    },
  };
}
