import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { MediaStorage } from '../../platform/storage';
import { HttpError } from '../../http/errors';
import { SANDBOX_TYPES } from './sandbox';

// A creator's browser build (issue 11): a zip with an index.html at its root or inside one top folder. Every
// entry is checked BEFORE anything is stored: a name that is a safe path inside the bundle (no absolute paths,
// no "..", no backslashes, no hidden files), a regular file (no symlinks), a type the sandbox serves (so no
// nested archives and no executables), sizes within limits and a total that cannot be a zip bomb. Only then
// are the files stored under a new slug, which a game switches to in one update: the old build keeps playing
// until the switch.

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
  | 'buildEncrypted';

export const buildRefused = (key: BuildProblem, file = '') => new HttpError(422, key, { build: [key] }, undefined, { file });

export interface BuildFile {
  /** The entry in the zip (read again when storing). */
  entry: yauzl.Entry;
  /** The path inside the bundle (the top folder, if any, removed). */
  relative: string;
  size: number;
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) reject(error ?? new Error('no zip'));
      else resolve(zip);
    });
  });
}

function entriesOf(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
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
      total += entry.uncompressedSize;
      if (total > BUILD_LIMITS.totalBytes) throw buildRefused('buildTooLarge');
      files.push({ entry, segments });
    }
    if (files.length === 0) throw buildRefused('buildEmpty');
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

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream?: Readable) => {
      if (error || !stream) {
        reject(error ?? new Error('no stream'));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // validateEntrySizes stops a lying header too; this is the second belt.
        if (size > BUILD_LIMITS.fileBytes) stream.destroy(buildRefused('buildTooLarge', entry.fileName));
        else chunks.push(chunk);
      });
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
    });
  });
}

/**
 * Stores a checked build under a new slug (`g<game>-<random>`) in the media store (builds/<slug>/…), so every
 * server instance serves it; answers the slug. Each file goes through a temporary file (the store streams from
 * disk); when any file fails, what was stored is removed again.
 */
export async function storeBuild(
  storage: MediaStorage,
  checked: { files: BuildFile[]; zip: yauzl.ZipFile },
  gameId: number,
  tmpDir: string,
): Promise<string> {
  const slug = `g${gameId}-${randomBytes(6).toString('hex')}`;
  const work = path.join(tmpDir, `build-${slug}`);
  try {
    await mkdir(work, { recursive: true });
    for (const [index, file] of checked.files.entries()) {
      const bytes = await readEntry(checked.zip, file.entry);
      const local = path.join(work, String(index));
      await writeFile(local, bytes);
      const folder = path.posix.dirname(`builds/${slug}/${file.relative}`);
      const name = path.posix.basename(file.relative);
      await storage.putFile(folder, name, local, SANDBOX_TYPES[path.extname(name).slice(1).toLowerCase()]!);
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
