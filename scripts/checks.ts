import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// The static checks of `npm test` — every TypeScript project, ESLint and the import-cycle check — two (or as many
// as there are cores) at a time instead of one after another, which nearly halves the wait on two cores
// (docs/performance.md, test and check run times). Each check's output is printed in one piece when it ends;
// the exit code is 1 if any check failed.

const CHECKS: Array<[name: string, command: string[]]> = [
  // The longest first, so the short ones fill the gaps.
  ['tsc tests', ['tsc', '-p', 'tests']],
  ['tsc renderer', ['tsc', '-p', 'renderer']],
  ['eslint', ['eslint', '.', '--max-warnings=0']],
  ['tsc server', ['tsc', '-p', 'server']],
  ['tsc electron', ['tsc', '-p', 'electron']],
  ['tsc common', ['tsc', '-p', 'common']],
  ['tsc common/chat', ['tsc', '-p', 'common/chat']],
  // Modules talk through events (docs/architecture.md): an import circle between server files fails the check.
  ['import cycles', ['madge', '--circular', '--no-spinner', '--extensions', 'ts', '--ts-config', 'server/tsconfig.json', 'server', 'common']],
  // The renderer too (type-only imports count): a circle there is a layer that knows the one above it.
  ['renderer import cycles', ['madge', '--circular', '--no-spinner', '--extensions', 'ts,tsx', '--ts-config', 'renderer/tsconfig.json', 'renderer']],
];

function run([name, [command, ...args]]: (typeof CHECKS)[number]): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(`node_modules/.bin/${command}`, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`[checks] ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...CHECKS];
let failed = false;
const lane = async () => {
  for (let check = queue.shift(); check; check = queue.shift()) if (!(await run(check))) failed = true;
};
await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, lane));
process.exitCode = failed ? 1 : 0;
