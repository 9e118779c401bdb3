import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cachedDescriptorUsage,
  createDescriptorReader,
  describeDescriptors,
  descriptorsExhausted,
  parseOpenFilesLimit,
  type DescriptorUsage,
} from './descriptors';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max stack size            8388608              unlimited            bytes
Max processes             96365                96365                processes
Max open files            1024                 524288               files
Max locked memory         8388608              8388608              bytes
`;

describe('parseOpenFilesLimit', () => {
  it('takes the soft limit of "Max open files", not the hard one or another row', () => {
    expect(parseOpenFilesLimit(LIMITS)).toBe(1024);
  });

  it('answers null for an unlimited soft limit, a missing row and text that is no limits file', () => {
    expect(parseOpenFilesLimit(LIMITS.replace('1024                ', 'unlimited           '))).toBeNull();
    expect(parseOpenFilesLimit(LIMITS.replace(/^Max open files.*$/m, ''))).toBeNull();
    expect(parseOpenFilesLimit('')).toBeNull();
  });

  it.runIf(process.platform === 'linux')('reads this process’s own /proc/self/limits', () => {
    expect(parseOpenFilesLimit(readFileSync('/proc/self/limits', 'utf8'))).toBeGreaterThan(0);
  });
});

describe('descriptorsExhausted', () => {
  it('is true from 90 % of the limit on, false below and for an unknown reading', () => {
    expect(descriptorsExhausted({ open: 922, limit: 1024 })).toBe(true);
    expect(descriptorsExhausted({ open: 1024, limit: 1024 })).toBe(true);
    expect(descriptorsExhausted({ open: 921, limit: 1024 })).toBe(false);
    expect(descriptorsExhausted(null)).toBe(false);
    expect(describeDescriptors({ open: 950, limit: 1024 })).toBe('Zu viele offene Dateien: 950 von 1024 Dateideskriptoren belegt');
  });

  it('says so in the language of the request', () => {
    expect(describeDescriptors({ open: 950, limit: 1024 }, 'en')).toBe('Too many open files: 950 of 1024 file descriptors in use');
  });
});

describe('createDescriptorReader', () => {
  let dir: string | undefined;
  const held: number[] = [];
  afterEach(() => {
    for (const fd of held.splice(0)) closeSync(fd);
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('counts the entries of fd/ against the soft limit of a /proc-like folder; no limits file means unknown', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-proc-'));
    mkdirSync(path.join(dir, 'fd'));
    // The listing's own descriptor is one of the entries in the real /proc/self/fd.
    for (let fd = 0; fd < 8; fd++) writeFileSync(path.join(dir, 'fd', String(fd)), '');
    writeFileSync(path.join(dir, 'limits'), LIMITS);
    expect(await createDescriptorReader(dir)()).toEqual({ open: 7, limit: 1024 });
    rmSync(path.join(dir, 'limits'));
    expect(await createDescriptorReader(dir)()).toBeNull();
  });

  it.runIf(process.platform === 'linux')('sees descriptors this process opens', async () => {
    const read = createDescriptorReader();
    const before = (await read())!;
    for (let index = 0; index < 40; index++) held.push(openSync(__filename, 'r'));
    const after = (await read())!;
    expect(after.limit).toBe(before.limit);
    expect(after.open - before.open).toBeGreaterThanOrEqual(40);
  });
});

describe('cachedDescriptorUsage', () => {
  it('reads once per period, shares a reading in flight, and reads again once it is old', async () => {
    let clock = 0;
    let reads = 0;
    const read = async (): Promise<DescriptorUsage> => ({ open: ++reads, limit: 1024 });
    const usage = cachedDescriptorUsage(read, 2_000, () => clock);
    const [first, second] = await Promise.all([usage(), usage()]);
    expect(first).toEqual({ open: 1, limit: 1024 });
    expect(second).toEqual(first);
    clock = 1_999;
    expect(await usage()).toEqual({ open: 1, limit: 1024 });
    clock = 2_000;
    expect(await usage()).toEqual({ open: 2, limit: 1024 });
    expect(reads).toBe(2);
  });

  it('answers null when the reading fails', async () => {
    const usage = cachedDescriptorUsage(() => Promise.reject(new Error('no /proc')), 2_000, () => 0);
    expect(await usage()).toBeNull();
  });
});
