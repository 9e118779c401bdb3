import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import type { MediaStorage } from '../../platform/storage';
import { HttpError } from '../../http/errors';
import { SANDBOX_TYPES } from './sandbox';

// A creator's browser build: a zip with an index.html at its root or inside one top folder. Every
// entry is checked BEFORE anything is stored: a name that is a safe path inside the bundle (no absolute paths,
// no "..", no backslashes, no hidden files), a regular file (no symlinks), a type the sandbox serves (so no
// nested archives and no executables), sizes within limits and a total that cannot be a zip bomb, and no two
// entries sharing their bytes. Only then are the files stored under a new slug, which a game switches to in one
// update: the old build keeps playing until the switch. The declared sizes are not trusted while unpacking:
// yauzl checks each entry's real size against its declared one, and the real bytes written count against the
// limits per file and in total.

export const BUILD_LIMITS = {
  entries: 2_000,
  fileBytes: 50 * 1024 * 1024,
  totalBytes: 200 * 1024 * 1024,
  /** A file may expand at most this much (deflate reaches about 1000:1 on crafted input). */
  ratio: 200,
  depth: 6,
} as const;

/** A path segment the media store takes too: starts with a letter or digit (no hidden files, no ".."). */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

type BuildProblem =
  | 'buildEmpty'
  | 'buildNotZip'
  | 'buildNoIndex'
  | 'buildUnsafePath'
  | 'buildSymlink'
  | 'buildFileType'
  | 'buildTooLarge'
  | 'buildTooManyFiles'
  | 'buildEncrypted'
  | 'buildCorrupt'
  | 'buildOverlapping';

export const buildRefused = (key: BuildProblem, file = '') => new HttpError(422, key, { build: [key] }, undefined, { file });

export interface BuildFile {
  /** The entry in the zip (read again when storing). */
  entry: yauzl.Entry;
  /** The path inside the bundle (the top folder, if any, removed). */
  relative: string;
  size: number;
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return yauzl.openPromise(file, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true });
}

function entriesOf(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  // The count from the end record first: a zip announcing 65,535 entries is refused before any is read.
  if (zip.entryCount > BUILD_LIMITS.entries) return Promise.reject(buildRefused('buildTooManyFiles'));
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      if (entries.length > BUILD_LIMITS.entries) {
        reject(buildRefused('buildTooManyFiles'));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/**
 * Refuses entries whose bytes overlap: a central directory can point many entries at the same compressed data
 * (a few kB become hundreds of MB, each entry small enough to pass the ratio check). Each entry's local header and
 * data must end before the next one starts.
 */
async function refuseOverlaps(zip: yauzl.ZipFile, entries: yauzl.Entry[]): Promise<void> {
  const spans: { entry: yauzl.Entry; start: number; end: number }[] = [];
  for (const entry of entries) {
    let header: { fileDataStart: number };
    try {
      header = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
    } catch {
      throw buildRefused('buildCorrupt', entry.fileName);
    }
    spans.push({ entry, start: entry.relativeOffsetOfLocalHeader, end: header.fileDataStart + entry.compressedSize });
  }
  spans.sort((a, b) => a.start - b.start);
  for (let index = 1; index < spans.length; index++) {
    if (spans[index]!.start < spans[index - 1]!.end) throw buildRefused('buildOverlapping', spans[index]!.entry.fileName);
  }
}

/** Checks the zip and answers its files; throws the 422 of the first problem found. */
export async function inspectBuild(file: string, size: number): Promise<{ files: BuildFile[]; zip: yauzl.ZipFile }> {
  if (size === 0) throw buildRefused('buildEmpty');
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch {
    throw buildRefused('buildNotZip');
  }
  try {
    let entries: yauzl.Entry[];
    try {
      entries = await entriesOf(zip);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw buildRefused('buildNotZip');
    }
    const files: { entry: yauzl.Entry; segments: string[] }[] = [];
    let total = 0;
    for (const entry of entries) {
      const name = entry.fileName;
      if (name.includes('\\') || name.startsWith('/') || /^[A-Za-z]:/.test(name)) throw buildRefused('buildUnsafePath', name);
      const isDirectory = name.endsWith('/');
      const segments = (isDirectory ? name.slice(0, -1) : name).split('/');
      if (segments.some((segment) => !SEGMENT.test(segment) || segment.includes('..'))) throw buildRefused('buildUnsafePath', name);
      const mode = (entry.externalFileAttributes >>> 16) & 0xffff;
      if ((mode & S_IFMT) === S_IFLNK) throw buildRefused('buildSymlink', name);
      // Bit 0 of the general purpose flags: the entry is encrypted.
      if (entry.generalPurposeBitFlag & 0x1) throw buildRefused('buildEncrypted', name);
      if (isDirectory) continue;
      if (segments.length > BUILD_LIMITS.depth) throw buildRefused('buildUnsafePath', name);
      const extension = path.extname(name).slice(1).toLowerCase();
      if (!SANDBOX_TYPES[extension]) throw buildRefused('buildFileType', name);
      if (entry.uncompressedSize > BUILD_LIMITS.fileBytes) throw buildRefused('buildTooLarge', name);
      if (entry.compressedSize > 0 && entry.uncompressedSize / entry.compressedSize > BUILD_LIMITS.ratio && entry.uncompressedSize > 1024 * 1024) {
        throw buildRefused('buildTooLarge', name);
      }
      if (!entry.canDecodeFileData()) throw buildRefused('buildCorrupt', name);
      total += entry.uncompressedSize;
      if (total > BUILD_LIMITS.totalBytes) throw buildRefused('buildTooLarge');
      files.push({ entry, segments });
    }
    if (files.length === 0) throw buildRefused('buildEmpty');
    await refuseOverlaps(zip, entries);
    // index.html at the root, or everything inside one top folder that has it.
    const atRoot = files.some((file) => file.segments.length === 1 && file.segments[0] === 'index.html');
    const tops = new Set(files.map((file) => file.segments[0]));
    const single = tops.size === 1 && files.every((file) => file.segments.length > 1) ? [...tops][0]! : null;
    const inTop = single !== null && files.some((file) => file.segments.length === 2 && file.segments[1] === 'index.html');
    if (!atRoot && !inTop) throw buildRefused('buildNoIndex');
    const strip = atRoot ? 0 : 1;
    return {
      zip,
      files: files.map(({ entry, segments }) => ({ entry, relative: segments.slice(strip).join('/'), size: entry.uncompressedSize })),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/**
 * Unpacks one entry into `target`, counting the real bytes: past the per-file limit or the total left the stream
 * stops at once. yauzl refuses an entry whose real size differs from its declared one (validateEntrySizes).
 */
async function unpackEntry(zip: yauzl.ZipFile, file: BuildFile, target: string, budget: { left: number }): Promise<void> {
  let stream;
  try {
    stream = await zip.openReadStreamPromise(file.entry);
  } catch {
    throw buildRefused('buildCorrupt', file.entry.fileName);
  }
  let written = 0;
  let refused: HttpError | null = null;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      written += chunk.length;
      budget.left -= chunk.length;
      if (written > BUILD_LIMITS.fileBytes || budget.left < 0) {
        refused = buildRefused('buildTooLarge', file.entry.fileName);
        done(refused);
      } else done(null, chunk);
    },
  });
  try {
    // On any failure pipeline destroys all three streams: the entry's read stream gives its hold on the zip's
    // handle back and the work file's handle closes.
    await pipeline(stream, counter, createWriteStream(target));
  } catch {
    // A size other than declared, broken deflate data, or a write that failed.
    throw refused ?? buildRefused('buildCorrupt', file.entry.fileName);
  }
}

/**
 * Stores a checked build under a new slug (`g<game>-<random>`) in the media store (builds/<slug>/…), so every
 * server instance serves it; answers the slug. Each file goes through a temporary file (the store streams from
 * disk); when any file fails, what was stored is removed again, and the zip and the work folder are closed and
 * removed on every path.
 */
export async function storeBuild(
  storage: MediaStorage,
  checked: { files: BuildFile[]; zip: yauzl.ZipFile },
  gameId: number,
  tmpDir: string,
): Promise<string> {
  const slug = `g${gameId}-${randomBytes(6).toString('hex')}`;
  const work = path.join(tmpDir, `build-${slug}`);
  const budget = { left: BUILD_LIMITS.totalBytes };
  try {
    await mkdir(work, { recursive: true });
    for (const [index, file] of checked.files.entries()) {
      const local = path.join(work, String(index));
      await unpackEntry(checked.zip, file, local, budget);
      const folder = path.posix.dirname(`builds/${slug}/${file.relative}`);
      const name = path.posix.basename(file.relative);
      await storage.putFile(folder, name, local, SANDBOX_TYPES[path.extname(name).slice(1).toLowerCase()]!);
      // Stored: the work copy goes at once, so the work folder never holds more than one file.
      await rm(local, { force: true });
    }
    return slug;
  } catch (error) {
    await storage.removeFolder(`/media/builds/${slug}`).catch(() => undefined);
    throw error instanceof HttpError ? error : buildRefused('buildNotZip');
  } finally {
    checked.zip.close();
    await rm(work, { recursive: true, force: true });
  }
}
