// A job worker in its own process, for the crash test in tests/integration/jobs.test.ts: it opens the
// given SQLite file (or the PostgreSQL database in DATABASE_URL), claims a `test.slow` job, notes the execution in a file, reports progress, prints
// "claimed <job id>" and then works forever, until the test kills it with SIGKILL.
// Usage: node --import tsx job-worker-process.ts <data dir> <lease ms> <heartbeat ms> <executions file>
import { appendFileSync } from 'node:fs';
import { openDatabase } from '../../../server/db';
import { createJobWorker } from '../../../server/jobs/worker';

const [dataDir, leaseMs, heartbeatMs, executionsFile] = process.argv.slice(2);
if (!dataDir || !leaseMs || !heartbeatMs || !executionsFile) {
  console.error('usage: job-worker-process.ts <data dir> <lease ms> <heartbeat ms> <executions file>');
  process.exit(2);
}

const { db } = openDatabase(dataDir, { databaseUrl: process.env.DATABASE_URL ?? null });
const worker = createJobWorker(
  db,
  {
    'test.slow': async (_payload, context) => {
      appendFileSync(executionsFile, `started ${context.jobId} by ${process.pid}\n`);
      await context.progress(40);
      process.stdout.write(`claimed ${context.jobId}\n`);
      await new Promise(() => undefined);
    },
  },
  { leaseMs: Number(leaseMs), heartbeatMs: Number(heartbeatMs), pollIntervalMs: 20, workerId: `child-${process.pid}` },
);
worker.start();
