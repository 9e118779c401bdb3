// The launcher's own record of the games it may start: site game id -> what to run. Only this record
// decides what a link can start; a link itself carries nothing but the game id.
import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isFileNotFound, writeJsonAtomic } from './atomic-file';
import type { DiscoveredInstall, SteamInstall, UserInstall } from './discovery';
import { isValidGameId } from './links';

export const LIBRARY_FILE_NAME = 'launcher-library.json';

export const libraryRecordSchema = z.object({
  name: z.string().min(1).max(500),
  source: z.enum(['steam', 'user']),
  executable: z.string().min(1).max(4096),
  args: z.array(z.string().max(4096)).max(64),
  cwd: z.string().min(1).max(4096).optional(),
  steamAppId: z.number().int().positive().optional(),
  installDir: z.string().min(1).max(4096).optional(),
});
export type LibraryRecord = z.infer<typeof libraryRecordSchema>;

const libraryFileSchema = z.object({
  version: z.literal(1),
  games: z.record(z.string().regex(/^[1-9][0-9]{0,8}$/), libraryRecordSchema),
});
type LibraryFile = z.infer<typeof libraryFileSchema>;

export interface LibraryOptions {
  dataDir: string;
  log?: (message: string) => void;
}

export class LauncherLibrary {
  private writeChain: Promise<void> = Promise.resolve();

  private constructor(
    readonly filePath: string,
    private readonly records: Map<number, LibraryRecord>,
  ) {}

  /**
   * Loads the record. A missing file is an empty library; an unreadable or invalid one is moved aside to
   * `<file>.<timestamp>.corrupt` (kept for support) and the library starts empty. Never throws for content.
   */
  static async open({ dataDir, log = () => {} }: LibraryOptions): Promise<LauncherLibrary> {
    const filePath = path.join(dataDir, LIBRARY_FILE_NAME);
    const records = new Map<number, LibraryRecord>();
    let text: string | null = null;
    try {
      text = await readFile(filePath, 'utf8');
    } catch (error) {
      if (!isFileNotFound(error)) throw error;
    }
    if (text !== null) {
      const parsed = parseLibraryFile(text);
      if (parsed) {
        for (const [gameId, record] of Object.entries(parsed.games)) records.set(Number(gameId), record);
      } else {
        const backupPath = `${filePath}.${new Date().toISOString().replace(/[:.]/g, '-')}.corrupt`;
        await rename(filePath, backupPath);
        log(`launcher library at ${filePath} was invalid; moved to ${backupPath} and starting empty`);
      }
    }
    return new LauncherLibrary(filePath, records);
  }

  get(gameId: number): LibraryRecord | undefined {
    return this.records.get(gameId);
  }

  entries(): Array<[gameId: number, record: LibraryRecord]> {
    return [...this.records.entries()].sort(([a], [b]) => a - b);
  }

  async set(gameId: number, record: LibraryRecord): Promise<void> {
    if (!isValidGameId(gameId)) throw new RangeError(`not a valid game id: ${gameId}`);
    this.records.set(gameId, libraryRecordSchema.parse(record));
    await this.persist();
  }

  async remove(gameId: number): Promise<boolean> {
    const existed = this.records.delete(gameId);
    if (existed) await this.persist();
    return existed;
  }

  private persist(): Promise<void> {
    const snapshot: LibraryFile = {
      version: 1,
      games: Object.fromEntries([...this.records.entries()].map(([id, record]) => [String(id), record])),
    };
    // Writes are chained so two quick changes can never land in the wrong order.
    const write = this.writeChain.then(() => writeJsonAtomic(this.filePath, snapshot));
    this.writeChain = write.catch(() => {});
    return write;
  }
}

function parseLibraryFile(text: string): LibraryFile | null {
  try {
    const result = libraryFileSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The launch hints a site game carries in the catalogue. */
export interface SiteGameLaunchHints {
  steam_app_id?: number | null;
  executable_name?: string | null;
}

/** Compared without case and without a trailing `.exe`, so one catalogue name serves every platform. */
function normaliseExecutableName(name: string): string {
  return name.toLowerCase().replace(/\.exe$/, '');
}

function executableBaseName(executablePath: string): string {
  return executablePath.split(/[\\/]/).pop() ?? executablePath;
}

/**
 * The local install of a site game: by Steam app id first (exact), else by the executable's file name among
 * games the user added by hand. An `executable_name` that looks like a path is ignored.
 */
export function findLocalInstall(
  hints: SiteGameLaunchHints,
  installs: readonly DiscoveredInstall[],
): DiscoveredInstall | null {
  const steamAppId = hints.steam_app_id;
  if (typeof steamAppId === 'number' && Number.isInteger(steamAppId) && steamAppId > 0) {
    const steamMatch = installs.find(
      (install): install is SteamInstall => install.source === 'steam' && install.steamAppId === steamAppId,
    );
    if (steamMatch) return steamMatch;
  }
  const executableName = hints.executable_name?.trim();
  if (executableName && !/[\\/]/.test(executableName)) {
    const wanted = normaliseExecutableName(executableName);
    const userMatch = installs.find(
      (install): install is UserInstall =>
        install.source === 'user' && normaliseExecutableName(executableBaseName(install.executable)) === wanted,
    );
    if (userMatch) return userMatch;
  }
  return null;
}

export const STEAM_LAUNCH_ARGUMENT = '-applaunch';

/** What the launcher runs for an install. A Steam game without a Steam client on this computer has none. */
export function recordFromInstall(install: DiscoveredInstall, name?: string): LibraryRecord | null {
  const displayName = name?.trim() || install.name;
  if (install.source === 'steam') {
    if (!install.client) return null;
    return {
      name: displayName,
      source: 'steam',
      executable: install.client.executable,
      args: [...install.client.args, STEAM_LAUNCH_ARGUMENT, String(install.steamAppId)],
      steamAppId: install.steamAppId,
      installDir: install.installDir,
    };
  }
  return {
    name: displayName,
    source: 'user',
    executable: install.executable,
    args: [],
    cwd: path.dirname(install.executable),
    installDir: install.installDir,
  };
}
