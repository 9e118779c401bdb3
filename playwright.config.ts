import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4873);
// A fresh, empty data directory per run. Set here (the webServer starts before globalSetup) and exported, so
// the test workers, which re-read this file with the parent's environment, see the same directory: the tests
// read the verification mails from DATA_DIR/outbox. tests/e2e/global-setup.ts removes it after the run.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'spielraum-e2e-'));
  process.env.E2E_DATA_DIR_CREATED = '1';
}
const dataDir = process.env.E2E_DATA_DIR;
// The tests' stand-in for Steam's OpenID sign-in (tests/integration/support/steam-openid.ts) listens here; the
// server only contacts it once a browser comes back from it, so it need not run before the server starts.
const steamOpPort = Number(process.env.E2E_STEAM_OP_PORT ?? port + 1);
process.env.E2E_STEAM_OP_PORT = String(steamOpPort);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'de-DE',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${port}/api/health-check`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'test',
      LOGIN_RATE_LIMIT: '1000',
      // The suite signs up more accounts from one address than the per-route limits allow a real visitor.
      RATE_LIMIT_SCALE: '50',
      // A few real demo clips in the feed (rendered one at a time in the background; mails never wait for more than one).
      SEED_DEMO_VIDEOS: '2',
      STEAM_OPENID_URL: `http://127.0.0.1:${steamOpPort}/openid/login`,
    },
  },
});
