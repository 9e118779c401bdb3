import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { type TestServer, startTestServer } from './support/server';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('GET /api/app-config', () => {
  it('tells the renderer what this installation offers, with analytics off by default', async () => {
    server = await startTestServer({ seed: false, env: { LAUNCHER_DOWNLOAD_URL: 'https://downloads.example/spielraum' } });
    const response = await server.client().get('/api/app-config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      launcherDownloadUrl: 'https://downloads.example/spielraum',
      socialSignIn: false,
      recaptcha: false,
      recaptchaSiteKey: null,
      paymentsSandboxNotice: false,
      analytics: null,
      operator: {
        name: null,
        address: null,
        representative: null,
        email: null,
        privacyEmail: null,
        phone: null,
        registerCourt: null,
        registerNumber: null,
        vatId: null,
      },
    });
    expect(response.headers.get('Content-Security-Policy')).toContain("connect-src 'self';");
  });

  it('passes configured analytics on and opens the CSP for exactly that origin', async () => {
    server = await startTestServer({
      seed: false,
      env: { ANALYTICS_PUBLIC_KEY: 'phc_test', ANALYTICS_HOST: 'https://eu.analytics.example/ingest', ANALYTICS_DNT_MODE: 'events_only' },
    });
    const response = await server.client().get('/api/app-config');
    expect(response.body.analytics).toEqual({ publicKey: 'phc_test', host: 'https://eu.analytics.example', dntMode: 'events_only' });
    expect(response.headers.get('Content-Security-Policy')).toContain("connect-src 'self' https://eu.analytics.example;");
  });

  it('refuses to start with a malformed analytics host', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-config-'));
    try {
      expect(() => loadConfig({ DATA_DIR: dataDir, ANALYTICS_PUBLIC_KEY: 'k', ANALYTICS_HOST: 'not a url' })).toThrow(/ANALYTICS_HOST/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads the podcast settings, and refuses an unknown speech engine or an unusable budget', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir }).podcast).toEqual({ speechEngine: null, cpuBudgetMs: 120_000, maxBytes: 15 * 1024 * 1024 });
      expect(loadConfig({ DATA_DIR: dataDir, SPEECH_ENGINE: 'text2wav', PODCAST_CPU_BUDGET_MS: '60000', PODCAST_MAX_BYTES: '1048576' }).podcast).toEqual({
        speechEngine: 'text2wav',
        cpuBudgetMs: 60_000,
        maxBytes: 1_048_576,
      });
      expect(() => loadConfig({ DATA_DIR: dataDir, SPEECH_ENGINE: 'say' })).toThrow(/SPEECH_ENGINE/);
      expect(() => loadConfig({ DATA_DIR: dataDir, PODCAST_CPU_BUDGET_MS: '0' })).toThrow(/PODCAST_CPU_BUDGET_MS/);
      expect(() => loadConfig({ DATA_DIR: dataDir, PODCAST_MAX_BYTES: 'viel' })).toThrow(/PODCAST_MAX_BYTES/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
