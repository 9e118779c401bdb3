export { getLauncherBridge, toSiteGameRef, useLauncherBridge } from './bridge';
export { InstallDialog } from './InstallDialog';
export { LauncherGateResponder } from './LauncherGateResponder';
export { launchLink } from './links';
export { PlayButton, type PlayableGame } from './PlayButton';
