// Glossary terms for all twelve glossary categories; every `related` entry names another term here.
import type { DemoLexiconEntry } from './types';

export const LEXICON: readonly DemoLexiconEntry[] = [
  // Grundlagen
  {
    term: 'MPU',
    definition:
      'Die medizinisch-psychologische Untersuchung klärt, ob begründete Zweifel an Ihrer Fahreignung ausgeräumt sind. Die Fahrerlaubnisbehörde ordnet sie an, etwa nach Alkohol- oder Drogenauffälligkeiten, vielen Punkten oder Straftaten. Durchgeführt wird sie von einer amtlich anerkannten Begutachtungsstelle für Fahreignung; das Ergebnis ist ein schriftliches Gutachten.',
    category: 'Grundlagen',
    related: ['Begutachtungsstelle für Fahreignung (BfF)', 'Gutachten', 'Fahrerlaubnisbehörde', 'Fahreignung vs. Fahrtüchtigkeit'],
  },
  {
    term: 'Fahreignung vs. Fahrtüchtigkeit',
    definition:
      'Fahreignung ist die dauerhafte körperliche, geistige und charakterliche Befähigung, Fahrzeuge sicher zu führen. Fahrtüchtigkeit beschreibt dagegen den Zustand in einem bestimmten Moment, der etwa durch Alkohol, Drogen, Medikamente oder Müdigkeit beeinträchtigt sein kann. Die MPU beurteilt die Fahreignung.',
    category: 'Grundlagen',
    related: ['MPU', 'BAK', 'Medizinalcannabis'],
  },
  {
    term: 'Alkohol-MPU',
    definition:
      'MPU nach Auffälligkeiten mit Alkohol, zum Beispiel nach einer Fahrt mit 1,6 Promille oder mehr oder nach wiederholten Alkoholverstößen. Geklärt wird, ob ein Alkoholmissbrauch oder eine Abhängigkeit vorliegt und ob Sie Ihr Trinkverhalten stabil geändert haben. Je nach Vorgeschichte wird Abstinenz oder ein kontrollierter Umgang mit Alkohol erwartet.',
    category: 'Grundlagen',
    related: ['BAK', 'Alkoholmissbrauch', 'Abstinenz', 'Kontrolliertes Trinken', 'Abstinenznachweis'],
  },
  {
    term: 'Drogen-MPU',
    definition:
      'MPU nach dem Konsum illegaler Drogen oder nach Fahrten unter Drogeneinfluss. Die Gutachter prüfen, ob der Konsum dauerhaft beendet oder – bei Cannabis – zuverlässig vom Fahren getrennt ist. In der Regel ist ein Abstinenznachweis über sechs oder zwölf Monate nötig.',
    category: 'Grundlagen',
    related: ['Abstinenznachweis', 'THC-COOH', 'Mischkonsum', 'Trennungsvermögen'],
  },
  {
    term: 'Punkte-MPU',
    definition:
      'MPU nach der Entziehung der Fahrerlaubnis wegen 8 Punkten im Fahreignungsregister; auf der Plattform auch Verkehrsauffälligkeiten-MPU genannt. Im Mittelpunkt stehen die Ursachen der wiederholten Verstöße und die Frage, ob Sie Ihr Verhalten im Straßenverkehr dauerhaft geändert haben.',
    category: 'Grundlagen',
    related: ['Fahreignungsregister', 'Verhaltensänderung', 'Fahreignungsseminar', 'Entziehung der Fahrerlaubnis'],
  },
  {
    term: 'Straftaten-MPU',
    definition:
      'MPU nach erheblichen oder wiederholten Straftaten mit Bezug zum Straßenverkehr oder zur Fahreignung, etwa Nötigung, Unfallflucht oder Körperverletzung. Besonders betrachtet wird, ob ein hohes Aggressionspotenzial besteht und ob Sie gelernt haben, Konflikte ohne Regelverstöße zu lösen.',
    category: 'Grundlagen',
    related: ['Aggressionspotenzial', 'Einsicht', 'Verhaltensänderung'],
  },

  // Rechtliches
  {
    term: 'Fahrerlaubnis-Verordnung (FeV)',
    definition:
      'Die Fahrerlaubnis-Verordnung regelt, wer eine Fahrerlaubnis erhält und wann Zweifel an der Eignung zu klären sind. Für die MPU sind vor allem § 11 (Eignung), § 13 (Alkohol), § 13a (Cannabis) und § 14 (Betäubungs- und Arzneimittel) sowie die Anlagen 4 und 4a wichtig.',
    category: 'Rechtliches',
    related: ['Begutachtungsleitlinien', 'Gutachtenanordnung', 'Kursempfehlung § 70 FeV'],
  },
  {
    term: 'Fahreignungsregister',
    definition:
      'Das Fahreignungsregister wird beim Kraftfahrt-Bundesamt in Flensburg geführt und speichert verkehrsrelevante Ordnungswidrigkeiten und Straftaten mit Punkten. Bei 8 Punkten wird die Fahrerlaubnis entzogen. Jede Eintragung wird nach einer festen Tilgungsfrist gelöscht.',
    category: 'Rechtliches',
    related: ['Kraftfahrt-Bundesamt (KBA)', 'Punkte-MPU', 'Fahreignungsseminar'],
  },
  {
    term: 'Sperrfrist',
    definition:
      'Entzieht ein Strafgericht die Fahrerlaubnis, legt es eine Sperrfrist fest, in der keine neue Fahrerlaubnis erteilt werden darf – mindestens sechs Monate, höchstens fünf Jahre, in besonderen Fällen für immer (§ 69a StGB). Nach Ablauf der Sperrfrist müssen Sie die Neuerteilung beantragen; die Behörde kann dann eine MPU verlangen.',
    category: 'Rechtliches',
    related: ['Entziehung der Fahrerlaubnis', 'Neuerteilung der Fahrerlaubnis', 'Fahrverbot'],
  },
  {
    term: 'Entziehung der Fahrerlaubnis',
    definition:
      'Bei einer Entziehung erlischt die Fahrerlaubnis; sie kann durch ein Strafgericht oder durch die Fahrerlaubnisbehörde erfolgen. Anders als beim Fahrverbot erhalten Sie den Führerschein nicht einfach zurück, sondern müssen eine neue Fahrerlaubnis beantragen.',
    category: 'Rechtliches',
    related: ['Sperrfrist', 'Fahrverbot', 'Neuerteilung der Fahrerlaubnis'],
  },
  {
    term: 'Fahrverbot',
    definition:
      'Ein Fahrverbot untersagt das Fahren für eine bestimmte Zeit, bei Ordnungswidrigkeiten für einen bis drei Monate. Die Fahrerlaubnis bleibt bestehen: Nach Ablauf erhalten Sie Ihren Führerschein zurück, eine MPU ist dafür nicht nötig.',
    category: 'Rechtliches',
    related: ['Entziehung der Fahrerlaubnis', 'Sperrfrist'],
  },
  {
    term: 'Probezeit',
    definition:
      'Fahranfänger sind zwei Jahre auf Probe. Nach einem schwerwiegenden (A-)Verstoß oder zwei weniger schwerwiegenden (B-)Verstößen müssen sie ein Aufbauseminar besuchen, und die Probezeit verlängert sich auf vier Jahre. In der Probezeit und bis zum 21. Geburtstag gilt am Steuer 0,0 Promille.',
    category: 'Rechtliches',
    related: ['Aufbauseminar', 'BAK'],
  },
  {
    term: 'Führerscheinklasse',
    definition:
      'Die Fahrerlaubnis wird für bestimmte Klassen erteilt, etwa B für Pkw oder C für Lkw. Für die Begutachtung ist die Einteilung in Gruppe 1 (u. a. A und B) und Gruppe 2 (u. a. C und D sowie die Fahrgastbeförderung) wichtig: Für Gruppe 2 gelten strengere Anforderungen, etwa bei den Leistungstests.',
    category: 'Rechtliches',
    related: ['Leistungstest', 'Neuerteilung der Fahrerlaubnis'],
  },
  {
    term: 'Neuerteilung der Fahrerlaubnis',
    definition:
      'Nach einer Entziehung beantragen Sie bei der Fahrerlaubnisbehörde eine neue Fahrerlaubnis. Die Behörde prüft, ob die Eignungszweifel ausgeräumt sind, und ordnet dafür häufig eine MPU an. Stellen Sie den Antrag rechtzeitig, denn die Bearbeitung und die Vorbereitung auf die MPU brauchen Zeit.',
    category: 'Rechtliches',
    related: ['Fahrerlaubnisbehörde', 'Sperrfrist', 'Gutachtenanordnung', 'MPU'],
  },

  // Medizinisches
  {
    term: 'BAK',
    definition:
      'Die Blutalkoholkonzentration wird in Promille angegeben. Wichtige Grenzen sind 0,0 ‰ für Fahranfänger, 0,5 ‰ (Ordnungswidrigkeit), 1,1 ‰ (absolute Fahruntüchtigkeit bei Kraftfahrzeugen) und 1,6 ‰ (MPU schon beim ersten Verstoß). Der Körper baut im Mittel etwa 0,1 bis 0,2 ‰ pro Stunde ab.',
    category: 'Medizinisches',
    related: ['AAK', 'Toleranzentwicklung', 'Alkohol-MPU'],
  },
  {
    term: 'Toleranzentwicklung',
    definition:
      'Bei regelmäßigem Konsum gewöhnt sich der Körper an Alkohol oder andere Substanzen: Für dieselbe Wirkung ist mehr nötig, und hohe Werte werden kaum noch gespürt. Eine hohe BAK ohne deutliche Ausfallerscheinungen gilt deshalb als Hinweis auf eine Alkoholgewöhnung. Gefährlich ist, dass Betroffene ihre Fahrtüchtigkeit dann falsch einschätzen.',
    category: 'Medizinisches',
    related: ['BAK', 'Alkoholmissbrauch', 'Alkoholabhängigkeit'],
  },
  {
    term: 'Alkoholmissbrauch',
    definition:
      'Im Fahreignungsrecht liegt Alkoholmissbrauch vor, wenn das Führen von Fahrzeugen und ein die Fahrsicherheit beeinträchtigender Alkoholkonsum nicht hinreichend sicher getrennt werden können. Der Begriff ist damit enger als im allgemeinen Sprachgebrauch. Ob Abstinenz oder kontrolliertes Trinken erwartet wird, hängt von der Ausprägung des Problems ab.',
    category: 'Medizinisches',
    related: ['Alkoholabhängigkeit', 'Trennungsvermögen', 'Kontrolliertes Trinken', 'Abstinenz'],
  },
  {
    term: 'Alkoholabhängigkeit',
    definition:
      'Eine Abhängigkeit wird anhand medizinischer Kriterien festgestellt, etwa starkes Verlangen, verminderte Kontrolle über den Konsum, Entzugserscheinungen, Toleranzentwicklung und Weitertrinken trotz Schäden. Bei Abhängigkeit ist für die Fahreignung eine dauerhafte Abstinenz erforderlich, in der Regel nach einer Entwöhnungsbehandlung und mit mindestens einem Jahr nachgewiesener Abstinenz.',
    category: 'Medizinisches',
    related: ['Abstinenz', 'Entwöhnungsbehandlung', 'Toleranzentwicklung', 'Abstinenznachweis'],
  },
  {
    term: 'Mischkonsum',
    definition:
      'Mischkonsum ist der gleichzeitige oder zeitnahe Konsum mehrerer Substanzen, zum Beispiel Cannabis und Alkohol. Die Wirkungen können sich gegenseitig verstärken und sind schwer vorherzusehen. In der Begutachtung gilt Mischkonsum als Hinweis auf ein problematisches Konsummuster.',
    category: 'Medizinisches',
    related: ['Drogen-MPU', 'THC-COOH', 'Trennungsvermögen'],
  },
  {
    term: 'Medizinalcannabis',
    definition:
      'Cannabisarzneimittel, die eine Ärztin oder ein Arzt für eine konkrete Erkrankung verordnet. Wer sie bestimmungsgemäß einnimmt und nicht in der Fahrsicherheit beeinträchtigt ist, darf fahren; in der Eindosierungsphase und nach Dosisänderungen ist Vorsicht geboten. Bestehen Zweifel, kann die Behörde eine Begutachtung anordnen.',
    category: 'Medizinisches',
    related: ['Fahreignung vs. Fahrtüchtigkeit', 'Trennungsvermögen', 'Leistungstest'],
  },

  // Psychologie
  {
    term: 'Einsicht',
    definition:
      'Einsicht bedeutet, dass Sie die eigenen Verstöße und deren Ursachen ehrlich erkennen und Verantwortung dafür übernehmen. Reue oder das bloße Eingeständnis „Das war falsch“ reichen nicht aus. Die Gutachter wollen nachvollziehen können, warum es zu den Auffälligkeiten kam und was sich seitdem geändert hat.',
    category: 'Psychologie',
    related: ['Problembewusstsein', 'Verhaltensänderung', 'Explorationsgespräch'],
  },
  {
    term: 'Problembewusstsein',
    definition:
      'Problembewusstsein heißt, dass Sie die Risiken Ihres früheren Verhaltens für sich und andere realistisch einschätzen. Wer Vorfälle verharmlost oder die Schuld bei anderen sucht, zeigt wenig Problembewusstsein. Es ist die Grundlage dafür, dass eine Veränderung überhaupt angestoßen wird.',
    category: 'Psychologie',
    related: ['Einsicht', 'Verhaltensänderung'],
  },
  {
    term: 'Verhaltensänderung',
    definition:
      'Eine Verhaltensänderung ist überzeugend, wenn sie an den Ursachen ansetzt, schon über einen längeren Zeitraum besteht und in Ihren Alltag eingebettet ist. Die Beurteilungskriterien fragen, ob die Veränderung stabil und motivational gefestigt ist. Vorsätze für die Zukunft allein genügen nicht.',
    category: 'Psychologie',
    related: ['Einsicht', 'Rückfallprophylaxe', 'Beurteilungskriterien'],
  },
  {
    term: 'Trennungsvermögen',
    definition:
      'Trennungsvermögen ist die Fähigkeit, den Konsum von Alkohol, Cannabis oder Medikamenten zuverlässig vom Führen eines Fahrzeugs zu trennen. Fehlt es, spricht das Fahreignungsrecht von Missbrauch. In der MPU müssen Sie nachvollziehbar erklären, wie Sie diese Trennung künftig sicherstellen.',
    category: 'Psychologie',
    related: ['Alkoholmissbrauch', 'Drogen-MPU', 'Medizinalcannabis'],
  },
  {
    term: 'Aggressionspotenzial',
    definition:
      'Das Aggressionspotenzial beschreibt die Neigung, in Konflikten mit Wut, Drohungen oder Gewalt zu reagieren. Hinweise auf ein hohes Aggressionspotenzial können nach § 11 Abs. 3 FeV eine MPU begründen, auch bei Straftaten außerhalb des Straßenverkehrs. Wichtig ist, dass Sie Ihre Auslöser kennen und andere Reaktionen eingeübt haben.',
    category: 'Psychologie',
    related: ['Straftaten-MPU', 'Einsicht', 'Verkehrspsychologische Beratung'],
  },

  // Therapie
  {
    term: 'Abstinenz',
    definition:
      'Abstinenz ist der vollständige Verzicht auf Alkohol oder Drogen. Sie ist erforderlich bei Abhängigkeit, nach dem Konsum harter Drogen und in vielen Fällen ausgeprägten Missbrauchs. Für die MPU muss sie lückenlos und nach anerkannten Kriterien nachgewiesen werden.',
    category: 'Therapie',
    related: ['Abstinenznachweis', 'Alkoholabhängigkeit', 'Rückfallprophylaxe', 'Kontrolliertes Trinken'],
  },
  {
    term: 'Kontrolliertes Trinken',
    definition:
      'Kontrolliertes Trinken bedeutet einen dauerhaft reduzierten Alkoholkonsum nach festen Regeln zu Menge, Anlässen und Häufigkeit – mit strikter Trennung von Trinken und Fahren. Es kommt nur in Betracht, wenn keine Abhängigkeit vorliegt und keine anderen Gründe eine Abstinenz erfordern. In der MPU müssen Sie Ihre Regeln konkret schildern und zeigen, dass Sie sie schon länger einhalten.',
    category: 'Therapie',
    related: ['Trinkmengenreduktion', 'Alkoholmissbrauch', 'Abstinenz', 'Leberwerte (GGT)'],
  },
  {
    term: 'Trinkmengenreduktion',
    definition:
      'Trinkmengenreduktion beschreibt den schrittweisen Weg zu einem geringeren Alkoholkonsum, etwa mit Trinktagebuch, festen trinkfreien Tagen und Obergrenzen. Sie kann der Einstieg in ein kontrolliertes Trinken sein. Ob sie für Ihre MPU ausreicht, hängt von der Diagnose ab – bei Abhängigkeit ist Abstinenz nötig.',
    category: 'Therapie',
    related: ['Kontrolliertes Trinken', 'Abstinenz', 'Suchtberatungsstelle'],
  },
  {
    term: 'Rückfallprophylaxe',
    definition:
      'Rückfallprophylaxe umfasst alle Strategien, mit denen Sie einen Rückfall in altes Verhalten verhindern: Risikosituationen erkennen, Alternativen planen, Unterstützung nutzen und einen Notfallplan bereithalten. In der MPU wird erwartet, dass Sie Ihre persönlichen Risiken und Gegenstrategien konkret benennen können.',
    category: 'Therapie',
    related: ['Abstinenz', 'Verhaltensänderung', 'Selbsthilfegruppe'],
  },
  {
    term: 'Entwöhnungsbehandlung',
    definition:
      'Die Entwöhnung ist eine suchtmedizinische Rehabilitation, die nach der körperlichen Entgiftung ansetzt. Sie kann stationär, ganztägig ambulant oder ambulant erfolgen und soll helfen, dauerhaft abstinent zu leben. Bei Alkoholabhängigkeit gilt eine erfolgreich abgeschlossene Entwöhnung als wichtige Voraussetzung für eine positive Prognose.',
    category: 'Therapie',
    related: ['Alkoholabhängigkeit', 'Abstinenz', 'Suchtberatungsstelle'],
  },

  // Dokumentation
  {
    term: 'Abstinenznachweis',
    definition:
      'Ein Abstinenznachweis belegt über einen festgelegten Zeitraum, dass Sie keinen Alkohol oder keine Drogen konsumiert haben. Üblich sind sechs oder zwölf Monate mit unangekündigten Urinkontrollen oder Haaranalysen. Anerkannt werden nur Nachweise, die nach den CTU-Kriterien erhoben wurden; Lücken oder positive Befunde gefährden das Ergebnis.',
    category: 'Dokumentation',
    related: ['EtG', 'Haaranalyse', 'Urinscreening', 'CTU-Kriterien', 'Abstinenz'],
  },
  {
    term: 'Aktenlage',
    definition:
      'Die Aktenlage umfasst alle Unterlagen der Fahrerlaubnisbehörde zu Ihrem Fall, etwa Strafurteile, Bußgeldbescheide, Blutalkoholwerte, Polizeiberichte und Auszüge aus dem Fahreignungsregister. Diese Akte wird der Begutachtungsstelle übersandt. Ihre Schilderungen im Gespräch sollten zur Aktenlage passen.',
    category: 'Dokumentation',
    related: ['Akteneinsicht', 'Gutachtenanordnung', 'Explorationsgespräch'],
  },
  {
    term: 'Akteneinsicht',
    definition:
      'Sie haben das Recht, die Unterlagen einzusehen, die die Behörde an die Begutachtungsstelle schickt. Nutzen Sie das früh in der Vorbereitung: So wissen Sie, welche Vorfälle bekannt sind, und können sich mit allen ehrlich auseinandersetzen. Die Einsicht beantragen Sie bei der Fahrerlaubnisbehörde.',
    category: 'Dokumentation',
    related: ['Aktenlage', 'Fahrerlaubnisbehörde'],
  },
  {
    term: 'Teilnahmebescheinigung',
    definition:
      'Eine Teilnahmebescheinigung bestätigt den Abschluss eines Seminars oder Kurses, etwa eines Fahreignungsseminars, eines Aufbauseminars oder eines Kurses nach § 70 FeV. Sie muss der Fahrerlaubnisbehörde fristgerecht vorgelegt werden, damit die Maßnahme berücksichtigt wird.',
    category: 'Dokumentation',
    related: ['Fahreignungsseminar', 'Kurs zur Wiederherstellung der Kraftfahreignung', 'Aufbauseminar'],
  },
  {
    term: 'CTU-Kriterien',
    definition:
      'Die Kriterien für chemisch-toxikologische Untersuchungen legen fest, wie Abstinenzkontrollen für die Fahreignungsbegutachtung durchzuführen sind: unangekündigte, kurzfristige Einbestellung, Probenabgabe unter Sicht, Analyse in akkreditierten Laboren und festgelegte Nachweisgrenzen. Sie sind Teil der Beurteilungskriterien. Nachweise, die diese Anforderungen nicht erfüllen, werden in der MPU nicht anerkannt.',
    category: 'Dokumentation',
    related: ['Abstinenznachweis', 'Beurteilungskriterien', 'Urinscreening', 'Haaranalyse'],
  },

  // Beratung
  {
    term: 'Verkehrspsychologe',
    definition:
      'Verkehrspsychologen sind Psychologinnen und Psychologen, die sich auf Verhalten im Straßenverkehr spezialisiert haben. Sie arbeiten als Gutachter in Begutachtungsstellen oder unabhängig davon in der Beratung und MPU-Vorbereitung. Begutachtung und Vorbereitung sind dabei strikt getrennt: Wer Sie vorbereitet, begutachtet Sie nicht.',
    category: 'Beratung',
    related: ['Verkehrspsychologische Beratung', 'Begutachtungsstelle für Fahreignung (BfF)', 'Explorationsgespräch'],
  },
  {
    term: 'Verkehrspsychologische Beratung',
    definition:
      'In einer verkehrspsychologischen Einzelberatung arbeiten Sie mit einer Fachperson die Ursachen Ihrer Auffälligkeiten auf und entwickeln tragfähige Veränderungen. Eine gute Beratung bereitet nicht auf „richtige Antworten“ vor, sondern begleitet eine echte Auseinandersetzung. Achten Sie auf eine psychologische Qualifikation – die Bezeichnung „MPU-Berater“ ist nicht geschützt.',
    category: 'Beratung',
    related: ['Verkehrspsychologe', 'MPU-Vorbereitungskurs', 'Einsicht'],
  },
  {
    term: 'Suchtberatungsstelle',
    definition:
      'Suchtberatungsstellen werden meist von Wohlfahrtsverbänden oder Kommunen getragen und beraten in der Regel kostenlos und vertraulich. Sie helfen bei der Einschätzung des eigenen Konsums, vermitteln in Entgiftung und Entwöhnung und begleiten auf dem Weg zur Abstinenz. Regelmäßige Gespräche dort können Ihre Veränderung in der MPU nachvollziehbar machen.',
    category: 'Beratung',
    related: ['Entwöhnungsbehandlung', 'Selbsthilfegruppe', 'Trinkmengenreduktion'],
  },
  {
    term: 'Selbsthilfegruppe',
    definition:
      'In Selbsthilfegruppen, etwa den Anonymen Alkoholikern, dem Kreuzbund oder dem Blauen Kreuz, unterstützen sich Betroffene gegenseitig. Regelmäßige Teilnahme stärkt die Abstinenz und hilft, Rückfallrisiken früh zu erkennen. Für die MPU kann eine Teilnahmebestätigung Ihre Schilderungen untermauern.',
    category: 'Beratung',
    related: ['Rückfallprophylaxe', 'Abstinenz', 'Suchtberatungsstelle'],
  },

  // Diagnostik
  {
    term: 'EtG',
    definition:
      'Ethylglucuronid ist ein direktes Abbauprodukt von Alkohol. Im Urin ist es nur für einige Tage nachweisbar, in den Haaren über längere Zeit. Weil EtG nur nach Alkoholkonsum entsteht, ist es der wichtigste Marker für Alkohol-Abstinenznachweise.',
    category: 'Diagnostik',
    related: ['Abstinenznachweis', 'Urinscreening', 'Haaranalyse', 'Nachweisfenster'],
  },
  {
    term: 'CDT',
    definition:
      'Carbohydrate-Deficient-Transferrin ist ein Blutwert, der bei regelmäßigem Konsum größerer Alkoholmengen über mehrere Wochen ansteigt. Als indirekter Marker kann er einen erhöhten Konsum anzeigen, belegt aber keine Abstinenz. Bei Verzicht auf Alkohol normalisiert sich der Wert wieder.',
    category: 'Diagnostik',
    related: ['Leberwerte (GGT)', 'EtG', 'Alkohol-MPU'],
  },
  {
    term: 'Leberwerte (GGT)',
    definition:
      'Zu den Leberwerten gehören GGT (Gamma-Glutamyltransferase), GOT und GPT. Regelmäßig erhöhter Alkoholkonsum kann sie ansteigen lassen, ebenso aber Medikamente, Übergewicht oder Lebererkrankungen. In der ärztlichen Untersuchung der MPU sind sie deshalb ein Hinweis, kein Beweis.',
    category: 'Diagnostik',
    related: ['CDT', 'EtG', 'Kontrolliertes Trinken'],
  },
  {
    term: 'Haaranalyse',
    definition:
      'Kopfhaar wächst etwa einen Zentimeter pro Monat und speichert Substanzen wie EtG oder Drogenwirkstoffe. Eine Haarprobe bildet deshalb rückblickend einen Zeitraum von mehreren Monaten ab. Färben, Bleichen oder Dauerwellen können die Ergebnisse verfälschen; klären Sie das vor der Probenahme mit der untersuchenden Stelle.',
    category: 'Diagnostik',
    related: ['EtG', 'Urinscreening', 'Abstinenznachweis', 'CTU-Kriterien'],
  },
  {
    term: 'Urinscreening',
    definition:
      'Beim Urinscreening werden Sie unangekündigt und kurzfristig einbestellt und geben die Probe unter Sicht ab. Analysiert wird auf Alkoholmarker wie EtG oder auf Drogen. Verpasste Termine gelten in der Regel als positiver Befund, halten Sie sich daher stets erreichbar.',
    category: 'Diagnostik',
    related: ['EtG', 'Abstinenznachweis', 'CTU-Kriterien', 'Nachweisfenster'],
  },
  {
    term: 'THC-COOH',
    definition:
      'THC-COOH ist ein nicht psychoaktives Abbauprodukt von THC, dem Wirkstoff von Cannabis. Es bleibt länger im Körper als THC selbst. Seine Konzentration im Blut gibt Hinweise darauf, ob gelegentlich oder regelmäßig konsumiert wurde.',
    category: 'Diagnostik',
    related: ['Drogen-MPU', 'Nachweisfenster', 'Mischkonsum'],
  },

  // Technisch
  {
    term: 'Leistungstest',
    definition:
      'Die Leistungstests der MPU werden an einem Computer mit speziellen Tasten und Pedalen durchgeführt. Sie prüfen verkehrsrelevante Fähigkeiten wie Reaktion, Aufmerksamkeit, Konzentration, Belastbarkeit und Orientierung. Die Ergebnisse werden mit Vergleichswerten anderer Personen verglichen; für Gruppe 2 gelten höhere Anforderungen.',
    category: 'Technisch',
    related: ['Reaktionstest', 'Führerscheinklasse', 'MPU'],
  },
  {
    term: 'Reaktionstest',
    definition:
      'Beim Reaktionstest reagieren Sie möglichst schnell und richtig auf Licht- oder Tonsignale, oft mit Händen und Füßen gleichzeitig. Gemessen werden Reaktionszeit und Fehler, teilweise unter steigendem Tempo. Ausgeschlafen und ohne Zeitdruck anzureisen ist die beste Vorbereitung.',
    category: 'Technisch',
    related: ['Leistungstest'],
  },
  {
    term: 'AAK',
    definition:
      'Die Atemalkoholkonzentration wird in Milligramm pro Liter Atemluft angegeben und mit einem geeichten Messgerät bestimmt. Gesetzliche Grenzwerte sind 0,25 mg/l (entspricht der 0,5-Promille-Grenze) und 0,8 mg/l (entspricht 1,6 Promille bei der MPU-Anordnung). Für den Nachweis einer Straftat wird in der Regel eine Blutprobe entnommen.',
    category: 'Technisch',
    related: ['BAK', 'Alkohol-MPU'],
  },
  {
    term: 'Nachweisfenster',
    definition:
      'Das Nachweisfenster ist der Zeitraum, in dem eine Substanz oder ihr Abbauprodukt in einer Probe gefunden werden kann. Es hängt von Substanz, Menge, Konsumhäufigkeit und Probenart ab: Urin zeigt meist Tage, Haare dagegen Monate. Deshalb werden Urinkontrollen unangekündigt angesetzt.',
    category: 'Technisch',
    related: ['Urinscreening', 'Haaranalyse', 'EtG', 'THC-COOH'],
  },

  // Schulung
  {
    term: 'Fahreignungsseminar',
    definition:
      'Das freiwillige Fahreignungsseminar besteht aus einem verkehrspädagogischen und einem verkehrspsychologischen Teil. Wer bei einem Stand von 1 bis 5 Punkten teilnimmt, erhält einen Punkt Abzug – höchstens einmal in fünf Jahren. Es ersetzt keine MPU.',
    category: 'Schulung',
    related: ['Fahreignungsregister', 'Punkte-MPU', 'Teilnahmebescheinigung'],
  },
  {
    term: 'Aufbauseminar',
    definition:
      'Fahranfänger müssen nach Verstößen in der Probezeit an einem Aufbauseminar teilnehmen. Nach Alkohol- oder Drogenverstößen ist ein besonderes Aufbauseminar vorgesehen. Die Teilnahme muss innerhalb der gesetzten Frist nachgewiesen werden, sonst droht die Entziehung der Fahrerlaubnis.',
    category: 'Schulung',
    related: ['Probezeit', 'Teilnahmebescheinigung'],
  },
  {
    term: 'Kurs zur Wiederherstellung der Kraftfahreignung',
    definition:
      'Diese Gruppenkurse nach § 70 FeV richten sich an Personen, deren Gutachten eine Kursempfehlung enthält. In mehreren Sitzungen werden die verbliebenen Eignungsmängel bearbeitet. Nach erfolgreichem Abschluss legen Sie die Teilnahmebescheinigung zusammen mit dem Gutachten der Fahrerlaubnisbehörde vor.',
    category: 'Schulung',
    related: ['Kursempfehlung § 70 FeV', 'Teilnahmebescheinigung', 'Gutachten'],
  },
  {
    term: 'MPU-Vorbereitungskurs',
    definition:
      'Vorbereitungskurse oder Einzelberatungen helfen, die eigene Geschichte aufzuarbeiten und den Ablauf der MPU kennenzulernen. Der Markt ist nicht geregelt: Seriöse Anbieter arbeiten mit qualifizierten Psychologinnen und Psychologen und geben keine Erfolgsgarantie. Beginnen Sie früh, denn echte Veränderungen brauchen Zeit.',
    category: 'Schulung',
    related: ['Verkehrspsychologische Beratung', 'Verkehrspsychologe', 'Explorationsgespräch'],
  },

  // Organisation
  {
    term: 'Begutachtungsstelle für Fahreignung (BfF)',
    definition:
      'Begutachtungsstellen für Fahreignung sind amtlich anerkannte Stellen, die MPU-Gutachten erstellen, zum Beispiel von TÜV oder DEKRA. Sie wählen die Stelle selbst, vereinbaren den Termin und beauftragen sie; die Behörde schickt dann Ihre Akte dorthin. Die Gebühren sind gesetzlich geregelt.',
    category: 'Organisation',
    related: ['MPU', 'Gutachten', 'Fahrerlaubnisbehörde', 'Aktenlage'],
  },
  {
    term: 'Fahrerlaubnisbehörde',
    definition:
      'Die Fahrerlaubnisbehörde – oft Führerscheinstelle genannt – ist bei der Stadt oder dem Landkreis angesiedelt. Sie ordnet die MPU an, legt die Fragestellung und die Frist fest und entscheidet am Ende über die Erteilung oder Entziehung der Fahrerlaubnis.',
    category: 'Organisation',
    related: ['Gutachtenanordnung', 'Neuerteilung der Fahrerlaubnis', 'Akteneinsicht'],
  },
  {
    term: 'Kraftfahrt-Bundesamt (KBA)',
    definition:
      'Das Kraftfahrt-Bundesamt in Flensburg ist eine Bundesbehörde und führt unter anderem das Fahreignungsregister. Über den eigenen Punktestand können Sie dort kostenlos Auskunft verlangen. Über die MPU selbst entscheidet das KBA nicht.',
    category: 'Organisation',
    related: ['Fahreignungsregister', 'Fahrerlaubnisbehörde'],
  },
  {
    term: 'Gutachtenanordnung',
    definition:
      'Mit der Gutachtenanordnung fordert die Fahrerlaubnisbehörde Sie schriftlich auf, ein MPU-Gutachten beizubringen. Sie enthält die Fragestellung, eine Frist und den Hinweis, dass die Behörde bei Nichtvorlage auf Ihre Nichteignung schließen darf (§ 11 Abs. 8 FeV). Lesen Sie die Fragestellung genau – sie bestimmt, worum es in der Untersuchung geht.',
    category: 'Organisation',
    related: ['Fragestellung', 'Fahrerlaubnisbehörde', 'Begutachtungsstelle für Fahreignung (BfF)'],
  },

  // Gutachten
  {
    term: 'Gutachten',
    definition:
      'Das MPU-Gutachten beantwortet die Fragestellung der Behörde und muss nachvollziehbar und nachprüfbar sein. Es ist positiv, negativ oder enthält eine Kursempfehlung. Das Gutachten wird Ihnen zugesandt, und Sie entscheiden, ob Sie es der Fahrerlaubnisbehörde vorlegen.',
    category: 'Gutachten',
    related: ['Kursempfehlung § 70 FeV', 'Fragestellung', 'Begutachtungsstelle für Fahreignung (BfF)'],
  },
  {
    term: 'Kursempfehlung § 70 FeV',
    definition:
      'Bei einer Kursempfehlung sehen die Gutachter noch Eignungsmängel, halten sie aber durch einen anerkannten Kurs zur Wiederherstellung der Kraftfahreignung für behebbar. Nach erfolgreicher Teilnahme kann die Fahrerlaubnis in der Regel ohne erneute MPU erteilt werden.',
    category: 'Gutachten',
    related: ['Kurs zur Wiederherstellung der Kraftfahreignung', 'Gutachten'],
  },
  {
    term: 'Begutachtungsleitlinien',
    definition:
      'Die Begutachtungsleitlinien zur Kraftfahreignung werden von der Bundesanstalt für Straßenwesen (BASt) herausgegeben und sind über die Fahrerlaubnis-Verordnung verbindlich. Sie beschreiben, unter welchen Voraussetzungen bei Krankheiten, Alkohol, Drogen und Medikamenten Fahreignung besteht. Gutachten müssen sich an ihnen orientieren.',
    category: 'Gutachten',
    related: ['Beurteilungskriterien', 'Fahrerlaubnis-Verordnung (FeV)', 'Gutachten'],
  },
  {
    term: 'Beurteilungskriterien',
    definition:
      'Die Beurteilungskriterien („Urteilsbildung in der Fahreignungsbegutachtung“) werden von der Deutschen Gesellschaft für Verkehrspsychologie und der Deutschen Gesellschaft für Verkehrsmedizin herausgegeben. Sie konkretisieren die Begutachtungsleitlinien mit Hypothesen und überprüfbaren Kriterien. Auch die Anforderungen an Abstinenznachweise (CTU-Kriterien) sind dort festgelegt.',
    category: 'Gutachten',
    related: ['Begutachtungsleitlinien', 'CTU-Kriterien', 'Verhaltensänderung'],
  },
  {
    term: 'Explorationsgespräch',
    definition:
      'Das psychologische Gespräch der MPU, in der Regel etwa eine Stunde lang, ist für das Ergebnis meist besonders wichtig. Die Gutachterin oder der Gutachter fragt nach Ihrer Vorgeschichte, den Ursachen der Auffälligkeiten und den Veränderungen seitdem. Überzeugend sind ehrliche, konkrete und in sich stimmige Antworten.',
    category: 'Gutachten',
    related: ['Einsicht', 'Verhaltensänderung', 'Aktenlage', 'Verkehrspsychologe'],
  },
  {
    term: 'Fragestellung',
    definition:
      'Die Fragestellung legt die Fahrerlaubnisbehörde in der Gutachtenanordnung fest; sie bestimmt, was die Begutachtung klären soll. Bei Alkohol lautet sie sinngemäß, ob zu erwarten ist, dass Sie auch künftig ein Fahrzeug unter Alkoholeinfluss führen werden. Das Gutachten darf nur diese Frage beantworten.',
    category: 'Gutachten',
    related: ['Gutachtenanordnung', 'Gutachten', 'Fahrerlaubnisbehörde'],
  },
];
