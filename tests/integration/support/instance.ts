// A real server process (server/main.ts), as production runs it, for tests with several instances on one
// PostgreSQL, Redis and bucket. Each instance has its own DATA_DIR (outbox, app key file) and port.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TestClient } from './http-client';
import { freePort } from './services';

export interface ServerInstance {
  name: string;
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  /** Mails this instance's job worker wrote to its outbox. */
  outboxFiles(): string[];
  client(): TestClient;
  /** SIGTERM and wait for the exit (graceful), or SIGKILL (a crash). */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<number | null>;
  output(): string;
}

export async function startInstance(name: string, env: Record<string, string>): Promise<ServerInstance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `spielraum-${name}-`));
  const staticDir = path.join(dataDir, 'renderer');
  mkdirSync(staticDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_REQUESTS: 'false',
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  // Ready once /api/ready says so (database, Redis and storage answer).
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} endete beim Start:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error(`${name} wurde nicht bereit:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }

  return {
    name,
    baseUrl,
    dataDir,
    process: child,
    outboxFiles() {
      try {
        return readdirSync(path.join(dataDir, 'outbox')).filter((file) => file.endsWith('.eml'));
      } catch {
        return [];
      }
    },
    client: () => new TestClient(baseUrl),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
    output: () => output,
  };
}

/** The same browser on another instance: its cookies, sent to the other address. */
export function sameBrowserOn(client: TestClient, baseUrl: string): TestClient {
  const other = new TestClient(baseUrl);
  for (const name of ['spielraum_session', 'XSRF-TOKEN']) {
    const stored = client.rawCookie(name);
    if (stored) other.setCookie(name, stored.value);
  }
  return other;
}
