import { describe, expect, it } from 'vitest';
import {
  canSubmitLoginPassword,
  checkEmail,
  checkPassword,
  checkPasswordConfirmation,
  checkUsername,
  normalizeEmail,
} from './validation';

describe('spec §5 validation', () => {
  it('accepts a basic address and rejects malformed or over-long ones', () => {
    expect(checkEmail('mia@example.de')).toBeNull();
    expect(checkEmail('mia@example')).toBe('invalidEmail');
    expect(checkEmail('mia example@x.de')).toBe('invalidEmail');
    expect(checkEmail(`${'a'.repeat(245)}@example.de`)).toBe('emailTooLong');
    expect(checkEmail(`${'a'.repeat(243)}@example.de`)).toBeNull();
  });

  it('refuses what lets one mailbox stand for several or smuggles header text: controls, commas, <>, spaces, quotes', () => {
    const refused = [
      'mia\u0000@example.de',
      'mia@exa\u0000mple.de',
      'mia\u0007@example.de',
      'mia\u001f@example.de',
      'mia\u007f@example.de',
      'mia\u0085@example.de',
      'mia\r\nBcc: paul@example.de',
      'mia@example.de\r\nBcc: paul@example.de',
      'mia\t@example.de',
      'mia,paul@example.de',
      'mia@example.de,paul@example.de',
      'mia@example.de, paul@example.de',
      '<mia@example.de>',
      'Mia <mia@example.de>',
      'mia<paul@example.de>',
      'mia paul@example.de',
      ' mia@example.de',
      '"mia"@example.de',
      '"mia paul"@example.de',
      '"mia@paul"@example.de',
      'mia@[127.0.0.1]',
      'mia(kommentar)@example.de',
      'mia;paul@example.de',
      'mia:paul@example.de',
      'mia\\paul@example.de',
      'mia..paul@example.de',
      '.mia@example.de',
      'mia.@example.de',
      'mia@@example.de',
      'mia@example..de',
      'mia@-example.de',
      'mia@example.de.',
      'mia@example.d3',
      'mia\u200b@example.de',
      'mia\u202e@example.de',
      '',
    ];
    for (const address of refused) expect(checkEmail(address), JSON.stringify(address)).toBe('invalidEmail');
  });

  it('accepts ordinary addresses, sub-addressing and letters of any script', () => {
    for (const address of ['mia@example.de', 'mia.paul+spiele@mail.example.org', "o'brien@example.ie", 'jürgen.müller@bücher.example', 'ünal@example.com.tr', 'мия@пример.рф', 'x_y-z@a1.example']) {
      expect(checkEmail(address), address).toBeNull();
    }
  });

  it('normalises an address for storage and comparison: trimmed, NFC, lower case', () => {
    expect(normalizeEmail('  Mia@Spielraum.Example ')).toBe('mia@spielraum.example');
    const decomposed = 'Ju\u0308rgen@Example.org';
    const composed = 'j\u00fcrgen@example.org';
    expect(decomposed).not.toBe(composed);
    expect(normalizeEmail(decomposed)).toBe(composed);
    expect(normalizeEmail('\tSTRASSE@EXAMPLE.DE\n')).toBe('strasse@example.de');
    // The normalised form of a refused address stays refused.
    expect(checkEmail(normalizeEmail(' mia\u0000@example.de '))).toBe('invalidEmail');
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
