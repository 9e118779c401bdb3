import type { AddGameResult, LaunchResult } from '../../../electron/bridge-types';

// What the play button tells the user about the launcher's answer. Keys are in the wellbeing namespace.

export interface LaunchNotice {
  type: 'success' | 'error' | 'warning' | 'info';
  key: string;
  values?: Record<string, string>;
}

/** The toast for a launch result, or null when nothing needs saying (the user cancelled it themselves). */
export function launchResultNotice(result: LaunchResult, gameName: string): LaunchNotice | null {
  const values = { game: gameName };
  switch (result.status) {
    case 'started':
      return { type: 'success', key: 'launcher.result.started', values };
    case 'cancelled':
      return null;
    case 'not_installed':
      return { type: 'warning', key: 'launcher.result.notInstalled', values };
    case 'already_running':
      return { type: 'info', key: 'launcher.result.alreadyRunning', values };
    case 'refused':
      return { type: 'error', key: `launcher.refusal.${result.reason}`, values };
    case 'failed':
      return { type: 'error', key: 'launcher.result.failed', values };
  }
}

/** The toast after linking a program to a site game; null when the user closed the file picker. */
export function addGameNotice(result: AddGameResult, gameName: string): LaunchNotice | null {
  if (result.ok) return { type: 'success', key: 'launcher.linked', values: { game: result.name || gameName } };
  if (result.reason === 'cancelled') return null;
  if (result.reason === 'invalid_game') return { type: 'error', key: 'launcher.linkInvalidGame', values: { game: gameName } };
  return { type: 'error', key: `launcher.refusal.${result.reason}`, values: { game: gameName } };
}
