// News items for the dashboard; dates are fixed so repeated seeding yields the same rows.
import type { DemoNews } from './types';

export const NEWS: readonly DemoNews[] = [
  {
    title: 'Cannabis am Steuer: Was der THC-Grenzwert von 3,5 ng/ml bedeutet',
    body:
      'Seit August 2024 gilt im Straßenverkehr ein gesetzlicher THC-Grenzwert von 3,5 Nanogramm pro Milliliter Blutserum (§ 24a StVG). Wer mit diesem Wert oder mehr ein Kraftfahrzeug führt, begeht eine Ordnungswidrigkeit; beim ersten Verstoß drohen in der Regel 500 € Bußgeld, ein Monat Fahrverbot und zwei Punkte. Wer zusätzlich Alkohol getrunken hat, muss mit deutlich höheren Sanktionen rechnen. ' +
      'Der Grenzwert bedeutet nicht, dass Fahren unterhalb davon immer sicher ist: Wer Ausfallerscheinungen zeigt, kann sich auch bei niedrigeren Werten strafbar machen. ' +
      'Für Patientinnen und Patienten mit ärztlich verordnetem Cannabis gilt eine Ausnahme, wenn das THC aus der bestimmungsgemäßen Einnahme stammt – vorausgesetzt, sie sind fahrsicher. ' +
      'In unserer Kategorie „Drogen und Fahreignung“ finden Sie passende Übungsfragen.',
    publishedOn: '2026-09-15',
  },
  {
    title: 'Fünf Tipps für das psychologische Gespräch bei der MPU',
    body:
      'Das psychologische Gespräch ist für das Ergebnis der MPU meist besonders wichtig. Unsere Psychologinnen und Psychologen haben fünf Tipps zusammengestellt: ' +
      'Erstens: Nehmen Sie Akteneinsicht, damit Sie wissen, welche Vorfälle bekannt sind. ' +
      'Zweitens: Erzählen Sie Ihre Geschichte in eigenen Worten, statt Musterantworten auswendig zu lernen. ' +
      'Drittens: Werden Sie konkret – beschreiben Sie Situationen, Mengen und Abläufe so genau wie möglich. ' +
      'Viertens: Übernehmen Sie Verantwortung, ohne sich kleinzumachen oder die Schuld bei anderen zu suchen. ' +
      'Fünftens: Bereiten Sie Ihre Rückfallprophylaxe vor und erklären Sie, was Sie in schwierigen Situationen tun. ' +
      'Im Kurs „MPU-Grundkurs: Vorbereitung Schritt für Schritt“ vertiefen Sie diese Punkte.',
    publishedOn: '2026-10-20',
  },
  {
    title: 'Neu auf der Plattform: Übungsfragen für jeden MPU-Anlass',
    body:
      'Ab sofort finden Sie im Quizbereich Übungsfragen zu allen MPU-Anlässen: Alkohol, Drogen, Medizinalcannabis, Punkte und Straftaten sowie eine Kategorie zu Ablauf und Rechtlichem. ' +
      'Jede Frage enthält eine Erklärung, damit Sie nicht nur die richtige Antwort erfahren, sondern auch den Hintergrund verstehen. ' +
      'Im Zufallsmodus üben Sie mit zehn gemischten Fragen, im Kategoriemodus gezielt zu einem Thema. ' +
      'Das Lexikon wurde außerdem um zahlreiche Fachbegriffe erweitert, von Abstinenznachweis bis Verkehrspsychologe.',
    publishedOn: '2026-11-10',
  },
];
