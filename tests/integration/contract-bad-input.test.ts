// Bad input, generated from the contract: every declared route gets, field by field, what no field may take —
// integers past what the schema (and both databases) allow, NUL characters and lone surrogates, text longer than
// declared, values of the wrong type, path ids out of range — each on top of an otherwise plausible request. Only
// 4xx answers pass: a 5xx is a crash, a 2xx means the bad value was taken. Runs on SQLite and, in the PostgreSQL
// run, on PostgreSQL, whose integer columns and text type refuse what SQLite would store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { MAX_DB_ID } from '../../common/contract/common';
import { allRoutes } from '../../common/contract/index';
import { type RouteSpec, fillPath } from '../../common/contract/route';
import type { TestClient } from './support/http-client';
import { type TestServer, startTestServer } from './support/server';

type Def = {
  type: string;
  checks?: { _zod: { def: { check: string; value?: number; inclusive?: boolean; maximum?: number; minimum?: number; format?: string } } }[];
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  options?: Schema[];
  entries?: Record<string, string>;
  values?: unknown[];
};
type Schema = { _zod: { def: Def } };

/** Routes no request can be sent to over plain HTTP. */
const NOT_HTTP = new Set(['GET /api/realtime']);

const STRING_CANDIDATES = [
  'Testwert',
  'abc',
  'a',
  '1',
  'de',
  '2025-01-15',
  'test@spielraum.example',
  'Passwort-1234!',
  'abcdefgh12345678',
  'A'.repeat(44),
  'https://spielraum.example/pfad',
  '76561197960287930',
  'SPIELRAUM-START',
  'cs_test_abcdefghijkl',
];
const NUMBER_CANDIDATES = [1, 10, 15, 30, 60, 0, 5, 3, 12, 16, 18, 6, 100, 2025];

const checksOf = (schema: Schema) => (schema._zod.def.checks ?? []).map((check) => check._zod.def);
const parses = (schema: Schema, value: unknown) => z.safeParse(schema as never, value).success;

/** The schema that decides a leaf's raw input: wrappers and pipes unwrapped to their input side. */
function inputSide(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    const def = current._zod.def;
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'].includes(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

/** A value the schema takes, as far as simple candidates reach; undefined when none does. */
function sample(schema: Schema): unknown {
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return sample(def.innerType!);
    case 'pipe': {
      const raw = sample(def.in!);
      return raw;
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const fieldValue = sample(field);
        if (fieldValue !== undefined) value[key] = fieldValue;
      }
      return value;
    }
    case 'string':
      return STRING_CANDIDATES.find((candidate) => parses(schema, candidate)) ?? 'Testwert';
    case 'number':
      return NUMBER_CANDIDATES.find((candidate) => parses(schema, candidate)) ?? 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array': {
      const element = sample(def.element!);
      const minimum = checksOf(schema).find((check) => check.check === 'min_length')?.minimum ?? 1;
      return element === undefined ? [] : Array.from({ length: Math.max(1, minimum) }, (_, index) => (typeof element === 'number' ? element + index : element));
    }
    case 'union':
      return sample(def.options![0]!);
    case 'record':
      return {};
    default:
      return undefined;
  }
}

interface Mutation {
  label: string;
  value: unknown;
}

/** What a field must refuse, from its own schema. */
function mutationsOf(field: Schema, multipart: boolean): Mutation[] {
  const leaf = inputSide(field);
  const def = leaf._zod.def;
  const checks = checksOf(leaf);
  const found: Mutation[] = [];
  if (def.type === 'string' || def.type === 'enum' || def.type === 'literal') {
    found.push({ label: 'NUL', value: 'Wert\u0000mit Nullzeichen' });
    if (!multipart) found.push({ label: 'lone surrogate', value: 'Wert\ud800ohne Partner' });
    const maximum = checks.find((check) => check.check === 'max_length')?.maximum;
    if (def.type === 'string') found.push({ label: 'over-long', value: 'a'.repeat(maximum !== undefined ? maximum + 1 : 300_000) });
    if (!multipart) found.push({ label: 'wrong type', value: { nicht: 'Text' } });
  }
  if (def.type === 'number') {
    const upper = checks.find((check) => check.check === 'less_than');
    const lower = checks.find((check) => check.check === 'greater_than');
    const integer = checks.some((check) => check.check === 'number_format');
    const asField = (value: number) => (multipart ? String(value) : value);
    if (upper?.value !== undefined) found.push({ label: 'above the maximum', value: asField(upper.inclusive ? upper.value + 1 : upper.value) });
    found.push({ label: 'past a 32-bit id', value: asField(MAX_DB_ID + 1) });
    found.push({ label: 'huge', value: asField(1e20) });
    if (lower?.value !== undefined) found.push({ label: 'below the minimum', value: asField(lower.inclusive ? lower.value - 1 : lower.value) });
    if (integer) found.push({ label: 'fraction', value: asField((lower?.value ?? 0) + 1.5) });
    if (!multipart) found.push({ label: 'wrong type', value: 'eins' });
  }
  if (def.type === 'boolean' && !multipart) found.push({ label: 'wrong type', value: 'vielleicht' });
  if (def.type === 'union' || def.type === 'literal') {
    found.push({ label: 'none of the choices', value: multipart ? '1e20' : 1e20 });
    if (!multipart) found.push({ label: 'wrong type', value: { nicht: 'gewählt' } });
  }
  // A file field given text instead of a file.
  if (def.type === 'file') found.push({ label: 'text for a file', value: 'keine Datei' });
  if (def.type === 'array' && !multipart) {
    found.push({ label: 'wrong type', value: 'keine Liste' });
    const maximum = checks.find((check) => check.check === 'max_length')?.maximum;
    const element = sample(def.element!);
    if (maximum !== undefined && element !== undefined) found.push({ label: 'too many', value: Array.from({ length: maximum + 1 }, () => element) });
    found.push(...mutationsOf(def.element!, false).map((mutation) => ({ label: `element ${mutation.label}`, value: [mutation.value] })));
  }
  return found;
}

/** A path id must be a positive integer up to MAX_DB_ID; a free text (a search term) only storable and short. */
const ID_MUTATIONS = ['99999999999', '2147483648', '0', '-1', '1.5', 'abc', '%00', 'a'.repeat(3000)];
const TEXT_MUTATIONS = ['%00', 'Wert%00mit', 'a'.repeat(3000)];

function pathMutations(schema: Schema): string[] {
  const leaf = inputSide(schema);
  const isId = leaf._zod.def.type !== 'string' || checksOf(leaf).some((check) => check.check === 'string_format');
  return isId ? ID_MUTATIONS : TEXT_MUTATIONS;
}

interface Probe {
  route: string;
  part: 'params' | 'query' | 'body';
  field: string;
  label: string;
  send: (client: TestClient) => Promise<{ status: number; text: string }>;
}

function shapeOf(schema: RouteSpec['body']): Record<string, Schema> {
  if (!schema) return {};
  return (inputSide(schema as unknown as Schema)._zod.def.shape ?? {}) as Record<string, Schema>;
}

function probesOf(route: RouteSpec): Probe[] {
  const key = `${route.method.toUpperCase()} ${route.path}`;
  const multipart = route.bodyType === 'multipart' || route.bodyType === 'upload';
  const params = Object.fromEntries(Object.entries(shapeOf(route.params)).map(([name]) => [name, '1']));
  const query = (sample(inputSide((route.query ?? z.object({})) as unknown as Schema)) ?? {}) as Record<string, unknown>;
  const body = route.body ? ((sample(inputSide(route.body as unknown as Schema)) ?? {}) as Record<string, unknown>) : undefined;
  const probes: Probe[] = [];

  const send = (client: TestClient, pathParams: Record<string, string>, queryValues: Record<string, unknown>, bodyValues?: Record<string, unknown>) => {
    let url = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => pathParams[name] ?? '1');
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(queryValues)) if (value !== undefined) search.set(name, typeof value === 'string' ? value : JSON.stringify(value));
    if ([...search].length) url += `?${search}`;
    const method = route.method.toUpperCase() as 'GET';
    if (bodyValues === undefined) return client.request(method, url);
    if (!multipart) return client.request(method, url, { json: bodyValues });
    const form = new FormData();
    for (const [name, value] of Object.entries(bodyValues)) {
      if (value === undefined || typeof value === 'object') continue;
      form.append(name, String(value));
    }
    return client.request(method, url, { body: form });
  };

  for (const [name, schema] of Object.entries(shapeOf(route.params))) {
    for (const value of pathMutations(schema)) {
      probes.push({ route: key, part: 'params', field: name, label: value.slice(0, 20), send: (client) => send(client, { ...params, [name]: value }, query, body) });
    }
  }
  for (const [name, schema] of Object.entries(shapeOf(route.query))) {
    for (const mutation of mutationsOf(schema, true)) {
      if (typeof mutation.value === 'string' && mutation.value.length > 20_000) continue;
      probes.push({ route: key, part: 'query', field: name, label: mutation.label, send: (client) => send(client, params, { ...query, [name]: mutation.value }, body) });
    }
  }
  for (const [name, schema] of Object.entries(shapeOf(route.body))) {
    for (const mutation of mutationsOf(schema, multipart)) {
      probes.push({ route: key, part: 'body', field: name, label: mutation.label, send: (client) => send(client, params, query, { ...body, [name]: mutation.value }) });
    }
  }
  return probes;
}

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '100000', RATE_LIMIT_SCALE: '100000' } });
  admin = await server.loginAs('admin@spielraum.example');
}, 60_000);
afterAll(() => server?.close());

const routes = allRoutes().filter((route) => !NOT_HTTP.has(`${route.method.toUpperCase()} ${route.path}`));

describe('bad input generated from the contract', () => {
  it('finds something to send to every route that takes input', () => {
    const withInput = routes.filter((route) => route.params || route.query || route.body);
    const silent = withInput.filter((route) => probesOf(route).length === 0).map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(silent).toEqual([]);
    expect(withInput.length).toBeGreaterThan(100);
  });

  // One test per domain, so a failure names where to look and no single test runs for minutes.
  const byTag = new Map<string, RouteSpec[]>();
  for (const route of routes) byTag.set(route.tag, [...(byTag.get(route.tag) ?? []), route]);
  for (const [tag, tagged] of byTag) {
    it(`is refused with a 4xx answer, never taken and never a crash: ${tag}`, async () => {
      const wrong: string[] = [];
      for (const route of tagged) {
        for (const probe of probesOf(route)) {
          const answer = await probe.send(admin);
          if (answer.status < 400 || answer.status >= 500) {
            wrong.push(`${probe.route} ${probe.part}.${probe.field} (${probe.label}): ${answer.status} ${answer.text.slice(0, 160)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
      // The admin is still signed in: nothing above ended the session it sends from.
      expect((await admin.get('/api/logged-in-user')).status).toBe(200);
    }, 120_000);
  }
});

it('fillPath stays in step with the path parameters the probes fill', () => {
  expect(fillPath('/api/posts/{id}', { id: 5 })).toBe('/api/posts/5');
});
