import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../constants';

// Spec §5: the client-side rules, shared with the server so both say the same thing.
// Each check returns an i18n key (the spec's names, e.g. usernameToShort) or null when valid.

/**
 * A conservative address: the local part of RFC 5322's atoms (letters of any script allowed, no quotes, no
 * commas, angle brackets, spaces or control characters: one mailbox must not hide several recipients) and
 * a domain of letter/digit labels with a top-level domain of letters.
 */
const EMAIL_PATTERN =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;

/** The form an address is stored and compared in: trimmed, NFC, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

export type ValidationKey =
  | 'invalidEmail'
  | 'emailTooLong'
  | 'usernameToShort'
  | 'usernameTooLong'
  | 'usernameInvalid'
  | 'too_short'
  | 'passwordTooLong'
  | 'notEqual';

export function checkEmail(email: string): ValidationKey | null {
  if (email.length > EMAIL_MAX) return 'emailTooLong';
  return EMAIL_PATTERN.test(email) ? null : 'invalidEmail';
}

/** Letters, digits, space, underscore, dot and dash: names show up in links and mentions. */
const USERNAME_PATTERN = /^[\p{L}\p{N}_.\- ]+$/u;

export function checkUsername(name: string): ValidationKey | null {
  const trimmed = name.trim();
  if ([...trimmed].length < USERNAME_MIN) return 'usernameToShort';
  if ([...trimmed].length > USERNAME_MAX) return 'usernameTooLong';
  return USERNAME_PATTERN.test(trimmed) ? null : 'usernameInvalid';
}

export function checkPassword(password: string): ValidationKey | null {
  if (password.length < PASSWORD_MIN) return 'too_short';
  if (password.length > PASSWORD_MAX) return 'passwordTooLong';
  return null;
}

export function checkPasswordConfirmation(password: string, confirmation: string): ValidationKey | null {
  return password === confirmation ? null : 'notEqual';
}

/** At login the Next button is enabled from a single character (spec §5). */
export function canSubmitLoginPassword(password: string): boolean {
  return password.length >= 1;
}
