import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DESKTOP_FILE_NAME,
  ICON_NAME,
  quoteExecArgument,
  registerAppImageSchemeHandler,
  SCHEME_MIME_TYPE,
} from './appimage-registration';
import { tempDirs, writeText } from '../../tests/support/launcher/test-support';

const temp = tempDirs();
afterAll(() => temp.removeAll());

/** A bin folder with stand-ins for xdg-mime and update-desktop-database that log their arguments. */
async function fakeDesktopTools(): Promise<{ env: NodeJS.ProcessEnv; calls: () => Promise<string[]> }> {
  const bin = await temp.make('bin');
  const callLog = path.join(bin, 'calls.log');
  for (const tool of ['xdg-mime', 'update-desktop-database']) {
    await writeText(path.join(bin, tool), `#!/bin/sh\necho "${tool} $*" >> "${callLog}"\n`, 0o755);
  }
  return {
    env: { PATH: bin },
    calls: async () =>
      (await readFile(callLog, 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean),
  };
}

describe('quoteExecArgument', () => {
  it('quotes and escapes per the Desktop Entry Specification', () => {
    expect(quoteExecArgument('/home/mia/Apps/Spielraum.AppImage')).toBe('"/home/mia/Apps/Spielraum.AppImage"');
    expect(quoteExecArgument('/a b/$x`y"z\\w 100%')).toBe('"/a b/\\\\$x\\\\`y\\\\"z\\\\\\\\w 100%%"');
  });
});

describe.runIf(process.platform !== 'win32')('registerAppImageSchemeHandler', () => {
  it('writes the desktop entry into a fresh home and makes it the scheme handler', async () => {
    const home = await temp.make('home');
    const appImage = await writeText(path.join(home, 'Downloads', 'Spielraum 0.1.0.AppImage'), 'ELF', 0o755);
    const tools = await fakeDesktopTools();

    const iconFile = await writeText(path.join(home, 'mount', 'icon.png'), 'PNG');
    const result = await registerAppImageSchemeHandler({ appImagePath: appImage, homeDir: home, env: tools.env, iconFile });

    const desktopFile = path.join(home, '.local/share/applications', DESKTOP_FILE_NAME);
    expect(result).toEqual({ desktopFile, written: true });
    const entry = await readFile(desktopFile, 'utf8');
    expect(entry).toContain(`Exec="${appImage}" %u\n`);
    expect(entry).toContain(`MimeType=${SCHEME_MIME_TYPE};\n`);
    expect(entry.startsWith('[Desktop Entry]\n')).toBe(true);
    expect(entry).toContain(`Icon=${ICON_NAME}\n`);
    expect(await readFile(path.join(home, '.local/share/icons/hicolor/512x512/apps', `${ICON_NAME}.png`), 'utf8')).toBe('PNG');
    expect(await tools.calls()).toEqual([
      `xdg-mime default ${DESKTOP_FILE_NAME} ${SCHEME_MIME_TYPE}`,
      `update-desktop-database ${path.dirname(desktopFile)}`,
    ]);
  });

  it('does nothing on later starts and rewrites the entry when the AppImage moved', async () => {
    const home = await temp.make('home-again');
    const first = await writeText(path.join(home, 'a.AppImage'), 'ELF', 0o755);
    const moved = await writeText(path.join(home, 'Apps', 'a.AppImage'), 'ELF', 0o755);
    const tools = await fakeDesktopTools();
    await registerAppImageSchemeHandler({ appImagePath: first, homeDir: home, env: tools.env });
    const again = await registerAppImageSchemeHandler({ appImagePath: first, homeDir: home, env: tools.env });
    expect(again.written).toBe(false);
    expect(await tools.calls()).toHaveLength(2);

    const afterMove = await registerAppImageSchemeHandler({ appImagePath: moved, homeDir: home, env: tools.env });
    expect(afterMove.written).toBe(true);
    expect(await readFile(afterMove.desktopFile, 'utf8')).toContain(`Exec="${moved}" %u`);
  });

  it('honours XDG_DATA_HOME and survives missing desktop tools', async () => {
    const home = await temp.make('home-xdg');
    const dataHome = path.join(home, 'custom-data');
    const appImage = await writeText(path.join(home, 'x.AppImage'), 'ELF', 0o755);
    const messages: string[] = [];
    const result = await registerAppImageSchemeHandler({
      appImagePath: appImage,
      homeDir: home,
      env: { PATH: path.join(home, 'no-bin'), XDG_DATA_HOME: dataHome },
      log: (message) => messages.push(message),
    });
    expect(result.desktopFile).toBe(path.join(dataHome, 'applications', DESKTOP_FILE_NAME));
    expect((await stat(result.desktopFile)).isFile()).toBe(true);
    expect(messages).toHaveLength(2);
  });

  it('refuses paths that could smuggle lines into the desktop file', async () => {
    const home = await temp.make('home-evil');
    await expect(
      registerAppImageSchemeHandler({ appImagePath: '/tmp/x.AppImage\nExec=/bin/evil', homeDir: home, env: {} }),
    ).rejects.toThrow(/unusual/);
    await expect(registerAppImageSchemeHandler({ appImagePath: 'relative.AppImage', homeDir: home, env: {} })).rejects.toThrow();
  });
});
