import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Hono's status type does not know Laravel's 419 (CSRF token mismatch). */
export type ErrorStatus = ContentfulStatusCode | 419;
import type { MessageKey } from './messages';

/** Thrown by services and handlers; turned into a Laravel-shaped JSON answer by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: Record<string, MessageKey[]>,
    readonly headers?: Record<string, string>,
    /** Values for the {placeholders} of the message (e.g. the reason of a suspension). */
    readonly params?: Record<string, string>,
  ) {
    super(messageKey);
  }
}

export const unauthenticated = () => new HttpError(401, 'unauthenticated');
export const forbidden = () => new HttpError(403, 'forbidden');
export const notFound = (key: MessageKey = 'notFound') => new HttpError(404, key);
export const validationError = (field: string, key: MessageKey) =>
  new HttpError(422, key, { [field]: [key] });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'tooManyRequests', undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
