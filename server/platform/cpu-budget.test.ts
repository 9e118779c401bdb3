import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { CpuBudgetExceeded, processCpuMs, startCpuBudget } from './cpu-budget';

// Real child processes: one that burns CPU, one that only sleeps.
const burn = (signal: AbortSignal) => spawn(process.execPath, ['-e', 'const end = Date.now() + 5000; while (Date.now() < end);'], { signal, stdio: 'ignore' });
const sleep = (signal: AbortSignal) => spawn(process.execPath, ['-e', 'setTimeout(() => {}, 1500)'], { signal, stdio: 'ignore' });

describe.runIf(process.platform === 'linux')('CPU budget (Linux /proc)', () => {
  it('reads the CPU time of a running process', () => {
    const own = processCpuMs(process.pid);
    expect(own).toBeGreaterThan(0);
    expect(processCpuMs(2 ** 22 + 7)).toBeNull();
  });

  it('aborts a child that burns more CPU than the budget, and says it was the budget', async () => {
    const budget = startCpuBudget(400, new AbortController().signal);
    try {
      const child = burn(budget.signal);
      // The abort kills the child and reports an AbortError as its 'error' event.
      child.on('error', () => undefined);
      budget.watch(child);
      await new Promise((resolve) => child.once('exit', resolve));
      expect(budget.exceeded()).toBe(true);
      expect(budget.signal.reason).toBeInstanceOf(CpuBudgetExceeded);
      expect(budget.usedMs()).toBeGreaterThan(400);
      expect(budget.usedMs()).toBeLessThan(2_000);
    } finally {
      budget.dispose();
    }
  });

  it('does not count waiting: a child that sleeps longer than the budget finishes', async () => {
    const budget = startCpuBudget(400, new AbortController().signal);
    try {
      const child = sleep(budget.signal);
      budget.watch(child);
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
      expect(budget.exceeded()).toBe(false);
      expect(budget.usedMs()).toBeLessThan(400);
    } finally {
      budget.dispose();
    }
  });

  it('follows the parent signal without calling it a budget overrun', () => {
    const parent = new AbortController();
    const budget = startCpuBudget(10_000, parent.signal);
    parent.abort();
    expect(budget.signal.aborted).toBe(true);
    expect(budget.exceeded()).toBe(false);
    budget.dispose();
  });
});
