// Electron fuses: switches compiled into the Electron binary, flipped at packaging time. electron-builder
// 25 has no `electronFuses` option (26 has, but needs Node 22), so build/after-pack.mjs flips them with
// this module. Wire format: the sentinel below, one version byte (1), one length byte, then one byte per
// fuse: '0' disabled, '1' enabled, 'r' removed from this Electron version.
import { open } from 'node:fs/promises';
import path from 'node:path';

export const SENTINEL = Buffer.from('dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX', 'ascii');
export const FUSE_WIRE_VERSION = 1;

/** Position of each fuse on the version-1 wire. */
export const FUSE_INDEX = Object.freeze({
  RunAsNode: 0,
  EnableCookieEncryption: 1,
  EnableNodeOptionsEnvironmentVariable: 2,
  EnableNodeCliInspectArguments: 3,
  EnableEmbeddedAsarIntegrityValidation: 4,
  OnlyLoadAppFromAsar: 5,
  LoadBrowserProcessSpecificV8Snapshot: 6,
  GrantFileProtocolExtraPrivileges: 7,
});

const DISABLED = 0x30;
const ENABLED = 0x31;
const REMOVED = 0x72;
const STATE_NAMES = { [DISABLED]: 'disabled', [ENABLED]: 'enabled', [REMOVED]: 'removed' };

/**
 * The fuses of the Spielraum launcher for a target platform. Asar integrity needs a hash that
 * electron-builder 25 writes into Info.plist on macOS, and into the .exe on Windows with the separators of
 * the machine that builds: only a Windows build machine writes a path Windows Electron finds.
 */
export function spielraumFuses(targetPlatform, buildPlatform) {
  const fuses = {
    RunAsNode: false,
    EnableCookieEncryption: true,
    EnableNodeOptionsEnvironmentVariable: false,
    EnableNodeCliInspectArguments: false,
    OnlyLoadAppFromAsar: true,
    GrantFileProtocolExtraPrivileges: false,
  };
  const integrityAvailable =
    targetPlatform === 'darwin' || targetPlatform === 'mas' || (targetPlatform === 'win32' && buildPlatform === 'win32');
  if (integrityAvailable) fuses.EnableEmbeddedAsarIntegrityValidation = true;
  return fuses;
}

function findSentinels(buffer) {
  const positions = [];
  for (let at = buffer.indexOf(SENTINEL); at !== -1; at = buffer.indexOf(SENTINEL, at + 1)) positions.push(at);
  return positions;
}

async function readBinary(binaryPath) {
  const handle = await open(binaryPath, 'r');
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

function wireAt(buffer, sentinel) {
  const versionAt = sentinel + SENTINEL.length;
  const version = buffer[versionAt];
  const length = buffer[versionAt + 1];
  if (version !== FUSE_WIRE_VERSION) throw new Error(`unsupported fuse wire version ${version}`);
  if (length === undefined || versionAt + 2 + length > buffer.length) throw new Error('truncated fuse wire');
  return { start: versionAt + 2, length };
}

/** The current state of every fuse, by name. */
export async function readFuses(binaryPath) {
  const buffer = await readBinary(binaryPath);
  const [sentinel] = findSentinels(buffer);
  if (sentinel === undefined) throw new Error(`no fuse sentinel in ${binaryPath}`);
  const { start, length } = wireAt(buffer, sentinel);
  const states = {};
  for (const [name, index] of Object.entries(FUSE_INDEX)) {
    if (index < length) states[name] = STATE_NAMES[buffer[start + index]] ?? 'unknown';
  }
  return states;
}

/**
 * Sets the given fuses in every copy of the wire (a universal macOS binary has two) and leaves the others as
 * they are. Validates everything before writing a byte.
 */
export async function flipFuses(binaryPath, settings, log = () => {}) {
  const buffer = await readBinary(binaryPath);
  const sentinels = findSentinels(buffer);
  if (sentinels.length === 0) throw new Error(`no fuse sentinel in ${binaryPath}`);
  if (sentinels.length > 2) throw new Error(`${sentinels.length} fuse sentinels in ${binaryPath}, expected 1 or 2`);

  const writes = [];
  for (const sentinel of sentinels) {
    const { start, length } = wireAt(buffer, sentinel);
    for (const [name, enabled] of Object.entries(settings)) {
      const index = FUSE_INDEX[name];
      if (index === undefined) throw new Error(`unknown fuse ${name}`);
      if (index >= length) throw new Error(`fuse ${name} does not exist in this Electron (wire of ${length})`);
      if (buffer[start + index] === REMOVED) {
        log(`fuse ${name} was removed from this Electron; left alone`);
        continue;
      }
      writes.push({ position: start + index, byte: enabled ? ENABLED : DISABLED });
    }
  }

  const handle = await open(binaryPath, 'r+');
  try {
    for (const { position, byte } of writes) await handle.write(Buffer.from([byte]), 0, 1, position);
  } finally {
    await handle.close();
  }
  return { sentinels: sentinels.length, written: writes.length };
}

/** The file that carries the fuses inside an electron-builder output folder. */
export function fuseBinaryPath({ appOutDir, electronPlatformName, productFilename, executableName }) {
  if (electronPlatformName === 'darwin' || electronPlatformName === 'mas') {
    return path.join(
      appOutDir,
      `${productFilename}.app`,
      'Contents',
      'Frameworks',
      'Electron Framework.framework',
      'Electron Framework',
    );
  }
  if (electronPlatformName === 'win32') return path.join(appOutDir, `${productFilename}.exe`);
  return path.join(appOutDir, executableName);
}
