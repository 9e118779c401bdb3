import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addUserGame,
  checkUserExecutable,
  defaultSteamRoots,
  discoverSteamGames,
  findSteamLibraries,
  isFullyInstalled,
  parseAppManifest,
  parseLibraryFoldersVdf,
  type SteamRoot,
} from './discovery';
import { appManifest, libraryFoldersVdf, tempDirs, writeText } from '../../tests/support/launcher/test-support';

const temp = tempDirs();
afterAll(() => temp.removeAll());

describe('defaultSteamRoots', () => {
  it('lists the Linux native, Flatpak and snap locations under the home folder', () => {
    const roots = defaultSteamRoots({ platform: 'linux', homeDir: '/home/mia', env: {} });
    expect(roots.map((root) => [root.kind, root.path])).toEqual([
      ['native', '/home/mia/.steam/steam'],
      ['native', '/home/mia/.steam/root'],
      ['native', '/home/mia/.local/share/Steam'],
      ['flatpak', '/home/mia/.var/app/com.valvesoftware.Steam/.local/share/Steam'],
      ['flatpak', '/home/mia/.var/app/com.valvesoftware.Steam/data/Steam'],
      ['snap', '/home/mia/snap/steam/common/.local/share/Steam'],
    ]);
    expect(roots[3]?.clientCandidates[0]).toEqual({
      executable: '/usr/bin/flatpak',
      args: ['run', 'com.valvesoftware.Steam'],
    });
  });

  it('uses Program Files (x86) on Windows and Application Support on macOS', () => {
    const windows = defaultSteamRoots({
      platform: 'win32',
      homeDir: 'C:\\Users\\mia',
      env: { 'ProgramFiles(x86)': 'D:\\Programme (x86)' },
    });
    expect(windows[0]?.path).toBe('D:\\Programme (x86)\\Steam');
    expect(windows[0]?.clientCandidates[0]?.executable).toBe('D:\\Programme (x86)\\Steam\\steam.exe');
    const mac = defaultSteamRoots({ platform: 'darwin', homeDir: '/Users/mia', env: {} });
    expect(mac[0]?.path).toBe('/Users/mia/Library/Application Support/Steam');
  });
});

describe('isFullyInstalled', () => {
  it.each([
    [4, true],
    [68, true],
    [6, false],
    [2, false],
    [1026, false],
    [1030, false],
    [4 + 512, false],
    [4 + 1048576, false],
    [4 + 8, false],
    [0, false],
    [1, false],
  ])('StateFlags %i → %s', (flags, expected) => {
    expect(isFullyInstalled(flags)).toBe(expected);
  });
});

describe('parseLibraryFoldersVdf', () => {
  it('reads the current layout and the pre-2021 one', () => {
    expect(parseLibraryFoldersVdf(libraryFoldersVdf(['/a', 'D:\\Steam Library']))).toEqual([
      '/a',
      'D:\\Steam Library',
    ]);
    const old = '"LibraryFolders"\n{\n\t"TimeNextStatsReport"\t\t"1"\n\t"ContentStatsID"\t\t"-1"\n\t"1"\t\t"E:\\\\Games"\n}\n';
    expect(parseLibraryFoldersVdf(old)).toEqual(['E:\\Games']);
  });
});

describe('parseAppManifest', () => {
  it('returns null when required fields are missing or not numbers', () => {
    expect(parseAppManifest('"AppState" { "appid" "x" "installdir" "a" "StateFlags" "4" }')).toBeNull();
    expect(parseAppManifest('"AppState" { "appid" "10" "StateFlags" "4" }')).toBeNull();
    expect(parseAppManifest('"Other" { }')).toBeNull();
  });
});

describe('Steam library discovery on disk', () => {
  let home: string;
  let elsewhere: string;
  let roots: SteamRoot[];
  let steamClient: string;
  const log: string[] = [];

  beforeAll(async () => {
    home = await temp.make('home');
    elsewhere = await temp.make('drives');
    const mainRoot = path.join(home, '.local/share/Steam');
    const libraryB = path.join(elsewhere, 'SteamLibrary');
    const flatpakRoot = path.join(home, '.var/app/com.valvesoftware.Steam/.local/share/Steam');
    steamClient = await writeText(path.join(mainRoot, 'steam.sh'), '#!/bin/sh\nexit 0\n', 0o755);

    // ~/.steam/steam is a symlink to the real root on most distributions.
    await mkdir(path.join(home, '.steam'), { recursive: true });
    await symlink(mainRoot, path.join(home, '.steam/steam'));
    await symlink(libraryB, path.join(elsewhere, 'LinkToLibraryB'));

    await writeText(
      path.join(mainRoot, 'steamapps/libraryfolders.vdf'),
      libraryFoldersVdf([mainRoot, libraryB, path.join(elsewhere, 'LinkToLibraryB'), path.join(elsewhere, 'Unplugged')]),
    );
    await writeText(path.join(mainRoot, 'steamapps/appmanifest_440.acf'), appManifest(440, 'Team Fortress 2', 'Team Fortress 2', 4));
    await mkdir(path.join(mainRoot, 'steamapps/common/Team Fortress 2'), { recursive: true });
    // Running right now still counts as installed.
    await writeText(path.join(mainRoot, 'steamapps/appmanifest_620.acf'), appManifest(620, 'Portal 2', 'Portal 2', 68));
    await mkdir(path.join(mainRoot, 'steamapps/common/Portal 2'), { recursive: true });
    // A manifest whose installdir tries to leave steamapps/common.
    await writeText(path.join(mainRoot, 'steamapps/appmanifest_666.acf'), appManifest(666, 'Evil', '../../..', 4));
    await writeText(path.join(mainRoot, 'steamapps/appmanifest_667.acf'), '"AppState" { "appid" "667"');

    await writeText(
      path.join(libraryB, 'steamapps/appmanifest_730.acf'),
      appManifest(730, 'Counter-Strike 2', 'Counter-Strike Global Offensive', 4),
    );
    await mkdir(path.join(libraryB, 'steamapps/common/Counter-Strike Global Offensive'), { recursive: true });
    // Half installed: download stopped, update required.
    await writeText(path.join(libraryB, 'steamapps/appmanifest_570.acf'), appManifest(570, 'Dota 2', 'dota 2 beta', 1026));
    await mkdir(path.join(libraryB, 'steamapps/common/dota 2 beta'), { recursive: true });
    // Marked installed, but the folder is gone.
    await writeText(path.join(libraryB, 'steamapps/appmanifest_220.acf'), appManifest(220, 'Half-Life 2', 'Half-Life 2', 4));
    // The same app in a second library is reported once.
    await writeText(path.join(libraryB, 'steamapps/appmanifest_440.acf'), appManifest(440, 'TF2 copy', 'TF2 copy', 4));
    await mkdir(path.join(libraryB, 'steamapps/common/TF2 copy'), { recursive: true });

    await writeText(path.join(flatpakRoot, 'steamapps/appmanifest_400.acf'), appManifest(400, 'Portal', 'Portal', 4));
    await mkdir(path.join(flatpakRoot, 'steamapps/common/Portal'), { recursive: true });

    roots = defaultSteamRoots({ platform: 'linux', homeDir: home, env: {} }).map((root) =>
      root.kind === 'native'
        ? { ...root, clientCandidates: [{ executable: path.join(root.path, 'steam.sh'), args: [] }] }
        : { ...root, clientCandidates: [] },
    );
  });

  it('finds every library once, following symlinks and skipping missing drives', async () => {
    const libraries = await findSteamLibraries({ roots, platform: 'linux' });
    expect(libraries.map((library) => library.path)).toEqual([
      path.join(home, '.local/share/Steam'),
      path.join(elsewhere, 'SteamLibrary'),
      path.join(home, '.var/app/com.valvesoftware.Steam/.local/share/Steam'),
    ]);
  });

  it('reports only fully installed games whose folder exists', async () => {
    const games = await discoverSteamGames({ roots, platform: 'linux', log: (line) => log.push(line) });
    expect(games.map((game) => [game.steamAppId, game.name])).toEqual([
      [440, 'Team Fortress 2'],
      [620, 'Portal 2'],
      [730, 'Counter-Strike 2'],
      [400, 'Portal'],
    ]);
    const counterStrike = games.find((game) => game.steamAppId === 730);
    expect(counterStrike?.installDir).toBe(path.join(elsewhere, 'SteamLibrary/steamapps/common/Counter-Strike Global Offensive'));
    expect(counterStrike?.client).toEqual({ executable: steamClient, args: [] });
    expect(games.find((game) => game.steamAppId === 400)?.client).toBeNull();
    expect(log.some((line) => line.includes('appmanifest_666') && line.includes('installdir'))).toBe(true);
    expect(log.some((line) => line.includes('appmanifest_667'))).toBe(true);
  });

  it('finds nothing and does not fail when no Steam is installed', async () => {
    const emptyHome = await temp.make('empty-home');
    const emptyRoots = defaultSteamRoots({ platform: 'linux', homeDir: emptyHome, env: {} });
    expect(await discoverSteamGames({ roots: emptyRoots, platform: 'linux' })).toEqual([]);
  });
});

describe('user-picked executables', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await temp.make('user-games');
  });

  it('accepts an executable file and describes it as an install', async () => {
    const executable = await writeText(path.join(folder, 'Stardew Valley/StardewValley'), '#!/bin/sh\n', 0o755);
    const result = await addUserGame(executable, '  ', 'linux');
    expect(result).toEqual({
      ok: true,
      install: { source: 'user', name: 'StardewValley', executable, installDir: path.join(folder, 'Stardew Valley') },
    });
  });

  it('resolves symlinks to the real program', async () => {
    const real = await writeText(path.join(folder, 'real/game'), '#!/bin/sh\n', 0o755);
    await symlink(real, path.join(folder, 'shortcut'));
    expect(await checkUserExecutable(path.join(folder, 'shortcut'), 'linux')).toEqual({
      ok: true,
      executable: real,
      installDir: path.dirname(real),
    });
  });

  it('refuses relative paths, missing files, folders, non-executables and scripts', async () => {
    const plain = await writeText(path.join(folder, 'readme.txt'), 'hi', 0o644);
    const batch = await writeText(path.join(folder, 'start.bat'), '@echo off', 0o755);
    const powershell = await writeText(path.join(folder, 'start.PS1'), 'Write-Host', 0o755);
    expect(await checkUserExecutable('games/game', 'linux')).toEqual({ ok: false, reason: 'not_absolute' });
    expect(await checkUserExecutable(path.join(folder, 'missing'), 'linux')).toEqual({ ok: false, reason: 'not_found' });
    expect(await checkUserExecutable(folder, 'linux')).toEqual({ ok: false, reason: 'not_a_file' });
    expect(await checkUserExecutable(plain, 'linux')).toEqual({ ok: false, reason: 'not_executable' });
    expect(await checkUserExecutable(batch, 'linux')).toEqual({ ok: false, reason: 'script_refused' });
    expect(await checkUserExecutable(powershell, 'linux')).toEqual({ ok: false, reason: 'script_refused' });
    const hiddenBatch = await writeText(path.join(folder, 'hidden.cmd'), '@echo off', 0o755);
    await symlink(hiddenBatch, path.join(folder, 'innocent'));
    expect(await checkUserExecutable(path.join(folder, 'innocent'), 'linux')).toEqual({
      ok: false,
      reason: 'script_refused',
    });
  });

  it('on Windows accepts only .exe files', async () => {
    const exe = await writeText(path.join(folder, 'win/Game.EXE'), 'MZ', 0o644);
    const com = await writeText(path.join(folder, 'win/tool.com'), 'MZ', 0o644);
    expect(await checkUserExecutable(exe, 'win32')).toMatchObject({ ok: true, executable: exe });
    expect(await checkUserExecutable(com, 'win32')).toEqual({ ok: false, reason: 'not_executable' });
  });

  it('on macOS resolves an .app bundle to its main executable', async () => {
    const bundle = path.join(folder, 'Celeste.app');
    await writeText(
      path.join(bundle, 'Contents/Info.plist'),
      '<?xml version="1.0"?><plist><dict><key>CFBundleExecutable</key>\n<string>Celeste</string></dict></plist>',
    );
    const executable = await writeText(path.join(bundle, 'Contents/MacOS/Celeste'), '#!/bin/sh\n', 0o755);
    await writeText(path.join(bundle, 'Contents/MacOS/crash-helper'), '#!/bin/sh\n', 0o755);
    expect(await checkUserExecutable(bundle, 'darwin')).toEqual({ ok: true, executable, installDir: bundle });
  });
});
