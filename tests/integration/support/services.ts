// Real PostgreSQL and Redis servers for the tests: each starts from Debian's binaries on a free port in a
// temporary directory, as an unprivileged user (postgres refuses to run as root), and is stopped again.
// No Docker, no shared system service.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Identity {
  uid: number;
  gid: number;
}

/** Who runs the servers: the current user, or when that is root, a system user that exists here. */
function unprivileged(preferred: string[]): Identity | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of [...preferred, 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      if (Number.isInteger(uid) && uid > 0) return { uid, gid };
    } catch {
      // no such user
    }
  }
  throw new Error('Kein unprivilegierter Nutzer gefunden, unter dem PostgreSQL laufen könnte');
}

function workDir(prefix: string, owner: Identity | null): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  return dir;
}

function run(command: string, args: string[], owner: Identity | null, env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} endete mit ${code}:\n${output}`))));
  });
}

/** Debian installs PostgreSQL's server binaries under /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(): string | null {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv && existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((entry) => existsSync(path.join(root, entry, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export interface RunningService {
  url: string;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<RunningService> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL ist nicht installiert (apt-get install -y postgresql)');
  const owner = unprivileged(['postgres']);
  const dir = workDir('spielraum-pg-', owner);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  await run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'spielraum', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], owner);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  await run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start'], owner);
  return {
    url: `postgres://spielraum@127.0.0.1:${port}/postgres`,
    async stop() {
      await run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], owner).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startRedis(): Promise<RunningService> {
  const owner = unprivileged(['redis']);
  const dir = workDir('spielraum-redis-', owner);
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--protected-mode', 'no'],
    { ...(owner ? { uid: owner.uid, gid: owner.gid } : {}), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server endete mit ${code}:\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
