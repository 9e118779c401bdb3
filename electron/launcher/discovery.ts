// Finding games installed on this computer: Steam libraries and games the user picked by hand.
import { constants as fsConstants } from 'node:fs';
import { access, open, readFile, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isFileNotFound } from './atomic-file';
import { parseVdf, vdfGetObject, vdfGetString } from './vdf';

export type SteamRootKind = 'native' | 'flatpak' | 'snap';

/** How to start the Steam client belonging to a root: the executable plus leading arguments. */
export interface SteamClientCommand {
  executable: string;
  args: string[];
}

export interface SteamRoot {
  path: string;
  kind: SteamRootKind;
  /** Candidate commands for the Steam client, first existing executable wins. */
  clientCandidates: SteamClientCommand[];
}

export interface SteamLibrary {
  /** The library folder (the one that contains `steamapps`), resolved through symlinks. */
  path: string;
  root: SteamRoot;
}

export interface SteamAppManifest {
  appId: number;
  name: string;
  installDir: string;
  stateFlags: number;
}

export interface SteamInstall {
  source: 'steam';
  steamAppId: number;
  name: string;
  /** Absolute path of the game's folder, `<library>/steamapps/common/<installdir>`. */
  installDir: string;
  libraryPath: string;
  /** The Steam client that can start it, or null when none was found on this computer. */
  client: SteamClientCommand | null;
}

export interface UserInstall {
  source: 'user';
  name: string;
  executable: string;
  installDir: string;
}

export type DiscoveredInstall = SteamInstall | UserInstall;

const FLATPAK_STEAM_ID = 'com.valvesoftware.Steam';

export interface DefaultRootsOptions {
  platform: NodeJS.Platform;
  homeDir: string;
  env: NodeJS.ProcessEnv;
}

/** The places Steam installs itself by default. The registry is not consulted on Windows. */
export function defaultSteamRoots({ platform, homeDir, env }: DefaultRootsOptions): SteamRoot[] {
  if (platform === 'win32') {
    const programFilesX86 = env['ProgramFiles(x86)'] ?? 'C:\\Program Files (x86)';
    const programFiles = env.ProgramFiles ?? 'C:\\Program Files';
    return [programFilesX86, programFiles].map((base) => {
      const rootPath = path.win32.join(base, 'Steam');
      return {
        path: rootPath,
        kind: 'native',
        clientCandidates: [{ executable: path.win32.join(rootPath, 'steam.exe'), args: [] }],
      };
    });
  }
  if (platform === 'darwin') {
    return [
      {
        path: path.posix.join(homeDir, 'Library', 'Application Support', 'Steam'),
        kind: 'native',
        clientCandidates: [
          { executable: '/Applications/Steam.app/Contents/MacOS/steam_osx', args: [] },
          { executable: path.posix.join(homeDir, 'Applications/Steam.app/Contents/MacOS/steam_osx'), args: [] },
        ],
      },
    ];
  }
  const nativeClients = (rootPath: string): SteamClientCommand[] => [
    { executable: '/usr/bin/steam', args: [] },
    { executable: '/usr/games/steam', args: [] },
    { executable: path.posix.join(rootPath, 'steam.sh'), args: [] },
  ];
  const flatpakClients: SteamClientCommand[] = [
    { executable: '/usr/bin/flatpak', args: ['run', FLATPAK_STEAM_ID] },
  ];
  const snapClients: SteamClientCommand[] = [{ executable: '/snap/bin/steam', args: [] }];
  const native = (relative: string): SteamRoot => {
    const rootPath = path.posix.join(homeDir, relative);
    return { path: rootPath, kind: 'native', clientCandidates: nativeClients(rootPath) };
  };
  const flatpakBase = path.posix.join(homeDir, '.var', 'app', FLATPAK_STEAM_ID);
  return [
    native('.steam/steam'),
    native('.steam/root'),
    native('.local/share/Steam'),
    {
      path: path.posix.join(flatpakBase, '.local', 'share', 'Steam'),
      kind: 'flatpak',
      clientCandidates: flatpakClients,
    },
    { path: path.posix.join(flatpakBase, 'data', 'Steam'), kind: 'flatpak', clientCandidates: flatpakClients },
    {
      path: path.posix.join(homeDir, 'snap', 'steam', 'common', '.local', 'share', 'Steam'),
      kind: 'snap',
      clientCandidates: snapClients,
    },
  ];
}

/**
 * Library folders listed in `steamapps/libraryfolders.vdf`. Understands the current layout
 * (`"0" { "path" "…" }`) and the pre-2021 one (`"1" "D:\\SteamLibrary"`).
 */
export function parseLibraryFoldersVdf(text: string): string[] {
  const document = parseVdf(text);
  const folders = vdfGetObject(document, 'libraryfolders');
  if (!folders) return [];
  const paths: string[] = [];
  for (const [key, value] of Object.entries(folders)) {
    if (!/^\d+$/.test(key)) continue;
    const folderPath = typeof value === 'string' ? value : vdfGetString(value, 'path');
    if (folderPath) paths.push(folderPath);
  }
  return paths;
}

export function parseAppManifest(text: string): SteamAppManifest | null {
  const appState = vdfGetObject(parseVdf(text), 'AppState');
  if (!appState) return null;
  const appId = parsePositiveInteger(vdfGetString(appState, 'appid'));
  const stateFlags = parseNonNegativeInteger(vdfGetString(appState, 'StateFlags'));
  const installDir = vdfGetString(appState, 'installdir');
  if (appId === null || stateFlags === null || !installDir) return null;
  return { appId, name: vdfGetString(appState, 'name') || `Steam App ${appId}`, installDir, stateFlags };
}

const STATE_FULLY_INSTALLED = 4;
const STATE_APP_RUNNING = 64;

/**
 * Steam's EAppState bits: 4 = fully installed; 64 = currently running. Every other bit means the app is
 * not playable right now: 1 uninstalled, 2 update required, 8 encrypted (preload), 16 locked, 32 files
 * missing, 128 files corrupt, 256…8388608 an update, validation, download, uninstall or backup in
 * progress. So an app counts as installed only when its flags are exactly 4, or 4 + 64.
 */
export function isFullyInstalled(stateFlags: number): boolean {
  return (stateFlags & ~STATE_APP_RUNNING) === STATE_FULLY_INSTALLED;
}

function parsePositiveInteger(text: string | undefined): number | null {
  const value = parseNonNegativeInteger(text);
  return value !== null && value > 0 ? value : null;
}

function parseNonNegativeInteger(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,15}$/.test(text.trim())) return null;
  return Number(text.trim());
}

function pathKey(resolvedPath: string, platform: NodeJS.Platform): string {
  return platform === 'win32' || platform === 'darwin' ? resolvedPath.toLowerCase() : resolvedPath;
}

async function resolveExistingDirectory(directory: string): Promise<string | null> {
  try {
    const resolved = await realpath(directory);
    return (await stat(resolved)).isDirectory() ? resolved : null;
  } catch {
    return null;
  }
}

async function readTextIfExists(filePath: string): Promise<string | null> {
  try {
    return await readFile(filePath, 'utf8');
  } catch (error) {
    if (isFileNotFound(error)) return null;
    throw error;
  }
}

export interface DiscoveryOptions {
  roots: SteamRoot[];
  platform?: NodeJS.Platform;
  log?: (message: string) => void;
}

/** Every Steam library reachable from the roots, each folder once even when reached through symlinks. */
export async function findSteamLibraries({
  roots,
  platform = process.platform,
  log = () => {},
}: DiscoveryOptions): Promise<SteamLibrary[]> {
  const libraries: SteamLibrary[] = [];
  const seen = new Set<string>();
  const addLibrary = async (candidate: string, root: SteamRoot) => {
    const resolved = await resolveExistingDirectory(candidate);
    if (!resolved || !(await resolveExistingDirectory(path.join(resolved, 'steamapps')))) return;
    const key = pathKey(resolved, platform);
    if (seen.has(key)) return;
    seen.add(key);
    libraries.push({ path: resolved, root });
  };

  for (const root of roots) {
    const rootPath = await resolveExistingDirectory(root.path);
    if (!rootPath) continue;
    await addLibrary(rootPath, root);
    const vdfPath = path.join(rootPath, 'steamapps', 'libraryfolders.vdf');
    let listed: string[] = [];
    try {
      const text = await readTextIfExists(vdfPath);
      if (text !== null) listed = parseLibraryFoldersVdf(text);
    } catch (error) {
      log(`libraryfolders.vdf unreadable at ${vdfPath}: ${(error as Error).message}`);
    }
    for (const folder of listed) await addLibrary(folder, root);
  }
  return libraries;
}

/** A manifest's installdir must name one folder inside steamapps/common, nothing that escapes it. */
function isSinglePathSegment(name: string): boolean {
  return name !== '.' && name !== '..' && !/[\\/]/.test(name) && !/^[a-zA-Z]:/.test(name) && !name.includes('\0');
}

async function isExecutableFile(filePath: string, platform: NodeJS.Platform): Promise<boolean> {
  try {
    if (!(await stat(filePath)).isFile()) return false;
    if (platform !== 'win32') await access(filePath, fsConstants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export async function resolveSteamClient(
  root: SteamRoot,
  platform: NodeJS.Platform = process.platform,
): Promise<SteamClientCommand | null> {
  for (const candidate of root.clientCandidates) {
    if (!(await isExecutableFile(candidate.executable, platform))) continue;
    return { executable: await realpath(candidate.executable), args: [...candidate.args] };
  }
  return null;
}

/** Fully installed Steam games of every library, each app id once (the first library listing it wins). */
export async function discoverSteamGames(options: DiscoveryOptions): Promise<SteamInstall[]> {
  const { platform = process.platform, log = () => {} } = options;
  const libraries = await findSteamLibraries(options);
  const installs: SteamInstall[] = [];
  const seenAppIds = new Set<number>();
  const clients = new Map<SteamRoot, SteamClientCommand | null>();

  for (const library of libraries) {
    const steamapps = path.join(library.path, 'steamapps');
    let entries: string[];
    try {
      entries = await readdir(steamapps);
    } catch (error) {
      log(`cannot list ${steamapps}: ${(error as Error).message}`);
      continue;
    }
    for (const entry of entries.filter((name) => /^appmanifest_\d+\.acf$/i.test(name)).sort()) {
      const manifestPath = path.join(steamapps, entry);
      let manifest: SteamAppManifest | null;
      try {
        manifest = parseAppManifest(await readFile(manifestPath, 'utf8'));
      } catch (error) {
        log(`skipping unreadable manifest ${manifestPath}: ${(error as Error).message}`);
        continue;
      }
      if (!manifest || !isFullyInstalled(manifest.stateFlags) || seenAppIds.has(manifest.appId)) continue;
      if (!isSinglePathSegment(manifest.installDir)) {
        log(`skipping manifest ${manifestPath}: installdir leaves steamapps/common`);
        continue;
      }
      const installDir = await resolveExistingDirectory(path.join(steamapps, 'common', manifest.installDir));
      if (!installDir) continue;
      if (!clients.has(library.root)) clients.set(library.root, await resolveSteamClient(library.root, platform));
      seenAppIds.add(manifest.appId);
      installs.push({
        source: 'steam',
        steamAppId: manifest.appId,
        name: manifest.name,
        installDir,
        libraryPath: library.path,
        client: clients.get(library.root) ?? null,
      });
    }
  }
  return installs;
}

export type UserExecutableCheck =
  | { ok: true; executable: string; installDir: string }
  | { ok: false; reason: 'not_absolute' | 'not_found' | 'not_a_file' | 'not_executable' | 'script_refused' };

/**
 * Script types that Windows would run through an interpreter or a shell. Launching is always done without
 * a shell, so these are refused outright instead of half-working.
 */
export const REFUSED_EXTENSIONS = new Set([
  '.bat',
  '.cmd',
  '.ps1',
  '.psm1',
  '.vbs',
  '.vbe',
  '.js',
  '.jse',
  '.wsf',
  '.wsh',
  '.msc',
  '.lnk',
  '.url',
  '.scr',
]);

export async function checkUserExecutable(
  filePath: string,
  platform: NodeJS.Platform = process.platform,
): Promise<UserExecutableCheck> {
  const pathApi = platform === 'win32' ? path.win32 : path.posix;
  if (!pathApi.isAbsolute(filePath)) return { ok: false, reason: 'not_absolute' };
  const extension = pathApi.extname(filePath).toLowerCase();
  if (REFUSED_EXTENSIONS.has(extension)) return { ok: false, reason: 'script_refused' };

  let resolved: string;
  try {
    resolved = await realpath(filePath);
  } catch {
    return { ok: false, reason: 'not_found' };
  }
  let installDir: string | null = null;
  if (platform === 'darwin' && resolved.endsWith('.app')) {
    const bundleExecutable = await resolveMacAppBundleExecutable(resolved);
    if (!bundleExecutable) return { ok: false, reason: 'not_executable' };
    installDir = resolved;
    resolved = bundleExecutable;
  }
  if (REFUSED_EXTENSIONS.has(pathApi.extname(resolved).toLowerCase())) {
    return { ok: false, reason: 'script_refused' };
  }
  const info = await stat(resolved);
  if (!info.isFile()) return { ok: false, reason: 'not_a_file' };
  if (platform === 'win32') {
    if (pathApi.extname(resolved).toLowerCase() !== '.exe') return { ok: false, reason: 'not_executable' };
  } else {
    try {
      await access(resolved, fsConstants.X_OK);
    } catch {
      return { ok: false, reason: 'not_executable' };
    }
  }
  if (!hasProgramHeader(await readHeader(resolved), platform)) return { ok: false, reason: 'not_executable' };
  return { ok: true, executable: resolved, installDir: installDir ?? pathApi.dirname(resolved) };
}

async function readHeader(filePath: string): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(4);
    const { bytesRead } = await handle.read(buffer, 0, 4, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const MACH_O_MAGICS = new Set([0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe, 0xbebafeca]);

/**
 * Only real programs: PE ("MZ") on Windows; ELF, Mach-O or a "#!" script elsewhere. Without this check an
 * executable file of any other content would still run: execvp() hands files the kernel cannot execute
 * to /bin/sh, which is exactly the shell we promise not to use.
 */
export function hasProgramHeader(header: Buffer, platform: NodeJS.Platform): boolean {
  if (platform === 'win32') return header.length >= 2 && header[0] === 0x4d && header[1] === 0x5a;
  if (header.length >= 2 && header[0] === 0x23 && header[1] === 0x21) return true;
  if (header.length < 4) return false;
  if (header[0] === 0x7f && header.toString('latin1', 1, 4) === 'ELF') return true;
  return MACH_O_MAGICS.has(header.readUInt32BE(0));
}

/** A macOS .app bundle's main executable: CFBundleExecutable from Info.plist, else the only file in MacOS/. */
export async function resolveMacAppBundleExecutable(bundlePath: string): Promise<string | null> {
  const macosDir = path.join(bundlePath, 'Contents', 'MacOS');
  const plist = await readTextIfExists(path.join(bundlePath, 'Contents', 'Info.plist')).catch(() => null);
  const declared = plist ? /<key>CFBundleExecutable<\/key>\s*<string>([^<]+)<\/string>/.exec(plist)?.[1] : undefined;
  if (declared && isSinglePathSegment(declared)) {
    const candidate = path.join(macosDir, declared);
    if (await isExecutableFile(candidate, 'darwin')) return candidate;
  }
  try {
    const files = await readdir(macosDir);
    const only = files.length === 1 ? files[0] : undefined;
    if (only && (await isExecutableFile(path.join(macosDir, only), 'darwin'))) return path.join(macosDir, only);
  } catch {
    return null;
  }
  return null;
}

/** Validates a file the user picked and describes it as an install the launcher may start. */
export async function addUserGame(
  filePath: string,
  name: string,
  platform: NodeJS.Platform = process.platform,
): Promise<{ ok: true; install: UserInstall } | { ok: false; reason: Exclude<UserExecutableCheck, { ok: true }>['reason'] }> {
  const check = await checkUserExecutable(filePath, platform);
  if (!check.ok) return check;
  const pathApi = platform === 'win32' ? path.win32 : path.posix;
  const executableName = pathApi.basename(check.executable, pathApi.extname(check.executable));
  return {
    ok: true,
    install: {
      source: 'user',
      name: name.trim() || executableName,
      executable: check.executable,
      installDir: check.installDir,
    },
  };
}
