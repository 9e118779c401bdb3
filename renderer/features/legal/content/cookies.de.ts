import type { LegalDocument } from './types';

const doc: LegalDocument = {
  title: 'Cookie-Richtlinie',
  updated: '06.09.2025',
  intro:
    'In dieser Cookie-Richtlinie erklären wir, welche Cookies und vergleichbaren Technologien Spielraum verwendet, wofür wir sie einsetzen, wie lange sie gespeichert bleiben und wie du deine Einwilligung verwaltest. Sie ergänzt unsere Datenschutzerklärung. Verantwortlich ist die Spielraum GmbH, Musterstraße 12, 10115 Berlin, Deutschland.',
  sections: [
    {
      heading: '1. Was sind Cookies?',
      paragraphs: [
        'Cookies sind kleine Textdateien, die dein Browser auf deinem Gerät speichert und bei späteren Aufrufen wieder an den Server sendet. Ähnlich funktionieren der lokale Speicher deines Browsers (Local Storage) und vergleichbare Speichertechniken. Wo es auf den Unterschied nicht ankommt, sprechen wir hier vereinfacht von Cookies.',
        'Alle in dieser Richtlinie aufgeführten Cookies sind eigene Cookies von Spielraum (Erstanbieter-Cookies). Cookies von Drittanbietern werden ohne deine Einwilligung nicht gesetzt, und vor deiner Einwilligung stellt Spielraum keine Verbindungen zu Servern Dritter her – mit einer Ausnahme, falls auf dieser Installation eingerichtet: Google reCAPTCHA bei der Registrierung und im Kontaktformular (siehe Datenschutzerklärung, Abschnitt 23).',
      ],
    },
    {
      heading: '2. Rechtsgrundlagen',
      paragraphs: [
        'Cookies, die unbedingt erforderlich sind, damit wir den von dir ausdrücklich gewünschten Dienst bereitstellen können, setzen wir auf Grundlage von § 25 Abs. 2 Nr. 2 TDDDG ohne Einwilligung. Soweit dabei personenbezogene Daten verarbeitet werden, ist Rechtsgrundlage Art. 6 Abs. 1 lit. b DSGVO (Vertragserfüllung) bzw. Art. 6 Abs. 1 lit. f DSGVO (unser berechtigtes Interesse an einem sicheren Betrieb und an der Dokumentation deiner Cookie-Entscheidung).',
        'Alle übrigen Cookies setzen wir nur mit deiner Einwilligung nach § 25 Abs. 1 TDDDG und Art. 6 Abs. 1 lit. a DSGVO. Du kannst deine Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen.',
      ],
    },
    {
      heading: '3. Kategorien',
      list: [
        'Notwendig: für den Betrieb und die Sicherheit von Spielraum unverzichtbar, etwa für die Anmeldung, den Schutz vor Angriffen und das Speichern deiner Cookie-Entscheidung. Diese Cookies lassen sich nicht abwählen.',
        'Funktional: ermöglichen Komfortfunktionen, die über das technisch Notwendige hinausgehen. Nur mit Einwilligung.',
        'Analyse: helfen uns zu verstehen, wie Spielraum genutzt wird, damit wir es verbessern können. Nur mit Einwilligung.',
        'Marketing: dienen dazu, Werbung anzuzeigen und ihre Wirksamkeit zu messen. Nur mit Einwilligung.',
      ],
    },
    {
      heading: '4. So verwaltest du deine Einwilligung',
      paragraphs: [
        'Beim ersten Besuch zeigen wir dir ein Cookie-Banner. Dort kannst du alle Kategorien akzeptieren, eine eigene Auswahl speichern oder nur notwendige Cookies zulassen; die Ablehnung ist dabei genauso einfach wie die Zustimmung. Nach deiner Entscheidung wird die Seite neu geladen, damit deine Auswahl sofort wirkt.',
        'Du kannst deine Auswahl jederzeit in den Einstellungen unter „Datenschutz“ ändern oder widerrufen. Deine Entscheidung gilt 365 Tage. Ändern wir die eingesetzten Cookies oder Dienste wesentlich, erhöhen wir die Versionsnummer unserer Cookie-Einstellungen (derzeit 2025-09-06) und fragen dich erneut.',
        'Sendet dein Browser ein „Do Not Track“-Signal, findet standardmäßig keine Reichweitenanalyse statt – auch dann nicht, wenn du der Kategorie „Analyse“ zustimmst. Im Cookie-Banner erscheint in diesem Fall ein zusätzliches Kontrollkästchen, mit dem du die Analyse trotzdem ausdrücklich erlauben kannst.',
      ],
    },
    {
      heading: '5. Notwendige Cookies für Anmeldung und Sicherheit',
      list: [
        'Sitzungs-Cookie (Name enthält „session“) – Zweck: hält deine Anmeldung aufrecht und ordnet deine Anfragen deiner Sitzung zu. Das Cookie ist für Skripte nicht lesbar (HttpOnly), wird nur an Spielraum gesendet (SameSite=Lax) und nur verschlüsselt über HTTPS übertragen. Speicherdauer: 12 Stunden, mit „Angemeldet bleiben“ 30 Tage; bei der Abmeldung wird die Sitzung beendet. Kategorie: notwendig.',
        'XSRF-TOKEN – Zweck: Schutz vor Cross-Site-Request-Forgery. Der Wert wird bei jeder ändernden Anfrage mitgesendet und vom Server geprüft, damit fremde Websites keine Aktionen in deinem Namen auslösen können. Speicherdauer: so lange wie die Sitzung, höchstens 30 Tage; ein ersatzweise erzeugtes Token höchstens 24 Stunden. Kategorie: notwendig.',
      ],
    },
    {
      heading: '6. Notwendige Cookies zur Speicherung deiner Cookie-Entscheidung',
      paragraphs: [
        'Die folgenden Cookies speichern deine Entscheidung aus dem Cookie-Banner bzw. den Datenschutzeinstellungen. Sie enthalten keine Kennung, mit der wir dich wiedererkennen könnten, und werden gesetzt, sobald du eine Auswahl triffst – auch wenn du nur notwendige Cookies zulässt –, denn nur so können wir deine Entscheidung beachten. Sie sind deshalb technisch notwendig. Zu jedem Cookie nennen wir, auf welche Kategorie sich die gespeicherte Einstellung bezieht.',
      ],
      list: [
        'cookieConsent – Zweck: speichert deine vollständige Auswahl (notwendig, funktional, Analyse, Marketing) zusammen mit dem Zeitpunkt der Entscheidung. Speicherdauer: 365 Tage. Kategorie: notwendig (bezieht sich auf alle Kategorien).',
        'cookieAccepted – Zweck: vermerkt, dass du eine Entscheidung getroffen hast, damit das Cookie-Banner nicht erneut erscheint. Speicherdauer: 365 Tage. Kategorie: notwendig.',
        'consent_version – Zweck: speichert die Version der Cookie-Einstellungen, auf die sich deine Entscheidung bezieht (derzeit 2025-09-06). Weicht sie von der aktuellen Version ab, fragen wir dich erneut. Speicherdauer: 365 Tage. Kategorie: notwendig.',
        'functional_cookies – Zweck: speichert, ob du funktionale Cookies erlaubst (ja/nein). Speicherdauer: 365 Tage. Kategorie: notwendig (Einstellung zur Kategorie „Funktional“).',
        'analytics_consent – Zweck: speichert, ob du in die Reichweitenanalyse eingewilligt hast (ja/nein); nur bei „ja“ wird die Analyse gestartet. Speicherdauer: 365 Tage. Kategorie: notwendig (Einstellung zur Kategorie „Analyse“).',
        'analytics_cookies – Zweck: speichert, ob für die Reichweitenanalyse Cookies bzw. Einträge im lokalen Speicher angelegt werden dürfen (ja/nein). Speicherdauer: 365 Tage. Kategorie: notwendig (Einstellung zur Kategorie „Analyse“).',
        'analytics_dnt_override – Zweck: nur von Bedeutung, wenn dein Browser „Do Not Track“ sendet; speichert, ob du die Reichweitenanalyse trotzdem ausdrücklich erlaubst (ja/nein). Speicherdauer: 365 Tage. Kategorie: notwendig (Einstellung zur Kategorie „Analyse“).',
        'marketing_consent – Zweck: speichert, ob du in Marketing eingewilligt hast (ja/nein); nur bei „ja“ dürfen Werbeinhalte geladen werden. Speicherdauer: 365 Tage. Kategorie: notwendig (Einstellung zur Kategorie „Marketing“).',
      ],
    },
    {
      heading: '7. Notwendige Einträge im lokalen Speicher',
      paragraphs: [
        'Zusätzlich legt Spielraum einige Einträge im lokalen Speicher deines Browsers an, die für die von dir genutzten Funktionen erforderlich sind. Sie werden nicht automatisch an unsere Server gesendet.',
      ],
      list: [
        'user, quickAuth, isLoggedIn, lastAccess – Zweck: speichern eine Kopie deiner grundlegenden Kontodaten, einen Anmeldehinweis und den Zeitpunkt deines letzten Zugriffs, damit Spielraum nach dem Neuladen schnell startet und deine Sitzung wiederhergestellt werden kann. Speicherdauer: bis zur Abmeldung oder bis deine Sitzung abläuft. Kategorie: notwendig.',
        'language – Zweck: speichert deine Sprachwahl. Speicherdauer: bis du sie änderst oder die Browserdaten löschst. Kategorie: notwendig.',
        'Chat-Schlüssel – Zweck: dein Schlüsselmaterial für die Ende-zu-Ende-Verschlüsselung privater Nachrichten sowie zwischengespeicherte öffentliche Schlüssel deiner Chatpartner. Speicherdauer: bis du die Browserdaten löschst; ohne diese Einträge kannst du ältere verschlüsselte Nachrichten nicht mehr lesen. Kategorie: notwendig.',
        'Einladungskennung – Zweck: merkt sich, über welchen Einladungslink du Spielraum aufgerufen hast, damit die Einladung bei deiner Registrierung berücksichtigt wird. Speicherdauer: bis zur Registrierung oder bis du die Browserdaten löschst. Kategorie: notwendig.',
      ],
    },
    {
      heading: '8. Funktionale Cookies',
      paragraphs: [
        'Derzeit setzen wir keine Cookies der Kategorie „Funktional“. Deine Einstellung dazu (functional_cookies) speichern wir dennoch, damit wir sie beachten können, sobald solche Funktionen hinzukommen. Vorher ergänzen wir diese Richtlinie.',
      ],
    },
    {
      heading: '9. Analyse-Cookies',
      paragraphs: [
        'Nur wenn du der Kategorie „Analyse“ zugestimmt hast und kein „Do Not Track“-Signal entgegensteht, wird der folgende Eintrag angelegt. Einzelheiten zur Verarbeitung findest du in Abschnitt 21 der Datenschutzerklärung.',
      ],
      list: [
        'analytics_id (Analyse-Kennung) – Zweck: pseudonyme Kennung, mit der unser Analysedienstleister (Auftragsverarbeiter mit Verarbeitung in der EU) wiederkehrende Besuche und Nutzungssitzungen erkennt. Eine Nutzungssitzung endet nach 30 Minuten Inaktivität, spätestens nach 24 Stunden. Speicherdauer: 365 Tage. Kategorie: Analyse.',
      ],
    },
    {
      heading: '10. Marketing-Cookies',
      paragraphs: [
        'Werbeinhalte und damit verbundene Cookies von Werbepartnern werden nur geladen, wenn du der Kategorie „Marketing“ zugestimmt hast. Derzeit ist kein Werbepartner aktiviert, und es werden keine Marketing-Cookies gesetzt. Bevor wir einen Werbepartner aktivieren, ergänzen wir diese Richtlinie um Anbieter, Zweck, Speicherdauer und mögliche Übermittlungen in Drittländer und bitten dich erneut um deine Einwilligung.',
      ],
    },
    {
      heading: '11. Desktop-Launcher',
      paragraphs: [
        'Im Desktop-Launcher gelten dieselben Cookies und Einträge wie im Browser. Die Spielebibliothek und zwischengespeicherte Spielsitzungen legt der Launcher als Dateien auf deinem Gerät ab; dabei handelt es sich nicht um Cookies. Näheres findest du in Abschnitt 6 der Datenschutzerklärung.',
      ],
    },
    {
      heading: '12. Cookies im Browser löschen',
      paragraphs: [
        'Du kannst Cookies und den lokalen Speicher jederzeit über die Einstellungen deines Browsers löschen oder das Speichern von Cookies generell blockieren. Ohne notwendige Cookies kannst du dich allerdings nicht anmelden. Löschst du die Cookies zu deiner Cookie-Entscheidung, zeigen wir dir das Cookie-Banner beim nächsten Besuch erneut.',
      ],
    },
    {
      heading: '13. Kontakt',
      paragraphs: [
        'Bei Fragen zu Cookies und zum Datenschutz erreichst du uns unter datenschutz@spielraum.example.',
      ],
    },
  ],
};

export default doc;
