import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // TEST_DB=postgres: a real PostgreSQL and Redis for the integration suite (support/global-setup.ts).
    globalSetup: ['tests/integration/support/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Most files wait on something real (an HTTP server, PostgreSQL, ffmpeg, a browser): three run at a time even
    // on a two-core machine, where Vitest's default (cores − 1) runs them one after another (docs/performance.md,
    // test and check run times).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    projects: [
      // Unit tests live beside the code they test (npm run test:unit runs these and the renderer's).
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'electron/**/*.test.ts', 'scripts/**/*.test.ts'],
          isolate: false,
        },
      },
      // The integration suite: a real server, real databases and peers (npm run test:integration, and
      // test:integration:pg on PostgreSQL and Redis).
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // A worker imports the server once for all its files instead of once per file: importing it was half of
          // the suite's CPU time (docs/performance.md, test and check run times). Each integration file
          // starts its own server on its own database with its own caches (AppDeps.caches), so the files do not
          // see each other's state.
          isolate: false,
        },
      },
      {
        extends: true,
        // Renderer tests replace modules and timers per file (vi.mock, fake timers, stores): each file on its own.
        test: { name: 'renderer', include: ['renderer/**/*.test.ts', 'renderer/**/*.test.tsx'] },
      },
    ],
  },
});
