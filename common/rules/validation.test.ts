import { describe, expect, it } from 'vitest';
import {
  canSubmitLoginPassword,
  checkEmail,
  checkPassword,
  checkPasswordConfirmation,
  checkUsername,
} from './validation';

describe('spec §5 validation', () => {
  it('accepts a basic address and rejects malformed or over-long ones', () => {
    expect(checkEmail('mia@example.de')).toBeNull();
    expect(checkEmail('mia@example')).toBe('invalidEmail');
    expect(checkEmail('mia example@x.de')).toBe('invalidEmail');
    expect(checkEmail(`${'a'.repeat(245)}@example.de`)).toBe('emailTooLong');
    expect(checkEmail(`${'a'.repeat(243)}@example.de`)).toBeNull();
  });

  it('needs 3 to 30 characters for a username', () => {
    expect(checkUsername('ab')).toBe('usernameToShort');
    expect(checkUsername('abc')).toBeNull();
    expect(checkUsername('ä'.repeat(30))).toBeNull();
    expect(checkUsername('a'.repeat(31))).toBe('usernameTooLong');
    expect(checkUsername('<script>')).toBe('usernameInvalid');
  });

  it('needs 8 to 150 characters for a password', () => {
    expect(checkPassword('1234567')).toBe('too_short');
    expect(checkPassword('12345678')).toBeNull();
    expect(checkPassword('x'.repeat(151))).toBe('passwordTooLong');
  });

  it('requires the confirmation to equal the password', () => {
    expect(checkPasswordConfirmation('geheim123', 'geheim124')).toBe('notEqual');
    expect(checkPasswordConfirmation('geheim123', 'geheim123')).toBeNull();
  });

  it('enables login Next with one character', () => {
    expect(canSubmitLoginPassword('')).toBe(false);
    expect(canSubmitLoginPassword('x')).toBe(true);
  });
});
