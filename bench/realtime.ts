// The realtime figures: the real server on a freshly seeded SQLite install with 1,000 bench accounts,
// each signed in with one WebSocket on /api/realtime; in the same run, as the baseline, a raw node:http + ws
// server with 1,000 sockets that forwards a POSTed frame to 50 of them. Measures
// - memory per idle socket: the server's resident memory after the sockets opened and settled, minus before,
//   divided by the sockets (both servers);
// - delivery of a group message: POST /api/chat-groups/{id}/messages (an encrypted-shaped message to a group of 50)
//   until each of the 49 other members' sockets has the chat.message event; p50/p99 over all deliveries;
// - delivery of a notification to one person: POST /api/follow until the followed person's socket has
//   notification.new (unfollowed again between rounds);
// - the baseline's POST-to-frame delivery to 50 sockets.
// The server runs with MAX_CONNECTIONS above the socket count (the default, 1,000, counts WebSockets too).
// Prints figures and ratios; asserts nothing.
//   npm run bench:realtime [-- --sockets 1000 --rounds 60]
// Goals: delivery p99 ≤ 50 ms; ≤ 50 kB per idle socket.
// Figures of earlier runs, and how the benches run: docs/performance.md.
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import WebSocket from 'ws';
import { nowIso, openDatabase } from '../server/db';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoData } from '../server/seed';
import { insertUsers, newUserRow } from '../server/modules/users/new-user';
import { createLocalStorage } from '../server/platform/storage';
import { argValue, randomPort, signInAll, type Session, startAppServer, stopProcess } from './support';

const SOCKETS = argValue('sockets', 1000);
const ROUNDS = argValue('rounds', 60);
const GROUP_SIZE = 50;
const GOAL = { p99Ms: 50, bytesPerSocket: 50 * 1024 };
const BENCH_PASSWORD = 'bench-realtime-password';
const LOGIN_PARALLEL = 16;
const RUN = Date.now().toString(36);

interface Account {
  id: number;
  email: string;
}

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function settledRss(pid: number): Promise<number> {
  await sleep(1500);
  const samples = [];
  for (let index = 0; index < 5; index += 1) {
    samples.push(rssBytes(pid));
    await sleep(200);
  }
  return Math.min(...samples);
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

async function prepareServerData(dir: string): Promise<{ accounts: Account[]; groupId: number }> {
  const opened = openDatabase(dir);
  try {
    await migrateToLatest(opened.db);
    await seedDemoData(opened.db, createLocalStorage(dir));
    const passwordHash = await hash(BENCH_PASSWORD, { memoryCost: 64, timeCost: 1, parallelism: 1 });
    const verified = nowIso();
    const rows = Array.from({ length: SOCKETS }, (_, index) =>
      newUserRow({ name: `Live${RUN}x${index}`, email: `realtime${index}@bench.example`, password_hash: passwordHash, email_verified_at: verified }),
    );
    const users = await insertUsers(opened.db, rows);
    const group = await opened.db
      .insertInto('chat_groups')
      .values({ name: 'Bench-Gruppe', creator_id: users[0]!.id, created_at: verified, last_activity_at: verified })
      .returning('id')
      .executeTakeFirstOrThrow();
    await opened.db
      .insertInto('chat_group_members')
      .values(users.slice(0, GROUP_SIZE).map((user) => ({ group_id: group.id, user_id: user.id, joined_at: verified })))
      .execute();
    return { accounts: users.map((user) => ({ id: user.id, email: user.email })), groupId: group.id };
  } finally {
    await opened.db.destroy();
  }
}

type Listener = (type: string, data: unknown, at: number) => void;

/** Opens a socket and resolves once it is subscribed (realtime.ready, or the first frame for the raw server). */
function openSocket(url: string, headers: Record<string, string>, onEvent: Listener): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    let ready = false;
    socket.on('message', (raw) => {
      const at = performance.now();
      const message = JSON.parse(String(raw)) as { type: string; data: unknown };
      if (!ready) {
        ready = true;
        resolve(socket);
        return;
      }
      onEvent(message.type, message.data, at);
    });
    socket.once('error', reject);
  });
}

async function openMany(count: number, open: (index: number) => Promise<WebSocket>): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let from = 0; from < count; from += 100) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(100, count - from) }, (_, offset) => open(from + offset)))));
  }
  return sockets;
}

/** A message shaped like the browser's (the server checks the shape, not the cryptography). */
function groupMessageForm(memberIds: number[]): FormData {
  const base64 = (length: number) => Buffer.from(Array.from({ length }, () => Math.floor(Math.random() * 256))).toString('base64');
  const form = new FormData();
  form.append('message', base64(120));
  form.append('is_encrypted', '1');
  form.append('iv', base64(12));
  form.append('encrypted_key', JSON.stringify({ v: 1, e: base64(65), k: Object.fromEntries(memberIds.map((id) => [String(id), base64(40)])), s: base64(64) }));
  return form;
}

async function benchApp() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-bench-realtime-'));
  try {
    const started = performance.now();
    const { accounts, groupId } = await prepareServerData(dir);
    const server = await startAppServer({ DATABASE_URL: '', REDIS_URL: '', RATE_LIMIT_SCALE: '1000000', LOGIN_RATE_LIMIT: '1000000', SEED_DEMO_VIDEOS: 'false', MAX_CONNECTIONS: String(SOCKETS + 200) }, dir);
    try {
      const sessions = await signInAll(server.origin, accounts.map((account) => account.email), BENCH_PASSWORD, LOGIN_PARALLEL);
      console.log(`  ${SOCKETS} accounts prepared and signed in in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const before = await settledRss(server.pid);
      const waiting = new Map<string, (at: number) => void>();
      const url = `${server.origin.replace(/^http/, 'ws')}/api/realtime`;
      const sockets = await openMany(SOCKETS, (index) =>
        openSocket(url, { Origin: server.origin, Cookie: sessions[index]!.cookie }, (type, data, at) => {
          const key =
            type === 'chat.message'
              ? `m:${(data as { message: { id: number } }).message.id}:${index}`
              : type === 'notification.new'
                ? `n:${index}`
                : null;
          if (key) {
            seen.set(key, at);
            waiting.get(key)?.(at);
          }
        }),
      );
      const after = await settledRss(server.pid);
      const perSocket = (after - before) / SOCKETS;

      const post = (session: Session, pathName: string, body: BodyInit | undefined, json: boolean) =>
        fetch(`${server.origin}${pathName}`, {
          method: 'POST',
          headers: { Accept: 'application/json', Cookie: session.cookie, 'X-XSRF-TOKEN': session.xsrf, ...(json ? { 'Content-Type': 'application/json' } : {}) },
          ...(body ? { body } : {}),
        });

      // A group message: sender index 0, the other 49 members listen.
      const memberIds = accounts.slice(0, GROUP_SIZE).map((account) => account.id);
      const groupLatencies: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const sender = round % GROUP_SIZE;
        const startedAt = performance.now();
        const arrivals: Promise<void>[] = [];
        const response = post(sessions[sender]!, `/api/chat-groups/${groupId}/messages`, groupMessageForm(memberIds), false);
        const answer = await response;
        if (answer.status !== 201) throw new Error(`group message: ${answer.status} ${await answer.text()}`);
        const id = ((await answer.json()) as { message: { id: number } }).message.id;
        // Events may already have arrived before the answer: they are looked up by message id from the start.
        for (let member = 0; member < GROUP_SIZE; member += 1) {
          if (member === sender) continue;
          arrivals.push(
            new Promise<void>((resolve) => {
              const key = `m:${id}:${member}`;
              const early = seen.get(key);
              if (early !== undefined) {
                groupLatencies.push(early - startedAt);
                resolve();
                return;
              }
              waiting.set(key, (at) => {
                groupLatencies.push(at - startedAt);
                waiting.delete(key);
                resolve();
              });
            }),
          );
        }
        await Promise.all(arrivals);
        seen.clear();
      }

      // A notification to one person: a follow, unfollowed again between rounds.
      const notificationLatencies: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const target = GROUP_SIZE + (round % (SOCKETS - GROUP_SIZE));
        const follower = (target + 1) % SOCKETS;
        seen.delete(`n:${target}`);
        const arrived = new Promise<number>((resolve) => waiting.set(`n:${target}`, resolve));
        const startedAt = performance.now();
        const answer = await post(sessions[follower]!, '/api/follow', JSON.stringify({ account_id: accounts[target]!.id }), true);
        if (answer.status >= 300) throw new Error(`follow: ${answer.status} ${await answer.text()}`);
        notificationLatencies.push((await arrived) - startedAt);
        waiting.delete(`n:${target}`);
      }

      for (const socket of sockets) socket.terminate();
      return { perSocket, groupLatencies, notificationLatencies };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// When each event arrived, also before the POST's answer told which message id to wait for.
const seen = new Map<string, number>();

async function benchRaw() {
  const port = randomPort();
  const source = `
    const http = require('node:http');
    const { WebSocketServer } = require('ws');
    const wss = new WebSocketServer({ noServer: true });
    const sockets = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const frame = JSON.stringify({ type: 'chat.message', data: { message: { id: Number(body) } }, at: new Date().toISOString() });
        for (let index = 1; index < ${GROUP_SIZE}; index += 1) sockets[index] && sockets[index].send(frame);
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end('{}');
      });
    });
    server.on('upgrade', (req, socket, head) => wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.push(ws);
      ws.send(JSON.stringify({ type: 'realtime.ready', data: {}, at: new Date().toISOString() }));
    }));
    server.listen(${port}, '127.0.0.1', () => process.send && process.send('ready'));`;
  const raw = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], cwd: process.cwd() });
  await new Promise((resolve) => raw.once('message', resolve));
  try {
    const before = await settledRss(raw.pid!);
    const waiting = new Map<string, (at: number) => void>();
    const sockets = await openMany(SOCKETS, (index) =>
      openSocket(`ws://127.0.0.1:${port}/`, {}, (_type, data, at) => waiting.get(`m:${(data as { message: { id: number } }).message.id}:${index}`)?.(at)),
    );
    const after = await settledRss(raw.pid!);
    const latencies: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const startedAt = performance.now();
      const arrivals = Array.from({ length: GROUP_SIZE - 1 }, (_, offset) => {
        const key = `m:${round}:${offset + 1}`;
        return new Promise<void>((resolve) =>
          waiting.set(key, (at) => {
            latencies.push(at - startedAt);
            resolve();
          }),
        );
      });
      await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: String(round) });
      await Promise.all(arrivals);
    }
    for (const socket of sockets) socket.terminate();
    return { perSocket: (after - before) / SOCKETS, latencies };
  } finally {
    await stopProcess(raw);
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (value: number) => `${(value / 1024).toFixed(1)} kB`;

console.log(`Realtime: ${SOCKETS} sockets, a group of ${GROUP_SIZE}, ${ROUNDS} rounds`);
const raw = await benchRaw();
const app = await benchApp();
const rawP50 = percentile(raw.latencies, 0.5);
const rawP99 = percentile(raw.latencies, 0.99);
const groupP50 = percentile(app.groupLatencies, 0.5);
const groupP99 = percentile(app.groupLatencies, 0.99);
const noteP50 = percentile(app.notificationLatencies, 0.5);
const noteP99 = percentile(app.notificationLatencies, 0.99);
const met = (ok: boolean) => (ok ? 'goal met' : 'goal missed');
console.log(`  raw node:http + ws     delivery to 49 sockets  p50 ${ms(rawP50)}  p99 ${ms(rawP99)}   memory per idle socket ${kb(raw.perSocket)}`);
console.log(
  `  group message (50)     delivery to 49 members  p50 ${ms(groupP50)}  p99 ${ms(groupP99)}   ${(groupP99 / rawP99).toFixed(1)}× raw p99   ${met(groupP99 <= GOAL.p99Ms)} (p99 ≤ ${GOAL.p99Ms} ms)`,
);
console.log(`  notification (1)       delivery to 1 person    p50 ${ms(noteP50)}  p99 ${ms(noteP99)}   ${met(noteP99 <= GOAL.p99Ms)} (p99 ≤ ${GOAL.p99Ms} ms)`);
console.log(
  `  memory per idle socket ${kb(app.perSocket)} (${(app.perSocket / raw.perSocket).toFixed(1)}× raw)   ${met(app.perSocket <= GOAL.bytesPerSocket)} (≤ ${kb(GOAL.bytesPerSocket)})`,
);
