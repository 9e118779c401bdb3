export type FuseName =
  | 'RunAsNode'
  | 'EnableCookieEncryption'
  | 'EnableNodeOptionsEnvironmentVariable'
  | 'EnableNodeCliInspectArguments'
  | 'EnableEmbeddedAsarIntegrityValidation'
  | 'OnlyLoadAppFromAsar'
  | 'LoadBrowserProcessSpecificV8Snapshot'
  | 'GrantFileProtocolExtraPrivileges';
export type FuseState = 'enabled' | 'disabled' | 'removed' | 'unknown';
export type FuseSettings = Partial<Record<FuseName, boolean>>;

export const SENTINEL: Buffer;
export const FUSE_WIRE_VERSION: 1;
export const FUSE_INDEX: Readonly<Record<FuseName, number>>;
export function spielraumFuses(targetPlatform: string, buildPlatform: string): FuseSettings;
export function readFuses(binaryPath: string): Promise<Partial<Record<FuseName, FuseState>>>;
export function flipFuses(
  binaryPath: string,
  settings: FuseSettings,
  log?: (message: string) => void,
): Promise<{ sentinels: number; written: number }>;
export function fuseBinaryPath(target: {
  appOutDir: string;
  electronPlatformName: string;
  productFilename: string;
  executableName: string;
}): string;
