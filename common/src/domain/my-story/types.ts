// The contract of the story checks (issue 37). Every check is a pure function of the story (and, for
// the contradictions, of the abstinence tracker's results); it runs in the browser as the learner
// writes, on the server for the overview's readiness line and in the examiner's offline mode.
import type { AbstinenceResult } from '../abstinence';
import type { MpuReason } from '../mpu-reasons';
import type { Drink, Sex, Story } from '../../schemas/my-story';

/** The parts a readiness is given for, in the workbook's order. */
export const STORY_PARTS = ['incidents', 'causes', 'insight', 'change', 'proof', 'stability'] as const;
export type StoryPart = (typeof STORY_PARTS)[number];

/** The workbook's sections (the parts plus history and future, which have no readiness of their own). */
export const STORY_SECTIONS = ['incidents', 'history', 'causes', 'insight', 'change', 'proof', 'stability', 'future'] as const;
export type StorySection = (typeof STORY_SECTIONS)[number];

export const FINDING_KINDS = [
  'bac-implausible', // the drinks cannot explain the measured BAK (too little, or too much)
  'vague-language', // a phrase from the vague or minimising list
  'change-without-date',
  'change-without-proof',
  'no-risk-situation',
  'risk-without-strategy',
  'insight-without-cause',
  'abstinence-contradicts-tracker', // a positive or missed screening after the stated abstinence start
  'abstinence-too-short', // shorter than the self-check's usual requirement
  'controlled-drinking-vs-hypothesis', // 'kontrolliertes Trinken' while the self-check points to A1/A2
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/**
 * One finding. The texts live in the web's and the server's locales by kind (and for vague language
 * by phrase id): a title, why an assessor objects, an example of a concrete sentence about someone
 * else, and the question an assessor would ask. `params` fills their placeholders.
 */
export interface Finding {
  kind: FindingKind;
  part: StoryPart;
  /** Where in the story, as a path the page can focus: 'change.text', 'incidents.0.drinks', 'stability.riskSituations.2.strategy'. */
  field: string;
  params: Record<string, string | number>;
  /** The knowledge article that explains it (slug of a starter article). */
  articleSlug: string;
}

/** A vague or minimising phrase found in a text. */
export interface VagueMatch {
  phraseId: string;
  /** The matched text as the learner wrote it, and where. */
  text: string;
  index: number;
}

export interface BacInput {
  sex: Sex;
  weightKg: number;
  heightCm: number;
  ageYears: number;
  drinks: Drink[];
  /** 'HH:MM'; earlier than the first drink's start means the next day. */
  sampleTime: string;
}

/** The expected BAK at the sample as a range, with the figures behind it for the page's explanation. */
export interface BacRange {
  alcoholGrams: number;
  bodyWaterLitres: number;
  /** Highest concentration without elimination and without resorption deficit, in ‰. */
  peakPermille: number;
  /** Hours from the first drink's start to the sample. */
  hours: number;
  lowPermille: number;
  highPermille: number;
}

/** M: medical cannabis (use as prescribed, no impairment at the wheel); the criteria have no numbered set for it. */
export type Hypothesis = 'A1' | 'A2' | 'A3' | 'A4' | 'D1' | 'D2' | 'D3' | 'D4' | 'V' | 'K' | 'M';

export interface SelfCheckQuestion {
  id: string;
  reason: MpuReason;
}

export interface SelfCheckResult {
  reason: MpuReason;
  /** null while too few questions are answered. */
  hypothesis: Hypothesis | null;
  /** What the hypothesis usually means: months of proven abstinence (null: none required), whether controlled use can be enough, which proofs. */
  usualAbstinenceMonths: number | null;
  controlledUsePossible: boolean;
  proofKinds: string[];
}

export interface TrackerFacts {
  entries: { date: string; result: AbstinenceResult }[];
}

export interface StoryContext {
  reasons: MpuReason[];
  language: 'de' | 'tr' | 'en';
  /** The abstinence tracker's results when the learner has a programme and links it. */
  tracker: TrackerFacts | null;
  /** Today as 'YYYY-MM-DD' (Europe/Berlin), for periods up to now. */
  today: string;
}

/** Readiness per part, 0–100, and overall; a measure of completeness and open findings, never a prognosis. */
export interface StoryReadiness {
  parts: Record<StoryPart, number>;
  overall: number;
}

/** The functions common/src/domain/my-story/index.ts exports (implemented there, tested by hand-worked figures). */
export interface StoryChecks {
  expectedBac(input: BacInput): BacRange;
  findVagueLanguage(text: string, language: StoryContext['language']): VagueMatch[];
  selfCheckQuestions(reasons: MpuReason[]): SelfCheckQuestion[];
  selfCheck(reason: MpuReason, answers: Story['selfCheck']['answers']): SelfCheckResult;
  storyFindings(story: Story, context: StoryContext): Finding[];
  storyReadiness(story: Story, findings: Finding[], context: StoryContext): StoryReadiness;
  /** Which sections and guiding prompts the workbook shows for these reasons (union, no duplicates). */
  storySections(reasons: MpuReason[]): { section: StorySection; promptIds: string[] }[];
}
