// The preload runs against a stand-in for Electron's renderer API (the real module needs the Electron
// binary): what it exposes and how it wires the page's handlers to main.
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GateRequest, LaunchEvent, SpielraumBridge } from './bridge-types';
import { VERSION_ARGUMENT_PREFIX } from './ipc';

const fakeElectron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  sent: [] as Array<[string, unknown]>,
  invoked: [] as unknown[][],
  renderer: null as unknown as import('node:events').EventEmitter,
}));

vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  const renderer = new Emitter();
  fakeElectron.renderer = renderer;
  return {
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => fakeElectron.exposed.set(key, api) },
    ipcRenderer: {
      on: (channel: string, listener: (...args: unknown[]) => void) => renderer.on(channel, listener),
      removeListener: (channel: string, listener: (...args: unknown[]) => void) =>
        renderer.removeListener(channel, listener),
      send: (channel: string, value: unknown) => fakeElectron.sent.push([channel, value]),
      invoke: async (...args: unknown[]) => {
        fakeElectron.invoked.push(args);
        return { answeredBy: 'main' };
      },
    },
  };
});

let bridge: SpielraumBridge;
const originalArgv = process.argv;

beforeEach(async () => {
  vi.resetModules();
  fakeElectron.exposed.clear();
  fakeElectron.sent.length = 0;
  fakeElectron.invoked.length = 0;
  process.argv = [...originalArgv, `${VERSION_ARGUMENT_PREFIX}1.2.3`];
  await import('./preload');
  bridge = fakeElectron.exposed.get('spielraum') as SpielraumBridge;
});

afterEach(() => {
  process.argv = originalArgv;
});

const emitter = () => fakeElectron.renderer as EventEmitter;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preload bridge', () => {
  it('exposes only window.spielraum, with the version from the command line', () => {
    expect([...fakeElectron.exposed.keys()]).toEqual(['spielraum']);
    expect(bridge.version).toBe('1.2.3');
    expect(bridge.platform).toBe(process.platform);
  });

  it('invokes the typed channels', async () => {
    await bridge.launchGame(5);
    await bridge.getLaunchState([{ id: 5, steam_app_id: 400 }]);
    await bridge.addGameFromFile(6, 'Celeste');
    await bridge.listInstalledGames();
    expect(fakeElectron.invoked).toEqual([
      ['launcher:launch-game', 5],
      ['launcher:get-launch-state', [{ id: 5, steam_app_id: 400 }]],
      ['launcher:add-game-from-file', 6, 'Celeste'],
      ['launcher:list-installed-games'],
    ]);
  });

  it('delivers launch events until unsubscribed', () => {
    const received: LaunchEvent[] = [];
    const unsubscribe = bridge.onLaunchEvent((event) => received.push(event));
    emitter().emit('launcher:event', {}, { type: 'running', gameId: 1 });
    unsubscribe();
    emitter().emit('launcher:event', {}, { type: 'running', gameId: 2 });
    expect(received).toEqual([{ type: 'running', gameId: 1 }]);
  });

  it('answers gate requests through the page handler and tells main about the handler', async () => {
    const seen: GateRequest[] = [];
    const unsubscribe = bridge.onGateRequest(async (request) => {
      seen.push(request);
      return { proceed: true, moodBefore: 4 };
    });
    expect(fakeElectron.sent).toEqual([['gate:handler', true]]);

    emitter().emit('gate:request', {}, { requestId: 'r1', game: { gameId: 3, name: 'Hades' } });
    await flush();
    expect(seen).toEqual([{ requestId: 'r1', game: { gameId: 3, name: 'Hades' } }]);
    expect(fakeElectron.invoked).toEqual([['gate:respond', 'r1', { proceed: true, moodBefore: 4 }]]);

    unsubscribe();
    expect(fakeElectron.sent.at(-1)).toEqual(['gate:handler', false]);
    emitter().emit('gate:request', {}, { requestId: 'r2', game: { gameId: 3, name: 'Hades' } });
    await flush();
    expect(fakeElectron.invoked).toHaveLength(1);
  });

  it('answers null when the page handler fails, and lets a new handler replace the old one', async () => {
    const unsubscribeFirst = bridge.onFeedbackRequest(async () => {
      throw new Error('dialog crashed');
    });
    emitter().emit('feedback:request', {}, { requestId: 'f1', session: { gameId: 1, name: 'x', durationMinutes: 3, moodBefore: null } });
    await flush();
    expect(fakeElectron.invoked).toEqual([['feedback:respond', 'f1', null]]);

    bridge.onFeedbackRequest(async () => ({ moodAfter: 2 }));
    unsubscribeFirst();
    expect(fakeElectron.sent).toEqual([
      ['feedback:handler', true],
      ['feedback:handler', true],
    ]);
    emitter().emit('feedback:request', {}, { requestId: 'f2', session: { gameId: 1, name: 'x', durationMinutes: 3, moodBefore: null } });
    await flush();
    expect(fakeElectron.invoked.at(-1)).toEqual(['feedback:respond', 'f2', { moodAfter: 2 }]);
    expect(fakeElectron.invoked).toHaveLength(2);
  });
});
