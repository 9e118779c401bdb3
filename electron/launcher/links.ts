// Parsing of spielraum:// launch links.
//
// The grammar is deliberately tiny and matched on the raw text, never through `new URL()`, so no
// normalisation (percent-decoding, case folding, dot segments, IDNA) can turn a hostile string into an
// accepted one:
//
//   spielraum://launch?game=<id>       canonical form, what the site emits
//   spielraum://launch/?game=<id>      also accepted: some browsers and OS handlers append the root slash
//
// <id> is 1 to 9 ASCII digits without a leading zero (1 … 999 999 999, far below MAX_SAFE_INTEGER).
// Everything else is refused: other schemes or hosts, upper case, userinfo, ports, paths, fragments,
// extra or repeated parameters, percent-encoding, whitespace, signs, and anything longer than
// LAUNCH_LINK_MAX_LENGTH characters. A link carries a game id and nothing else: never a path, an argument
// or an environment.

export const LAUNCH_LINK_SCHEME = 'spielraum';
export const LAUNCH_LINK_PREFIX = `${LAUNCH_LINK_SCHEME}://`;
export const LAUNCH_LINK_MAX_LENGTH = 64;
export const GAME_ID_MAX_DIGITS = 9;

export type LaunchLinkRefusal =
  | 'not_a_string'
  | 'too_long'
  | 'wrong_scheme'
  | 'wrong_host_or_path'
  | 'wrong_query'
  | 'invalid_game_id';

export type LaunchLinkResult = { ok: true; gameId: number } | { ok: false; reason: LaunchLinkRefusal };

const AFTER_PREFIX = /^launch\/?\?(.*)$/s;
const GAME_PARAMETER = /^game=(.*)$/s;
const GAME_ID = new RegExp(`^[1-9][0-9]{0,${GAME_ID_MAX_DIGITS - 1}}$`);

export function parseLaunchLink(url: string): LaunchLinkResult {
  if (typeof url !== 'string') return { ok: false, reason: 'not_a_string' };
  if (url.length > LAUNCH_LINK_MAX_LENGTH) return { ok: false, reason: 'too_long' };
  if (!url.startsWith(LAUNCH_LINK_PREFIX)) return { ok: false, reason: 'wrong_scheme' };

  const afterPrefix = AFTER_PREFIX.exec(url.slice(LAUNCH_LINK_PREFIX.length));
  if (!afterPrefix) return { ok: false, reason: 'wrong_host_or_path' };

  const gameParameter = GAME_PARAMETER.exec(afterPrefix[1] ?? '');
  if (!gameParameter) return { ok: false, reason: 'wrong_query' };

  const gameIdText = gameParameter[1] ?? '';
  if (!GAME_ID.test(gameIdText)) return { ok: false, reason: 'invalid_game_id' };
  return { ok: true, gameId: Number(gameIdText) };
}

export function isValidGameId(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= 10 ** GAME_ID_MAX_DIGITS - 1
  );
}

export function formatLaunchLink(gameId: number): string {
  if (!isValidGameId(gameId)) throw new RangeError(`not a valid game id: ${gameId}`);
  return `${LAUNCH_LINK_PREFIX}launch?game=${gameId}`;
}

/**
 * The link among a process's command line arguments (Windows and Linux hand the link over as an argument,
 * on first start and in `second-instance`). Chromium may add its own switches around it, so every argument
 * is looked at; only arguments that start with our scheme are considered, and the first one decides.
 */
export function findLaunchLinkInArgv(argv: readonly string[]): string | null {
  return argv.find((argument) => argument.toLowerCase().startsWith(`${LAUNCH_LINK_SCHEME}:`)) ?? null;
}
