// With TEST_DB=postgres the integration suite runs against a real PostgreSQL and Redis, started once for
// the run (tests/integration/support/services.ts); every test file then gets a database of its own.
import type { TestProject } from 'vitest/node';
import { startPostgres, startRedis } from './services';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string | null;
    redisUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('postgresAdminUrl', null);
    project.provide('redisUrl', null);
    return undefined;
  }
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  project.provide('postgresAdminUrl', postgres.url);
  project.provide('redisUrl', redis.url);
  console.info(`[tests] PostgreSQL ${postgres.url}, Redis ${redis.url}`);
  return async () => {
    await Promise.all([redis.stop(), postgres.stop()]);
  };
}
