import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig, productionWarnings } from './config';
import { migrateToLatest, withStartupLock } from './db/migrate';
import { seedDemoData } from './seed';
import { waitForRequests } from './http/lifecycle';
import { flushRequestLog } from './http/request-log';
import { hardenHttpServer } from './http/limits';
import { purgeDeletedAccounts } from './modules/auth/service';
import { startJobWorker } from './job-registry';
import { pruneFinishedJobs } from './jobs/queue';
import { sweepMediaTemp } from './modules/posts/jobs';
import { createRealtimeSocketServer } from './modules/realtime/sockets';
import { createDeps, openConfiguredDatabase } from './platform';

const HOUR_MS = 3_600_000;
/** How long a shutdown waits for requests in flight and the running job (compose: stop_grace_period 15 s). */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const opened = openConfiguredDatabase(config);
  await migrateToLatest(opened.db);
  const deps = createDeps(config, opened);
  for (const warning of productionWarnings(config)) console.warn(`[config] ${warning}`);
  // Two instances starting together on one PostgreSQL seed one after the other, so only one seeds.
  if (config.seedDemoData && (await withStartupLock(opened.db, (db) => seedDemoData(db, deps.storage, { demoVideos: config.seedDemoVideos, gamesDir: config.gamesDir })))) {
    console.info('[seed] Demo-Daten angelegt (Passwort aller Demo-Konten: spielraum-demo)');
  }
  const housekeeping = async () => {
    const purged = await purgeDeletedAccounts(deps);
    if (purged > 0) console.info(`[accounts] ${purged} gelöschte Konten endgültig entfernt`);
    await opened.db.deleteFrom('sessions').where('expires_at', '<=', new Date().toISOString()).execute();
    await pruneFinishedJobs(opened.db);
    await sweepMediaTemp(config.dataDir);
  };
  await housekeeping();
  const housekeepingTimer = setInterval(() => void housekeeping().catch(console.error), HOUR_MS);
  housekeepingTimer.unref();

  const jobWorker = startJobWorker(deps, { stopGraceMs: 8_000 });

  const app = createApp(deps);
  const realtimeSockets = createRealtimeSocketServer();
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host, websocket: { server: realtimeSockets.server } },
    (info) => {
      console.info(`Spielraum läuft auf ${config.publicUrl} (lauscht auf ${info.address}:${info.port}, Daten in ${config.dataDir})`);
    },
  );
  // Before 'listening' fires: Node reads the timeout checker's interval then.
  hardenHttpServer(server, config.httpLimits);

  // The request log writes asynchronously: whatever is still buffered goes out before any exit.
  process.once('exit', () => flushRequestLog(deps.requestLog));

  let stopping = false;
  /**
   * SIGTERM drains: readiness turns 503 (the proxy stops sending), the listener closes, answers say
   * Connection: close, the requests in flight are finished, WebSockets are closed (their tabs reconnect
   * to another instance and refetch), the running job finishes or goes back to the queue, and only then
   * are the database and Redis connections closed.
   */
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.lifecycle.draining = true;
    console.info(`[server] ${signal} empfangen, fahre herunter …`);
    clearInterval(housekeepingTimer);
    setTimeout(() => process.exit(1), config.shutdownDelayMs + SHUTDOWN_GRACE_MS + 2_000).unref();
    // Behind an orchestrator the balancer learns of the 503 only at its next probe: keep answering until then.
    if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    server.close();
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    await Promise.all([
      jobWorker.stop(),
      realtimeSockets.close().then(() => deps.realtime.close()),
      waitForRequests(deps.lifecycle, SHUTDOWN_GRACE_MS),
    ]);
    (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    deps.mailer.close();
    await Promise.all([opened.db.destroy(), deps.closeAdapters()]);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('[server] Start fehlgeschlagen:', error);
  process.exit(1);
});
