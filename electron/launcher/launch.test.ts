import { spawn } from 'node:child_process';
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LaunchEvent } from '../bridge-types';
import {
  createProcProcessLister,
  createPsProcessLister,
  GameLauncher,
  type GameLauncherOptions,
  gameEnvironment,
  type Heartbeat,
  type LauncherTiming,
  type MonotonicClock,
  parsePsColumns,
  parseWin32ProcessJson,
  processesUnderDirectory,
  type RunningProcess,
  SessionClock,
  timerHeartbeat,
} from './launch';
import type { LibraryRecord } from './library';
import { IN_FLIGHT_DIR_NAME, SessionStore, sessionDurationMinutes } from './sessions';
import { tempDirs, waitFor, writeText } from '../../tests/support/launcher/test-support';

const temp = tempDirs();
afterAll(() => temp.removeAll());

class ManualClock implements MonotonicClock {
  constructor(public current = 0) {}
  now() {
    return this.current;
  }
  advance(ms: number) {
    this.current += ms;
  }
}

describe('SessionClock', () => {
  it('counts monotonic time between beats that arrive on time', () => {
    const clock = new ManualClock(1_000);
    const session = new SessionClock(clock, 10_000);
    for (let beat = 0; beat < 6; beat++) {
      clock.advance(10_000 + (beat % 2 === 0 ? 3_000 : -2_000));
      expect(session.beat()).toBe(0);
    }
    expect(session.activeMs()).toBe(63_000);
  });

  it('subtracts a sleep revealed by a late heartbeat, keeping one interval', () => {
    const clock = new ManualClock();
    const session = new SessionClock(clock, 10_000, 30_000);
    clock.advance(10_000);
    session.beat();
    clock.advance(60 * 60_000);
    expect(session.beat()).toBe(60 * 60_000 - 10_000);
    clock.advance(10_000);
    session.beat();
    expect(session.activeMs()).toBe(30_000);
    expect(session.asleepMs).toBe(60 * 60_000 - 10_000);
  });

  it('does not take a gap within the margin for sleep', () => {
    const clock = new ManualClock();
    const session = new SessionClock(clock, 10_000, 30_000);
    clock.advance(40_000);
    expect(session.beat()).toBe(0);
    expect(session.activeMs()).toBe(40_000);
  });

  it('counts only sleeps detected up to the moment asked for', () => {
    const clock = new ManualClock(500);
    const session = new SessionClock(clock, 10_000, 30_000);
    clock.advance(10_000);
    session.beat();
    const gameEndedAt = clock.now();
    clock.advance(5 * 60_000);
    session.beat();
    expect(session.activeMs(gameEndedAt)).toBe(10_000);
    expect(session.activeMs()).toBe(20_000);
  });
});

describe('process listings', () => {
  const processes: RunningProcess[] = [
    { pid: 10, executablePath: '/games/Hades/Hades', commandLine: '/games/Hades/Hades -vulkan' },
    { pid: 11, executablePath: '/usr/bin/node', commandLine: '/usr/bin/node /games/My Game/main.js' },
    { pid: 12, executablePath: '/games/Hades II/Hades2', commandLine: '' },
    { pid: 13, executablePath: null, commandLine: '' },
  ];

  it('matches programs inside the folder and command lines naming it, not sibling folders', () => {
    expect(processesUnderDirectory(processes, '/games/Hades', 'linux', new Set()).map((p) => p.pid)).toEqual([10]);
    expect(processesUnderDirectory(processes, '/games/My Game/', 'linux', new Set()).map((p) => p.pid)).toEqual([11]);
    expect(processesUnderDirectory(processes, '/games/Hades', 'linux', new Set([10]))).toEqual([]);
    expect(processesUnderDirectory(processes, '/', 'linux', new Set())).toEqual([]);
  });

  it('compares Windows paths without case and with either slash', () => {
    const windows: RunningProcess[] = [
      { pid: 1, executablePath: 'C:\\Games\\Celeste\\Celeste.exe', commandLine: '"C:\\Games\\Celeste\\Celeste.exe"' },
      { pid: 2, executablePath: 'C:\\Games\\CelesteMods\\x.exe', commandLine: '' },
    ];
    expect(processesUnderDirectory(windows, 'c:/games/celeste', 'win32', new Set()).map((p) => p.pid)).toEqual([1]);
  });

  it('parses ps output whose last column contains spaces', () => {
    const output = '    1 /sbin/launchd\n  512 /Applications/Some Game.app/Contents/MacOS/Some Game\n\n';
    expect([...parsePsColumns(output)]).toEqual([
      [1, '/sbin/launchd'],
      [512, '/Applications/Some Game.app/Contents/MacOS/Some Game'],
    ]);
  });

  it('joins the two ps listings of macOS', async () => {
    const run = vi.fn(async (_executable: string, args: readonly string[]) =>
      args.includes('pid=,comm=')
        ? '  7 /Applications/Game.app/Contents/MacOS/Game\n  8 kernel_task\n'
        : '  7 /Applications/Game.app/Contents/MacOS/Game -psn_0\n  8 kernel_task\n',
    );
    const listed = await createPsProcessLister(run).list();
    expect(run).toHaveBeenCalledWith('/bin/ps', ['-axww', '-o', 'pid=,comm=']);
    expect(listed).toEqual([
      {
        pid: 7,
        executablePath: '/Applications/Game.app/Contents/MacOS/Game',
        commandLine: '/Applications/Game.app/Contents/MacOS/Game -psn_0',
      },
      { pid: 8, executablePath: null, commandLine: 'kernel_task' },
    ]);
  });

  it('parses the PowerShell process table, one row or many', () => {
    const many = JSON.stringify([
      { ProcessId: 4, ExecutablePath: null, CommandLine: null },
      { ProcessId: 900, ExecutablePath: 'C:\\Games\\x.exe', CommandLine: '"C:\\Games\\x.exe" -w' },
    ]);
    expect(parseWin32ProcessJson(many)).toEqual([
      { pid: 4, executablePath: null, commandLine: '' },
      { pid: 900, executablePath: 'C:\\Games\\x.exe', commandLine: '"C:\\Games\\x.exe" -w' },
    ]);
    expect(parseWin32ProcessJson('{"ProcessId":5,"ExecutablePath":"C:\\\\a.exe","CommandLine":""}')).toEqual([
      { pid: 5, executablePath: 'C:\\a.exe', commandLine: '' },
    ]);
    expect(parseWin32ProcessJson('  ')).toEqual([]);
  });

  it.runIf(process.platform === 'linux')('lists real processes from /proc with their command line', async () => {
    const folder = await temp.make('proc list');
    const script = await writeText(path.join(folder, 'idle.mjs'), 'setTimeout(() => {}, 5000);\n');
    const child = spawn(process.execPath, [script], { stdio: 'ignore' });
    try {
      const listed = await waitFor(async () => {
        const found = processesUnderDirectory(await createProcProcessLister().list(), folder, 'linux');
        return found.length > 0 ? found : null;
      });
      expect(listed.map((entry) => entry.pid)).toEqual([child.pid]);
      expect(listed[0]?.executablePath).toBe(process.execPath);
    } finally {
      child.kill();
    }
  });
});

describe('gameEnvironment', () => {
  it('removes Electron and AppImage variables and AppImage library paths', () => {
    expect(
      gameEnvironment({
        HOME: '/home/mia',
        ELECTRON_RUN_AS_NODE: '1',
        NODE_OPTIONS: '--inspect',
        APPIMAGE: '/home/mia/Spielraum.AppImage',
        APPDIR: '/tmp/.mount_Spiel',
        LD_LIBRARY_PATH: '/tmp/.mount_Spiel/usr/lib:/opt/lib',
        PATH: '/tmp/.mount_Spiel/usr/bin:/usr/bin',
      }),
    ).toEqual({ HOME: '/home/mia', LD_LIBRARY_PATH: '/opt/lib', PATH: '/usr/bin' });
  });
});

// --------------------------------------------------------------------------------------------------------
// Real games: small Node scripts standing in for a game, a self-restarting launcher and the Steam client.

const GAME_SCRIPT = `setTimeout(() => process.exit(0), Number(process.argv[2] ?? 2000));\n`;
// A game that runs until the test drops a file named "quit" beside it (at most a minute): how long it plays is
// the test's decision, not the machine's pace.
const QUITTABLE_GAME_SCRIPT = `import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
const quit = path.join(path.dirname(fileURLToPath(import.meta.url)), 'quit');
setInterval(() => existsSync(quit) && process.exit(0), 20);
setTimeout(() => process.exit(0), 60_000);
`;
const HANDOFF_SCRIPT = `import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
const game = path.join(path.dirname(fileURLToPath(import.meta.url)), 'game.mjs');
spawn(process.execPath, [game, process.argv[2] ?? '2000'], { detached: true, stdio: 'ignore' }).unref();
process.exit(0);
`;
// Starts the game found in the folder given, then stays alive longer than the game, like Steam does.
const FAKE_STEAM_SCRIPT = `import { spawn } from 'node:child_process';
import path from 'node:path';
const [installDir, gameMs, clientMs] = process.argv.slice(2);
setTimeout(() => {
  if (installDir !== 'none') {
    spawn(process.execPath, [path.join(installDir, 'game.mjs'), gameMs], { detached: true, stdio: 'ignore' }).unref();
  }
}, 200);
setTimeout(() => process.exit(0), Number(clientMs));
`;

const FAST_TIMING: Partial<LauncherTiming> = {
  heartbeatIntervalMs: 100,
  pollIntervalMs: 100,
  directGraceMs: 700,
  handoffGraceMs: 2_000,
};

interface Harness {
  launcher: GameLauncher;
  sessions: SessionStore;
  events: LaunchEvent[];
  options: GameLauncherOptions;
  dataDir: string;
}

async function harness(
  records: Record<number, LibraryRecord>,
  overrides: Partial<GameLauncherOptions> = {},
): Promise<Harness> {
  const dataDir = await temp.make('launch-data');
  const sessions = await SessionStore.open({ dataDir });
  const events: LaunchEvent[] = [];
  const options: GameLauncherOptions = {
    library: { get: (gameId) => records[gameId] },
    sessions,
    confirmLaunch: vi.fn(async () => true),
    prePlayGate: vi.fn(async () => ({ proceed: true })),
    postPlay: vi.fn(async () => ({})),
    onEvent: (event) => events.push(event),
    timing: FAST_TIMING,
    ...overrides,
  };
  return { launcher: new GameLauncher(options), sessions, events, options, dataDir };
}

describe('launching and following real processes', () => {
  let steamDir: string;

  /** A fresh install folder per test: tests run side by side and must not see each other's games. */
  async function gameFolder(): Promise<string> {
    const installDir = path.join(await temp.make('games'), 'Mein Spiel');
    await writeText(path.join(installDir, 'game.mjs'), GAME_SCRIPT);
    await writeText(path.join(installDir, 'handoff.mjs'), HANDOFF_SCRIPT);
    await writeText(path.join(installDir, 'quittable.mjs'), QUITTABLE_GAME_SCRIPT);
    return installDir;
  }

  function nodeGame(installDir: string, script: string, ms: string): LibraryRecord {
    return {
      name: 'Mein Spiel',
      source: 'user',
      executable: process.execPath,
      args: [path.join(installDir, script), ms],
      cwd: installDir,
      installDir,
    };
  }

  beforeAll(async () => {
    steamDir = await temp.make('steam-client');
    await writeText(path.join(steamDir, 'steam.mjs'), FAKE_STEAM_SCRIPT);
  });

  describe.concurrent('tracking', () => {
    it('follows a directly started game for its lifetime', async () => {
      const { launcher, events, options } = await harness({ 1: nodeGame(await gameFolder(), 'game.mjs', '2000') });
      const handle = await launcher.launch(1, 'app');
      expect(handle.result).toEqual({ status: 'started', gameId: 1 });
      expect(launcher.isRunning(1)).toBe(true);
      const outcome = await handle.completion;

      expect(outcome?.durationMs).toBeGreaterThanOrEqual(1_900);
      expect(outcome?.durationMs).toBeLessThan(4_000);
      expect(outcome?.report).toBeNull();
      expect(launcher.isRunning(1)).toBe(false);
      expect(options.confirmLaunch).not.toHaveBeenCalled();
      expect(options.prePlayGate).toHaveBeenCalledWith({ gameId: 1, name: 'Mein Spiel' });
      expect(options.postPlay).not.toHaveBeenCalled();
      expect(events.map((event) => event.type)).toEqual(['launch-requested', 'launch-result', 'running', 'ended']);
    });

    it('follows the real game through the install folder when the started program hands off and exits', async () => {
      const { launcher, events } = await harness({ 2: nodeGame(await gameFolder(), 'handoff.mjs', '2000') });
      const handle = await launcher.launch(2, 'app');
      const outcome = await handle.completion;
      // Without following the folder the session would end with the hand-off, after a few milliseconds.
      expect(outcome?.durationMs).toBeGreaterThanOrEqual(1_800);
      expect(outcome?.durationMs).toBeLessThan(4_000);
      expect(events.at(-1)).toMatchObject({ type: 'ended', gameId: 2, reported: false });
    });

    it('times a Steam-style hand-off from the game appearing to it ending, not by the client', async () => {
      const installDir = await gameFolder();
      const steamRecord: LibraryRecord = {
        name: 'Steam-Spiel',
        source: 'steam',
        executable: process.execPath,
        args: [path.join(steamDir, 'steam.mjs'), installDir, '2000', '6000'],
        steamAppId: 400,
        installDir,
      };
      const { launcher, events } = await harness({ 3: steamRecord });
      const startedAt = Date.now();
      const outcome = await (await launcher.launch(3, 'app')).completion;
      // The client lives 6 s, the game 2 s; polling may see the game start and end a little late or early.
      expect(outcome?.durationMs).toBeGreaterThanOrEqual(1_000);
      expect(outcome?.durationMs).toBeLessThan(3_500);
      expect(Date.now() - startedAt).toBeLessThan(5_500);
      expect(events.map((event) => event.type)).toEqual([
        'launch-requested',
        'launch-result',
        'waiting-for-game',
        'running',
        'ended',
      ]);
    });

    it('gives up on a hand-off whose game never appears', async () => {
      const installDir = await gameFolder();
      const steamRecord: LibraryRecord = {
        name: 'Nie gestartet',
        source: 'steam',
        executable: process.execPath,
        args: [path.join(steamDir, 'steam.mjs'), 'none', '0', '300'],
        installDir: path.join(installDir, 'nothing-runs-here'),
      };
      const { launcher, events, dataDir } = await harness({ 4: steamRecord }, { timing: { ...FAST_TIMING, handoffGraceMs: 600 } });
      const outcome = await (await launcher.launch(4, 'app')).completion;
      expect(outcome).toEqual({ gameId: 4, run: null, durationMs: 0, report: null });
      expect(events.at(-1)).toEqual({ type: 'not-started', gameId: 4 });
      expect(await readdir(path.join(dataDir, IN_FLIGHT_DIR_NAME))).toEqual([]);
    });

    it('reports a session of a minute or more with the moods before and after', async () => {
      // One real second counts as one minute of play, heartbeats run at the same pace; the game plays until the
      // session on disk shows a minute and a half, then the test quits it.
      const speedUp = 60;
      const clock: MonotonicClock = { now: () => performance.now() * speedUp };
      const heartbeat: Heartbeat = { start: (intervalMs, onBeat) => timerHeartbeat.start(intervalMs / speedUp, onBeat) };
      const postPlay = vi.fn(async () => ({ moodAfter: 5, notes: 'Boss besiegt' }));
      const queued: unknown[] = [];
      const installDir = await gameFolder();
      const { launcher, sessions, dataDir } = await harness(
        { 5: nodeGame(installDir, 'quittable.mjs', '0') },
        {
          clock,
          heartbeat,
          prePlayGate: vi.fn(async () => ({ proceed: true, moodBefore: 2 })),
          postPlay,
          onReportQueued: (report) => queued.push(report),
          timing: { ...FAST_TIMING, heartbeatIntervalMs: 6_000 },
        },
      );
      const handle = await launcher.launch(5, 'app');

      // Mid-game the session is on disk with the time played so far (skipping a heartbeat's temp file that may be
      // on its way to replacing the session file).
      const readInFlight = async () => {
        const [file] = (await readdir(path.join(dataDir, IN_FLIGHT_DIR_NAME))).filter((name) => !name.startsWith('.'));
        if (!file) return null;
        try {
          return JSON.parse(await readFile(path.join(dataDir, IN_FLIGHT_DIR_NAME, file), 'utf8')) as { gameId: number; gameName: string; moodBefore: number; accumulatedMs: number };
        } catch {
          return null;
        }
      };
      const inFlight = await waitFor(async () => {
        const session = await readInFlight();
        return session && session.accumulatedMs >= 90_000 ? session : null;
      }, { timeoutMs: 30_000 });
      expect(inFlight).toMatchObject({ gameId: 5, gameName: 'Mein Spiel', moodBefore: 2 });
      await writeText(path.join(installDir, 'quit'), '');

      const outcome = await handle.completion;
      const durationMs = outcome?.durationMs ?? 0;
      // At least what was on disk before the game was told to quit: the heartbeat never counts backwards.
      expect(durationMs).toBeGreaterThanOrEqual(inFlight.accumulatedMs);
      const durationMinutes = sessionDurationMinutes(durationMs);
      expect(postPlay).toHaveBeenCalledWith({ gameId: 5, name: 'Mein Spiel', durationMs, durationMinutes, moodBefore: 2 });
      expect(outcome?.report).toMatchObject({ gameId: 5, durationMinutes, moodBefore: 2, moodAfter: 5, notes: 'Boss besiegt' });
      expect(queued).toEqual([outcome?.report]);
      expect(sessions.pendingReports()).toEqual([outcome?.report]);
    });

    it('does not count the time the computer slept', async () => {
      let sleptMs = 0;
      const clock: MonotonicClock = { now: () => performance.now() + sleptMs };
      const { launcher, events } = await harness(
        { 6: nodeGame(await gameFolder(), 'game.mjs', '2000') },
        { clock, timing: { ...FAST_TIMING, heartbeatIntervalMs: 100, sleepGapThresholdMs: 1_000 } },
      );
      const handle = await launcher.launch(6, 'app');
      await waitFor(() => events.some((event) => event.type === 'running'));
      await new Promise((resolve) => setTimeout(resolve, 500));
      // The machine "sleeps" for an hour: the monotonic clock jumps, the next heartbeat is an hour late.
      sleptMs = 60 * 60_000;
      const outcome = await handle.completion;
      expect(outcome?.durationMs).toBeGreaterThanOrEqual(1_800);
      expect(outcome?.durationMs).toBeLessThan(4_000);
    });
  });

  describe('refusals and cancellations', () => {
    it('asks before a link launch and starts nothing when the user declines', async () => {
      const installDir = await gameFolder();
      const marker = path.join(installDir, 'started-by-link');
      const record: LibraryRecord = {
        ...nodeGame(installDir, 'game.mjs', '0'),
        args: ['-e', `require('node:fs').writeFileSync(${JSON.stringify(marker)}, '')`],
      };
      const { launcher, options } = await harness({ 7: record }, { confirmLaunch: vi.fn(async () => false) });
      const handle = await launcher.launch(7, 'link');
      expect(handle.result).toEqual({ status: 'cancelled', gameId: 7, by: 'user' });
      expect(options.confirmLaunch).toHaveBeenCalledWith({
        gameId: 7,
        name: 'Mein Spiel',
        executable: process.execPath,
        args: record.args,
        source: 'user',
      });
      expect(options.prePlayGate).not.toHaveBeenCalled();
      expect(await handle.completion).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(access(marker)).rejects.toThrow();
      expect(launcher.isRunning(7)).toBe(false);
    });

    it('stops when the pre-play gate says no', async () => {
      const { launcher } = await harness(
        { 8: nodeGame(await gameFolder(), 'game.mjs', '10') },
        { prePlayGate: vi.fn(async () => ({ proceed: false })) },
      );
      expect((await launcher.launch(8, 'link')).result).toEqual({ status: 'cancelled', gameId: 8, by: 'gate' });
    });

    it('refuses a second launch of a game that is running', async () => {
      const { launcher } = await harness({ 9: nodeGame(await gameFolder(), 'game.mjs', '500') });
      const first = await launcher.launch(9, 'app');
      expect((await launcher.launch(9, 'app')).result).toEqual({ status: 'already_running', gameId: 9 });
      await first.completion;
      expect((await launcher.launch(9, 'app')).result.status).toBe('started');
    });

    it('refuses unknown games, scripts, relative paths and programs that cannot run', async () => {
      const folder = await temp.make('refusals');
      const batch = await writeText(path.join(folder, 'start.cmd'), '@echo off\n', 0o755);
      // Executable bit set but not a program: execvp() would quietly run it through /bin/sh.
      const garbage = await writeText(path.join(folder, 'not-a-program'), 'rm -rf "$HOME"\n', 0o755);
      const missingInterpreter = await writeText(path.join(folder, 'broken'), '#!/nonexistent/interpreter\n', 0o755);
      const base: LibraryRecord = { name: 'x', source: 'user', executable: '', args: [] };
      const { launcher } = await harness({
        20: { ...base, executable: batch },
        21: { ...base, executable: 'node' },
        22: { ...base, executable: missingInterpreter },
        23: { ...base, executable: process.execPath, cwd: 'relative/dir' },
        24: { ...base, executable: garbage },
      });
      expect((await launcher.launch(19, 'app')).result).toEqual({ status: 'not_installed', gameId: 19 });
      expect((await launcher.launch(20, 'app')).result).toEqual({ status: 'refused', gameId: 20, reason: 'script_refused' });
      expect((await launcher.launch(21, 'app')).result).toEqual({ status: 'refused', gameId: 21, reason: 'not_absolute' });
      expect((await launcher.launch(22, 'app')).result).toMatchObject({ status: 'failed', gameId: 22 });
      expect((await launcher.launch(23, 'app')).result).toEqual({ status: 'refused', gameId: 23, reason: 'not_absolute' });
      expect((await launcher.launch(24, 'app')).result).toEqual({ status: 'refused', gameId: 24, reason: 'not_executable' });
      expect(launcher.isRunning(22)).toBe(false);
      await expect(launcher.launch(0, 'app')).rejects.toThrow(RangeError);
    });
  });
});
