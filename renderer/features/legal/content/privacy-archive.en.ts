import type { LegalDocument } from './types';

const doc: LegalDocument = {
  title: 'Privacy Policy',
  updated: 'March 1, 2024',
  intro:
    'Archived version of March 1, 2024, valid until September 5, 2025 and since replaced by the current Privacy Policy; we provide it for information only. In this privacy policy we inform you, in accordance with Art. 13 GDPR, which personal data we process when you use Spielraum.',
  sections: [
    {
      heading: '1. Controller',
      paragraphs: ['The controller responsible for data processing is:'],
      list: [
        'Spielraum GmbH',
        'Musterstraße 12, 10115 Berlin, Germany',
        'represented by its managing director Jana Beispiel',
        'Phone: +49 30 0000000',
        'Email: kontakt@spielraum.example',
      ],
    },
    {
      heading: '2. Data protection officer',
      paragraphs: [
        'You can reach our data protection officer at datenschutz@spielraum.example or at our postal address, marked “Attn: Data Protection Officer”.',
      ],
    },
    {
      heading: '3. Visiting the website and server log files',
      paragraphs: [
        'When you open Spielraum, we process technically necessary data: IP address, date and time, page requested, referrer, browser type and operating system. This serves to deliver the website and to keep our systems secure and stable. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest is the secure operation of Spielraum. We delete the log files after seven days unless they are needed to investigate a security incident.',
      ],
    },
    {
      heading: '4. User account and sign-in with Google',
      paragraphs: [
        'For registration we process your email address, your username and your password, which we only store as a hash. You may voluntarily provide a profile picture and a short bio. The legal basis is Art. 6(1)(b) GDPR.',
        'If you sign in with Google (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland), Google sends us your name, your email address, your profile picture and a Google identifier. No connection to Google is made until you choose to sign in with Google. The legal basis is Art. 6(1)(b) GDPR. This may involve a transfer to Google LLC in the USA, which is certified under the EU-U.S. Data Privacy Framework.',
      ],
    },
    {
      heading: '5. Posts, videos, comments and forums',
      paragraphs: [
        'We store content you publish together with your username and the time of publication and show it to other users. We technically convert videos and generate thumbnails. The legal basis is Art. 6(1)(b) GDPR. You can delete your content at any time.',
      ],
    },
    {
      heading: '6. Chat',
      paragraphs: [
        'So that you can exchange messages with others, we store messages, sender, recipient and time on our servers. Transmission is encrypted (TLS). The legal basis is Art. 6(1)(b) GDPR. We store messages until you delete them or your account.',
      ],
    },
    {
      heading: '7. Games',
      paragraphs: [
        'We process which games you open, add to your favourites and play in order to show you your favourites and recently played games (Art. 6(1)(b) GDPR).',
      ],
    },
    {
      heading: '8. boostz and payments',
      paragraphs: [
        'For boostz we store credits and debits with their amount, reason and time. Payments for boostz packages and the Premium subscription are processed by Stripe Payments Europe, Limited, 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Ireland. You enter your payment details directly with Stripe; we only receive the payment status, amount, payment method and a payment ID. Stripe may also transfer data to Stripe, Inc. in the USA on the basis of the EU-U.S. Data Privacy Framework and standard contractual clauses.',
        'The legal bases are Art. 6(1)(b) and (c) GDPR. We keep invoices and accounting records for ten years (Section 147 of the German Fiscal Code, Section 257 of the German Commercial Code).',
      ],
    },
    {
      heading: '9. Contacting us',
      paragraphs: [
        'If you write to us, we process your information in order to answer your request (Art. 6(1)(b) or (f) GDPR). We delete the request once it has been dealt with, unless retention obligations require otherwise.',
      ],
    },
    {
      heading: '10. Cookies',
      paragraphs: [
        'We use technically necessary cookies that are permitted without consent (Section 25(2) no. 2 of the German Telecommunications and Telemedia Data Protection Act, TTDSG): a session cookie for signing you in (HttpOnly), the XSRF-TOKEN cookie to protect against cross-site request forgery, and the cookieConsent and cookieAccepted cookies, in which we store your cookie choice for twelve months.',
        'We only set all other cookies with your consent (Section 25(1) TTDSG, Art. 6(1)(a) GDPR). We store your decision on audience measurement in the analytics_consent cookie. You can withdraw your consent at any time via the cookie settings.',
      ],
    },
    {
      heading: '11. Audience measurement',
      paragraphs: [
        'Only with your consent do we record in pseudonymised form how Spielraum is used in order to improve it. For this we use a processor based in the EU. The legal basis is Art. 6(1)(a) GDPR. We delete the data after 14 months at the latest.',
      ],
    },
    {
      heading: '12. Recipients',
      paragraphs: [
        'We only disclose data where necessary for the purposes stated: to hosting and email service providers in the EU, to Stripe for payments, to Google if you sign in with Google, to our analytics service provider (only with consent) and to authorities where we are legally obliged to do so. We have concluded agreements under Art. 28 GDPR with our processors.',
      ],
    },
    {
      heading: '13. Retention period',
      paragraphs: [
        'We store your data for as long as your account exists. If you delete your account, we delete your data within 30 days unless statutory retention obligations apply.',
      ],
    },
    {
      heading: '14. Minors',
      paragraphs: [
        'You may use Spielraum independently from the age of 16. Younger people need the consent of their parents or legal guardians (Art. 8 GDPR).',
      ],
    },
    {
      heading: '15. Your rights',
      paragraphs: [
        'You have the right of access (Art. 15 GDPR), rectification (Art. 16 GDPR), erasure (Art. 17 GDPR), restriction of processing (Art. 18 GDPR) and data portability (Art. 20 GDPR). You can withdraw consent at any time with effect for the future (Art. 7(3) GDPR). To do so, contact datenschutz@spielraum.example.',
        'Providing the data required for registration is necessary to conclude the contract. We do not use automated decision-making within the meaning of Art. 22 GDPR.',
      ],
    },
    {
      heading: '16. Right to object',
      paragraphs: [
        'You may object at any time, on grounds relating to your particular situation, to the processing of your data that we base on Art. 6(1)(f) GDPR (Art. 21 GDPR). We will then no longer process the data unless we can demonstrate compelling legitimate grounds or the processing serves to establish, exercise or defend legal claims. You may object to processing for direct marketing purposes at any time without giving reasons.',
      ],
    },
    {
      heading: '17. Right to lodge a complaint',
      paragraphs: [
        'You can lodge a complaint with a data protection supervisory authority. The authority responsible for us is the Berliner Beauftragte für Datenschutz und Informationsfreiheit (Berlin Commissioner for Data Protection and Freedom of Information), Alt-Moabit 59–61, 10555 Berlin, Germany, email: mailbox@datenschutz-berlin.de.',
      ],
    },
    {
      heading: '18. Changes',
      paragraphs: [
        'We update this privacy policy when our services or the law change. The version published at any given time applies.',
      ],
    },
  ],
};

export default doc;
