import type { TOptions } from 'i18next';
import { serverText, type TextKey } from '../../platform/i18n';
import type { OutgoingMail } from '../../platform/mail';

type MailKey = TextKey<typeof import('../../../locales/de/serverMails.json')>;

/** The verification mail in the person's language (spec §1); its words live in serverMails.json (verification.*). */
export function verificationMail(to: string, name: string, link: string, language: string): OutgoingMail {
  const text = (key: MailKey, options?: TOptions) => serverText('serverMails', key, language, options);
  return {
    to,
    subject: text('verification.subject'),
    text: [
      text('verification.greeting', { name }),
      '',
      text('verification.intro'),
      '',
      link,
      '',
      text('verification.validity'),
      '',
      text('verification.closing'),
      text('verification.signature'),
    ].join('\n'),
  };
}

/** The "Passwort vergessen" mail in the account's language; its words live in serverMails.json (passwordReset.*). */
export function passwordResetMail(to: string, name: string, link: string, language: string, minutes: number): OutgoingMail {
  const text = (key: MailKey, options?: TOptions) => serverText('serverMails', key, language, options);
  return {
    to,
    subject: text('passwordReset.subject'),
    text: [
      text('passwordReset.greeting', { name }),
      '',
      text('passwordReset.intro'),
      '',
      link,
      '',
      text('passwordReset.validity', { minutes }),
      '',
      text('passwordReset.notYou'),
      '',
      text('passwordReset.signature'),
    ].join('\n'),
  };
}

/** To the team, who read German: not one of the person-facing texts of the locale files. */
export function contactMail(
  to: string,
  message: { name: string; email: string; subject: string; message: string; userId: number | null },
): OutgoingMail {
  return {
    to,
    replyTo: message.email,
    subject: `[Kontaktformular] ${message.subject}`,
    text: [
      `Von: ${message.name} <${message.email}>${message.userId ? ` (Nutzer-ID ${message.userId})` : ''}`,
      '',
      message.message,
    ].join('\n'),
  };
}
