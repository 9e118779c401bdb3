// Runs in the sandboxed site window before the page: exposes `window.spielraum` and nothing else.
// Built as CommonJS (dist-electron/preload.cjs) because sandboxed preloads cannot be ES modules.
import { contextBridge, type IpcRendererEvent, ipcRenderer } from 'electron';
import type {
  FeedbackAnswer,
  FeedbackRequest,
  GateAnswer,
  GateRequest,
  LaunchEvent,
  SpielraumBridge,
  Unsubscribe,
} from './bridge-types';
import {
  INVOKE_CHANNELS,
  type InvokeChannel,
  type InvokeContract,
  MAIN_CHANNELS,
  type MainChannel,
  type MainEventContract,
  RENDERER_CHANNELS,
  type RendererChannel,
  type RendererEventContract,
  VERSION_ARGUMENT_PREFIX,
} from './ipc';

function invoke<C extends InvokeChannel>(
  channel: C,
  ...args: InvokeContract[C]['args']
): Promise<InvokeContract[C]['result']> {
  return ipcRenderer.invoke(channel, ...args);
}

function tellMain<C extends MainChannel>(channel: C, value: MainEventContract[C]): void {
  ipcRenderer.send(channel, value);
}

function listen<C extends RendererChannel>(
  channel: C,
  listener: (payload: RendererEventContract[C]) => void,
): Unsubscribe {
  const wrapped = (_event: IpcRendererEvent, payload: RendererEventContract[C]) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

/**
 * One page handler per request kind; registering a new one replaces the old. Main learns whether a handler
 * exists so it never waits for a page that cannot answer.
 */
function registerPageHandler<TRequest extends { requestId: string }, TAnswer>(
  requestChannel: 'gate:request' | 'feedback:request',
  respondChannel: 'gate:respond' | 'feedback:respond',
  handlerChannel: 'gate:handler' | 'feedback:handler',
): (handler: (request: TRequest) => Promise<TAnswer>) => Unsubscribe {
  let current: symbol | null = null;
  let stopListening: Unsubscribe = () => {};
  return (handler) => {
    stopListening();
    const registration = Symbol('page handler');
    current = registration;
    stopListening = listen(requestChannel, (request) => {
      const typed = request as unknown as TRequest;
      Promise.resolve()
        .then(() => handler(typed))
        .then(
          (answer) => ipcRenderer.invoke(respondChannel, typed.requestId, answer),
          () => ipcRenderer.invoke(respondChannel, typed.requestId, null),
        )
        .catch(() => {});
    });
    tellMain(handlerChannel, true);
    return () => {
      if (current !== registration) return;
      current = null;
      stopListening();
      stopListening = () => {};
      tellMain(handlerChannel, false);
    };
  };
}

const versionArgument = process.argv.find((argument) => argument.startsWith(VERSION_ARGUMENT_PREFIX));

const bridge: SpielraumBridge = {
  version: versionArgument ? versionArgument.slice(VERSION_ARGUMENT_PREFIX.length) : '',
  platform: process.platform,
  listInstalledGames: () => invoke(INVOKE_CHANNELS.listInstalledGames),
  getLaunchState: (games) => invoke(INVOKE_CHANNELS.getLaunchState, games),
  launchGame: (gameId) => invoke(INVOKE_CHANNELS.launchGame, gameId),
  addGameFromFile: (gameId, gameName) => invoke(INVOKE_CHANNELS.addGameFromFile, gameId, gameName),
  onLaunchEvent: (listener: (event: LaunchEvent) => void) => listen(RENDERER_CHANNELS.launchEvent, listener),
  onGateRequest: registerPageHandler<GateRequest, GateAnswer>(
    RENDERER_CHANNELS.gateRequest,
    INVOKE_CHANNELS.gateRespond,
    MAIN_CHANNELS.gateHandler,
  ),
  onFeedbackRequest: registerPageHandler<FeedbackRequest, FeedbackAnswer>(
    RENDERER_CHANNELS.feedbackRequest,
    INVOKE_CHANNELS.feedbackRespond,
    MAIN_CHANNELS.feedbackHandler,
  ),
};

contextBridge.exposeInMainWorld('spielraum', bridge);
