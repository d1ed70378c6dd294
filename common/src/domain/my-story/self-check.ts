// The hypothesis self-check: plain-language questions per reason and the hypothesis they usually
// point to, after the Beurteilungskriterien (DGVP/DGVM, 4th edition 2022). The assessor alone places
// a case; the self-check only says where to look (texts/<lang>.json, selfCheck.*).
//
// Alcohol, tested from A1 down (once a higher hypothesis applies, the lower ones are not tested):
//   A1 dependence: an earlier treatment for dependence, or withdrawal signs, or at least 3 of the
//      6 ICD-10 dependence signs (craving, loss of control, withdrawal, tolerance, neglect of other
//      interests, drinking on despite harm) → stable abstinence, usually 12 months proven.
//   A2 advanced problem (misuse without dependence): 2 or more signs of an advanced problem
//      (1.6 ‰ or more, a repeated offence, drinking to cope, drinking alone or in the morning, a
//      failed attempt to cut down, 1–2 dependence signs) → abstinence is the rule, usually 12
//      months proven (6 can be accepted with specialist support); controlled drinking only as an exception.
//   A3 endangerment: one such sign → a lasting reduction (controlled drinking) can be enough.
//   A4 the drinking was not the problem, keeping drinking and driving apart was → no abstinence required.
// Drugs (cannabis since 1 April 2024 under § 13a FeV), from D1 down:
//   D1 dependence: withdrawal signs, or an earlier treatment together with loss of control → 12 months.
//   D2 advanced drug problem: 2 or more of regular use, mixed use, using to cope, loss of control,
//      an earlier treatment → 12 months.
//   D3 drug risk without an advanced problem: drugs other than cannabis, or one of the signs above
//      → usually 6 months (in der Regel 6 bis 12 Monate, je nach Einstufung).
//   D4 occasional cannabis use that was not kept apart from driving → a settled, controlled use can
//      be enough; no abstinence required.
// Points (V) and criminal offences (K) have no abstinence: what is assessed is the attitude to rules
// and a changed behaviour. Medical cannabis (M): use as prescribed and no impairment at the wheel.
import type { MpuReason } from '../mpu-reasons';
import type { SelfCheckAnswer, Story } from '../../schemas/my-story';
import type { Hypothesis, SelfCheckQuestion, SelfCheckResult } from './types';

type Answers = Story['selfCheck']['answers'];

/** Question ids per reason, in the order they are asked. */
export const SELF_CHECK_QUESTION_IDS = {
  alcohol: [
    'alcohol.treatment',
    'alcohol.craving',
    'alcohol.loss-of-control',
    'alcohol.withdrawal',
    'alcohol.tolerance',
    'alcohol.neglect',
    'alcohol.despite-harm',
    'alcohol.bac-1-6',
    'alcohol.repeated',
    'alcohol.coping',
    'alcohol.alone-or-morning',
    'alcohol.failed-to-cut-down',
  ],
  drugs: [
    'drugs.treatment',
    'drugs.withdrawal',
    'drugs.loss-of-control',
    'drugs.other-than-cannabis',
    'drugs.regular-use',
    'drugs.mixed-use',
    'drugs.coping',
    'drugs.repeated',
  ],
  points: ['points.many-offences', 'points.speeding', 'points.phone', 'points.aggression', 'points.rules-for-others'],
  criminal: ['criminal.in-traffic', 'criminal.violence', 'criminal.repeated', 'criminal.alcohol-or-drugs', 'criminal.anger'],
  medizinalcannabis: [
    'medizinalcannabis.as-prescribed',
    'medizinalcannabis.impaired-driving',
    'medizinalcannabis.extra-use',
    'medizinalcannabis.doctor-contact',
  ],
} as const satisfies Record<MpuReason, readonly string[]>;

export type SelfCheckQuestionId = (typeof SELF_CHECK_QUESTION_IDS)[MpuReason][number];

export const ALL_SELF_CHECK_QUESTION_IDS: readonly string[] = Object.values(SELF_CHECK_QUESTION_IDS).flat();

/** What a hypothesis usually means for the learner (SelfCheckResult without reason and hypothesis). */
export const HYPOTHESIS_MEANING: Record<Hypothesis, Omit<SelfCheckResult, 'reason' | 'hypothesis'>> = {
  A1: { usualAbstinenceMonths: 12, controlledUsePossible: false, proofKinds: ['therapy', 'abstinence', 'self-help', 'counselling'] },
  A2: { usualAbstinenceMonths: 12, controlledUsePossible: false, proofKinds: ['abstinence', 'counselling', 'self-help'] },
  A3: { usualAbstinenceMonths: null, controlledUsePossible: true, proofKinds: ['counselling', 'course', 'abstinence'] },
  A4: { usualAbstinenceMonths: null, controlledUsePossible: true, proofKinds: ['counselling', 'course'] },
  D1: { usualAbstinenceMonths: 12, controlledUsePossible: false, proofKinds: ['therapy', 'abstinence', 'self-help', 'counselling'] },
  D2: { usualAbstinenceMonths: 12, controlledUsePossible: false, proofKinds: ['abstinence', 'counselling', 'self-help'] },
  D3: { usualAbstinenceMonths: 6, controlledUsePossible: false, proofKinds: ['abstinence', 'counselling'] },
  D4: { usualAbstinenceMonths: null, controlledUsePossible: true, proofKinds: ['counselling', 'course', 'abstinence'] },
  V: { usualAbstinenceMonths: null, controlledUsePossible: false, proofKinds: ['counselling', 'course'] },
  K: { usualAbstinenceMonths: null, controlledUsePossible: false, proofKinds: ['counselling', 'therapy', 'course'] },
  M: { usualAbstinenceMonths: null, controlledUsePossible: true, proofKinds: ['medical-report', 'counselling'] },
};

export const SELF_CHECK_PROOF_KINDS = ['abstinence', 'counselling', 'therapy', 'self-help', 'course', 'medical-report'] as const;

export function selfCheckQuestions(reasons: MpuReason[]): SelfCheckQuestion[] {
  const seen = new Set<MpuReason>();
  const questions: SelfCheckQuestion[] = [];
  for (const reason of reasons) {
    if (seen.has(reason)) continue;
    seen.add(reason);
    for (const id of SELF_CHECK_QUESTION_IDS[reason]) questions.push({ id, reason });
  }
  return questions;
}

function yesCount(answers: Answers, ids: readonly string[]): number {
  return ids.filter((id) => answers[id] === 'yes').length;
}

function answeredCount(answers: Answers, ids: readonly string[]): number {
  return ids.filter((id) => answers[id] !== undefined).length;
}

const ALCOHOL_DEPENDENCE_SIGNS = [
  'alcohol.craving',
  'alcohol.loss-of-control',
  'alcohol.withdrawal',
  'alcohol.tolerance',
  'alcohol.neglect',
  'alcohol.despite-harm',
];
const ALCOHOL_ADVANCED_SIGNS = [
  'alcohol.bac-1-6',
  'alcohol.repeated',
  'alcohol.coping',
  'alcohol.alone-or-morning',
  'alcohol.failed-to-cut-down',
];

function alcoholHypothesis(a: Answers): Hypothesis {
  const dependence = yesCount(a, ALCOHOL_DEPENDENCE_SIGNS);
  if (a['alcohol.treatment'] === 'yes' || a['alcohol.withdrawal'] === 'yes' || dependence >= 3) return 'A1';
  const advanced = yesCount(a, ALCOHOL_ADVANCED_SIGNS) + (dependence > 0 ? 1 : 0);
  if (advanced >= 2) return 'A2';
  if (advanced === 1) return 'A3';
  return 'A4';
}

const DRUG_ADVANCED_SIGNS = ['drugs.regular-use', 'drugs.mixed-use', 'drugs.coping', 'drugs.loss-of-control', 'drugs.treatment'];

function drugHypothesis(a: Answers): Hypothesis {
  if (a['drugs.withdrawal'] === 'yes' || (a['drugs.treatment'] === 'yes' && a['drugs.loss-of-control'] === 'yes')) return 'D1';
  const advanced = yesCount(a, DRUG_ADVANCED_SIGNS);
  if (advanced >= 2) return 'D2';
  if (advanced === 1 || a['drugs.other-than-cannabis'] === 'yes') return 'D3';
  // a repeated offence under cannabis alone, without the signs above, stays a question of separating
  return 'D4';
}

const FIXED_HYPOTHESIS: Partial<Record<MpuReason, Hypothesis>> = { points: 'V', criminal: 'K', medizinalcannabis: 'M' };

/**
 * The hypothesis the answers point to. Answers other than 'yes' count as not given for the signs;
 * the result stays null while fewer than half of the reason's questions have an answer, unless the
 * answers already point to the highest hypothesis (A1, D1), which no further answer can change.
 */
export function selfCheck(reason: MpuReason, answers: Answers): SelfCheckResult {
  const ids = SELF_CHECK_QUESTION_IDS[reason];
  const hypothesis =
    reason === 'alcohol' ? alcoholHypothesis(answers) : reason === 'drugs' ? drugHypothesis(answers) : FIXED_HYPOTHESIS[reason]!;
  const enough = answeredCount(answers, ids) * 2 >= ids.length || hypothesis === 'A1' || hypothesis === 'D1';
  if (!enough) return { reason, hypothesis: null, usualAbstinenceMonths: null, controlledUsePossible: false, proofKinds: [] };
  return { reason, hypothesis, ...HYPOTHESIS_MEANING[hypothesis], proofKinds: [...HYPOTHESIS_MEANING[hypothesis].proofKinds] };
}

export type { SelfCheckAnswer };
