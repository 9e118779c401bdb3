import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's and common's walls (eslint.config.js) fail lint: a file that imports across one, with
// the project's own ESLint configuration. The files are not on disk; ESLint lints the text as if it were.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function wallErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.message.includes('(eslint.config.js)')).map((message) => message.ruleId ?? '');
}

describe('the walls of the server and of common', () => {
  it.each([
    ['server/http/fixture.ts', "import { isFeatureEnabled } from '../modules/flags/service';\nexport const a = isFeatureEnabled;\n"],
    ['server/db/migrations/fixture.ts', "import { foldText } from '../../modules/search/fold';\nexport const a = foldText;\n"],
    ['server/jobs/fixture.ts', "import { digestJob } from '../modules/notifications/service';\nexport const a = digestJob;\n"],
    ['server/platform/fixture.ts', "import { notify } from '../modules/notifications/service';\nexport const a = notify;\n"],
    ['server/seed/fixture.ts', "import { encryptMessage } from '../../renderer/features/chat/crypto/client';\nexport const a = encryptMessage;\n"],
    ['server/modules/chat/fixture.ts', "import { http } from '../../../renderer/api/http';\nexport const a = http;\n"],
    ['server/http/fixture.ts', "import { http } from '../../renderer/api/http';\nexport const a = http;\n"],
    ['common/contract/fixture.ts', "import type { AppDeps } from '../../server/deps';\nexport type A = AppDeps;\n"],
    ['common/rules/fixture.ts', "import { api } from '../../renderer/api/client';\nexport const a = api;\n"],
  ])('%s may not import across a wall: %s', async (file, code) => {
    expect(await wallErrors(file, code)).toEqual(['no-restricted-imports']);
  });

  it('catches a dynamic import across a wall too', async () => {
    expect(await wallErrors('server/http/fixture.ts', "export const load = () => import('../modules/flags/service');\n")).toEqual([
      'no-restricted-syntax',
    ]);
  });

  it('lets each floor import what lies below it', async () => {
    const allowed: [string, string][] = [
      [
        'server/modules/posts/fixture.ts',
        "import { HttpError } from '../../http/errors';\nimport { sql } from '../../db';\nexport const a = [HttpError, sql];\n",
      ],
      ['server/app.ts', "import { isFeatureEnabled } from './modules/flags/service';\nexport const a = isFeatureEnabled;\n"],
      ['server/http/fixture.ts', "import { serveRenderer } from './renderer';\nexport const a = serveRenderer;\n"],
      ['server/seed/fixture.ts', "import { encryptMessage } from '../../common/chat/protocol';\nexport const a = encryptMessage;\n"],
    ];
    for (const [file, code] of allowed) expect(await wallErrors(file, code)).toEqual([]);
  });
});
