import type { Language } from '../../../common/constants';
import type { OutgoingMail } from '../../platform/mail';

interface VerificationTexts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  validity: string;
  closing: string;
  signature: string;
}

/** The verification mail in every language the product speaks (spec §1); German is the source. */
const VERIFICATION_TEXTS: Record<Language, VerificationTexts> = {
  de: {
    subject: 'Bestätige deine E-Mail-Adresse bei Spielraum',
    greeting: (name) => `Hallo ${name},`,
    intro: 'willkommen bei Spielraum! Bitte bestätige deine E-Mail-Adresse über diesen Link:',
    validity:
      'Der Link ist 48 Stunden gültig. Wenn du dich nicht bei Spielraum registriert hast, kannst du diese E-Mail ignorieren.',
    closing: 'Viel Spaß beim Spielen!',
    signature: 'Dein Spielraum-Team',
  },
  en: {
    subject: 'Confirm your e-mail address for Spielraum',
    greeting: (name) => `Hi ${name},`,
    intro: 'welcome to Spielraum! Please confirm your e-mail address with this link:',
    validity: 'The link is valid for 48 hours. If you did not sign up for Spielraum, you can ignore this e-mail.',
    closing: 'Have fun playing!',
    signature: 'Your Spielraum team',
  },
  es: {
    subject: 'Confirma tu dirección de correo en Spielraum',
    greeting: (name) => `Hola, ${name}:`,
    intro: '¡Te damos la bienvenida a Spielraum! Confirma tu dirección de correo con este enlace:',
    validity: 'El enlace es válido durante 48 horas. Si no te has registrado en Spielraum, puedes ignorar este correo.',
    closing: '¡Que te diviertas jugando!',
    signature: 'El equipo de Spielraum',
  },
  fr: {
    subject: 'Confirme ton adresse e-mail sur Spielraum',
    greeting: (name) => `Salut ${name},`,
    intro: 'bienvenue sur Spielraum ! Confirme ton adresse e-mail grâce à ce lien :',
    validity:
      'Le lien est valable 48 heures. Si tu ne t’es pas inscrit·e sur Spielraum, tu peux ignorer cet e-mail.',
    closing: 'Amuse-toi bien !',
    signature: 'L’équipe Spielraum',
  },
  pt: {
    subject: 'Confirme seu endereço de e-mail no Spielraum',
    greeting: (name) => `Olá, ${name},`,
    intro: 'boas-vindas ao Spielraum! Confirme seu endereço de e-mail por este link:',
    validity: 'O link é válido por 48 horas. Se você não se cadastrou no Spielraum, pode ignorar este e-mail.',
    closing: 'Divirta-se jogando!',
    signature: 'Equipe Spielraum',
  },
  ar: {
    subject: 'أكِّد عنوان بريدك الإلكتروني في Spielraum',
    greeting: (name) => `مرحبًا ${name}،`,
    intro: 'أهلًا بك في Spielraum! يُرجى تأكيد عنوان بريدك الإلكتروني عبر هذا الرابط:',
    validity: 'الرابط صالح لمدة 48 ساعة. إذا لم تسجّل في Spielraum، يمكنك تجاهل هذه الرسالة.',
    closing: 'استمتع باللعب!',
    signature: 'فريق Spielraum',
  },
  hi: {
    subject: 'Spielraum पर अपने ईमेल पते की पुष्टि करें',
    greeting: (name) => `नमस्ते ${name},`,
    intro: 'Spielraum में आपका स्वागत है! कृपया इस लिंक से अपने ईमेल पते की पुष्टि करें:',
    validity: 'यह लिंक 48 घंटे तक मान्य है। अगर आपने Spielraum पर रजिस्टर नहीं किया है, तो इस ईमेल को अनदेखा कर दें।',
    closing: 'खेलने का मज़ा लें!',
    signature: 'आपकी Spielraum टीम',
  },
  ja: {
    subject: 'Spielraum のメールアドレスを確認してください',
    greeting: (name) => `${name} さん`,
    intro: 'Spielraum へようこそ！次のリンクからメールアドレスを確認してください。',
    validity: 'このリンクの有効期限は 48 時間です。Spielraum に登録した覚えがない場合は、このメールを無視してください。',
    closing: 'ゲームを楽しんでください！',
    signature: 'Spielraum チーム',
  },
  ru: {
    subject: 'Подтверди адрес электронной почты в Spielraum',
    greeting: (name) => `Привет, ${name}!`,
    intro: 'Добро пожаловать в Spielraum! Подтверди адрес электронной почты по этой ссылке:',
    validity:
      'Ссылка действует 48 часов. Если ты не регистрировался в Spielraum, просто проигнорируй это письмо.',
    closing: 'Приятной игры!',
    signature: 'Команда Spielraum',
  },
  zhCN: {
    subject: '确认你在 Spielraum 的电子邮箱地址',
    greeting: (name) => `${name}，你好：`,
    intro: '欢迎来到 Spielraum！请通过以下链接确认你的电子邮箱地址：',
    validity: '该链接 48 小时内有效。如果你没有注册 Spielraum，请忽略这封邮件。',
    closing: '祝你玩得开心！',
    signature: 'Spielraum 团队',
  },
  zhTW: {
    subject: '確認你在 Spielraum 的電子郵件地址',
    greeting: (name) => `${name}，你好：`,
    intro: '歡迎來到 Spielraum！請透過以下連結確認你的電子郵件地址：',
    validity: '此連結 48 小時內有效。如果你沒有註冊 Spielraum，請忽略這封郵件。',
    closing: '祝你玩得愉快！',
    signature: 'Spielraum 團隊',
  },
};

export function verificationMail(to: string, name: string, link: string, language: string): OutgoingMail {
  const texts = VERIFICATION_TEXTS[language as Language] ?? VERIFICATION_TEXTS.de;
  return {
    to,
    subject: texts.subject,
    text: [texts.greeting(name), '', texts.intro, '', link, '', texts.validity, '', texts.closing, texts.signature].join('\n'),
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
