import type { LegalDocument } from './types';

const doc: LegalDocument = {
  title: 'Datenschutzerklärung',
  updated: '06.09.2025',
  intro:
    'Mit dieser Datenschutzerklärung informieren wir dich darüber, welche personenbezogenen Daten wir verarbeiten, wenn du Spielraum im Browser oder über unseren Desktop-Launcher nutzt, zu welchen Zwecken und auf welcher Rechtsgrundlage das geschieht, an wen wir Daten weitergeben, wie lange wir sie speichern und welche Rechte du hast. Sie erfüllt unsere Informationspflichten nach Art. 13 und 14 der Datenschutz-Grundverordnung (DSGVO).',
  sections: [
    {
      heading: '1. Verantwortlicher',
      paragraphs: ['Verantwortlich für die Verarbeitung personenbezogener Daten auf Spielraum ist:'],
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
        'Unseren Datenschutzbeauftragten erreichst du unter datenschutz@spielraum.example oder per Post unter der oben genannten Anschrift mit dem Zusatz „z. Hd. Datenschutzbeauftragter“. Mit allen Fragen zum Datenschutz und zur Ausübung deiner Rechte kannst du dich direkt dorthin wenden.',
      ],
    },
    {
      heading: '3. Das Wichtigste in Kürze',
      list: [
        'Wir betreiben Spielraum auf Servern in der Europäischen Union.',
        'Bevor du eingewilligt hast, stellt Spielraum keine Verbindungen zu Servern Dritter her – außer, falls auf dieser Installation eingerichtet, zu Google reCAPTCHA bei der Registrierung und im Kontaktformular (siehe Abschnitt 23). Schriftarten und Symbole liefern wir von unseren eigenen Servern aus.',
        'Reichweitenanalyse und Werbung finden nur statt, wenn du ausdrücklich einwilligst. Ein „Do Not Track“-Signal deines Browsers beachten wir.',
        'Den Inhalt Ende-zu-Ende-verschlüsselter Chatnachrichten können wir nicht lesen; wir speichern nur den verschlüsselten Text.',
        'Stimmungsangaben im Rahmen der Wohlbefinden-Funktionen sind freiwillig, werden nur mit deiner ausdrücklichen Einwilligung verarbeitet und niemals für Werbung genutzt.',
        'Zahlungen wickelt Stripe ab; vollständige Karten- oder Kontodaten erhalten wir nicht.',
        'Löschst du dein Konto, kannst du es 30 Tage lang wiederherstellen; danach löschen wir deine Daten endgültig, soweit keine gesetzlichen Aufbewahrungspflichten bestehen.',
        'Wir verkaufen keine personenbezogenen Daten.',
      ],
    },
    {
      heading: '4. Rechtsgrundlagen',
      paragraphs: [
        'Wir verarbeiten personenbezogene Daten nur, wenn eine Rechtsgrundlage dies erlaubt. Bei den einzelnen Verarbeitungen geben wir an, auf welche wir uns jeweils stützen:',
      ],
      list: [
        'Art. 6 Abs. 1 lit. a DSGVO – deine Einwilligung, die du jederzeit mit Wirkung für die Zukunft widerrufen kannst (Art. 7 Abs. 3 DSGVO);',
        'Art. 6 Abs. 1 lit. b DSGVO – die Erfüllung des Nutzungsvertrags mit dir oder die Durchführung vorvertraglicher Maßnahmen auf deine Anfrage;',
        'Art. 6 Abs. 1 lit. c DSGVO – die Erfüllung rechtlicher Pflichten, etwa handels- und steuerrechtlicher Aufbewahrungspflichten oder Pflichten aus der Verordnung über digitale Dienste (Digital Services Act, DSA);',
        'Art. 6 Abs. 1 lit. f DSGVO – die Wahrung unserer berechtigten Interessen oder der Interessen Dritter, sofern deine Interessen, Grundrechte und Grundfreiheiten nicht überwiegen; das jeweilige Interesse nennen wir bei der einzelnen Verarbeitung;',
        'Art. 9 Abs. 2 lit. a DSGVO – deine ausdrückliche Einwilligung, soweit Angaben Rückschlüsse auf deine Gesundheit zulassen können (siehe Abschnitt 14);',
        '§ 25 Abs. 1 und 2 Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG) – für das Speichern von Informationen auf deinem Endgerät und den Zugriff darauf, etwa durch Cookies oder den lokalen Speicher deines Browsers.',
      ],
    },
    {
      heading: '5. Aufruf von Spielraum und Server-Logfiles',
      paragraphs: [
        'Wenn du Spielraum aufrufst, übermittelt dein Browser bzw. der Desktop-Launcher technisch bedingt Daten an unsere Server: IP-Adresse, Datum und Uhrzeit des Abrufs, aufgerufene Adresse (URL), übertragene Datenmenge, HTTP-Statuscode, die zuvor besuchte Seite (Referrer), Browsertyp und -version sowie das Betriebssystem.',
        'Wir verarbeiten diese Daten, um Spielraum auszuliefern, die Stabilität und Sicherheit unserer Systeme zu gewährleisten, Angriffe und Missbrauch abzuwehren (zum Beispiel durch Ratenbegrenzungen) und Fehler zu beheben. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in einem sicheren und funktionsfähigen Angebot.',
        'Server-Logfiles löschen wir nach 14 Tagen. Einträge, die wir zur Aufklärung eines konkreten Sicherheitsvorfalls benötigen, bewahren wir auf, bis der Vorfall abschließend geklärt ist.',
      ],
    },
    {
      heading: '6. Desktop-Launcher',
      paragraphs: [
        'Unser Desktop-Launcher zeigt Spielraum in einem eigenen Fenster an; für alles, was du dort tust, gilt diese Datenschutzerklärung ebenso wie im Browser.',
        'Für die unten beschriebenen Launcher-Funktionen ist Rechtsgrundlage Art. 6 Abs. 1 lit. b DSGVO, für den Zugriff auf dein Endgerät § 25 Abs. 2 Nr. 2 TDDDG. Die lokal gespeicherten Daten entfernst du, indem du Spiele aus der Bibliothek entfernst oder den Launcher deinstallierst.',
        'Zusätzlich bietet der Launcher folgende Funktionen, die auf deinem Gerät ausgeführt werden:',
      ],
      list: [
        'Spielerkennung: Der Launcher kann auf deinem Gerät installierte Spiele finden, etwa indem er die Bibliotheksordner von Steam ausliest, und merkt sich Spiele, die du selbst hinzufügst. Diese Bibliothek speichert er ausschließlich lokal auf deinem Gerät.',
        'Spielstarts: Startest du ein Spiel über einen Spielraum-Link, bittet dich der Launcher vorher um Bestätigung.',
        'Spielsitzungen: Der Launcher misst, wie lange ein über ihn gestartetes Spiel läuft (Spiel, Beginn und Dauer), und übermittelt diese Angaben an dein Spielraum-Konto, damit deine Statistiken und Spielzeitziele funktionieren (siehe Abschnitt 14). Sitzungen unter einer Minute übermittelt er nicht. Bist du offline, speichert er die Angaben zwischen und sendet sie später.',
      ],
    },
    {
      heading: '7. Registrierung, Anmeldung und Benutzerkonto',
      paragraphs: [
        'Für die meisten Funktionen brauchst du ein Benutzerkonto. Bei der Registrierung verarbeiten wir deine E-Mail-Adresse, deinen Benutzernamen und dein Passwort. Das Passwort speichern wir ausschließlich als kryptografischen Hashwert (Argon2id), sodass wir es selbst nicht kennen. Außerdem speichern wir den Zeitpunkt der Registrierung, deine Spracheinstellung und – falls du über einen Einladungslink gekommen bist – die Kennung der Einladung.',
        'Zur Bestätigung deiner E-Mail-Adresse senden wir dir einen Link, der 48 Stunden gültig ist. Freiwillig kannst du ein Profilbild, eine Kurzbeschreibung, dein Geschlecht und deine Darstellungseinstellung (hell, dunkel oder wie das System) hinterlegen. Gibst du dein Geburtsdatum an, nutzen wir es, um das Mindestalter und die Altersfreigaben von Spielen zu berücksichtigen.',
        'Bei der Anmeldung legen wir eine Sitzung an und setzen dafür ein Sitzungs-Cookie (siehe Cookie-Richtlinie). Sicherheitsrelevante Ereignisse wie fehlgeschlagene Anmeldeversuche protokollieren wir, um dein Konto vor unbefugtem Zugriff zu schützen.',
        'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, für die Sicherheitsprotokollierung Art. 6 Abs. 1 lit. f DSGVO (Schutz deines Kontos und unserer Systeme). Freiwillige Profilangaben kannst du jederzeit in den Einstellungen ändern oder entfernen. Deine Kontodaten speichern wir, solange dein Konto besteht; zur Löschung siehe Abschnitt 26.',
      ],
    },
    {
      heading: '8. Anmeldung mit Google',
      paragraphs: [
        'Statt mit E-Mail-Adresse und Passwort kannst du dich mit deinem Google-Konto anmelden. Anbieter ist die Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland („Google“). Eine Verbindung zu Google entsteht erst, wenn du auf „Mit Google anmelden“ klickst; du wirst dann zu Google weitergeleitet.',
        'Nach deiner Anmeldung bei Google erhalten wir von Google deinen Namen, deine E-Mail-Adresse und die Angabe, ob diese bestätigt ist, gegebenenfalls dein Profilbild sowie eine pseudonyme Google-Kennung. Dein Google-Passwort erhalten wir nicht. Wir nutzen diese Daten, um dein Spielraum-Konto anzulegen oder dich anzumelden. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.',
        'Für die Verarbeitung bei Google ist Google selbst verantwortlich. Dabei kann es zu einer Übermittlung an die Google LLC in den USA kommen, die nach dem EU-U.S. Data Privacy Framework zertifiziert ist (Angemessenheitsbeschluss nach Art. 45 DSGVO). Näheres erfährst du in der Datenschutzerklärung von Google unter https://policies.google.com/privacy.',
      ],
    },
    {
      heading: '9. Verknüpfte Konten (Steam, Roblox)',
      paragraphs: [
        'Du kannst dein Profil freiwillig mit deinem Steam- oder Roblox-Konto verknüpfen. Wir speichern dann die jeweilige Konto-Kennung und – bei Roblox – Benutzernamen, Anzeigenamen, Avatar und Profil-Link und zeigen diese Angaben in deinem Profil an. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Du kannst die Verknüpfung jederzeit in den Einstellungen unter „Verbindungen“ aufheben; die gespeicherten Angaben löschen wir dann.',
      ],
    },
    {
      heading: '10. Profil, Beiträge, Videos, Kommentare und Foren',
      paragraphs: [
        'Wenn du Inhalte veröffentlichst – etwa kurze Videos, Beiträge, Kommentare, Forenbeiträge, Likes oder Stimmen bei Abstimmungen –, verarbeiten wir diese Inhalte zusammen mit deinem Benutzernamen, deinem Profilbild und dem Zeitpunkt der Veröffentlichung. Hochgeladene Videos wandeln wir technisch um (zum Beispiel in geeignete Formate und Auflösungen) und erzeugen Vorschaubilder.',
        'Dein Profil mit Benutzernamen, Profilbild, Kurzbeschreibung, Followern und erhaltenen Likes sowie deine Beiträge und Kommentare sind für andere Nutzerinnen und Nutzer sichtbar und, soweit die jeweilige Seite ohne Anmeldung erreichbar ist, für alle Besucherinnen und Besucher. Überlege daher gut, was du veröffentlichst. Freundschaften, Follower-Beziehungen und Gruppenmitgliedschaften verarbeiten wir, um die jeweiligen Funktionen bereitzustellen.',
        'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Du kannst deine Beiträge und Kommentare jederzeit löschen. Wir entfernen sie dann sofort aus der öffentlichen Ansicht; in Sicherungskopien sind sie spätestens nach 30 Tagen überschrieben.',
        'Über die Teilen-Funktion kannst du Links zu Beiträgen auf X, Facebook oder Reddit teilen. Es handelt sich um einfache Links: Erst wenn du darauf klickst, öffnet sich die jeweilige Plattform, und es gelten deren Datenschutzbestimmungen.',
      ],
    },
    {
      heading: '11. Feed, Verlauf und Empfehlungen',
      paragraphs: [
        'Um dir einen passenden Feed und passende Spielvorschläge anzuzeigen, verarbeiten wir, welche Beiträge du dir ansiehst und wie lange, was du likst, kommentierst oder favorisierst, wem du folgst und welche Spiele du spielst. Einen Teil davon siehst du selbst in deinem Verlauf und unter deinen gelikten Videos. Die wichtigsten Kriterien unserer Empfehlungssysteme erläutern wir in den Nutzungsbedingungen.',
        'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, weil ein auf dich zugeschnittener Feed ein zentraler Bestandteil von Spielraum ist. Wir nutzen diese Angaben nicht für Werbung Dritter. Verlaufsdaten speichern wir 12 Monate; du kannst jederzeit verlangen, dass wir deinen Verlauf vorher löschen.',
      ],
    },
    {
      heading: '12. Chat und Ende-zu-Ende-Verschlüsselung',
      paragraphs: [
        'Mit der Chatfunktion kannst du private Nachrichten und Nachrichten in Gruppen austauschen. Private Textnachrichten werden in deinem Browser Ende-zu-Ende-verschlüsselt (AES-256-GCM): Dein Schlüsselmaterial wird auf deinem Gerät erzeugt und dort gespeichert, und die Nachricht verlässt dein Gerät nur verschlüsselt. Wir speichern lediglich den verschlüsselten Text und können den Inhalt nicht lesen. Damit andere dir verschlüsselte Nachrichten senden können, hinterlegen wir deinen öffentlichen Schlüssel auf unseren Servern.',
        'Für die Zustellung verarbeiten wir Metadaten, die nicht Ende-zu-Ende-verschlüsselt sind: Absender, Empfänger bzw. Gruppe, Zeitpunkt, Lesestatus und die Angabe, ob eine Nachricht verschlüsselt ist. Nachrichten in Gruppenchats und Dateianhänge wie Bilder sind nicht Ende-zu-Ende-verschlüsselt, sofern im Chat nicht ausdrücklich etwas anderes angezeigt wird; sie werden verschlüsselt übertragen (TLS) und auf unseren Servern in der EU gespeichert.',
        'Löschst du die lokal gespeicherten Daten deines Browsers oder nutzt du ein neues Gerät, können ältere verschlüsselte Nachrichten unter Umständen nicht mehr entschlüsselt werden. Den Inhalt Ende-zu-Ende-verschlüsselter Nachrichten können wir auch bei einer Meldung nicht einsehen, sondern nur dann prüfen, wenn die meldende Person ihn uns selbst übermittelt.',
        'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Nachrichten speichern wir, bis du sie löschst oder dein Konto endgültig gelöscht wird.',
      ],
    },
    {
      heading: '13. Spielekatalog, Browserspiele und Giveaways',
      paragraphs: [
        'Im Spielekatalog kannst du Spiele ansehen, favorisieren und direkt im Browser spielen. Browserspiele liefern wir von unseren eigenen Servern aus. Wir verarbeiten, welche Spiele du aufrufst, favorisierst und zuletzt gespielt hast, um dir Favoriten, zuletzt gespielte Spiele und Empfehlungen anzuzeigen (Art. 6 Abs. 1 lit. b DSGVO).',
        'Nimmst du an einem Giveaway teil, verarbeiten wir deine Teilnahme, um die Gewinnerinnen und Gewinner zu ermitteln und zu benachrichtigen (Art. 6 Abs. 1 lit. b DSGVO). Einzelheiten regeln die jeweiligen Teilnahmebedingungen. Teilnahmedaten löschen wir sechs Monate nach Ende des Giveaways; Angaben zu Gewinnen bewahren wir auf, soweit steuer- oder handelsrechtliche Pflichten dies verlangen.',
      ],
    },
    {
      heading: '14. Wohlbefinden: Spielsitzungen, Spielzeitziele und Stimmungsfragen',
      paragraphs: [
        'Spielraum soll Spaß machen, ohne dass das Spielen überhandnimmt. Deshalb bieten wir freiwillige Wohlbefinden-Funktionen an. Sie dienen ausschließlich dazu, dir einen Überblick über dein Spielverhalten zu geben und dich bei selbst gesetzten Zielen zu unterstützen. Wir nutzen diese Daten nicht für Werbung, verkaufen sie nicht und zeigen sie anderen Nutzerinnen und Nutzern nicht an.',
        'Spielsitzungen: Wir erfassen, welches Spiel du wann und wie lange gespielt hast – im Browser oder über den Desktop-Launcher –, und bereiten daraus Statistiken auf, die nur du siehst. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Du kannst die Erfassung in den Einstellungen unter „Wohlbefinden“ jederzeit abschalten und deine Statistiken dort löschen. Sitzungsdaten speichern wir höchstens 12 Monate.',
        'Spielzeitziele: Legst du ein Ziel fest (weniger spielen, erfüllender spielen oder bewusst mehr spielen), speichern wir Zieltyp und Tagesrahmen. Je nach Ziel bitten wir dich vor dem Start eines Spiels um eine Bestätigung, fragen nach deiner Stimmung oder schlagen dir Alternativen vor.',
        'Stimmungsfragen: Nur mit deiner Einwilligung stellen wir dir gelegentlich kurze Fragen zu deiner Stimmung, etwa beim Durchsehen des Feeds oder vor und nach einer Spielsitzung (Skala von 1 bis 5, auf Wunsch mit einer Notiz). Weil solche Angaben im Einzelfall Rückschlüsse auf deine Gesundheit zulassen können, behandeln wir sie wie besondere Kategorien personenbezogener Daten. Rechtsgrundlage ist deine ausdrückliche Einwilligung nach Art. 6 Abs. 1 lit. a und Art. 9 Abs. 2 lit. a DSGVO.',
        'Du kannst die Stimmungsfragen jederzeit in den Einstellungen unter „Wohlbefinden“ abschalten und damit deine Einwilligung widerrufen; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt davon unberührt. Einzelne Fragen kannst du einfach überspringen. Nach einem Widerruf löschen wir deine bisherigen Stimmungsangaben innerhalb von 30 Tagen, sofern du sie nicht bereits selbst gelöscht hast. Ansonsten speichern wir Stimmungsangaben höchstens 12 Monate.',
        'Zugriff auf diese Daten haben bei uns nur wenige, besonders zur Vertraulichkeit verpflichtete Beschäftigte und nur, soweit es für den technischen Betrieb oder die Bearbeitung deiner Anfragen zwingend erforderlich ist. Zur Verbesserung der Funktionen werten wir die Daten nur anonymisiert und zusammengefasst aus. Die Wohlbefinden-Funktionen ersetzen keine medizinische oder psychologische Beratung.',
      ],
    },
    {
      heading: '15. boostz, Shop, Abonnements, Spenden und Belohnungen',
      paragraphs: [
        'Für unsere virtuelle Währung boostz führen wir zu jedem Konto ein Buchungskonto. Wir speichern jede Gutschrift und Belastung mit Betrag, Anlass (zum Beispiel Kauf, Belohnung, Quest, Spende, Shop-Kauf oder Einlösung eines Codes) und Zeitpunkt. Spendest du boostz, sieht die empfangende Person deinen Benutzernamen, den Betrag und gegebenenfalls deine persönliche Nachricht.',
        'Kostenpflichtige Leistungen wie boostz-Pakete und Abonnements wickeln wir über Stripe ab. Anbieter ist die Stripe Payments Europe, Limited, 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Irland. Deine Zahlungsdaten (etwa Kartennummer, Ablaufdatum und Prüfziffer oder Kontodaten) gibst du direkt bei Stripe ein; Stripe wird erst geladen, wenn du einen Bezahlvorgang startest. Wir erhalten von Stripe nur, was wir für die Abwicklung brauchen: Kunden- und Zahlungskennung, Zahlungsstatus, Betrag, Währung, Zahlungsart, gegebenenfalls Kartentyp und die letzten vier Ziffern sowie dein Rechnungsland für die Umsatzsteuer.',
        'Stripe verarbeitet Daten teils als unser Auftragsverarbeiter und teils in eigener Verantwortung, etwa zur Betrugsprävention und zur Erfüllung gesetzlicher Pflichten wie der Geldwäscheprävention. Dabei kann es zu Übermittlungen an die Stripe, Inc. in den USA kommen, die auf das EU-U.S. Data Privacy Framework und auf Standardvertragsklauseln gestützt werden. Weitere Informationen findest du unter https://stripe.com/de/privacy.',
        'Rechtsgrundlagen sind Art. 6 Abs. 1 lit. b DSGVO (Vertragsabwicklung), Art. 6 Abs. 1 lit. c DSGVO (steuer- und handelsrechtliche Pflichten) und Art. 6 Abs. 1 lit. f DSGVO (Schutz vor Betrug und Zahlungsausfällen). Rechnungen und Buchungsbelege bewahren wir für die gesetzlichen Fristen auf (siehe Abschnitt 26).',
      ],
    },
    {
      heading: '16. KI-Funktionen: Spiele, Podcasts und Assistent',
      paragraphs: [
        'Du kannst aus einer Textbeschreibung Spiele und Podcasts erzeugen lassen. Dafür verarbeiten wir deine Beschreibung (Prompt), das erzeugte Ergebnis und den Zeitpunkt. Die Sprachausgabe der Podcasts erzeugen wir mit einer Sprachsynthese auf unseren eigenen Servern.',
        'Ist ein externer KI-Dienst angebunden, übermitteln wir deine Beschreibung an dessen Anbieter, der sie als unser Auftragsverarbeiter verarbeitet, um das Ergebnis zu erzeugen. Wir setzen nur Anbieter ein, die sich vertraglich verpflichten, die Daten nicht für eigene Zwecke und insbesondere nicht zum Training ihrer Modelle zu verwenden. Ist kein externer Dienst angebunden, erzeugen wir die Ergebnisse vollständig auf unseren eigenen Servern; Daten gehen dann nicht an Dritte.',
        'Unser Assistent beantwortet Fragen rund um Spielraum. Dafür verarbeiten wir deine Frage, deine Spracheinstellung und, wenn du angemeldet bist, deine Nutzerkennung und deinen Benutzernamen. Ist ein externer KI-Dienst angebunden, geht deine Frage ebenfalls an dessen Anbieter als Auftragsverarbeiter.',
        'Bitte gib in Beschreibungen und Fragen keine sensiblen Angaben über dich und keine personenbezogenen Daten anderer Personen ein. KI-generierte Inhalte kennzeichnen wir als solche.',
        'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Beschreibungen und Ergebnisse speichern wir, solange das erzeugte Spiel oder der Podcast in deinem Konto vorhanden ist. Fragen an den Assistenten löschen wir spätestens nach 30 Tagen. Hat ein angebundener Anbieter seinen Sitz außerhalb des Europäischen Wirtschaftsraums, gelten die Garantien aus Abschnitt 25. Eine automatisierte Entscheidung im Sinne von Art. 22 DSGVO treffen wir dabei nicht.',
      ],
    },
    {
      heading: '17. Benachrichtigungen und E-Mails',
      paragraphs: [
        'Wir benachrichtigen dich in Spielraum, etwa über Freundschaftsanfragen, Nachrichten, Kommentare und Likes, und senden dir E-Mails, die für dein Konto erforderlich sind, zum Beispiel zur Bestätigung deiner E-Mail-Adresse, zu Sicherheitsereignissen, Zahlungen, Kündigungen oder Änderungen unserer Bedingungen (Art. 6 Abs. 1 lit. b und c DSGVO). Welche Benachrichtigungen du erhältst, kannst du in den Einstellungen festlegen.',
        'Werbliche E-Mails senden wir nur mit deiner Einwilligung (Art. 6 Abs. 1 lit. a DSGVO); jede solche E-Mail enthält einen Link zur Abmeldung. Für den E-Mail-Versand setzen wir einen Dienstleister in der EU als Auftragsverarbeiter ein.',
      ],
    },
    {
      heading: '18. Kontaktaufnahme und Support',
      paragraphs: [
        'Wenn du uns über das Kontaktformular oder per E-Mail schreibst, verarbeiten wir deinen Namen, deine E-Mail-Adresse, den Betreff, deine Nachricht und alle weiteren Angaben, die du uns mitteilst, um deine Anfrage zu beantworten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn deine Anfrage mit deinem Nutzungsvertrag zusammenhängt, ansonsten Art. 6 Abs. 1 lit. f DSGVO (unser Interesse, Anfragen zu beantworten).',
        'Wir löschen deine Anfrage, wenn sie abschließend bearbeitet ist, spätestens jedoch drei Jahre nach Ende des Jahres, in dem der letzte Kontakt stattfand, sofern keine gesetzlichen Aufbewahrungspflichten entgegenstehen.',
      ],
    },
    {
      heading: '19. Meldungen, Moderation und Sicherheit',
      paragraphs: [
        'Als Online-Plattform sind wir nach dem DSA verpflichtet, Meldungen rechtswidriger Inhalte zu bearbeiten, unsere Entscheidungen zu begründen und ein Beschwerdeverfahren anzubieten. Meldest du einen Inhalt, verarbeiten wir deine Meldung, den gemeldeten Inhalt, deinen Namen und deine E-Mail-Adresse (soweit angegeben) sowie unsere Entscheidung. Die betroffene Person erhält eine Begründung unserer Entscheidung; deine Identität nennen wir ihr nur, wenn dies für die Bearbeitung unbedingt erforderlich ist, etwa bei Meldungen von Urheberrechtsverletzungen.',
        'Um unsere Nutzungsbedingungen durchzusetzen und Spam, Betrug und Angriffe abzuwehren, verarbeiten wir außerdem Nutzungs- und Protokolldaten und setzen Ratenbegrenzungen ein. Begründungen unserer Moderationsentscheidungen übermitteln wir ohne personenbezogene Daten an die Transparenzdatenbank der Europäischen Kommission. Haben wir Anhaltspunkte für eine Straftat, die eine Gefahr für das Leben oder die Sicherheit von Personen darstellt, informieren wir die zuständigen Behörden (Art. 18 DSA).',
        'Rechtsgrundlagen sind Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit den Art. 16 bis 24 DSA sowie Art. 6 Abs. 1 lit. f DSGVO (Sicherheit der Plattform und Schutz unserer Nutzerinnen und Nutzer). Meldungs- und Moderationsvorgänge speichern wir zwölf Monate nach ihrem Abschluss, länger nur, soweit wir sie zur Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen benötigen. Behörden und Gerichten geben wir Daten nur heraus, wenn wir gesetzlich dazu verpflichtet sind.',
      ],
    },
    {
      heading: '20. Cookies und lokaler Speicher',
      paragraphs: [
        'Wir verwenden Cookies und speichern Informationen im lokalen Speicher deines Browsers. Technisch notwendige Speicherungen – etwa für deine Anmeldung, den Schutz vor Cross-Site-Request-Forgery, deine Sprachwahl, deine Chat-Schlüssel und das Speichern deiner Cookie-Entscheidung – stützen wir auf § 25 Abs. 2 Nr. 2 TDDDG und, soweit dabei personenbezogene Daten verarbeitet werden, auf Art. 6 Abs. 1 lit. b bzw. lit. f DSGVO. Alle anderen Speicherungen nehmen wir nur mit deiner Einwilligung vor (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO).',
        'Eine vollständige Übersicht mit Zweck, Speicherdauer und Kategorie jedes Cookies findest du in unserer Cookie-Richtlinie. Deine Auswahl kannst du jederzeit in den Einstellungen unter „Datenschutz“ ändern oder widerrufen. Sie gilt 365 Tage; ändern wir die eingesetzten Dienste wesentlich, fragen wir dich erneut.',
      ],
    },
    {
      heading: '21. Reichweitenanalyse (nur mit Einwilligung)',
      paragraphs: [
        'Nur wenn du der Kategorie „Analyse“ zustimmst, messen wir, wie Spielraum genutzt wird, um das Angebot zu verbessern und Fehler zu finden. Dabei erfassen wir Ereignisse wie Beginn und Ende einer Nutzungssitzung oder den Abschluss der Einführung sowie technische Angaben wie Gerätetyp, Browser, Bildschirmgröße und aufgerufene Seiten. Deine Nutzerkennung übermitteln wir nur als Hashwert (SHA-256). Eine Nutzungssitzung endet nach 30 Minuten Inaktivität. Zur Wiedererkennung wird eine pseudonyme Kennung in einem Cookie bzw. im lokalen Speicher abgelegt (Speicherdauer 365 Tage).',
        'Für die Analyse setzen wir einen Dienstleister als Auftragsverarbeiter ein, der die Daten ausschließlich in unserem Auftrag auf Servern in der EU verarbeitet. Analysedaten löschen wir spätestens nach 12 Monaten.',
        'Sendet dein Browser ein „Do Not Track“-Signal, findet standardmäßig keine Analyse statt, auch wenn du der Kategorie „Analyse“ zugestimmt hast. Möchtest du die Analyse dennoch erlauben, kannst du das in den Datenschutzeinstellungen ausdrücklich bestätigen; diese Entscheidung speichern wir im Cookie analytics_dnt_override.',
        'Rechtsgrundlage ist deine Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit mit Wirkung für die Zukunft widerrufen kannst.',
      ],
    },
    {
      heading: '22. Werbung (nur mit Einwilligung)',
      paragraphs: [
        'Werbeinhalte von Werbepartnern laden wir ausschließlich, wenn du der Kategorie „Marketing“ zugestimmt hast. Ohne diese Einwilligung wird kein Werbeskript geladen und keine Verbindung zu Werbepartnern aufgebaut. Mit deiner Einwilligung kann ein Werbepartner Cookies oder ähnliche Technologien einsetzen und deine IP-Adresse sowie Geräte- und Nutzungsinformationen verarbeiten, um Werbung auszuspielen und ihre Wirksamkeit zu messen.',
        'Welche Werbepartner wir einsetzen, welche Cookies sie setzen und ob dabei Daten in Drittländer übermittelt werden, führen wir in der Cookie-Richtlinie auf, bevor ein Partner aktiviert wird. Rechtsgrundlage ist deine Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO).',
        'Wohlbefinden-Daten und Chatinhalte nutzen wir niemals für Werbung. Auf Profiling beruhende Werbung zeigen wir weder auf Grundlage besonderer Kategorien personenbezogener Daten (Art. 26 Abs. 3 DSA) noch Nutzerinnen und Nutzern, von denen wir wissen, dass sie minderjährig sind (Art. 28 Abs. 2 DSA).',
      ],
    },
    {
      heading: '23. Schriftarten, Symbole und Inhalte Dritter',
      paragraphs: [
        'Schriftarten und Symbole sind Teil unserer Anwendung und werden von unseren eigenen Servern geladen; eine Verbindung zu Drittanbietern wie Google Fonts entsteht dabei nicht. Auch sonst lädt Spielraum vor deiner Einwilligung keine Inhalte von Servern Dritter; einzige Ausnahme ist Google reCAPTCHA, falls auf dieser Installation eingerichtet (siehe unten). Folgst du einem Link zu einer externen Website, gilt dort die Datenschutzerklärung des jeweiligen Anbieters.',
        'Schutz vor Missbrauch (Google reCAPTCHA): Ist auf dieser Installation reCAPTCHA eingerichtet, nutzen wir bei der Registrierung und im Kontaktformular – und nur dort – den Dienst reCAPTCHA v3 der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland („Google“), um automatisierte Registrierungen und Spam abzuwehren. Öffnest du eines dieser Formulare, lädt dein Browser ein Skript von Google; Google erhält dabei deine IP-Adresse sowie Angaben zu Browser, Gerät und deinem Verhalten auf der Seite und kann Cookies oder ähnliche Technologien einsetzen. Beim Absenden schicken wir das von Google erzeugte Token zusammen mit deiner IP-Adresse an Google und erhalten eine Einschätzung zurück, ob das Formular von einem Menschen abgeschickt wurde; das Token speichern wir nicht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO (unser Interesse, Spielraum vor Bots, Spam und Missbrauch zu schützen). Dabei kann es zu einer Übermittlung an die Google LLC in den USA kommen (siehe Abschnitt 25). Es gelten die Datenschutzerklärung (https://policies.google.com/privacy) und die Nutzungsbedingungen (https://policies.google.com/terms) von Google. Ist reCAPTCHA nicht eingerichtet, entsteht keine Verbindung zu Google.',
      ],
    },
    {
      heading: '24. Empfänger und Auftragsverarbeiter',
      paragraphs: [
        'Innerhalb unseres Unternehmens erhalten nur die Personen Zugriff auf deine Daten, die ihn für den jeweiligen Zweck benötigen. Mit allen Auftragsverarbeitern haben wir Verträge nach Art. 28 DSGVO geschlossen; sie dürfen die Daten nur nach unserer Weisung verarbeiten. Eine aktuelle Liste unserer Auftragsverarbeiter erhältst du auf Anfrage.',
        'Darüber hinaus geben wir personenbezogene Daten nur an folgende Empfänger bzw. Kategorien von Empfängern weiter:',
      ],
      list: [
        'Hosting- und Rechenzentrumsdienstleister in der EU (Betrieb von Servern, Datenbanken und Speicher);',
        'E-Mail-Versanddienstleister in der EU (Bestätigungs-, Sicherheits- und Servicemails);',
        'Stripe (Zahlungsabwicklung, siehe Abschnitt 15);',
        'Google (bei Anmeldung mit Google, siehe Abschnitt 8, und – falls eingerichtet – für reCAPTCHA bei der Registrierung und im Kontaktformular, siehe Abschnitt 23);',
        'Anbieter von KI-Diensten (nur, wenn angebunden, siehe Abschnitt 16);',
        'Anbieter von Analysediensten mit Verarbeitung in der EU (nur mit deiner Einwilligung, siehe Abschnitt 21);',
        'Werbepartner (nur mit deiner Einwilligung, siehe Abschnitt 22);',
        'andere Nutzerinnen und Nutzer, soweit du Inhalte veröffentlichst, Nachrichten sendest oder boostz spendest;',
        'Steuerberatung und Wirtschaftsprüfung zur Erfüllung gesetzlicher Pflichten (zur Verschwiegenheit verpflichtet);',
        'Behörden, Gerichte und Strafverfolgungsbehörden, soweit wir gesetzlich dazu verpflichtet sind oder es zur Durchsetzung unserer Rechte erforderlich ist.',
      ],
    },
    {
      heading: '25. Übermittlung in Drittländer',
      paragraphs: [
        'Grundsätzlich verarbeiten wir deine Daten in der EU bzw. im Europäischen Wirtschaftsraum (EWR). Eine Übermittlung in Drittländer kann nur im Zusammenhang mit Google, Stripe und – falls angebunden – einem KI-Dienst stattfinden.',
        'Wir übermitteln Daten nur dann in ein Drittland, wenn für dieses ein Angemessenheitsbeschluss der Europäischen Kommission besteht (Art. 45 DSGVO), etwa für Unternehmen in den USA, die nach dem EU-U.S. Data Privacy Framework zertifiziert sind, oder wenn geeignete Garantien nach Art. 46 DSGVO vorliegen, insbesondere die Standardvertragsklauseln der Europäischen Kommission. Eine Kopie der Garantien kannst du bei uns anfordern.',
      ],
    },
    {
      heading: '26. Speicherdauer und Löschung',
      paragraphs: [
        'Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder gesetzliche Aufbewahrungspflichten bestehen. Im Überblick:',
      ],
      list: [
        'Kontodaten, Profil, Beiträge, Kommentare und Chatnachrichten: bis du sie löschst bzw. bis zur endgültigen Löschung deines Kontos;',
        'Kontolöschung: Löschst du dein Konto, deaktivieren wir es sofort und entfernen dein Profil und deine Inhalte aus der öffentlichen Ansicht. 30 Tage lang kannst du das Konto mit deinen Zugangsdaten wiederherstellen. Danach löschen wir alle zugehörigen Daten endgültig; in Sicherungskopien sind sie spätestens nach weiteren 30 Tagen überschrieben;',
        'Server-Logfiles: 14 Tage;',
        'Feed- und Wiedergabeverlauf: 12 Monate;',
        'Spielsitzungen: höchstens 12 Monate; Stimmungsangaben: bis zu deinem Widerruf oder deiner Löschung, höchstens 12 Monate;',
        'Fragen an den Assistenten: höchstens 30 Tage;',
        'Analysedaten: höchstens 12 Monate; Cookies: wie in der Cookie-Richtlinie angegeben;',
        'Kontaktanfragen: bis zur Erledigung, höchstens drei Jahre nach Ende des Jahres des letzten Kontakts;',
        'Meldungs- und Moderationsvorgänge: zwölf Monate nach Abschluss;',
        'Rechnungen und sonstige Buchungsbelege: acht Jahre; Handelsbücher und Jahresabschlüsse: zehn Jahre; Handels- und Geschäftsbriefe: sechs Jahre (§ 147 AO, § 257 HGB), jeweils ab Ende des Kalenderjahres, in dem sie entstanden sind. In dieser Zeit schränken wir die Verarbeitung auf die Erfüllung der Aufbewahrungspflicht ein.',
      ],
    },
    {
      heading: '27. Kinder und Jugendliche',
      paragraphs: [
        'Spielraum darfst du ab 16 Jahren eigenständig nutzen. Bist du jünger, darfst du Spielraum nur mit Zustimmung deiner Eltern bzw. Erziehungsberechtigten nutzen; soweit eine Verarbeitung auf einer Einwilligung beruht, muss diese von ihnen oder mit ihrer Zustimmung erteilt werden (Art. 8 DSGVO). Wir unternehmen angemessene Anstrengungen, dies zu prüfen, etwa indem wir das Geburtsdatum abfragen und in Zweifelsfällen einen Nachweis verlangen.',
        'Stellen wir fest, dass ein Konto ohne die erforderliche Zustimmung angelegt wurde, sperren oder löschen wir es. Eltern und Erziehungsberechtigte können sich jederzeit an datenschutz@spielraum.example wenden.',
      ],
    },
    {
      heading: '28. Pflicht zur Bereitstellung von Daten',
      paragraphs: [
        'Die für die Registrierung erforderlichen Angaben (E-Mail-Adresse, Benutzername und Passwort oder die Anmeldung mit Google) benötigen wir für den Abschluss und die Durchführung des Nutzungsvertrags; ohne sie kannst du kein Konto anlegen. Für Käufe benötigen wir zusätzlich Zahlungsangaben. Alle weiteren Angaben sind freiwillig. Gesetzlich bist du nicht verpflichtet, uns Daten bereitzustellen.',
      ],
    },
    {
      heading: '29. Automatisierte Entscheidungen',
      paragraphs: [
        'Eine ausschließlich automatisierte Entscheidung einschließlich Profiling, die dir gegenüber rechtliche Wirkung entfaltet oder dich in ähnlicher Weise erheblich beeinträchtigt (Art. 22 DSGVO), findet nicht statt. Personalisierte Empfehlungen im Feed sind keine solche Entscheidung.',
        'Neue Funktionen schalten wir mitunter schrittweise frei. Ob eine Funktion für dich bereits sichtbar ist, ergibt sich aus einem Zufallswert, der aus deiner Nutzerkennung berechnet wird, und nicht aus einer Bewertung deiner Person.',
      ],
    },
    {
      heading: '30. Deine Rechte',
      paragraphs: [
        'Dir stehen hinsichtlich der dich betreffenden personenbezogenen Daten folgende Rechte zu. Um sie auszuüben, genügt eine formlose Nachricht an datenschutz@spielraum.example. Damit wir keine Daten an Unbefugte herausgeben, können wir dich bitten, deine Identität nachzuweisen, etwa indem du uns von der bei uns hinterlegten E-Mail-Adresse schreibst. Wir antworten innerhalb eines Monats; in komplexen Fällen kann sich die Frist um bis zu zwei weitere Monate verlängern, worüber wir dich informieren.',
      ],
      list: [
        'Auskunft (Art. 15 DSGVO): Du kannst Auskunft darüber verlangen, ob und welche Daten wir über dich verarbeiten, und eine Kopie dieser Daten erhalten.',
        'Berichtigung (Art. 16 DSGVO): Du kannst verlangen, dass wir unrichtige Daten berichtigen und unvollständige vervollständigen. Viele Angaben kannst du direkt in den Einstellungen ändern.',
        'Löschung (Art. 17 DSGVO): Du kannst die Löschung deiner Daten verlangen, soweit keine Ausnahme greift, etwa eine gesetzliche Aufbewahrungspflicht. Dein Konto kannst du jederzeit selbst in den Einstellungen löschen.',
        'Einschränkung der Verarbeitung (Art. 18 DSGVO): Unter bestimmten Voraussetzungen kannst du verlangen, dass wir die Verarbeitung deiner Daten einschränken.',
        'Datenübertragbarkeit (Art. 20 DSGVO): Du kannst verlangen, dass wir dir die Daten, die du uns bereitgestellt hast und die wir auf Grundlage deiner Einwilligung oder eines Vertrags automatisiert verarbeiten, in einem strukturierten, gängigen und maschinenlesbaren Format übermitteln oder, soweit technisch machbar, direkt einem anderen Verantwortlichen übermitteln.',
        'Widerspruch (Art. 21 DSGVO): siehe Abschnitt 31.',
        'Widerruf von Einwilligungen (Art. 7 Abs. 3 DSGVO): Du kannst eine Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, zum Beispiel in den Datenschutz- oder Wohlbefinden-Einstellungen oder per E-Mail. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt unberührt.',
        'Beschwerde bei einer Aufsichtsbehörde (Art. 77 DSGVO): siehe Abschnitt 32.',
      ],
    },
    {
      heading: '31. Widerspruchsrecht nach Art. 21 DSGVO',
      paragraphs: [
        'Du hast das Recht, aus Gründen, die sich aus deiner besonderen Situation ergeben, jederzeit gegen die Verarbeitung der dich betreffenden personenbezogenen Daten, die auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO erfolgt, Widerspruch einzulegen; dies gilt auch für ein auf diese Bestimmung gestütztes Profiling. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die deine Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
        'Verarbeiten wir deine Daten, um Direktwerbung zu betreiben, kannst du jederzeit Widerspruch gegen die Verarbeitung zu diesem Zweck einlegen; das gilt auch für Profiling, soweit es mit solcher Direktwerbung in Verbindung steht. Wir verarbeiten deine Daten dann nicht mehr für diese Zwecke.',
        'Der Widerspruch ist formfrei möglich und sollte möglichst an datenschutz@spielraum.example gerichtet werden.',
      ],
    },
    {
      heading: '32. Beschwerderecht bei einer Aufsichtsbehörde',
      paragraphs: [
        'Unbeschadet anderer Rechtsbehelfe kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren, wenn du der Ansicht bist, dass die Verarbeitung deiner Daten gegen die DSGVO verstößt, insbesondere in dem Mitgliedstaat deines gewöhnlichen Aufenthalts, deines Arbeitsplatzes oder des mutmaßlichen Verstoßes. Für uns zuständig ist:',
      ],
      list: [
        'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
        'Alt-Moabit 59–61, 10555 Berlin',
        'Telefon: +49 30 13889-0',
        'E-Mail: mailbox@datenschutz-berlin.de',
        'Website: https://www.datenschutz-berlin.de',
      ],
    },
    {
      heading: '33. Datensicherheit',
      paragraphs: [
        'Wir schützen deine Daten mit technischen und organisatorischen Maßnahmen nach Art. 32 DSGVO, unter anderem durch TLS-Verschlüsselung aller Verbindungen, Passwort-Hashing mit Argon2id, Ende-zu-Ende-Verschlüsselung privater Chatnachrichten, Cookies mit den Attributen HttpOnly und SameSite, Schutz vor Cross-Site-Request-Forgery, Ratenbegrenzungen, restriktive Zugriffsrechte und regelmäßige Sicherungen. Der Desktop-Launcher läuft in einer abgeschotteten Umgebung und startet Spiele nur nach deiner Bestätigung.',
      ],
    },
    {
      heading: '34. Änderungen dieser Datenschutzerklärung',
      paragraphs: [
        'Wir passen diese Datenschutzerklärung an, wenn sich unsere Dienste, die eingesetzten Dienstleister oder die Rechtslage ändern. Es gilt jeweils die hier veröffentlichte Fassung. Über wesentliche Änderungen informieren wir dich in Spielraum oder per E-Mail; ist für eine neue Verarbeitung deine Einwilligung erforderlich, holen wir sie vorher ein. Frühere Fassungen findest du im Archiv.',
      ],
    },
  ],
};

export default doc;
