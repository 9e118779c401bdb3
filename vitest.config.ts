import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'common/**/*.test.ts',
      'server/**/*.test.ts',
      'electron/**/*.test.ts',
      'renderer/**/*.test.ts',
      'renderer/**/*.test.tsx',
      'tests/integration/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // TEST_DB=postgres: a real PostgreSQL and Redis for the integration suite (support/global-setup.ts).
    globalSetup: ['tests/integration/support/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Most files wait on something real (an HTTP server, PostgreSQL, ffmpeg, a browser): three run at a time even
    // on a two-core machine, where Vitest's default (cores − 1) runs them one after another (measured there:
    // SQLite suite 279 → 205 s, PostgreSQL suite 336 → 221 s).
    maxWorkers: Math.max(3, availableParallelism() - 1),
  },
});
