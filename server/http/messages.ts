// Server-side texts for answers, in German (source) and English. Other languages get English.
// The renderer shows these texts as they arrive, so they must read naturally.

const de = {
  required: 'Dieses Feld ist erforderlich.',
  invalidType: 'Dieser Wert hat das falsche Format.',
  invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  emailTooLong: 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.',
  emailTaken: 'Diese E-Mail-Adresse wird bereits verwendet.',
  usernameToShort: 'Der Benutzername muss mindestens 3 Zeichen lang sein.',
  usernameTooLong: 'Der Benutzername darf höchstens 30 Zeichen lang sein.',
  usernameInvalid: 'Der Benutzername darf nur Buchstaben, Ziffern, Leerzeichen, Punkt, Binde- und Unterstrich enthalten.',
  nameTaken: 'Dieser Benutzername ist bereits vergeben.',
  too_short: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  passwordTooLong: 'Das Passwort darf höchstens 150 Zeichen lang sein.',
  notEqual: 'Die Passwörter stimmen nicht überein.',
  invalidLanguage: 'Diese Sprache wird nicht unterstützt.',
  invalidApperance: 'Die Darstellung muss 0 (System), 1 (dunkel) oder 2 (hell) sein.',
  invalidGender: 'Bitte wähle eine der angebotenen Angaben.',
  invalidDate: 'Bitte gib ein gültiges Datum in der Vergangenheit an.',
  invalidPercentage: 'Der Prozentwert muss zwischen 0 und 100 liegen.',
  bioTooLong: 'Die Beschreibung darf höchstens 500 Zeichen lang sein.',
  tooLong: 'Dieser Text ist zu lang.',
  validationFailed: 'Die Eingaben sind ungültig.',
  malformedJson: 'Die Anfrage enthält kein gültiges JSON.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'Dafür fehlt dir die Berechtigung.',
  emailNotVerified: 'Bitte bestätige zuerst deine E-Mail-Adresse.',
  csrfMismatch: 'Die Sitzung ist abgelaufen. Bitte lade die Seite neu.',
  notFound: 'Nicht gefunden.',
  routeNotFound: 'Diese Adresse gibt es nicht.',
  serverError: 'Ein Fehler ist aufgetreten. Bitte versuche es später erneut.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.',
  invalidCredentials: 'E-Mail oder Passwort ist falsch.',
  accountDeleted: 'Dieses Konto wurde gelöscht. Du kannst es innerhalb von 30 Tagen wiederherstellen.',
  wrongOldPassword: 'Das alte Passwort ist falsch.',
  passwordChanged: 'Passwort erfolgreich geändert.',
  noPasswordSet: 'Für dieses Konto ist noch kein Passwort gesetzt. Melde dich mit Google an.',
  restoreNotPossible: 'Dieses Konto kann nicht wiederhergestellt werden.',
  restoreWindowOver: 'Die Frist zur Wiederherstellung von 30 Tagen ist abgelaufen.',
  accountRestored: 'Dein Konto wurde wiederhergestellt.',
  accountDeletedNotice: 'Dein Konto wurde gelöscht. Du kannst es 30 Tage lang wiederherstellen.',
  imageRequired: 'Bitte wähle ein Bild aus.',
  imageType: 'Erlaubt sind PNG, JPEG, GIF und WebP.',
  imageTooLarge: 'Das Bild darf höchstens 2 MB groß sein.',
  verificationSent: 'Wir haben dir eine neue Bestätigungs-E-Mail geschickt.',
  alreadyVerified: 'Deine E-Mail-Adresse ist bereits bestätigt.',
  invalidVerificationLink: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
  contactReceived: 'Danke! Deine Nachricht ist bei uns angekommen.',
  socialSignInDisabled: 'Die Anmeldung mit Google ist auf diesem Server nicht eingerichtet.',
  recaptchaFailed: 'Die Sicherheitsprüfung ist fehlgeschlagen.',
  flagNotFound: 'Dieses Feature-Flag gibt es nicht.',
  gameNotFound: 'Dieses Spiel gibt es nicht.',
  goalNotFound: 'Ziel nicht gefunden',
  saveFailed: 'Fehler beim Speichern',
  noAlternatives: 'Keine Alternativen gefunden',
  statsFailed: 'Fehler beim Laden der Statistiken',
  moodRange: 'Die Stimmung muss zwischen 1 und 5 liegen.',
  durationRange: 'Die Spieldauer muss zwischen 0 und 1440 Minuten liegen.',
  invalidGoalType: 'Das Ziel muss „less“, „fulfilling“ oder „more“ sein.',
  websocketRequired: 'Diese Adresse ist ein WebSocket-Kanal.',
} as const;

export type MessageKey = keyof typeof de;

const en: Record<MessageKey, string> = {
  required: 'This field is required.',
  invalidType: 'This value has the wrong format.',
  invalidEmail: 'Please enter a valid e-mail address.',
  emailTooLong: 'The e-mail address may be at most 254 characters long.',
  emailTaken: 'This e-mail address is already in use.',
  usernameToShort: 'The username must be at least 3 characters long.',
  usernameTooLong: 'The username may be at most 30 characters long.',
  usernameInvalid: 'The username may only contain letters, digits, spaces, dots, hyphens and underscores.',
  nameTaken: 'This username is already taken.',
  too_short: 'The password must be at least 8 characters long.',
  passwordTooLong: 'The password may be at most 150 characters long.',
  notEqual: 'The passwords do not match.',
  invalidLanguage: 'This language is not supported.',
  invalidApperance: 'Appearance must be 0 (system), 1 (dark) or 2 (light).',
  invalidGender: 'Please choose one of the offered options.',
  invalidDate: 'Please enter a valid date in the past.',
  invalidPercentage: 'The percentage must be between 0 and 100.',
  bioTooLong: 'The bio may be at most 500 characters long.',
  tooLong: 'This text is too long.',
  validationFailed: 'The given data was invalid.',
  malformedJson: 'The request does not contain valid JSON.',
  payloadTooLarge: 'The request is too large.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'You are not allowed to do that.',
  emailNotVerified: 'Please verify your e-mail address first.',
  csrfMismatch: 'Your session has expired. Please reload the page.',
  notFound: 'Not found.',
  routeNotFound: 'This address does not exist.',
  serverError: 'Something went wrong. Please try again later.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  invalidCredentials: 'E-mail or password is wrong.',
  accountDeleted: 'This account was deleted. You can restore it within 30 days.',
  wrongOldPassword: 'The old password is wrong.',
  passwordChanged: 'Password changed successfully.',
  noPasswordSet: 'This account has no password yet. Sign in with Google.',
  restoreNotPossible: 'This account cannot be restored.',
  restoreWindowOver: 'The 30-day restore period is over.',
  accountRestored: 'Your account has been restored.',
  accountDeletedNotice: 'Your account has been deleted. You can restore it for 30 days.',
  imageRequired: 'Please choose an image.',
  imageType: 'Allowed are PNG, JPEG, GIF and WebP.',
  imageTooLarge: 'The image may be at most 2 MB.',
  verificationSent: 'We have sent you a new verification e-mail.',
  alreadyVerified: 'Your e-mail address is already verified.',
  invalidVerificationLink: 'This verification link is invalid or has expired.',
  contactReceived: 'Thank you! Your message has reached us.',
  socialSignInDisabled: 'Google sign-in is not set up on this server.',
  recaptchaFailed: 'The security check failed.',
  flagNotFound: 'This feature flag does not exist.',
  gameNotFound: 'This game does not exist.',
  goalNotFound: 'Goal not found',
  saveFailed: 'Saving failed',
  noAlternatives: 'No alternatives found',
  statsFailed: 'Loading the statistics failed',
  moodRange: 'The mood must be between 1 and 5.',
  durationRange: 'The play time must be between 0 and 1440 minutes.',
  invalidGoalType: 'The goal must be "less", "fulfilling" or "more".',
  websocketRequired: 'This address is a WebSocket channel.',
};

export type ServerLanguage = 'de' | 'en';

export function translate(key: string, language: ServerLanguage): string {
  const table: Record<string, string> = language === 'de' ? de : en;
  return table[key] ?? key;
}

export function isMessageKey(key: string): key is MessageKey {
  return key in de;
}

/** German unless the user or the browser prefers another language (then English). */
export function pickServerLanguage(userLanguage: string | null | undefined, acceptLanguage: string | undefined): ServerLanguage {
  if (userLanguage) return userLanguage === 'de' ? 'de' : 'en';
  if (!acceptLanguage) return 'de';
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === '' || first.startsWith('de') || first === '*' ? 'de' : 'en';
}
