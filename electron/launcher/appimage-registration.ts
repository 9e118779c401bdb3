// An AppImage is not installed, so nothing tells the desktop that it handles spielraum:// links. On its first
// start (and whenever the AppImage has moved) it writes its own desktop entry into the user's applications
// folder and makes itself the default handler of the scheme.
import { spawn } from 'node:child_process';
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isFileNotFound, writeFileAtomic } from './atomic-file';
import { LAUNCH_LINK_SCHEME } from './links';

export const DESKTOP_FILE_NAME = 'spielraum-launcher.desktop';
export const SCHEME_MIME_TYPE = `x-scheme-handler/${LAUNCH_LINK_SCHEME}`;
export const ICON_NAME = 'spielraum-launcher';

export type CommandRunner = (command: string, args: readonly string[], env: NodeJS.ProcessEnv) => Promise<void>;

export interface AppImageRegistrationOptions {
  appImagePath: string;
  homeDir: string;
  env?: NodeJS.ProcessEnv;
  /**
   * A PNG shipped inside the AppImage. It is copied into the user's icon theme because the AppImage's own
   * files are only mounted while it runs.
   */
  iconFile?: string;
  run?: CommandRunner;
  log?: (message: string) => void;
}

export interface AppImageRegistrationResult {
  desktopFile: string;
  /** False when an identical entry was already there (nothing written, nothing run). */
  written: boolean;
}

/** Runs a program without a shell and waits for it; failure to start or a non-zero exit rejects. */
export const runWithoutShell: CommandRunner = (command, args, env) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, [...args], { shell: false, stdio: 'ignore', env, windowsHide: true });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code ?? signal}`)),
    );
  });

/**
 * One argument of an Exec line (Desktop Entry Specification, "The Exec key"): quoted, with ", `, $ and \
 * escaped inside the quotes, then \ escaped again by the general string rules, and % doubled.
 */
export function quoteExecArgument(argument: string): string {
  const quoted = `"${argument.replace(/(["`$\\])/g, '\\$1')}"`;
  return quoted.replace(/\\/g, '\\\\').replace(/%/g, '%%');
}

export function desktopEntry(appImagePath: string, icon: string): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Version=1.0',
    'Name=Spielraum',
    'GenericName=Spiele-Launcher',
    'GenericName[en]=Game launcher',
    'Comment=Startet deine Spiele von Spielraum aus',
    'Comment[en]=Starts your games from Spielraum',
    `Exec=${quoteExecArgument(appImagePath)} %u`,
    `TryExec=${appImagePath.replace(/\\/g, '\\\\')}`,
    `Icon=${icon}`,
    'Terminal=false',
    'Categories=Game;',
    `MimeType=${SCHEME_MIME_TYPE};`,
    'StartupWMClass=Spielraum',
    'X-Spielraum-Registered-By=AppImage',
    '',
  ].join('\n');
}

function dataHome(homeDir: string, env: NodeJS.ProcessEnv): string {
  return env.XDG_DATA_HOME && path.isAbsolute(env.XDG_DATA_HOME) ? env.XDG_DATA_HOME : path.join(homeDir, '.local', 'share');
}

async function installIcon(iconFile: string, homeDir: string, env: NodeJS.ProcessEnv): Promise<string> {
  const target = path.join(dataHome(homeDir, env), 'icons', 'hicolor', '512x512', 'apps', `${ICON_NAME}.png`);
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(iconFile, target);
  return ICON_NAME;
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

export async function registerAppImageSchemeHandler(
  options: AppImageRegistrationOptions,
): Promise<AppImageRegistrationResult> {
  const { appImagePath, homeDir, env = process.env, iconFile, run = runWithoutShell, log = () => {} } = options;
  // The path ends up inside a desktop file: a line break or control character could add entries of its own.
  if (!path.isAbsolute(appImagePath) || hasControlCharacter(appImagePath)) {
    throw new Error(`refusing to register an unusual AppImage path: ${JSON.stringify(appImagePath)}`);
  }
  if (!(await stat(appImagePath)).isFile()) throw new Error(`AppImage not found at ${appImagePath}`);

  let icon = 'applications-games';
  if (iconFile) {
    try {
      icon = await installIcon(iconFile, homeDir, env);
    } catch (error) {
      log(`copying the icon failed (ignored): ${(error as Error).message}`);
    }
  }
  const directory = path.join(dataHome(homeDir, env), 'applications');
  const desktopFile = path.join(directory, DESKTOP_FILE_NAME);
  const content = desktopEntry(appImagePath, icon);
  let existing: string | null = null;
  try {
    existing = await readFile(desktopFile, 'utf8');
  } catch (error) {
    if (!isFileNotFound(error)) throw error;
  }
  if (existing === content) return { desktopFile, written: false };

  await writeFileAtomic(desktopFile, content);
  // Both helpers are optional on a desktop: without them the entry still works once the menu rescans.
  for (const [command, args] of [
    ['xdg-mime', ['default', DESKTOP_FILE_NAME, SCHEME_MIME_TYPE]],
    ['update-desktop-database', [directory]],
  ] as const) {
    try {
      await run(command, args, env);
    } catch (error) {
      log(`${command} failed (ignored): ${(error as Error).message}`);
    }
  }
  return { desktopFile, written: true };
}
