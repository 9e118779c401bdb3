import type { LegalDocument } from './types';

const doc: LegalDocument = {
  title: 'Impressum',
  updated: '06.09.2025',
  sections: [
    {
      heading: 'Angaben gemäß § 5 DDG',
      list: ['Spielraum GmbH', 'Musterstraße 12', '10115 Berlin', 'Deutschland'],
    },
    {
      heading: 'Vertreten durch',
      paragraphs: ['Geschäftsführerin: Jana Beispiel'],
    },
    {
      heading: 'Kontakt',
      list: ['Telefon: +49 30 0000000', 'E-Mail: kontakt@spielraum.example'],
    },
    {
      heading: 'Registereintrag',
      list: ['Registergericht: Amtsgericht Berlin-Charlottenburg', 'Registernummer: HRB 000000'],
    },
    {
      heading: 'Umsatzsteuer-Identifikationsnummer',
      paragraphs: ['Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE000000000'],
    },
    {
      heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      list: ['Jana Beispiel', 'Musterstraße 12', '10115 Berlin', 'Deutschland'],
    },
    {
      heading: 'Datenschutz',
      paragraphs: [
        'Fragen zum Datenschutz richtest du bitte an datenschutz@spielraum.example. Wie wir mit personenbezogenen Daten umgehen, erklären wir in unserer Datenschutzerklärung.',
      ],
    },
    {
      heading: 'Kontaktstelle nach dem Digital Services Act',
      paragraphs: [
        'Unsere zentrale Kontaktstelle für Behörden der Mitgliedstaaten, die Europäische Kommission und das Europäische Gremium für digitale Dienste (Art. 11 DSA) sowie für Nutzerinnen und Nutzer (Art. 12 DSA) erreichst du unter kontakt@spielraum.example. Du kannst uns auf Deutsch oder Englisch schreiben.',
        'Rechtswidrige Inhalte kannst du uns über die Meldefunktion in Spielraum oder per E-Mail an dieselbe Adresse melden. Wie wir mit Meldungen umgehen, beschreiben unsere Nutzungsbedingungen.',
      ],
    },
    {
      heading: 'Verbraucherstreitbeilegung',
      paragraphs: [
        'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        'Unabhängig davon kannst du dich bei Streitigkeiten über unsere Moderationsentscheidungen an eine nach Art. 21 DSA zertifizierte außergerichtliche Streitbeilegungsstelle wenden.',
      ],
    },
    {
      heading: 'Jugendschutz',
      paragraphs: [
        'Spiele im Katalog tragen die Altersfreigaben, die uns die jeweiligen Anbieter mitteilen. Hinweise und Fragen zum Jugendschutz richtest du bitte an kontakt@spielraum.example.',
      ],
    },
    {
      heading: 'Haftung für Inhalte',
      paragraphs: [
        'Die Inhalte, die wir selbst auf Spielraum veröffentlichen, erstellen wir mit größtmöglicher Sorgfalt. Für Inhalte, die Nutzerinnen und Nutzer veröffentlichen, sind diese selbst verantwortlich; wir machen uns solche Inhalte nicht zu eigen.',
        'Als Hostingdiensteanbieter sind wir für die von Nutzerinnen und Nutzern gespeicherten Informationen nach Art. 6 DSA nicht verantwortlich, solange wir keine tatsächliche Kenntnis von einer rechtswidrigen Tätigkeit oder einem rechtswidrigen Inhalt haben. Sobald wir davon Kenntnis erlangen, werden wir zügig tätig und entfernen den Inhalt oder sperren den Zugang dazu. Eine allgemeine Pflicht, die übermittelten oder gespeicherten Informationen zu überwachen, besteht nicht (Art. 8 DSA).',
      ],
    },
    {
      heading: 'Haftung für Links',
      paragraphs: [
        'Spielraum enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Zum Zeitpunkt der Verlinkung waren für uns keine Rechtsverstöße erkennbar. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Links umgehend.',
      ],
    },
    {
      heading: 'Urheberrecht',
      paragraphs: [
        'Die von uns erstellten Inhalte, Grafiken, Marken und die Software von Spielraum unterliegen dem Urheber- und Markenrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen unserer vorherigen schriftlichen Zustimmung. Spiele im Katalog sowie Inhalte von Nutzerinnen und Nutzern sind Werke der jeweiligen Rechteinhaber.',
      ],
    },
  ],
};

export default doc;
