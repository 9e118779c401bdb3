import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { fieldErrorsOf, formErrorOf } from './errors';

const failed = (status: ApiError['status'], body?: ApiError['body']) => new ApiError(status, '/api/update-user', body);

describe('formErrorOf', () => {
  it("shows the server's words for a 4xx answer, the fallback otherwise", () => {
    expect(formErrorOf(failed(422, { code: 'bioTooLong', message: 'Die Beschreibung ist zu lang.' }), 'Fehler')).toBe('Die Beschreibung ist zu lang.');
    expect(formErrorOf(failed(500, { code: 'serverError', message: 'Ein Fehler ist aufgetreten.' }), 'Fehler')).toBe('Fehler');
    expect(formErrorOf(failed('network'), 'Fehler')).toBe('Fehler');
    expect(formErrorOf(new Error('boom'), 'Fehler')).toBe('Fehler');
  });

  it('leaves out an ended session by its code, whatever the words', () => {
    expect(formErrorOf(failed(401, { code: 'unauthenticated', message: 'Unauthenticated.' }), 'Fehler')).toBe('Fehler');
    expect(formErrorOf(failed(401, { code: 'unauthenticated', message: 'Du bist nicht angemeldet.' }), 'Fehler')).toBe('Fehler');
    expect(formErrorOf(failed(403, { code: 'forbidden', message: 'Unauthenticated.' }), 'Fehler')).toBe('Unauthenticated.');
  });
});

describe('fieldErrorsOf', () => {
  it("takes each field's first text", () => {
    const body = { code: 'validationFailed', message: 'x', errors: { name: ['Zu kurz', 'Ungültig'] }, codes: { name: ['usernameToShort', 'usernameInvalid'] } };
    expect(fieldErrorsOf(failed(422, body))).toEqual({ name: 'Zu kurz' });
  });
});
