import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest, withStartupLock } from './db/migrate';
import { seedDemoData } from './db/seed';
import { hardenHttpServer } from './http/limits';
import { purgeDeletedAccounts } from './modules/auth/service';
import { startJobWorker } from './jobs';
import { pruneFinishedJobs } from './jobs/queue';
import { createRealtimeSocketServer } from './modules/realtime/sockets';
import { createDeps, openConfiguredDatabase } from './platform';

const HOUR_MS = 3_600_000;

async function main() {
  const config = loadConfig();
  const opened = openConfiguredDatabase(config);
  await migrateToLatest(opened.db);
  const deps = createDeps(config, opened);
  // Two instances starting together on one PostgreSQL seed one after the other, so only one seeds.
  if (config.seedDemoData && (await withStartupLock(opened.db, (db) => seedDemoData(db, deps.storage)))) {
    console.info('[seed] Demo-Daten angelegt (Passwort aller Demo-Konten: spielraum-demo)');
  }
  const housekeeping = async () => {
    const purged = await purgeDeletedAccounts(deps);
    if (purged > 0) console.info(`[accounts] ${purged} gelöschte Konten endgültig entfernt`);
    await opened.db.deleteFrom('sessions').where('expires_at', '<=', new Date().toISOString()).execute();
    await pruneFinishedJobs(opened.db);
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

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // From now on /api/ready answers 503, so the proxy sends the next requests to another instance.
    deps.lifecycle.draining = true;
    console.info(`[server] ${signal} empfangen, fahre herunter …`);
    clearInterval(housekeepingTimer);
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    // The running job may finish within the grace time; otherwise its lease goes back to the queue.
    const jobsStopped = jobWorker.stop();
    // Open WebSockets would keep server.close() waiting; their tabs reconnect to the next process.
    void realtimeSockets.close().then(() => deps.realtime.close());
    server.close(() => {
      void jobsStopped
        .then(() => {
          deps.mailer.close();
          return Promise.all([opened.db.destroy(), deps.closeAdapters()]);
        })
        .then(() => process.exit(0));
    });
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('[server] Start fehlgeschlagen:', error);
  process.exit(1);
});
