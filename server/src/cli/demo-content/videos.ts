// Video sections and videos. The urls are placeholders for the operator's own recordings; each
// path stays shorter than 25 characters so the cloud-drive id detection never mistakes it for an id.
import { MPU_REASONS } from '@common/domain';
import { choice, type DemoVideoSection } from './types';

const PLACEHOLDER_NOTE = 'Platzhalter: Hier können Sie Ihre eigene Aufzeichnung zu diesem Thema hinterlegen.';

const ALL_REASONS = [...MPU_REASONS];

export const VIDEO_SECTIONS: readonly DemoVideoSection[] = [
  {
    title: 'Grundlagen der MPU',
    description: 'Was die MPU ist, warum sie angeordnet wird und wie der Untersuchungstag abläuft.',
    videos: [
      {
        title: 'Was ist eine MPU? Anlass, Ablauf und Ergebnis',
        description: `Ein Überblick über die medizinisch-psychologische Untersuchung: typische Anlässe, die drei Untersuchungsteile und die möglichen Ergebnisse des Gutachtens. ${PLACEHOLDER_NOTE}`,
        url: 'https://example.org/videos/mpu-ueberblick',
        mpuTypes: ALL_REASONS,
        quizzes: [
          choice({
            question: 'Aus welchen Teilen besteht die MPU?',
            right: 'Medizinische Untersuchung, Leistungstests und psychologisches Gespräch',
            wrong: [
              'Theorieprüfung und praktische Fahrprüfung',
              'Sehtest und Erste-Hilfe-Kurs',
              'Nur einem Gespräch bei der Polizei',
            ],
          }),
          choice({
            question: 'Welche Ergebnisse kann das Gutachten haben?',
            right: ['Positiv', 'Negativ', 'Kursempfehlung nach § 70 FeV'],
            wrong: ['Bestanden mit Fahrverbot'],
          }),
        ],
      },
      {
        title: 'Der Tag der Untersuchung: so läuft die MPU ab',
        description: `Vom Fragebogen über die ärztliche Untersuchung und die Leistungstests bis zum psychologischen Gespräch: was Sie erwartet und was Sie mitbringen sollten. ${PLACEHOLDER_NOTE}`,
        url: 'https://example.org/videos/mpu-ablauf',
        mpuTypes: ALL_REASONS,
        quizzes: [
          choice({
            question: 'Was sollten Sie zur MPU mitbringen?',
            right: ['Einen gültigen Ausweis', 'Ihre Abstinenznachweise und Bescheinigungen'],
            wrong: ['Ihren Fahrzeugschein', 'Eine Bescheinigung Ihres Arbeitgebers über Überstunden'],
          }),
          choice({
            question: 'Was wird in den Leistungstests geprüft?',
            right: 'Reaktion, Aufmerksamkeit, Konzentration und Belastbarkeit',
            wrong: ['Kenntnis der Verkehrszeichen', 'Einparken im Simulator', 'Ihre Allgemeinbildung'],
          }),
        ],
      },
      {
        title: 'Akteneinsicht und Fristen: Ihre ersten Schritte',
        description: `Wie Sie Akteneinsicht beantragen, was in der Gutachtenanordnung steht und welche Fristen Sie im Blick behalten sollten. ${PLACEHOLDER_NOTE}`,
        url: 'https://example.org/videos/akteneinsicht',
        mpuTypes: ALL_REASONS,
        quizzes: [],
      },
    ],
  },
  {
    title: 'Themen nach MPU-Anlass',
    description: 'Die wichtigsten Fakten und typischen Fragen zu Alkohol, Drogen, Medizinalcannabis, Punkten und Straftaten.',
    videos: [
      {
        title: 'Alkohol-MPU: Promillegrenzen, Trinkverhalten und Abstinenz',
        description: `Welche Promillegrenzen gelten, warum 1,6 Promille eine MPU auslösen und wann Abstinenz oder kontrolliertes Trinken erwartet wird. ${PLACEHOLDER_NOTE}`,
        url: 'https://example.org/videos/alkohol-mpu',
        mpuTypes: ['alcohol'],
        quizzes: [
          choice({
            question: 'Ab welcher BAK wird schon bei der ersten Trunkenheitsfahrt eine MPU angeordnet?',
            right: '1,6 Promille',
            wrong: ['0,3 Promille', '0,5 Promille', '1,1 Promille'],
          }),
          choice({
            question: 'Welcher Marker belegt im Urin eine Alkoholabstinenz?',
            right: 'EtG (Ethylglucuronid)',
            wrong: ['THC-COOH', 'HbA1c', 'Cholesterin'],
          }),
        ],
      },
      {
        title: 'Drogen-MPU: Konsum, Grenzwerte und Nachweise',
        description: `Der THC-Grenzwert von 3,5 ng/ml, harte Drogen, Mischkonsum und wie Sie Abstinenz nach den CTU-Kriterien nachweisen. ${PLACEHOLDER_NOTE}`,
        url: 'https://example.org/videos/drogen-mpu',
        mpuTypes: ['drugs'],
        quizzes: [
          choice({
            question: 'Welcher THC-Grenzwert im Blutserum gilt seit 2024 im Straßenverkehr?',
            right: '3,5 ng/ml',
            wrong: ['1,0 ng/ml', '7,0 ng/ml', '15 ng/ml'],
          }),
          choice({
            question: 'Welche Nachweise werden für eine Drogenabstinenz anerkannt?',
            right: ['Unangekündigte Urinkontrollen nach CTU-Kriterien', 'Haaranalysen in einem akkreditierten Labor'],
            wrong: ['Ein Schnelltest für zu Hause', 'Eine eidesstattliche Erklärung'],
          }),
        ],
      },
      {
        title: 'Medizinalcannabis: Therapie und Fahren verantwortungsvoll verbinden',
        description: `Wann Sie mit ärztlich verordnetem Cannabis fahren dürfen, wann nicht und worauf eine Begutachtung achtet. ${PLACEHOLDER_NOTE}`,
        url: 'https://example.org/videos/medizinalcannabis',
        mpuTypes: ['medizinalcannabis'],
        quizzes: [
          choice({
            question: 'Wann sollten Sie als Cannabispatient nicht fahren?',
            right: ['In der Eindosierungsphase oder nach einer Dosisänderung', 'Wenn Sie Nebenwirkungen wie Müdigkeit bemerken'],
            wrong: ['Grundsätzlich nie, auch bei stabiler Therapie', 'Nur an Wochenenden'],
          }),
          choice({
            question: 'Was bedeutet „bestimmungsgemäße Einnahme“?',
            right: 'Die Einnahme genau nach ärztlicher Verordnung',
            wrong: [
              'Die Einnahme nach eigenem Empfinden',
              'Zusätzlicher Konsum aus dem Eigenanbau',
              'Die Einnahme nur am Wochenende',
            ],
          }),
        ],
      },
      {
        title: 'Punkte- und Straftaten-MPU: Verhalten dauerhaft ändern',
        description: `Wie das Punktesystem funktioniert, warum Aggression im Straßenverkehr eine MPU auslösen kann und wie Sie nachhaltige Veränderungen zeigen. ${PLACEHOLDER_NOTE}`,
        url: 'https://example.org/videos/punkte-mpu',
        mpuTypes: ['points', 'criminal'],
        quizzes: [],
      },
    ],
  },
  {
    title: 'Vorbereitung auf das psychologische Gespräch',
    description: 'Typische Fragen, häufige Fehler und wie Sie Ihre eigene Geschichte ehrlich und nachvollziehbar erzählen.',
    videos: [
      {
        title: 'Typische Fragen im psychologischen Gespräch',
        description: `Welche Fragen Gutachter häufig stellen, warum sie nachfragen und wie Sie konkrete, stimmige Antworten geben. ${PLACEHOLDER_NOTE}`,
        url: 'https://example.org/videos/gespraech',
        mpuTypes: ALL_REASONS,
        quizzes: [
          choice({
            question: 'Welche Antwort überzeugt im Gespräch eher?',
            right: 'Eine konkrete Schilderung, was Sie heute in Risikosituationen tun',
            wrong: [
              '„Das war nur ein Ausrutscher.“',
              '„Die anderen fahren doch auch so.“',
              'Eine auswendig gelernte Musterantwort',
            ],
          }),
          choice({
            question: 'Was sollten Sie tun, wenn Sie eine Frage nicht verstehen?',
            right: 'Ruhig nachfragen',
            wrong: ['Irgendetwas antworten', 'Das Gespräch abbrechen', 'Die Frage übergehen'],
          }),
        ],
      },
      {
        title: 'Häufige Fehler in der MPU und wie Sie sie vermeiden',
        description: `Verharmlosen, Schuld bei anderen suchen, auswendig gelernte Antworten: warum diese Fehler auffallen und was stattdessen hilft. ${PLACEHOLDER_NOTE}`,
        url: 'https://example.org/videos/mpu-fehler',
        mpuTypes: ALL_REASONS,
        quizzes: [],
      },
      {
        title: 'Rückfallprophylaxe: Ihr persönlicher Notfallplan',
        description: `Wie Sie Risikosituationen erkennen, Gegenstrategien entwickeln und einen Notfallplan aufschreiben, den Sie im Gespräch erklären können. ${PLACEHOLDER_NOTE}`,
        url: 'https://example.org/videos/notfallplan',
        mpuTypes: ['alcohol', 'drugs', 'medizinalcannabis'],
        quizzes: [],
      },
    ],
  },
];
