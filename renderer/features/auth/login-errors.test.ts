import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { checkEmailErrorMessage, loginErrorMessage, registrationErrorMessage } from './login-errors';

const failed = (status: ApiError['status'], body?: ApiError['body']) => new ApiError(status, '/login', body);

describe('loginErrorMessage', () => {
  it('maps each status of spec §8 to its message', () => {
    expect(loginErrorMessage(failed('network'))).toEqual({ messageKey: 'noConnection' });
    expect(loginErrorMessage(failed('timeout'))).toEqual({ messageKey: 'loginTimeout' });
    expect(loginErrorMessage(failed(500))).toEqual({ messageKey: 'errorServerError' });
    expect(loginErrorMessage(failed(503))).toEqual({ messageKey: 'errorServerError' });
    expect(loginErrorMessage(failed(404))).toEqual({ messageKey: 'loginUnavailable' });
    expect(loginErrorMessage(failed(429))).toEqual({ messageKey: 'tooManyLoginAttempts' });
    expect(loginErrorMessage(failed(401))).toEqual({ messageKey: 'wrongCredentials' });
  });

  it('on 422 prefers the e-mail error, then the password error, then a credentials hint', () => {
    const both = { code: 'test', message: 'x', errors: { password: ['Passwort fehlt'], email: ['E-Mail ungültig'] } };
    expect(loginErrorMessage(failed(422, both)).message).toBe('E-Mail ungültig');
    expect(loginErrorMessage(failed(422, { code: 'test', message: 'x', errors: { password: ['Passwort fehlt'] } })).message).toBe(
      'Passwort fehlt',
    );
    expect(loginErrorMessage(failed(422, { code: 'invalidCredentials', message: 'E-Mail oder Passwort ist falsch.' }))).toEqual({
      messageKey: 'wrongCredentials',
    });
    expect(loginErrorMessage(failed(422, { code: 'validationFailed', message: 'Nope' }))).toEqual({ messageKey: 'loginNotPossible' });
  });

  it('decides by the code, not by the wording of the message', () => {
    // Words that mention credentials, under another code: not a credentials failure.
    expect(loginErrorMessage(failed(422, { code: 'validationFailed', message: 'These credentials do not match.' }))).toEqual({
      messageKey: 'loginNotPossible',
    });
    // The credentials code in a language the renderer never matched words of.
    expect(loginErrorMessage(failed(422, { code: 'invalidCredentials', message: 'メールアドレスまたはパスワードが違います。' }))).toEqual({
      messageKey: 'wrongCredentials',
    });
  });

  it('otherwise shows the server message, or the general error', () => {
    expect(loginErrorMessage(failed(403, { code: 'test', message: 'Konto gesperrt' }))).toEqual({
      messageKey: 'errorGeneralError',
      message: 'Konto gesperrt',
    });
    expect(loginErrorMessage(failed(403, { code: 'test', message: '  ' }))).toEqual({ messageKey: 'errorGeneralError' });
    expect(loginErrorMessage(new Error('boom'))).toEqual({ messageKey: 'errorGeneralError' });
  });
});

describe('checkEmailErrorMessage', () => {
  it('shows the server error or the general error', () => {
    expect(checkEmailErrorMessage(failed(422, { code: 'test', message: 'x', errors: { email: ['Ungültige E-Mail'] } }))).toEqual({
      messageKey: 'errorGeneralError',
      message: 'Ungültige E-Mail',
    });
    expect(checkEmailErrorMessage(failed(500))).toEqual({ messageKey: 'errorGeneralError' });
  });
});

describe('registrationErrorMessage', () => {
  it('takes the first error of email, name, password, then any other field', () => {
    const errors = { password: ['kurz'], name: ['vergeben'], referralId: ['zu lang'], email: ['belegt'] };
    expect(registrationErrorMessage(failed(422, { code: 'test', message: 'x', errors }))).toEqual({
      messageKey: 'registrationFailed',
      message: 'belegt',
      field: 'email',
    });
    expect(
      registrationErrorMessage(failed(422, { code: 'test', message: 'x', errors: { password: ['kurz'], name: ['vergeben'] } })),
    ).toMatchObject({ message: 'vergeben', field: 'name' });
    expect(registrationErrorMessage(failed(422, { code: 'test', message: 'x', errors: { referralId: ['zu lang'] } }))).toMatchObject({
      message: 'zu lang',
      field: 'referralId',
    });
  });

  it('falls back to registrationFailed', () => {
    expect(registrationErrorMessage(failed(500, { code: 'test', message: 'Server Error' }))).toEqual({
      messageKey: 'registrationFailed',
    });
    expect(registrationErrorMessage(failed('network'))).toEqual({ messageKey: 'registrationFailed' });
  });

  it('shows the server’s reason for a 503 (the reCAPTCHA check out of reach)', () => {
    expect(registrationErrorMessage(failed(503, { code: 'test', message: 'Die Sicherheitsprüfung ist gerade nicht erreichbar.' }))).toEqual({
      messageKey: 'registrationFailed',
      message: 'Die Sicherheitsprüfung ist gerade nicht erreichbar.',
    });
  });
});
