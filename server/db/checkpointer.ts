import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

// SQLite in WAL mode copies the log back into the database file ("checkpoint") every 1,000 pages, inside
// whichever commit crosses that line: on the event loop, in the middle of a request, which nearly doubles a
// small write (docs/performance.md, SQLite checkpoints). So the server's connection never checkpoints; a worker
// thread does, with its own connection, every second, in PASSIVE mode: it copies what no reader still needs and
// never blocks a reader or a writer. The log starts over from its beginning once a checkpoint has copied all of
// it (SQLite does that on the next write).

// `state` is shared with the server's thread: 0 idle, 1 inside a checkpoint (its connection open), 2 stopped. The
// worker only opens its connection after moving 0 → 1, so a stop that moved 0 → 2 leaves no connection behind,
// and the server's close can then be the last one, which checkpoints and removes the log.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const state = new Int32Array(workerData.state);
function checkpoint() {
  if (Atomics.compareExchange(state, 0, 0, 1) !== 0) return;
  let db = null;
  try {
    // fileMustExist: a database removed meanwhile (a test's temporary folder) is not created again.
    db = new SQLite(workerData.file, { fileMustExist: true });
    db.pragma('busy_timeout = 100');
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage(String((error && error.message) || error));
  } finally {
    try { if (db) db.close(); } catch {}
    Atomics.store(state, 0, 0);
    Atomics.notify(state, 0);
  }
}
setInterval(checkpoint, workerData.intervalMs);
`;

export const CHECKPOINT_INTERVAL_MS = 1_000;
const INLINE_AUTOCHECKPOINT_PAGES = 1_000;
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Moves the checkpoints of a file database off the event loop. Answers a function that stops the worker; if
 * the worker cannot run, the connection keeps checkpointing by itself as SQLite does by default.
 */
export function checkpointInBackground(sqlite: SQLite.Database, file: string, intervalMs = CHECKPOINT_INTERVAL_MS): () => void {
  let worker: Worker;
  const shared = new SharedArrayBuffer(4);
  const state = new Int32Array(shared);
  try {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file, intervalMs, state: shared } });
  } catch (error) {
    console.error('[db] Checkpoints laufen im Server-Thread:', (error as Error).message);
    return () => undefined;
  }
  sqlite.pragma('wal_autocheckpoint = 0');
  // Between two checkpoints the log holds a second of writes; when it starts over, the file is cut back to this.
  sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  let reported = false;
  worker.on('message', (message: string) => {
    if (reported || /no such file|unable to open/i.test(message)) return;
    reported = true;
    console.error('[db] Checkpoint fehlgeschlagen:', message);
  });
  worker.on('error', (error) => {
    console.error('[db] Checkpoint-Thread beendet, der Server-Thread übernimmt:', error.message);
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${INLINE_AUTOCHECKPOINT_PAGES}`);
  });
  // The process may end without stopping it (a database opened and never used or closed). After the listeners:
  // listening for messages refs the worker's port again.
  worker.unref();
  // Synchronous, for a synchronous close: waits (at most a few seconds) for a running checkpoint to end.
  return () => {
    for (let tries = 0; tries < 50 && Atomics.compareExchange(state, 0, 0, 2) === 1; tries += 1) Atomics.wait(state, 0, 1, 100);
    void worker.terminate();
  };
}
