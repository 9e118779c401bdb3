/// <reference types="node" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The renderer's walls (eslint.config.js) fail lint: a file in a walled folder that imports across a wall, with
// the project's own ESLint configuration. The files are not on disk; ESLint lints the text as if it were.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function wallErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.message.includes('(eslint.config.js)')).map((message) => message.ruleId ?? '');
}

describe("the renderer's walls", () => {
  it.each([
    ['renderer/api/fixture.ts', "import { useToastStore } from '../features/toasts/store';\nexport const a = useToastStore;\n"],
    ['renderer/api/fixture.ts', "import { routes } from '../app/router';\nexport const a = routes;\n"],
    ['renderer/api/fixture.ts', "export { default } from '../pages/feed';\n"],
    ['renderer/features/demo/components/Fixture.tsx', "import { routes } from '../../../app/router';\nexport const a = routes;\n"],
    ['renderer/features/demo/fixture.ts', "import type { RouteHandle } from '../../pages/feed';\nexport type A = RouteHandle;\n"],
    ['renderer/ui/Fixture.tsx', "import { http } from '../api/http';\nexport const a = http;\n"],
    ['renderer/ui/Fixture.tsx', "import { useSessionStore } from '../features/session/store';\nexport const a = useSessionStore;\n"],
    ['renderer/features/demo/fixture.ts', "import { notify } from '../../../server/modules/notifications/service';\nexport const a = notify;\n"],
    ['renderer/pages/fixture.tsx', "import type { AppDeps } from '../../server/deps';\nexport type A = AppDeps;\n"],
    ['renderer/api/fixture.ts', "import { HttpError } from '../../server/http/errors';\nexport const a = HttpError;\n"],
  ])('%s may not import across a wall: %s', async (file, code) => {
    expect(await wallErrors(file, code)).toEqual(['no-restricted-imports']);
  });

  it('catches a dynamic import across a wall too', async () => {
    const code = "export const load = () => import('../../app/router');\n";
    expect(await wallErrors('renderer/features/demo/fixture.ts', code)).toEqual(['no-restricted-syntax']);
  });

  it('lets each folder import what lies inside its walls', async () => {
    const allowed: [string, string][] = [
      ['renderer/api/fixture.ts', "import { http } from './http';\nexport const a = http;\n"],
      [
        'renderer/features/demo/fixture.ts',
        "import { api } from '../../api/client';\nimport { Button } from '../../ui/Button';\nexport const a = [api, Button];\n",
      ],
      ['renderer/features/demo/fixture.ts', "import { useToastStore } from '../toasts/store';\nexport const a = useToastStore;\n"],
      ['renderer/app/fixture.ts', "import { useToastStore } from '../features/toasts/store';\nexport const a = useToastStore;\n"],
    ];
    for (const [file, code] of allowed) expect(await wallErrors(file, code)).toEqual([]);
  });
});
