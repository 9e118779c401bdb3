// electron-builder afterPack hook: flips the Electron fuses of the packed app (see electron-fuses.mjs) before
// electron-builder signs it.
import { spawnSync } from 'node:child_process';
import { flipFuses, fuseBinaryPath, readFuses, spielraumFuses } from './electron-fuses.mjs';

export default async function afterPack(context) {
  const platform = context.electronPlatformName;
  const binary = fuseBinaryPath({
    appOutDir: context.appOutDir,
    electronPlatformName: platform,
    productFilename: context.packager.appInfo.productFilename,
    executableName: context.packager.executableName,
  });
  const settings = spielraumFuses(platform, process.platform);
  const result = await flipFuses(binary, settings, (message) => console.warn(`  • ${message}`));
  console.log(`  • fuses set in ${binary} (${result.sentinels} wire(s)): ${JSON.stringify(await readFuses(binary))}`);

  // Changing the binary breaks its ad-hoc signature; Apple silicon refuses to start unsigned code. A real
  // identity configured for electron-builder signs again right after this hook.
  if ((platform === 'darwin' || platform === 'mas') && process.platform === 'darwin') {
    const appPath = `${context.appOutDir}/${context.packager.appInfo.productFilename}.app`;
    const signed = spawnSync('codesign', ['--sign', '-', '--force', '--deep', appPath], { stdio: 'inherit' });
    if (signed.status !== 0) throw new Error(`ad-hoc codesign of ${appPath} failed`);
  }
}
