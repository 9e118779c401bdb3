import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DiscoveredInstall, SteamInstall, UserInstall } from './discovery';
import { findLocalInstall, LauncherLibrary, LIBRARY_FILE_NAME, type LibraryRecord, recordFromInstall } from './library';
import { tempDirs } from '../../tests/support/launcher/test-support';

const temp = tempDirs();
afterAll(() => temp.removeAll());

const stardew: LibraryRecord = {
  name: 'Stardew Valley',
  source: 'user',
  executable: '/games/stardew/StardewValley',
  args: [],
  cwd: '/games/stardew',
  installDir: '/games/stardew',
};

describe('LauncherLibrary', () => {
  it('starts empty, persists records and reads them back after a restart', async () => {
    const dataDir = await temp.make('library');
    const library = await LauncherLibrary.open({ dataDir });
    expect(library.entries()).toEqual([]);
    await library.set(12, stardew);
    await library.set(3, { ...stardew, name: 'Celeste' });

    const reopened = await LauncherLibrary.open({ dataDir });
    expect(reopened.entries().map(([id, record]) => [id, record.name])).toEqual([
      [3, 'Celeste'],
      [12, 'Stardew Valley'],
    ]);
    expect(reopened.get(12)).toEqual(stardew);
    expect(await reopened.remove(12)).toBe(true);
    expect(await reopened.remove(12)).toBe(false);
    expect((await LauncherLibrary.open({ dataDir })).get(12)).toBeUndefined();
    expect((await readdir(dataDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps the last of several quick writes', async () => {
    const dataDir = await temp.make('library-race');
    const library = await LauncherLibrary.open({ dataDir });
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => library.set(1, { ...stardew, name: `Version ${index}` })),
    );
    expect((await LauncherLibrary.open({ dataDir })).get(1)?.name).toBe('Version 19');
  });

  it.each([
    ['not JSON', '{"version": 1, "games": {'],
    ['an unknown version', JSON.stringify({ version: 2, games: {} })],
    ['a bad game id', JSON.stringify({ version: 1, games: { '01': stardew } })],
    ['a record with wrong types', JSON.stringify({ version: 1, games: { '5': { ...stardew, args: 'x' } } })],
  ])('moves a file with %s aside and starts empty', async (_label, content) => {
    const dataDir = await temp.make('library-corrupt');
    await writeFile(path.join(dataDir, LIBRARY_FILE_NAME), content);
    const messages: string[] = [];
    const library = await LauncherLibrary.open({ dataDir, log: (message) => messages.push(message) });
    expect(library.entries()).toEqual([]);
    const backups = (await readdir(dataDir)).filter((name) => name.endsWith('.corrupt'));
    expect(backups).toHaveLength(1);
    expect(await readFile(path.join(dataDir, backups[0] as string), 'utf8')).toBe(content);
    expect(messages).toHaveLength(1);
    await library.set(5, stardew);
    expect((await LauncherLibrary.open({ dataDir })).get(5)).toEqual(stardew);
  });

  it('refuses invalid game ids and invalid records', async () => {
    const library = await LauncherLibrary.open({ dataDir: await temp.make('library-invalid') });
    await expect(library.set(0, stardew)).rejects.toThrow(RangeError);
    await expect(library.set(7, { ...stardew, executable: '' })).rejects.toThrow();
  });
});

const portal: SteamInstall = {
  source: 'steam',
  steamAppId: 400,
  name: 'Portal',
  installDir: '/steam/steamapps/common/Portal',
  libraryPath: '/steam',
  client: { executable: '/usr/bin/flatpak', args: ['run', 'com.valvesoftware.Steam'] },
};
const celeste: UserInstall = {
  source: 'user',
  name: 'Celeste',
  executable: 'C:\\Games\\Celeste\\Celeste.exe',
  installDir: 'C:\\Games\\Celeste',
};
const installs: DiscoveredInstall[] = [portal, celeste];

describe('findLocalInstall', () => {
  it('matches a Steam app id exactly', () => {
    expect(findLocalInstall({ steam_app_id: 400 }, installs)).toBe(portal);
    expect(findLocalInstall({ steam_app_id: 401 }, installs)).toBeNull();
  });

  it('matches an executable name without case and without .exe', () => {
    expect(findLocalInstall({ executable_name: 'celeste.EXE' }, installs)).toBe(celeste);
    expect(findLocalInstall({ executable_name: 'Celeste' }, installs)).toBe(celeste);
    expect(findLocalInstall({ steam_app_id: null, executable_name: 'Celest' }, installs)).toBeNull();
  });

  it('prefers the Steam match and ignores names that are paths', () => {
    expect(findLocalInstall({ steam_app_id: 400, executable_name: 'Celeste.exe' }, installs)).toBe(portal);
    expect(findLocalInstall({ executable_name: '..\\Celeste\\Celeste.exe' }, installs)).toBeNull();
    expect(findLocalInstall({}, installs)).toBeNull();
  });
});

describe('recordFromInstall', () => {
  it('starts Steam games through the Steam client with -applaunch', () => {
    expect(recordFromInstall(portal)).toEqual({
      name: 'Portal',
      source: 'steam',
      executable: '/usr/bin/flatpak',
      args: ['run', 'com.valvesoftware.Steam', '-applaunch', '400'],
      steamAppId: 400,
      installDir: '/steam/steamapps/common/Portal',
    });
    expect(recordFromInstall({ ...portal, client: null })).toBeNull();
  });

  it('starts user games directly, with the site name when given', () => {
    const unixGame: UserInstall = { source: 'user', name: 'x', executable: '/g/celeste/Celeste', installDir: '/g/celeste' };
    expect(recordFromInstall(unixGame, 'Celeste (Site)')).toEqual({
      name: 'Celeste (Site)',
      source: 'user',
      executable: '/g/celeste/Celeste',
      args: [],
      cwd: '/g/celeste',
      installDir: '/g/celeste',
    });
  });
});
