import type { LegalDocument } from './types';

const doc: LegalDocument = {
  title: 'Nutzungsbedingungen',
  updated: '08.08.2023',
  intro:
    'Archivierte Fassung vom 08.08.2023. Diese Nutzungsbedingungen sind nicht mehr gültig und wurden durch eine neuere Fassung ersetzt. Wir stellen sie nur zur Information bereit; maßgeblich ist die jeweils aktuelle Fassung.',
  sections: [
    {
      heading: '§ 1 Geltungsbereich',
      paragraphs: [
        'Diese Nutzungsbedingungen gelten für die Nutzung der Plattform Spielraum, die von der Spielraum GmbH, Musterstraße 12, 10115 Berlin („wir“) betrieben wird. Du erreichst uns unter kontakt@spielraum.example.',
        'Mit deiner Registrierung erklärst du dich mit diesen Nutzungsbedingungen einverstanden. Abweichende Bedingungen gelten nicht.',
      ],
    },
    {
      heading: '§ 2 Leistungen',
      paragraphs: [
        'Spielraum ist eine Community für Gamerinnen und Gamer. Du kannst kurze Videos und Beiträge veröffentlichen, Spiele im Browser spielen, mit Freundinnen und Freunden chatten, in Foren diskutieren und die virtuelle Währung boostz nutzen.',
        'Die Nutzung von Spielraum ist grundsätzlich kostenlos. Einzelne Zusatzleistungen wie boostz-Pakete und das Premium-Abonnement sind kostenpflichtig; darauf weisen wir vor der Bestellung deutlich hin.',
        'Einen Anspruch auf ständige Verfügbarkeit von Spielraum gibt es nicht. Wir dürfen kostenlose Funktionen weiterentwickeln, ändern oder einstellen.',
      ],
    },
    {
      heading: '§ 3 Registrierung',
      paragraphs: [
        'Um Spielraum eigenständig zu nutzen, musst du mindestens 16 Jahre alt sein. Bist du jünger, brauchst du die Zustimmung deiner Eltern bzw. Erziehungsberechtigten.',
        'Deine Angaben bei der Registrierung müssen wahrheitsgemäß sein. Jede Person darf nur ein Konto anlegen. Halte deine Zugangsdaten geheim und informiere uns, wenn du einen Missbrauch deines Kontos vermutest.',
      ],
    },
    {
      heading: '§ 4 Verhaltensregeln',
      paragraphs: ['Bei der Nutzung von Spielraum ist insbesondere untersagt,'],
      list: [
        'rechtswidrige, beleidigende, bedrohende, diskriminierende, pornografische oder gewaltverherrlichende Inhalte zu veröffentlichen;',
        'andere Nutzerinnen und Nutzer zu belästigen, zu mobben oder zu bedrängen;',
        'Urheber-, Marken- oder Persönlichkeitsrechte Dritter zu verletzen;',
        'Spam oder nicht gekennzeichnete Werbung zu verbreiten;',
        'boostz oder Konten gegen echtes Geld zu handeln;',
        'Bots, Skripte oder andere automatisierte Mittel einzusetzen oder die Plattform zu manipulieren oder anzugreifen;',
        'sich als eine andere Person oder als Mitarbeiterin oder Mitarbeiter von Spielraum auszugeben.',
      ],
    },
    {
      heading: '§ 5 Inhalte der Nutzerinnen und Nutzer',
      paragraphs: [
        'Die Rechte an deinen Inhalten bleiben bei dir. Du räumst uns ein einfaches, unentgeltliches Recht ein, deine Inhalte im Rahmen von Spielraum zu speichern, technisch anzupassen, zu vervielfältigen und öffentlich zugänglich zu machen. Dieses Recht endet, wenn du den Inhalt oder dein Konto löschst.',
        'Für deine Inhalte bist du selbst verantwortlich. Du versicherst, dass du über die erforderlichen Rechte verfügst.',
      ],
    },
    {
      heading: '§ 6 Maßnahmen bei Verstößen',
      paragraphs: [
        'Verstößt du gegen diese Nutzungsbedingungen oder geltendes Recht, können wir Inhalte entfernen, dich verwarnen oder dein Konto vorübergehend oder dauerhaft sperren. Dabei berücksichtigen wir deine berechtigten Interessen und die Schwere des Verstoßes.',
        'Verstöße anderer Nutzerinnen und Nutzer kannst du uns jederzeit unter kontakt@spielraum.example melden.',
      ],
    },
    {
      heading: '§ 7 boostz',
      paragraphs: [
        'boostz sind eine virtuelle Währung, die du ausschließlich innerhalb von Spielraum einsetzen kannst, zum Beispiel für Profilrahmen. boostz haben keinen Geldwert und können nicht in Geld umgetauscht oder ausgezahlt werden.',
        'Du erhältst boostz durch Kauf oder als Belohnung für bestimmte Aktivitäten. Auf Belohnungen besteht kein Anspruch.',
        'Eine Erstattung gekaufter boostz ist ausgeschlossen, soweit keine gesetzlichen Rechte bestehen. Löschst du dein Konto, verfallen deine boostz.',
      ],
    },
    {
      heading: '§ 8 Premium-Abonnement',
      paragraphs: [
        'Das Premium-Abonnement läuft jeweils einen Monat und verlängert sich automatisch um einen weiteren Monat, wenn du es nicht kündigst. Die enthaltenen Leistungen und der Preis ergeben sich aus der Bestellseite.',
        'Du kannst das Abonnement jederzeit zum Ende des laufenden Monats kündigen, in den Kontoeinstellungen über die Schaltfläche „Verträge hier kündigen“ oder per E-Mail an kontakt@spielraum.example.',
      ],
    },
    {
      heading: '§ 9 Preise, Vertragsschluss und Zahlung',
      paragraphs: [
        'Alle Preise sind Endpreise in Euro einschließlich der gesetzlichen Umsatzsteuer. Mit einem Klick auf „zahlungspflichtig bestellen“ gibst du ein verbindliches Angebot ab; der Vertrag kommt mit der Gutschrift der boostz bzw. der Freischaltung des Abonnements zustande. Die Zahlung wickeln wir über den Zahlungsdienstleister Stripe ab.',
      ],
    },
    {
      heading: '§ 10 Widerrufsrecht',
      paragraphs: [
        'Als Verbraucherin oder Verbraucher hast du das Recht, binnen vierzehn Tagen ohne Angabe von Gründen einen Vertrag über boostz oder das Premium-Abonnement zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses. Um dein Widerrufsrecht auszuüben, musst du uns (Spielraum GmbH, Musterstraße 12, 10115 Berlin, E-Mail: kontakt@spielraum.example) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über deinen Entschluss, diesen Vertrag zu widerrufen, informieren. Zur Wahrung der Widerrufsfrist reicht es aus, dass du die Mitteilung vor Ablauf der Frist absendest.',
        'Wenn du den Vertrag widerrufst, zahlen wir dir alle Zahlungen, die wir von dir erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab Eingang deines Widerrufs über dasselbe Zahlungsmittel zurück. Hast du verlangt, dass das Abonnement während der Widerrufsfrist beginnt, hast du uns einen angemessenen Betrag für den bis zum Widerruf erbrachten Teil zu zahlen.',
        'Bei boostz erlischt das Widerrufsrecht, wenn wir mit der Vertragserfüllung begonnen haben, nachdem du ausdrücklich zugestimmt hast, dass wir vor Ablauf der Widerrufsfrist beginnen, und deine Kenntnis davon bestätigt hast, dass du dadurch dein Widerrufsrecht verlierst. Ein Muster-Widerrufsformular stellen wir dir im Bestellvorgang und auf Anfrage zur Verfügung.',
      ],
    },
    {
      heading: '§ 11 Haftung',
      paragraphs: [
        'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung des Lebens, des Körpers oder der Gesundheit und nach dem Produkthaftungsgesetz. Bei leichter Fahrlässigkeit haften wir nur bei Verletzung einer wesentlichen Vertragspflicht und begrenzt auf den vertragstypischen, vorhersehbaren Schaden. Im Übrigen ist die Haftung ausgeschlossen.',
      ],
    },
    {
      heading: '§ 12 Laufzeit und Kündigung',
      paragraphs: [
        'Du kannst den Nutzungsvertrag jederzeit kündigen, indem du dein Konto in den Einstellungen löschst. Wir können den Nutzungsvertrag mit einer Frist von zwei Wochen kündigen. Das Recht beider Seiten zur fristlosen Kündigung aus wichtigem Grund bleibt unberührt.',
        'Nach der Löschung deines Kontos löschen wir deine Daten nach Maßgabe unserer Datenschutzerklärung.',
      ],
    },
    {
      heading: '§ 13 Änderungen der Nutzungsbedingungen',
      paragraphs: [
        'Wir können diese Nutzungsbedingungen ändern. Über Änderungen informieren wir dich spätestens vier Wochen vor ihrem Inkrafttreten per E-Mail. Widersprichst du nicht innerhalb von vier Wochen nach Zugang der Mitteilung, gelten die Änderungen als angenommen. Auf dein Widerspruchsrecht und die Folgen eines unterlassenen Widerspruchs weisen wir dich in der Mitteilung gesondert hin.',
      ],
    },
    {
      heading: '§ 14 Online-Streitbeilegung',
      paragraphs: [
        'Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung bereit, die du unter https://ec.europa.eu/consumers/odr findest. Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
      ],
    },
    {
      heading: '§ 15 Schlussbestimmungen',
      paragraphs: [
        'Es gilt deutsches Recht. Zwingende Verbraucherschutzvorschriften des Staates, in dem du deinen gewöhnlichen Aufenthalt hast, bleiben unberührt.',
        'Sollten einzelne Bestimmungen unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
      ],
    },
  ],
};

export default doc;
