// The German templates shown until an admin saves the operator's own texts
// (docs/decisions/059-legal-pages-edited-in-the-console.md). They describe what this platform really
// processes; everything in [square brackets] is for the operator to fill in. The content stays German
// whatever the visitor's language: it is the operator's legal text. The page gives the heading (h1),
// so the sections start at ##.
import type { AiEngine } from '@common/schemas/ai';
import type { LegalPageKind } from '@common/schemas/legal';

export const IMPRINT_TEMPLATE = `## Angaben gemäß § 5 DDG (Digitale-Dienste-Gesetz)

[Name und Anschrift des Betreibers]

Vertreten durch: [Vertretungsberechtigte Person]

## Kontakt

Telefon: [Telefonnummer]

E-Mail: [E-Mail-Adresse]

## Registereintrag

[Registergericht und Registernummer, falls vorhanden]

## Umsatzsteuer-ID

Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: [Umsatzsteuer-Identifikationsnummer, falls vorhanden]

## Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV

[Name und Anschrift der verantwortlichen Person]

## Verbraucherstreitbeilegung

[Bitte eine der beiden Angaben wählen und die andere löschen:]

- Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).
- Wir nehmen an Streitbeilegungsverfahren vor folgender Verbraucherschlichtungsstelle teil: [Name und Anschrift der Verbraucherschlichtungsstelle, Website].
`;

const AI_WITH_PROVIDER = `Für die Antworten des KI-Assistenten und des Prüfungstrainers ist ein externer KI-Anbieter eingebunden. Ihre Nachrichten und der bisherige Gesprächsverlauf werden zusammen mit passenden Auszügen aus den Lerninhalten an [Name und Anschrift des KI-Anbieters] übermittelt, damit dieser die Antwort erzeugt. [Sitz des KI-Anbieters und Grundlage einer Übermittlung in ein Drittland, z. B. Angemessenheitsbeschluss oder Standardvertragsklauseln nach Art. 46 DSGVO; Angaben zur Auftragsverarbeitung nach Art. 28 DSGVO] Bitte geben Sie im Gespräch keine Angaben ein, die Sie nicht übermitteln möchten, insbesondere keine Namen oder Gesundheitsdaten.`;

const AI_OFFLINE = `Die Antworten des KI-Assistenten und des Prüfungstrainers werden ausschließlich auf unserem Server aus den Lerninhalten der Plattform erstellt. Ihre Nachrichten werden dabei an keinen Dritten übermittelt.`;

/** The Datenschutzerklärung; the AI paragraph says whether an AI provider is configured (c.get('ai').kind). */
export function privacyTemplate(aiKind: AiEngine): string {
  return `Mit dieser Datenschutzerklärung informieren wir Sie nach Art. 13 und 14 der Datenschutz-Grundverordnung (DSGVO) darüber, welche personenbezogenen Daten wir bei der Nutzung dieser Lernplattform zur Vorbereitung auf die Medizinisch-Psychologische Untersuchung (MPU) verarbeiten, zu welchem Zweck und auf welcher Rechtsgrundlage.

## 1. Verantwortlicher

[Name und Anschrift des Betreibers]

E-Mail: [E-Mail-Adresse]

Telefon: [Telefonnummer]

[Kontaktdaten des Datenschutzbeauftragten, falls einer benannt ist]

## 2. Benutzerkonto

Für die Registrierung und Anmeldung verarbeiten wir Ihre E-Mail-Adresse und Ihr Passwort. Das Passwort wird nur als kryptografischer Hashwert gespeichert, nicht im Klartext. Freiwillig können Sie in den Einstellungen Vorname, Nachname, Geburtsdatum, Sprache sowie Angaben zu Ihrer Lebenssituation hinterlegen. Zu jeder Anmeldung (Sitzung) speichern wir außerdem die IP-Adresse und die Kennung Ihres Browsers (User-Agent), um Ihr Konto vor Missbrauch zu schützen.

Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Vertrag über die Nutzung der Plattform), für die Angaben zur Sitzung Art. 6 Abs. 1 lit. f DSGVO (berechtigtes Interesse an der Sicherheit der Konten).

## 3. MPU-Grund und Gesundheitsangaben

Ihr MPU-Grund (z. B. Alkohol, Drogen, Punkte, Straftaten oder Medikamente) und weitere gesundheitsbezogene Angaben, etwa zu Diagnosen, Medikamenten oder behandelnden Ärztinnen und Ärzten, sind besondere Kategorien personenbezogener Daten. Wir verarbeiten sie nur mit Ihrer ausdrücklichen Einwilligung, die Sie bei der Registrierung erteilen (Art. 9 Abs. 2 lit. a DSGVO). Sie dienen dazu, Ihnen passende Lerninhalte anzuzeigen.

Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen. Die Angaben können Sie in den Einstellungen ändern; mit „Konto löschen“ in den Einstellungen werden Ihr Konto und alle damit verbundenen Angaben gelöscht.

## 4. Lernfortschritt

Wir speichern Ihre Antworten auf Prüfungsfragen, die angesehenen Videos und die bearbeiteten Kapitel, um Ihnen Ihren Fortschritt und passende Empfehlungen zu zeigen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.

## 5. Buchungen

Wenn Sie einen Termin buchen, speichern wir Datum, Uhrzeit, Beraterin oder Berater, Preis und eine etwaige Stornierung, um den Termin durchzuführen und abzurechnen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO; [steuer- und handelsrechtliche Aufbewahrungspflichten, Art. 6 Abs. 1 lit. c DSGVO, soweit zutreffend].

## 6. E-Mails

Wir senden Ihnen E-Mails zur Bestätigung Ihrer E-Mail-Adresse, zum Zurücksetzen des Passworts, zur Änderung der E-Mail-Adresse und zu Ihren Buchungen. Dafür werden Ihre E-Mail-Adresse und der Inhalt der Nachricht an unseren E-Mail-Dienst übermittelt: [Name und Anschrift des E-Mail-Anbieters, Sitz und gegebenenfalls Grundlage einer Übermittlung in ein Drittland]. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.

## 7. KI-Assistent und Prüfungstrainer

Die Gespräche mit dem KI-Assistenten und dem Prüfungstrainer werden von der Plattform nicht gespeichert; sie bestehen nur in Ihrem Browser, solange die Seite geöffnet ist.

${aiKind === 'llm' ? AI_WITH_PROVIDER : AI_OFFLINE}

Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.

## 8. Eingebettete Videos

Videos von YouTube, Vimeo und Google Drive werden erst geladen, wenn Sie auf das Video klicken und der Anzeige zustimmen (Zwei-Klick-Lösung). Vorher wird keine Verbindung zu diesen Anbietern aufgebaut. Nach dem Klick lädt Ihr Browser das Video und gegebenenfalls das Vorschaubild direkt vom jeweiligen Anbieter; dabei werden insbesondere Ihre IP-Adresse, Angaben zu Ihrem Browser und die aufgerufene Seite an den Anbieter übermittelt, der eigene Cookies oder ähnliche Techniken einsetzen kann:

- YouTube über den erweiterten Datenschutzmodus (youtube-nocookie.com): Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland
- Vimeo (player.vimeo.com): Vimeo.com, Inc., New York, USA
- Google Drive (drive.google.com): Google Ireland Limited, Dublin, Irland

Eine Übermittlung in die USA kann dabei nicht ausgeschlossen werden; [Grundlage der Übermittlung, z. B. EU-US Data Privacy Framework]. Ihre Zustimmung je Anbieter merkt sich Ihr Browser im lokalen Speicher. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG); Sie können sie widerrufen, indem Sie die Website-Daten in Ihrem Browser löschen.

Videos, die wir selbst hochgeladen haben, werden direkt von unserem Server ausgeliefert, ohne Beteiligung Dritter.

## 9. Server-Protokoll und Schutz vor Missbrauch

Bei jedem Aufruf protokolliert unser Server die Anfragemethode, den aufgerufenen Pfad (ohne Parameter), den Statuscode, die Bearbeitungsdauer und eine zufällige Kennung der Anfrage. Ihre IP-Adresse wird im Protokoll nicht gespeichert. Zum Schutz vor Missbrauch, etwa vor dem Erraten von Passwörtern, wird die Zahl der Anfragen je IP-Adresse kurzzeitig in unserer Datenbank gezählt. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist der sichere Betrieb der Plattform. Die Protokolle werden [Speicherdauer der Server-Protokolle] aufbewahrt.

[Angaben zum Hosting-Anbieter, falls die Plattform nicht auf eigenen Servern betrieben wird: Name, Anschrift, Auftragsverarbeitung nach Art. 28 DSGVO]

## 10. Cookies und lokaler Speicher

Wir setzen nur technisch notwendige Cookies und Einträge im lokalen Speicher Ihres Browsers ein:

- ein Sitzungs-Cookie, das Sie nach der Anmeldung angemeldet hält;
- das Cookie „i18next“ und ein gleichnamiger Eintrag im lokalen Speicher, die Ihre gewählte Sprache speichern;
- Einträge im lokalen Speicher, die sich merken, ob Sie die Einführungstour gesehen und welchen Video-Anbietern Sie zugestimmt haben.

Wir verwenden keine Tracking- oder Analysewerkzeuge und keine Werbe-Cookies. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG und Art. 6 Abs. 1 lit. b DSGVO.

## 11. Speicherdauer

Ihre Kontodaten, Gesundheitsangaben und Ihr Lernfortschritt werden gespeichert, bis Sie Ihr Konto löschen. Sitzungen enden spätestens nach sieben Tagen. Buchungsdaten bewahren wir [Aufbewahrungsfrist für Buchungen und Rechnungen] auf. [Weitere Fristen, die der Betreiber festlegt]

## 12. Ihre Rechte

Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16 DSGVO), Löschung (Art. 17 DSGVO), Einschränkung der Verarbeitung (Art. 18 DSGVO), Datenübertragbarkeit (Art. 20 DSGVO) und Widerspruch gegen eine Verarbeitung auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO (Art. 21 DSGVO). Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO).

Eine Kopie Ihrer gespeicherten Daten können Sie jederzeit selbst unter „Meine Daten“ in den Einstellungen herunterladen; Ihr Konto löschen Sie dort mit „Konto löschen“.

Sie haben zudem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), zum Beispiel bei: [Zuständige Aufsichtsbehörde am Sitz des Betreibers].

Stand: [Datum]
`;
}

export function legalTemplate(kind: LegalPageKind, aiKind: AiEngine): string {
  return kind === 'imprint' ? IMPRINT_TEMPLATE : privacyTemplate(aiKind);
}
