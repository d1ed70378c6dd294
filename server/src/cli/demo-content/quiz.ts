// Exam-question categories and questions, one category per MPU reason plus one for all of them.
import { MPU_REASONS } from '@common/domain';
import { quizQuestion, type DemoQuizCategory } from './types';

const alcohol: DemoQuizCategory = {
  name: 'Alkohol und Fahreignung',
  description:
    'Promillegrenzen, Alkoholabbau, Laborwerte, Abstinenz und kontrolliertes Trinken: die wichtigsten Fragen rund um die Alkohol-MPU.',
  mpuTypes: ['alcohol'],
  questions: [
    quizQuestion({
      question: 'Ab welcher Blutalkoholkonzentration (BAK) wird schon nach einer ersten Trunkenheitsfahrt eine MPU angeordnet?',
      right: '1,6 Promille',
      wrong: ['0,5 Promille', '1,1 Promille', '2,0 Promille'],
      explanation:
        'Nach § 13 FeV ordnet die Fahrerlaubnisbehörde ein medizinisch-psychologisches Gutachten an, wenn ein Fahrzeug mit einer BAK von 1,6 ‰ oder mehr oder einer Atemalkoholkonzentration von 0,8 mg/l oder mehr geführt wurde. Bei wiederholten Zuwiderhandlungen unter Alkoholeinfluss kann eine MPU auch bei niedrigeren Werten angeordnet werden.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Ab welcher BAK gilt ein Kraftfahrzeugführer als absolut fahruntüchtig?',
      right: '1,1 Promille',
      wrong: ['0,3 Promille', '0,5 Promille', '1,6 Promille'],
      explanation:
        'Ab 1,1 ‰ geht die Rechtsprechung bei Kraftfahrzeugführern von absoluter Fahruntüchtigkeit aus – ganz unabhängig davon, ob Ausfallerscheinungen vorliegen. Die Fahrt ist dann eine Straftat (Trunkenheit im Verkehr, § 316 StGB).',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Sie fahren mit 0,6 Promille Auto, zeigen aber keine Ausfallerscheinungen. Was trifft zu?',
      right: 'Es handelt sich um eine Ordnungswidrigkeit nach § 24a StVG.',
      wrong: [
        'Das ist erlaubt, solange kein Unfall passiert.',
        'Das ist in jedem Fall eine Straftat nach § 316 StGB.',
        'Schon beim ersten Mal wird automatisch eine MPU angeordnet.',
      ],
      explanation:
        'Wer mit 0,5 ‰ oder mehr (bzw. 0,25 mg/l Atemalkohol) ein Kraftfahrzeug führt, begeht eine Ordnungswidrigkeit nach § 24a StVG. Beim ersten Verstoß drohen in der Regel 500 € Bußgeld, ein Monat Fahrverbot und zwei Punkte. Kommen Ausfallerscheinungen hinzu, kann schon ab 0,3 ‰ eine Straftat vorliegen.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Welche Promillegrenze gilt für Fahranfänger in der Probezeit und für Fahrer unter 21 Jahren?',
      right: '0,0 Promille – absolutes Alkoholverbot',
      wrong: ['0,3 Promille', '0,5 Promille', '0,8 Promille'],
      explanation:
        '§ 24c StVG verbietet Fahranfängern in der Probezeit und allen Fahrern vor Vollendung des 21. Lebensjahres, unter der Wirkung von Alkohol ein Kraftfahrzeug zu führen oder während der Fahrt Alkohol zu trinken.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Wie schnell baut der Körper Alkohol ungefähr ab?',
      right: 'Etwa 0,1 bis 0,2 Promille pro Stunde',
      wrong: [
        'Etwa 0,5 Promille pro Stunde',
        'Etwa 1 Promille pro Stunde',
        'Mit starkem Kaffee und frischer Luft etwa doppelt so schnell wie sonst',
      ],
      explanation:
        'Die Leber baut Alkohol mit annähernd gleichbleibender Geschwindigkeit ab, im Mittel etwa 0,1 bis 0,2 ‰ pro Stunde. Kaffee, Bewegung, eine kalte Dusche oder Schlaf beschleunigen den Abbau nicht. Wer abends viel trinkt, kann deshalb am nächsten Morgen noch erheblich alkoholisiert sein.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Warum gilt eine BAK von 1,6 Promille oder mehr als Hinweis auf ein Alkoholproblem?',
      right: 'Menschen mit durchschnittlichen Trinkgewohnheiten erreichen solche Werte kaum; sie deuten auf eine Gewöhnung an Alkohol hin.',
      wrong: [
        'Weil ab 1,6 Promille jeder Mensch bewusstlos wird.',
        'Weil dieser Wert nur bei Mischkonsum mit Drogen entstehen kann.',
        'Weil 1,6 Promille die gesetzliche Höchstgrenze für Beifahrer ist.',
      ],
      explanation:
        'Wer mit 1,6 ‰ oder mehr noch ein Fahrzeug bedienen kann, hat in aller Regel eine deutliche Alkoholtoleranz entwickelt. Diese Gewöhnung setzt regelmäßigen, erhöhten Konsum voraus. Die MPU soll deshalb klären, ob ein Alkoholmissbrauch vorliegt und ob er dauerhaft überwunden ist.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Welche Laborwerte können auf regelmäßig erhöhten Alkoholkonsum hinweisen? (Mehrere Antworten möglich)',
      right: ['GGT (Gamma-Glutamyltransferase)', 'CDT (Carbohydrate-Deficient-Transferrin)'],
      wrong: ['TSH (Schilddrüsenwert)', 'Blutgruppe'],
      explanation:
        'GGT und CDT sind indirekte Alkoholmarker: Sie steigen bei regelmäßig erhöhtem Alkoholkonsum an, können aber auch andere Ursachen haben. Für einen Abstinenznachweis sind direkte Marker wie EtG (Ethylglucuronid) aussagekräftiger. Schilddrüsenwerte und Blutgruppe sagen über Alkoholkonsum nichts aus.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Was weist ein EtG-Test im Urin nach?',
      right: 'Alkoholkonsum in den letzten Tagen',
      wrong: [
        'Cannabiskonsum in den letzten Wochen',
        'Einen alkoholbedingten Leberschaden',
        'Den gesamten Alkoholkonsum der letzten zwölf Monate',
      ],
      explanation:
        'EtG (Ethylglucuronid) ist ein Abbauprodukt des Alkohols. Im Urin ist es je nach Trinkmenge nur einige Tage nachweisbar – deshalb werden Urinkontrollen unangekündigt und kurzfristig angesetzt. Über längere Zeiträume gibt die Haaranalyse Auskunft.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Bei Ihnen wurde eine Alkoholabhängigkeit festgestellt. Was wird für eine positive Prognose in der Regel erwartet?',
      right: 'Eine stabile, nachgewiesene Abstinenz – in der Regel über mindestens ein Jahr',
      wrong: [
        'Kontrolliertes Trinken mit höchstens zwei Gläsern pro Abend',
        'Verzicht auf Alkohol nur an Tagen, an denen Sie fahren',
        'Ein Abstinenznachweis über vier Wochen vor dem Termin',
      ],
      explanation:
        'Bei einer Abhängigkeit ist kontrolliertes Trinken keine tragfähige Lösung. Nach den Begutachtungsleitlinien wird eine dauerhafte Abstinenz erwartet, in der Regel nach einer Entwöhnungsbehandlung und über mindestens ein Jahr lückenlos nachgewiesen.',
      difficulty: 'hard',
    }),
    quizQuestion({
      question: 'Was bedeutet „kontrolliertes Trinken“ im Zusammenhang mit der MPU?',
      right: 'Ein stabil reduzierter, planvoller Alkoholkonsum mit festen Regeln und konsequenter Trennung von Trinken und Fahren',
      wrong: [
        'Alkohol nur noch in Gesellschaft zu trinken',
        'So lange zu trinken, bis man sich nicht mehr fahrsicher fühlt',
        'Von Schnaps auf Bier umzusteigen',
      ],
      explanation:
        'Kontrolliertes Trinken kommt nur in Betracht, wenn keine Abhängigkeit und keine anderen Gründe für eine Abstinenz vorliegen. Erwartet werden feste, realistische Regeln zu Menge, Anlässen und Häufigkeit, die Sie schon seit längerer Zeit einhalten und im Gespräch nachvollziehbar schildern können.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Welche Aussage zum Restalkohol am nächsten Morgen trifft zu?',
      right: 'Nach einem Abend mit viel Alkohol kann am Morgen noch eine relevante BAK vorhanden sein.',
      wrong: [
        'Nach sechs Stunden Schlaf ist Alkohol immer vollständig abgebaut.',
        'Restalkohol wird bei Verkehrskontrollen nicht berücksichtigt.',
        'Ein großes Frühstück senkt die BAK sofort unter 0,5 Promille.',
      ],
      explanation:
        'Weil nur etwa 0,1 bis 0,2 ‰ pro Stunde abgebaut werden, sind nach einer Nacht mit hohem Konsum oft noch deutliche Werte messbar. Für die Grenzwerte spielt es keine Rolle, wann getrunken wurde – maßgeblich ist der Wert während der Fahrt.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Sie fahren mit 1,7 Promille Fahrrad und werden kontrolliert. Was kann die Folge sein?',
      right: 'Eine Strafe wegen Trunkenheit im Verkehr und die Anordnung einer MPU durch die Fahrerlaubnisbehörde',
      wrong: [
        'Keine, Promillegrenzen gelten nur für Kraftfahrzeuge.',
        'Nur ein Verwarnungsgeld von 35 €.',
        'Lediglich die Beschlagnahme des Fahrrads.',
      ],
      explanation:
        'Für Radfahrer nimmt die Rechtsprechung ab 1,6 ‰ absolute Fahruntüchtigkeit an; die Fahrt ist dann eine Straftat nach § 316 StGB. § 13 FeV spricht vom Führen eines „Fahrzeugs“ – deshalb wird auch nach einer Radfahrt mit 1,6 ‰ oder mehr eine MPU angeordnet. Wird das Gutachten nicht vorgelegt, darf die Behörde auf fehlende Eignung schließen.',
      difficulty: 'medium',
    }),
  ],
};

const drugs: DemoQuizCategory = {
  name: 'Drogen und Fahreignung',
  description:
    'THC-Grenzwert, harte Drogen, Mischkonsum und Abstinenznachweise: Fragen zur Drogen-MPU und zum Umgang mit Cannabis im Straßenverkehr.',
  mpuTypes: ['drugs'],
  questions: [
    quizQuestion({
      question: 'Welcher THC-Grenzwert im Blutserum gilt seit 2024 im Straßenverkehr (§ 24a StVG)?',
      right: '3,5 ng/ml',
      wrong: ['1,0 ng/ml', '5,0 ng/ml', '10 ng/ml'],
      explanation:
        'Seit August 2024 liegt der gesetzliche Grenzwert bei 3,5 Nanogramm THC pro Milliliter Blutserum. Wer mit diesem Wert oder mehr ein Kraftfahrzeug führt, begeht eine Ordnungswidrigkeit. Zuvor legte die Rechtsprechung einen Wert von 1,0 ng/ml zugrunde.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Welche Regelsanktion droht beim ersten Verstoß gegen den THC-Grenzwert (ohne Alkohol, ohne Ausfallerscheinungen)?',
      right: '500 € Bußgeld, ein Monat Fahrverbot und zwei Punkte',
      wrong: [
        'Eine mündliche Verwarnung ohne weitere Folgen',
        '50 € Verwarnungsgeld',
        'Sofortige Entziehung der Fahrerlaubnis für fünf Jahre',
      ],
      explanation:
        'Der erste Verstoß gegen § 24a StVG wird im Regelfall mit 500 € Bußgeld, einem Monat Fahrverbot und zwei Punkten im Fahreignungsregister geahndet. Bei Ausfallerscheinungen kann zusätzlich eine Straftat vorliegen.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Was gilt, wenn Sie unter Cannabiseinfluss fahren und zusätzlich Alkohol getrunken haben?',
      right: 'Für Cannabiskonsumenten gilt am Steuer ein Alkoholverbot; dieser Mischkonsum wird deutlich strenger geahndet.',
      wrong: [
        'Bis 0,5 Promille ist Alkohol zusätzlich erlaubt.',
        'Alkohol hebt die Wirkung von THC auf.',
        'Mischkonsum wird nur nach einem Unfall geprüft.',
      ],
      explanation:
        'Wer mit einem THC-Wert ab dem Grenzwert fährt und zusätzlich Alkohol konsumiert hat, muss mit einem Regelbußgeld von 1.000 € rechnen. Alkohol und Cannabis verstärken sich in ihrer Wirkung gegenseitig; Mischkonsum wird auch in der MPU besonders kritisch betrachtet.',
      difficulty: 'hard',
    }),
    quizQuestion({
      question: 'Welche Folge hat bereits der nachgewiesene Konsum „harter“ Drogen wie Kokain oder Amphetamin für die Fahreignung?',
      right: 'Die Fahreignung gilt in der Regel als nicht gegeben – auch ohne Fahrt unter Einfluss.',
      wrong: [
        'Keine, solange nicht unter Einfluss gefahren wurde.',
        'Nur ein Bußgeld beim ersten Mal.',
        'Eine schriftliche Ermahnung durch das Kraftfahrt-Bundesamt.',
      ],
      explanation:
        'Nach Anlage 4 der FeV schließt die Einnahme von Betäubungsmitteln im Sinne des Betäubungsmittelgesetzes (ausgenommen Cannabis) die Fahreignung aus, auch wenn kein Bezug zum Straßenverkehr besteht. Für die Wiedererteilung werden in der Regel eine MPU und ein Abstinenznachweis über ein Jahr verlangt.',
      difficulty: 'hard',
    }),
    quizQuestion({
      question: 'Was sagt der Laborwert THC-COOH aus?',
      right: 'Er zeigt ein Abbauprodukt von THC an und gibt Hinweise auf Häufigkeit und Muster des Konsums.',
      wrong: [
        'Er misst die akute Rauschwirkung zum Zeitpunkt der Fahrt.',
        'Er gibt den Alkoholgehalt im Blut an.',
        'Er weist einen Leberschaden durch Cannabis nach.',
      ],
      explanation:
        'THC-COOH ist ein nicht psychoaktives Abbauprodukt. Es bleibt länger im Körper als THC selbst und lässt Rückschlüsse zu, ob gelegentlich oder regelmäßig konsumiert wurde. Für die akute Wirkung ist der THC-Wert maßgeblich.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Welche Nachweise eignen sich, um eine Drogenabstinenz für die MPU zu belegen? (Mehrere Antworten möglich)',
      right: ['Unangekündigte Urinkontrollen nach forensischen Standards', 'Haaranalysen in einem akkreditierten Labor'],
      wrong: ['Eine schriftliche Selbstauskunft', 'Ein Schnelltest aus der Drogerie'],
      explanation:
        'Anerkannt werden nur Nachweise, die nach den Kriterien für chemisch-toxikologische Untersuchungen (CTU-Kriterien) erhoben wurden: kurzfristig einbestellte Urinkontrollen unter Sicht oder Haaranalysen in dafür akkreditierten Laboren. Selbsttests und Erklärungen ersetzen das nicht.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Wie lange muss eine Drogenabstinenz für die MPU in der Regel nachgewiesen werden?',
      right: 'Sechs oder zwölf Monate, abhängig von Substanz und Konsummuster',
      wrong: ['Vier Wochen', 'Nur die zwei Wochen vor dem Termin', 'Mindestens drei Jahre'],
      explanation:
        'Die nötige Dauer richtet sich nach Ihrer Vorgeschichte. Bei weniger ausgeprägtem Konsum reichen oft sechs Monate, bei harten Drogen oder Abhängigkeit werden in der Regel zwölf Monate erwartet. Klären Sie die für Sie passende Dauer frühzeitig mit einer qualifizierten Beratung.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Warum fragen Gutachter bei der Drogen-MPU nach den Gründen für Ihren früheren Konsum?',
      right: 'Sie prüfen, ob Sie die Ursachen verstanden und tragfähige Alternativen entwickelt haben.',
      wrong: [
        'Um Sie strafrechtlich zu belasten.',
        'Weil die Antworten an die Polizei weitergegeben werden.',
        'Die Frage dient nur der Auflockerung und fließt nicht ins Gutachten ein.',
      ],
      explanation:
        'Die Gutachter ermitteln nicht, sondern beurteilen Ihre Prognose. Sie wollen nachvollziehen, welche Funktion der Konsum hatte – etwa Stressabbau oder Zugehörigkeit – und wie Sie diese Bedürfnisse heute anders erfüllen. Nur dann gilt eine Verhaltensänderung als stabil.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Was versteht man unter Mischkonsum?',
      right: 'Den gleichzeitigen oder zeitnahen Konsum mehrerer Substanzen, etwa Cannabis und Alkohol',
      wrong: [
        'Den Wechsel zwischen verschiedenen Biersorten',
        'Die Einnahme eines einzelnen Medikaments nach Verordnung',
        'Das Mischen von Tabak und Kaffee',
      ],
      explanation:
        'Beim Mischkonsum können sich die Wirkungen verschiedener Substanzen unvorhersehbar verstärken. In der Begutachtung gilt Mischkonsum als Hinweis auf ein problematisches Konsumverhalten.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Ein Bekannter sagt: „Cannabis ist seit 2024 legal, also darf ich auch bekifft fahren.“ Was stimmt?',
      right: 'Besitz und Eigenanbau sind für Erwachsene in Grenzen erlaubt, Fahren mit THC ab dem Grenzwert bleibt aber verboten.',
      wrong: [
        'Seit 2024 gibt es keinen THC-Grenzwert mehr.',
        'Verboten ist nur das Rauchen während der Fahrt.',
        'Regeln gelten nur noch für Fahranfänger.',
      ],
      explanation:
        'Das Cannabisgesetz erlaubt Erwachsenen seit dem 1. April 2024 unter bestimmten Voraussetzungen Besitz und Eigenanbau. Im Straßenverkehr gilt weiterhin der Grenzwert von 3,5 ng/ml THC im Blutserum; bei Ausfallerscheinungen kann sogar eine Straftat vorliegen.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Was ist bei Cannabis mit „Trennungsvermögen“ gemeint?',
      right: 'Die Fähigkeit, Cannabiskonsum und das Führen eines Fahrzeugs zuverlässig zu trennen',
      wrong: [
        'Die Fähigkeit, Cannabis von anderen Drogen zu unterscheiden',
        'Die Trennung von Freundeskreis und Arbeitsplatz',
        'Die Aufbewahrung von Cannabis getrennt vom Fahrzeug',
      ],
      explanation:
        'Nach Anlage 4 der FeV liegt ein Cannabismissbrauch vor, wenn das Führen von Fahrzeugen und ein die Fahrsicherheit beeinträchtigender Cannabiskonsum nicht hinreichend sicher getrennt werden können. Die MPU prüft, ob Sie diese Trennung künftig verlässlich einhalten.',
      difficulty: 'medium',
    }),
  ],
};

const points: DemoQuizCategory = {
  name: 'Punkte und Verkehrsverstöße',
  description:
    'Fahreignungs-Bewertungssystem, Maßnahmen bei Punkten, Tilgungsfristen und Probezeit: Fragen zur MPU nach wiederholten Verkehrsverstößen.',
  mpuTypes: ['points'],
  questions: [
    quizQuestion({
      question: 'Ab wie vielen Punkten im Fahreignungsregister wird die Fahrerlaubnis entzogen?',
      right: '8 Punkte',
      wrong: ['6 Punkte', '10 Punkte', '18 Punkte'],
      explanation:
        'Nach dem Fahreignungs-Bewertungssystem (§ 4 StVG) gilt als ungeeignet, wer 8 Punkte erreicht; die Fahrerlaubnisbehörde entzieht dann die Fahrerlaubnis. Die Grenze von 18 Punkten stammt aus dem alten Punktesystem vor 2014.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Wo wird das Fahreignungsregister geführt?',
      right: 'Beim Kraftfahrt-Bundesamt in Flensburg',
      wrong: ['Bei der örtlichen Polizeidienststelle', 'Bei der Begutachtungsstelle für Fahreignung', 'Beim Bundesamt für Justiz'],
      explanation:
        'Das Kraftfahrt-Bundesamt (KBA) in Flensburg führt das Fahreignungsregister. Dort werden verkehrsrelevante Ordnungswidrigkeiten und Straftaten mit ihren Punkten gespeichert. Eine Auskunft über den eigenen Punktestand ist kostenlos möglich.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Wann kann nach einer Entziehung wegen 8 Punkten frühestens eine neue Fahrerlaubnis erteilt werden?',
      right: 'Frühestens sechs Monate nach der Entziehung',
      wrong: ['Sofort, sobald alle Bußgelder bezahlt sind', 'Nach drei Monaten', 'Erst nach fünf Jahren'],
      explanation:
        'Nach § 4 Abs. 10 StVG darf eine neue Fahrerlaubnis frühestens sechs Monate nach Wirksamkeit der Entziehung erteilt werden; die Frist beginnt mit der Abgabe des Führerscheins. Zusätzlich verlangt die Behörde in der Regel ein MPU-Gutachten.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Was geschieht bei einem Stand von 4 oder 5 Punkten?',
      right: 'Sie erhalten eine schriftliche Ermahnung mit Hinweis auf das freiwillige Fahreignungsseminar.',
      wrong: [
        'Die Fahrerlaubnis wird sofort entzogen.',
        'Es wird automatisch eine MPU angeordnet.',
        'Nichts – die Behörde wird erst bei 8 Punkten tätig.',
      ],
      explanation:
        'Das Fahreignungs-Bewertungssystem kennt drei Stufen: Ermahnung bei 4 oder 5 Punkten, Verwarnung bei 6 oder 7 Punkten und Entziehung der Fahrerlaubnis bei 8 Punkten.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Welche Maßnahme folgt bei 6 oder 7 Punkten?',
      right: 'Eine Verwarnung',
      wrong: ['Eine Ermahnung', 'Ein Fahrverbot von drei Monaten', 'Eine verpflichtende MPU'],
      explanation:
        'Bei 6 oder 7 Punkten werden Sie verwarnt und erneut auf das Fahreignungsseminar hingewiesen. In dieser Stufe bringt das Seminar allerdings keinen Punkteabzug mehr.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Was bringt die freiwillige Teilnahme an einem Fahreignungsseminar bei einem Stand von 1 bis 5 Punkten?',
      right: 'Einen Punkt Abzug – höchstens einmal innerhalb von fünf Jahren',
      wrong: ['Zwei Punkte Abzug pro Seminar', 'Die Löschung aller Punkte', 'Keinen Punkteabzug, nur eine Teilnahmebescheinigung'],
      explanation:
        'Wer bei 1 bis 5 Punkten freiwillig ein Fahreignungsseminar besucht und die Teilnahmebescheinigung rechtzeitig vorlegt, erhält einen Punkt Abzug. Diese Möglichkeit besteht nur einmal innerhalb von fünf Jahren.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Wie viele Punkte werden für eine Straftat eingetragen, bei der das Gericht die Fahrerlaubnis entzieht – zum Beispiel eine Trunkenheitsfahrt?',
      right: '3 Punkte',
      wrong: ['1 Punkt', '2 Punkte', '5 Punkte'],
      explanation:
        'Es gibt 1 Punkt für verkehrssicherheitsbeeinträchtigende Ordnungswidrigkeiten, 2 Punkte für besonders schwere Ordnungswidrigkeiten (meist mit Fahrverbot) oder Straftaten ohne Entziehung und 3 Punkte für Straftaten mit Entziehung der Fahrerlaubnis oder isolierter Sperre.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Nach welcher Frist wird eine Ordnungswidrigkeit mit einem Punkt getilgt?',
      right: 'Nach 2 Jahren und 6 Monaten',
      wrong: ['Nach einem Jahr', 'Nach 5 Jahren', 'Nach 10 Jahren'],
      explanation:
        'Die Tilgungsfristen betragen 2 Jahre und 6 Monate für Ordnungswidrigkeiten mit einem Punkt, 5 Jahre für Ordnungswidrigkeiten mit zwei Punkten und Straftaten ohne Entziehung sowie 10 Jahre für Straftaten mit Entziehung. Jede Eintragung wird einzeln getilgt und bleibt danach noch ein Jahr gespeichert (Überliegefrist).',
      difficulty: 'hard',
    }),
    quizQuestion({
      question: 'Welche Haltung erwarten Gutachter bei einer MPU wegen zu vieler Punkte?',
      right: 'Eine selbstkritische Auseinandersetzung mit den Ursachen der Verstöße und konkrete Verhaltensänderungen',
      wrong: [
        'Den Hinweis, dass andere auch zu schnell fahren',
        'Eine Liste aller Blitzerstandorte auf dem Arbeitsweg',
        'Die Erklärung, man habe einfach Pech gehabt',
      ],
      explanation:
        'Viele Punkte zeigen ein Muster, kein Pech. Die Gutachter wollen hören, welche Einstellungen und Situationen – etwa Zeitdruck, Ärger oder Selbstüberschätzung – zu den Verstößen geführt haben und was Sie heute konkret anders machen.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Welche Punkte sprechen für eine stabile Verhaltensänderung nach vielen Verkehrsverstößen? (Mehrere Antworten möglich)',
      right: [
        'Konkrete neue Routinen, etwa früher losfahren statt unter Zeitdruck zu geraten',
        'Eine nachvollziehbare Erklärung, was früher zu den Verstößen geführt hat',
      ],
      wrong: ['Der Verkauf des Autos an einen Bekannten', 'Eine App, die während der Fahrt vor Blitzern warnt'],
      explanation:
        'Überzeugend ist eine Veränderung, die an den Ursachen ansetzt und sich im Alltag bewährt hat. Apps oder Geräte, die während der Fahrt vor Geschwindigkeitsmessungen warnen, dürfen übrigens nicht betrieben werden (§ 23 Abs. 1c StVO).',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Welche Folge hat ein schwerwiegender Verstoß (A-Verstoß) in der Probezeit?',
      right: 'Die Teilnahme an einem Aufbauseminar und die Verlängerung der Probezeit auf vier Jahre',
      wrong: [
        'Die sofortige Entziehung der Fahrerlaubnis',
        'Eine MPU ohne weitere Prüfung',
        'Nur ein Eintrag ohne weitere Folgen',
      ],
      explanation:
        'Nach einem A-Verstoß oder zwei B-Verstößen in der Probezeit ordnet die Behörde ein Aufbauseminar an, und die Probezeit verlängert sich von zwei auf vier Jahre. Weitere Verstöße führen zu einer Verwarnung und schließlich zur Entziehung der Fahrerlaubnis.',
      difficulty: 'medium',
    }),
  ],
};

const criminal: DemoQuizCategory = {
  name: 'Straftaten und Aggression',
  description:
    'Nötigung, Körperverletzung, Unfallflucht und Aggressionspotenzial: Fragen zur MPU nach Straftaten im Straßenverkehr oder mit Bezug zur Fahreignung.',
  mpuTypes: ['criminal'],
  questions: [
    quizQuestion({
      question: 'Wann kann die Fahrerlaubnisbehörde nach Straftaten eine MPU anordnen?',
      right: 'Bei erheblichen oder wiederholten Straftaten mit Bezug zum Straßenverkehr oder zur Fahreignung, insbesondere bei Hinweisen auf ein hohes Aggressionspotenzial',
      wrong: [
        'Nur nach Straftaten unter Alkoholeinfluss',
        'Nach jeder Ordnungswidrigkeit',
        'Nie – Straftaten sind ausschließlich Sache der Strafgerichte',
      ],
      explanation:
        'Rechtsgrundlage ist § 11 Abs. 3 FeV. Auch Straftaten außerhalb des Straßenverkehrs, etwa Körperverletzungen, können Zweifel an der Fahreignung begründen, wenn sie auf ein hohes Aggressionspotenzial hindeuten.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Welche Vorfälle sind typische Anlässe für eine MPU wegen Straftaten? (Mehrere Antworten möglich)',
      right: ['Nötigung im Straßenverkehr durch dichtes Auffahren und Ausbremsen', 'Körperverletzung nach einem Streit um einen Parkplatz'],
      wrong: ['Einmaliges Falschparken', 'Eine abgelaufene HU-Plakette'],
      explanation:
        'Eine MPU wegen Straftaten wird angeordnet, wenn das Verhalten Zweifel weckt, ob Sie sich künftig an Regeln halten und Konflikte im Verkehr beherrschen. Einzelne geringfügige Ordnungswidrigkeiten reichen dafür nicht aus.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Was ist mit „Aggressionspotenzial“ im Gutachten gemeint?',
      right: 'Die Neigung, in Konfliktsituationen mit Wut oder Gewalt zu reagieren und dabei Regeln oder die Rechte anderer zu missachten',
      wrong: [
        'Die Motorleistung des Fahrzeugs',
        'Die Anzahl der Punkte im Fahreignungsregister',
        'Eine sportliche, aber regelkonforme Fahrweise',
      ],
      explanation:
        'Menschen mit hohem Aggressionspotenzial handeln in belastenden Situationen impulsiv. Im Straßenverkehr, wo Ärger alltäglich ist, kann das andere gefährden. Die MPU prüft, ob Sie Ihre Auslöser kennen und gelernt haben, anders zu reagieren.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Welche Antwort überzeugt im Gespräch nach einer Nötigung im Straßenverkehr am ehesten?',
      right: 'Konkret beschreiben, woran Sie Ärger heute früh erkennen und was Sie dann tun – etwa Abstand halten, tief durchatmen, Fahrstreifen wechseln',
      wrong: [
        'Ausführlich erklären, dass der andere Fahrer angefangen hat',
        'Betonen, dass es nur einmal vorkam, und sonst nichts dazu sagen',
        'Die Tat herunterspielen, weil niemand verletzt wurde',
      ],
      explanation:
        'Gutachter achten darauf, ob Sie Verantwortung für Ihr Verhalten übernehmen und alltagstaugliche Strategien entwickelt haben. Schuldzuweisungen an andere sprechen gegen eine echte Auseinandersetzung.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Wie heißt die Straftat, wenn Sie nach einem Unfall wegfahren, ohne die nötigen Feststellungen zu ermöglichen?',
      right: 'Unerlaubtes Entfernen vom Unfallort (§ 142 StGB)',
      wrong: ['Nötigung (§ 240 StGB)', 'Gefährdung des Straßenverkehrs (§ 315c StGB)', 'Es ist nur eine Ordnungswidrigkeit'],
      explanation:
        'Wer sich nach einem Unfall vom Unfallort entfernt, ohne die Feststellung seiner Person, seines Fahrzeugs und seiner Beteiligung zu ermöglichen oder eine angemessene Zeit zu warten, macht sich nach § 142 StGB strafbar – auch bei kleinen Sachschäden.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Was kann ein verbotenes Kraftfahrzeugrennen nach § 315d StGB sein?',
      right: 'Auch eine Fahrt allein, bei der jemand grob verkehrswidrig und rücksichtslos mit nicht angepasster Geschwindigkeit fährt, um eine höchstmögliche Geschwindigkeit zu erreichen',
      wrong: [
        'Nur ein organisiertes Rennen mit Startgeld und Zuschauern',
        'Jede Geschwindigkeitsüberschreitung um mehr als 20 km/h',
        'Eine Fahrt auf einer abgesperrten, genehmigten Rennstrecke',
      ],
      explanation:
        '§ 315d StGB erfasst neben Rennen zwischen mehreren Fahrzeugen ausdrücklich auch das sogenannte Alleinrennen. Neben der Strafe droht in der Regel die Entziehung der Fahrerlaubnis.',
      difficulty: 'hard',
    }),
    quizQuestion({
      question: 'Was sollten Sie vor einer MPU wegen Straftaten möglichst früh tun?',
      right: 'Akteneinsicht nehmen, um zu wissen, welche Vorfälle der Behörde und den Gutachtern bekannt sind',
      wrong: [
        'Einzelne Vorfälle im Gespräch möglichst nicht erwähnen',
        'Nur die letzte Tat vorbereiten, ältere spielen keine Rolle',
        'Abwarten, was der Gutachter fragt, und spontan antworten',
      ],
      explanation:
        'Die Gutachter kennen Ihre Akte. Wer sie selbst gelesen hat, kann sich mit allen Vorfällen ehrlich auseinandersetzen und wird im Gespräch nicht überrascht. Widersprüche zur Aktenlage wirken sich negativ aus.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Sie sind mehrfach ohne Fahrerlaubnis gefahren (§ 21 StVG). Warum kann das für Ihre Fahreignung bedeutsam sein?',
      right: 'Wiederholte bewusste Regelverstöße wecken Zweifel, ob Sie sich künftig an Verkehrsvorschriften halten.',
      wrong: [
        'Weil dabei immer Alkohol im Spiel ist.',
        'Es ist nicht bedeutsam, da niemand geschädigt wurde.',
        'Weil danach die Fahrerlaubnis automatisch lebenslang gesperrt wird.',
      ],
      explanation:
        'Fahren ohne Fahrerlaubnis ist eine Straftat. Wer das wiederholt tut, zeigt, dass er Regeln bewusst übergeht, wenn sie ihm im Weg stehen – genau das prüft die MPU bei Straftaten.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Welche Fragen sind im Gespräch einer Straftaten-MPU typisch? (Mehrere Antworten möglich)',
      right: ['Wie kam es aus Ihrer Sicht zu der Tat?', 'Woran merken Sie heute, dass Sie wütend werden, und was tun Sie dann?'],
      wrong: ['Wie viel PS hat Ihr Auto?', 'Welche Automarke bevorzugen Sie?'],
      explanation:
        'Im Mittelpunkt stehen die Tat, ihre Hintergründe und Ihre Veränderungen seitdem. Die Gutachter fragen nach Auslösern, Gefühlen und Strategien – nicht nach technischen Details Ihres Fahrzeugs.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Was kann helfen, aggressives Verhalten dauerhaft zu verändern? (Mehrere Antworten möglich)',
      right: [
        'Ein Anti-Aggressions- oder Konflikttraining bzw. eine verkehrspsychologische Einzelberatung',
        'Die eigenen Auslöser wie Zeitdruck, Kränkung oder Stress erkennen',
      ],
      wrong: ['Den Kontakt zu allen Mitmenschen abbrechen', 'Ärger grundsätzlich herunterschlucken, bis er vergeht'],
      explanation:
        'Nachhaltige Veränderung entsteht, wenn Sie Ihre Auslöser verstehen und neue Reaktionen einüben. Ärger zu unterdrücken, ohne ihn zu bearbeiten, führt dagegen oft zu späteren Ausbrüchen.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Welches Verhalten kann eine Gefährdung des Straßenverkehrs nach § 315c StGB sein, wenn dadurch andere Menschen oder fremde Sachen von bedeutendem Wert gefährdet werden?',
      right: 'Grob verkehrswidriges und rücksichtsloses falsches Überholen',
      wrong: ['Parken im eingeschränkten Halteverbot', 'Das Vergessen des Warndreiecks zu Hause', 'Fahren mit verschmutztem Kennzeichen'],
      explanation:
        '§ 315c StGB zählt sogenannte Todsünden im Straßenverkehr auf, darunter falsches Überholen, Vorfahrtsverstöße und zu schnelles Fahren an unübersichtlichen Stellen – jeweils grob verkehrswidrig und rücksichtslos. Auch das Fahren in fahruntüchtigem Zustand fällt darunter.',
      difficulty: 'hard',
    }),
  ],
};

const medicalCannabis: DemoQuizCategory = {
  name: 'Medizinalcannabis im Straßenverkehr',
  description:
    'Fahren mit ärztlich verordnetem Cannabis: bestimmungsgemäße Einnahme, Fahrsicherheit, Beikonsum und worauf die Begutachtung achtet.',
  mpuTypes: ['medizinalcannabis'],
  questions: [
    quizQuestion({
      question: 'Dürfen Patientinnen und Patienten mit ärztlich verordnetem Cannabis Auto fahren?',
      right: 'Ja, wenn sie das Medikament bestimmungsgemäß einnehmen und in ihrer Fahrsicherheit nicht beeinträchtigt sind.',
      wrong: [
        'Nein, Cannabispatienten dürfen grundsätzlich nie fahren.',
        'Ja, ohne jede Einschränkung, auch direkt nach der Einnahme.',
        'Nur mit einer Sondergenehmigung des Kraftfahrt-Bundesamts.',
      ],
      explanation:
        'Wie bei anderen Medikamenten gilt: Wer ein ärztlich verordnetes Arzneimittel bestimmungsgemäß einnimmt und fahrsicher ist, darf fahren. Die Verantwortung, sich vor jeder Fahrt kritisch zu prüfen, liegt bei Ihnen.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Gilt der THC-Grenzwert von 3,5 ng/ml auch für Cannabispatienten?',
      right: 'Der Bußgeldtatbestand greift nicht, wenn das THC aus der bestimmungsgemäßen Einnahme eines verschriebenen Arzneimittels stammt; wer trotzdem fahruntüchtig fährt, macht sich strafbar.',
      wrong: [
        'Ja, Patienten werden genauso behandelt wie Freizeitkonsumenten.',
        'Für Patienten gilt ein doppelt so hoher Grenzwert.',
        'Patienten dürfen von der Polizei nicht kontrolliert werden.',
      ],
      explanation:
        '§ 24a StVG nimmt Substanzen aus der bestimmungsgemäßen Einnahme eines für einen konkreten Krankheitsfall verschriebenen Arzneimittels aus. Wer jedoch unter der Wirkung fahruntüchtig ist, kann sich nach § 316 StGB strafbar machen.',
      difficulty: 'hard',
    }),
    quizQuestion({
      question: 'In welchen Situationen sollten Sie als Cannabispatient nicht fahren? (Mehrere Antworten möglich)',
      right: [
        'In der Eindosierungsphase oder nach einer Änderung der Dosis',
        'Wenn Sie Müdigkeit, Konzentrationsprobleme oder andere Nebenwirkungen bemerken',
      ],
      wrong: [
        'Wenn Sie die Dosis wie verordnet eingenommen haben und sich unbeeinträchtigt fühlen',
        'Grundsätzlich nur bei Dunkelheit',
      ],
      explanation:
        'Gerade zu Beginn der Therapie und nach Dosisänderungen ist die Wirkung schwer einzuschätzen. Sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt darüber, ab wann und unter welchen Bedingungen Sie wieder fahren können.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Was bedeutet „bestimmungsgemäße Einnahme“?',
      right: 'Die Einnahme genau nach ärztlicher Verordnung in Dosis, Häufigkeit und Darreichungsform',
      wrong: [
        'Die Einnahme nach eigenem Gefühl, wenn die Beschwerden stärker sind',
        'Zusätzlicher Konsum von Cannabis aus dem Eigenanbau',
        'Die Einnahme einer Sorte, die ein Bekannter empfohlen hat',
      ],
      explanation:
        'Nur die Einnahme, die der ärztlichen Verordnung entspricht, ist von der Ausnahme im Straßenverkehrsrecht gedeckt. Eigenmächtige Dosiserhöhungen oder zusätzlicher Konsum sind es nicht.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Was prüft eine Begutachtung bei Medizinalcannabis typischerweise? (Mehrere Antworten möglich)',
      right: [
        'Ob Sie das Medikament zuverlässig nach ärztlicher Verordnung einnehmen',
        'Ob Ihre Leistungsfähigkeit trotz der Behandlung für das Fahren ausreicht',
      ],
      wrong: ['Ob die Krankenkasse die Kosten übernimmt', 'Welche Cannabissorte am stärksten wirkt'],
      explanation:
        'Nach Anlage 4 der FeV ist bei einer Dauerbehandlung mit Arzneimitteln entscheidend, ob die Leistungsfähigkeit zum Führen von Kraftfahrzeugen ausreicht. Außerdem wird geprüft, ob die Therapie ärztlich begleitet ist, ob zusätzlich nicht verordnet konsumiert wird und ob Sie Einnahme und Fahren verantwortlich handhaben.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Was empfiehlt sich, bei Fahrten als Cannabispatient dabeizuhaben?',
      right: 'Eine Kopie des Rezepts oder eine ärztliche Bescheinigung über die Therapie',
      wrong: [
        'Eine Mitgliedsbescheinigung einer Anbauvereinigung',
        'Nichts, die Polizei darf nicht nach Medikamenten fragen',
        'Das Gutachten Ihrer letzten MPU im Original',
      ],
      explanation:
        'Mit einer ärztlichen Bescheinigung oder Rezeptkopie können Sie bei einer Kontrolle belegen, dass Sie Cannabis als Medikament verordnet bekommen. Das erleichtert die Einordnung eines THC-Befunds.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Eine Patientin konsumiert zusätzlich zu ihrem Medizinalcannabis Cannabis aus anderen Quellen. Was trifft zu?',
      right: 'Dieser Beikonsum ist nicht von der Ausnahme für verschriebene Arzneimittel gedeckt und kann die Fahreignung infrage stellen.',
      wrong: [
        'Das ist unproblematisch, solange es dieselbe Sorte ist.',
        'Das Rezept deckt jeden Cannabiskonsum ab.',
        'Beikonsum spielt nur bei Fahranfängern eine Rolle.',
      ],
      explanation:
        'Die Ausnahme im Straßenverkehrsrecht gilt nur für das verschriebene Arzneimittel. Nicht verordneter Beikonsum spricht gegen eine zuverlässige Therapie und wird bei einer Begutachtung kritisch bewertet.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Wie sollten Sie mit Alkohol umgehen, wenn Sie Medizinalcannabis einnehmen und Auto fahren möchten?',
      right: 'Vor Fahrten ganz auf Alkohol verzichten, weil sich die Wirkungen gegenseitig verstärken können',
      wrong: [
        'Bis 0,5 Promille ist Alkohol unbedenklich, weil das Medikament legal ist',
        'Alkohol schwächt die THC-Wirkung ab und macht fahrsicherer',
        'Ein Glas Wein ist nötig, damit das Medikament besser wirkt',
      ],
      explanation:
        'Alkohol und THC verstärken sich in ihren Wirkungen auf Aufmerksamkeit und Reaktion. Wer fahren möchte, sollte Alkohol daher konsequent meiden.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Ein Cannabispatient ist grundsätzlich fahrgeeignet, fühlt sich heute aber stark benommen. Was trifft zu?',
      right: 'Er ist heute nicht fahrtüchtig und darf nicht fahren, obwohl seine Fahreignung grundsätzlich besteht.',
      wrong: [
        'Mit gültigem Rezept darf er immer fahren.',
        'Er verliert dadurch automatisch seine Fahrerlaubnis.',
        'Benommenheit spielt bei Medikamenten rechtlich keine Rolle.',
      ],
      explanation:
        'Fahreignung beschreibt die dauerhafte Befähigung, Fahrzeuge sicher zu führen. Fahrtüchtigkeit ist der momentane Zustand. Auch wer geeignet ist, darf in einem fahruntüchtigen Zustand nicht fahren.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Wer verordnet Medizinalcannabis?',
      right: 'Ärztinnen und Ärzte per Rezept für einen konkreten Krankheitsfall',
      wrong: ['Apotheken ohne Rezept', 'Die Fahrerlaubnisbehörde', 'Die Krankenkasse'],
      explanation:
        'Medizinalcannabis ist ein verschreibungspflichtiges Arzneimittel. Eine Ärztin oder ein Arzt verordnet es für eine konkrete Erkrankung; die Apotheke gibt es auf Rezept ab.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Warum kann die Fahrerlaubnisbehörde bei einem Cannabispatienten eine Begutachtung anordnen?',
      right: 'Wenn Tatsachen Zweifel begründen, ob die Einnahme zuverlässig nach Verordnung erfolgt oder die Leistungsfähigkeit ausreicht',
      wrong: [
        'Weil jede Cannabisverordnung automatisch der Behörde gemeldet wird',
        'Weil Cannabispatienten grundsätzlich als ungeeignet gelten',
        'Nur auf ausdrücklichen Wunsch der behandelnden Ärztin',
      ],
      explanation:
        'Eine ärztliche Verordnung allein führt nicht zu einer Begutachtung. Erst konkrete Anhaltspunkte – etwa eine Auffälligkeit im Verkehr oder Hinweise auf nicht verordneten Konsum – können Eignungszweifel begründen, die dann gutachterlich geklärt werden.',
      difficulty: 'hard',
    }),
  ],
};

const procedure: DemoQuizCategory = {
  name: 'Ablauf und Rechtliches der MPU',
  description:
    'Wer die MPU durchführt, wie sie abläuft, welche Ergebnisse es gibt und welche Fristen und Regeln gelten – für alle MPU-Anlässe.',
  mpuTypes: [...MPU_REASONS],
  questions: [
    quizQuestion({
      question: 'Wofür steht die Abkürzung MPU?',
      right: 'Medizinisch-psychologische Untersuchung',
      wrong: ['Mobile Polizeiuntersuchung', 'Motorisierte Prüfungsuntersuchung', 'Medizinische Pflichtuntersuchung'],
      explanation:
        'Die medizinisch-psychologische Untersuchung klärt im Auftrag der Betroffenen, ob Zweifel an der Fahreignung ausgeräumt sind. Umgangssprachlich wird sie auch „Idiotentest“ genannt – ein Begriff, der ihrem Zweck nicht gerecht wird.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Aus welchen Teilen besteht die MPU?',
      right: 'Medizinische Untersuchung, Leistungstests am Computer und psychologisches Gespräch',
      wrong: [
        'Theorieprüfung, praktische Fahrprüfung und Sehtest',
        'Nur aus einem Gespräch bei der Fahrerlaubnisbehörde',
        'Aus einer Blutuntersuchung und einem Erste-Hilfe-Kurs',
      ],
      explanation:
        'Nach einem Fragebogen folgen die ärztliche Untersuchung (Gesundheitszustand, ggf. Laborwerte), die Leistungstests (z. B. Reaktion, Konzentration, Belastbarkeit) und das psychologische Gespräch, das für das Ergebnis meist besonders wichtig ist.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Wer führt die MPU durch?',
      right: 'Eine amtlich anerkannte Begutachtungsstelle für Fahreignung (BfF), z. B. von TÜV oder DEKRA',
      wrong: ['Die Fahrerlaubnisbehörde selbst', 'Die Polizei', 'Jede Hausarztpraxis'],
      explanation:
        'Die MPU darf nur eine amtlich anerkannte Begutachtungsstelle für Fahreignung durchführen. Sie wählen die Stelle selbst aus und beauftragen sie; die Behörde schickt ihr dann Ihre Akte.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Wer erhält das MPU-Gutachten?',
      right: 'Sie selbst als Auftraggeber',
      wrong: ['Automatisch die Fahrerlaubnisbehörde', 'Die Polizei', 'Das Kraftfahrt-Bundesamt'],
      explanation:
        'Das Gutachten wird Ihnen zugeschickt, und Sie entscheiden, ob Sie es der Behörde vorlegen. Legen Sie ein angeordnetes Gutachten nicht fristgerecht vor, darf die Behörde nach § 11 Abs. 8 FeV auf Ihre Nichteignung schließen.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Welche Ergebnisse kann ein MPU-Gutachten haben? (Mehrere Antworten möglich)',
      right: ['Positiv', 'Negativ', 'Kursempfehlung nach § 70 FeV'],
      wrong: ['Bestanden unter Vorbehalt eines Fahrverbots'],
      explanation:
        'Ein positives Gutachten bestätigt, dass die Zweifel ausgeräumt sind. Ein negatives Gutachten sieht weiterhin Eignungszweifel. Bei einer Kursempfehlung können die verbliebenen Mängel durch einen anerkannten Kurs zur Wiederherstellung der Kraftfahreignung behoben werden.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Auf welchen Grundlagen bewerten die Gutachter? (Mehrere Antworten möglich)',
      right: ['Begutachtungsleitlinien zur Kraftfahreignung', 'Beurteilungskriterien zur Urteilsbildung in der Fahreignungsbegutachtung'],
      wrong: ['Bußgeldkatalog', 'Straßenverkehrs-Zulassungs-Ordnung'],
      explanation:
        'Die Begutachtungsleitlinien zur Kraftfahreignung sind über die Fahrerlaubnis-Verordnung verbindlich. Die Beurteilungskriterien der verkehrspsychologischen und verkehrsmedizinischen Fachgesellschaften konkretisieren sie mit Hypothesen und Kriterien, an denen sich die Gutachten orientieren.',
      difficulty: 'hard',
    }),
    quizQuestion({
      question: 'Was bedeutet eine Kursempfehlung nach § 70 FeV?',
      right: 'Die verbliebenen Eignungsmängel können durch einen anerkannten Kurs zur Wiederherstellung der Kraftfahreignung behoben werden.',
      wrong: [
        'Sie müssen die Fahrschule komplett neu durchlaufen.',
        'Es ist ein negatives Gutachten ohne weitere Möglichkeiten.',
        'Sie dürfen ab sofort wieder fahren, der Kurs ist freiwillig.',
      ],
      explanation:
        'Nach der erfolgreichen Kursteilnahme legen Sie der Behörde das Gutachten und die Teilnahmebescheinigung vor. Eine erneute MPU ist dann in der Regel nicht nötig.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Was wird in den Leistungstests der MPU geprüft? (Mehrere Antworten möglich)',
      right: ['Reaktionsfähigkeit und Belastbarkeit', 'Konzentration und Aufmerksamkeit'],
      wrong: ['Kenntnis der Verkehrszeichen', 'Einparken im Fahrsimulator'],
      explanation:
        'Die Leistungstests am Computer prüfen verkehrsrelevante Fähigkeiten wie Reaktion, Aufmerksamkeit, Konzentration, Belastbarkeit und Orientierung. Ein Fahrsimulator oder eine Theorieprüfung gehören nicht dazu.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Was passiert, wenn Sie ein angeordnetes Gutachten nicht fristgerecht vorlegen?',
      right: 'Die Behörde darf auf Ihre Nichteignung schließen und die Fahrerlaubnis entziehen oder nicht erteilen.',
      wrong: [
        'Die Frist verlängert sich automatisch um ein Jahr.',
        'Die Behörde muss die Fahrerlaubnis trotzdem erteilen.',
        'Es passiert nichts, solange Sie nicht erneut auffallen.',
      ],
      explanation:
        'Das regelt § 11 Abs. 8 FeV. Wenn Sie mehr Zeit brauchen, etwa für einen Abstinenznachweis, sprechen Sie rechtzeitig mit der Behörde, statt die Frist verstreichen zu lassen.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Warum ist Akteneinsicht vor der MPU sinnvoll?',
      right: 'Sie sehen, welche Unterlagen die Begutachtungsstelle erhält, und können sich auf alle bekannten Vorfälle vorbereiten.',
      wrong: [
        'Sie können unliebsame Einträge aus der Akte entfernen lassen.',
        'Ohne Akteneinsicht darf die MPU nicht stattfinden.',
        'Die Akteneinsicht ersetzt das psychologische Gespräch.',
      ],
      explanation:
        'Die Gutachter kennen Ihre Führerscheinakte. Wenn Sie selbst wissen, was darin steht, vermeiden Sie Widersprüche und können jeden Vorfall ehrlich einordnen.',
      difficulty: 'easy',
    }),
    quizQuestion({
      question: 'Was ist der Unterschied zwischen Fahreignung und Fahrtüchtigkeit?',
      right: 'Fahreignung ist die dauerhafte Befähigung, Fahrzeuge sicher zu führen; Fahrtüchtigkeit ist der Zustand im konkreten Moment.',
      wrong: [
        'Beide Begriffe bedeuten dasselbe.',
        'Fahrtüchtigkeit ist dauerhaft, Fahreignung gilt nur für den Moment.',
        'Fahreignung betrifft nur Lkw-Fahrer, Fahrtüchtigkeit nur Pkw-Fahrer.',
      ],
      explanation:
        'Die MPU klärt die Fahreignung, also ob Sie körperlich, geistig und charakterlich dauerhaft geeignet sind. Fahrtüchtigkeit kann auch bei geeigneten Fahrern vorübergehend fehlen, etwa durch Alkohol, Müdigkeit oder Medikamente.',
      difficulty: 'medium',
    }),
    quizQuestion({
      question: 'Was ist eine Sperrfrist?',
      right: 'Die vom Strafgericht festgesetzte Zeit, in der keine neue Fahrerlaubnis erteilt werden darf',
      wrong: [
        'Die Frist, bis zu der das Gutachten vorliegen muss',
        'Die Mindestzeit zwischen zwei MPU-Terminen',
        'Die Dauer eines Fahrverbots aus einem Bußgeldbescheid',
      ],
      explanation:
        'Entzieht ein Strafgericht die Fahrerlaubnis (§ 69 StGB), bestimmt es eine Sperrfrist von sechs Monaten bis zu fünf Jahren, in besonderen Fällen für immer (§ 69a StGB). Anders als nach einem Fahrverbot müssen Sie danach eine neue Fahrerlaubnis beantragen.',
      difficulty: 'medium',
    }),
  ],
};

export const QUIZ_CATEGORIES: readonly DemoQuizCategory[] = [alcohol, drugs, points, criminal, medicalCannabis, procedure];
