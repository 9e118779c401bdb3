import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';

/**
 * Runs after the webServer is up (Playwright starts plugins first). The fresh DATA_DIR was created by
 * playwright.config.ts and handed to the server and the workers through E2E_DATA_DIR.
 * Returns the teardown that removes that directory again.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const root = config.rootDir ? path.resolve(config.rootDir, '../..') : process.cwd();
  const index = path.join(root, 'dist/renderer/index.html');
  if (!existsSync(index)) {
    throw new Error(`The renderer is not built (${index} is missing). Run "npm run build" or "npm run test:e2e".`);
  }
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set; playwright.config.ts sets it.');
  console.info(`[e2e] data directory: ${dataDir}`);

  return async () => {
    if (process.env.E2E_DATA_DIR_CREATED === '1' && !process.env.E2E_KEEP_DATA) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
