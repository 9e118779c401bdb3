import { spawn } from 'node:child_process';

// The last two suites of `npm test` side by side: the PostgreSQL integration suite (CPU-bound, vitest) and the
// browser suite (one Playwright worker, mostly waiting on the browser and its timers, about one core). One after
// the other they took most of the 40 minutes CI has on two cores (docs/performance.md, test and check run times).
// Each line is printed as it comes, prefixed with its suite; the exit code is 1 if either failed.
//   tsx scripts/parallel-suites.ts

const SUITES: Array<[label: string, command: string, args: string[]]> = [
  ['pg', 'npm', ['run', '--silent', 'test:integration:pg']],
  ['e2e', 'npx', ['playwright', 'test']],
];

function run([label, command, args]: (typeof SUITES)[number]): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const prefix = (stream: NodeJS.WriteStream) => {
      let rest = '';
      return (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) stream.write(`[${label}] ${line}\n`);
      };
    };
    child.stdout.on('data', prefix(process.stdout));
    child.stderr.on('data', prefix(process.stderr));
    child.on('close', (code) => {
      const minutes = ((performance.now() - started) / 60_000).toFixed(1);
      process.stdout.write(`[${label}] ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${minutes} min\n`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(SUITES.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
