import type { LegalDocument } from './types';

const doc: LegalDocument = {
  title: 'Terms of Use',
  updated: 'August 8, 2023',
  intro:
    'Archived version of August 8, 2023. These Terms of Use are no longer valid and have been replaced by a newer version. We provide them for information only; the current version applies.',
  sections: [
    {
      heading: '§ 1 Scope',
      paragraphs: [
        'These Terms of Use apply to the use of the Spielraum platform, which is operated by Spielraum GmbH, Musterstraße 12, 10115 Berlin, Germany (“we”). You can reach us at kontakt@spielraum.example.',
        'By registering, you agree to these Terms of Use. Any other terms do not apply.',
      ],
    },
    {
      heading: '§ 2 Services',
      paragraphs: [
        'Spielraum is a community for gamers. You can publish short videos and posts, play games in your browser, chat with friends, join discussions in forums and use the virtual currency boostz.',
        'Using Spielraum is generally free of charge. Certain additional services, such as boostz packages and the Premium subscription, are subject to a charge; we clearly point this out before you order.',
        'There is no entitlement to Spielraum being available at all times. We may develop, change or discontinue free features.',
      ],
    },
    {
      heading: '§ 3 Registration',
      paragraphs: [
        'You must be at least 16 years old to use Spielraum independently. If you are younger, you need the consent of your parents or legal guardians.',
        'The information you provide when registering must be truthful. Each person may only create one account. Keep your sign-in details secret and let us know if you suspect that your account is being misused.',
      ],
    },
    {
      heading: '§ 4 Rules of conduct',
      paragraphs: ['When using Spielraum, you must in particular not'],
      list: [
        'publish illegal, offensive, threatening, discriminatory, pornographic or violence-glorifying content;',
        'harass, bully or pester other users;',
        'infringe copyrights, trademarks or personality rights of third parties;',
        'spread spam or unlabelled advertising;',
        'trade boostz or accounts for real money;',
        'use bots, scripts or other automated means, or manipulate or attack the platform;',
        'impersonate another person or a Spielraum employee.',
      ],
    },
    {
      heading: '§ 5 User content',
      paragraphs: [
        'You keep the rights to your content. You grant us a simple, royalty-free right to store, technically adapt, reproduce and make your content publicly available within Spielraum. This right ends when you delete the content or your account.',
        'You are responsible for your own content. You confirm that you hold the necessary rights.',
      ],
    },
    {
      heading: '§ 6 Measures in the event of violations',
      paragraphs: [
        'If you violate these Terms of Use or applicable law, we may remove content, warn you or suspend your account temporarily or permanently. In doing so, we take into account your legitimate interests and the severity of the violation.',
        'You can report violations by other users to us at any time at kontakt@spielraum.example.',
      ],
    },
    {
      heading: '§ 7 boostz',
      paragraphs: [
        'boostz are a virtual currency that you can only use within Spielraum, for example for profile borders. boostz have no monetary value and cannot be exchanged for money or paid out.',
        'You receive boostz by buying them or as a reward for certain activities. There is no entitlement to rewards.',
        'Purchased boostz are not refunded unless you have statutory rights. If you delete your account, your boostz lapse.',
      ],
    },
    {
      heading: '§ 8 Premium subscription',
      paragraphs: [
        'The Premium subscription runs for one month at a time and renews automatically for a further month unless you cancel it. The included benefits and the price are shown on the order page.',
        'You can cancel the subscription at any time with effect from the end of the current month, in your account settings using the “Cancel contracts here” button or by email to kontakt@spielraum.example.',
      ],
    },
    {
      heading: '§ 9 Prices, conclusion of contract and payment',
      paragraphs: [
        'All prices are final prices in euros including statutory VAT. By clicking “order with obligation to pay”, you submit a binding offer; the contract is concluded when the boostz are credited or the subscription is activated. Payments are processed by the payment service provider Stripe.',
      ],
    },
    {
      heading: '§ 10 Right of withdrawal',
      paragraphs: [
        'As a consumer, you have the right to withdraw from a contract for boostz or the Premium subscription within fourteen days without giving any reason. The withdrawal period expires fourteen days after the day the contract was concluded. To exercise your right of withdrawal, you must inform us (Spielraum GmbH, Musterstraße 12, 10115 Berlin, Germany, email: kontakt@spielraum.example) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an email). To meet the withdrawal deadline, it is sufficient for you to send your communication before the period has expired.',
        'If you withdraw from the contract, we will reimburse all payments received from you without undue delay and no later than fourteen days after receiving your withdrawal, using the same means of payment. If you requested that the subscription begin during the withdrawal period, you must pay us a reasonable amount for the part provided until your withdrawal.',
        'For boostz, the right of withdrawal expires once we have begun performing the contract after you have expressly consented to our beginning before the end of the withdrawal period and acknowledged that you thereby lose your right of withdrawal. We provide a model withdrawal form during the ordering process and on request.',
      ],
    },
    {
      heading: '§ 11 Liability',
      paragraphs: [
        'We are liable without limitation for intent and gross negligence, for injury to life, body or health and under the German Product Liability Act. In cases of slight negligence, we are only liable for breaches of material contractual obligations, limited to the foreseeable damage typical for this type of contract. Otherwise, liability is excluded.',
      ],
    },
    {
      heading: '§ 12 Term and termination',
      paragraphs: [
        'You can terminate the contract of use at any time by deleting your account in the settings. We may terminate the contract of use with two weeks’ notice. The right of either party to terminate without notice for good cause remains unaffected.',
        'After your account has been deleted, we delete your data in accordance with our Privacy Policy.',
      ],
    },
    {
      heading: '§ 13 Changes to the Terms of Use',
      paragraphs: [
        'We may change these Terms of Use. We will inform you of changes by email no later than four weeks before they take effect. If you do not object within four weeks of receiving the notification, the changes are deemed accepted. We will specifically point out your right to object and the consequences of not objecting in the notification.',
      ],
    },
    {
      heading: '§ 14 Online dispute resolution',
      paragraphs: [
        'The European Commission provides a platform for online dispute resolution, which you can find at https://ec.europa.eu/consumers/odr. We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
      ],
    },
    {
      heading: '§ 15 Final provisions',
      paragraphs: [
        'German law applies. Mandatory consumer protection provisions of the country in which you are habitually resident remain unaffected.',
        'Should individual provisions be invalid, the validity of the remaining provisions remains unaffected.',
      ],
    },
  ],
};

export default doc;
