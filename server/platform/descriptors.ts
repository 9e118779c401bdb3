import { readdir, readFile } from 'node:fs/promises';
import { type Language, SOURCE_LANGUAGE } from '../../common/constants';
import { serverText } from './i18n';

// How many file descriptors the process holds against its soft limit (Linux /proc; elsewhere unknown). A
// process out of descriptors cannot open a file or accept a connection: pages answer 500 and media 404 while a
// health check that only pings an already open database still says healthy. The health and readiness checks
// report it, so the balancer takes the instance out and the operator sees why.

export interface DescriptorUsage {
  open: number;
  /** The soft limit ("Max open files"). */
  limit: number;
}

/**
 * Unhealthy from this share of the limit on. At 90 % an instance with the common limit of 1,024 still has about
 * 100 descriptors to finish the requests it holds while the balancer moves traffic away; nearer to 100 % the
 * warning would come when accepting already fails, and lower it would flag a busy but sound instance.
 */
export const DESCRIPTOR_ALERT_SHARE = 0.9;

/** A reading is reused this long: counting /proc/self/fd grows with the open descriptors (docs/performance.md). */
export const DESCRIPTOR_READING_MAX_AGE_MS = 2_000;

/** The soft limit of "Max open files" in /proc/self/limits; null when unlimited or not found. */
export function parseOpenFilesLimit(limits: string): number | null {
  const line = limits.split('\n').find((row) => row.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
  if (!soft || !/^\d+$/.test(soft)) return null;
  return Number(soft);
}

export function descriptorsExhausted(usage: DescriptorUsage | null, share = DESCRIPTOR_ALERT_SHARE): boolean {
  return usage !== null && usage.open >= usage.limit * share;
}

/**
 * "Zu viele offene Dateien: 950 von 1024 Dateideskriptoren belegt" for the health check's message, in the
 * language of the request (German for a monitor, which names none).
 */
export function describeDescriptors(usage: DescriptorUsage, language: Language = SOURCE_LANGUAGE): string {
  return serverText('server', 'tooManyOpenFiles', language, { open: usage.open, limit: usage.limit });
}

const isOutOfDescriptors = (error: unknown) => ['EMFILE', 'ENFILE'].includes((error as NodeJS.ErrnoException | null)?.code ?? '');

/**
 * Reads the usage from /proc now; null where there is no /proc or no limit. With no descriptor left even listing
 * /proc/self/fd fails (EMFILE): that counts as all in use against the last limit read.
 */
export function createDescriptorReader(procDir = '/proc/self'): () => Promise<DescriptorUsage | null> {
  let limit: number | null = null;
  return async () => {
    try {
      limit = parseOpenFilesLimit(await readFile(`${procDir}/limits`, 'utf8'));
    } catch (error) {
      if (!isOutOfDescriptors(error)) return null;
    }
    if (limit === null) return null;
    try {
      // The listing holds one descriptor of its own while it reads.
      return { open: Math.max(0, (await readdir(`${procDir}/fd`)).length - 1), limit };
    } catch (error) {
      return isOutOfDescriptors(error) ? { open: limit, limit } : null;
    }
  };
}

/** `read` at most once per `maxAgeMs`; callers meanwhile share the last reading (and one reading in flight). */
export function cachedDescriptorUsage(
  read: () => Promise<DescriptorUsage | null> = createDescriptorReader(),
  maxAgeMs = DESCRIPTOR_READING_MAX_AGE_MS,
  now: () => number = () => performance.now(),
): () => Promise<DescriptorUsage | null> {
  let last: { at: number; usage: DescriptorUsage | null } | null = null;
  let pending: Promise<DescriptorUsage | null> | null = null;
  return () => {
    if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.usage);
    pending ??= read()
      .catch(() => null)
      .then((usage) => {
        last = { at: now(), usage };
        pending = null;
        return usage;
      });
    return pending;
  };
}
