import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

// A CPU-time budget for the processes one job starts (speech engines, ffmpeg). On Linux each watched child's
// user + system time is read from /proc/<pid>/stat every SAMPLE_MS; the budget is spent when their sum passes
// the limit, and then `signal` aborts (which kills the children: they are spawned with it). A job that only
// waits (for the CPU, the disk, a model server) spends nothing. Where /proc is missing (macOS, Windows) a child's
// lifetime counts as its CPU time: an upper bound for the single-threaded engines, so the budget still holds.
// The CPU of the last SAMPLE_MS before a child exits is not seen (it is reaped before it can be read).

const SAMPLE_MS = 200;
/** /proc reports times in clock ticks of USER_HZ, which Linux fixes at 100 for user space on every architecture. */
const TICKS_PER_SECOND = 100;

export class CpuBudgetExceeded extends Error {
  constructor(readonly limitMs: number) {
    super(`CPU-Budget von ${limitMs} ms überschritten`);
    this.name = 'CpuBudgetExceeded';
  }
}

export interface CpuBudget {
  /** Aborts when the budget is spent (reason: CpuBudgetExceeded) or when the parent signal aborts. */
  readonly signal: AbortSignal;
  /** Counts this child's CPU time from now on. */
  watch(child: ChildProcess): void;
  /** CPU time spent so far by every watched child, in ms. */
  usedMs(): number;
  /** Whether the budget ran out (rather than the parent aborting). */
  exceeded(): boolean;
  /** Stops sampling; call it when the job ends. */
  dispose(): void;
}

/** The CPU time (user + system) of a running process in ms, or null when /proc cannot tell. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: the fields after it start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 of the ones after the name.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

export function startCpuBudget(limitMs: number, parent: AbortSignal): CpuBudget {
  const controller = new AbortController();
  /** measured: /proc answered for this child at least once (else its lifetime is the measure). */
  const children = new Map<number, { spentMs: number; startedAt: number; running: boolean; measured: boolean }>();
  let budgetExceeded = false;

  const usedMs = () => [...children.values()].reduce((sum, child) => sum + child.spentMs, 0);
  const sample = () => {
    for (const [pid, child] of children) {
      if (!child.running) continue;
      const cpuMs = processCpuMs(pid);
      if (cpuMs !== null) child.measured = true;
      child.spentMs = Math.max(child.spentMs, cpuMs ?? Date.now() - child.startedAt);
    }
    if (!controller.signal.aborted && usedMs() > limitMs) {
      budgetExceeded = true;
      controller.abort(new CpuBudgetExceeded(limitMs));
    }
  };
  const timer = setInterval(sample, SAMPLE_MS);
  timer.unref();

  return {
    signal: AbortSignal.any([parent, controller.signal]),
    watch(child) {
      const pid = child.pid;
      if (pid === undefined) return;
      const entry = { spentMs: 0, startedAt: Date.now(), running: true, measured: false };
      children.set(pid, entry);
      child.once('exit', () => {
        // With /proc the last sample stands; a child never measured (no /proc, or gone within one sample) counts its lifetime.
        if (!entry.measured) entry.spentMs = Date.now() - entry.startedAt;
        entry.running = false;
      });
    },
    usedMs,
    exceeded: () => budgetExceeded,
    dispose: () => clearInterval(timer),
  };
}
