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

/** Reads a JSON body (an empty body counts as `{}`) and validates it with the contract's schema. */
export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  const text = await c.req.text();
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
