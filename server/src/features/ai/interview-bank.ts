// The offline exam trainer's German interview bank: typical questions of the psychological
// interview per MPU reason, asked in this order, with the topic each one examines.
// The order follows the exploration in the assessment: the offence, the history, the reasons, the
// turning point, the change, its stability, risk situations, the social environment, the future.
// Keywords are matched as substrings of the lower-cased answer, so they are stems and common word
// forms ('getrunken' besides 'trink', which 'getrunken' does not contain).
import type { MpuReason } from '@common/domain';

export interface InterviewQuestion {
  /** Stable id, e.g. 'alcohol-01'. */
  id: string;
  /** Short German topic name for the closing summary, e.g. 'Trinkgeschichte'. */
  topic: string;
  /** The examiner's question, formal 'Sie'. */
  text: string;
  /** Lower-case German word stems; an answer containing one of them touched the topic. */
  keywords: string[];
}

type QuestionContent = Omit<InterviewQuestion, 'id'>;

/** Numbers the questions in their order: 'alcohol-01', 'alcohol-02', … */
function numbered(reason: MpuReason, questions: QuestionContent[]): InterviewQuestion[] {
  return questions.map((question, index) => ({ id: `${reason}-${String(index + 1).padStart(2, '0')}`, ...question }));
}

const alcohol = numbered('alcohol', [
  {
    topic: 'Tatgeschehen',
    text: 'Was ist an dem Tag passiert, an dem Sie mit Alkohol im Straßenverkehr aufgefallen sind?',
    keywords: ['polizei', 'kontroll', 'gefahren', 'fahrt', 'promille', 'unfall', 'angehalten', 'feier', 'abend'],
  },
  {
    topic: 'Trinkmenge am Tattag',
    text: 'Wie viel Alkohol hatten Sie an diesem Tag insgesamt getrunken?',
    keywords: ['bier', 'wein', 'schnaps', 'sekt', 'glas', 'gläser', 'flasche', 'liter', 'getrunken', 'halbe'],
  },
  {
    topic: 'Alkoholgewöhnung',
    text: 'Wie erklären Sie sich, dass Sie sich mit diesem Promillewert noch in der Lage gefühlt haben zu fahren?',
    keywords: ['gewöhn', 'gewohnt', 'vertrag', 'verträg', 'toleranz', 'gemerkt', 'nichts gespürt', 'fit', 'unterschätzt', 'trinkfest'],
  },
  {
    topic: 'Trinkgeschichte',
    text: 'Wie hat sich Ihr Umgang mit Alkohol von Ihrer Jugend bis zu dieser Fahrt entwickelt?',
    keywords: ['jugend', 'jahre alt', 'erste', 'schule', 'ausbildung', 'mehr', 'gesteigert', 'regelmäßig', 'wochenende', 'entwickelt'],
  },
  {
    topic: 'Trinkgewohnheiten vor der Tat',
    text: 'Wie sah Ihr Alkoholkonsum in einer typischen Woche vor der Fahrt aus?',
    keywords: ['täglich', 'jeden tag', 'abends', 'feierabend', 'wochenende', 'bier', 'wein', 'flasche', 'glas', 'getrunken', 'trink'],
  },
  {
    topic: 'Trinkmotive',
    text: 'Welche Rolle hat der Alkohol damals in Ihrem Leben gespielt?',
    keywords: ['stress', 'entspann', 'abschalten', 'locker', 'gesellig', 'dazugehör', 'problem', 'frust', 'einsam', 'selbstbewusst'],
  },
  {
    topic: 'Problemeinsicht',
    text: 'Wie beurteilen Sie Ihr früheres Trinkverhalten aus heutiger Sicht?',
    keywords: ['missbrauch', 'problem', 'zu viel', 'abhängig', 'gewohnheit', 'kontrollverlust', 'verharmlos', 'eingesehen', 'gefährlich'],
  },
  {
    topic: 'Auslöser der Veränderung',
    text: 'Was war für Sie der Punkt, an dem Sie gemerkt haben, dass Sie etwas ändern müssen?',
    keywords: [
      'gemerkt',
      'klar geworden',
      'erkannt',
      'einsicht',
      'wendepunkt',
      'schock',
      'führerschein',
      'familie',
      'arbeit',
      'gesundheit',
    ],
  },
  {
    topic: 'Abstinenz oder kontrolliertes Trinken',
    text: 'Wie gehen Sie heute mit Alkohol um?',
    keywords: [
      'abstinen',
      'verzicht',
      'gar nicht',
      'kein alkohol',
      'keinen alkohol',
      'nichts mehr',
      'kontrolliert',
      'höchstens',
      'alkoholfrei',
      'nüchtern',
    ],
  },
  {
    topic: 'Stabilität der Veränderung',
    text: 'Was hilft Ihnen dabei, Ihren neuen Umgang mit Alkohol im Alltag beizubehalten?',
    keywords: ['beratung', 'therap', 'selbsthilfe', 'gruppe', 'sport', 'hobby', 'routine', 'nachweis', 'kontroll', 'urin', 'haar'],
  },
  {
    topic: 'Risikosituationen',
    text: 'In welchen Situationen wäre die Gefahr für Sie heute am größten, wieder in alte Trinkgewohnheiten zu fallen?',
    keywords: ['feier', 'party', 'geburtstag', 'hochzeit', 'urlaub', 'stress', 'streit', 'trauer', 'frust', 'gruppenzwang', 'angebot'],
  },
  {
    topic: 'Rückfallvermeidung',
    text: 'Was tun Sie ganz konkret, wenn Sie in eine solche Situation geraten?',
    keywords: ['nein', 'ablehn', 'alkoholfrei', 'wasser', 'gehe', 'verlasse', 'anruf', 'vorher', 'plan', 'meide', 'vermeid'],
  },
  {
    topic: 'Soziales Umfeld',
    text: 'Wie hat Ihr Umfeld auf Ihre Veränderung reagiert?',
    keywords: ['freund', 'familie', 'partner', 'frau', 'mann', 'kinder', 'kolleg', 'verein', 'bekannt', 'unterstütz'],
  },
  {
    topic: 'Zukunftsperspektive',
    text: 'Wie sieht Ihr Umgang mit Alkohol in fünf Jahren aus?',
    keywords: ['zukunft', 'weiterhin', 'dauerhaft', 'bleib', 'nie wieder', 'für immer', 'auch in', 'künftig', 'vorgenommen'],
  },
]);

const drugs = numbered('drugs', [
  {
    topic: 'Tatgeschehen',
    text: 'Wie ist es zu der Situation gekommen, in der Ihr Drogenkonsum bekannt geworden ist?',
    keywords: ['polizei', 'kontroll', 'gefahren', 'fahrt', 'blut', 'test', 'gefunden', 'besitz', 'erwischt', 'angehalten'],
  },
  {
    topic: 'Konsum vor der Tat',
    text: 'Was genau hatten Sie vor diesem Vorfall konsumiert?',
    keywords: ['cannabis', 'joint', 'gekifft', 'kiff', 'gras', 'kokain', 'amphetamin', 'speed', 'ecstasy', 'mdma', 'alkohol', 'pille'],
  },
  {
    topic: 'Einstieg in den Konsum',
    text: 'Wie sind Sie zum ersten Mal mit Drogen in Berührung gekommen?',
    keywords: ['freund', 'jugend', 'jahre alt', 'party', 'schule', 'probiert', 'neugier', 'erste', 'clique'],
  },
  {
    topic: 'Konsumgeschichte',
    text: 'Wie hat sich Ihr Konsum danach bis zu dem Vorfall entwickelt?',
    keywords: ['regelmäßig', 'täglich', 'wochenende', 'mehr', 'gesteigert', 'öfter', 'menge', 'andere drogen', 'mischkonsum', 'gramm'],
  },
  {
    topic: 'Konsummotive',
    text: 'Welche Wirkung haben Sie sich damals vom Konsum versprochen?',
    keywords: ['entspann', 'abschalten', 'spaß', 'stress', 'dazugehör', 'problem', 'schlaf', 'leistung', 'wach', 'locker', 'gefühl'],
  },
  {
    topic: 'Fahren unter Drogeneinfluss',
    text: 'Wie oft sind Sie vor diesem Vorfall schon unter dem Einfluss von Drogen gefahren?',
    keywords: ['gefahren', 'fahrt', 'einmal', 'manchmal', 'mehrmals', 'nie', 'öfter', 'häufig', 'auto', 'wirkung', 'getrennt', 'trenn'],
  },
  {
    topic: 'Problemeinsicht',
    text: 'Wie bewerten Sie Ihren damaligen Drogenkonsum aus heutiger Sicht?',
    keywords: ['problem', 'missbrauch', 'abhängig', 'gefährlich', 'zu viel', 'verharmlos', 'leichtsinn', 'fehler', 'eingesehen'],
  },
  {
    topic: 'Auslöser der Veränderung',
    text: 'Was hat Sie dazu bewogen, Ihren Umgang mit Drogen zu ändern?',
    keywords: [
      'gemerkt',
      'klar geworden',
      'erkannt',
      'einsicht',
      'wendepunkt',
      'schock',
      'führerschein',
      'familie',
      'arbeit',
      'gesundheit',
    ],
  },
  {
    topic: 'Abstinenz und heutiger Umgang',
    text: 'Wie sieht Ihr Umgang mit Drogen heute aus?',
    keywords: ['abstinen', 'verzicht', 'keine drogen', 'nichts mehr', 'aufgehört', 'clean', 'seit', 'nie wieder', 'gar nicht'],
  },
  {
    topic: 'Abstinenznachweis',
    text: 'Welche Nachweise haben Sie für Ihre Veränderung erbracht?',
    keywords: ['urin', 'haar', 'screening', 'ctu', 'kontroll', 'programm', 'nachweis', 'labor', 'monate', 'befund'],
  },
  {
    topic: 'Soziales Umfeld',
    text: 'Welchen Kontakt haben Sie heute noch zu Menschen, mit denen Sie früher konsumiert haben?',
    keywords: ['kontakt', 'freund', 'clique', 'abgebrochen', 'nicht mehr', 'neue', 'familie', 'partner', 'umfeld', 'bekannt'],
  },
  {
    topic: 'Risikosituationen',
    text: 'In welchen Situationen könnten Sie heute noch in Versuchung geraten?',
    keywords: ['party', 'feier', 'festival', 'urlaub', 'stress', 'angebot', 'alte freunde', 'frust', 'langeweile', 'streit'],
  },
  {
    topic: 'Rückfallvermeidung',
    text: 'Was würden Sie tun, wenn Ihnen jemand auf einer Feier Drogen anbietet?',
    keywords: ['nein', 'ablehn', 'gehe', 'verlass', 'meide', 'vermeid', 'kein interesse', 'nach hause', 'nicht an'],
  },
  {
    topic: 'Zukunftsperspektive',
    text: 'Wie stellen Sie sich Ihr Leben in den nächsten Jahren vor?',
    keywords: ['zukunft', 'weiterhin', 'dauerhaft', 'bleib', 'nie wieder', 'für immer', 'künftig', 'familie', 'beruf', 'ziel'],
  },
]);

const points = numbered('points', [
  {
    topic: 'Tatgeschehen',
    text: 'Welche Verstöße haben zu Ihren Punkten im Fahreignungsregister geführt?',
    keywords: ['geschwindigkeit', 'schnell', 'rotlicht', 'ampel', 'handy', 'abstand', 'überhol', 'geblitzt', 'km/h', 'punkte'],
  },
  {
    topic: 'Gefährlichkeit der Verstöße',
    text: 'Welcher dieser Verstöße war aus Ihrer Sicht der gefährlichste?',
    keywords: ['gefährlich', 'gefährdet', 'unfall', 'andere', 'kinder', 'fußgänger', 'radfahrer', 'schule', 'risiko'],
  },
  {
    topic: 'Fahrgeschichte',
    text: 'Wie hat sich Ihr Fahrverhalten seit dem Erwerb Ihres Führerscheins entwickelt?',
    keywords: ['führerschein', 'jahre', 'kilometer', 'beruf', 'anfang', 'probezeit', 'viel gefahren', 'dienstwagen', 'entwickelt'],
  },
  {
    topic: 'Wiederholung der Verstöße',
    text: 'Warum ist es trotz Ermahnung und Verwarnung immer wieder zu neuen Verstößen gekommen?',
    keywords: ['ernst genommen', 'egal', 'gewohn', 'bezahlt', 'ignoriert', 'gleichgültig', 'routine', 'unterschätzt', 'verdräng'],
  },
  {
    topic: 'Motive für die Verstöße',
    text: 'Was war Ihnen in diesen Situationen wichtiger als die Verkehrsregeln?',
    keywords: ['zeit', 'termin', 'eile', 'stress', 'pünktlich', 'spaß', 'ungeduld', 'arbeit', 'kunde', 'druck'],
  },
  {
    topic: 'Einstellung zu Verkehrsregeln',
    text: 'Welche Einstellung hatten Sie damals zu Verkehrsregeln und Kontrollen?',
    keywords: ['regel', 'schikane', 'abzocke', 'übertrieben', 'unnötig', 'sinn', 'einstellung', 'blitzer', 'kontrolle'],
  },
  {
    topic: 'Nicht entdeckte Verstöße',
    text: 'Wie oft haben Sie Ihrer Einschätzung nach Regeln übertreten, ohne dabei erwischt zu werden?',
    keywords: ['oft', 'häufig', 'öfter', 'täglich', 'regelmäßig', 'erwischt', 'mehrmals', 'meistens', 'ständig'],
  },
  {
    topic: 'Auslöser der Veränderung',
    text: 'Was hat bei Ihnen das Umdenken ausgelöst?',
    keywords: ['gemerkt', 'klar geworden', 'erkannt', 'einsicht', 'wendepunkt', 'schock', 'führerschein', 'familie', 'arbeit', 'unfall'],
  },
  {
    topic: 'Veränderung des Fahrverhaltens',
    text: 'Was machen Sie heute beim Fahren konkret anders als früher?',
    keywords: ['früher los', 'tempomat', 'handy', 'abstand', 'gelassen', 'ruhig', 'langsam', 'plane', 'puffer', 'limit', 'navi'],
  },
  {
    topic: 'Unterstützung bei der Veränderung',
    text: 'Welche Unterstützung haben Sie genutzt, um Ihr Verhalten zu ändern?',
    keywords: ['beratung', 'verkehrspsycholog', 'kurs', 'seminar', 'therap', 'fahrstunde', 'buch', 'training'],
  },
  {
    topic: 'Risikosituationen',
    text: 'In welchen Situationen besteht für Sie heute noch die Gefahr, in alte Muster zu verfallen?',
    keywords: ['stress', 'zeitdruck', 'müde', 'ärger', 'drängler', 'autobahn', 'nachts', 'leer', 'frei', 'spät'],
  },
  {
    topic: 'Umgang mit Zeitdruck',
    text: 'Wie reagieren Sie heute, wenn Sie unterwegs merken, dass Sie zu spät kommen?',
    keywords: ['anruf', 'bescheid', 'verspät', 'melde', 'ruhig', 'gelassen', 'akzept', 'puffer', 'später'],
  },
  {
    topic: 'Soziales Umfeld',
    text: 'Wie reagieren Ihre Mitfahrer heute auf Ihre Fahrweise?',
    keywords: ['beifahrer', 'mitfahrer', 'familie', 'frau', 'mann', 'partner', 'freund', 'kolleg', 'kinder', 'ruhiger'],
  },
  {
    topic: 'Zukunftsperspektive',
    text: 'Wie wollen Sie sicherstellen, dass Sie künftig keine neuen Verstöße mehr begehen?',
    keywords: ['regel', 'einhalten', 'aufmerksam', 'zukunft', 'künftig', 'weiterhin', 'dauerhaft', 'plane', 'vorgenommen'],
  },
]);

const criminal = numbered('criminal', [
  {
    topic: 'Tatgeschehen',
    text: 'Was genau ist bei dem Vorfall passiert, der zu dieser Untersuchung geführt hat?',
    keywords: ['streit', 'geschlagen', 'schlag', 'angegriffen', 'beleidig', 'polizei', 'anzeige', 'verletz', 'gedrängelt', 'ausgebremst'],
  },
  {
    topic: 'Ablauf der Eskalation',
    text: 'Wie hat sich die Situation bis zur Eskalation entwickelt?',
    keywords: ['provoz', 'angefangen', 'wütend', 'wut', 'aufgeregt', 'beleidigt', 'hochgeschaukelt', 'eskal', 'gehupt', 'hupe'],
  },
  {
    topic: 'Verantwortungsübernahme',
    text: 'Welchen Anteil hatten Sie selbst daran, dass es so weit gekommen ist?',
    keywords: ['schuld', 'verantwort', 'mein fehler', 'ich hätte', 'überreagiert', 'falsch', 'anteil', 'leid'],
  },
  {
    topic: 'Vorgeschichte',
    text: 'In welchen Situationen haben Sie schon früher aggressiv reagiert?',
    keywords: ['früher', 'öfter', 'schule', 'jugend', 'streit', 'schlägerei', 'vorstrafe', 'anzeige', 'nie', 'mehrmals'],
  },
  {
    topic: 'Alkohol und Drogen',
    text: 'Welche Rolle haben Alkohol oder andere Substanzen bei dem Vorfall gespielt?',
    keywords: ['alkohol', 'getrunken', 'nüchtern', 'drogen', 'keine rolle', 'bier', 'promille', 'nichts'],
  },
  {
    topic: 'Lebensumstände',
    text: 'Wie war Ihre Lebenssituation in der Zeit vor der Tat?',
    keywords: ['stress', 'arbeit', 'job', 'trennung', 'geld', 'schulden', 'familie', 'druck', 'belast', 'krank'],
  },
  {
    topic: 'Umgang mit Ärger',
    text: 'Wie sind Sie damals gewöhnlich mit Ärger und Wut umgegangen?',
    keywords: ['wut', 'ärger', 'frust', 'explodiert', 'runtergeschluckt', 'laut', 'aggress', 'impuls', 'reagiert', 'angestaut'],
  },
  {
    topic: 'Bezug zum Straßenverkehr',
    text: 'Was hat Ihr damaliges Verhalten aus Ihrer Sicht mit Ihrer Eignung als Kraftfahrer zu tun?',
    keywords: ['verkehr', 'fahren', 'auto', 'aggress', 'gefähr', 'andere', 'unfall', 'rücksicht', 'impuls', 'beherrsch'],
  },
  {
    topic: 'Auslöser der Veränderung',
    text: 'Was hat Sie dazu gebracht, an Ihrem Verhalten zu arbeiten?',
    keywords: ['gemerkt', 'klar geworden', 'erkannt', 'einsicht', 'wendepunkt', 'schock', 'führerschein', 'familie', 'strafe', 'opfer'],
  },
  {
    topic: 'Konfliktbewältigung',
    text: 'Was haben Sie gelernt, um in Konfliktsituationen ruhig zu bleiben?',
    keywords: ['atme', 'ruhig', 'abstand', 'weggehen', 'gehe weg', 'zähle', 'antiaggress', 'training', 'therap', 'beratung', 'gelassen'],
  },
  {
    topic: 'Frühwarnzeichen',
    text: 'Woran merken Sie heute frühzeitig, dass Ihre Anspannung steigt?',
    keywords: ['puls', 'herz', 'warm', 'anspann', 'körper', 'merke', 'hände', 'laut', 'gedanken', 'gereizt'],
  },
  {
    topic: 'Verhalten in Risikosituationen',
    text: 'Wie reagieren Sie heute, wenn Sie jemand im Straßenverkehr bedrängt oder beleidigt?',
    keywords: ['ignor', 'rechts', 'weiterfahren', 'fahre weiter', 'ruhig', 'gelassen', 'vorbei', 'provozieren', 'abstand', 'durchatmen'],
  },
  {
    topic: 'Soziales Umfeld',
    text: 'Wie hat sich Ihr Umgang mit Familie, Freunden und Kollegen seitdem verändert?',
    keywords: ['familie', 'freund', 'kolleg', 'partner', 'kinder', 'gespräch', 'rede', 'ruhiger', 'unterstütz', 'kontakt'],
  },
  {
    topic: 'Zukunftsperspektive',
    text: 'Was nehmen Sie sich für die Zukunft vor, damit es nicht wieder zu einer solchen Tat kommt?',
    keywords: ['zukunft', 'künftig', 'weiterhin', 'nie wieder', 'dauerhaft', 'vorgenommen', 'bleib', 'achte'],
  },
]);

const medizinalcannabis = numbered('medizinalcannabis', [
  {
    topic: 'Anlass der Begutachtung',
    text: 'Wie ist es dazu gekommen, dass die Fahrerlaubnisbehörde ein Gutachten von Ihnen verlangt?',
    keywords: ['kontroll', 'polizei', 'behörde', 'blut', 'thc', 'angegeben', 'fahrerlaubnis', 'führerschein', 'unfall', 'attest'],
  },
  {
    topic: 'Grunderkrankung',
    text: 'Wegen welcher Erkrankung wird Ihnen Cannabis verordnet?',
    keywords: ['schmerz', 'adhs', 'migräne', 'schlaf', 'depress', 'angst', 'spastik', 'sklerose', 'erkrank', 'diagnose', 'krankheit'],
  },
  {
    topic: 'Konsumvorgeschichte',
    text: 'Welche Erfahrungen mit Cannabis hatten Sie schon vor Beginn Ihrer Therapie?',
    keywords: ['früher', 'jugend', 'freizeit', 'probiert', 'vorher', 'nie', 'gekifft', 'kiff', 'selbst', 'besorgt'],
  },
  {
    topic: 'Ärztliche Verordnung',
    text: 'Wie läuft die ärztliche Betreuung Ihrer Cannabistherapie ab?',
    keywords: ['arzt', 'ärzt', 'rezept', 'verordn', 'verschrieben', 'apotheke', 'termin', 'kontroll', 'praxis', 'besprech'],
  },
  {
    topic: 'Dosierung nach Verordnung',
    text: 'Welche Dosierung hat Ihre Ärztin oder Ihr Arzt für Sie festgelegt?',
    keywords: ['gramm', 'milligramm', 'dosis', 'dosier', 'täglich', 'morgens', 'abends', 'mal am tag', 'tropfen', 'blüten'],
  },
  {
    topic: 'Einnahme wie verordnet',
    text: 'Wie stellen Sie sicher, dass Sie Ihr Medikament genau so einnehmen, wie es verordnet ist?',
    keywords: [
      'verordn',
      'plan',
      'dosis',
      'genau',
      'waage',
      'tagebuch',
      'abgesprochen',
      'arzt',
      'ärzt',
      'nicht mehr als',
      'vorgeschrieben',
    ],
  },
  {
    topic: 'Kein zusätzlicher Konsum',
    text: 'Wie gehen Sie mit Cannabis um, das nicht aus Ihrer ärztlichen Verordnung stammt?',
    keywords: ['nie', 'kein', 'nur verordnet', 'nur das verordnete', 'zusätzlich', 'eigenanbau', 'anbau', 'club', 'ablehn', 'apotheke'],
  },
  {
    topic: 'Nebenwirkungen',
    text: 'Welche Nebenwirkungen bemerken Sie bei sich nach der Einnahme?',
    keywords: ['müde', 'schwindel', 'konzentr', 'mund', 'hunger', 'reaktion', 'keine', 'benommen', 'rausch', 'nebenwirk'],
  },
  {
    topic: 'Fahrsicherheit nach der Einnahme',
    text: 'Woran erkennen Sie, dass Sie nach der Einnahme nicht fahren sollten?',
    keywords: ['müde', 'konzentr', 'schwindel', 'reaktion', 'gefühl', 'beeinträcht', 'fahruntüchtig', 'nicht fahren', 'benommen', 'merke'],
  },
  {
    topic: 'Trennung von Einnahme und Fahren',
    text: 'Wie planen Sie die Einnahme an einem Tag, an dem Sie Auto fahren müssen?',
    keywords: ['stunden', 'abstand', 'warte', 'nach der fahrt', 'abends', 'plan', 'bus', 'bahn', 'öffentlich', 'lasse', 'taxi'],
  },
  {
    topic: 'Kein Mischkonsum mit Alkohol',
    text: 'Wie halten Sie es während Ihrer Cannabistherapie mit Alkohol?',
    keywords: ['alkohol', 'trinke', 'getrunken', 'verzicht', 'kein', 'nie', 'wechselwirk', 'bier', 'wein', 'nüchtern'],
  },
  {
    topic: 'Umgang mit stärkeren Beschwerden',
    text: 'Was tun Sie, wenn Ihre Beschwerden stärker werden und die verordnete Dosis nicht mehr ausreicht?',
    keywords: ['arzt', 'ärzt', 'sprech', 'termin', 'rücksprache', 'nicht selbst', 'anpass', 'melde', 'praxis', 'nicht fahren'],
  },
  {
    topic: 'Soziales Umfeld',
    text: 'Wer in Ihrem Umfeld weiß von Ihrer Cannabistherapie?',
    keywords: ['familie', 'partner', 'frau', 'mann', 'arbeitgeber', 'chef', 'kolleg', 'freund', 'offen', 'niemand'],
  },
  {
    topic: 'Zukunftsperspektive',
    text: 'Wie soll es mit Ihrer Therapie und dem Autofahren in Zukunft weitergehen?',
    keywords: ['zukunft', 'weiter', 'therapie', 'arzt', 'ärzt', 'reduzier', 'absetzen', 'kontroll', 'plane', 'künftig'],
  },
]);

/** At least 12 questions per reason. */
export const INTERVIEW_BANK: Record<MpuReason, InterviewQuestion[]> = {
  alcohol,
  drugs,
  points,
  criminal,
  medizinalcannabis,
};

const TRAINING_NOTE =
  'Das ist eine Übung und keine echte Begutachtung: Antworten Sie so offen und ausführlich, wie Sie es auch in der Untersuchung tun würden.';

/** The examiner's greeting before the first question, per reason. */
export const TRAINER_OPENING: Record<MpuReason, string> = {
  alcohol: `Guten Tag, ich übernehme heute die Rolle Ihrer Gutachterin oder Ihres Gutachters und führe mit Ihnen das psychologische Gespräch zu Ihrer MPU wegen Alkohol. ${TRAINING_NOTE}`,
  drugs: `Guten Tag, ich übernehme heute die Rolle Ihrer Gutachterin oder Ihres Gutachters und führe mit Ihnen das psychologische Gespräch zu Ihrer MPU wegen Drogen. ${TRAINING_NOTE}`,
  points: `Guten Tag, ich übernehme heute die Rolle Ihrer Gutachterin oder Ihres Gutachters und führe mit Ihnen das psychologische Gespräch zu Ihrer MPU wegen Punkten im Fahreignungsregister. ${TRAINING_NOTE}`,
  criminal: `Guten Tag, ich übernehme heute die Rolle Ihrer Gutachterin oder Ihres Gutachters und führe mit Ihnen das psychologische Gespräch zu Ihrer MPU wegen Straftaten. ${TRAINING_NOTE}`,
  medizinalcannabis: `Guten Tag, ich übernehme heute die Rolle Ihrer Gutachterin oder Ihres Gutachters und führe mit Ihnen das psychologische Gespräch zu Ihrer Begutachtung als Patientin oder Patient mit Medizinalcannabis. ${TRAINING_NOTE}`,
};
