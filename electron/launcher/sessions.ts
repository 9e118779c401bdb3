// Play sessions on disk: the session in flight (so a crash loses at most one heartbeat) and the queue of
// finished sessions waiting to be reported to the site (so being offline loses nothing).
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { MIN_REPORTED_SESSION_MS, MOOD_MAX, MOOD_MIN, SESSION_DURATION_MAX_MINUTES } from '../../common/constants';
import { isFileNotFound, writeJsonAtomic } from './atomic-file';
import { isValidGameId } from './links';
import { type SiteClient, SiteUnreachableError } from './site-client';

export const IN_FLIGHT_DIR_NAME = 'sessions-in-flight';
export const REPORT_QUEUE_FILE_NAME = 'session-report-queue.json';
export const NOTES_MAX_LENGTH = 2_000;

const moodSchema = z.number().int().min(MOOD_MIN).max(MOOD_MAX).nullable();

const inFlightSessionSchema = z.object({
  sessionId: z.uuid(),
  gameId: z.number().int().positive(),
  gameName: z.string(),
  startedAt: z.iso.datetime(),
  lastHeartbeatAt: z.iso.datetime(),
  accumulatedMs: z.number().nonnegative(),
  moodBefore: moodSchema,
});
export type InFlightSession = z.infer<typeof inFlightSessionSchema>;

const queuedReportSchema = z.object({
  reportId: z.uuid(),
  sessionId: z.uuid(),
  gameId: z.number().int().positive(),
  endedAt: z.iso.datetime(),
  durationMinutes: z.number().int().min(1).max(SESSION_DURATION_MAX_MINUTES),
  moodBefore: moodSchema,
  moodAfter: moodSchema,
  notes: z.string().max(NOTES_MAX_LENGTH).nullable(),
  lastPlayedSent: z.boolean(),
});
export type QueuedReport = z.infer<typeof queuedReportSchema>;

const queueFileSchema = z.object({ version: z.literal(1), reports: z.array(queuedReportSchema) });

export function normaliseMood(value: unknown): number | null {
  return moodSchema.safeParse(value).success ? (value as number) : null;
}

export function normaliseNotes(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, NOTES_MAX_LENGTH) : null;
}

/** Reported minutes: rounded, at least 1 (only sessions of a minute or more are reported), capped at a day. */
export function sessionDurationMinutes(durationMs: number): number {
  return Math.min(SESSION_DURATION_MAX_MINUTES, Math.max(1, Math.round(durationMs / 60_000)));
}

export function isReportable(durationMs: number): boolean {
  return Number.isFinite(durationMs) && durationMs >= MIN_REPORTED_SESSION_MS;
}

export type ReportStep = 'lastPlayed' | 'sessionFeedback';

export const REPORT_ENDPOINTS: Record<ReportStep, string> = {
  lastPlayed: '/api/lastPlayed',
  sessionFeedback: '/api/gaming-goals/session-feedback',
};

export function lastPlayedPayload(report: QueuedReport): { game_id: number } {
  return { game_id: report.gameId };
}

export function sessionFeedbackPayload(report: QueuedReport) {
  return {
    game_id: report.gameId,
    mood_before: report.moodBefore,
    mood_after: report.moodAfter,
    session_duration_minutes: report.durationMinutes,
    additional_notes: report.notes,
  };
}

export type FlushStopReason = 'unreachable' | 'server_error' | 'unauthenticated' | 'csrf' | 'rate_limited' | 'timeout';

export interface FlushResult {
  delivered: number;
  dropped: number;
  remaining: number;
  stoppedBy: FlushStopReason | null;
}

type StepOutcome = { kind: 'ok' } | { kind: 'drop'; status: number } | { kind: 'stop'; reason: FlushStopReason };

/**
 * 2xx: done. 401/419/429 and 408: the request was fine but cannot go through now, so keep it and stop.
 * 5xx and network failures: the site is down, keep and stop. Any other 4xx: the site refuses this data and
 * always will, so drop it (logged) and carry on, so one bad report never blocks the ones behind it.
 */
export function classifyStatus(status: number): StepOutcome {
  if (status >= 200 && status < 300) return { kind: 'ok' };
  if (status === 401) return { kind: 'stop', reason: 'unauthenticated' };
  if (status === 419) return { kind: 'stop', reason: 'csrf' };
  if (status === 429) return { kind: 'stop', reason: 'rate_limited' };
  if (status === 408) return { kind: 'stop', reason: 'timeout' };
  if (status >= 400 && status < 500) return { kind: 'drop', status };
  return { kind: 'stop', reason: 'server_error' };
}

export interface SessionStoreOptions {
  dataDir: string;
  log?: (message: string) => void;
  now?: () => Date;
}

export interface FinishOptions {
  durationMs: number;
  moodAfter?: number | null;
  notes?: string | null;
}

export interface RecoveredSession {
  session: InFlightSession;
  report: QueuedReport | null;
}

export class SessionStore {
  private readonly activeSessions = new Map<string, InFlightSession>();
  private queueWrites: Promise<void> = Promise.resolve();
  private inFlightWrites: Promise<void> = Promise.resolve();
  private flushInProgress: Promise<FlushResult> | null = null;

  private constructor(
    private readonly inFlightDir: string,
    private readonly queuePath: string,
    private reports: QueuedReport[],
    private readonly log: (message: string) => void,
    private readonly now: () => Date,
  ) {}

  static async open({ dataDir, log = () => {}, now = () => new Date() }: SessionStoreOptions): Promise<SessionStore> {
    const inFlightDir = path.join(dataDir, IN_FLIGHT_DIR_NAME);
    await mkdir(inFlightDir, { recursive: true });
    const queuePath = path.join(dataDir, REPORT_QUEUE_FILE_NAME);
    const reports = await loadQueue(queuePath, log, now);
    return new SessionStore(inFlightDir, queuePath, reports, log, now);
  }

  private inFlightPath(sessionId: string): string {
    return path.join(this.inFlightDir, `${sessionId}.json`);
  }

  async begin(game: { gameId: number; gameName: string; moodBefore?: number | null }): Promise<InFlightSession> {
    if (!isValidGameId(game.gameId)) throw new RangeError(`not a valid game id: ${game.gameId}`);
    const startedAt = this.now().toISOString();
    const session: InFlightSession = {
      sessionId: randomUUID(),
      gameId: game.gameId,
      gameName: game.gameName,
      startedAt,
      lastHeartbeatAt: startedAt,
      accumulatedMs: 0,
      moodBefore: normaliseMood(game.moodBefore),
    };
    this.activeSessions.set(session.sessionId, session);
    await this.writeInFlight(session);
    return session;
  }

  /** Records the active play time so far; what a crash right after this call would still report. */
  async heartbeat(sessionId: string, accumulatedMs: number): Promise<void> {
    const session = this.activeSessions.get(sessionId);
    if (!session) throw new Error(`no session in flight with id ${sessionId}`);
    session.accumulatedMs = Math.max(session.accumulatedMs, Math.max(0, accumulatedMs));
    session.lastHeartbeatAt = this.now().toISOString();
    await this.writeInFlight(session);
  }

  // In-flight writes and removals go through one chain: a heartbeat still being written must not
  // resurrect the file of a session that has just finished.
  private chainInFlight(operation: () => Promise<void>): Promise<void> {
    const run = this.inFlightWrites.then(operation);
    this.inFlightWrites = run.catch((error) =>
      this.log(`writing an in-flight session failed: ${(error as Error).message}`),
    );
    return run;
  }

  private writeInFlight(session: InFlightSession): Promise<void> {
    const snapshot = { ...session };
    return this.chainInFlight(() => writeJsonAtomic(this.inFlightPath(snapshot.sessionId), snapshot));
  }

  activeSession(sessionId: string): InFlightSession | undefined {
    const session = this.activeSessions.get(sessionId);
    return session ? { ...session } : undefined;
  }

  /** Ends a session: queues its report when it lasted a minute or more, then forgets the in-flight state. */
  async finish(sessionId: string, options: FinishOptions): Promise<QueuedReport | null> {
    const session = this.activeSessions.get(sessionId);
    if (!session) throw new Error(`no session in flight with id ${sessionId}`);
    const report = await this.queueFinishedSession(session, options);
    this.activeSessions.delete(sessionId);
    await this.chainInFlight(() => rm(this.inFlightPath(sessionId), { force: true }));
    return report;
  }

  /**
   * Sessions left in flight by an earlier run that crashed or was killed become finished sessions, with
   * the play time up to their last heartbeat. Sessions of this run are never touched.
   */
  async recoverOrphans(): Promise<RecoveredSession[]> {
    const recovered: RecoveredSession[] = [];
    for (const fileName of (await readdir(this.inFlightDir)).sort()) {
      // Temp files of writes cut short by a crash; this run's own writes carry its pid.
      if (fileName.endsWith('.tmp') && !fileName.includes(`.${process.pid}.`)) {
        await rm(path.join(this.inFlightDir, fileName), { force: true });
        continue;
      }
      if (!fileName.endsWith('.json')) continue;
      const sessionId = fileName.slice(0, -'.json'.length);
      if (this.activeSessions.has(sessionId)) continue;
      const filePath = path.join(this.inFlightDir, fileName);
      let session: InFlightSession | null = null;
      try {
        const parsed = inFlightSessionSchema.safeParse(JSON.parse(await readFile(filePath, 'utf8')));
        if (parsed.success) session = parsed.data;
      } catch (error) {
        if (isFileNotFound(error)) continue;
      }
      if (!session) {
        this.log(`discarding unreadable in-flight session ${filePath}`);
        await rm(filePath, { force: true });
        continue;
      }
      const orphan = session;
      // A crash between queueing a finished session and removing its in-flight file leaves both behind.
      const alreadyQueued = this.reports.find((report) => report.sessionId === orphan.sessionId) ?? null;
      const report =
        alreadyQueued ??
        (await this.queueFinishedSession(orphan, { durationMs: orphan.accumulatedMs, moodAfter: null, notes: null }));
      await rm(filePath, { force: true });
      recovered.push({ session, report });
    }
    return recovered;
  }

  private async queueFinishedSession(session: InFlightSession, options: FinishOptions): Promise<QueuedReport | null> {
    if (!isReportable(options.durationMs)) return null;
    const report: QueuedReport = {
      reportId: randomUUID(),
      sessionId: session.sessionId,
      gameId: session.gameId,
      endedAt: this.now().toISOString(),
      durationMinutes: sessionDurationMinutes(options.durationMs),
      moodBefore: session.moodBefore,
      moodAfter: normaliseMood(options.moodAfter),
      notes: normaliseNotes(options.notes),
      lastPlayedSent: false,
    };
    await this.mutateQueue(() => {
      this.reports.push(report);
    });
    return report;
  }

  pendingReports(): QueuedReport[] {
    return this.reports.map((report) => ({ ...report }));
  }

  private mutateQueue(change: () => void): Promise<void> {
    const write = this.queueWrites.then(() => {
      change();
      return writeJsonAtomic(this.queuePath, { version: 1, reports: this.reports });
    });
    this.queueWrites = write.catch((error) => this.log(`writing the report queue failed: ${(error as Error).message}`));
    return write;
  }

  /**
   * Sends queued reports oldest first. Each report is removed only after the site accepted both calls; the
   * first call's success is remembered so a retry does not repeat it. One flush runs at a time; a second
   * caller gets the running flush's result.
   */
  flush(client: SiteClient): Promise<FlushResult> {
    if (!this.flushInProgress) {
      this.flushInProgress = this.flushQueue(client).finally(() => {
        this.flushInProgress = null;
      });
    }
    return this.flushInProgress;
  }

  private async flushQueue(client: SiteClient): Promise<FlushResult> {
    let delivered = 0;
    let dropped = 0;
    for (const reportId of this.reports.map((report) => report.reportId)) {
      const report = this.reports.find((candidate) => candidate.reportId === reportId);
      if (!report) continue;

      const outcome = await this.sendReport(client, report);
      if (outcome.kind === 'stop') {
        return { delivered, dropped, remaining: this.reports.length, stoppedBy: outcome.reason };
      }
      if (outcome.kind === 'drop') {
        this.log(
          `dropping session report ${report.reportId} for game ${report.gameId}: the site answered ${outcome.status}`,
        );
        dropped++;
      } else {
        delivered++;
      }
      await this.mutateQueue(() => {
        this.reports = this.reports.filter((candidate) => candidate.reportId !== reportId);
      });
    }
    return { delivered, dropped, remaining: this.reports.length, stoppedBy: null };
  }

  private async sendReport(client: SiteClient, report: QueuedReport): Promise<StepOutcome> {
    if (!report.lastPlayedSent) {
      const outcome = await postStep(client, REPORT_ENDPOINTS.lastPlayed, lastPlayedPayload(report));
      if (outcome.kind !== 'ok') return outcome;
      await this.mutateQueue(() => {
        report.lastPlayedSent = true;
      });
    }
    return postStep(client, REPORT_ENDPOINTS.sessionFeedback, sessionFeedbackPayload(report));
  }
}

async function postStep(client: SiteClient, endpoint: string, payload: unknown): Promise<StepOutcome> {
  try {
    const response = await client.postJson(endpoint, payload);
    return classifyStatus(response.status);
  } catch (error) {
    if (error instanceof SiteUnreachableError) return { kind: 'stop', reason: 'unreachable' };
    throw error;
  }
}

async function loadQueue(queuePath: string, log: (message: string) => void, now: () => Date): Promise<QueuedReport[]> {
  let text: string;
  try {
    text = await readFile(queuePath, 'utf8');
  } catch (error) {
    if (isFileNotFound(error)) return [];
    throw error;
  }
  try {
    const parsed = queueFileSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.reports;
  } catch {
    // falls through to the backup below
  }
  const backupPath = `${queuePath}.${now().toISOString().replace(/[:.]/g, '-')}.corrupt`;
  await rename(queuePath, backupPath);
  log(`report queue at ${queuePath} was invalid; moved to ${backupPath} and starting empty`);
  return [];
}
