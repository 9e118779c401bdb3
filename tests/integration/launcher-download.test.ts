import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { type TestServer, startTestServer } from './support/server';

// The desktop launcher's download (LAUNCHER_DOWNLOAD_URL): /download on our own origin shows it when one is
// published, and says honestly that none is (with the build instructions) when it is not. No invented address.

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('the launcher download in /api/app-config', () => {
  it('is null when the installation publishes none', async () => {
    server = await startTestServer({ seed: false });
    const response = await server.client().get('/api/app-config');
    expect(response.status).toBe(200);
    expect(response.body.launcherDownloadUrl).toBeNull();
  });

  it('is the configured address when there is one', async () => {
    server = await startTestServer({ seed: false, env: { LAUNCHER_DOWNLOAD_URL: 'https://downloads.example/spielraum/launcher' } });
    const response = await server.client().get('/api/app-config');
    expect(response.body.launcherDownloadUrl).toBe('https://downloads.example/spielraum/launcher');
  });

  it('treats an empty value as none, and refuses to start with anything but an http(s) address', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir, LAUNCHER_DOWNLOAD_URL: '' }).launcherDownloadUrl).toBeNull();
      for (const value of ['javascript:alert(1)', 'ftp://downloads.example/launcher', 'downloads.example/launcher']) {
        expect(() => loadConfig({ DATA_DIR: dataDir, LAUNCHER_DOWNLOAD_URL: value }), value).toThrow(/LAUNCHER_DOWNLOAD_URL/);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
