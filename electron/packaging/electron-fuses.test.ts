import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FUSE_INDEX,
  flipFuses,
  fuseBinaryPath,
  readFuses,
  SENTINEL,
  spielraumFuses,
} from '../../build/electron-fuses.mjs';
import { tempDirs } from '../../tests/support/launcher/test-support';

const temp = tempDirs();
afterAll(() => temp.removeAll());

/** A stand-in for an Electron binary: noise, then the fuse wire as Electron 40 ships it, then more noise. */
function fakeBinary(wire = '1011101r', copies = 1): Buffer {
  const noise = Buffer.alloc(4096, 0x90);
  const parts: Buffer[] = [noise];
  for (let copy = 0; copy < copies; copy++) {
    parts.push(SENTINEL, Buffer.from([1, wire.length]), Buffer.from(wire, 'ascii'), noise);
  }
  return Buffer.concat(parts);
}

async function binaryFile(content: Buffer): Promise<string> {
  const file = path.join(await temp.make('fuses'), 'Spielraum');
  await writeFile(file, content);
  return file;
}

describe('flipFuses', () => {
  it('sets exactly the configured fuses and leaves the rest of the file untouched', async () => {
    const original = fakeBinary('11111111');
    const file = await binaryFile(original);
    const result = await flipFuses(file, spielraumFuses('linux', 'linux'));
    expect(result).toEqual({ sentinels: 1, written: 6 });
    expect(await readFuses(file)).toEqual({
      RunAsNode: 'disabled',
      EnableCookieEncryption: 'enabled',
      EnableNodeOptionsEnvironmentVariable: 'disabled',
      EnableNodeCliInspectArguments: 'disabled',
      EnableEmbeddedAsarIntegrityValidation: 'enabled',
      OnlyLoadAppFromAsar: 'enabled',
      LoadBrowserProcessSpecificV8Snapshot: 'enabled',
      GrantFileProtocolExtraPrivileges: 'disabled',
    });
    const after = await readFile(file);
    expect(after.length).toBe(original.length);
    const wireStart = 4096 + SENTINEL.length + 2;
    const differing = [...after.keys()].filter((index) => after[index] !== original[index]);
    expect(differing.every((index) => index >= wireStart && index < wireStart + 8)).toBe(true);
  });

  it('flips both slices of a universal macOS binary', async () => {
    const file = await binaryFile(fakeBinary('11111111', 2));
    expect(await flipFuses(file, { RunAsNode: false })).toEqual({ sentinels: 2, written: 2 });
    const after = await readFile(file);
    const wires = [after.indexOf(SENTINEL), after.lastIndexOf(SENTINEL)].map((at) =>
      after.toString('ascii', at + SENTINEL.length + 2, at + SENTINEL.length + 10),
    );
    expect(wires).toEqual(['01111111', '01111111']);
  });

  it('leaves removed fuses alone and refuses fuses the wire does not have', async () => {
    const messages: string[] = [];
    const file = await binaryFile(fakeBinary('1011101r'));
    await flipFuses(file, { GrantFileProtocolExtraPrivileges: false }, (message) => messages.push(message));
    expect((await readFuses(file)).GrantFileProtocolExtraPrivileges).toBe('removed');
    expect(messages).toHaveLength(1);

    const short = await binaryFile(fakeBinary('101'));
    await expect(flipFuses(short, { OnlyLoadAppFromAsar: true })).rejects.toThrow(/does not exist/);
    expect((await readFile(short)).equals(fakeBinary('101'))).toBe(true);
  });

  it('refuses files without the sentinel', async () => {
    const file = await binaryFile(Buffer.alloc(1000, 1));
    await expect(flipFuses(file, { RunAsNode: false })).rejects.toThrow(/no fuse sentinel/);
  });
});

describe('spielraumFuses', () => {
  it('always turns off running as Node and Node debugging switches', () => {
    for (const [target, host] of [
      ['win32', 'linux'],
      ['win32', 'win32'],
      ['darwin', 'darwin'],
      ['linux', 'linux'],
    ]) {
      expect(spielraumFuses(target as string, host as string)).toMatchObject({
        RunAsNode: false,
        EnableNodeOptionsEnvironmentVariable: false,
        EnableNodeCliInspectArguments: false,
        OnlyLoadAppFromAsar: true,
      });
    }
  });

  it('turns on asar integrity only where electron-builder 25 writes a usable hash', () => {
    expect(spielraumFuses('darwin', 'darwin').EnableEmbeddedAsarIntegrityValidation).toBe(true);
    expect(spielraumFuses('win32', 'win32').EnableEmbeddedAsarIntegrityValidation).toBe(true);
    expect(spielraumFuses('win32', 'linux').EnableEmbeddedAsarIntegrityValidation).toBeUndefined();
    expect(spielraumFuses('linux', 'linux').EnableEmbeddedAsarIntegrityValidation).toBeUndefined();
  });
});

describe('fuseBinaryPath', () => {
  it('points at the file carrying the fuses on each platform', () => {
    const base = { appOutDir: '/out', productFilename: 'Spielraum', executableName: 'spielraum' };
    expect(fuseBinaryPath({ ...base, electronPlatformName: 'linux' })).toBe('/out/spielraum');
    expect(fuseBinaryPath({ ...base, electronPlatformName: 'win32' })).toBe('/out/Spielraum.exe');
    expect(fuseBinaryPath({ ...base, electronPlatformName: 'darwin' })).toBe(
      '/out/Spielraum.app/Contents/Frameworks/Electron Framework.framework/Electron Framework',
    );
    expect(Object.keys(FUSE_INDEX)).toHaveLength(8);
  });
});
