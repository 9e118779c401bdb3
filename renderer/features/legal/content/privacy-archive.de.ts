import type { LegalDocument } from './types';

const doc: LegalDocument = {
  title: 'Datenschutzerklärung',
  updated: '01.03.2024',
  intro:
    'Archivierte Fassung vom 01.03.2024, gültig bis zum 05.09.2025 und inzwischen durch die aktuelle Datenschutzerklärung ersetzt; wir stellen sie nur zur Information bereit. Mit dieser Datenschutzerklärung informieren wir dich nach Art. 13 DSGVO darüber, welche personenbezogenen Daten wir bei der Nutzung von Spielraum verarbeiten.',
  sections: [
    {
      heading: '1. Verantwortlicher',
      paragraphs: ['Verantwortlich für die Datenverarbeitung ist:'],
      list: [
        'Spielraum GmbH',
        'Musterstraße 12, 10115 Berlin, Deutschland',
        'vertreten durch die Geschäftsführerin Jana Beispiel',
        'Telefon: +49 30 0000000',
        'E-Mail: kontakt@spielraum.example',
      ],
    },
    {
      heading: '2. Datenschutzbeauftragter',
      paragraphs: [
        'Unseren Datenschutzbeauftragten erreichst du unter datenschutz@spielraum.example oder unter unserer Postanschrift mit dem Zusatz „z. Hd. Datenschutzbeauftragter“.',
      ],
    },
    {
      heading: '3. Aufruf der Website und Server-Logfiles',
      paragraphs: [
        'Beim Aufruf von Spielraum verarbeiten wir technisch erforderliche Daten: IP-Adresse, Datum und Uhrzeit, aufgerufene Seite, Referrer, Browsertyp und Betriebssystem. Dies dient der Auslieferung der Website sowie der Sicherheit und Stabilität unserer Systeme. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im sicheren Betrieb von Spielraum. Die Logfiles löschen wir nach sieben Tagen, soweit sie nicht zur Aufklärung eines Sicherheitsvorfalls benötigt werden.',
      ],
    },
    {
      heading: '4. Benutzerkonto und Anmeldung mit Google',
      paragraphs: [
        'Für die Registrierung verarbeiten wir deine E-Mail-Adresse, deinen Benutzernamen und dein Passwort, das wir nur als Hashwert speichern. Freiwillig kannst du ein Profilbild und eine Kurzbeschreibung angeben. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.',
        'Meldest du dich mit Google an (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland), erhalten wir von Google deinen Namen, deine E-Mail-Adresse, dein Profilbild und eine Google-Kennung. Eine Verbindung zu Google entsteht erst, wenn du die Google-Anmeldung auswählst. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Dabei kann es zu einer Übermittlung an die Google LLC in den USA kommen, die nach dem EU-U.S. Data Privacy Framework zertifiziert ist.',
      ],
    },
    {
      heading: '5. Beiträge, Videos, Kommentare und Foren',
      paragraphs: [
        'Inhalte, die du veröffentlichst, speichern wir zusammen mit deinem Benutzernamen und dem Veröffentlichungszeitpunkt und zeigen sie anderen Nutzerinnen und Nutzern an. Videos wandeln wir technisch um und erzeugen Vorschaubilder. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Du kannst deine Inhalte jederzeit löschen.',
      ],
    },
    {
      heading: '6. Chat',
      paragraphs: [
        'Damit du Nachrichten mit anderen austauschen kannst, speichern wir Nachrichten, Absender, Empfänger und Zeitpunkt auf unseren Servern. Die Übertragung erfolgt verschlüsselt (TLS). Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Nachrichten speichern wir, bis du sie oder dein Konto löschst.',
      ],
    },
    {
      heading: '7. Spiele',
      paragraphs: [
        'Wir verarbeiten, welche Spiele du aufrufst, favorisierst und spielst, um dir Favoriten und zuletzt gespielte Spiele anzuzeigen (Art. 6 Abs. 1 lit. b DSGVO).',
      ],
    },
    {
      heading: '8. boostz und Zahlungen',
      paragraphs: [
        'Für boostz speichern wir Gutschriften und Belastungen mit Betrag, Anlass und Zeitpunkt. Zahlungen für boostz-Pakete und das Premium-Abonnement wickelt die Stripe Payments Europe, Limited, 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Irland, ab. Deine Zahlungsdaten gibst du direkt bei Stripe ein; wir erhalten nur Zahlungsstatus, Betrag, Zahlungsart und eine Zahlungskennung. Stripe kann Daten auch an die Stripe, Inc. in den USA übermitteln; Grundlage sind das EU-U.S. Data Privacy Framework und Standardvertragsklauseln.',
        'Rechtsgrundlagen sind Art. 6 Abs. 1 lit. b und c DSGVO. Rechnungen und Buchungsbelege bewahren wir zehn Jahre auf (§ 147 AO, § 257 HGB).',
      ],
    },
    {
      heading: '9. Kontaktaufnahme',
      paragraphs: [
        'Schreibst du uns, verarbeiten wir deine Angaben, um deine Anfrage zu beantworten (Art. 6 Abs. 1 lit. b bzw. lit. f DSGVO). Wir löschen die Anfrage, wenn sie erledigt ist und keine Aufbewahrungspflichten entgegenstehen.',
      ],
    },
    {
      heading: '10. Cookies',
      paragraphs: [
        'Wir setzen technisch notwendige Cookies ein, die ohne Einwilligung zulässig sind (§ 25 Abs. 2 Nr. 2 TTDSG): ein Sitzungs-Cookie für deine Anmeldung (HttpOnly), das Cookie XSRF-TOKEN zum Schutz vor Cross-Site-Request-Forgery sowie die Cookies cookieConsent und cookieAccepted, in denen wir deine Cookie-Entscheidung für zwölf Monate speichern.',
        'Alle übrigen Cookies setzen wir nur mit deiner Einwilligung (§ 25 Abs. 1 TTDSG, Art. 6 Abs. 1 lit. a DSGVO). Deine Entscheidung zur Reichweitenanalyse speichern wir im Cookie analytics_consent. Du kannst deine Einwilligung jederzeit über die Cookie-Einstellungen widerrufen.',
      ],
    },
    {
      heading: '11. Reichweitenanalyse',
      paragraphs: [
        'Nur mit deiner Einwilligung erfassen wir pseudonymisiert, wie Spielraum genutzt wird, um das Angebot zu verbessern. Wir setzen dafür einen Auftragsverarbeiter mit Sitz in der EU ein. Rechtsgrundlage ist Art. 6 Abs. 1 lit. a DSGVO. Die Daten löschen wir spätestens nach 14 Monaten.',
      ],
    },
    {
      heading: '12. Empfänger',
      paragraphs: [
        'Wir geben Daten nur weiter, soweit dies für die genannten Zwecke erforderlich ist: an Hosting- und E-Mail-Dienstleister in der EU, an Stripe für Zahlungen, an Google bei der Google-Anmeldung, an unseren Analysedienstleister (nur mit Einwilligung) sowie an Behörden, soweit wir gesetzlich dazu verpflichtet sind. Mit unseren Auftragsverarbeitern haben wir Verträge nach Art. 28 DSGVO geschlossen.',
      ],
    },
    {
      heading: '13. Speicherdauer',
      paragraphs: [
        'Wir speichern deine Daten, solange dein Konto besteht. Löschst du dein Konto, löschen wir deine Daten innerhalb von 30 Tagen, soweit keine gesetzlichen Aufbewahrungspflichten bestehen.',
      ],
    },
    {
      heading: '14. Minderjährige',
      paragraphs: [
        'Spielraum darfst du ab 16 Jahren eigenständig nutzen. Jüngere Personen benötigen die Zustimmung ihrer Eltern bzw. Erziehungsberechtigten (Art. 8 DSGVO).',
      ],
    },
    {
      heading: '15. Deine Rechte',
      paragraphs: [
        'Du hast das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16 DSGVO), Löschung (Art. 17 DSGVO), Einschränkung der Verarbeitung (Art. 18 DSGVO) und Datenübertragbarkeit (Art. 20 DSGVO). Eine Einwilligung kannst du jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO). Wende dich dazu an datenschutz@spielraum.example.',
        'Die Bereitstellung der für die Registrierung erforderlichen Daten ist für den Vertragsschluss notwendig. Eine automatisierte Entscheidungsfindung nach Art. 22 DSGVO findet nicht statt.',
      ],
    },
    {
      heading: '16. Widerspruchsrecht',
      paragraphs: [
        'Du kannst aus Gründen, die sich aus deiner besonderen Situation ergeben, jederzeit der Verarbeitung deiner Daten widersprechen, die wir auf Art. 6 Abs. 1 lit. f DSGVO stützen (Art. 21 DSGVO). Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen. Der Verarbeitung zu Zwecken der Direktwerbung kannst du jederzeit ohne Angabe von Gründen widersprechen.',
      ],
    },
    {
      heading: '17. Beschwerderecht',
      paragraphs: [
        'Du kannst dich bei einer Datenschutz-Aufsichtsbehörde beschweren. Für uns zuständig ist die Berliner Beauftragte für Datenschutz und Informationsfreiheit, Alt-Moabit 59–61, 10555 Berlin, E-Mail: mailbox@datenschutz-berlin.de.',
      ],
    },
    {
      heading: '18. Änderungen',
      paragraphs: [
        'Wir passen diese Datenschutzerklärung an, wenn sich unser Angebot oder die Rechtslage ändert. Es gilt die jeweils veröffentlichte Fassung.',
      ],
    },
  ],
};

export default doc;
