import type { Context } from 'hono';
import { z } from 'zod/mini';
import type { $ZodIssue, $ZodType, output } from 'zod/v4/core';
import { HttpError } from './errors';
import { isMessageKey, type MessageKey } from './messages';

/** Turns zod issues into Laravel's `errors: { field: [key] }`; unknown messages become a generic key. */
export function toFieldErrors(error: { issues: readonly $ZodIssue[] }): Record<string, MessageKey[]> {
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

export function parseWith<Schema extends $ZodType>(schema: Schema, input: unknown): output<Schema> {
  const result = z.safeParse(schema, input);
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
    let step: Awaited<ReturnType<typeof reader.read>>;
    try {
      step = await reader.read();
    } catch {
      // The client went away mid-body: nothing to answer, nothing worth a stack trace.
      throw new HttpError(400, 'requestAborted', undefined, { Connection: 'close' });
    }
    const { done, value } = step;
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

/** JSON or nothing: a body sent as text/plain or a form is refused, so a cross-site form cannot pose as JSON. */
function isJsonContentType(header: string | undefined): boolean {
  const mediaType = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

/** Reads a JSON body (an empty body counts as `{}`) and validates it with the contract's schema. */
export async function readJson<Schema extends $ZodType>(c: Context, schema: Schema): Promise<output<Schema>> {
  const text = await readBodyText(c, JSON_BODY_MAX_BYTES);
  if (text.trim() !== '' && !isJsonContentType(c.req.header('Content-Type'))) {
    throw new HttpError(415, 'unsupportedMediaType');
  }
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

/** Reads a multipart body within `maxBytes`; fields keep their last value, files arrive as File. */
export async function readMultipart<Schema extends $ZodType>(
  c: Context,
  schema: Schema,
  maxBytes: number,
  tooLarge: () => HttpError,
): Promise<output<Schema>> {
  const declared = Number(c.req.header('Content-Length'));
  // Answered before the body is read; the unread rest would leave the keep-alive connection undefined.
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    form = new FormData();
  }
  const fields: Record<string, string | File> = {};
  form.forEach((value, name) => {
    fields[name] = value;
  });
  return parseWith(schema, fields);
}
