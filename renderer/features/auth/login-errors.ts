import { ApiError } from '../../api/http';

// Spec §8 "Login": which text a failed login, e-mail check or registration shows. `messageKey` is an i18n key
// of the client namespace; `message` is server text (already in the user's language) that wins when present.
// What to show is decided by status and the answer's stable code, never by the server's wording.

export interface FailureMessage {
  messageKey: string;
  message?: string;
}

/** The server's code for an e-mail address and password that do not match (server/http/messages). */
const WRONG_CREDENTIALS_CODE = 'invalidCredentials';

function firstError(errors: Record<string, string[]> | undefined, field: string): string | undefined {
  return errors?.[field]?.find((text) => text.trim() !== '');
}

function serverMessage(error: ApiError): string | undefined {
  const text = error.body?.message?.trim();
  return text ? text : undefined;
}

export function loginErrorMessage(error: unknown): FailureMessage {
  if (!(error instanceof ApiError)) return { messageKey: 'errorGeneralError' };
  const { status } = error;
  if (status === 'network') return { messageKey: 'noConnection' };
  if (status === 'timeout') return { messageKey: 'loginTimeout' };
  if (status >= 500) return { messageKey: 'errorServerError' };
  if (status === 404) return { messageKey: 'loginUnavailable' };
  if (status === 429) return { messageKey: 'tooManyLoginAttempts' };
  if (status === 401) return { messageKey: 'wrongCredentials' };
  if (status === 422) {
    const fieldText = firstError(error.body?.errors, 'email') ?? firstError(error.body?.errors, 'password');
    if (fieldText) return { messageKey: 'loginNotPossible', message: fieldText };
    if (error.body?.code === WRONG_CREDENTIALS_CODE) return { messageKey: 'wrongCredentials' };
    return { messageKey: 'loginNotPossible' };
  }
  const text = serverMessage(error);
  return text ? { messageKey: 'errorGeneralError', message: text } : { messageKey: 'errorGeneralError' };
}

export function checkEmailErrorMessage(error: unknown): FailureMessage {
  if (!(error instanceof ApiError)) return { messageKey: 'errorGeneralError' };
  const errors = error.body?.errors;
  const text = firstError(errors, 'email') ?? Object.keys(errors ?? {}).map((field) => firstError(errors, field)).find(Boolean);
  return text ? { messageKey: 'errorGeneralError', message: text } : { messageKey: 'errorGeneralError' };
}

const REGISTRATION_FIELDS = ['email', 'name', 'password'];

export interface RegistrationFailure extends FailureMessage {
  /** The field the server complained about, so the overlay can return to that step. */
  field?: string;
}

export function registrationErrorMessage(error: unknown): RegistrationFailure {
  if (!(error instanceof ApiError)) return { messageKey: 'registrationFailed' };
  // The server says why it cannot take sign-ups right now (the reCAPTCHA check is out of reach).
  const unavailableText = error.status === 503 ? serverMessage(error) : undefined;
  if (unavailableText) return { messageKey: 'registrationFailed', message: unavailableText };
  const errors = error.body?.errors ?? {};
  const fields = [...REGISTRATION_FIELDS, ...Object.keys(errors).filter((field) => !REGISTRATION_FIELDS.includes(field))];
  for (const field of fields) {
    const text = firstError(errors, field);
    if (text) return { messageKey: 'registrationFailed', message: text, field };
  }
  return { messageKey: 'registrationFailed' };
}
