// Helpers shared by the launcher's tests: real temp folders, real files, real executables.
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface TempDirs {
  make(prefix: string): Promise<string>;
  removeAll(): Promise<void>;
}

export function tempDirs(): TempDirs {
  const created: string[] = [];
  return {
    async make(prefix) {
      const directory = await mkdtemp(path.join(os.tmpdir(), `spielraum-${prefix}-`));
      created.push(directory);
      return directory;
    },
    async removeAll() {
      await Promise.all(created.splice(0).map((directory) => rm(directory, { recursive: true, force: true, maxRetries: 5 })));
    },
  };
}

export async function writeText(filePath: string, text: string, mode?: number): Promise<string> {
  await mkdir(path.dirname(filePath), { recursive: true });
  await writeFile(filePath, text, 'utf8');
  if (mode !== undefined) await chmod(filePath, mode);
  return filePath;
}

export function appManifest(appId: number, name: string, installDir: string, stateFlags: number): string {
  return [
    '"AppState"',
    '{',
    `\t"appid"\t\t"${appId}"`,
    '\t"universe"\t\t"1"',
    `\t"name"\t\t"${name.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
    `\t"StateFlags"\t\t"${stateFlags}"`,
    `\t"installdir"\t\t"${installDir.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
    '\t"LastUpdated"\t\t"1718000000"',
    '\t"SizeOnDisk"\t\t"1048576"',
    '\t"UserConfig"',
    '\t{',
    '\t\t"language"\t\t"german"',
    '\t}',
    '}',
    '',
  ].join('\n');
}

export function libraryFoldersVdf(paths: readonly string[]): string {
  const entries = paths.map((folder, index) =>
    [
      `\t"${index}"`,
      '\t{',
      `\t\t"path"\t\t"${folder.replace(/\\/g, '\\\\')}"`,
      '\t\t"label"\t\t""',
      '\t\t"contentid"\t\t"123456789"',
      '\t\t"totalsize"\t\t"0"',
      '\t\t"apps"',
      '\t\t{',
      '\t\t}',
      '\t}',
    ].join('\n'),
  );
  return ['"libraryfolders"', '{', ...entries, '}', ''].join('\n');
}

export async function waitFor<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  { timeoutMs = 5_000, intervalMs = 20 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
