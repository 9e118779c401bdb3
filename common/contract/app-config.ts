import type { DntMode } from '../constants';

export interface AppConfigResponse {
  launcherDownloadUrl: string;
  socialSignIn: boolean;
  recaptcha: boolean;
  /** Null unless the installation configured analytics; the renderer still needs consent before capturing. */
  analytics: { publicKey: string; host: string; dntMode: DntMode } | null;
}
