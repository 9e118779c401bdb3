// The IPC channels between the main process and the preload script, typed once. No runtime imports: the
// preload bundle (sandboxed, CommonJS) includes this file.
import type {
  AddGameResult,
  FeedbackAnswer,
  FeedbackRequest,
  GateAnswer,
  GateRequest,
  InstalledGame,
  LaunchEvent,
  LaunchResult,
  LaunchState,
  SiteGameRef,
} from './bridge-types';

/** Page → main, answered (`ipcRenderer.invoke` / `ipcMain.handle`). */
export const INVOKE_CHANNELS = {
  listInstalledGames: 'launcher:list-installed-games',
  getLaunchState: 'launcher:get-launch-state',
  launchGame: 'launcher:launch-game',
  addGameFromFile: 'launcher:add-game-from-file',
  gateRespond: 'gate:respond',
  feedbackRespond: 'feedback:respond',
} as const;

export interface InvokeContract {
  'launcher:list-installed-games': { args: []; result: InstalledGame[] };
  'launcher:get-launch-state': { args: [games: SiteGameRef[]]; result: LaunchState[] };
  'launcher:launch-game': { args: [gameId: number]; result: LaunchResult };
  'launcher:add-game-from-file': { args: [gameId: number, gameName?: string]; result: AddGameResult };
  /** `answer` is null when the page's handler threw: main then goes on as if there were no gate. */
  'gate:respond': { args: [requestId: string, answer: GateAnswer | null]; result: void };
  'feedback:respond': { args: [requestId: string, answer: FeedbackAnswer | null]; result: void };
}
export type InvokeChannel = keyof InvokeContract;

/** Main → page, one way (`webContents.send` / `ipcRenderer.on`). */
export const RENDERER_CHANNELS = {
  launchEvent: 'launcher:event',
  gateRequest: 'gate:request',
  feedbackRequest: 'feedback:request',
} as const;

export interface RendererEventContract {
  'launcher:event': LaunchEvent;
  'gate:request': GateRequest;
  'feedback:request': FeedbackRequest;
}
export type RendererChannel = keyof RendererEventContract;

/** Page → main, one way (`ipcRenderer.send` / `ipcMain.on`): whether the page handles the request kind. */
export const MAIN_CHANNELS = {
  gateHandler: 'gate:handler',
  feedbackHandler: 'feedback:handler',
} as const;

export interface MainEventContract {
  'gate:handler': boolean;
  'feedback:handler': boolean;
}
export type MainChannel = keyof MainEventContract;

/**
 * The sandboxed preload cannot ask `app` for the version, so main passes it on the renderer's command line
 * (`webPreferences.additionalArguments`).
 */
export const VERSION_ARGUMENT_PREFIX = '--spielraum-version=';

/** How long main waits for the page to answer a gate or feedback request before going on without. */
export const PAGE_ANSWER_TIMEOUT_MS = 2 * 60_000;
/** How long a request waits for a page that is still loading to register its handler. */
export const PAGE_HANDLER_WAIT_MS = 10_000;
