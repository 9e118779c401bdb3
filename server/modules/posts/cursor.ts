import { HttpError } from '../../http/errors';

// Opaque page markers for keyset pagination: base64url of a small JSON object. The server checks its shape
// when it reads one back; a marker it did not write (or an old, changed one) is a 422, never a 500.

export function encodeCursor(value: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

type Shape = Record<string, 'string' | 'number'>;
type Decoded<S extends Shape> = { [K in keyof S]: S[K] extends 'string' ? string : number };

export function decodeCursor<S extends Shape>(cursor: string | undefined, shape: S): Decoded<S> | null {
  if (cursor === undefined || cursor === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof value !== 'object' || value === null) throw invalidCursor();
  const record = value as Record<string, unknown>;
  for (const [key, type] of Object.entries(shape)) {
    const field = record[key];
    if (typeof field !== type || (type === 'number' && !Number.isFinite(field))) throw invalidCursor();
    if (type === 'string' && (field as string).length > 64) throw invalidCursor();
  }
  return record as Decoded<S>;
}

export const invalidCursor = () => new HttpError(422, 'invalidCursor', { cursor: ['invalidCursor'] });

/** A created_at + id marker, the most common keyset. */
export const TIME_ID = { c: 'string', i: 'number' } as const;
