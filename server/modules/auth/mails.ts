import type { OutgoingMail } from '../../platform/mail';

type MailLanguage = 'de' | 'en';

export function mailLanguage(language: string): MailLanguage {
  return language === 'de' ? 'de' : 'en';
}

export function verificationMail(to: string, name: string, link: string, language: string): OutgoingMail {
  if (mailLanguage(language) === 'de') {
    return {
      to,
      subject: 'Bestätige deine E-Mail-Adresse bei Spielraum',
      text: [
        `Hallo ${name},`,
        '',
        'willkommen bei Spielraum! Bitte bestätige deine E-Mail-Adresse über diesen Link:',
        '',
        link,
        '',
        'Der Link ist 48 Stunden gültig. Wenn du dich nicht bei Spielraum registriert hast, kannst du diese E-Mail ignorieren.',
        '',
        'Viel Spaß beim Spielen!',
        'Dein Spielraum-Team',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Confirm your e-mail address for Spielraum',
    text: [
      `Hi ${name},`,
      '',
      'welcome to Spielraum! Please confirm your e-mail address with this link:',
      '',
      link,
      '',
      'The link is valid for 48 hours. If you did not sign up for Spielraum, you can ignore this e-mail.',
      '',
      'Have fun playing!',
      'Your Spielraum team',
    ].join('\n'),
  };
}

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
