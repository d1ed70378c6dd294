// The offline engine's German reply texts. They are the reply itself (as an LLM's reply would be),
// not interface text, so they live here and not in the web's locales.
import type { AiSource } from '@common/schemas/ai';

export const OFFLINE_TEXTS = {
  assistantDisclaimer: 'Automatische Antwort aus den Inhalten dieser Plattform, keine persönliche Beratung.',
  assistantIntro: 'Dazu steht in den Inhalten der Plattform:',
  assistantClosing:
    'Die vollständigen Texte öffnen Sie über die Quellen unter dieser Antwort. Für eine Einschätzung Ihres eigenen Falls wenden Sie sich bitte an eine qualifizierte MPU-Beratung.',
  assistantNoHit:
    'Dazu habe ich in den Inhalten der Plattform leider nichts gefunden. Versuchen Sie es mit anderen Worten, oder schauen Sie im MPU-Lexikon und unter „Allgemeines Wissen zur MPU“ nach: Dort sind die wichtigsten Begriffe und Abläufe erklärt.',
  sourceKinds: {
    knowledge: 'Wissensartikel',
    lexicon: 'MPU-Lexikon',
    question: 'Fragenkatalog',
    chapter: 'Kurskapitel',
  } satisfies Record<AiSource['kind'], string>,
  trainerFollowUp: 'Können Sie das bitte genauer erklären?',
  /** Neutral transitions before the next question, taken in turn. */
  trainerTransitions: ['Danke.', 'Gut, danke für Ihre Antwort.', 'Verstehe.', 'Danke, das habe ich notiert.'],
  trainerClosing: 'Damit sind wir am Ende des Übungsgesprächs. Vielen Dank für Ihre Antworten.',
  trainerTouched: 'In Ihren Antworten angesprochen:',
  trainerNotTouched: 'Noch nicht oder kaum angesprochen:',
  trainerNothingTouched: 'Ihre Antworten haben die Themen der Fragen noch kaum angesprochen.',
  trainerAllTouched: 'Sie haben alle Themen der Fragen angesprochen.',
  trainerSummaryNote:
    'Diese Auswertung ist automatisch und sucht nur nach Stichworten; sie ist keine Beurteilung wie in einer echten MPU. Üben Sie die offenen Themen noch einmal.',
  trainerAlreadyFinished: 'Das Übungsgespräch ist beendet. Starten Sie ein neues Gespräch, um noch einmal zu üben.',
} as const;
