// The API that the preload script exposes to the site as `window.spielraum`, and every payload that
// crosses it. Types only, no imports: the renderer may `import type` from here without pulling in Node
// or Electron.

export type LaunchOrigin = 'link' | 'app';

/** What `launchGame` answers as soon as the outcome of the start is known (not when the game ends). */
export type LaunchResult =
  | { status: 'started'; gameId: number }
  | { status: 'cancelled'; gameId: number; by: 'user' | 'gate' }
  | { status: 'not_installed'; gameId: number }
  | { status: 'refused'; gameId: number; reason: ExecutableRefusal }
  | { status: 'already_running'; gameId: number }
  | { status: 'failed'; gameId: number; message: string };

export type ExecutableRefusal = 'not_absolute' | 'not_found' | 'not_a_file' | 'not_executable' | 'script_refused';

/** Pushed to the page while a launch progresses; `onLaunchEvent` delivers them. */
export type LaunchEvent =
  | { type: 'launch-requested'; gameId: number; origin: LaunchOrigin }
  | { type: 'launch-result'; result: LaunchResult }
  /** The started program handed off (like Steam) and the launcher waits for the game itself to appear. */
  | { type: 'waiting-for-game'; gameId: number }
  | { type: 'running'; gameId: number }
  /** The hand-off never produced a running game within the grace time. */
  | { type: 'not-started'; gameId: number }
  | { type: 'ended'; gameId: number; durationMs: number; reported: boolean }
  | { type: 'link-refused'; reason: string };

export type InstallSource = 'steam' | 'user';

/** A game found on this computer (Steam library or added by hand), independent of the site's catalogue. */
export interface InstalledGame {
  source: InstallSource;
  name: string;
  installDir: string;
  steamAppId?: number;
  /** The site game this install is linked to, once known. */
  gameId?: number;
}

/** A site game as the catalogue describes it, with the hints used to find it locally. */
export interface SiteGameRef {
  id: number;
  name?: string;
  steam_app_id?: number | null;
  executable_name?: string | null;
}

export interface LaunchState {
  gameId: number;
  installed: boolean;
  running: boolean;
  source?: InstallSource;
  name?: string;
}

export type AddGameResult =
  | { ok: true; gameId: number; name: string }
  | { ok: false; reason: 'cancelled' | 'invalid_game' | ExecutableRefusal };

export interface GateGame {
  gameId: number;
  name: string;
}

/** Main asks the page to show the pre-play gate (gaming goals: confirm start, mood before). */
export interface GateRequest {
  requestId: string;
  game: GateGame;
}

export interface GateAnswer {
  proceed: boolean;
  /** 1–5, only when the page asked for the mood. */
  moodBefore?: number;
}

/** Main asks the page for the after-play feedback of a session worth reporting. */
export interface FeedbackRequest {
  requestId: string;
  session: {
    gameId: number;
    name: string;
    durationMinutes: number;
    moodBefore: number | null;
  };
}

export interface FeedbackAnswer {
  /** 1–5, only when the page asked for the mood. */
  moodAfter?: number;
  notes?: string;
}

export type Unsubscribe = () => void;

export interface SpielraumBridge {
  /** The launcher's version, e.g. "0.1.0". */
  readonly version: string;
  readonly platform: 'win32' | 'darwin' | 'linux' | string;
  listInstalledGames(): Promise<InstalledGame[]>;
  /** Which of these site games are installed here; learns the link from site game to install on the way. */
  getLaunchState(games: SiteGameRef[]): Promise<LaunchState[]>;
  launchGame(gameId: number): Promise<LaunchResult>;
  /** Opens a file picker; the chosen program becomes the way to start this site game. */
  addGameFromFile(gameId: number, gameName?: string): Promise<AddGameResult>;
  onLaunchEvent(listener: (event: LaunchEvent) => void): Unsubscribe;
  /**
   * Registers the page's pre-play gate. While none is registered, or when the page does not answer within
   * two minutes, launches go ahead without a gate. The latest registration replaces earlier ones.
   */
  onGateRequest(handler: (request: GateRequest) => Promise<GateAnswer>): Unsubscribe;
  /** Registers the page's after-play feedback dialog; same rules as `onGateRequest`. */
  onFeedbackRequest(handler: (request: FeedbackRequest) => Promise<FeedbackAnswer>): Unsubscribe;
}

declare global {
  interface Window {
    /** Present only inside the desktop launcher. */
    spielraum?: SpielraumBridge;
  }
}
