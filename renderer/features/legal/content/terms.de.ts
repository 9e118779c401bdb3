import type { LegalDocument } from './types';

const doc: LegalDocument = {
  title: 'Nutzungsbedingungen',
  updated: '06.09.2025',
  intro:
    'Willkommen bei Spielraum! Diese Nutzungsbedingungen regeln, wie du Spielraum im Browser und über unseren Desktop-Launcher nutzen kannst, was du von uns erwarten darfst und was wir von dir erwarten. Bitte lies sie aufmerksam. In Ziffer 22 findest du die Widerrufsbelehrung für kostenpflichtige Leistungen. Wie wir mit deinen Daten umgehen, erklären wir in unserer Datenschutzerklärung.',
  sections: [
    {
      heading: '1. Geltungsbereich und Anbieter',
      paragraphs: [
        'Spielraum ist eine Gaming-Community-Plattform der Spielraum GmbH, Musterstraße 12, 10115 Berlin, Deutschland, eingetragen im Handelsregister des Amtsgerichts Berlin-Charlottenburg unter HRB 000000, vertreten durch die Geschäftsführerin Jana Beispiel („wir“, „uns“). Du erreichst uns per E-Mail unter kontakt@spielraum.example und telefonisch unter +49 30 0000000.',
        'Diese Nutzungsbedingungen gelten für alle Verträge zwischen dir und uns über die Nutzung von Spielraum, einschließlich kostenpflichtiger Leistungen wie boostz-Pakete und Abonnements. Abweichende Bedingungen von dir gelten nicht. Für einzelne Aktionen, etwa Giveaways, können ergänzende Teilnahmebedingungen gelten, auf die wir dort hinweisen.',
        'Verbraucherin oder Verbraucher im Sinne dieser Bedingungen ist jede natürliche Person, die ein Rechtsgeschäft zu Zwecken abschließt, die überwiegend weder ihrer gewerblichen noch ihrer selbständigen beruflichen Tätigkeit zugerechnet werden können (§ 13 BGB).',
      ],
    },
    {
      heading: '2. Leistungen von Spielraum',
      paragraphs: [
        'Spielraum bietet dir insbesondere einen Feed mit kurzen Videos und Beiträgen, einen Spielekatalog mit Spielen, die du direkt im Browser spielen kannst, Freundschaften, Gruppen, Chat und Foren, die virtuelle Währung boostz mit Shop, Spenden, Belohnungen und Quests, Abonnements, KI-Funktionen zum Erstellen von Spielen und Podcasts, einen Assistenten, Wohlbefinden-Funktionen rund um deine Spielzeit sowie einen Desktop-Launcher.',
        'Die Grundfunktionen sind kostenlos. Kostenpflichtig sind nur Leistungen, die wir vor der Bestellung ausdrücklich als kostenpflichtig kennzeichnen, insbesondere boostz-Pakete und Abonnements.',
        'Wir bemühen uns um eine möglichst unterbrechungsfreie Verfügbarkeit. Wartungsarbeiten, Sicherheitsupdates und Störungen, die wir nicht zu vertreten haben, können die Verfügbarkeit vorübergehend einschränken. Deine gesetzlichen Rechte bei kostenpflichtigen Leistungen bleiben unberührt.',
      ],
    },
    {
      heading: '3. Registrierung, Mindestalter und Benutzerkonto',
      paragraphs: [
        'Für die meisten Funktionen brauchst du ein Benutzerkonto. Du kannst dich mit deiner E-Mail-Adresse oder mit deinem Google-Konto registrieren. Mit Abschluss der Registrierung kommt zwischen dir und uns ein unentgeltlicher Nutzungsvertrag zustande. Einige Funktionen setzen voraus, dass du deine E-Mail-Adresse bestätigt hast.',
        'Du musst mindestens 16 Jahre alt sein, um Spielraum eigenständig zu nutzen. Bist du jünger, darfst du Spielraum nur mit Zustimmung deiner Eltern bzw. Erziehungsberechtigten nutzen. Kostenpflichtige Leistungen darfst du als minderjährige Person nur mit Zustimmung deiner Erziehungsberechtigten oder mit Mitteln erwerben, die dir zu diesem Zweck oder zur freien Verfügung überlassen wurden (§ 110 BGB). Wir können einen Nachweis verlangen.',
        'Deine Angaben müssen wahr und aktuell sein. Jede Person darf nur ein Konto führen; Konten sind persönlich und nicht übertragbar. Dein Benutzername darf keine Rechte Dritter verletzen, nicht beleidigend sein und nicht den Eindruck erwecken, du seist eine andere Person oder gehörtest zu unserem Team.',
        'Halte dein Passwort geheim und schütze deinen Zugang. Informiere uns unverzüglich, wenn du vermutest, dass jemand unbefugt auf dein Konto zugreift. Für Handlungen über dein Konto bist du verantwortlich, soweit du sie zu vertreten hast.',
      ],
    },
    {
      heading: '4. Community-Regeln',
      paragraphs: [
        'Spielraum lebt von einem respektvollen Miteinander. Die folgenden Regeln gelten für alle Inhalte, die du veröffentlichst oder versendest – Videos, Beiträge, Kommentare, Forenbeiträge, Chatnachrichten, Profilangaben und mit KI erzeugte Inhalte – sowie für dein Verhalten auf Spielraum. Bei Verstößen können wir die in Ziffer 6 beschriebenen Maßnahmen ergreifen.',
        'Sicherheitslücken oder Fehler, die du findest, melde bitte vertraulich an kontakt@spielraum.example, statt sie auszunutzen oder zu verbreiten.',
        'Nicht erlaubt ist insbesondere:',
      ],
      list: [
        'rechtswidrige Inhalte zu verbreiten, etwa Beleidigungen, Verleumdungen, Bedrohungen, Volksverhetzung, Kennzeichen verfassungswidriger Organisationen außerhalb der gesetzlich zulässigen Zusammenhänge, Gewaltverherrlichung, terroristische Inhalte oder Darstellungen sexuellen Missbrauchs von Kindern und Jugendlichen;',
        'andere zu mobben, zu belästigen, einzuschüchtern oder zu stalken oder Menschen wegen ihrer Herkunft, Hautfarbe, Religion, Weltanschauung, ihres Geschlechts, ihrer sexuellen Identität, einer Behinderung, ihres Alters oder anderer Merkmale herabzuwürdigen (Hassrede);',
        'pornografische oder sonst jugendgefährdende Inhalte zu veröffentlichen sowie Inhalte, die Suizid, Selbstverletzung oder Essstörungen verherrlichen oder dazu anleiten;',
        'personenbezogene Daten anderer ohne deren Erlaubnis zu veröffentlichen, etwa Anschriften, Telefonnummern oder private Fotos, oder Personen ohne ihre Einwilligung zu filmen und zu zeigen;',
        'Urheber-, Marken-, Persönlichkeits- oder sonstige Rechte Dritter zu verletzen, zum Beispiel durch das Hochladen fremder Videos, Musik oder Spiele ohne Berechtigung;',
        'Spam, Kettenbriefe oder nicht gekennzeichnete Werbung zu verbreiten; bezahlte Kooperationen und sonstige Werbung musst du deutlich als solche kennzeichnen;',
        'andere zu täuschen oder zu betrügen, etwa durch Phishing, gefälschte Giveaways oder den Handel mit boostz, Konten oder digitalen Artikeln gegen echtes Geld;',
        'dich als eine andere Person, als Mitarbeiterin oder Mitarbeiter von Spielraum oder als offizielles Konto auszugeben;',
        'mit KI oder auf andere Weise erzeugte, täuschend echte Darstellungen realer Personen (Deepfakes) ohne deren Einwilligung zu verbreiten;',
        'Spielraum oder andere Nutzerinnen und Nutzer technisch anzugreifen, Schadsoftware zu verbreiten, Sicherheitsmaßnahmen oder Ratenbegrenzungen zu umgehen oder unsere Systeme übermäßig zu belasten;',
        'ohne unsere vorherige Zustimmung Bots, Skripte, Scraper oder andere automatisierte Mittel einzusetzen, etwa um Inhalte auszulesen, Likes, Follower, Belohnungen oder boostz zu erschleichen oder Abstimmungen und Giveaways zu manipulieren;',
        'Fehler von Spielraum, etwa bei boostz, Belohnungen oder Quests, vorsätzlich zum eigenen Vorteil auszunutzen.',
      ],
    },
    {
      heading: '5. Deine Inhalte und Nutzungsrechte',
      paragraphs: [
        'Die Rechte an den Inhalten, die du auf Spielraum hochlädst oder veröffentlichst, bleiben bei dir. Du bist für deine Inhalte verantwortlich und versicherst, dass du über alle erforderlichen Rechte verfügst – auch an Musik, Spielszenen und an den Bildern abgebildeter Personen – und dass deine Inhalte weder gegen diese Nutzungsbedingungen noch gegen geltendes Recht verstoßen.',
        'Damit wir Spielraum betreiben können, räumst du uns an deinen Inhalten ein einfaches (nicht ausschließliches), unentgeltliches, weltweites und auf die Dauer der Veröffentlichung beschränktes Recht ein, sie im Rahmen von Spielraum (Website, Desktop-Launcher und Teilen-Funktion) zu speichern, zu vervielfältigen, technisch zu bearbeiten – etwa umzuwandeln, zu komprimieren, zuzuschneiden und Vorschaubilder zu erzeugen –, öffentlich zugänglich zu machen und anderen Nutzerinnen und Nutzern anzuzeigen. Wir dürfen dieses Recht an technische Dienstleister weitergeben, soweit sie uns beim Betrieb von Spielraum unterstützen. An privaten Nachrichten erhalten wir nur die Rechte, die für deren Speicherung und Zustellung erforderlich sind.',
        'Außerhalb von Spielraum, etwa in Werbung oder auf unseren Social-Media-Kanälen, nutzen wir deine Inhalte nur mit deiner gesonderten Zustimmung.',
        'Das Nutzungsrecht endet, wenn du den Inhalt oder dein Konto löschst. Wir entfernen den Inhalt dann aus der öffentlichen Ansicht; technisch bedingte Kopien in Sicherungen werden spätestens nach 30 Tagen überschrieben. Soweit wir gesetzlich verpflichtet oder berechtigt sind, Inhalte länger aufzubewahren – etwa als Beweismittel nach einer Meldung –, dürfen wir sie ausschließlich für diesen Zweck weiter speichern.',
        'Für Inhalte anderer Nutzerinnen und Nutzer sind die jeweiligen Verfasserinnen und Verfasser verantwortlich. Wir machen uns fremde Inhalte nicht zu eigen.',
      ],
    },
    {
      heading: '6. Meldungen, Moderation und Beschwerden',
      paragraphs: [
        'Meldungen: Inhalte, die du für rechtswidrig oder für einen Verstoß gegen diese Nutzungsbedingungen hältst, kannst du uns jederzeit über die Meldefunktion in Spielraum oder per E-Mail an kontakt@spielraum.example melden. Damit wir die Meldung prüfen können, sollte sie eine Begründung, die genaue Fundstelle (zum Beispiel den Link), deinen Namen und deine E-Mail-Adresse sowie die Erklärung enthalten, dass du in gutem Glauben von der Richtigkeit und Vollständigkeit deiner Angaben überzeugt bist (Art. 16 DSA). Wir bestätigen dir den Eingang und teilen dir unsere Entscheidung mit.',
        'Prüfung: Wir prüfen Meldungen zeitnah, sorgfältig, objektiv und frei von Willkür. Dabei können wir automatisierte Hilfsmittel einsetzen, etwa Filter gegen Spam und bekannte missbräuchliche Inhalte sowie Ratenbegrenzungen. Über die Sperrung von Konten und über Beschwerden entscheiden stets Menschen.',
        'Maßnahmen: Bei Verstößen können wir unter Berücksichtigung der Schwere des Verstoßes, eines etwaigen Verschuldens und deiner berechtigten Interessen insbesondere Inhalte entfernen oder ihre Sichtbarkeit einschränken, Inhalte mit einem Hinweis versehen, dich verwarnen, einzelne Funktionen wie Chat, Kommentare oder Uploads vorübergehend sperren, dein Konto vorübergehend sperren oder den Vertrag nach Ziffer 19 kündigen. Über jede Maßnahme informieren wir dich mit einer klaren und spezifischen Begründung (Art. 17 DSA), es sei denn, dies ist uns gesetzlich untersagt.',
        'Missbrauch: Verbreitest du häufig offensichtlich rechtswidrige Inhalte, sperren wir dein Konto nach vorheriger Warnung für einen angemessenen Zeitraum. Reichst du häufig offensichtlich unbegründete Meldungen oder Beschwerden ein, bearbeiten wir diese nach vorheriger Warnung für einen angemessenen Zeitraum nicht (Art. 23 DSA).',
        'Beschwerde: Gegen unsere Entscheidungen – auch gegen die Entscheidung, auf deine Meldung hin nichts zu unternehmen – kannst du innerhalb von sechs Monaten nach ihrer Mitteilung kostenlos Beschwerde einlegen, indem du auf unsere Benachrichtigung antwortest oder an kontakt@spielraum.example schreibst (Art. 20 DSA). Wir prüfen deine Beschwerde unter der Aufsicht qualifizierter Mitarbeiterinnen und Mitarbeiter und heben unsere Entscheidung auf, wenn sie sich als unbegründet erweist.',
        'Außergerichtliche Streitbeilegung: Außerdem kannst du dich an eine nach Art. 21 DSA zertifizierte außergerichtliche Streitbeilegungsstelle wenden. Dein Recht, die Gerichte anzurufen, bleibt unberührt.',
      ],
    },
    {
      heading: '7. Empfehlungssysteme',
      paragraphs: [
        'Welche Beiträge, Videos und Spiele du im Feed, beim Entdecken und in Vorschlägen siehst, bestimmen automatisierte Empfehlungssysteme. Kommentare sortieren wir nach einer Bewertung aus Likes, Antworten, der Zahl der Follower der verfassenden Person und der Aktualität. Beiträge, deren Reichweite mit einem Boost erhöht wurde, kennzeichnen wir als solche und nennen das Konto, das den Boost veranlasst hat. Bist du nicht angemeldet, wählen wir Inhalte vor allem nach Aktualität und Beliebtheit aus.',
        'Die wichtigsten Kriterien unserer Empfehlungen sind (Art. 27 DSA):',
      ],
      list: [
        'die Aktualität eines Inhalts;',
        'Interaktionen wie Likes, Kommentare, Antworten und Teilungen;',
        'die Konten, denen du folgst, und deine Freundschaften;',
        'deine bisherige Aktivität, etwa angesehene Videos und Wiedergabedauer, gelikte Beiträge sowie favorisierte und gespielte Spiele;',
        'deine Spracheinstellung und bei Spielen die Altersfreigabe.',
      ],
    },
    {
      heading: '8. Spiele und Desktop-Launcher',
      paragraphs: [
        'Die Spiele im Katalog stammen überwiegend von Drittanbietern; Angaben wie Entwickler, Publisher, Erscheinungsdatum und Altersfreigabe beruhen auf deren Informationen. Bitte beachte die Altersfreigaben. Für Spiele, die du außerhalb von Spielraum erwirbst oder installierst (zum Beispiel über Steam), gelten ausschließlich die Bedingungen des jeweiligen Anbieters.',
        'Für die Dauer des Nutzungsvertrags räumen wir dir das einfache, nicht übertragbare Recht ein, den Desktop-Launcher für private Zwecke auf deinen Geräten zu installieren und zu nutzen. Der Launcher kann auf deinem Gerät installierte Spiele erkennen und über Spielraum-Links starten; jeder Start über einen Link erfordert deine Bestätigung. Du darfst den Launcher nicht verändern, dekompilieren oder weiterverbreiten, soweit das Gesetz dies nicht ausdrücklich erlaubt (§§ 69d, 69e UrhG).',
        'Wir stellen dir Aktualisierungen bereit, die erforderlich sind, damit Spielraum und der Launcher vertragsgemäß und sicher bleiben, und informieren dich darüber. Installierst du eine solche Aktualisierung nicht innerhalb einer angemessenen Frist, haften wir nicht für Mängel, die allein auf das Fehlen dieser Aktualisierung zurückzuführen sind, sofern wir dich über die Verfügbarkeit und die Folgen einer unterlassenen Installation informiert haben (§ 327f Abs. 2 BGB).',
      ],
    },
    {
      heading: '9. Virtuelle Währung boostz',
      paragraphs: [
        'boostz sind eine virtuelle Währung, die du ausschließlich innerhalb von Spielraum einsetzen kannst, etwa für Profilrahmen und andere digitale Artikel im Shop, für Boosts oder für Spenden. boostz sind kein gesetzliches Zahlungsmittel, kein E-Geld und kein Guthaben bei uns. Sie haben keinen Geldwert und können weder in Geld, andere Währungen oder Sachwerte umgetauscht noch ausgezahlt werden.',
        'Du erhältst boostz durch den Kauf von boostz-Paketen, als Startguthaben bei der Registrierung, als Belohnung (etwa für Quests oder Aktivität), über Einlösecodes, im Rahmen eines Abonnements oder als Spende anderer Nutzerinnen und Nutzer. Auf unentgeltlich gewährte boostz besteht kein Anspruch; Art, Umfang und Bedingungen solcher Belohnungen können wir für die Zukunft ändern.',
        'Mit dem Kauf eines boostz-Pakets erwirbst du das Recht, die entsprechende Menge boostz nach diesen Nutzungsbedingungen in Spielraum einzusetzen. Die boostz werden deinem Konto unmittelbar nach erfolgreicher Zahlung gutgeschrieben.',
        'boostz sind an dein Konto gebunden. Auf andere Konten kannst du sie nur über die Spendenfunktion übertragen. Verkauf, Tausch oder Handel mit boostz außerhalb von Spielraum sind untersagt.',
        'Eine Erstattung gekaufter boostz ist ausgeschlossen, soweit keine gesetzlichen Rechte bestehen, etwa das Widerrufsrecht nach Ziffer 22 oder Rechte wegen Mängeln, und soweit diese Bedingungen nicht ausdrücklich eine Erstattung vorsehen (Ziffern 15 und 19). Eingesetzte boostz buchen wir nur zurück, wenn die Leistung, für die du sie eingesetzt hast, aus von uns zu vertretenden Gründen nicht erbracht wurde.',
        'boostz verfallen nicht, solange dein Konto besteht. Wird dein Konto endgültig gelöscht, erlöschen auch deine boostz; vor der Löschung weisen wir dich auf ein verbleibendes Guthaben hin.',
        'Hast du boostz durch einen technischen Fehler, durch einen Verstoß gegen diese Nutzungsbedingungen oder durch eine Zahlung erhalten, die später zurückgebucht wurde, dürfen wir die betreffenden boostz wieder abziehen. Ein negativer Kontostand entsteht dabei nicht.',
      ],
    },
    {
      heading: '10. Shop, Boosts, Spenden und Belohnungen',
      paragraphs: [
        'Shop: Im Shop kannst du boostz gegen digitale Artikel wie Profilrahmen eintauschen. Du erhältst daran ein einfaches, nicht übertragbares Recht zur Nutzung innerhalb von Spielraum für die Dauer deines Nutzungsvertrags. Eigentum oder sonstige Rechte an den Artikeln erwirbst du nicht.',
        'Boosts: Mit einem Boost kannst du die Sichtbarkeit eines eigenen Beitrags für einen begrenzten Zeitraum erhöhen. Eine bestimmte Reichweite schulden wir nicht. Geboostete Beiträge werden als solche gekennzeichnet und müssen diesen Nutzungsbedingungen entsprechen.',
        'Spenden: Du kannst anderen Nutzerinnen und Nutzern freiwillig boostz spenden, auf Wunsch mit einer persönlichen Nachricht. Spenden sind freiwillige Zuwendungen ohne Anspruch auf eine Gegenleistung. Eine ausgeführte Spende kann grundsätzlich nicht rückgängig gemacht werden; prüfe Empfängerin oder Empfänger und Betrag deshalb vorher sorgfältig. Spenden dürfen nicht dazu dienen, diese Bedingungen zu umgehen, etwa um boostz gegen echtes Geld zu handeln.',
        'Belohnungen, Quests, Abstimmungen und Giveaways: Wir können Belohnungen für bestimmte Aktivitäten sowie Quests, Abstimmungen und Giveaways anbieten. Ein Anspruch auf Durchführung oder Fortsetzung solcher Aktionen besteht nicht. Für Giveaways gelten die jeweils angezeigten Teilnahmebedingungen; wer manipuliert, wird ausgeschlossen.',
      ],
    },
    {
      heading: '11. Abonnements',
      paragraphs: [
        'Mit einem Abonnement erhältst du für dessen Dauer zusätzliche Leistungen, die wir dir vor Vertragsschluss auf der Bestellseite beschreiben, zum Beispiel monatliche boostz, exklusive Profilrahmen oder erweiterte Funktionen. Preis und Leistungsumfang ergeben sich aus der Bestellseite.',
        'Abonnements laufen jeweils einen Monat und verlängern sich automatisch um einen weiteren Monat, wenn du sie nicht kündigst. Der Preis wird zu Beginn jedes Abrechnungszeitraums über unseren Zahlungsdienstleister Stripe mit dem von dir gewählten Zahlungsmittel abgerechnet.',
        'Du kannst dein Abonnement jederzeit zum Ende des laufenden Abrechnungszeitraums kündigen – in den Kontoeinstellungen über die Schaltfläche „Verträge hier kündigen“ (§ 312k BGB) oder per E-Mail an kontakt@spielraum.example. Wir bestätigen dir die Kündigung unverzüglich per E-Mail. Bis zum Ende des bezahlten Zeitraums kannst du die Abo-Leistungen weiter nutzen. Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt.',
        'Den Preis eines laufenden Abonnements ändern wir nur mit deiner ausdrücklichen Zustimmung. Wir informieren dich mindestens sechs Wochen vor dem geplanten Wirksamwerden. Stimmst du nicht zu, läuft dein Abonnement zum bisherigen Preis weiter; wir können es dann mit einer Frist von einem Monat zum Ende eines Abrechnungszeitraums kündigen.',
        'boostz, die dir im Rahmen eines Abonnements gutgeschrieben wurden, unterliegen Ziffer 9 und bleiben dir auch nach dem Ende des Abonnements erhalten.',
      ],
    },
    {
      heading: '12. Preise, Vertragsschluss und Zahlung',
      paragraphs: [
        'Alle Preise sind Endpreise in Euro einschließlich der gesetzlichen Umsatzsteuer. Die Darstellung von boostz-Paketen und Abonnements in Spielraum ist noch kein verbindliches Angebot.',
        'So kommt der Vertrag zustande: Du wählst ein boostz-Paket oder ein Abonnement aus und wirst zur Bezahlseite unseres Zahlungsdienstleisters Stripe geleitet. Dort gibst du deine Zahlungsdaten ein. Vor dem Absenden siehst du eine Übersicht deiner Bestellung und kannst deine Angaben über die Eingabefelder oder die Zurück-Funktion deines Browsers korrigieren. Mit einem Klick auf die Bestellschaltfläche („zahlungspflichtig bestellen“ oder eine gleichermaßen eindeutige Beschriftung wie „jetzt kaufen“ oder „kostenpflichtig abonnieren“) gibst du ein verbindliches Angebot ab. Der Vertrag kommt zustande, wenn wir die Bestellung annehmen, spätestens mit der Gutschrift der boostz bzw. der Freischaltung des Abonnements. Anschließend erhältst du eine Bestätigung mit dem Vertragsinhalt per E-Mail.',
        'Vertragssprachen sind Deutsch und Englisch. Wir speichern den Vertragstext. Die jeweils aktuelle Fassung dieser Nutzungsbedingungen kannst du jederzeit in Spielraum abrufen, frühere Fassungen im Archiv; deine Bestelldaten erhältst du mit der Bestätigungs-E-Mail.',
        'Die Zahlung erfolgt über Stripe mit den dort angebotenen Zahlungsarten. Wird eine Zahlung aus Gründen, die du zu vertreten hast, zurückgebucht, dürfen wir die betroffenen Leistungen sperren, bis der offene Betrag ausgeglichen ist, und die uns entstandenen Rückbuchungsgebühren verlangen; dir bleibt der Nachweis unbenommen, dass uns kein oder ein geringerer Schaden entstanden ist.',
      ],
    },
    {
      heading: '13. KI-Funktionen',
      paragraphs: [
        'Mit unseren KI-Funktionen kannst du aus einer Textbeschreibung Spiele und Podcasts erzeugen lassen; außerdem beantwortet ein Assistent Fragen zu Spielraum. Die Ergebnisse werden je nach Konfiguration von einem angebundenen KI-Modell eines externen Anbieters oder von unseren eigenen, ohne externe Dienste arbeitenden Generatoren erzeugt. Podcasts werden mit synthetischer Sprachausgabe erstellt.',
        'KI-Ergebnisse entstehen automatisiert. Sie können unvollständig, fehlerhaft oder unpassend sein oder bestehenden Werken ähneln. Prüfe Ergebnisse deshalb, bevor du sie verwendest oder veröffentlichst. Antworten des Assistenten sind unverbindlich und keine Rechts-, Finanz-, Gesundheits- oder sonstige fachliche Beratung; maßgeblich sind allein diese Nutzungsbedingungen und unsere übrigen Rechtstexte.',
        'Für deine Eingaben gelten die Community-Regeln entsprechend. Nutze die KI-Funktionen insbesondere nicht, um rechtswidrige, jugendgefährdende oder rechteverletzende Inhalte zu erzeugen, um reale Personen täuschend echt darzustellen oder um personenbezogene Daten anderer zu verarbeiten. Wir können Eingaben und Ergebnisse automatisiert filtern und die Nutzung begrenzen, etwa durch Kontingente.',
        'Soweit an den Ergebnissen Rechte entstehen, die uns zustehen, räumen wir sie dir im Verhältnis zwischen dir und uns vollständig ein. Wir gewährleisten jedoch nicht, dass Ergebnisse urheberrechtlich geschützt oder frei von Rechten Dritter sind. Veröffentlichst du Ergebnisse in Spielraum, gilt Ziffer 5 wie für deine eigenen Inhalte.',
        'KI-generierte Inhalte kennzeichnen wir in Spielraum als solche. Entferne diese Kennzeichnung nicht und gib KI-generierte Inhalte nicht als von Menschen erstellt aus, wenn dies andere täuschen kann.',
      ],
    },
    {
      heading: '14. Wohlbefinden-Funktionen',
      paragraphs: [
        'Mit unseren Wohlbefinden-Funktionen kannst du dir Spielzeitziele setzen, deine Spielsitzungen auswerten und Fragen zu deiner Stimmung beantworten. Die Nutzung ist freiwillig; du kannst die Funktionen jederzeit in den Einstellungen abschalten. Je nach Ziel bitten wir dich vor dem Start eines Spiels um eine Bestätigung, fragen nach deiner Stimmung oder schlagen dir Alternativen vor.',
        'Die Funktionen sollen dir helfen, dein Spielverhalten zu reflektieren. Sie sind kein Medizinprodukt, stellen keine Diagnose und ersetzen keine ärztliche oder psychotherapeutische Beratung. Wir können nicht garantieren, dass du deine Ziele erreichst, und die Statistiken können unvollständig sein, etwa wenn du außerhalb von Spielraum spielst.',
        'Wenn du das Gefühl hast, dass dir das Spielen nicht mehr guttut, sprich mit Menschen, denen du vertraust, oder hol dir Unterstützung, zum Beispiel bei der TelefonSeelsorge (0800 111 0 111 oder 0800 111 0 222, kostenfrei und rund um die Uhr) oder, wenn du jünger bist, bei der Nummer gegen Kummer (116 111). In akuten Notfällen wähle den Notruf 112.',
        'Wie wir die dabei anfallenden Daten verarbeiten, erklären wir in Abschnitt 14 der Datenschutzerklärung.',
      ],
    },
    {
      heading: '15. Änderungen und Weiterentwicklung der Leistungen',
      paragraphs: [
        'Wir entwickeln Spielraum laufend weiter. Digitale Produkte, die wir dir bereitstellen, dürfen wir über das zur Erhaltung der Vertragsmäßigkeit erforderliche Maß hinaus ändern, wenn dafür ein triftiger Grund besteht – etwa die Anpassung an neue technische Umgebungen oder gestiegene Nutzerzahlen, geänderte rechtliche Anforderungen, Sicherheitsgründe, die Einführung neuer Funktionen oder der Wegfall wenig genutzter Funktionen (§ 327r BGB). Dir entstehen dadurch keine zusätzlichen Kosten, und wir informieren dich klar und verständlich über die Änderung.',
        'Beeinträchtigt eine solche Änderung deinen Zugang zu einem kostenpflichtigen digitalen Produkt oder dessen Nutzbarkeit mehr als nur unerheblich, informieren wir dich rechtzeitig vorher auf einem dauerhaften Datenträger, zum Beispiel per E-Mail, über Merkmale und Zeitpunkt der Änderung sowie über dein Recht, den Vertrag innerhalb von 30 Tagen unentgeltlich zu beenden. Dieses Recht besteht nicht, wenn wir dir ermöglichen, das digitale Produkt ohne zusätzliche Kosten unverändert weiter zu nutzen.',
        'Kostenlose Funktionen können wir ändern, einschränken oder einstellen; dabei berücksichtigen wir deine berechtigten Interessen. Stellen wir Spielraum insgesamt ein, kündigen wir dies mindestens drei Monate vorher an, geben dir Gelegenheit, deine Daten zu exportieren, und erstatten dir den Kaufpreis noch nicht verbrauchter gekaufter boostz sowie im Voraus bezahlte Abo-Entgelte anteilig.',
      ],
    },
    {
      heading: '16. Gewährleistung',
      paragraphs: [
        'Es gelten die gesetzlichen Rechte bei Mängeln, für digitale Produkte insbesondere die §§ 327 ff. BGB. Dazu gehört, dass wir dir die Aktualisierungen bereitstellen, die für den Erhalt der Vertragsmäßigkeit erforderlich sind, einschließlich Sicherheitsaktualisierungen.',
      ],
    },
    {
      heading: '17. Haftung',
      paragraphs: [
        'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung des Lebens, des Körpers oder der Gesundheit, nach dem Produkthaftungsgesetz sowie im Umfang einer von uns übernommenen Garantie.',
        'Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht ist unsere Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Wesentliche Vertragspflichten sind solche, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung du regelmäßig vertrauen darfst.',
        'Im Übrigen ist unsere Haftung für leichte Fahrlässigkeit ausgeschlossen. Die vorstehenden Beschränkungen gelten auch zugunsten unserer gesetzlichen Vertreterinnen und Vertreter, Mitarbeiterinnen und Mitarbeiter sowie Erfüllungsgehilfen. Deine gesetzlichen Rechte bei Mängeln digitaler Produkte bleiben unberührt.',
      ],
    },
    {
      heading: '18. Freistellung',
      paragraphs: [
        'Verletzt du schuldhaft Rechte Dritter oder diese Nutzungsbedingungen und nehmen Dritte oder Behörden uns deshalb in Anspruch, stellst du uns von diesen Ansprüchen einschließlich der angemessenen Kosten der Rechtsverteidigung frei. Wir informieren dich unverzüglich über eine solche Inanspruchnahme und geben dir Gelegenheit zur Stellungnahme. Weitergehende gesetzliche Ansprüche bleiben unberührt.',
      ],
    },
    {
      heading: '19. Laufzeit, Kündigung und Löschung des Kontos',
      paragraphs: [
        'Der kostenlose Nutzungsvertrag läuft auf unbestimmte Zeit. Du kannst ihn jederzeit ohne Frist kündigen, indem du dein Konto in den Einstellungen löschst oder uns eine entsprechende Nachricht sendest. Damit kündigst du zugleich ein laufendes Abonnement zum Ende des bezahlten Abrechnungszeitraums; weitere Zahlungen fallen nicht an.',
        'Löschst du dein Konto, wird es sofort deaktiviert und ist für andere nicht mehr sichtbar. Innerhalb von 30 Tagen kannst du es mit deinen Zugangsdaten wiederherstellen; der Nutzungsvertrag wird dann zu den zu diesem Zeitpunkt geltenden Bedingungen fortgesetzt. Nach Ablauf der 30 Tage löschen wir dein Konto mit allen Inhalten, boostz und digitalen Artikeln endgültig; eine Wiederherstellung ist dann nicht mehr möglich. Gesetzliche Aufbewahrungspflichten bleiben unberührt. Vor der Löschung kannst du eine Kopie deiner Daten anfordern.',
        'Wir können den kostenlosen Nutzungsvertrag mit einer Frist von vier Wochen kündigen, ein Abonnement zum Ende eines Abrechnungszeitraums, jedoch ebenfalls mit einer Frist von mindestens vier Wochen. In diesem Fall erstatten wir dir den Kaufpreis gekaufter, noch nicht verbrauchter boostz anteilig.',
        'Das Recht beider Seiten zur Kündigung aus wichtigem Grund bleibt unberührt. Ein wichtiger Grund liegt für uns insbesondere bei schwerwiegenden oder trotz Abmahnung wiederholten Verstößen gegen diese Nutzungsbedingungen, bei Straftaten über Spielraum oder bei Manipulationen von boostz oder Zahlungen vor. Einer Abmahnung bedarf es nicht, wenn sie offensichtlich keinen Erfolg verspricht oder der Verstoß so schwer wiegt, dass uns ein Festhalten am Vertrag nicht zumutbar ist. Nach einer solchen Kündigung darfst du ohne unsere Zustimmung kein neues Konto anlegen.',
      ],
    },
    {
      heading: '20. Änderungen dieser Nutzungsbedingungen',
      paragraphs: [
        'Wir können diese Nutzungsbedingungen für die Zukunft ändern, wenn dafür ein sachlicher Grund besteht, etwa eine Änderung der Rechtslage oder der Rechtsprechung, neue Funktionen oder das Schließen von Regelungslücken. Wir teilen dir Änderungen mindestens sechs Wochen vor ihrem Wirksamwerden in Spielraum und per E-Mail mit und stellen sie übersichtlich dar.',
        'Die geänderten Bedingungen gelten für dich, wenn du ihnen zustimmst, etwa indem du sie bei deiner nächsten Anmeldung bestätigst. Änderungen, die ausschließlich zu deinem Vorteil sind oder rein redaktioneller Natur sind, gelten ohne gesonderte Zustimmung. Stimmst du nicht zu, gelten für dich die bisherigen Bedingungen weiter; wir können den Vertrag dann nach Ziffer 19 ordentlich kündigen.',
      ],
    },
    {
      heading: '21. Datenschutz',
      paragraphs: [
        'Wie wir personenbezogene Daten verarbeiten, erklären wir in unserer Datenschutzerklärung und in unserer Cookie-Richtlinie. Fragen zum Datenschutz richtest du an datenschutz@spielraum.example.',
      ],
    },
    {
      heading: '22. Widerrufsbelehrung',
      paragraphs: [
        'Als Verbraucherin oder Verbraucher hast du bei Verträgen über boostz-Pakete und Abonnements ein Widerrufsrecht nach Maßgabe der folgenden Belehrung.',
      ],
    },
    {
      heading: '22.1 Widerrufsrecht',
      paragraphs: [
        'Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
        'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
        'Um dein Widerrufsrecht auszuüben, musst du uns (Spielraum GmbH, Musterstraße 12, 10115 Berlin, Deutschland, Telefon: +49 30 0000000, E-Mail: kontakt@spielraum.example) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über deinen Entschluss, diesen Vertrag zu widerrufen, informieren. Du kannst dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.',
        'Zur Wahrung der Widerrufsfrist reicht es aus, dass du die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absendest.',
      ],
    },
    {
      heading: '22.2 Folgen des Widerrufs',
      paragraphs: [
        'Wenn du diesen Vertrag widerrufst, haben wir dir alle Zahlungen, die wir von dir erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über deinen Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das du bei der ursprünglichen Transaktion eingesetzt hast, es sei denn, mit dir wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden dir wegen dieser Rückzahlung Entgelte berechnet.',
        'Hast du verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so hast du uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem du uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichtest, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.',
        '– Ende der Widerrufsbelehrung –',
      ],
    },
    {
      heading: '22.3 Vorzeitiges Erlöschen des Widerrufsrechts',
      paragraphs: [
        'boostz-Pakete (digitale Inhalte): Bei Verträgen über digitale Inhalte, die nicht auf einem körperlichen Datenträger bereitgestellt werden, erlischt dein Widerrufsrecht, sobald wir mit der Vertragserfüllung begonnen haben – also die boostz deinem Konto gutgeschrieben haben –, nachdem du (1) ausdrücklich zugestimmt hast, dass wir vor Ablauf der Widerrufsfrist mit der Vertragserfüllung beginnen, (2) deine Kenntnis davon bestätigt hast, dass du durch deine Zustimmung mit Beginn der Vertragserfüllung dein Widerrufsrecht verlierst, und (3) wir dir eine Bestätigung des Vertrags nach § 312f BGB zur Verfügung gestellt haben (§ 356 Abs. 5 BGB). Im Bestellvorgang holen wir diese Zustimmung und Bestätigung ausdrücklich ein.',
        'Abonnements (digitale Dienstleistungen): Bei Abonnements erlischt das Widerrufsrecht, wenn wir die Dienstleistung vollständig erbracht haben und mit der Ausführung erst begonnen haben, nachdem du dazu deine ausdrückliche Zustimmung gegeben und gleichzeitig deine Kenntnis davon bestätigt hast, dass du dein Widerrufsrecht bei vollständiger Vertragserfüllung durch uns verlierst (§ 356 Abs. 4 BGB). Widerrufst du vorher, gilt Ziffer 22.2 Absatz 2.',
      ],
    },
    {
      heading: '22.4 Muster-Widerrufsformular',
      paragraphs: [
        '(Wenn du den Vertrag widerrufen willst, dann fülle bitte dieses Formular aus und sende es zurück.)',
        'An: Spielraum GmbH, Musterstraße 12, 10115 Berlin, Deutschland, E-Mail: kontakt@spielraum.example',
      ],
      list: [
        'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Bereitstellung der folgenden digitalen Inhalte (*)/die Erbringung der folgenden Dienstleistung (*):',
        'Bestellt am (*)/erhalten am (*):',
        'Name des/der Verbraucher(s):',
        'Anschrift des/der Verbraucher(s):',
        'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
        'Datum:',
        '(*) Unzutreffendes streichen.',
      ],
    },
    {
      heading: '23. Streitbeilegung',
      paragraphs: [
        'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Für Streitigkeiten über Moderationsentscheidungen steht dir zusätzlich die außergerichtliche Streitbeilegung nach Ziffer 6 offen.',
      ],
    },
    {
      heading: '24. Schlussbestimmungen',
      paragraphs: [
        'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Hast du als Verbraucherin oder Verbraucher deinen gewöhnlichen Aufenthalt in einem anderen Staat, bleibt dir der Schutz durch die zwingenden Bestimmungen dieses Staates erhalten (Art. 6 Abs. 2 Rom-I-Verordnung).',
        'Bist du Kaufmann, eine juristische Person des öffentlichen Rechts oder ein öffentlich-rechtliches Sondervermögen, ist Berlin ausschließlicher Gerichtsstand für alle Streitigkeiten aus diesem Vertrag. Für Verbraucherinnen und Verbraucher gelten die gesetzlichen Gerichtsstände.',
        'Sind einzelne Bestimmungen dieser Nutzungsbedingungen unwirksam, bleibt der Vertrag im Übrigen wirksam. An die Stelle der unwirksamen Bestimmungen treten die gesetzlichen Vorschriften (§ 306 BGB).',
        'Diese Nutzungsbedingungen liegen auf Deutsch und Englisch vor. Bei Abweichungen geht die deutsche Fassung vor, soweit zwingendes Recht nicht entgegensteht. Frühere Fassungen, etwa die Fassung vom 08.08.2023, findest du im Archiv.',
      ],
    },
  ],
};

export default doc;
