// The spielraum:// launch link the site emits (the launcher's parser accepts exactly this form:
// scheme, host "launch", one numeric game parameter, nothing else).

const GAME_ID = /^[1-9][0-9]{0,8}$/;

export function isLaunchableGameId(gameId: number): boolean {
  return Number.isInteger(gameId) && GAME_ID.test(String(gameId));
}

/** "spielraum://launch?game=42"; null for an id the launcher would refuse. */
export function launchLink(gameId: number): string | null {
  return isLaunchableGameId(gameId) ? `spielraum://launch?game=${gameId}` : null;
}
