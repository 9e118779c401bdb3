import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, constants, copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sniffImageType as sniffImage } from '../../common/rules/media-type';

/**
 * A byte range as a Range header asks for it: from `start` to `end` (inclusive; without `end`, to the last
 * byte), or the last `suffix` bytes.
 */
export type ByteRangeRequest = { start: number; end?: number } | { suffix: number };

/** One stored file opened for reading. */
export interface OpenedMedia {
  /** The bytes asked for (the whole file, or `range`); null when the range lies outside the file (answer 416). */
  body: Readable | null;
  /** Size of the whole file in bytes. */
  size: number;
  /** The part in `body` (inclusive), or null for the whole file. */
  range: { start: number; end: number } | null;
  /** The type stored with the file: the type its bytes were sniffed as, never one taken from a file name. */
  contentType: string;
  /** A strong validator (quoted), if the backend has one. */
  etag: string | null;
  lastModified: Date | null;
}

/**
 * Where media files live: local files under DATA_DIR/media (the embedded default) or an S3-compatible bucket
 * (server/platform/s3-storage.ts). Public paths are `/media/<folder>/<file>` on both, and that is what the
 * database stores, so a community can move its files from one to the other without touching a row.
 *
 * Callers check the type by content before they store anything (sniffImageType, a re-encode, a transcode)
 * and pass the type they found: storage never decides a type from a name the user chose.
 */
export interface MediaStorage {
  /** Stores bytes under a folder with a fresh random name; answers the public path (/media/<folder>/<name>). */
  put(folder: string, bytes: Uint8Array, type: MediaType): Promise<string>;
  /** Stores bytes under a name the caller chose (seeded covers); the same name must keep the same content. */
  putNamed(folder: string, fileName: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /**
   * Stores a file from the local disk, streamed (never read into memory: a transcoded video is large), under
   * a folder that may be nested (`videos/<random>/720`, every segment safe-checked) and a name the caller chose.
   */
  putFile(folder: string, fileName: string, localPath: string, contentType: string): Promise<string>;
  /** Removes a file; a path outside the media folders or a missing file is no error. */
  remove(publicPath: string): Promise<void>;
  /**
   * Removes everything under `/media/<folder>/<name>` (a video's HLS renditions, MP4 and poster). The prefix
   * needs at least two safe segments, so a whole top-level folder can never be removed by mistake.
   */
  removeFolder(publicPrefix: string): Promise<void>;
  /** Opens a file for streaming, optionally a byte range of it; null when there is no such file. */
  open(publicPath: string, range?: ByteRangeRequest): Promise<OpenedMedia | null>;
  /** Whether the store answers and can be written to (the readiness check). */
  ping(): Promise<boolean>;
}

/** A type found by content: the Content-Type to store and serve, and the extension of the random name. */
export interface MediaType {
  mime: string;
  extension: string;
}

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9._-]*$/i;

/** Random names never change content: a year, and `immutable` (no revalidation on reload). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Splits `/media/<folder>/<file>` into safe segments (no `..`, no slashes, no encoded tricks), else null. */
export function mediaKeyOf(publicPath: string): string | null {
  if (!publicPath.startsWith('/media/')) return null;
  const segments = publicPath.slice('/media/'.length).split('/');
  if (segments.length < 2 || !segments.every((segment) => SAFE_SEGMENT.test(segment))) return null;
  return segments.join('/');
}

/** Checks a folder and file name before anything is written under them. */
export function assertSafeName(folder: string, fileName: string): void {
  if (!SAFE_SEGMENT.test(folder) || !SAFE_SEGMENT.test(fileName)) throw new Error('Ungültiger Dateiname');
}

/** Like assertSafeName for a nested folder (`videos/<random>/720`): every segment must be safe. */
export function assertSafeNestedName(folder: string, fileName: string): void {
  const segments = folder.split('/');
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment)) || !SAFE_SEGMENT.test(fileName)) {
    throw new Error('Ungültiger Dateiname');
  }
}

/** The key prefix (`videos/<random>`) of a public folder path, or null when it is not a safe one of ≥ 2 segments. */
export function mediaFolderKeyOf(publicPrefix: string): string | null {
  return mediaKeyOf(publicPrefix.replace(/\/+$/, ''));
}

/** A fresh, unguessable file name: 96 random bits. Media are served as immutable because of it. */
export function randomFileName(extension: string): string {
  return `${randomBytes(12).toString('hex')}.${extension}`;
}

/** The inclusive range a request asks for within a file of `size` bytes, or null when it asks for none of it. */
export function resolveRange(request: ByteRangeRequest, size: number): { start: number; end: number } | null {
  if ('suffix' in request) {
    if (request.suffix <= 0 || size === 0) return null;
    return { start: Math.max(0, size - request.suffix), end: size - 1 };
  }
  if (request.start >= size) return null;
  return { start: request.start, end: Math.min(request.end ?? size - 1, size - 1) };
}

/**
 * The types our own code stores, by extension: local files carry no metadata, and every name on disk was
 * made by us from a sniffed type (put) or chosen by our code (putNamed), so the extension is trustworthy.
 */
const TYPES_BY_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  vtt: 'text/vtt',
  json: 'application/json',
};

function contentTypeOfName(fileName: string): string {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

export function createLocalStorage(dataDir: string): MediaStorage {
  const root = path.join(dataDir, 'media');

  async function writeAtomically(folder: string, fileName: string, bytes: Uint8Array): Promise<string> {
    assertSafeName(folder, fileName);
    const directory = path.join(root, folder);
    await mkdir(directory, { recursive: true });
    const target = path.join(directory, fileName);
    const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
    return `/media/${folder}/${fileName}`;
  }

  return {
    put: (folder, bytes, type) => writeAtomically(folder, randomFileName(type.extension), bytes),
    // Local files keep no metadata: the type is read back from the extension, which our code chose.
    putNamed: (folder, fileName, bytes) => writeAtomically(folder, fileName, bytes),
    async putFile(folder, fileName, localPath) {
      assertSafeNestedName(folder, fileName);
      const directory = path.join(root, ...folder.split('/'));
      await mkdir(directory, { recursive: true });
      const target = path.join(directory, fileName);
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await copyFile(localPath, temporary);
      await rename(temporary, target);
      return `/media/${folder}/${fileName}`;
    },
    async remove(publicPath) {
      const key = mediaKeyOf(publicPath);
      if (key) await rm(path.join(root, ...key.split('/')), { force: true });
    },
    async removeFolder(publicPrefix) {
      const key = mediaFolderKeyOf(publicPrefix);
      if (key) await rm(path.join(root, ...key.split('/')), { recursive: true, force: true });
    },
    async open(publicPath, rangeRequest) {
      const key = mediaKeyOf(publicPath);
      if (!key) return null;
      const file = path.join(root, ...key.split('/'));
      let info;
      try {
        info = await stat(file);
      } catch {
        return null;
      }
      if (!info.isFile()) return null;
      const range = rangeRequest ? resolveRange(rangeRequest, info.size) : null;
      const meta = {
        size: info.size,
        contentType: contentTypeOfName(file),
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime,
      };
      if (rangeRequest && !range) return { ...meta, body: null, range: null };
      const body = createReadStream(file, range ?? {});
      // A file removed between stat and open: answer like a missing file rather than fail mid-answer.
      try {
        await new Promise<void>((resolve, reject) => body.once('open', () => resolve()).once('error', reject));
      } catch {
        return null;
      }
      return { ...meta, body, range };
    },
    async ping() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.R_OK | constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** Detects an image type by its first bytes, never by the file name (common/rules/media-type.ts). */
export const sniffImageType: (bytes: Uint8Array) => MediaType | null = sniffImage;
