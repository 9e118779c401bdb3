// Texts of the launcher's own native dialogs. German is the source language; English for everyone else.

export type LauncherLanguage = 'de' | 'en';

const de = {
  'confirm.title': 'Spiel starten?',
  'confirm.message': '„{game}“ starten?',
  'confirm.detail':
    'Ein Spielraum-Link möchte dieses Programm auf deinem Computer starten:\n\n{command}\n\nStarte es nur, wenn du den Link selbst angeklickt hast.',
  'confirm.start': 'Starten',
  'confirm.cancel': 'Abbrechen',
  'link.invalid.title': 'Ungültiger Link',
  'link.invalid.message': 'Dieser Spielraum-Link ist ungültig und wurde ignoriert.',
  'launch.notInstalled.title': 'Spiel nicht gefunden',
  'launch.notInstalled.message':
    'Dieses Spiel ist auf diesem Computer noch nicht eingerichtet. Öffne es in Spielraum und wähle „Spiel hinzufügen“.',
  'launch.refused.title': 'Start verweigert',
  'launch.refused.message': 'Das hinterlegte Programm für „{game}“ kann nicht gestartet werden: {reason}',
  'launch.failed.title': 'Start fehlgeschlagen',
  'launch.failed.message': '„{game}“ konnte nicht gestartet werden: {reason}',
  'addGame.title': 'Programm für „{game}“ auswählen',
  'addGame.button': 'Auswählen',
  'addGame.filter.programs': 'Programme',
  'addGame.invalid.title': 'Programm nicht geeignet',
  'refusal.not_absolute': 'Der Pfad ist nicht vollständig.',
  'refusal.not_found': 'Die Datei existiert nicht (mehr).',
  'refusal.not_a_file': 'Das ist keine Datei.',
  'refusal.not_executable': 'Die Datei ist kein ausführbares Programm.',
  'refusal.script_refused': 'Skripte und Verknüpfungen (.bat, .cmd, .ps1, …) werden aus Sicherheitsgründen nicht gestartet.',
  'game.unknown': 'Spiel {id}',
} as const;

export type MessageKey = keyof typeof de;

const en: Record<MessageKey, string> = {
  'confirm.title': 'Start game?',
  'confirm.message': 'Start “{game}”?',
  'confirm.detail':
    'A Spielraum link wants to start this program on your computer:\n\n{command}\n\nOnly start it if you clicked the link yourself.',
  'confirm.start': 'Start',
  'confirm.cancel': 'Cancel',
  'link.invalid.title': 'Invalid link',
  'link.invalid.message': 'This Spielraum link is invalid and was ignored.',
  'launch.notInstalled.title': 'Game not found',
  'launch.notInstalled.message':
    'This game is not set up on this computer yet. Open it in Spielraum and choose “Add game”.',
  'launch.refused.title': 'Start refused',
  'launch.refused.message': 'The program stored for “{game}” cannot be started: {reason}',
  'launch.failed.title': 'Start failed',
  'launch.failed.message': '“{game}” could not be started: {reason}',
  'addGame.title': 'Choose the program for “{game}”',
  'addGame.button': 'Choose',
  'addGame.filter.programs': 'Programs',
  'addGame.invalid.title': 'Program not suitable',
  'refusal.not_absolute': 'The path is incomplete.',
  'refusal.not_found': 'The file does not exist (any more).',
  'refusal.not_a_file': 'That is not a file.',
  'refusal.not_executable': 'The file is not an executable program.',
  'refusal.script_refused': 'Scripts and shortcuts (.bat, .cmd, .ps1, …) are never started, for your safety.',
  'game.unknown': 'Game {id}',
};

export const MESSAGES: Record<LauncherLanguage, Record<MessageKey, string>> = { de, en };

/** German for German locales (de, de-AT, de-CH, …), English for every other one. */
export function pickLanguage(locale: string): LauncherLanguage {
  return /^de(?:[-_]|$)/i.test(locale.trim()) ? 'de' : 'en';
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(language: LauncherLanguage): Translate {
  return (key, params = {}) =>
    MESSAGES[language][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in params ? String(params[name]) : placeholder,
    );
}
