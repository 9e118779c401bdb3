import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findLaunchLinkInArgv,
  formatLaunchLink,
  GAME_ID_MAX_DIGITS,
  LAUNCH_LINK_MAX_LENGTH,
  parseLaunchLink,
} from './links';

const MAX_GAME_ID = 10 ** GAME_ID_MAX_DIGITS - 1;
const gameIds = fc.integer({ min: 1, max: MAX_GAME_ID });

/** The only two spellings the parser may ever accept for a game id. */
function acceptedSpellings(gameId: number): string[] {
  return [`spielraum://launch?game=${gameId}`, `spielraum://launch/?game=${gameId}`];
}

function assertAcceptedOnlyIfCanonical(input: string): void {
  const result = parseLaunchLink(input);
  if (result.ok) expect(acceptedSpellings(result.gameId)).toContain(input);
}

describe('parseLaunchLink', () => {
  it('accepts the canonical link and the form with a root slash', () => {
    expect(parseLaunchLink('spielraum://launch?game=42')).toEqual({ ok: true, gameId: 42 });
    expect(parseLaunchLink('spielraum://launch/?game=42')).toEqual({ ok: true, gameId: 42 });
    expect(parseLaunchLink('spielraum://launch?game=999999999')).toEqual({ ok: true, gameId: 999_999_999 });
  });

  it('round-trips every valid game id through formatLaunchLink', () => {
    fc.assert(
      fc.property(gameIds, (gameId) => {
        expect(parseLaunchLink(formatLaunchLink(gameId))).toEqual({ ok: true, gameId });
        expect(parseLaunchLink(`spielraum://launch/?game=${gameId}`)).toEqual({ ok: true, gameId });
      }),
    );
  });

  it.each([
    ['empty', ''],
    ['other scheme', 'http://launch?game=1'],
    ['scheme prefix lookalike', 'spielraumx://launch?game=1'],
    ['upper-case scheme', 'SPIELRAUM://launch?game=1'],
    ['upper-case host', 'spielraum://LAUNCH?game=1'],
    ['single slash', 'spielraum:/launch?game=1'],
    ['no slashes', 'spielraum:launch?game=1'],
    ['three slashes', 'spielraum:///launch?game=1'],
    ['other host', 'spielraum://open?game=1'],
    ['userinfo', 'spielraum://user@launch?game=1'],
    ['userinfo with password', 'spielraum://a:b@launch?game=1'],
    ['port', 'spielraum://launch:8080?game=1'],
    ['path', 'spielraum://launch/run?game=1'],
    ['double slash path', 'spielraum://launch//?game=1'],
    ['dot segment', 'spielraum://launch/./?game=1'],
    ['no query', 'spielraum://launch'],
    ['empty query', 'spielraum://launch?'],
    ['fragment', 'spielraum://launch?game=1#x'],
    ['empty fragment', 'spielraum://launch?game=1#'],
    ['extra parameter', 'spielraum://launch?game=1&args=--x'],
    ['parameter before', 'spielraum://launch?x=1&game=1'],
    ['duplicate parameter', 'spielraum://launch?game=1&game=2'],
    ['semicolon separator', 'spielraum://launch?game=1;game=2'],
    ['other parameter name', 'spielraum://launch?id=1'],
    ['upper-case parameter', 'spielraum://launch?GAME=1'],
    ['empty id', 'spielraum://launch?game='],
    ['zero', 'spielraum://launch?game=0'],
    ['leading zero', 'spielraum://launch?game=007'],
    ['plus sign', 'spielraum://launch?game=+1'],
    ['minus sign', 'spielraum://launch?game=-1'],
    ['decimal', 'spielraum://launch?game=1.0'],
    ['exponent', 'spielraum://launch?game=1e3'],
    ['hex', 'spielraum://launch?game=0x10'],
    ['ten digits', 'spielraum://launch?game=1000000000'],
    ['beyond MAX_SAFE_INTEGER', `spielraum://launch?game=${Number.MAX_SAFE_INTEGER + 2}`],
    ['leading space', ' spielraum://launch?game=1'],
    ['trailing space', 'spielraum://launch?game=1 '],
    ['trailing newline', 'spielraum://launch?game=1\n'],
    ['tab inside', 'spielraum://launch?game=\t1'],
    ['NUL byte', 'spielraum://launch?game=1\u0000'],
    ['percent-encoded digit', 'spielraum://launch?game=%31'],
    ['percent-encoded equals', 'spielraum://launch?game%3D1'],
    ['percent-encoded host', 'spielraum://%6Caunch?game=1'],
    ['percent-encoded slash', 'spielraum://launch%2F?game=1'],
    ['full-width digit', 'spielraum://launch?game=１'],
    ['arabic-indic digit', 'spielraum://launch?game=١'],
    ['backslash path', 'spielraum://launch\\?game=1'],
    ['quote injection', 'spielraum://launch?game=1" --inspect=9229'],
    ['switch injection', 'spielraum://launch?game=1 --no-sandbox'],
  ])('refuses %s', (_label, input) => {
    expect(parseLaunchLink(input).ok).toBe(false);
  });

  it('refuses input longer than the cap before looking at it', () => {
    const padded = `spielraum://launch?game=1${'0'.repeat(LAUNCH_LINK_MAX_LENGTH)}`;
    expect(parseLaunchLink(padded)).toEqual({ ok: false, reason: 'too_long' });
    expect(parseLaunchLink('x'.repeat(1_000_000))).toEqual({ ok: false, reason: 'too_long' });
  });

  it('names why a link was refused', () => {
    expect(parseLaunchLink('https://launch?game=1')).toEqual({ ok: false, reason: 'wrong_scheme' });
    expect(parseLaunchLink('spielraum://evil?game=1')).toEqual({ ok: false, reason: 'wrong_host_or_path' });
    expect(parseLaunchLink('spielraum://launch?x=1')).toEqual({ ok: false, reason: 'wrong_query' });
    expect(parseLaunchLink('spielraum://launch?game=01')).toEqual({ ok: false, reason: 'invalid_game_id' });
  });

  it('never accepts a mutated link unless the mutation produced an accepted spelling', () => {
    const anyCharacter = fc.oneof(
      fc.constantFrom('/', '?', '&', '=', '#', '%', '@', ':', ';', '.', ' ', '\t', '\n', '+', '-', '0', '\\', '"'),
      fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
    );
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: anyCharacter }),
      fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), text: fc.constant('') }),
      fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), text: anyCharacter }),
    );
    fc.assert(
      fc.property(gameIds, fc.array(mutation, { minLength: 1, maxLength: 4 }), (gameId, mutations) => {
        let link = formatLaunchLink(gameId);
        for (const { kind, at, text } of mutations) {
          const index = link.length === 0 ? 0 : at % (link.length + (kind === 'insert' ? 1 : 0));
          const removed = kind === 'insert' ? 0 : 1;
          link = link.slice(0, index) + text + link.slice(index + removed);
        }
        assertAcceptedOnlyIfCanonical(link);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses links with anything appended after a valid link', () => {
    fc.assert(
      fc.property(gameIds, fc.string({ minLength: 1, maxLength: 20, unit: 'binary' }), (gameId, suffix) => {
        fc.pre(!/^[0-9]+$/.test(suffix));
        expect(parseLaunchLink(formatLaunchLink(gameId) + suffix).ok).toBe(false);
      }),
    );
  });

  it('refuses percent-encoding anywhere in the link', () => {
    fc.assert(
      fc.property(gameIds, fc.nat(), (gameId, position) => {
        const link = formatLaunchLink(gameId);
        const index = position % link.length;
        const encoded = `${link.slice(0, index)}%${link.charCodeAt(index).toString(16).padStart(2, '0')}${link.slice(index + 1)}`;
        expect(parseLaunchLink(encoded).ok).toBe(false);
      }),
    );
  });

  it('refuses arbitrary strings unless they are an accepted spelling', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80, unit: 'binary' }), (input) => assertAcceptedOnlyIfCanonical(input)),
      { numRuns: 2_000 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom('spielraum://', 'spielraum://launch', 'spielraum://launch?', 'spielraum://launch?game='),
        fc.string({ maxLength: 30, unit: 'grapheme-ascii' }),
        (prefix, rest) => assertAcceptedOnlyIfCanonical(prefix + rest),
      ),
      { numRuns: 2_000 },
    );
  });

  it('refuses ids with leading zeros, signs or surrounding whitespace', () => {
    const before = fc.constantFrom('0', '00', '+', '-', ' ', '\t', '\u00a0', '\u200b', '\ufeff');
    const after = fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u200b', '+', '.');
    fc.assert(
      fc.property(gameIds, before, after, fc.boolean(), (gameId, prefix, suffix, usePrefix) => {
        const id = usePrefix ? `${prefix}${gameId}` : `${gameId}${suffix}`;
        expect(parseLaunchLink(`spielraum://launch?game=${id}`).ok).toBe(false);
      }),
    );
  });

  it('refuses numbers of ten or more digits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 9n, max: 10n ** 30n }), (big) => {
        expect(parseLaunchLink(`spielraum://launch?game=${big}`).ok).toBe(false);
      }),
    );
  });
});

describe('formatLaunchLink', () => {
  it('rejects ids the parser would refuse', () => {
    for (const invalid of [0, -1, 1.5, Number.NaN, 10 ** GAME_ID_MAX_DIGITS, Number.MAX_SAFE_INTEGER]) {
      expect(() => formatLaunchLink(invalid)).toThrow(RangeError);
    }
  });
});

describe('findLaunchLinkInArgv', () => {
  it('finds the link among Chromium switches on a second instance', () => {
    const argv = ['C:\\Spielraum\\Spielraum.exe', '--allow-file-access-from-files', 'spielraum://launch?game=7'];
    expect(findLaunchLinkInArgv(argv)).toBe('spielraum://launch?game=7');
  });

  it('returns null without a link and hands odd-cased links on for refusal', () => {
    expect(findLaunchLinkInArgv(['/usr/bin/spielraum', '--no-sandbox'])).toBeNull();
    const odd = findLaunchLinkInArgv(['app', 'SpielRaum://launch?game=7']);
    expect(odd).toBe('SpielRaum://launch?game=7');
    expect(parseLaunchLink(odd ?? '').ok).toBe(false);
  });
});
