export interface AppConfigResponse {
  launcherDownloadUrl: string;
  socialSignIn: boolean;
  recaptcha: boolean;
}
