import type { LegalDocument } from './types';

const doc: LegalDocument = {
  title: 'Legal Notice (Impressum)',
  updated: 'September 6, 2025',
  intro:
    'This English version is provided for convenience. The information below is required by German law; the German version of this notice is authoritative.',
  sections: [
    {
      heading: 'Information pursuant to Section 5 of the German Digital Services Act (DDG)',
      list: ['Spielraum GmbH', 'Musterstraße 12', '10115 Berlin', 'Germany'],
    },
    {
      heading: 'Represented by',
      paragraphs: ['Managing director: Jana Beispiel'],
    },
    {
      heading: 'Contact',
      list: ['Phone: +49 30 0000000', 'Email: kontakt@spielraum.example'],
    },
    {
      heading: 'Commercial register',
      list: [
        'Register court: Amtsgericht Berlin-Charlottenburg (Local Court of Berlin-Charlottenburg)',
        'Registration number: HRB 000000',
      ],
    },
    {
      heading: 'VAT identification number',
      paragraphs: ['VAT identification number pursuant to Section 27a of the German VAT Act: DE000000000'],
    },
    {
      heading:
        'Responsible for content pursuant to Section 18(2) of the German Interstate Media Treaty (MStV)',
      list: ['Jana Beispiel', 'Musterstraße 12', '10115 Berlin', 'Germany'],
    },
    {
      heading: 'Data protection',
      paragraphs: [
        'Please send any questions about data protection to datenschutz@spielraum.example. Our Privacy Policy explains how we handle personal data.',
      ],
    },
    {
      heading: 'Point of contact under the Digital Services Act',
      paragraphs: [
        'Our single point of contact for the authorities of the member states, the European Commission and the European Board for Digital Services (Art. 11 DSA) and for users (Art. 12 DSA) can be reached at kontakt@spielraum.example. You can write to us in German or English.',
        'You can report illegal content to us using the report function in Spielraum or by email to the same address. Our Terms of Use describe how we handle reports.',
      ],
    },
    {
      heading: 'Consumer dispute resolution',
      paragraphs: [
        'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
        'Independently of this, you can turn to an out-of-court dispute settlement body certified under Art. 21 DSA in disputes about our moderation decisions.',
      ],
    },
    {
      heading: 'Protection of minors',
      paragraphs: [
        'Games in the catalogue show the age ratings provided to us by the respective publishers. Please send any comments or questions about the protection of minors to kontakt@spielraum.example.',
      ],
    },
    {
      heading: 'Liability for content',
      paragraphs: [
        'We create the content we publish on Spielraum ourselves with the greatest possible care. Users are responsible for the content they publish; we do not adopt such content as our own.',
        'As a hosting service provider, we are not liable under Art. 6 DSA for information stored by users as long as we have no actual knowledge of illegal activity or illegal content. As soon as we become aware of it, we act expeditiously to remove the content or disable access to it. There is no general obligation to monitor the information transmitted or stored (Art. 8 DSA).',
      ],
    },
    {
      heading: 'Liability for links',
      paragraphs: [
        'Spielraum contains links to external third-party websites whose content we cannot influence. The respective provider or operator is always responsible for that content. At the time the links were set, no legal violations were apparent to us. If we become aware of any infringements, we will remove the links concerned immediately.',
      ],
    },
    {
      heading: 'Copyright',
      paragraphs: [
        'The content, graphics and trademarks we create and the Spielraum software are protected by copyright and trademark law. Any reproduction, adaptation, distribution or other exploitation beyond the limits of copyright law requires our prior written consent. Games in the catalogue and content posted by users are the works of their respective rights holders.',
      ],
    },
  ],
};

export default doc;
