import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from './errors';
import { isMessageKey, type MessageKey } from './messages';

/** Turns zod issues into Laravel's `errors: { field: [key] }`; unknown messages become a generic key. */
export function toFieldErrors(error: z.ZodError): Record<string, MessageKey[]> {
  const fieldErrors: Record<string, MessageKey[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const key: MessageKey = isMessageKey(issue.message)
      ? issue.message
      : issue.code === 'too_big'
        ? 'tooLong'
        : issue.code === 'invalid_type'
          ? 'invalidType'
          : 'validationFailed';
    fieldErrors[field] ??= [];
    if (!fieldErrors[field].includes(key)) fieldErrors[field].push(key);
  }
  return fieldErrors;
}

export function parseWith<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const fieldErrors = toFieldErrors(result.error);
    const firstKey = Object.values(fieldErrors)[0]?.[0] ?? 'validationFailed';
    throw new HttpError(422, firstKey, fieldErrors);
  }
  return result.data;
}

/** Far above any JSON payload of the contract; uploads go through their own limits. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

const payloadTooLarge = () => new HttpError(413, 'payloadTooLarge', undefined, { Connection: 'close' });

/**
 * The body as text, refused with 413 past `maxBytes` without buffering the rest: an unbounded
 * `c.req.text()` would let anyone holding a CSRF token (every visitor) make the server buffer gigabytes.
 */
async function readBodyText(c: Context, maxBytes: number): Promise<string> {
  const declared = Number(c.req.header('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw payloadTooLarge();
  // A middleware that already read the body left it cached on the request.
  if (c.req.raw.bodyUsed) return c.req.text();
  const body = c.req.raw.body;
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads a JSON body (an empty body counts as `{}`) and validates it with the contract's schema. */
export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  const text = await readBodyText(c, JSON_BODY_MAX_BYTES);
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'malformedJson');
    }
  }
  return parseWith(schema, body);
}

export function readQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.infer<Schema> {
  return parseWith(schema, c.req.query());
}

/** Route parameter ids are positive integers; anything else is a 404, not a server error. */
export function readIdParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, 'notFound');
  return id;
}
