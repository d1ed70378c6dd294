// The demo course: chapter texts are plain text with blank lines between paragraphs.
import { chapterQuiz, type DemoCourse } from './types';

export const COURSE: DemoCourse = {
  title: 'MPU-Grundkurs: Vorbereitung Schritt für Schritt',
  description:
    'Dieser Kurs führt Sie in fünf Kapiteln durch die wichtigsten Grundlagen: was die MPU ist, wie der Untersuchungstag abläuft, welche Nachweise Sie brauchen, worauf es im psychologischen Gespräch ankommt und wie Sie Ihre Vorbereitung planen. Am Ende jedes Kapitels überprüfen Sie Ihr Wissen mit kurzen Fragen.',
  chapters: [
    {
      title: 'Was ist die MPU?',
      content: `Die medizinisch-psychologische Untersuchung, kurz MPU, ist eine Begutachtung Ihrer Fahreignung. Sie wird angeordnet, wenn die Fahrerlaubnisbehörde begründete Zweifel hat, ob Sie künftig sicher und regelkonform am Straßenverkehr teilnehmen. Typische Anlässe sind eine Trunkenheitsfahrt mit 1,6 Promille oder mehr, wiederholte Alkoholverstöße, Drogenkonsum, das Erreichen von 8 Punkten im Fahreignungsregister oder Straftaten mit Bezug zum Straßenverkehr.

Wichtig ist der Unterschied zwischen Fahreignung und Fahrtüchtigkeit. Fahrtüchtigkeit beschreibt Ihren Zustand in einem bestimmten Moment. Fahreignung ist die dauerhafte Befähigung, ein Fahrzeug sicher zu führen. Die MPU fragt deshalb nicht, ob Sie heute nüchtern sind, sondern ob zu erwarten ist, dass Sie auch in Zukunft nicht mehr auffallen.

Die Untersuchung führt eine amtlich anerkannte Begutachtungsstelle für Fahreignung durch, etwa von TÜV oder DEKRA. Sie wählen die Stelle selbst aus und beauftragen sie. Die Fahrerlaubnisbehörde übersendet dann Ihre Akte und legt in der Gutachtenanordnung fest, welche Frage das Gutachten beantworten soll.

Die MPU ist keine Prüfung, bei der Sie auswendig gelernte Antworten aufsagen. Die Gutachter orientieren sich an den Begutachtungsleitlinien zur Kraftfahreignung und an den Beurteilungskriterien. Sie wollen nachvollziehen, warum es zu Ihren Auffälligkeiten kam und was sich seitdem verändert hat. Wer diese Veränderung tatsächlich vollzogen hat und sie schlüssig erklären kann, hat gute Aussichten auf ein positives Ergebnis.`,
      quizzes: [
        chapterQuiz({
          question: 'Was beurteilt die MPU?',
          right: 'Ihre Fahreignung, also ob Sie dauerhaft sicher am Straßenverkehr teilnehmen können',
          wrong: [
            'Ihre Kenntnisse der Verkehrsregeln',
            'Ihre Fahrtüchtigkeit am Tag der Untersuchung',
            'Ihre Fahrpraxis im Straßenverkehr',
          ],
        }),
        chapterQuiz({
          question: 'Wer wählt die Begutachtungsstelle für Fahreignung aus?',
          right: 'Sie selbst',
          wrong: ['Die Polizei', 'Das Kraftfahrt-Bundesamt', 'Das Strafgericht'],
        }),
        chapterQuiz({
          question: 'Welcher Anlass führt schon beim ersten Mal zu einer MPU-Anordnung?',
          right: 'Eine Trunkenheitsfahrt mit 1,6 Promille oder mehr',
          wrong: ['Eine Fahrt mit 0,5 Promille', 'Ein einzelner Parkverstoß', 'Eine Geschwindigkeitsüberschreitung um 15 km/h'],
        }),
      ],
    },
    {
      title: 'Der Ablauf der Untersuchung',
      content: `Eine MPU dauert in der Regel mehrere Stunden. Zu Beginn füllen Sie einen Fragebogen zu Ihrer Person, Ihrer Gesundheit und Ihrer Vorgeschichte aus. Bringen Sie einen gültigen Ausweis, die Gutachtenanordnung, Ihre Abstinenznachweise und gegebenenfalls Bescheinigungen über Beratung, Therapie oder Kurse mit.

Die medizinische Untersuchung übernimmt eine Ärztin oder ein Arzt der Begutachtungsstelle. Sie fragt nach Erkrankungen, Medikamenten und Ihrem Konsumverhalten und untersucht Sie körperlich. Je nach Anlass können Laborwerte wie Leberwerte oder CDT sowie eine Urinprobe hinzukommen. Die Befunde müssen zu Ihren Angaben passen.

In den Leistungstests arbeiten Sie an einem Computer mit speziellen Tasten und Pedalen. Geprüft werden Reaktionsfähigkeit, Aufmerksamkeit, Konzentration und Belastbarkeit. Die Tests werden vorher erklärt und lassen sich kurz üben. Am wichtigsten ist, dass Sie ausgeschlafen sind und ohne Hektik anreisen.

Den Abschluss bildet das psychologische Gespräch, das für das Ergebnis meist besonders wichtig ist. Eine Psychologin oder ein Psychologe spricht mit Ihnen über die Vorfälle in Ihrer Akte, deren Ursachen und Ihre Veränderungen.

Das Ergebnis erhalten Sie schriftlich als Gutachten. Es kann positiv oder negativ ausfallen oder eine Kursempfehlung nach § 70 FeV enthalten. Das Gutachten geht an Sie, und Sie entscheiden, ob Sie es der Fahrerlaubnisbehörde vorlegen.`,
      quizzes: [
        chapterQuiz({
          question: 'Welcher Teil gehört nicht zur MPU?',
          right: 'Eine praktische Fahrprüfung',
          wrong: ['Die medizinische Untersuchung', 'Die Leistungstests am Computer', 'Das psychologische Gespräch'],
        }),
        chapterQuiz({
          question: 'Was ist die beste Vorbereitung auf die Leistungstests?',
          right: 'Ausgeschlafen und ohne Zeitdruck zur Untersuchung kommen',
          wrong: [
            'Die Verkehrszeichen noch einmal auswendig lernen',
            'Vorher möglichst viel Kaffee trinken',
            'Am Abend vorher lange an Computerspielen üben',
          ],
        }),
        chapterQuiz({
          question: 'Wer erhält das Gutachten nach der MPU?',
          right: 'Sie als Auftraggeber',
          wrong: ['Automatisch die Fahrerlaubnisbehörde', 'Ihre Krankenkasse', 'Ihr Arbeitgeber'],
        }),
      ],
    },
    {
      title: 'Abstinenz und Nachweise',
      content: `Bei vielen Alkohol- und fast allen Drogen-MPUs ist ein Abstinenznachweis der Kern der Vorbereitung. Ob Sie Abstinenz nachweisen müssen und wie lange, hängt von Ihrer Vorgeschichte ab. Üblich sind sechs Monate oder – etwa bei Alkoholabhängigkeit oder nach dem Konsum harter Drogen – zwölf Monate. Klären Sie diese Frage früh mit einer qualifizierten Beratung, denn ein zu kurzer Nachweis lässt sich am Ende nicht mehr verlängern, ohne den Termin zu verschieben.

Anerkannt werden nur Nachweise, die nach den CTU-Kriterien erhoben wurden. Dafür schließen Sie mit einer geeigneten Stelle eine Vereinbarung über ein Abstinenzkontrollprogramm. Bei Urinscreenings werden Sie unangekündigt und kurzfristig einbestellt und geben die Probe unter Sicht ab. Bei Alkohol wird auf EtG untersucht, ein Abbauprodukt, das nur nach Alkoholkonsum entsteht.

Alternativ oder ergänzend sind Haaranalysen möglich. Haare wachsen etwa einen Zentimeter pro Monat und bilden so einen längeren Zeitraum rückblickend ab. Färben oder Bleichen kann die Ergebnisse verfälschen – sprechen Sie das vor der Probenahme an.

Achten Sie auf Lücken: Ein verpasster Termin oder ein positiver Befund kann den gesamten Nachweis entwerten. Vorsicht auch bei versteckten Quellen wie alkoholhaltigen Lebensmitteln, Mundwasser oder Desinfektionsmitteln, wenn Sie EtG-Kontrollen machen.

Abstinenz ist jedoch mehr als ein Laborwert. Im Gespräch zählt, warum Sie abstinent leben, was Ihnen dabei hilft und wie Sie mit schwierigen Situationen umgehen.`,
      quizzes: [
        chapterQuiz({
          question: 'Welcher Marker wird in Urinkontrollen zum Nachweis von Alkoholabstinenz verwendet?',
          right: 'EtG (Ethylglucuronid)',
          wrong: ['THC-COOH', 'Blutzucker', 'Cholesterin'],
        }),
        chapterQuiz({
          question: 'Wie werden Sie zu Urinkontrollen nach den CTU-Kriterien einbestellt?',
          right: 'Unangekündigt und kurzfristig',
          wrong: ['Zu festen, vorher vereinbarten Terminen', 'Nur einmal direkt vor der MPU', 'Nach eigener Wahl, wenn es Ihnen passt'],
        }),
        chapterQuiz({
          question: 'Wie schnell wachsen Kopfhaare ungefähr?',
          right: 'Etwa einen Zentimeter pro Monat',
          wrong: ['Etwa einen Zentimeter pro Woche', 'Etwa einen Millimeter pro Jahr', 'Etwa fünf Zentimeter pro Monat'],
        }),
      ],
    },
    {
      title: 'Das psychologische Gespräch',
      content: `Im psychologischen Gespräch, auch Explorationsgespräch genannt, geht es um Sie: um Ihre Vorgeschichte, die Ursachen Ihrer Auffälligkeiten und die Veränderungen, die Sie seitdem vollzogen haben. Die Gutachterin oder der Gutachter kennt Ihre Akte. Es lohnt sich deshalb, vorher Akteneinsicht zu nehmen und alle Vorfälle ehrlich einzuordnen.

Gefragt wird zum Beispiel: Wie kam es zu der Fahrt? Wie haben Sie früher getrunken oder konsumiert, und wozu? Wann haben Sie gemerkt, dass etwas nicht stimmt? Was machen Sie heute anders, und woran erkennen Sie, dass diese Veränderung stabil ist? Was tun Sie, wenn eine schwierige Situation kommt?

Überzeugend sind konkrete, stimmige Antworten. Beschreiben Sie Situationen, Zahlen und Abläufe so genau wie möglich. Vermeiden Sie Verharmlosungen wie „Das war nur ein Ausrutscher“ oder Schuldzuweisungen an andere. Ebenso wenig hilft übertriebene Selbstkritik, die nicht zu Ihrem Verhalten passt.

Häufig werden Antworten auswendig gelernt. Das merken erfahrene Gutachter schnell, denn auf Nachfragen fehlt dann der persönliche Bezug. Besser ist es, Ihre eigene Geschichte gründlich aufzuarbeiten, etwa mit einer verkehrspsychologischen Beratung, und sie in Ihren eigenen Worten zu erzählen.

Bleiben Sie auch bei unangenehmen Fragen ruhig. Wenn Sie eine Frage nicht verstehen, fragen Sie nach. Das Gespräch ist kein Verhör, sondern die Gelegenheit zu zeigen, dass Sie sich ernsthaft mit Ihrem Verhalten auseinandergesetzt haben.`,
      quizzes: [
        chapterQuiz({
          question: 'Welche Antwort wirkt im Gespräch überzeugend?',
          right: 'Eine konkrete Schilderung, was Sie heute in Risikosituationen anders machen',
          wrong: [
            '„Das war nur ein einmaliger Ausrutscher.“',
            '„Die Polizei hat mich ungerecht behandelt.“',
            'Eine auswendig gelernte Antwort aus dem Internet',
          ],
        }),
        chapterQuiz({
          question: 'Warum lohnt sich Akteneinsicht vor dem Gespräch?',
          right: 'Sie wissen, welche Vorfälle der Gutachter kennt, und können alle ehrlich einordnen.',
          wrong: [
            'Sie können Einträge aus der Akte löschen lassen.',
            'Ohne Akteneinsicht wird kein Gespräch geführt.',
            'Die Akte ersetzt die eigene Vorbereitung.',
          ],
        }),
      ],
    },
    {
      title: 'Ihr persönlicher Vorbereitungsplan',
      content: `Eine gute MPU-Vorbereitung beginnt früh – idealerweise direkt nach dem Vorfall und nicht erst, wenn die Gutachtenanordnung kommt. Echte Veränderungen und Abstinenznachweise brauchen Zeit, und diese Zeit lässt sich nicht nachholen.

Schritt 1: Verschaffen Sie sich einen Überblick. Nehmen Sie Akteneinsicht bei der Fahrerlaubnisbehörde und klären Sie, welche Fragestellung auf Sie zukommt und welche Fristen gelten, etwa eine Sperrfrist oder die Frist für das Gutachten.

Schritt 2: Klären Sie den Nachweisbedarf. Lassen Sie sich beraten, ob Sie Abstinenz nachweisen müssen und wie lange. Starten Sie ein anerkanntes Kontrollprogramm so bald wie möglich.

Schritt 3: Arbeiten Sie Ihre Geschichte auf. Schreiben Sie auf, wie es zu den Auffälligkeiten kam, welche Rolle Alkohol, Drogen, Stress oder Ärger in Ihrem Leben gespielt haben und was Sie verändert haben. Eine verkehrspsychologische Beratung, eine Suchtberatungsstelle oder eine Selbsthilfegruppe kann Sie dabei unterstützen.

Schritt 4: Festigen Sie Ihre Veränderung. Entwickeln Sie Strategien zur Rückfallprophylaxe und erproben Sie sie im Alltag. Halten Sie fest, was funktioniert.

Schritt 5: Bereiten Sie den Termin vor. Wählen Sie eine Begutachtungsstelle, sammeln Sie alle Bescheinigungen und üben Sie mit den Fragen und Videos dieser Plattform, Ihre Geschichte ruhig und in eigenen Worten zu erzählen.

Beantragen Sie die Neuerteilung der Fahrerlaubnis rechtzeitig, damit die Akte bei der Begutachtungsstelle vorliegt, wenn Sie so weit sind.`,
      quizzes: [
        chapterQuiz({
          question: 'Wann sollten Sie mit der MPU-Vorbereitung beginnen?',
          right: 'So früh wie möglich, am besten direkt nach dem Vorfall',
          wrong: ['Eine Woche vor dem Termin', 'Erst nach Ablauf der Sperrfrist', 'Erst nach einem negativen Gutachten'],
        }),
        chapterQuiz({
          question: 'Was gehört zu einer guten Rückfallprophylaxe?',
          right: 'Risikosituationen kennen und erprobte Gegenstrategien haben',
          wrong: [
            'Sich vornehmen, einfach stark zu bleiben',
            'Schwierige Situationen im Gespräch nicht erwähnen',
            'Nur vor dem MPU-Termin auf Alkohol verzichten',
          ],
        }),
        chapterQuiz({
          question: 'Welche Unterlagen sollten Sie zur MPU mitbringen?',
          right: 'Ausweis, Gutachtenanordnung und Ihre Nachweise und Bescheinigungen',
          wrong: ['Nur den alten Führerschein', 'Ihre Steuererklärung', 'Keine, die Stelle hat bereits alles'],
        }),
      ],
    },
  ],
};
