// npm run format: Prettier (.prettierrc.json) over the TypeScript, JavaScript and CSS files this checkout changed
// against HEAD, untracked ones included. The tree predates the formatter and is not formatted as a whole yet, so
// formatting everything at once would bury real changes in a diff of hundreds of files: `npm run format:all` does
// that deliberately, in a commit of its own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const FORMATTED = /\.(ts|tsx|js|mjs|cjs|css)$/;

function gitLines(args: string[]): string[] {
  return execFileSync('git', args, { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const changed = new Set([
  ...gitLines(['diff', '--name-only', '--diff-filter=ACMR', 'HEAD']),
  ...gitLines(['ls-files', '--others', '--exclude-standard']),
]);
const files = [...changed].filter((file) => FORMATTED.test(file) && existsSync(file));
if (files.length === 0) {
  console.log('[format] nothing changed to format');
} else {
  execFileSync('npx', ['prettier', '--write', '--ignore-unknown', ...files], { stdio: 'inherit' });
}
