import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where media files live. Local files under DATA_DIR/media by default; an S3-compatible store can replace it. */
export interface MediaStorage {
  /** Stores bytes under a folder with a fresh random name; answers the public URL path (/media/...). */
  put(folder: string, bytes: Uint8Array, extension: string): Promise<string>;
  putNamed(folder: string, fileName: string, bytes: Uint8Array): Promise<string>;
  remove(publicPath: string): Promise<void>;
  read(publicPath: string): Promise<{ bytes: Buffer; size: number } | null>;
  /** Absolute root, used by the static media route. */
  readonly root: string;
}

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9._-]*$/i;

export function createLocalStorage(dataDir: string): MediaStorage {
  const root = path.join(dataDir, 'media');

  function resolvePublicPath(publicPath: string): string | null {
    if (!publicPath.startsWith('/media/')) return null;
    const segments = publicPath.slice('/media/'.length).split('/');
    if (segments.length === 0 || !segments.every((segment) => SAFE_SEGMENT.test(segment))) return null;
    return path.join(root, ...segments);
  }

  async function writeAtomically(folder: string, fileName: string, bytes: Uint8Array): Promise<string> {
    if (!SAFE_SEGMENT.test(folder) || !SAFE_SEGMENT.test(fileName)) throw new Error('Ungültiger Dateiname');
    const directory = path.join(root, folder);
    await mkdir(directory, { recursive: true });
    const target = path.join(directory, fileName);
    const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
    return `/media/${folder}/${fileName}`;
  }

  return {
    root,
    put: (folder, bytes, extension) =>
      writeAtomically(folder, `${randomBytes(12).toString('hex')}.${extension}`, bytes),
    putNamed: writeAtomically,
    async remove(publicPath) {
      const file = resolvePublicPath(publicPath);
      if (file) await rm(file, { force: true });
    },
    async read(publicPath) {
      const file = resolvePublicPath(publicPath);
      if (!file) return null;
      try {
        const info = await stat(file);
        return { bytes: await readFile(file), size: info.size };
      } catch {
        return null;
      }
    },
  };
}

/** Detects an image type by its first bytes, never by the file name. */
export function sniffImageType(bytes: Uint8Array): { mime: string; extension: string } | null {
  const startsWith = (signature: number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', extension: 'png' };
  if (startsWith([0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith([0x47, 0x49, 0x46, 0x38])) return { mime: 'image/gif', extension: 'gif' };
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) {
    return { mime: 'image/webp', extension: 'webp' };
  }
  return null;
}
