// The boostz figures: the real server on a freshly seeded SQLite install plus a pool of bench
// accounts whose balances come from ledger 'adjustment' bookings, and, in the same run, a raw node:http hello
// server as the baseline. Measures, signed in, POST /api/donations (one transfer: two ledger rows, rotating
// donors and recipients) and POST /api/shop/purchase (a border bought and booked; each account buys each of
// the 9 borders once, so requests rotate over accounts × borders and every one of them really books), and for
// reference GET /api/logged-in-user (a signed-in request that books nothing). After
// the load the server's ledger is checked (balance = sum of the ledger for every account). Then, on a
// database of its own, times the invariant check ledgerMismatches() over 1,000,000 ledger rows (10,000
// accounts × 100 rows), next to a bare scan of the same rows. Prints figures and the goal met or missed;
// asserts nothing.
//   npm run bench:boostz [-- --duration 8 --users 10000 --rows 100]
// Goal: purchases ≥ 0.15× raw at 10 connections; the invariant check over 1M rows in milliseconds.
// Figures of earlier runs, and how the benches run: docs/performance.md.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { BORDERS } from '../common/rules/borders';
import { openDatabase } from '../server/db';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoData } from '../server/seed';
import { book, ledgerMismatches } from '../server/modules/boostz/ledger';
import { insertUsers, newUserRow } from '../server/modules/users/new-user';
import { createLocalStorage } from '../server/platform/storage';
import { argValue, type CaseResult, randomPort, signInAll, runCase, type Session, startAppServer, startRawServer, stopProcess } from './support';

const duration = argValue('duration', 8);
const CONNECTIONS = 10;
const GOAL = { ratio: 0.15 };
/** Accounts of the invariant check and ledger rows per account (10,000 × 100 = 1,000,000 rows). */
const CHECK_USERS = argValue('users', 10_000);
const ROWS_PER_USER = argValue('rows', 100);
/** Bench accounts for the HTTP cases; each can buy 9 borders, so purchases need many of them. */
const POOL = argValue('pool', 8_000);
const POOL_BOOSTZ = 1_000_000;
const BENCH_PASSWORD = 'bench-boostz-password';
const LOGIN_PARALLEL = 16;
/** A per-run prefix, so idempotency keys never repeat within the run. */
const RUN = Date.now().toString(36);

interface Account {
  id: number;
  email: string;
}

/** A migrated, seeded data directory with POOL bench accounts holding POOL_BOOSTZ each, explained by the ledger. */
async function prepareServerData(dir: string): Promise<Account[]> {
  const started = performance.now();
  const opened = openDatabase(dir);
  try {
    await migrateToLatest(opened.db);
    await seedDemoData(opened.db, createLocalStorage(dir));
    // The accounts sign in for real (POST /login verifies the hash); a cheap argon2id hash keeps thousands of
    // sign-ins before the measured runs short. The measured requests never check a password.
    const passwordHash = await hash(BENCH_PASSWORD, { memoryCost: 64, timeCost: 1, parallelism: 1 });
    const verified = new Date().toISOString();
    const accounts: Account[] = [];
    for (let from = 0; from < POOL; from += 500) {
      const rows = [];
      for (let index = from; index < Math.min(POOL, from + 500); index += 1) {
        rows.push(newUserRow({ name: `Boostz${RUN}x${index}`, email: `boostz${index}@bench.example`, password_hash: passwordHash, email_verified_at: verified }));
      }
      const users = await insertUsers(opened.db, rows);
      await opened.db.transaction().execute(async (trx) => {
        for (const user of users) await book(trx, { userId: user.id, amount: POOL_BOOSTZ - user.boostz, reason: 'adjustment', reference: 'bench' });
      });
      accounts.push(...users.map((user) => ({ id: user.id, email: user.email })));
    }
    const mismatches = await ledgerMismatches(opened.db);
    if (mismatches.length > 0) throw new Error(`the prepared ledger does not add up for ${mismatches.length} accounts`);
    console.log(
      `  ${POOL.toLocaleString('de-DE')} bench accounts with ${POOL_BOOSTZ.toLocaleString('de-DE')} boostz each (welcome + adjustment in the ledger) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return accounts;
  } finally {
    await opened.db.destroy();
  }
}

const postHeaders = (session: Session) => ({
  Accept: 'application/json',
  'Content-Type': 'application/json',
  Cookie: session.cookie,
  'X-XSRF-TOKEN': session.xsrf,
});

/** Donation number i: donor i mod n gives 10 boostz (slider 10) to the next account, a new idempotency key each. */
function donationOptions(origin: string, accounts: readonly Account[], sessions: readonly Session[], counter: { next: number }): autocannon.Options {
  return {
    url: origin,
    connections: CONNECTIONS,
    requests: [
      {
        setupRequest: (request) => {
          const index = counter.next;
          counter.next += 1;
          const donor = index % sessions.length;
          const recipient = accounts[(donor + 1) % sessions.length]!;
          return {
            ...request,
            method: 'POST',
            path: '/api/donations',
            headers: postHeaders(sessions[donor]!),
            body: JSON.stringify({ recipient_id: recipient.id, slider: 10, idempotency_key: `d${RUN}-${index}` }),
          };
        },
      },
    ],
  };
}

/** Purchase number i: account i mod n buys border ⌊i / n⌋ (so 9·n purchases all book, then the borders run out). */
function purchaseOptions(origin: string, sessions: readonly Session[], counter: { next: number }): autocannon.Options {
  return {
    url: origin,
    connections: CONNECTIONS,
    requests: [
      {
        setupRequest: (request) => {
          const index = counter.next;
          counter.next += 1;
          const buyer = index % sessions.length;
          const border = BORDERS[Math.floor(index / sessions.length) % BORDERS.length]!;
          return {
            ...request,
            method: 'POST',
            path: '/api/shop/purchase',
            headers: postHeaders(sessions[buyer]!),
            body: JSON.stringify({ item_id: border.id, item_type: 'border', price: border.price, idempotency_key: `p${RUN}-${index}` }),
          };
        },
      },
    ],
  };
}

/** What the load booked, read from the server's database after it stopped, and whether every balance still adds up. */
async function checkServerLedger(dir: string): Promise<void> {
  const opened = openDatabase(dir);
  try {
    const sqlite = opened.sqlite!;
    const count = (reason: string) => (sqlite.prepare('SELECT count(*) AS n FROM ledger_entries WHERE reason = ?').get(reason) as { n: number }).n;
    const mismatches = await ledgerMismatches(opened.db);
    console.log(
      `  booked by the load: ${count('purchase').toLocaleString('de-DE')} purchases, ${count('donation_sent').toLocaleString('de-DE')} donations; ledger invariant after the load: ${mismatches.length === 0 ? 'holds (0 mismatches)' : `${mismatches.length} MISMATCHES`}`,
    );
  } finally {
    await opened.db.destroy();
  }
}

/** The HTTP cases: raw baseline, then donations and purchases on the real server. */
async function measureRequests(): Promise<CaseResult | null> {
  const rawPort = randomPort() + 1000;
  const raw = await startRawServer(rawPort);
  const baseline = (
    await runCase(`raw node:http hello (baseline, ${CONNECTIONS} conn.)`, { url: `http://127.0.0.1:${rawPort}/`, connections: CONNECTIONS, duration }, 0)
  ).perSecond;
  await stopProcess(raw);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-bench-boostz-'));
  try {
    const accounts = await prepareServerData(dataDir);
    // Every purchase and donation route is limited per person; the bench is a few people buying thousands a second.
    const server = await startAppServer({ DATABASE_URL: '', REDIS_URL: '', RATE_LIMIT_SCALE: '1000000', SEED_DEMO_VIDEOS: 'false' }, dataDir);
    let purchases: CaseResult | null = null;
    try {
      const { origin } = server;
      let started = performance.now();
      const donors = accounts.slice(0, 200);
      const donorSessions = await signInAll(origin, donors.map((account) => account.email), BENCH_PASSWORD, LOGIN_PARALLEL);
      console.log(`  ${donors.length} donors signed in in ${((performance.now() - started) / 1000).toFixed(1)} s`);

      const donations = { next: 0 };
      // Warm the JIT and the page cache before the measured runs.
      await autocannon({ ...donationOptions(origin, donors, donorSessions, donations), duration: 3 });
      const donated = await runCase('POST /api/donations (ledger transfer)', { ...donationOptions(origin, donors, donorSessions, donations), duration }, baseline);

      // Enough buyers for three times the donation rate over the whole run: every purchase must find a border to buy.
      const buyersNeeded = Math.ceil((Math.max(donated.perSecond, 500) * 3 * (duration + 1)) / BORDERS.length);
      const buyers = accounts.slice(donors.length, donors.length + buyersNeeded);
      if (buyers.length < buyersNeeded) console.log(`  only ${buyers.length} of ${buyersNeeded} buyers in the pool (raise --pool): late purchases may answer 409`);
      started = performance.now();
      const buyerSessions = await signInAll(origin, buyers.map((account) => account.email), BENCH_PASSWORD, LOGIN_PARALLEL);
      console.log(`  ${buyers.length} buyers signed in in ${((performance.now() - started) / 1000).toFixed(1)} s (${buyers.length * BORDERS.length} purchases possible)`);
      const bought = { next: 0 };
      purchases = await runCase('POST /api/shop/purchase (border, ledger)', { ...purchaseOptions(origin, buyerSessions, bought), duration }, baseline, GOAL);

      // For reference: what a signed-in request costs before any booking (session lookup, JSON answer).
      await runCase(
        'GET /api/logged-in-user (reference)',
        { url: `${origin}/api/logged-in-user`, connections: CONNECTIONS, duration, headers: { Accept: 'application/json', Cookie: donorSessions[0]!.cookie } },
        baseline,
      );

      const healthy = await fetch(`${origin}/api/health-check`);
      if (!healthy.ok) throw new Error('server unhealthy after the run');
    } finally {
      await server.stop();
    }
    await checkServerLedger(dataDir);
    return purchases;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** ledgerMismatches over CHECK_USERS × ROWS_PER_USER ledger rows, bulk-inserted consistently on a database of its own. */
async function measureInvariantCheck(): Promise<void> {
  const total = CHECK_USERS * ROWS_PER_USER;
  console.log(`\nLedger invariant check: ${CHECK_USERS.toLocaleString('de-DE')} accounts × ${ROWS_PER_USER} rows = ${total.toLocaleString('de-DE')} ledger rows (SQLite)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-bench-ledger-'));
  const opened = openDatabase(dir);
  try {
    await migrateToLatest(opened.db);
    const sqlite = opened.sqlite!;
    sqlite.pragma('synchronous = OFF');
    const started = performance.now();
    const now = Date.now();
    const insertUser = sqlite.prepare('INSERT INTO users (name, email, boostz, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
    const insertEntry = sqlite.prepare(
      'INSERT INTO ledger_entries (user_id, amount, balance_after, reason, reference, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    // Row 0 opens the account with 1000; then rewards of 25 and purchases of 5–9, so no balance goes below zero.
    const amountOf = (row: number) => (row === 0 ? 1000 : row % 3 === 0 ? 25 : -(5 + (row % 5)));
    const reasonOf = (row: number) => (row === 0 ? 'adjustment' : row % 3 === 0 ? 'reward' : 'purchase');
    let finalBalance = 0;
    for (let row = 0; row < ROWS_PER_USER; row += 1) finalBalance += amountOf(row);
    const fill = sqlite.transaction((from: number, to: number) => {
      for (let index = from; index < to; index += 1) {
        const at = new Date(now - (CHECK_USERS - index) * 60_000).toISOString();
        const userId = Number(insertUser.run(`Ledger${index}`, `ledger${index}@bench.example`, finalBalance, at, at).lastInsertRowid);
        let balance = 0;
        for (let row = 0; row < ROWS_PER_USER; row += 1) {
          const amount = amountOf(row);
          balance += amount;
          insertEntry.run(userId, amount, balance, reasonOf(row), amount < 0 ? 'border:mint' : null, null, at);
        }
      }
    });
    const batch = Math.max(1, Math.floor(100_000 / ROWS_PER_USER));
    for (let from = 0; from < CHECK_USERS; from += batch) fill(from, Math.min(CHECK_USERS, from + batch));
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    const built = (performance.now() - started) / 1000;
    const rows = (sqlite.prepare('SELECT count(*) AS n FROM ledger_entries').get() as { n: number }).n;
    console.log(`  built in ${built.toFixed(1)} s (${Math.round((rows + CHECK_USERS) / built).toLocaleString('de-DE')} rows/s)`);

    // The reference: one bare pass over the same rows (count and sum), what any check has to read at least.
    const scan = sqlite.prepare('SELECT count(*) AS n, sum(amount) AS total FROM ledger_entries');
    const scans: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const at = performance.now();
      scan.get();
      scans.push(performance.now() - at);
    }
    const checks: number[] = [];
    let found = -1;
    for (let run = 0; run < 3; run += 1) {
      const at = performance.now();
      const mismatches = await ledgerMismatches(opened.db);
      checks.push(performance.now() - at);
      found = mismatches.length;
    }
    // The check must find what is wrong, too: one balance off by one is one mismatch.
    sqlite.prepare('UPDATE users SET boostz = boostz + 1 WHERE id = (SELECT min(id) FROM users)').run();
    const planted = (await ledgerMismatches(opened.db)).length;

    const check = median(checks);
    const bare = median(scans);
    console.log(
      `  ledgerMismatches(db)   first ${checks[0]!.toFixed(0)} ms, median of 3 ${check.toFixed(0)} ms   ${Math.round(rows / (check / 1000)).toLocaleString('de-DE')} rows/s   mismatches found ${found} (${found === 0 ? 'consistent, as built' : 'UNEXPECTED'})`,
    );
    console.log(
      `  bare scan count+sum    median of 3 ${bare.toFixed(0)} ms   ${Math.round(rows / (bare / 1000)).toLocaleString('de-DE')} rows/s   check = ${(check / bare).toFixed(1)}× the bare scan`,
    );
    console.log(`  with one balance off by one the check finds ${planted} mismatch${planted === 1 ? ' (as it should)' : 'es (UNEXPECTED)'}`);
  } finally {
    await opened.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`Boostz benchmark, ${duration} s per case, ${CONNECTIONS} connections, ${os.cpus().length} cores, Node ${process.version}`);
try {
  const purchases = await measureRequests();
  if (purchases) console.log(`  goal: purchases ≥ ${GOAL.ratio.toFixed(2)}× raw ${purchases.met ? 'met' : 'MISSED'} (${purchases.ratio.toFixed(2)}×)`);
  await measureInvariantCheck();
} catch (error) {
  console.error(`\nboostz benchmark stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
