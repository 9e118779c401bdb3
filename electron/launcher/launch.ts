// Starting a game and following it until it really ends, and the session clock that measures it.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFile, readdir, readlink } from 'node:fs/promises';
import path from 'node:path';
import type { ExecutableRefusal, GateAnswer, GateGame, FeedbackAnswer, LaunchEvent, LaunchOrigin, LaunchResult } from '../bridge-types';
import { checkUserExecutable } from './discovery';
import type { LibraryRecord } from './library';
import { isValidGameId } from './links';
import { isReportable, type QueuedReport, type SessionStore, sessionDurationMinutes } from './sessions';

// ---------------------------------------------------------------------------------------------------------
// Process listing

export interface RunningProcess {
  pid: number;
  /** Absolute path of the program image, when the OS lets us see it. */
  executablePath: string | null;
  /** The command line as one string (arguments joined with spaces); empty when not visible. */
  commandLine: string;
}

export interface ProcessLister {
  list(): Promise<RunningProcess[]>;
}

/** Linux: /proc/<pid>/exe and /proc/<pid>/cmdline. Processes of other users simply show no executable. */
export function createProcProcessLister(procRoot = '/proc'): ProcessLister {
  return {
    async list() {
      const entries = await readdir(procRoot);
      const processes = await Promise.all(
        entries
          .filter((entry) => /^\d+$/.test(entry))
          .map(async (entry): Promise<RunningProcess | null> => {
            const processDir = path.join(procRoot, entry);
            const [executablePath, commandLine] = await Promise.all([
              readlink(path.join(processDir, 'exe')).then(
                (target) => target.replace(/ \(deleted\)$/, ''),
                () => null,
              ),
              readFile(path.join(processDir, 'cmdline')).then(
                (raw) => raw.toString('utf8').split('\0').filter(Boolean).join(' '),
                () => null,
              ),
            ]);
            if (executablePath === null && commandLine === null) return null;
            return { pid: Number(entry), executablePath, commandLine: commandLine ?? '' };
          }),
      );
      return processes.filter((process): process is RunningProcess => process !== null);
    },
  };
}

/** `ps -o pid=,<column>=` output: the pid, then the rest of the line (which may contain spaces). */
export function parsePsColumns(output: string): Map<number, string> {
  const rows = new Map<number, string>();
  for (const line of output.split('\n')) {
    const match = /^\s*(\d+)\s+(.*\S)\s*$/.exec(line);
    if (match) rows.set(Number(match[1]), match[2] as string);
  }
  return rows;
}

type CommandRunner = (executable: string, args: readonly string[]) => Promise<string>;

const runCommand: CommandRunner = (executable, args) =>
  new Promise((resolve, reject) => {
    execFile(
      executable,
      [...args],
      { shell: false, windowsHide: true, maxBuffer: 32 * 1024 * 1024, timeout: 15_000 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });

/** macOS (and other Unixes without /proc): two `ps` listings, the program path and the full command line. */
export function createPsProcessLister(run: CommandRunner = runCommand, psPath = '/bin/ps'): ProcessLister {
  return {
    async list() {
      const [commands, argumentLines] = await Promise.all([
        run(psPath, ['-axww', '-o', 'pid=,comm=']),
        run(psPath, ['-axww', '-o', 'pid=,args=']),
      ]);
      const executables = parsePsColumns(commands);
      const commandLines = parsePsColumns(argumentLines);
      const pids = new Set([...executables.keys(), ...commandLines.keys()]);
      return [...pids].map((pid) => {
        const executable = executables.get(pid) ?? null;
        return {
          pid,
          executablePath: executable?.startsWith('/') ? executable : null,
          commandLine: commandLines.get(pid) ?? '',
        };
      });
    },
  };
}

/** Output of `Get-CimInstance Win32_Process | Select ProcessId,ExecutablePath,CommandLine | ConvertTo-Json`. */
export function parseWin32ProcessJson(output: string): RunningProcess[] {
  const trimmed = output.trim();
  if (!trimmed) return [];
  const parsed: unknown = JSON.parse(trimmed);
  const rows = Array.isArray(parsed) ? parsed : [parsed];
  const processes: RunningProcess[] = [];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) continue;
    const { ProcessId, ExecutablePath, CommandLine } = row as Record<string, unknown>;
    if (typeof ProcessId !== 'number') continue;
    processes.push({
      pid: ProcessId,
      executablePath: typeof ExecutablePath === 'string' && ExecutablePath ? ExecutablePath : null,
      commandLine: typeof CommandLine === 'string' ? CommandLine : '',
    });
  }
  return processes;
}

const WIN32_PROCESS_QUERY =
  'Get-CimInstance Win32_Process | Select-Object ProcessId,ExecutablePath,CommandLine | ConvertTo-Json -Compress';

/** Windows: tasklist has no paths, so the CIM process table through a fixed PowerShell command. */
export function createWin32ProcessLister(
  run: CommandRunner = runCommand,
  systemRoot = process.env.SystemRoot ?? 'C:\\Windows',
): ProcessLister {
  const powershell = path.win32.join(systemRoot, 'System32', 'WindowsPowerShell', 'v1.0', 'powershell.exe');
  return {
    async list() {
      return parseWin32ProcessJson(
        await run(powershell, ['-NoProfile', '-NonInteractive', '-Command', WIN32_PROCESS_QUERY]),
      );
    },
  };
}

export function defaultProcessLister(platform: NodeJS.Platform = process.platform): ProcessLister {
  if (platform === 'win32') return createWin32ProcessLister();
  if (platform === 'linux') return createProcProcessLister();
  return createPsProcessLister();
}

function comparablePath(value: string, platform: NodeJS.Platform): string {
  if (platform === 'win32') return value.replaceAll('/', '\\').toLowerCase();
  // macOS volumes are case-insensitive by default.
  if (platform === 'darwin') return value.toLowerCase();
  return value;
}

/**
 * Processes that belong to an install folder: their program lies inside it, or their command line names a
 * path inside it (a game run by an interpreter or a compatibility layer shows up only there).
 */
export function processesUnderDirectory(
  processes: readonly RunningProcess[],
  directory: string,
  platform: NodeJS.Platform = process.platform,
  excludedPids: ReadonlySet<number> = new Set([process.pid]),
): RunningProcess[] {
  const separator = platform === 'win32' ? '\\' : '/';
  const trimmed = comparablePath(directory, platform).replace(/[\\/]+$/, '');
  if (!trimmed) return [];
  const prefix = trimmed + separator;
  return processes.filter((candidate) => {
    if (excludedPids.has(candidate.pid)) return false;
    const executable = candidate.executablePath ? comparablePath(candidate.executablePath, platform) : '';
    return executable.startsWith(prefix) || comparablePath(candidate.commandLine, platform).includes(prefix);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Session clock

/** Milliseconds from an arbitrary origin that never go backwards (performance.now in production). */
export interface MonotonicClock {
  now(): number;
}

export const performanceClock: MonotonicClock = { now: () => performance.now() };

export interface Heartbeat {
  /** Calls onBeat every intervalMs until the returned function is called. */
  start(intervalMs: number, onBeat: () => void): () => void;
}

export const timerHeartbeat: Heartbeat = {
  start(intervalMs, onBeat) {
    const timer = setInterval(onBeat, intervalMs);
    return () => clearInterval(timer);
  },
};

export const SLEEP_GAP_THRESHOLD_MS = 30_000;

/**
 * Active play time: monotonic time since the start minus time the computer slept. Whether a monotonic
 * clock runs on during sleep differs per OS (it does on Windows), so sleep is detected directly: a
 * heartbeat that arrives much later than its interval means the process was suspended, and the excess
 * over one interval is not counted.
 */
export class SessionClock {
  private lastBeatAt: number;
  private readonly sleeps: Array<{ detectedAt: number; sleptMs: number }> = [];

  constructor(
    private readonly clock: MonotonicClock,
    private readonly heartbeatIntervalMs: number,
    private readonly sleepGapThresholdMs: number = SLEEP_GAP_THRESHOLD_MS,
    readonly startedAt: number = clock.now(),
  ) {
    this.lastBeatAt = startedAt;
  }

  /** To be called on every heartbeat; returns the sleep detected in this gap (0 for a normal beat). */
  beat(): number {
    const now = this.clock.now();
    const gap = now - this.lastBeatAt;
    this.lastBeatAt = now;
    if (gap <= this.heartbeatIntervalMs + this.sleepGapThresholdMs) return 0;
    const sleptMs = gap - this.heartbeatIntervalMs;
    this.sleeps.push({ detectedAt: now, sleptMs });
    return sleptMs;
  }

  get asleepMs(): number {
    return this.sleeps.reduce((total, sleep) => total + sleep.sleptMs, 0);
  }

  /** Active time from the start up to `at`, counting only the sleeps detected by then. */
  activeMs(at: number = this.clock.now()): number {
    const slept = this.sleeps
      .filter((sleep) => sleep.detectedAt <= at)
      .reduce((total, sleep) => total + sleep.sleptMs, 0);
    return Math.max(0, at - this.startedAt - slept);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Tracking the game's processes

/**
 * `direct`: the started program is the game (or starts it): the session runs from the start until the program
 * has exited and nothing is left running from the install folder.
 * `handoff`: the started program only asks another one to start the game (Steam), and may itself live on
 * for hours as the Steam client: the session runs from the first to the last sighting of a process from the
 * install folder; the started program's own lifetime does not count.
 */
export type TrackingMode = 'direct' | 'handoff';

export interface GameRun {
  startedAt: number;
  endedAt: number;
}

export interface TrackGameOptions {
  child: ChildProcess;
  mode: TrackingMode;
  installDir?: string;
  processLister: ProcessLister;
  clock: MonotonicClock;
  platform: NodeJS.Platform;
  pollIntervalMs: number;
  /** How long to wait for a process from the install folder to appear (after the start or the exit). */
  graceMs: number;
  /** Empty polls in a row before the game counts as ended: games often restart themselves. */
  emptyPollsToEnd?: number;
  onRunning(at: number): void;
  log?: (message: string) => void;
}

const MAX_CONSECUTIVE_LIST_FAILURES = 5;

function waitForExit(child: ChildProcess, clock: MonotonicClock): Promise<number> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(clock.now());
  return new Promise((resolve) => child.once('exit', () => resolve(clock.now())));
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Follows a started game until it has really ended; null when a hand-off never produced a running game. */
export async function trackGame(options: TrackGameOptions): Promise<GameRun | null> {
  const { child, mode, installDir, processLister, clock, platform, pollIntervalMs, graceMs } = options;
  const emptyPollsToEnd = Math.max(1, options.emptyPollsToEnd ?? 2);
  const log = options.log ?? (() => {});
  const exited = waitForExit(child, clock);

  let startedAt: number | null = null;
  let waitingSince: number;
  let lastSeenAt: number | null = null;
  if (mode === 'direct') {
    startedAt = clock.now();
    options.onRunning(startedAt);
    const exitedAt = await exited;
    lastSeenAt = exitedAt;
    waitingSince = exitedAt;
    if (!installDir) return { startedAt, endedAt: exitedAt };
  } else {
    if (!installDir) throw new Error('hand-off tracking needs the install folder');
    waitingSince = clock.now();
  }

  let seenUnderFolder = false;
  let emptyPolls = 0;
  let listFailures = 0;
  for (;;) {
    let found: RunningProcess[] | null = null;
    try {
      found = processesUnderDirectory(await processLister.list(), installDir, platform);
      listFailures = 0;
    } catch (error) {
      listFailures++;
      log(`listing processes failed (${listFailures}): ${(error as Error).message}`);
      if (listFailures >= MAX_CONSECUTIVE_LIST_FAILURES) break;
    }
    const pollAt = clock.now();
    if (found && found.length > 0) {
      if (startedAt === null) {
        startedAt = pollAt;
        options.onRunning(startedAt);
      }
      seenUnderFolder = true;
      lastSeenAt = pollAt;
      emptyPolls = 0;
    } else if (found) {
      emptyPolls++;
      if (seenUnderFolder && emptyPolls >= emptyPollsToEnd) break;
      if (!seenUnderFolder && pollAt - waitingSince >= graceMs) break;
    }
    await delay(pollIntervalMs);
  }
  if (startedAt === null || lastSeenAt === null) return null;
  return { startedAt, endedAt: lastSeenAt };
}

// ---------------------------------------------------------------------------------------------------------
// The launcher

/** Environment for a game: the launcher's own, minus what belongs to Electron or the AppImage runtime. */
export function gameEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const appDir = env.APPDIR;
  const result: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (key.startsWith('ELECTRON_') || key === 'NODE_OPTIONS') continue;
    if (['APPIMAGE', 'APPDIR', 'ARGV0', 'OWD'].includes(key)) continue;
    if (appDir && (key === 'LD_LIBRARY_PATH' || key === 'PATH')) {
      const kept = value.split(':').filter((entry) => entry && !entry.startsWith(appDir));
      if (kept.length > 0) result[key] = kept.join(':');
      continue;
    }
    result[key] = value;
  }
  return result;
}

export interface LauncherTiming {
  heartbeatIntervalMs: number;
  pollIntervalMs: number;
  /** Steam may have to start, log in or update before the game appears. */
  handoffGraceMs: number;
  /** After a directly started program exits: time for a game it started to show up. */
  directGraceMs: number;
  sleepGapThresholdMs: number;
}

export const DEFAULT_TIMING: LauncherTiming = {
  heartbeatIntervalMs: 15_000,
  pollIntervalMs: 2_000,
  handoffGraceMs: 180_000,
  directGraceMs: 10_000,
  sleepGapThresholdMs: SLEEP_GAP_THRESHOLD_MS,
};

export interface LaunchCandidate {
  gameId: number;
  name: string;
  executable: string;
  args: readonly string[];
  source: LibraryRecord['source'];
}

export interface FinishedPlay {
  gameId: number;
  name: string;
  durationMs: number;
  durationMinutes: number;
  moodBefore: number | null;
}

export interface SessionOutcome {
  gameId: number;
  run: GameRun | null;
  durationMs: number;
  report: QueuedReport | null;
}

export interface LaunchHandle {
  result: LaunchResult;
  /** Settles when the started game has ended and its session is recorded; null when nothing started. */
  completion: Promise<SessionOutcome | null>;
}

export interface GameLauncherOptions {
  library: { get(gameId: number): LibraryRecord | undefined };
  sessions: SessionStore;
  /** Asked before every launch that came from a link. */
  confirmLaunch(game: LaunchCandidate): Promise<boolean>;
  prePlayGate(game: GateGame): Promise<GateAnswer>;
  /** Asked after a session long enough to be reported. */
  postPlay(session: FinishedPlay): Promise<FeedbackAnswer>;
  onEvent?(event: LaunchEvent): void;
  onReportQueued?(report: QueuedReport): void;
  processLister?: ProcessLister;
  clock?: MonotonicClock;
  heartbeat?: Heartbeat;
  platform?: NodeJS.Platform;
  timing?: Partial<LauncherTiming>;
  env?: NodeJS.ProcessEnv;
  log?: (message: string) => void;
}

const settled = Promise.resolve(null);

export class GameLauncher {
  private readonly busy = new Set<number>();
  private readonly timing: LauncherTiming;
  private readonly clock: MonotonicClock;
  private readonly heartbeat: Heartbeat;
  private readonly platform: NodeJS.Platform;
  private readonly processLister: ProcessLister;
  private readonly log: (message: string) => void;

  constructor(private readonly options: GameLauncherOptions) {
    this.timing = { ...DEFAULT_TIMING, ...options.timing };
    this.clock = options.clock ?? performanceClock;
    this.heartbeat = options.heartbeat ?? timerHeartbeat;
    this.platform = options.platform ?? process.platform;
    this.processLister = options.processLister ?? defaultProcessLister(this.platform);
    this.log = options.log ?? (() => {});
  }

  isRunning(gameId: number): boolean {
    return this.busy.has(gameId);
  }

  /** Games being started or played right now. */
  runningGameIds(): number[] {
    return [...this.busy];
  }

  private emit(event: LaunchEvent): void {
    try {
      this.options.onEvent?.(event);
    } catch (error) {
      this.log(`launch event listener failed: ${(error as Error).message}`);
    }
  }

  private conclude(result: LaunchResult, completion: Promise<SessionOutcome | null> = settled): LaunchHandle {
    this.emit({ type: 'launch-result', result });
    return { result, completion };
  }

  async launch(gameId: number, origin: LaunchOrigin): Promise<LaunchHandle> {
    if (!isValidGameId(gameId)) throw new RangeError(`not a valid game id: ${gameId}`);
    this.emit({ type: 'launch-requested', gameId, origin });
    if (this.busy.has(gameId)) return this.conclude({ status: 'already_running', gameId });
    this.busy.add(gameId);
    let started = false;
    try {
      const handle = await this.prepareAndStart(gameId, origin);
      started = handle.result.status === 'started';
      return handle;
    } finally {
      if (!started) this.busy.delete(gameId);
    }
  }

  private async prepareAndStart(gameId: number, origin: LaunchOrigin): Promise<LaunchHandle> {
    const record = this.options.library.get(gameId);
    if (!record) return this.conclude({ status: 'not_installed', gameId });

    const refusal = await checkLaunchable(record, this.platform);
    if (refusal) return this.conclude({ status: 'refused', gameId, reason: refusal });

    const candidate: LaunchCandidate = {
      gameId,
      name: record.name,
      executable: record.executable,
      args: [...record.args],
      source: record.source,
    };
    if (origin === 'link' && !(await this.options.confirmLaunch(candidate))) {
      return this.conclude({ status: 'cancelled', gameId, by: 'user' });
    }

    let gate: GateAnswer;
    try {
      gate = await this.options.prePlayGate({ gameId, name: record.name });
    } catch (error) {
      this.log(`pre-play gate failed, launching without it: ${(error as Error).message}`);
      gate = { proceed: true };
    }
    if (!gate.proceed) return this.conclude({ status: 'cancelled', gameId, by: 'gate' });

    let child: ChildProcess;
    try {
      child = await spawnGame(record, this.options.env ?? process.env);
    } catch (error) {
      return this.conclude({ status: 'failed', gameId, message: (error as Error).message });
    }

    const result: LaunchResult = { status: 'started', gameId };
    this.emit({ type: 'launch-result', result });
    const completion = this.followSession(child, gameId, record, gate.moodBefore ?? null).finally(() => {
      this.busy.delete(gameId);
    });
    return { result, completion };
  }

  private async followSession(
    child: ChildProcess,
    gameId: number,
    record: LibraryRecord,
    moodBefore: number | null,
  ): Promise<SessionOutcome> {
    const { sessions } = this.options;
    const mode: TrackingMode = record.source === 'steam' ? 'handoff' : 'direct';
    if (mode === 'handoff') this.emit({ type: 'waiting-for-game', gameId });

    let sessionClock: SessionClock | null = null;
    let sessionStart: Promise<{ sessionId: string; moodBefore: number | null }> | null = null;
    let stopHeartbeat: () => void = () => {};

    const run = await trackGame({
      child,
      mode,
      installDir: record.installDir,
      processLister: this.processLister,
      clock: this.clock,
      platform: this.platform,
      pollIntervalMs: this.timing.pollIntervalMs,
      graceMs: mode === 'handoff' ? this.timing.handoffGraceMs : this.timing.directGraceMs,
      log: this.log,
      onRunning: (at) => {
        const clock = new SessionClock(
          this.clock,
          this.timing.heartbeatIntervalMs,
          this.timing.sleepGapThresholdMs,
          at,
        );
        sessionClock = clock;
        const begun = sessions.begin({ gameId, gameName: record.name, moodBefore });
        sessionStart = begun;
        this.emit({ type: 'running', gameId });
        stopHeartbeat = this.heartbeat.start(this.timing.heartbeatIntervalMs, () => {
          clock.beat();
          begun
            .then((session) => sessions.heartbeat(session.sessionId, clock.activeMs()))
            .catch((error) => this.log(`session heartbeat failed: ${(error as Error).message}`));
        });
      },
    });
    stopHeartbeat();

    const clock = sessionClock as SessionClock | null;
    const begun = sessionStart as Promise<{ sessionId: string; moodBefore: number | null }> | null;
    if (!run || !clock || !begun) {
      this.emit({ type: 'not-started', gameId });
      return { gameId, run: null, durationMs: 0, report: null };
    }

    clock.beat();
    const durationMs = clock.activeMs(run.endedAt);
    const session = await begun;
    await sessions.heartbeat(session.sessionId, durationMs);

    let feedback: FeedbackAnswer = {};
    if (isReportable(durationMs)) {
      try {
        feedback = await this.options.postPlay({
          gameId,
          name: record.name,
          durationMs,
          durationMinutes: sessionDurationMinutes(durationMs),
          moodBefore: session.moodBefore,
        });
      } catch (error) {
        this.log(`after-play feedback failed, reporting without it: ${(error as Error).message}`);
      }
    }
    const report = await sessions.finish(session.sessionId, {
      durationMs,
      moodAfter: feedback.moodAfter ?? null,
      notes: feedback.notes ?? null,
    });
    if (report) this.options.onReportQueued?.(report);
    this.emit({ type: 'ended', gameId, durationMs, reported: report !== null });
    return { gameId, run, durationMs, report };
  }
}

/** Why a record may not be started, or null when it may. */
export async function checkLaunchable(
  record: LibraryRecord,
  platform: NodeJS.Platform = process.platform,
): Promise<ExecutableRefusal | null> {
  const check = await checkUserExecutable(record.executable, platform);
  if (!check.ok) return check.reason;
  if (record.cwd !== undefined && !(platform === 'win32' ? path.win32 : path.posix).isAbsolute(record.cwd)) {
    return 'not_absolute';
  }
  return null;
}

/** Starts the program without a shell, in its own process group so it outlives the launcher. */
export function spawnGame(record: LibraryRecord, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(record.executable, [...record.args], {
      cwd: record.cwd,
      env: gameEnvironment(env),
      shell: false,
      detached: true,
      stdio: 'ignore',
      windowsHide: false,
    });
    child.once('error', reject);
    child.once('spawn', () => {
      child.off('error', reject);
      child.on('error', () => {});
      resolve(child);
    });
  });
}
