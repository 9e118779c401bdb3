// A minimal zip writer for the browser-build tests (stored or deflated entries): enough to craft good bundles and
// every bad one (traversal, symlinks, nested archives, hidden files, encrypted flags, sizes that lie, entries that
// share their data).
import { deflateRawSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface ZipEntry {
  name: string;
  data?: string | Uint8Array;
  /** Unix mode of the entry (e.g. 0o120777 for a symlink). */
  mode?: number;
  encrypted?: boolean;
  /** Deflate the data (method 8) instead of storing it. */
  deflate?: boolean;
  /** The uncompressed size written into both headers instead of the real one (a zip that lies). */
  declaredSize?: number;
}

function localHeader(name: Buffer, flags: number, method: number, crc: number, compressed: number, declared: number): Buffer {
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(flags, 6);
  local.writeUInt16LE(method, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(compressed, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  return local;
}

interface CentralRecord {
  name: Buffer;
  flags: number;
  method: number;
  crc: number;
  compressed: number;
  declared: number;
  mode: number;
  offset: number;
}

function centralHeader(record: CentralRecord): Buffer {
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE((3 << 8) | 20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(record.flags, 8);
  central.writeUInt16LE(record.method, 10);
  central.writeUInt32LE(record.crc, 16);
  central.writeUInt32LE(record.compressed, 20);
  central.writeUInt32LE(record.declared, 24);
  central.writeUInt16LE(record.name.length, 28);
  central.writeUInt32LE((record.mode << 16) >>> 0, 38);
  central.writeUInt32LE(record.offset, 42);
  return Buffer.concat([central, record.name]);
}

function endOfCentralDirectory(count: number, centralSize: number, centralOffset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);
  return end;
}

export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data) : Buffer.from(entry.data ?? new Uint8Array());
    const crc = crc32(data);
    const flags = 0x0800 | (entry.encrypted ? 0x1 : 0);
    const method = entry.deflate ? 8 : 0;
    const stored = entry.deflate ? deflateRawSync(data) : data;
    const declared = entry.declaredSize ?? data.length;
    locals.push(localHeader(name, flags, method, crc, stored.length, declared), name, stored);
    const mode = entry.mode ?? (entry.name.endsWith('/') ? 0o40755 : 0o100644);
    centrals.push(centralHeader({ name, flags, method, crc, compressed: stored.length, declared, mode, offset }));
    offset += 30 + name.length + stored.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  return Buffer.concat([...locals, ...centrals, endOfCentralDirectory(entries.length, centralSize, offset)]);
}

/**
 * A zip whose entries (`copies` of them, named by `name(index)`) all point at the same deflated `data`, plus a
 * real index.html: small on the wire, `copies` times the data unpacked (the overlapping-entries zip bomb).
 */
export function makeOverlappingZip(data: Uint8Array, copies: number, name: (index: number) => string, index: string): Buffer {
  const flags = 0x0800;
  const shared = Buffer.from('shared.js');
  const deflated = deflateRawSync(data);
  const crc = crc32(data);
  const page = Buffer.from(index);
  const pageName = Buffer.from('index.html');
  const parts = [
    localHeader(shared, flags, 8, crc, deflated.length, data.length),
    shared,
    deflated,
    localHeader(pageName, flags, 0, crc32(page), page.length, page.length),
    pageName,
    page,
  ];
  const pageOffset = 30 + shared.length + deflated.length;
  const centralOffset = pageOffset + 30 + pageName.length + page.length;
  const centrals = [centralHeader({ name: pageName, flags, method: 0, crc: crc32(page), compressed: page.length, declared: page.length, mode: 0o100644, offset: pageOffset })];
  for (let copy = 0; copy < copies; copy++) {
    centrals.push(centralHeader({ name: Buffer.from(name(copy)), flags, method: 8, crc, compressed: deflated.length, declared: data.length, mode: 0o100644, offset: 0 }));
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  return Buffer.concat([...parts, ...centrals, endOfCentralDirectory(centrals.length, centralSize, centralOffset)]);
}
